import { Redis } from "ioredis";
import { createDb } from "@quire/db";
import { createApp } from "./app";
import { parseGatewayEnv } from "./env";
import { createLogger } from "./logger";

const env = parseGatewayEnv(process.env);
const logger = createLogger({ level: env.LOG_LEVEL, name: "gateway" });
const db = createDb(env.DATABASE_URL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3, enableOfflineQueue: false, lazyConnect: false });
redis.on("error", (error) => logger.warn({ err: error }, "redis connection error"));

const app = createApp({ db, redis, logger, authMode: env.AUTH_MODE, prefix: env.QUEUE_PREFIX, trustProxyHops: env.TRUST_PROXY_HOPS });
const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST }, "gateway listening");
});
// Renders may take up to ~60 s; keep sockets open a little longer than that.
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, "gateway shutting down");
  server.close();
  await Promise.allSettled([db.$disconnect(), redis.quit()]);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
