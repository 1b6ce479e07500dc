// Starts the real gateway and render worker as child processes (exactly as `pnpm start` does) on a
// private database, queue prefix and data dir, for the service-path part of the benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { createAccount, createApiKey, createDb, dropDatabase, ensureDatabase, migrateDeploy, type Db } from "@quire/db";
import { freePort } from "../test-support/processes";

export interface BenchServices {
  baseUrl: string;
  apiKey: string;
  worker: ChildProcess;
  /** The worker's `render done` log lines so far (its own timings per render), oldest first. */
  workerTimings: WorkerTiming[];
  db: Db;
  stop(): Promise<void>;
}

export interface WorkerTiming {
  size: number;
  markdownMs: number;
  printMs: number;
  /** Storing, emailing and marking the row after the print (the worker's share of the hand-off). */
  afterPrintMs: number;
  totalMs: number;
}

/** Generous: on a shared, loaded host the worker's start (browser, thread pool) has taken over a minute. */
const READY_TIMEOUT_MS = 180_000;

/** How a service is started: from TypeScript through tsx (as `pnpm start`) or its `pnpm build` output (as the image). */
function nodeArgs(root: string, service: string, built: boolean): string[] {
  return built
    ? ["--enable-source-maps", path.join(root, "services", service, "dist/main.js")]
    : ["--import", "tsx", path.join(root, "services", service, "src/main.ts")];
}

function start(args: string[], env: NodeJS.ProcessEnv, readyMessage: string, started: ChildProcess[]): Promise<ChildProcess> {
  const entry = args.at(-1)!;
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`${entry} did not become ready`)), READY_TIMEOUT_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      if (buffered.includes(readyMessage)) {
        clearTimeout(timer);
        buffered = "";
        resolve(child);
      }
      if (buffered.length > 100_000) buffered = buffered.slice(-10_000);
    });
    child.once("exit", (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}

export async function startServices({
  root,
  concurrency,
  built = false,
  workerFlags = [],
}: {
  root: string;
  concurrency: number;
  /** Run `pnpm build`'s JavaScript instead of the TypeScript sources (the build must be current). */
  built?: boolean;
  /** Extra Node flags for the worker alone (e.g. `--inspect=…`). */
  workerFlags?: string[];
}): Promise<BenchServices> {
  const id = randomBytes(4).toString("hex");
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/quire_bench_${id}`;
  await ensureDatabase(databaseUrl);
  await migrateDeploy(databaseUrl);
  const db = createDb(databaseUrl);
  const account = await createAccount(db, { name: "bench", plan: "enterprise" });
  const key = (await createApiKey(db, { accountId: account.id }))!;
  const dataDir = await mkdtemp(path.join(tmpdir(), "quire-bench-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    QUEUE_PREFIX: `bench${id}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    STORAGE_DRIVER: "fs",
    STORAGE_DIR: dataDir,
    FILE_SIGNING_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    RENDER_CONCURRENCY: String(concurrency),
    LOG_LEVEL: "info",
    MAX_QUEUED_RENDERS: "1000",
  };
  const children: ChildProcess[] = [];
  const [worker, gateway] = await Promise.all([
    start([...workerFlags, ...nodeArgs(root, "render-worker", built)], env, "render worker ready", children),
    start(nodeArgs(root, "gateway", built), env, "gateway listening", children),
  ]).catch(async (error: unknown) => {
    // Neither process may outlive a bench that could not start them both.
    for (const child of children) child.kill("SIGTERM");
    await db.$disconnect();
    await dropDatabase(databaseUrl).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  gateway.stdout!.resume();
  const workerTimings: WorkerTiming[] = [];
  createInterface({ input: worker.stdout! }).on("line", (line) => {
    if (!line.includes('"render done"')) return;
    const entry = JSON.parse(line) as WorkerTiming;
    workerTimings.push({ size: entry.size, markdownMs: entry.markdownMs, printMs: entry.printMs, afterPrintMs: entry.afterPrintMs, totalMs: entry.totalMs });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: key.key,
    worker,
    workerTimings,
    db,
    async stop() {
      const exited = [worker, gateway].map((child) => new Promise((resolve) => child.once("exit", resolve)));
      worker.kill("SIGTERM");
      gateway.kill("SIGTERM");
      await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await db.$disconnect();
      await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One POST /api/v1/render through the real gateway, answered with the PDF itself (`Accept: application/pdf`). */
export async function postRender(services: BenchServices, markdown: string): Promise<{ size: number }> {
  const response = await fetch(`${services.baseUrl}/api/v1/render`, {
    method: "POST",
    headers: { authorization: `Bearer ${services.apiKey}`, "content-type": "application/json", accept: "application/pdf" },
    body: JSON.stringify({ markdown }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || body.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new Error(`render failed: ${response.status} ${body.subarray(0, 300).toString("utf8")}`);
  }
  return { size: body.length };
}
