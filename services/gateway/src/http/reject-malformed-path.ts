import type { NextFunction, Request, Response } from "express";
import { AppError, isStorableText } from "@quire/contracts";

/**
 * Refuses, before any route sees it, a path that is not percent-encoded UTF-8 (`%ff`) or that
 * decodes to text no lookup may carry (NUL, unpaired surrogates): 400, never a failed query.
 */
export function rejectMalformedPath() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      next(new AppError("invalid_request", "The request path is not valid percent-encoded UTF-8."));
      return;
    }
    if (!isStorableText(decoded)) {
      next(new AppError("invalid_request", "The request path contains a NUL character or an unpaired UTF-16 surrogate."));
      return;
    }
    next();
  };
}
