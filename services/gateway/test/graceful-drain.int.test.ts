// A rollout must not drop synchronous calls: SIGTERM while a render is in flight → the gateway stops
// accepting connections, still answers that caller 200 with the PDF, then exits 0. The render is
// held in flight deterministically: no worker runs until the gateway has begun draining.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Queue } from "bullmq";
import pino from "pino";
import { QUEUES } from "@quire/contracts";
import { createAccount, createApiKey, createDb, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { waitFor } from "../../../test-support/processes";
import { startRenderWorker } from "../../render-worker/src/worker/start-render-worker";
import { TEST_CHROMIUM_PATH } from "../../render-worker/test/support/chromium-path";
import { startGatewayProcess, type GatewayProcess } from "./gateway-process";

let database: { url: string; drop: () => Promise<void> };
let db: Db;
let queue: Queue;
let gateway: GatewayProcess;
const prefix = testPrefix();

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  queue = new Queue(QUEUES.render, { connection: { url: TEST_REDIS_URL }, prefix });
  gateway = await startGatewayProcess({ databaseUrl: database.url, prefix });
});

afterAll(async () => {
  if (gateway.child.exitCode === null) gateway.child.kill("SIGKILL");
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await db.$disconnect();
  await database.drop();
});

describe("gateway drain on SIGTERM", () => {
  it("answers a render in flight with 200 after SIGTERM, refuses new connections meanwhile, then exits 0", async () => {
    const account = await createAccount(db, { name: "drain", plan: "pro" });
    const { key } = (await createApiKey(db, { accountId: account.id }))!;
    const inFlight = fetch(`${gateway.baseUrl}/api/v1/render`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/pdf" },
      body: JSON.stringify({ markdown: "# Drained\n\nAnswered after SIGTERM." }),
    });
    await waitFor(async () => ((await queue.getWaitingCount()) === 1 ? true : undefined), { what: "the render job" });

    const exited = new Promise<number | null>((resolve) => gateway.child.once("exit", resolve));
    gateway.child.kill("SIGTERM");
    await waitFor(() => (gateway.logs().includes("gateway draining") ? true : undefined), { what: "drain to begin" });
    await expect(fetch(`${gateway.baseUrl}/healthz`)).rejects.toThrow();
    expect(gateway.child.exitCode).toBeNull();

    const worker = await startRenderWorker({
      databaseUrl: database.url,
      redisUrl: TEST_REDIS_URL,
      queuePrefix: prefix,
      chromiumPath: TEST_CHROMIUM_PATH,
      concurrency: 1,
      restartAfter: 100,
      store: null,
      email: null,
      logger: pino({ level: "silent" }),
    });
    try {
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(response.headers.get("connection")).toBe("close");
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      expect(await exited).toBe(0);
      expect(gateway.logs()).toContain('"cut":0');
    } finally {
      await worker.close();
    }
  }, 90_000);
});
