import { AppError, BUILT_IN_THEMES, type PageFormat, type RenderJob, type RenderStyles } from "@quire/contracts";
import type { Db } from "@quire/db";
import { findTemplate } from "../templates/find-template";
import { findTheme } from "../themes/find-theme";
import { isBuiltInTheme } from "../themes/theme-views";

export interface ResolvedTemplateAndTheme {
  theme: RenderJob["theme"];
  /** The theme reference stored on the render row (built-in name or custom theme slug). */
  themeRef: string;
  format: PageFormat;
  styles: RenderStyles;
  templateId?: string;
}

/**
 * Template and theme resolution with the contract's precedence: explicit `theme`/`format` beat the
 * template's; with neither template nor theme the `default` theme on A4 is used. References are
 * slugs or ids; another account's templates and themes do not exist for this caller.
 */
export async function resolveTemplateAndTheme(
  db: Db,
  { accountId, template, theme, format }: { accountId: string; template?: string; theme?: string; format?: PageFormat },
): Promise<ResolvedTemplateAndTheme> {
  let templateRow: { id: string; themeName: string; format: PageFormat; styles: unknown } | null = null;
  if (template !== undefined) {
    templateRow = await findTemplate(db, { accountId, ref: template });
    if (!templateRow) throw new AppError("template_not_found", `No template "${template}" exists for this account.`);
  }

  const themeName = theme ?? templateRow?.themeName ?? "default";
  const resolvedTheme = await resolveTheme(db, { accountId, themeName, explicit: theme !== undefined });
  return {
    theme: resolvedTheme.theme,
    themeRef: resolvedTheme.ref,
    format: format ?? templateRow?.format ?? "A4",
    styles: templateRow?.styles ?? {},
    ...(templateRow ? { templateId: templateRow.id } : {}),
  };
}

async function resolveTheme(
  db: Db,
  { accountId, themeName, explicit }: { accountId: string; themeName: string; explicit: boolean },
): Promise<{ theme: RenderJob["theme"]; ref: string }> {
  if (isBuiltInTheme(themeName)) return { theme: { builtIn: themeName }, ref: themeName };
  const custom = await findTheme(db, { accountId, ref: themeName });
  if (!custom) {
    const source = explicit ? "" : " (named by the template)";
    throw new AppError(
      "theme_not_found",
      `No theme "${themeName}"${source}: use a built-in theme (${BUILT_IN_THEMES.join(", ")}) or one of your custom themes.`,
    );
  }
  const baseTheme = isBuiltInTheme(custom.baseTheme) ? custom.baseTheme : "default";
  return {
    theme: {
      custom: {
        id: custom.id,
        slug: custom.slug,
        baseTheme,
        colors: custom.colors as Record<string, string>,
        fonts: custom.fonts as Record<string, string>,
        customCss: custom.customCss,
      },
    },
    ref: custom.slug,
  };
}
