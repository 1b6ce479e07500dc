import type { NextFunction, Request, Response } from "express";
import { AppError, type PlanName } from "@quire/contracts";
import { verifyApiKey, type Db } from "@quire/db";
import { keyLastUsedRecorder } from "./key-last-used";

export interface RequestAuth {
  keyId: string;
  accountId: string;
  plan: PlanName;
}

declare global {
  namespace Express {
    interface Request {
      auth?: RequestAuth;
    }
  }
}

const BEARER = /^Bearer[ ]+(\S+)$/i;

export function authenticate({ db, authMode }: { db: Db; authMode: "api_keys" | "none" }) {
  const recordUse = keyLastUsedRecorder(db);
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (authMode === "none") {
      throw new AppError(
        "auth_not_configured",
        "Authentication is not configured on this deployment (AUTH_MODE=none); the API is disabled until an operator sets AUTH_MODE=api_keys.",
      );
    }
    const header = req.headers.authorization;
    if (!header) throw new AppError("unauthorized", "Missing Authorization header: send `Authorization: Bearer sk_…`.");
    const match = BEARER.exec(header);
    if (!match) throw new AppError("unauthorized", "Malformed Authorization header: expected `Bearer sk_…`.");
    const presented = match[1]!;
    if (!presented.startsWith("sk_")) throw new AppError("unauthorized", "Malformed API key: keys begin with `sk_`.");
    const key = await verifyApiKey(db, presented);
    if (!key) throw new AppError("unauthorized", "Invalid or revoked API key.");
    req.auth = key;
    req.log = req.log.child({ keyId: key.keyId, accountId: key.accountId });
    recordUse(key.keyId, new Date(), (error) => req.log.warn({ err: error }, "could not record the key's last use"));
    next();
  };
}

/** The authenticated caller; only valid on routes behind `authenticate`. */
export function authOf(req: Request): RequestAuth {
  if (!req.auth) throw new Error("route is missing the authenticate middleware");
  return req.auth;
}
