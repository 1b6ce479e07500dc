import { Router } from "express";
import {
  AppError,
  BUILT_IN_THEMES,
  CUSTOM_CSS_MAX_BYTES,
  listQuerySchema,
  TEMPLATE_PAGE_DEFAULT,
  themeCreateSchema,
  themeUpdateSchema,
} from "@quire/contracts";
import { newId, type Db, type Prisma } from "@quire/db";
import { authOf } from "../http/authenticate";
import { jsonBody, smallBodyLimit } from "../http/json-body";
import { decodeKeyset, encodeKeyset } from "../http/keyset-cursor";
import { validate } from "../http/validate";
import { insertWithUniqueSlug } from "../slugs/insert-with-unique-slug";
import { slugify } from "../slugs/slugify";
import { findTheme } from "./find-theme";
import { sanitizeCss } from "./sanitize-css";
import { compact, toThemeRecord } from "./theme-views";

/**
 * Custom themes (issue 4): `GET/POST /themes`, `GET/PATCH/DELETE /themes/:slugOrId`. Account
 * scoped: another account's theme answers 404 not_found like a missing one. Deletion archives;
 * archived themes vanish from lists and lookups and their slugs are not reused.
 */
export function themeRoutes({ db, now }: { db: Db; now: () => Date }): Router {
  const router = Router();

  router.get("/themes", async (req, res) => {
    const { accountId } = authOf(req);
    const query = validate(listQuerySchema, req.query, "query");
    const paged = query.limit !== undefined || query.cursor !== undefined;
    const limit = query.limit ?? TEMPLATE_PAGE_DEFAULT;
    const after = query.cursor ? decodeKeyset(query.cursor) : null;
    const rows = await db.theme.findMany({
      where: {
        accountId,
        archivedAt: null,
        ...(after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      ...(paged ? { take: limit + 1 } : {}),
    });
    const page = paged ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    const more = paged && rows.length > limit && last;
    res.json({ themes: page.map(toThemeRecord), next_cursor: more ? encodeKeyset({ rank: 0, createdAt: last.createdAt, id: last.id }) : null });
  });

  router.get("/themes/:slugOrId", async (req, res) => {
    const { accountId } = authOf(req);
    const ref = String(req.params.slugOrId);
    res.json(toThemeRecord(await ownedTheme(db, accountId, ref)));
  });

  router.post("/themes", jsonBody(smallBodyLimit), async (req, res) => {
    const { accountId } = authOf(req);
    const body = validate(themeCreateSchema, req.body);
    const at = now();
    const data = {
      name: body.name,
      baseTheme: body.baseTheme ?? "default",
      colors: compact(body.colors ?? {}),
      fonts: compact(body.fonts ?? {}),
      customCss: body.customCss === undefined ? "" : cleanCss(body.customCss),
    };
    const row = await insertWithUniqueSlug({
      base: slugify(body.name, "theme"),
      // Built-in theme names are reserved: a theme reference must mean one thing.
      taken: async (prefix) => [
        ...BUILT_IN_THEMES,
        ...(await db.theme.findMany({ where: { accountId, slug: { startsWith: prefix } }, select: { slug: true } })).map((t) => t.slug),
      ],
      insert: (slug) => db.theme.create({ data: { id: newId("thm"), accountId, slug, ...data, createdAt: at, updatedAt: at } }),
    });
    res.status(201).json(toThemeRecord(row));
  });

  router.patch("/themes/:slugOrId", jsonBody(smallBodyLimit), async (req, res) => {
    const { accountId } = authOf(req);
    const ref = String(req.params.slugOrId);
    const body = validate(themeUpdateSchema, req.body);
    const theme = await ownedTheme(db, accountId, ref);
    const data: Prisma.ThemeUpdateManyMutationInput = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.baseTheme !== undefined ? { baseTheme: body.baseTheme } : {}),
      ...(body.colors !== undefined ? { colors: compact(body.colors) } : {}),
      ...(body.fonts !== undefined ? { fonts: compact(body.fonts) } : {}),
      ...(body.customCss !== undefined ? { customCss: cleanCss(body.customCss) } : {}),
    };
    if (Object.keys(data).length === 0) {
      res.json(toThemeRecord(theme));
      return;
    }
    const { count } = await db.theme.updateMany({ where: { id: theme.id, accountId, archivedAt: null }, data: { ...data, updatedAt: now() } });
    if (count === 0) throw notFound(ref);
    res.json(toThemeRecord(await db.theme.findUniqueOrThrow({ where: { id: theme.id } })));
  });

  router.delete("/themes/:slugOrId", async (req, res) => {
    const { accountId } = authOf(req);
    const ref = String(req.params.slugOrId);
    const theme = await ownedTheme(db, accountId, ref);
    const { count } = await db.theme.updateMany({ where: { id: theme.id, accountId, archivedAt: null }, data: { archivedAt: now() } });
    if (count === 0) throw notFound(ref);
    res.json({ slug: theme.slug, deleted: true });
  });

  return router;
}

async function ownedTheme(db: Db, accountId: string, ref: string) {
  const theme = await findTheme(db, { accountId, ref });
  if (!theme) throw notFound(ref);
  return theme;
}

function notFound(ref: string): AppError {
  return new AppError("not_found", `No theme "${ref}" exists for this account.`);
}

/** The byte cap applies to what was sent; the stored text is the sanitised form. */
function cleanCss(css: string): string {
  const bytes = Buffer.byteLength(css, "utf8");
  if (bytes > CUSTOM_CSS_MAX_BYTES)
    throw new AppError("invalid_request", `Invalid request body: \`customCss\` must be at most ${CUSTOM_CSS_MAX_BYTES} bytes of UTF-8 (got ${bytes}).`);
  return sanitizeCss(css);
}
