// A rollout must not drop synchronous calls: SIGTERM while a render is in flight → the gateway stops
// accepting connections, still answers that caller 200 with the PDF, then exits 0. The render is
// held in flight deterministically: no worker runs until the gateway has begun draining.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Queue } from "bullmq";
import pino from "pino";
import { QUEUES } from "@quire/contracts";
import { createAccount, createApiKey, createDb, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { freePort, waitFor } from "../../../test-support/processes";
import { startRenderWorker } from "../../render-worker/src/worker/start-render-worker";
import { TEST_CHROMIUM_PATH } from "../../render-worker/test/support/chromium-path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

let database: { url: string; drop: () => Promise<void> };
let db: Db;
let queue: Queue;
let gateway: ChildProcess;
let logs = "";
let baseUrl: string;
const prefix = testPrefix();

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  queue = new Queue(QUEUES.render, { connection: { url: TEST_REDIS_URL }, prefix });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, [path.join(root, "services/gateway/dist/main.js")], {
    env: {
      PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix,
      PORT: String(port), HOST: "127.0.0.1", STORAGE_DRIVER: "none", LOG_LEVEL: "info", GATEWAY_METRICS_PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  gateway.stdout!.on("data", (chunk) => (logs += chunk));
  gateway.stderr!.on("data", (chunk) => (logs += chunk));
  await waitFor(() => (logs.includes("gateway listening") ? true : undefined), { what: "gateway listening" });
});

afterAll(async () => {
  if (gateway.exitCode === null) gateway.kill("SIGKILL");
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await db.$disconnect();
  await database.drop();
});

describe("gateway drain on SIGTERM", () => {
  it("answers a render in flight with 200 after SIGTERM, refuses new connections meanwhile, then exits 0", async () => {
    const account = await createAccount(db, { name: "drain", plan: "pro" });
    const { key } = (await createApiKey(db, { accountId: account.id }))!;
    const inFlight = fetch(`${baseUrl}/api/v1/render`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/pdf" },
      body: JSON.stringify({ markdown: "# Drained\n\nAnswered after SIGTERM." }),
    });
    await waitFor(async () => ((await queue.getWaitingCount()) === 1 ? true : undefined), { what: "the render job" });

    const exited = new Promise<number | null>((resolve) => gateway.once("exit", resolve));
    gateway.kill("SIGTERM");
    await waitFor(() => (logs.includes("gateway draining") ? true : undefined), { what: "drain to begin" });
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    expect(gateway.exitCode).toBeNull();

    const worker = await startRenderWorker({
      databaseUrl: database.url, redisUrl: TEST_REDIS_URL, queuePrefix: prefix, chromiumPath: TEST_CHROMIUM_PATH,
      concurrency: 1, restartAfter: 100, store: null, email: null, logger: pino({ level: "silent" }),
    });
    try {
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(response.headers.get("connection")).toBe("close");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
      expect(await exited).toBe(0);
      expect(logs).toContain('"cut":0');
    } finally {
      await worker.close();
    }
  }, 90_000);
});
