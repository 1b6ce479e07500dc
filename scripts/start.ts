// `pnpm start`: the whole stack on one machine. Checks its dependencies with actionable messages,
// applies migrations, then runs the gateway and every worker as supervised child processes.
// Compiled (`pnpm build && pnpm start:prod`, this file as scripts/dist/start.js) it starts every
// process from its built JavaScript; from source, through tsx.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync, accessSync, constants } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { DEFAULT_CHROMIUM_PATH } from "../services/render-worker/src/chromium/chromium-path";

const built = !fileURLToPath(import.meta.url).endsWith(".ts");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), built ? "../.." : "..");
process.chdir(root);
if (existsSync(".env")) process.loadEnvFile(".env");

const env = process.env;
env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/quire";
env.REDIS_URL ??= "redis://127.0.0.1:6379";
env.PORT ??= "8080";
env.CHROMIUM_PATH ??= DEFAULT_CHROMIUM_PATH;
env.STORAGE_DRIVER ??= "fs";
env.STORAGE_DIR ??= path.join(root, "data", "objects");
env.PUBLIC_BASE_URL ??= `http://127.0.0.1:${env.PORT}`;
if (built) env.NODE_ENV ??= "production";

/** How to run one of our entry points: its built JavaScript, or its TypeScript through tsx. */
function nodeArgs(dir: string, entry: string): string[] {
  return built ? ["--enable-source-maps", path.join(root, dir, "dist", `${entry}.js`)] : ["--import", "tsx", path.join(root, dir, "src", `${entry}.ts`)];
}

function fail(message: string): never {
  console.error(`\nquire: cannot start — ${message}\n`);
  process.exit(1);
}

/** Creates the database if missing and applies migrations (the same entry the image's migration step runs). */
function checkPostgres(): void {
  const run = spawnSync(process.execPath, nodeArgs("services/admin", "migrate"), { env, encoding: "utf8" });
  const output = `${run.stderr ?? ""}`.trim();
  if (run.status === 3) fail(output);
  if (run.status !== 0) fail(output || `the migration step failed (${run.signal ?? `exit ${run.status}`})`);
  for (const line of output.split("\n")) if (line.startsWith("quire: created")) console.error(line);
}

async function checkRedis(): Promise<void> {
  const redis = new Redis(env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    const policy = await redis.config("GET", "maxmemory-policy").catch(() => null);
    const value = Array.isArray(policy) ? policy[1] : undefined;
    if (value && value !== "noeviction") console.error(`quire: warning — Redis maxmemory-policy is ${value}; BullMQ needs noeviction to never lose jobs.`);
  } catch (error) {
    fail(
      `Redis is not reachable at ${redactUrl(env.REDIS_URL!)} (${(error as Error).message}). Start Redis (e.g. \`redis-server --daemonize yes\`) or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}

function checkChromium(): void {
  try {
    accessSync(env.CHROMIUM_PATH!, constants.X_OK);
  } catch {
    fail(
      `Chromium not found at ${env.CHROMIUM_PATH}. Install Debian's headless Chromium (\`apt-get install -y chromium-headless-shell\`) or set CHROMIUM_PATH.`,
    );
  }
}

/** Links to stored files are HMAC-signed; the secret must survive restarts and be shared by all processes. */
function ensureSigningSecret(): void {
  if (env.FILE_SIGNING_SECRET) return;
  const file = path.join(root, "data", ".file-signing-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  env.FILE_SIGNING_SECRET = readFileSync(file, "utf8").trim();
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

const SERVICES = ["gateway", "render-worker", "extract-worker"] as const;

function startService(name: string): ChildProcess {
  return spawn(process.execPath, nodeArgs(`services/${name}`, "main"), { stdio: "inherit", env });
}

async function waitForReady(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${env.PORT}/readyz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// From source the workers still fork their parser and raster children from built JavaScript
// (services/extract-worker/src/parse/child-entry.ts): build first, ~1 s.
if (!built) {
  const build = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "build.ts")], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) fail("`pnpm build` failed (see above).");
}
checkPostgres();
await checkRedis();
const present = SERVICES.filter((name) => existsSync(nodeArgs(`services/${name}`, "main").at(-1)!));
checkChromium();
ensureSigningSecret();

const children = new Map(present.map((name) => [name, startService(name)]));
let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill("SIGTERM");
  // The gateway drains in-flight synchronous calls (up to ~70 s) before it exits.
  setTimeout(() => process.exit(code), 80_000).unref();
  // These promises only resolve (on each child's exit), so there is no rejection to handle.
  void Promise.all(
    [...children.values()].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)))),
  ).then(() => process.exit(code));
}
for (const [name, child] of children) {
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`quire: ${name} exited (${signal ?? `code ${code}`}); stopping the stack.`);
    stopAll(1);
  });
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
// `pnpm start` under a supervisor: pnpm may exit on SIGTERM without passing it on. Being re-parented
// means whoever started us is gone, so take the services down instead of leaving them orphaned.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) stopAll(0);
}, 1000).unref();

if (await waitForReady(30_000)) {
  console.error(`quire: ready on http://127.0.0.1:${env.PORT} (${present.join(", ")})`);
} else if (!stopping) {
  console.error("quire: the gateway did not become ready within 30 s; stopping.");
  stopAll(1);
}
