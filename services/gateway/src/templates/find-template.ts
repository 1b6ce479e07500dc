import type { Db, Prisma, Template } from "@quire/db";

/** Live templates the account can see: its own and the built-in system templates. */
export const visibleTo = (accountId: string): Prisma.TemplateWhereInput => ({ archivedAt: null, OR: [{ accountId }, { accountId: null, system: true }] });

/**
 * A visible template by slug or id, for render lookups and edits alike: the account's own template
 * wins over a system template with the same slug. Other accounts' templates do not exist.
 */
export function findTemplate(db: Db, { accountId, ref }: { accountId: string; ref: string }): Promise<Template | null> {
  return db.template.findFirst({ where: { AND: [visibleTo(accountId), { OR: [{ slug: ref }, { id: ref }] }] }, orderBy: { system: "asc" } });
}
