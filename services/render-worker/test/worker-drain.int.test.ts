// A rollout must not lose a render: SIGTERM to the built render-worker while its job runs → the job
// finishes (the caller gets 200 with the PDF), the worker exits 0, and its Chromium processes exit.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Queue } from "bullmq";
import { QUEUES } from "@quire/contracts";
import { createAccount, createApiKey, createDb, type Db } from "@quire/db";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { descendants, waitFor } from "../../../test-support/processes";
import { startGatewayProcess, type GatewayProcess } from "../../gateway/test/gateway-process";
import { TEST_CHROMIUM_PATH } from "./support/chromium-path";

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/main.js");

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
}, 60_000);

afterAll(async () => {
  await gateway.stop();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await db.$disconnect();
  await database.drop();
}, 90_000);

describe("render-worker drain on SIGTERM", () => {
  it("finishes the render in hand, exits 0 and takes Chromium with it", async () => {
    const worker = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        CHROMIUM_PATH: TEST_CHROMIUM_PATH,
        CHROMIUM_SANDBOX: "off",
        STORAGE_DRIVER: "none",
        LOG_LEVEL: "info",
        RENDER_CONCURRENCY: "1",
        MARKDOWN_WARM_LANGUAGES: "none",
        RENDER_WORKER_METRICS_PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let logs = "";
    worker.stdout.on("data", (chunk) => (logs += chunk));
    worker.stderr.on("data", (chunk) => (logs += chunk));
    const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
    await waitFor(() => (logs.includes("render worker ready") ? true : worker.exitCode !== null ? Promise.reject(new Error(logs)) : undefined), {
      what: "worker ready",
    });

    const account = await createAccount(db, { name: "worker-drain", plan: "team" });
    const { key } = (await createApiKey(db, { accountId: account.id }))!;
    // Long enough to be converted and printed while the signal arrives: many pages of highlighted code.
    const markdown = `# Drain\n\n${"```ts\nconst value: number = 42; // a line of TypeScript\n```\n\nA paragraph between blocks.\n\n".repeat(1500)}`;
    const response = fetch(`${gateway.baseUrl}/api/v1/render`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/pdf" },
      body: JSON.stringify({ markdown }),
    });
    await waitFor(async () => ((await queue.getActiveCount()) === 1 ? true : undefined), { what: "the job to be taken" });
    const chromium = descendants(worker.pid!)
      .filter((p) => /chromium/.test(p.argv[0] ?? ""))
      .map((p) => p.pid);
    expect(chromium.length).toBeGreaterThan(0);
    worker.kill("SIGTERM");

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(
      Buffer.from(await answered.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await exited).toBe(0);
    expect(logs).toContain("draining in-flight renders");
    await waitFor(() => (chromium.every((pid) => !existsSync(`/proc/${pid}`)) ? true : undefined), { what: "Chromium to exit", timeoutMs: 10_000 });
  }, 120_000);
});
