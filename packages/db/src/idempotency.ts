import { AppError } from "@quire/contracts";
import type { Db } from "./client";

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

// 1 to 255 visible ASCII characters (VCHAR, 0x21–0x7E): no spaces, no control characters.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** undefined when the header was not sent; throws 400 invalid_request when it is not a valid key. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw new AppError("invalid_request", "Send Idempotency-Key at most once.");
  if (!KEY_PATTERN.test(header)) {
    throw new AppError("invalid_request", `Idempotency-Key must be 1 to 255 visible ASCII characters (got ${header.length} characters${header.length > 0 && header.length <= 255 ? " including invisible or non-ASCII ones" : ""}).`);
  }
  return header;
}

/** The render id remembered for (account, key), if it is still within the retention window. */
export async function findIdempotentRender(
  db: Db,
  { accountId, key, now = new Date() }: { accountId: string; key: string; now?: Date },
): Promise<string | null> {
  const record = await db.idempotencyRecord.findUnique({ where: { accountId_key: { accountId, key } } });
  return record && record.expiresAt > now ? record.renderId : null;
}

/**
 * Remembers that (account, key) produced `renderId`. A newer render under the same key (the
 * original failed, or the old record expired) replaces the old one.
 */
export async function rememberIdempotentRender(
  db: Db,
  { accountId, key, renderId, now = new Date(), retentionMs = IDEMPOTENCY_RETENTION_MS }:
  { accountId: string; key: string; renderId: string; now?: Date; retentionMs?: number },
): Promise<void> {
  const expiresAt = new Date(now.getTime() + retentionMs);
  await db.idempotencyRecord.upsert({
    where: { accountId_key: { accountId, key } },
    create: { accountId, key, renderId, createdAt: now, expiresAt },
    update: { renderId, createdAt: now, expiresAt },
  });
}

/** Deletes expired records; returns how many. Run periodically by the gateway. */
export async function purgeExpiredIdempotency(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
