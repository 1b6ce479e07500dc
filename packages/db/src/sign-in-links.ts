import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./client";

// Magic links: the token (256 random bits) travels only in the link; the database holds its
// SHA-256, so a read of the table cannot sign anyone in. A link works once, for 15 minutes.
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

export function digestToken(token: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash("sha256").update(token, "utf8").digest());
}

export async function mintSignInLink(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_MS);
  await db.signInLink.create({ data: { tokenDigest: digestToken(token), userId, createdAt: now, expiresAt } });
  return { token, expiresAt };
}

/**
 * Marks the link used and returns its user — or null when it is unknown, used or expired. One
 * conditional UPDATE, so two simultaneous uses of the same link cannot both succeed.
 */
export async function consumeSignInLink(db: Db, { token, now = new Date() }: { token: string; now?: Date }): Promise<{ userId: string } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db.$queryRaw<Array<{ userId: string }>>`
    UPDATE sign_in_links SET used_at = ${now}
    WHERE token_digest = ${digestToken(token)} AND used_at IS NULL AND expires_at > ${now}
    RETURNING user_id AS "userId"`;
  return row ?? null;
}

/**
 * The link a person opens. The token rides in the fragment, which browsers never send to a
 * server: it stays out of access logs and Referer headers, and a mail scanner's GET of the link
 * cannot use it up (the page asks the person to press "Sign in", which POSTs the token).
 */
export function signInUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, "")}/dashboard/sign-in#token=${token}`;
}
