import { Router } from "express";
import type { Redis } from "ioredis";
import type { Db } from "@quire/db";

async function check(name: string, probe: () => Promise<unknown>, timeoutMs = 2000): Promise<[string, string]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
      }),
    ]);
    return [name, "ok"];
  } catch (error) {
    return [name, `unavailable: ${(error as Error).message.slice(0, 120)}`];
  } finally {
    clearTimeout(timer);
  }
}

/** `/healthz`: the process is alive. `/readyz`: it can serve (Postgres and Redis reachable). */
export function healthRoutes({ db, redis }: { db: Db; redis: Redis }): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const checks = Object.fromEntries(await Promise.all([check("postgres", () => db.$queryRaw`SELECT 1`), check("redis", () => redis.ping())]));
    const ready = Object.values(checks).every((state) => state === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not_ready", checks });
  });
  return router;
}
