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
    throw new AppError(
      "invalid_request",
      `Idempotency-Key must be 1 to 255 visible ASCII characters (got ${header.length} characters${header.length > 0 && header.length <= 255 ? " including invisible or non-ASCII ones" : ""}).`,
    );
  }
  return header;
}

/** A claim older than this without a render row is abandoned (rows are created right after claiming). */
const ORPHANED_CLAIM_MS = 30_000;

export type IdempotencyClaim = { claimed: true } | { claimed: false; renderId: string };

/**
 * Claims (account, key) for a new render, or names the render that already holds it. The record
 * is written before rendering, so it doubles as the in-flight marker: a concurrent request with the
 * same key finds it and waits for that render instead of starting a second one. A record whose
 * render failed, or that expired, is taken over (compare-and-swap on the old render id), because
 * a failed original is never replayed.
 */
export async function claimIdempotencyKey(
  db: Db,
  {
    accountId,
    key,
    renderId,
    now = new Date(),
    retentionMs = IDEMPOTENCY_RETENTION_MS,
  }: { accountId: string; key: string; renderId: string; now?: Date; retentionMs?: number },
): Promise<IdempotencyClaim> {
  const expiresAt = new Date(now.getTime() + retentionMs);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db.$queryRaw<Array<{ render_id: string }>>`
      INSERT INTO idempotency_records (account_id, key, render_id, created_at, expires_at)
      VALUES (${accountId}, ${key}, ${renderId}, ${now}, ${expiresAt})
      ON CONFLICT (account_id, key) DO NOTHING
      RETURNING render_id`;
    if (inserted.length) return { claimed: true };

    const rows = await db.$queryRaw<Array<{ render_id: string; created_at: Date; expires_at: Date; status: string | null }>>`
      SELECT i.render_id, i.created_at, i.expires_at, r.status::text AS status
      FROM idempotency_records i LEFT JOIN renders r ON r.id = i.render_id
      WHERE i.account_id = ${accountId} AND i.key = ${key}`;
    const current = rows[0];
    if (!current) continue; // released between our insert and select: try again
    // A claim whose render row never appeared (its gateway died between claiming and enqueueing)
    // would otherwise block the key for the whole retention window.
    const orphaned = current.status === null && now.getTime() - current.created_at.getTime() > ORPHANED_CLAIM_MS;
    if (current.expires_at > now && current.status !== "failed" && !orphaned) return { claimed: false, renderId: current.render_id };

    const taken = await db.$executeRaw`
      UPDATE idempotency_records SET render_id = ${renderId}, created_at = ${now}, expires_at = ${expiresAt}
      WHERE account_id = ${accountId} AND key = ${key} AND render_id = ${current.render_id}`;
    if (taken === 1) return { claimed: true };
  }
  throw new Error("idempotency claim did not settle after 5 attempts");
}

/** Gives the key back when the claimed render never started (e.g. quota exhausted, pool busy). */
export async function releaseIdempotencyKey(db: Db, { accountId, key, renderId }: { accountId: string; key: string; renderId: string }): Promise<void> {
  await db.idempotencyRecord.deleteMany({ where: { accountId, key, renderId } });
}

/** Deletes expired records; returns how many. Run periodically by the gateway. */
export async function purgeExpiredIdempotency(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
