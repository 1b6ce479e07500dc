import { createHmac, randomBytes } from "node:crypto";
import type { PlanName } from "@quire/contracts";
import type { Db } from "./client";
import { digestToken } from "./sign-in-links";

// Dashboard sessions: the cookie holds 256 random bits, the row holds their SHA-256 (a database
// read cannot hijack a session). The CSRF token is an HMAC of the secret, so it is bound to the
// session, needs no storage, and does not reveal the cookie.
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface DashboardSessionInfo {
  userId: string;
  email: string;
  accountId: string;
  accountName: string;
  plan: PlanName;
}

export function csrfTokenFor(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("quire dashboard csrf").digest("base64url");
}

export async function createDashboardSession(
  db: Db,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.dashboardSession.create({ data: { idDigest: digestToken(secret), userId, createdAt: now, expiresAt } });
  return { secret, expiresAt };
}

/** The live session's user and account; null for unknown, revoked or expired secrets. */
export async function findDashboardSession(db: Db, { secret, now = new Date() }: { secret: string; now?: Date }): Promise<DashboardSessionInfo | null> {
  if (secret.length !== 43) return null;
  const [row] = await db.$queryRaw<DashboardSessionInfo[]>`
    SELECT u.id AS "userId", u.email, a.id AS "accountId", a.name AS "accountName", a.plan::text AS plan
    FROM dashboard_sessions s JOIN users u ON u.id = s.user_id JOIN accounts a ON a.id = u.account_id
    WHERE s.id_digest = ${digestToken(secret)} AND s.revoked_at IS NULL AND s.expires_at > ${now}`;
  return row ?? null;
}

export async function revokeDashboardSession(db: Db, { secret, now = new Date() }: { secret: string; now?: Date }): Promise<void> {
  await db.dashboardSession.updateMany({ where: { idDigest: digestToken(secret), revokedAt: null }, data: { revokedAt: now } });
}

/**
 * Deletes a user's dead sessions (revoked or expired) and dead links (used or expired), so neither
 * table grows with every sign-in. Run at sign-in, the only time a user adds rows.
 */
export async function pruneDeadSignIns(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<void> {
  await db.dashboardSession.deleteMany({ where: { userId, OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: now } }] } });
  await db.signInLink.deleteMany({ where: { userId, OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] } });
}
