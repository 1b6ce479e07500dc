// One money path: once a credit is reserved, every way a request can end leaves either a finished,
// charged record or a failed, refunded one with its Idempotency-Key released. Faults are real: a
// Postgres trigger refuses the row insert, a private Redis refuses the enqueue (out of memory), and
// a gateway process is SIGKILLed mid-render and a second one's sweeper settles what it left.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { QUEUES } from "@quire/contracts";
import { UnrecoverableError, Worker } from "bullmq";
import { createAccount, createApiKey, createDb, getUsage, reconcileAccount, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { startPrivateRedis, type PrivateRedis } from "../../../test-support/private-redis";
import { createRenderQueue, type RenderQueue } from "../src/render/render-queue";
import { errorCode, postJson, startTestGateway, type TestGateway } from "./harness";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const FAULT_REQUEST_ID = "fault-refuse-insert";

let gw: TestGateway;
let oomRedis: PrivateRedis;
let oomQueue: RenderQueue;
let oomGw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway();
  // Refuse any render/extraction row carrying this request id, as a failing insert would.
  await gw.db.$executeRawUnsafe(`
    CREATE FUNCTION refuse_fault_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.request_id = '${FAULT_REQUEST_ID}' THEN RAISE EXCEPTION 'injected insert fault'; END IF;
      RETURN NEW;
    END $$`);
  await gw.db.$executeRawUnsafe(`CREATE TRIGGER refuse_fault_renders BEFORE INSERT ON renders FOR EACH ROW EXECUTE FUNCTION refuse_fault_rows()`);
  await gw.db.$executeRawUnsafe(`CREATE TRIGGER refuse_fault_extractions BEFORE INSERT ON extractions FOR EACH ROW EXECUTE FUNCTION refuse_fault_rows()`);

  oomRedis = await startPrivateRedis();
  oomQueue = createRenderQueue({ redisUrl: oomRedis.url, prefix: testPrefix() });
  oomGw = await startTestGateway({ render: { renderQueue: oomQueue } });
}, 60_000);
afterAll(async () => {
  await gw.close();
  await oomGw.close();
  await oomQueue.close();
  await oomRedis.stop();
});

async function ledgerOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db.creditLedger.findMany({ where: { accountId }, orderBy: { id: "asc" } });
  return rows.map((row) => `${row.kind}:${row.credits}`);
}

describe("the guarded money path", () => {
  it("refunds, fails the record and releases the key when the render row cannot be written", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await postJson(
      `${gw.baseUrl}/api/v1/render`,
      key,
      { markdown: "# x" },
      { "idempotency-key": "insert-fault", "x-request-id": FAULT_REQUEST_ID },
    );
    expect(res.status).toBe(500);
    expect(await errorCode(res)).toBe("internal_error");
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
    expect(await ledgerOf(gw.db, accountId)).toEqual(["charge:1", "refund:1"]);
    expect(await gw.db.render.findMany({ where: { accountId }, select: { status: true, errorCode: true } })).toEqual([
      { status: "failed", errorCode: "internal_error" },
    ]);
    expect(await gw.db.idempotencyRecord.count({ where: { accountId } })).toBe(0);
    expect(await reconcileAccount(gw.db, accountId)).toMatchObject({ used: 0, ledger: 0, finished: 0, exact: true });
  });

  it("refunds and fails the record when the extraction row cannot be written", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await postJson(
      `${gw.baseUrl}/api/v1/extract`,
      key,
      { file_base64: Buffer.from("%PDF-1.4\n").toString("base64"), preset: "invoice" },
      { "x-request-id": FAULT_REQUEST_ID },
    );
    expect(res.status).toBe(500);
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
    expect(await ledgerOf(gw.db, accountId)).toEqual(["charge:1", "refund:1"]);
    expect(await gw.db.extraction.findMany({ where: { accountId }, select: { status: true, creditsCharged: true } })).toEqual([
      { status: "failed", creditsCharged: 0 },
    ]);
    expect((await reconcileAccount(gw.db, accountId)).exact).toBe(true);
  });

  it("answers 503 not_ready, refunds and releases the key when Redis refuses the enqueue", async () => {
    const { key, accountId } = await oomGw.newCaller("pro");
    await oomQueue.queue.getWaitingCount(); // connected before the fault
    await oomRedis.admin.config("SET", "maxmemory", "1");
    try {
      const res = await postJson(`${oomGw.baseUrl}/api/v1/render`, key, { markdown: "# x" }, { "idempotency-key": "redis-fault" });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await errorCode(res)).toBe("not_ready");
    } finally {
      await oomRedis.admin.config("SET", "maxmemory", "0");
    }
    expect((await getUsage(oomGw.db, { accountId, plan: "pro" })).used).toBe(0);
    expect(await ledgerOf(oomGw.db, accountId)).toEqual(["charge:1", "refund:1"]);
    expect(await oomGw.db.render.findMany({ where: { accountId }, select: { status: true, errorCode: true } })).toEqual([
      { status: "failed", errorCode: "not_ready" },
    ]);
    expect(await oomGw.db.idempotencyRecord.count({ where: { accountId } })).toBe(0);
    expect((await reconcileAccount(oomGw.db, accountId)).exact).toBe(true);
  });

  it("answers a render whose job failed after its row was finished (a completion Redis lost), charging once", async () => {
    // The stand-in worker does what a real one did when Redis restarted between its row update and
    // BullMQ's completion write: the row says rendered, the job ends failed with a connection error.
    const worker = new Worker<{ renderId: string }>(
      QUEUES.render,
      async (job) => {
        await gw.db.render.update({ where: { id: job.data.renderId }, data: { status: "rendered", size: 4321, pages: 2, completedAt: new Date() } });
        throw new UnrecoverableError("Connection is closed.");
      },
      { connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null }, prefix: gw.prefix },
    );
    try {
      const { key, accountId } = await gw.newCaller("pro");
      const res = await postJson(`${gw.baseUrl}/api/v1/render`, key, { markdown: "# x" }, { "idempotency-key": "lost-completion" });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: string; status: string; size: number; stored: boolean };
      expect(body).toMatchObject({ status: "rendered", size: 4321, stored: false });
      expect(await gw.db.render.findMany({ where: { accountId }, select: { id: true, status: true } })).toEqual([{ id: body.id, status: "rendered" }]);
      expect(await ledgerOf(gw.db, accountId)).toEqual(["charge:1"]);
      expect(await reconcileAccount(gw.db, accountId)).toMatchObject({ used: 1, ledger: 1, finished: 1, exact: true });
    } finally {
      await worker.close();
    }
  });
});

