import type { Request, Response } from "express";

// The session cookie: HttpOnly, SameSite=Lax, Path=/ and Secure — except on plain http to a
// loopback host (local development), where a Secure cookie would never come back. A Secure cookie
// carries the `__Host-` prefix, so the browser refuses it unless it is Secure, host-only and Path=/.
const SECURE_NAME = "__Host-quire_session";
const LOOPBACK_NAME = "quire_session";
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function secureFor(req: Request): boolean {
  return req.secure || !LOOPBACK_HOSTS.has(req.hostname.toLowerCase());
}

/** The session secret presented by the browser, if any. */
export function readSessionCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const wanted = secureFor(req) ? SECURE_NAME : LOOPBACK_NAME;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === wanted) return part.slice(separator + 1).trim() || null;
  }
  return null;
}

export function setSessionCookie(req: Request, res: Response, { secret, expiresAt }: { secret: string; expiresAt: Date }): void {
  const secure = secureFor(req);
  res.cookie(secure ? SECURE_NAME : LOOPBACK_NAME, secret, { httpOnly: true, sameSite: "lax", secure, path: "/", expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response): void {
  const secure = secureFor(req);
  res.clearCookie(secure ? SECURE_NAME : LOOPBACK_NAME, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}
