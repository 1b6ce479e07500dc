import type { Db } from "./client";
import { newId } from "./ids";

export interface UserSummary {
  id: string;
  accountId: string;
  email: string;
}

// Addresses are compared case-insensitively (as every mail provider treats the local part in
// practice), so they are stored lower-case and trimmed.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plain, deliberately loose shape check: the real proof is that the link arrives. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 254 && /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(email);
}

export type CreateUserResult = { ok: true; user: UserSummary } | { ok: false; reason: "no_account" | "email_taken" };

export async function createUser(db: Db, { accountId, email }: { accountId: string; email: string }): Promise<CreateUserResult> {
  const address = normalizeEmail(email);
  const account = await db.account.findUnique({ where: { id: accountId }, select: { id: true } });
  if (!account) return { ok: false, reason: "no_account" };
  const [created] = await db.$queryRaw<Array<{ id: string }>>`
    INSERT INTO users (id, account_id, email) VALUES (${newId("usr")}, ${accountId}, ${address})
    ON CONFLICT (email) DO NOTHING RETURNING id`;
  if (!created) return { ok: false, reason: "email_taken" };
  return { ok: true, user: { id: created.id, accountId, email: address } };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserSummary | null> {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
  return user ? { id: user.id, accountId: user.accountId, email: user.email } : null;
}
