import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError, PLAN_LIMITS, PLANS, type PlanName } from "@quire/contracts";
import { authOf } from "./authenticate";

// Per-key burst guard: a fixed one-second window per API key, sized by the plan. Keys are
// counted separately, so one key's burst never touches another's allowance.

/** Header on /mcp's loopback API call when /mcp already spent the call's point (see mcp.routes.ts). */
export const PRECOUNTED_HEADER = "x-quire-precounted";

/**
 * `precountedToken`: a per-process secret; a request carrying it in PRECOUNTED_HEADER was already
 * counted by this process and is not counted again. It never leaves the process except on its own
 * loopback calls, so a caller cannot present it.
 */
export function rateLimit({ redis, prefix, precountedToken }: { redis: Redis; prefix: string; precountedToken?: string }) {
  const limiters = Object.fromEntries(
    PLANS.map((plan) => [
      plan,
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:${plan}`, points: PLAN_LIMITS[plan].requestsPerSecond, duration: 1 }),
    ]),
  ) as Record<PlanName, RateLimiterRedis>;

  const expected = precountedToken ? Buffer.from(precountedToken) : null;
  const precounted = (req: Request) => {
    const presented = req.headers[PRECOUNTED_HEADER];
    return expected !== null && typeof presented === "string" && presented.length === expected.length && timingSafeEqual(Buffer.from(presented), expected);
  };

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (precounted(req)) {
      next();
      return;
    }
    const { keyId, plan } = authOf(req);
    try {
      const state = await limiters[plan].consume(keyId, 1);
      res.setHeader("RateLimit-Limit", String(PLAN_LIMITS[plan].requestsPerSecond));
      res.setHeader("RateLimit-Remaining", String(state.remainingPoints));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError(
          "rate_limited",
          `Rate limit of ${PLAN_LIMITS[plan].requestsPerSecond} request(s) per second for this key exceeded; retry after ${retryAfter} s.`,
          {
            headers: { "Retry-After": String(retryAfter) },
          },
        );
      }
      throw new AppError("not_ready", "Rate limiter unavailable (Redis unreachable); retry shortly.", { headers: { "Retry-After": "5" }, cause: rejection });
    }
    next();
  };
}
