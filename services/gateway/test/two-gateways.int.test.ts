// Several gateways share their state through Redis and Postgres: two gateway processes on one
// Redis prefix and one database enforce one per-key burst limit between them, and a render sent to
// both at once with one Idempotency-Key is rendered and charged once, the other answer a replay.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pino from "pino";
import { PLAN_LIMITS } from "@quire/contracts";
import { createAccount, createApiKey, createDb, getUsage, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { startRenderWorker } from "../../render-worker/src/worker/start-render-worker";
import { TEST_CHROMIUM_PATH } from "../../render-worker/test/support/chromium-path";
import { startGatewayProcess, type GatewayProcess } from "./gateway-process";

let database: { url: string; drop: () => Promise<void> };
let db: Db;
let a: GatewayProcess;
let b: GatewayProcess;
const prefix = testPrefix();

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  [a, b] = await Promise.all([startGatewayProcess({ databaseUrl: database.url, prefix }), startGatewayProcess({ databaseUrl: database.url, prefix })]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db.$disconnect();
  await database.drop();
}, 90_000);

async function newKey(plan: "pro" | "team"): Promise<{ accountId: string; key: string }> {
  const account = await createAccount(db, { name: `two-${randomBytes(3).toString("hex")}`, plan });
  return { accountId: account.id, key: (await createApiKey(db, { accountId: account.id }))!.key };
}

describe("two gateways on one Redis and Postgres", () => {
  it("share one per-key burst limit", async () => {
    const limit = PLAN_LIMITS.pro.requestsPerSecond;
    // The window is one second from a key's first request. A burst that took longer than that
    // crossed into a second window and proves nothing either way: it is retried with a new key.
    for (let attempt = 0; attempt < 5; attempt++) {
      const { key } = await newKey("pro");
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 2 * limit + 2; i++) {
        const gateway = i % 2 === 0 ? a : b;
        const response = await fetch(`${gateway.baseUrl}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      if (Date.now() - started >= 900) continue;
      // Two separate limiters would have let `limit` through on each gateway.
      expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(limit + 2);
      return;
    }
    throw new Error("every burst took longer than the limiter's window: machine too slow to tell");
  }, 60_000);

  it("render once and charge once for one Idempotency-Key sent to both at the same time", async () => {
    const worker = await startRenderWorker({
      databaseUrl: database.url,
      redisUrl: TEST_REDIS_URL,
      queuePrefix: prefix,
      chromiumPath: TEST_CHROMIUM_PATH,
      concurrency: 2,
      restartAfter: 100,
      store: null,
      email: null,
      logger: pino({ level: "silent" }),
    });
    try {
      const { accountId, key } = await newKey("team");
      const send = (gateway: GatewayProcess) =>
        fetch(`${gateway.baseUrl}/api/v1/render`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": "shared-across-gateways" },
          body: JSON.stringify({ markdown: "# Once\n\nRendered by one of two gateways." }),
        });
      const [first, second] = await Promise.all([send(a), send(b)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const bodies = (await Promise.all([first.json(), second.json()])) as Array<{ id: string; replayed?: boolean }>;
      expect(bodies[0]!.id).toBe(bodies[1]!.id);
      expect(bodies.filter((body) => body.replayed === true)).toHaveLength(1);
      expect([first, second].filter((response) => response.headers.get("idempotency-replayed") === "true")).toHaveLength(1);
      // A later replay through either gateway: same render, still no second charge.
      const again = await send(b);
      expect(((await again.json()) as { id: string }).id).toBe(bodies[0]!.id);
      expect(await db.render.count({ where: { accountId } })).toBe(1);
      expect((await getUsage(db, { accountId, plan: "team" })).used).toBe(1);
    } finally {
      await worker.close();
    }
  }, 90_000);
});
