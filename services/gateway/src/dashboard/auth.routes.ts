import express, { Router, type NextFunction, type Request, type Response } from "express";
import type { Redis } from "ioredis";
import { z } from "zod";
import { AppError } from "@quire/contracts";
import {
  SIGN_IN_LINK_TTL_MS,
  consumeSignInLink,
  createDashboardSession,
  csrfTokenFor,
  findDashboardSession,
  findUserByEmail,
  isEmailAddress,
  mintSignInLink,
  normalizeEmail,
  pruneDeadSignIns,
  revokeDashboardSession,
  signInUrl,
  type Db,
} from "@quire/db";
import { translateBodyError } from "../http/json-body";
import { validate } from "../http/validate";
import type { Logger } from "@quire/logging";
import { requireSession, sessionOf } from "./require-session";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./session-cookie";
import type { SignInEmailSender } from "./sign-in-email";
import { signInLimits } from "./sign-in-limits";

export interface AuthRouteDeps {
  db: Db;
  redis: Redis;
  prefix: string;
  logger: Logger;
  now: () => Date;
  /** Origin of the links in sign-in emails. */
  publicBaseUrl: string;
  /** null: the deployment sends no email; the operator mints links with the admin CLI. */
  signInEmail: SignInEmailSender | null;
}

const requestLinkSchema = z.object({ email: z.string().min(3).max(254) }).strict();
const verifySchema = z.object({ token: z.string().min(1).max(200) }).strict();
// Before sign-in there is no plan to size a body by: these bodies are tiny.
const SMALL_BODY = 4 * 1024;
const parseSmallJson = express.json({ limit: SMALL_BODY, strict: true });
function smallJson(req: Request, res: Response, next: NextFunction): void {
  parseSmallJson(req, res, (error?: unknown) => next(error ? translateBodyError(error, SMALL_BODY) : undefined));
}

/** Sign-in by magic link, the session probe and sign-out (`/dashboard/api/auth/…`, `/session`). */
export function authRoutes(deps: AuthRouteDeps): Router {
  const router = Router();
  const limit = signInLimits(deps);

  router.post("/auth/request-link", smallJson, async (req, res) => {
    const { email: given } = validate(requestLinkSchema, req.body);
    const email = normalizeEmail(given);
    if (!isEmailAddress(email)) throw new AppError("invalid_request", "Invalid request body: `email` is not an email address.");
    if (!deps.signInEmail) {
      throw new AppError(
        "email_undeliverable",
        "This deployment sends no email: ask your operator for a sign-in link (`pnpm --silent admin sign-in-link --email …`).",
      );
    }
    await limit({ email, ip: req.ip ?? "unknown" });
    // Same answer, same time, whether or not the address has an account: the lookup and the send
    // happen after the response.
    const sender = deps.signInEmail;
    void (async () => {
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const { token } = await mintSignInLink(deps.db, { userId: user.id, now: deps.now() });
      await sender.sendSignInLink({ to: email, url: signInUrl(deps.publicBaseUrl, token), minutes: SIGN_IN_LINK_TTL_MS / 60_000 });
    })().catch((error: unknown) => deps.logger.error({ err: error, requestId: req.id }, "sign-in email failed"));
    res.status(202).json({ message: "If this address belongs to a Quire user, a sign-in link is on its way. It works once, for 15 minutes." });
  });

  router.post("/auth/verify", smallJson, async (req, res) => {
    const { token } = validate(verifySchema, req.body);
    const link = await consumeSignInLink(deps.db, { token, now: deps.now() });
    if (!link) throw new AppError("link_expired", "This sign-in link was already used or has expired: request a new one.");
    // Rotation: whatever session this browser held ends here, and a fresh secret is issued.
    const previous = readSessionCookie(req);
    if (previous) await revokeDashboardSession(deps.db, { secret: previous, now: deps.now() });
    await pruneDeadSignIns(deps.db, { userId: link.userId, now: deps.now() });
    const session = await createDashboardSession(deps.db, { userId: link.userId, now: deps.now() });
    setSessionCookie(req, res, session);
    res.json({ signedIn: true, csrfToken: csrfTokenFor(session.secret) });
  });

  const signedIn = requireSession(deps);

  // Answers 200 either way: "not signed in" is the normal state of the sign-in page, not an error.
  router.get("/session", async (req, res) => {
    const secret = readSessionCookie(req);
    const session = secret ? await findDashboardSession(deps.db, { secret, now: deps.now() }) : null;
    if (!secret || !session) {
      res.json({ signedIn: false });
      return;
    }
    res.json({
      signedIn: true,
      user: { id: session.userId, email: session.email },
      account: { id: session.accountId, name: session.accountName, plan: session.plan },
      csrfToken: csrfTokenFor(secret),
    });
  });

  router.post("/auth/sign-out", signedIn, async (req, res) => {
    await revokeDashboardSession(deps.db, { secret: sessionOf(req).secret, now: deps.now() });
    clearSessionCookie(req, res);
    res.json({ signedOut: true });
  });

  return router;
}
