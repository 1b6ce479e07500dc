import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { AppError } from "@quire/contracts";
import { csrfTokenFor, findDashboardSession, type DashboardSessionInfo, type Db } from "@quire/db";
import { readSessionCookie } from "./session-cookie";

declare global {
  namespace Express {
    interface Request {
      dashboard?: DashboardSessionInfo & { secret: string };
    }
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * A browser request that changes state must come from our own pages: an `Origin` (or
 * `Sec-Fetch-Site`) naming another site is refused outright. Applies before sign-in too, where
 * there is no session to hold a CSRF token yet. Our origin is the one the request reached, or
 * PUBLIC_BASE_URL's (behind a TLS-terminating proxy the gateway itself may see plain http).
 */
export function sameOriginWrites({ publicBaseUrl }: { publicBaseUrl: string }) {
  const publicOrigin = new URL(publicBaseUrl).origin;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    const ours = origin === undefined || origin === publicOrigin || origin === `${req.protocol}://${req.get("host")}`;
    if (!ours || (fetchSite !== undefined && fetchSite !== "same-origin")) {
      throw new AppError("csrf_failed", "Cross-site request refused: the dashboard's routes only accept requests from its own pages.");
    }
    next();
  };
}

/**
 * Dashboard routes run as the signed-in user's account: the session becomes `req.auth`, so the
 * API's own routers (templates, themes, renders, extraction) serve the dashboard unchanged, and
 * everything started here carries the origin `web`. Every state-changing request must echo the
 * session's CSRF token in `x-csrf-token` (synchronizer token, derived from the session secret).
 */
export function requireSession({ db, now }: { db: Db; now: () => Date }) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const secret = readSessionCookie(req);
    const session = secret ? await findDashboardSession(db, { secret, now: now() }) : null;
    if (!secret || !session) throw new AppError("unauthorized", "Not signed in (or the session ended): sign in again.");
    if (!SAFE_METHODS.has(req.method) && !csrfMatches(req.headers["x-csrf-token"], secret)) {
      throw new AppError("csrf_failed", "Missing or wrong CSRF token: send the session's token in the `x-csrf-token` header.");
    }
    req.dashboard = { ...session, secret };
    // The user id names the caller for the burst limiter (API keys are never used by the browser).
    req.auth = { keyId: session.userId, accountId: session.accountId, plan: session.plan };
    req.headers["x-service-source"] = "web";
    req.log = req.log.child({ userId: session.userId, accountId: session.accountId });
    next();
  };
}

function csrfMatches(presented: string | string[] | undefined, secret: string): boolean {
  if (typeof presented !== "string") return false;
  const expected = Buffer.from(csrfTokenFor(secret));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signed-in session; only valid behind `requireSession`. */
export function sessionOf(req: Request): DashboardSessionInfo & { secret: string } {
  if (!req.dashboard) throw new Error("route is missing the requireSession middleware");
  return req.dashboard;
}
