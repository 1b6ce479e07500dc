import { Router } from "express";
import { AppError, listQuerySchema, TEMPLATE_PAGE_DEFAULT, templateCreateSchema, templateUpdateSchema } from "@quire/contracts";
import { newId, type Db, type Prisma } from "@quire/db";
import { authOf } from "../http/authenticate";
import { jsonBody, smallBodyLimit } from "../http/json-body";
import { decodeKeyset, encodeKeyset, type KeysetPosition } from "../http/keyset-cursor";
import { validate } from "../http/validate";
import { insertWithUniqueSlug } from "../slugs/insert-with-unique-slug";
import { slugify } from "../slugs/slugify";
import { resolveThemeName } from "../themes/find-theme";
import { compact } from "../themes/theme-views";
import { findTemplate, visibleTo } from "./find-template";
import { toTemplateRecord } from "./template-views";

// List order: system templates first (rank 0), then the account's own (rank 1), each by
// (createdAt, id) ascending. The cursor carries the rank so a page may end in either group.

function after({ rank, createdAt, id }: KeysetPosition): Prisma.TemplateWhereInput {
  const later: Prisma.TemplateWhereInput[] = [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }];
  if (rank === 0) return { OR: [{ system: false }, ...later.map((w) => ({ system: true, ...w }))] };
  return { system: false, OR: later };
}

/**
 * `GET/POST /templates`, `PATCH/DELETE /templates/:slugOrId` (contract "Template"). System
 * templates are listed for everyone and are read-only (403 system_template_read_only); another
 * account's template answers 404 not_found like a missing one. Deletion archives; archived
 * templates vanish from lists and lookups and their slugs are not reused.
 */
export function templateRoutes({ db, now }: { db: Db; now: () => Date }): Router {
  const router = Router();

  router.get("/templates", async (req, res) => {
    const { accountId } = authOf(req);
    const query = validate(listQuerySchema, req.query, "query");
    // Contract: omitting both `limit` and `cursor` returns the full list.
    const paged = query.limit !== undefined || query.cursor !== undefined;
    const limit = query.limit ?? TEMPLATE_PAGE_DEFAULT;
    const position = query.cursor ? decodeKeyset(query.cursor) : null;
    const rows = await db.template.findMany({
      where: { AND: [visibleTo(accountId), ...(position ? [after(position)] : [])] },
      orderBy: [{ system: "desc" }, { createdAt: "asc" }, { id: "asc" }],
      ...(paged ? { take: limit + 1 } : {}),
    });
    const page = paged ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    const more = paged && rows.length > limit && last;
    res.json({
      templates: page.map(toTemplateRecord),
      next_cursor: more ? encodeKeyset({ rank: last.system ? 0 : 1, createdAt: last.createdAt, id: last.id }) : null,
    });
  });

  router.post("/templates", jsonBody(smallBodyLimit), async (req, res) => {
    const { accountId } = authOf(req);
    const body = validate(templateCreateSchema, req.body);
    const themeName = body.themeName === undefined ? "default" : await resolveThemeName(db, { accountId, ref: body.themeName });
    const at = now();
    const data = {
      name: body.name,
      description: body.description || null,
      themeName,
      format: body.format ?? "A4",
      styles: compact(body.styles ?? {}),
    };
    const row = await insertWithUniqueSlug({
      base: slugify(body.name, "template"),
      // System template slugs are taken for everyone, so a reference always means one template.
      taken: async (prefix) =>
        (
          await db.template.findMany({
            where: { slug: { startsWith: prefix }, OR: [{ accountId }, { accountId: null, system: true }] },
            select: { slug: true },
          })
        ).map((t) => t.slug),
      insert: (slug) => db.template.create({ data: { id: newId("tpl"), accountId, slug, system: false, ...data, createdAt: at, updatedAt: at } }),
    });
    res.status(201).json(toTemplateRecord(row));
  });

  router.patch("/templates/:slugOrId", jsonBody(smallBodyLimit), async (req, res) => {
    const { accountId } = authOf(req);
    const ref = String(req.params.slugOrId);
    const body = validate(templateUpdateSchema, req.body);
    const template = await writableTemplate(db, accountId, ref);
    const data: Prisma.TemplateUpdateManyMutationInput = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(body.themeName !== undefined ? { themeName: await resolveThemeName(db, { accountId, ref: body.themeName }) } : {}),
      ...(body.format !== undefined ? { format: body.format } : {}),
      ...(body.styles !== undefined ? { styles: compact(body.styles) } : {}),
    };
    if (Object.keys(data).length === 0) {
      res.json(toTemplateRecord(template));
      return;
    }
    const { count } = await db.template.updateMany({ where: { id: template.id, accountId, archivedAt: null }, data: { ...data, updatedAt: now() } });
    if (count === 0) throw notFound(ref);
    res.json(toTemplateRecord(await db.template.findUniqueOrThrow({ where: { id: template.id } })));
  });

  router.delete("/templates/:slugOrId", async (req, res) => {
    const { accountId } = authOf(req);
    const ref = String(req.params.slugOrId);
    const template = await writableTemplate(db, accountId, ref);
    const { count } = await db.template.updateMany({ where: { id: template.id, accountId, archivedAt: null }, data: { archivedAt: now() } });
    if (count === 0) throw notFound(ref);
    res.json({ slug: template.slug, deleted: true });
  });

  return router;
}

/** The account's live template by slug or id; a system template → 403, anything else → 404. */
async function writableTemplate(db: Db, accountId: string, ref: string) {
  const template = await findTemplate(db, { accountId, ref });
  if (!template) throw notFound(ref);
  if (template.system || template.accountId === null) {
    throw new AppError(
      "system_template_read_only",
      `"${template.slug}" is a built-in system template and cannot be changed or deleted; create your own template instead.`,
    );
  }
  return template;
}

function notFound(ref: string): AppError {
  return new AppError("not_found", `No template "${ref}" exists for this account.`);
}