describe("a gateway killed mid-render", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  function startGateway(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
    const child = spawn(process.execPath, ["--import", "tsx", "services/gateway/src/main.ts"], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        GATEWAY_METRICS_PORT: "0",
        STORAGE_DRIVER: "none",
        LOG_LEVEL: "info",
        REDIS_URL: TEST_REDIS_URL,
        ...env,
      },
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let buffered = "";
      const onData = (chunk: Buffer) => {
        buffered += chunk.toString();
        for (const line of buffered.split("\n").slice(0, -1)) {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg === "gateway listening") {
            child.stdout.off("data", onData);
            child.stdout.resume();
            resolve({ child, baseUrl: `http://127.0.0.1:${entry.port}` });
          }
        }
        buffered = buffered.slice(buffered.lastIndexOf("\n") + 1);
      };
      child.stdout.on("data", onData);
      child.once("exit", (code) => reject(new Error(`gateway exited with ${code} before listening`)));
    });
  }

  it("leaves a charge, a queued row and a held key that the next gateway's sweeper fails, refunds and releases", async () => {
    const database = await createTestDatabase();
    const db = createDb(database.url);
    const prefix = testPrefix();
    try {
      const account = await createAccount(db, { name: "killed", plan: "pro" });
      const { key } = (await createApiKey(db, { accountId: account.id }))!;
      const env = { DATABASE_URL: database.url, QUEUE_PREFIX: prefix };
      // No render worker: the request waits in the gateway until it is killed.
      const first = await startGateway({ ...env, SWEEP_STALE_AFTER_MS: "3600000" });
      const pending = postJson(`${first.baseUrl}/api/v1/render`, key, { markdown: "# x" }, { "idempotency-key": "survives-a-crash" }).catch(() => null);
      for (let i = 0; i < 400 && (await db.render.count({ where: { accountId: account.id } })) === 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      first.child.kill("SIGKILL");
      expect(await pending).toBeNull();
      expect((await getUsage(db, { accountId: account.id, plan: "pro" })).used).toBe(1);
      expect(await db.idempotencyRecord.count({ where: { accountId: account.id } })).toBe(1);

      await startGateway({ ...env, SWEEP_INTERVAL_MS: "500", SWEEP_STALE_AFTER_MS: "1000" });
      let row = await db.render.findFirstOrThrow({ where: { accountId: account.id } });
      for (let i = 0; i < 600 && row.status !== "failed"; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await db.render.findFirstOrThrow({ where: { accountId: account.id } });
      }
      expect(row.status).toBe("failed");
      expect((await getUsage(db, { accountId: account.id, plan: "pro" })).used).toBe(0);
      expect(await ledgerOf(db, account.id)).toEqual(["charge:1", "refund:1"]);
      expect(await db.idempotencyRecord.count({ where: { accountId: account.id } })).toBe(0);
      expect(await reconcileAccount(db, account.id)).toMatchObject({ used: 0, ledger: 0, finished: 0, inFlight: { records: 0, credits: 0 }, exact: true });
    } finally {
      for (const child of children) child.kill("SIGKILL");
      await db.$disconnect();
      await database.drop();
    }
  }, 120_000);
});
