import type { NextFunction, Request, Response } from "express";
import { AppError, isAppError } from "@quire/contracts";

// The contract's two error shapes: 401/501 use the simple `{error: string}`, everything else the
// envelope `{error: {code, message}}`. Unknown failures are logged with their cause and answered
// with a generic internal_error: no stack trace or internal message ever reaches a client.
const SIMPLE_FORM = new Set(["unauthorized", "auth_not_configured"]);

export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const appError = isAppError(error) ? error : new AppError("internal_error", "Internal error; the request id identifies it in our logs.", { cause: error });
    if (appError.code === "internal_error" || appError.status >= 500) req.log.error({ err: error }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
    const body = SIMPLE_FORM.has(appError.code) ? { error: appError.message } : { error: { code: appError.code, message: appError.message } };
    res.status(appError.status).json(body);
  };
}

export function notFound() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    next(new AppError("not_found", `No route for ${req.method} ${req.path}.`));
  };
}
