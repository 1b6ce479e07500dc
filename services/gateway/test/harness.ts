import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import type { PlanName } from "@quire/contracts";
import { createAccount, createApiKey, createDb, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { createApp, type AppDeps } from "../src/app";
import { answerClientErrors } from "../src/http/client-errors";
import { createLogger } from "@quire/logging";
import { createRenderQueue, type RenderQueue } from "../src/render/render-queue";
import { fetchDocument } from "../src/safe-fetch/fetch-document";
import { createJobQueue, type JobQueue } from "../src/queue/job-queue";
import { QUEUES } from "@quire/contracts";

export interface TestGateway {
  baseUrl: string;
  db: Db;
  redis: Redis;
  prefix: string;
  renderQueue: RenderQueue;
  extractQueue: JobQueue;
  /** A fresh account with one live key. */
  newCaller(plan?: PlanName): Promise<{ accountId: string; keyId: string; key: string }>;
  close(): Promise<void>;
}

/** The real gateway app on a real port, with a private database and Redis prefix. */
export async function startTestGateway(
  overrides: Partial<Omit<AppDeps, "render" | "extract">> & {
    render?: Partial<NonNullable<AppDeps["render"]>>;
    extract?: Partial<NonNullable<AppDeps["extract"]>>;
    /** Use this database (owned by the caller, not dropped on close) instead of a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TestGateway> {
  const database = overrides.databaseUrl ? { url: overrides.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const db = createDb(database.url);
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 3 });
  const prefix = overrides.prefix ?? testPrefix();
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? "silent", name: "gateway-test" });
  const renderQueue = createRenderQueue({ redisUrl: TEST_REDIS_URL, prefix });
  const render = {
    renderQueue,
    store: null,
    emailConfigured: false,
    renderTimeoutMs: 45_000,
    maxQueuedRenders: 64,
    presignTtlSeconds: 900,
    ...overrides.render,
  };
  const extractQueue = createJobQueue({ name: QUEUES.extract, redisUrl: TEST_REDIS_URL, prefix });
  const extract = {
    extractQueue,
    fetchDocument,
    maxQueuedExtractions: 64,
    parseTimeoutMs: 20_000,
    fetchTimeoutMs: 5_000,
    ...overrides.extract,
  };
  const { databaseUrl: _ignored, ...appOverrides } = overrides;
  const app = createApp({ db, redis, logger, authMode: "api_keys", prefix, ...appOverrides, render, extract });
  const server = app.listen(0, "127.0.0.1");
  answerClientErrors(server, { requestTimeoutMs: 120_000 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    redis,
    prefix,
    renderQueue,
    extractQueue,
    async newCaller(plan = "free") {
      const account = await createAccount(db, { name: `test-${plan}`, plan });
      const issued = await createApiKey(db, { accountId: account.id });
      return { accountId: account.id, keyId: issued!.id, key: issued!.key };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await renderQueue.queue.obliterate({ force: true }).catch(() => undefined);
      await renderQueue.close();
      await extractQueue.queue.obliterate({ force: true }).catch(() => undefined);
      await extractQueue.close();
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

export function postJson(url: string, key: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { ...bearer(key), "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}
