import express, { type NextFunction, type Request, type Response } from "express";
import { AppError, PLAN_LIMITS, PLANS, formatBytes, type PlanName } from "@quire/contracts";
import { authOf } from "./authenticate";

/** How big a JSON body may be for a plan; the route's own field limit is checked after parsing. */
export type BodyLimit = (plan: PlanName) => number;

const OVERHEAD = 64 * 1024;
/** Markdown may double in size through JSON escaping; the exact UTF-8 size is checked later. */
export const renderBodyLimit: BodyLimit = (plan) => PLAN_LIMITS[plan].maxMarkdownBytes * 2 + OVERHEAD;
/** base64 inflates by 4/3. */
export const extractBodyLimit: BodyLimit = (plan) => Math.ceil((PLAN_LIMITS[plan].maxDocumentBytes * 4) / 3) + OVERHEAD;
export const smallBodyLimit: BodyLimit = () => 256 * 1024;

// Parsers are built once per plan. body-parser refuses a declared Content-Length over the limit
// before reading anything and aborts a chunked body as soon as it passes the limit, so an
// oversized body is never buffered whole.
export function jsonBody(limit: BodyLimit) {
  const parsers = Object.fromEntries(PLANS.map((plan) => [plan, express.json({ limit: limit(plan), strict: true })])) as Record<
    PlanName,
    ReturnType<typeof express.json>
  >;
  return (req: Request, res: Response, next: NextFunction): void => {
    const { plan } = authOf(req);
    parsers[plan](req, res, (error?: unknown) => next(error ? translateBodyError(error, limit(plan)) : undefined));
  };
}

export function translateBodyError(error: unknown, limit: number): unknown {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    const length = (error as { length?: number }).length;
    const actual = typeof length === "number" && Number.isFinite(length) ? ` (got ${formatBytes(length)})` : "";
    return new AppError("input_too_large", `Request body exceeds this plan's limit of ${formatBytes(limit)}${actual}.`);
  }
  if (type === "entity.parse.failed") return new AppError("invalid_request", "Malformed JSON body.");
  if (type === "encoding.unsupported" || type === "charset.unsupported") return new AppError("invalid_request", "Unsupported body encoding; send UTF-8 JSON.");
  if (type === "request.aborted") return new AppError("invalid_request", "Request body was aborted by the client.");
  return error;
}
