// Starts the real gateway and render worker as child processes (exactly as `pnpm start` does) on a
// private database, queue prefix and data dir, for the service-path part of the benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAccount, createApiKey, createDb, dropDatabase, ensureDatabase, migrateDeploy, type Db } from "@quire/db";
import { freePort } from "../test-support/processes";

export interface BenchServices {
  baseUrl: string;
  apiKey: string;
  worker: ChildProcess;
  db: Db;
  stop(): Promise<void>;
}


function start(entry: string, env: NodeJS.ProcessEnv, readyMessage: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { env, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`${entry} did not become ready`)), 60_000);
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

/** Resident set size of a process in MiB (Linux). */
export async function rssMib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function startServices({ root, concurrency }: { root: string; concurrency: number }): Promise<BenchServices> {
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
  const [worker, gateway] = await Promise.all([
    start(path.join(root, "services/render-worker/src/main.ts"), env, "render worker ready"),
    start(path.join(root, "services/gateway/src/main.ts"), env, "gateway listening"),
  ]);
  for (const child of [worker, gateway]) child.stdout!.resume();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: key.key,
    worker,
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

/** One POST /api/v1/render through the real gateway; throws on anything but 200. */
export async function postRender(services: BenchServices, markdown: string): Promise<{ size: number }> {
  const response = await fetch(`${services.baseUrl}/api/v1/render`, {
    method: "POST",
    headers: { authorization: `Bearer ${services.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ markdown }),
  });
  const body = (await response.json()) as { size?: number };
  if (response.status !== 200) throw new Error(`render failed: ${response.status} ${JSON.stringify(body)}`);
  return { size: body.size ?? 0 };
}
