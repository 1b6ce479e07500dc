import type { NextFunction, Request, Response } from "express";
import { Histogram, LATENCY_BUCKETS, type Registry } from "@quire/metrics";

/**
 * `quire_http_request_duration_seconds{method,route,status}`. The route label is the matched
 * Express pattern (`/api/v1/render/:id`), never the raw URL, so ids cannot explode cardinality.
 */
export function httpMetrics(registry: Registry) {
  const duration = new Histogram({
    name: "quire_http_request_duration_seconds",
    help: "Gateway request latency by route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = duration.startTimer();
    res.once("finish", () => {
      const matched = req.route as { path: unknown } | undefined;
      const route = matched ? `${(res.locals.routeBase as string | undefined) ?? req.baseUrl}${String(matched.path)}` : "unmatched";
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

/**
 * Mounted first inside a sub-router: remembers its mount path, because Express restores
 * `req.baseUrl` when a route fails, before the response finishes.
 */
export function rememberRouteBase(req: Request, res: Response, next: NextFunction): void {
  res.locals.routeBase = req.baseUrl;
  next();
}
