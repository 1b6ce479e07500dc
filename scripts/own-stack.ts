import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { freePort } from "../test-support/processes";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAccount, createApiKey, createDb, dropDatabase, ensureDatabase, migrateDeploy } from "@quire/db";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface OwnStack {
  baseUrl: string;
  apiKey: string;
  /** `apiKey` and `keys - 1` more keys of their own accounts (each with its own burst window). */
  apiKeys: string[];
  /** Process ids of the started services, by name (for RSS sampling). */
  pids: Record<string, number>;
  stop(): Promise<void>;
}

/**
 * The real services as child processes on a scratch database, a private Redis prefix and a free
 * port, with one enterprise key — for evaluations and benchmarks that must measure the live path.
 */
export async function startOwnStack({
  services,
  env: extraEnv = {},
  nodeArgs = [],
  keys = 1,
}: {
  services: string[];
  keys?: number;
  env?: Record<string, string>;
  /** Extra node flags for every service (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): Promise<OwnStack> {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/quire_eval_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(databaseUrl);
  await migrateDeploy(databaseUrl);
  const db = createDb(databaseUrl);
  const apiKeys: string[] = [];
  for (let i = 0; i < keys; i += 1) {
    const account = await createAccount(db, { name: "eval", plan: "enterprise" });
    apiKeys.push((await createApiKey(db, { accountId: account.id }))!.key);
  }
  const apiKey = apiKeys[0]!;
  await db.$disconnect();
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: `quire-eval-${randomBytes(3).toString("hex")}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STORAGE_DRIVER: "none",
    ...extraEnv,
  };
  const children: ChildProcess[] = services.map((name) =>
    spawn(process.execPath, [...nodeArgs, "--import", "tsx", path.join(root, "services", name, "src", "main.ts")], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    baseUrl,
    apiKey,
    apiKeys,
    pids: Object.fromEntries(services.map((name, i) => [name, children[i]!.pid!])),
    async stop() {
      await Promise.all(
        children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM"))))),
      );
      await dropDatabase(databaseUrl);
    },
  };
}
