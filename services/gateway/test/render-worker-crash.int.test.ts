// A render worker process SIGKILLed in the middle of a job must not lose the request: BullMQ
// re-runs the stalled job on another worker, the caller gets the PDF, and is charged once.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getUsage } from "@quire/db";
import { TEST_REDIS_URL } from "../../../test-support/database";
import { postJson } from "./harness";
import { startLiveStack, type LiveStack } from "./live-stack";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
let stack: LiveStack;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  stack = await startLiveStack({ render: true, renderWorkers: 0 });
}, 60_000);
afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
  await stack.close();
});

function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "services/render-worker/src/main.ts"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: stack.prefix,
      RENDER_CONCURRENCY: "1",
      STORAGE_DRIVER: "fs",
      STORAGE_DIR: stack.storageDir,
      FILE_SIGNING_SECRET: stack.signingSecret,
      PUBLIC_BASE_URL: stack.baseUrl,
      LOG_LEVEL: "silent",
    },
  });
  workers.push(child);
  return child;
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("a render worker killed mid-job", () => {
  it("re-runs the job on another worker; the caller gets the PDF and is charged once", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const first = startWorkerProcess();
    const queue = stack.gateway.renderQueue.queue;
    await until(async () => (await queue.getWorkers()).length >= 1, 60_000, "the first worker");

    const markdown = Array.from({ length: 60 }, (_, i) => `## Section ${i + 1}\n\n${"Long paragraph text for layout. ".repeat(60)}\n`).join("\n");
    const response = postJson(`${stack.baseUrl}/api/v1/render`, key, { markdown, title: "Survivor" });

    const row = await until(() => stack.db.render.findFirst({ where: { accountId, status: "processing" } }), 30_000, "the job to start");
    first.kill("SIGKILL");
    startWorkerProcess();

    const res = await response;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; status: string; size: number };
    expect(body).toMatchObject({ id: row.id, status: "rendered" });
    expect(body.size).toBeGreaterThan(10_000);
    expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(1);
    expect(await stack.db.creditLedger.count({ where: { accountId } })).toBe(1);
    expect(await stack.db.render.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "rendered", title: "Survivor" });
  }, 120_000);
});
