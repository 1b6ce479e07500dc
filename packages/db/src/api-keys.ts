import { createHash, timingSafeEqual } from "node:crypto";
import type { PlanName } from "@quire/contracts";
import type { Db } from "./client";
import { newId, randomToken } from "./ids";

// A key reads `sk_<keyId>_<secret>`. The key id is public (it names the key in logs, the CLI and the
// rate limiter); only SHA-256(secret) is stored, and it is compared in constant time.
const KEY_PATTERN = /^sk_(key_[0-9a-z]{20})_([0-9a-z]{40})$/;
const SECRET_LENGTH = 40; // 200 bits

export interface IssuedKey {
  id: string;
  /** The full secret key; shown once, never stored. */
  key: string;
}

export interface AuthenticatedKey {
  keyId: string;
  accountId: string;
  plan: PlanName;
}

function digest(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

export function parseApiKey(presented: string): { keyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(presented);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

/** Returns null when the account does not exist. */
export async function createApiKey(db: Db, { accountId, name = "" }: { accountId: string; name?: string }): Promise<IssuedKey | null> {
  const account = await db.account.findUnique({ where: { id: accountId }, select: { id: true } });
  if (!account) return null;
  const id = newId("key");
  const secret = randomToken(SECRET_LENGTH);
  await db.apiKey.create({ data: { id, accountId, name, secretDigest: new Uint8Array(digest(secret)) } });
  return { id, key: `sk_${id}_${secret}` };
}

/** Returns false when no such key exists. Revoking twice is harmless and keeps the first time. */
export async function revokeApiKey(db: Db, { keyId, now = new Date() }: { keyId: string; now?: Date }): Promise<boolean> {
  const key = await db.apiKey.findUnique({ where: { id: keyId }, select: { revokedAt: true } });
  if (!key) return false;
  if (!key.revokedAt) await db.apiKey.update({ where: { id: keyId }, data: { revokedAt: now } });
  return true;
}

// Compared against when the key id is unknown, so a miss costs the same as a wrong secret.
const DECOY_DIGEST = digest("decoy");

/** The key's account when `presented` is a live key; null for unknown, wrong or revoked keys. */
export async function verifyApiKey(db: Db, presented: string): Promise<AuthenticatedKey | null> {
  const parsed = parseApiKey(presented);
  if (!parsed) return null;
  // One round trip (a relation select would be two): every authenticated request pays for it.
  const [row] = await db.$queryRaw<Array<{ accountId: string; secretDigest: Uint8Array; revokedAt: Date | null; plan: PlanName }>>`
    SELECT k.account_id AS "accountId", k.secret_digest AS "secretDigest", k.revoked_at AS "revokedAt", a.plan::text AS plan
    FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = ${parsed.keyId}`;
  const expected = row ? Buffer.from(row.secretDigest) : DECOY_DIGEST;
  const matches = expected.length === 32 && timingSafeEqual(expected, digest(parsed.secret));
  if (!row || !matches || row.revokedAt) return null;
  return { keyId: parsed.keyId, accountId: row.accountId, plan: row.plan };
}
