import type { NextFunction, Request, Response } from "express";
import { AppError, isAppError, type ErrorCode } from "@quire/contracts";

// The contract's two error shapes: 401/501 use the simple `{error: string}`, everything else the
// envelope `{error: {code, message}}`. Client errors raised by Express and its body parsers
// (http-errors with a 4xx status: a bad percent-escape in the path, a corrupt gzip body…) become
// the envelope with a status of our table. Anything else is logged with its cause and answered
// with a generic internal_error: no stack trace or internal message ever reaches a client.
const SIMPLE_FORM = new Set(["unauthorized", "auth_not_configured"]);

export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const appError = isAppError(error)
      ? error
      : (fromClientError(error) ?? new AppError("internal_error", "Internal error; the request id identifies it in our logs.", { cause: error }));
    if (appError.code === "internal_error" || appError.status >= 500) req.log.error({ err: error }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
    // Refused before its body was read (too large, unauthenticated…): close the connection rather
    // than let Node read and discard the rest of an upload we have already answered.
    if (!req.complete) res.setHeader("Connection", "close");
    const body = SIMPLE_FORM.has(appError.code) ? { error: appError.message } : { error: { code: appError.code, message: appError.message } };
    res.status(appError.status).json(body);
  };
}

const CLIENT_STATUS_CODES: Record<number, { code: ErrorCode; message: string }> = {
  404: { code: "not_found", message: "Not found." },
  405: { code: "method_not_allowed", message: "The method is not supported on this path." },
  408: { code: "request_timeout", message: "The request did not arrive in time." },
  413: { code: "input_too_large", message: "The request body is too large." },
};

/** An http-errors client error (status 400–499) as an AppError; its own message may echo input, so ours is used. */
function fromClientError(error: unknown): AppError | null {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  const known = CLIENT_STATUS_CODES[status];
  if (known) return new AppError(known.code, known.message, { cause: error });
  return new AppError("invalid_request", "The request could not be read: malformed path, encoding or body.", { cause: error });
}

export function notFound() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    next(new AppError("not_found", `No route for ${req.method} ${req.path}.`));
  };
}
