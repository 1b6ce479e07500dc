import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import type { PlanName } from "@quire/contracts";
import { createAccount, createApiKey, createDb, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { createApp, type AppDeps } from "../src/app";
import { createLogger } from "../src/logger";

export interface TestGateway {
  baseUrl: string;
  db: Db;
  redis: Redis;
  prefix: string;
  /** A fresh account with one live key. */
  newCaller(plan?: PlanName): Promise<{ accountId: string; keyId: string; key: string }>;
  close(): Promise<void>;
}

/** The real gateway app on a real port, with a private database and Redis prefix. */
export async function startTestGateway(overrides: Partial<AppDeps> = {}): Promise<TestGateway> {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 3 });
  const prefix = testPrefix();
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? "silent", name: "gateway-test" });
  const app = createApp({ db, redis, logger, authMode: "api_keys", prefix, ...overrides });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    redis,
    prefix,
    async newCaller(plan = "free") {
      const account = await createAccount(db, { name: `test-${plan}`, plan });
      const issued = await createApiKey(db, { accountId: account.id });
      return { accountId: account.id, keyId: issued!.id, key: issued!.key };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await db.$disconnect();
      await database.drop();
    },
  };
}

export function bearer(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}
