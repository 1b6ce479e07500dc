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

// Parsers are built once per plan. body-parser notices an oversized body at once, but answers only
// after reading the rest of it off the wire ("dump"): a 60 MB upload would be read to its end before
// its 413. So the size is enforced here too, from Content-Length before anything is read and by
// counting bytes as they arrive, and the answer goes out (connection closed, see error-handler.ts)
// the moment the limit is passed. body-parser's own late verdict is then ignored.
export function jsonBody(limit: BodyLimit) {
  const parsers = Object.fromEntries(PLANS.map((plan) => [plan, express.json({ limit: limit(plan), strict: true })])) as Record<
    PlanName,
    ReturnType<typeof express.json>
  >;
  return (req: Request, res: Response, next: NextFunction): void => {
    const { plan } = authOf(req);
    const max = limit(plan);
    const announced = Number(req.headers["content-length"]);
    if (Number.isFinite(announced) && announced > max) {
      next(tooLarge(max, announced));
      return;
    }
    let settled = false;
    let received = 0;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      req.off("data", count);
      next(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > max) settle(tooLarge(max, received));
    };
    req.on("data", count); // attached in the same tick as the parser's own reader: no chunk is missed
    parsers[plan](req, res, (error?: unknown) => settle(error ? translateBodyError(error, max) : undefined));
  };
}

function tooLarge(limit: number, length: number | undefined): AppError {
  const actual = typeof length === "number" && Number.isFinite(length) ? ` (got ${formatBytes(length)})` : "";
  return new AppError("input_too_large", `Request body exceeds this plan's limit of ${formatBytes(limit)}${actual}.`);
}

export function translateBodyError(error: unknown, limit: number): unknown {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") return tooLarge(limit, (error as { length?: number }).length);
  if (type === "entity.parse.failed") return new AppError("invalid_request", "Malformed JSON body.");
  if (type === "encoding.unsupported" || type === "charset.unsupported") return new AppError("invalid_request", "Unsupported body encoding; send UTF-8 JSON.");
  if (type === "request.aborted") return new AppError("invalid_request", "Request body was aborted by the client.");
  return error;
}
