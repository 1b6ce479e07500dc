import type { NextFunction, Request, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError, PLAN_LIMITS, PLANS, type PlanName } from "@quire/contracts";
import { authOf } from "./authenticate";

// Per-key burst guard: a fixed one-second window per API key, sized by the plan. Keys are
// counted separately, so one key's burst never touches another's allowance.
export function rateLimit({ redis, prefix }: { redis: Redis; prefix: string }) {
  const limiters = Object.fromEntries(
    PLANS.map((plan) => [
      plan,
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:${plan}`, points: PLAN_LIMITS[plan].requestsPerSecond, duration: 1 }),
    ]),
  ) as Record<PlanName, RateLimiterRedis>;

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const { keyId, plan } = authOf(req);
    try {
      const state = await limiters[plan].consume(keyId, 1);
      res.setHeader("RateLimit-Limit", String(PLAN_LIMITS[plan].requestsPerSecond));
      res.setHeader("RateLimit-Remaining", String(state.remainingPoints));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError("rate_limited", `Rate limit of ${PLAN_LIMITS[plan].requestsPerSecond} request(s) per second for this key exceeded; retry after ${retryAfter} s.`, {
          headers: { "Retry-After": String(retryAfter) },
        });
      }
      throw new AppError("not_ready", "Rate limiter unavailable (Redis unreachable); retry shortly.", { headers: { "Retry-After": "5" }, cause: rejection });
    }
    next();
  };
}
