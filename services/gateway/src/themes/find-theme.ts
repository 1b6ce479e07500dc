import { AppError, BUILT_IN_THEMES } from "@quire/contracts";
import type { Db, Theme } from "@quire/db";
import { isBuiltInTheme } from "./theme-views";

/** A live custom theme of the account by slug or id; other accounts' themes do not exist. */
export function findTheme(db: Db, { accountId, ref }: { accountId: string; ref: string }): Promise<Theme | null> {
  return db.theme.findFirst({ where: { accountId, archivedAt: null, OR: [{ slug: ref }, { id: ref }] } });
}

/**
 * The value a template stores as `themeName`: a built-in theme name as is, a custom theme (named
 * by slug or id) as its slug. Unknown → 400 theme_not_found.
 */
export async function resolveThemeName(db: Db, { accountId, ref }: { accountId: string; ref: string }): Promise<string> {
  if (isBuiltInTheme(ref)) return ref;
  const theme = await findTheme(db, { accountId, ref });
  if (!theme)
    throw new AppError("theme_not_found", `No theme "${ref}": use a built-in theme (${BUILT_IN_THEMES.join(", ")}) or one of your custom themes (slug or id).`);
  return theme.slug;
}
