import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@quire/contracts";

// Magic-link requests cost an email each and reveal timing, so they are limited per address
// (a mailbox cannot be flooded) and per client address (one client cannot sweep many addresses).
const PER_EMAIL = { points: 3, duration: 15 * 60 };
const PER_IP = { points: 20, duration: 15 * 60 };

export function signInLimits({ redis, prefix }: { redis: Redis; prefix: string }) {
  const byEmail = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:signin-email`, ...PER_EMAIL });
  const byIp = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:signin-ip`, ...PER_IP });
  return async ({ email, ip }: { email: string; ip: string }): Promise<void> => {
    try {
      await byIp.consume(ip, 1);
      await byEmail.consume(email, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError("rate_limited", `Too many sign-in links requested; try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
          headers: { "Retry-After": String(retryAfter) },
        });
      }
      throw new AppError("not_ready", "Rate limiter unavailable (Redis unreachable); retry shortly.", { headers: { "Retry-After": "5" }, cause: rejection });
    }
  };
}
