import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { QUEUES, type RenderJob, type RenderJobResult } from "@quire/contracts";
import type { Registry } from "@quire/metrics";
import { chargeCredits, createAccount, createDb, newId, type Db } from "@quire/db";
import { createFsObjectStore, type FsObjectStore } from "@quire/storage";
import { Job, Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import pino from "pino";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../../test-support/database";
import { createResendEmailSender } from "../../src/email/resend-email-sender";
import { startRenderWorker, type RenderWorkerHandle } from "../../src/worker/start-render-worker";
import { startRecordingServer, type RecordingServer } from "./recording-server";
import { TEST_CHROMIUM_PATH } from "./chromium-path";

export interface RenderHarness {
  db: Db;
  redis: Redis;
  prefix: string;
  store: FsObjectStore;
  resend: RecordingServer;
  worker: RenderWorkerHandle;
  accountId: string;
  /** Charges one credit and creates the `queued` row, like the gateway before enqueueing. */
  createQueuedRender(job: Partial<RenderJob> & { markdown: string }): Promise<RenderJob>;
  /** createQueuedRender, then enqueue like the gateway and wait for the outcome. */
  runJob(job: Partial<RenderJob> & { markdown: string }): Promise<{ renderId: string; result?: RenderJobResult; failedReason?: string; attemptsMade: number }>;
  close(): Promise<void>;
}

/** One real worker (BullMQ + Chromium + Postgres + Redis + fs storage) shared by a test file. */
export async function startRenderHarness({
  concurrency = 2,
  restartAfter = 200,
  metrics,
}: { concurrency?: number; restartAfter?: number; metrics?: Registry } = {}): Promise<RenderHarness> {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  const redis = new Redis(TEST_REDIS_URL);
  const prefix = testPrefix();
  const dataDir = await mkdtemp(path.join(tmpdir(), "quire-render-test-"));
  const store = createFsObjectStore({ dir: dataDir, publicBaseUrl: "http://127.0.0.1:8080", secret: "test-secret-".padEnd(40, "x") });
  const resend = await startRecordingServer();
  const worker = await startRenderWorker({
    databaseUrl: database.url,
    redisUrl: TEST_REDIS_URL,
    queuePrefix: prefix,
    chromiumPath: TEST_CHROMIUM_PATH,
    concurrency,
    restartAfter,
    store,
    email: createResendEmailSender({ apiKey: "re_test_key", baseUrl: resend.origin, from: "Quire <renders@quire.test>" }),
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    ...(metrics ? { metrics } : {}),
  });
  const queue = new Queue(QUEUES.render, { connection: { url: TEST_REDIS_URL }, prefix });
  const events = new QueueEvents(QUEUES.render, { connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null }, prefix });
  await events.waitUntilReady();
  const account = await createAccount(db, { name: "render tests", plan: "pro" });

  async function createQueuedRender(overrides: Partial<RenderJob> & { markdown: string }): Promise<RenderJob> {
    const renderId = newId("rnd");
    await chargeCredits(db, { accountId: account.id, plan: "pro", operationId: renderId, credits: 1, reason: "render" });
    const job: RenderJob = {
      renderId,
      accountId: account.id,
      format: "A4",
      theme: { builtIn: "default" },
      styles: {},
      returnBytes: false,
      timeoutMs: 30_000,
      ...overrides,
    };
    await db.render.create({
      data: { id: renderId, accountId: account.id, status: "queued", format: job.format, title: job.title ?? "", requestId: `req_${renderId}` },
    });
    return job;
  }

  return {
    db,
    redis,
    prefix,
    store,
    resend,
    worker,
    accountId: account.id,
    createQueuedRender,
    async runJob(overrides) {
      const job = await createQueuedRender(overrides);
      const renderId = job.renderId;
      const added = await queue.add("render", job, { jobId: renderId, attempts: 2, backoff: { type: "fixed", delay: 100 } });
      const attempts = async () => (await Job.fromId(queue, renderId))?.attemptsMade ?? 0;
      try {
        const result = (await added.waitUntilFinished(events, 60_000)) as RenderJobResult;
        return { renderId, result, attemptsMade: await attempts() };
      } catch (error) {
        return { renderId, failedReason: (error as Error).message, attemptsMade: await attempts() };
      }
    },
    async close() {
      await worker.close();
      await Promise.allSettled([queue.obliterate({ force: true }).catch(() => undefined)]);
      await Promise.allSettled([queue.close(), events.close(), resend.close()]);
      await redis.quit();
      await db.$disconnect();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
