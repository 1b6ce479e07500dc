// `pnpm build && pnpm start:prod`: every process of the stack runs built JavaScript — no tsx, no
// esbuild, no TypeScript file in the process tree (read from /proc) — and the stack answers a render
// and an extraction, with the admin CLI's built entry making the key. The test setup ran the build.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../test-support/database";
import { descendants, freePort, waitFor } from "../test-support/processes";
import { adminKey, renderThenExtract } from "../test-support/smoke";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

let database: { url: string; drop: () => Promise<void> };
let stack: ChildProcess;
let env: NodeJS.ProcessEnv;
let baseUrl: string;
let stderr = "";

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: testPrefix(),
    PORT: String(port),
    HOST: "127.0.0.1",
    STORAGE_DRIVER: "none",
    LOG_LEVEL: "warn",
    CHROMIUM_SANDBOX: "off",
    EXTRACT_CONCURRENCY: "1",
    RENDER_CONCURRENCY: "1",
    GATEWAY_METRICS_PORT: "0",
    RENDER_WORKER_METRICS_PORT: "0",
    EXTRACT_WORKER_METRICS_PORT: "0",
    MARKDOWN_WARM_LANGUAGES: "none",
  };
  stack = spawn(process.execPath, ["scripts/dist/start.js"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  stack.stderr!.on("data", (chunk) => (stderr += chunk));
  await waitFor(() => (stderr.includes("quire: ready") ? true : stack.exitCode !== null ? Promise.reject(new Error(stderr)) : undefined), {
    what: "start:prod ready",
    timeoutMs: 90_000,
  });
}, 150_000);

afterAll(async () => {
  if (stack && stack.exitCode === null) {
    stack.kill("SIGTERM");
    await new Promise((resolve) => stack.once("exit", resolve));
  }
  await database?.drop();
}, 60_000);

describe("pnpm start:prod", () => {
  it("runs only built JavaScript in every process it starts, and answers a render and an extraction", async () => {
    const key = adminKey(path.join(root, "services/admin/dist/main.js"), env);
    const { pdf, text } = await renderThenExtract(baseUrl, key, "Built Quire");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(text).toContain("Built Quire");

    const tree = descendants(stack.pid!);
    const node = tree.filter((p) => path.basename(p.argv[0] ?? "") === "node");
    const scripts = node.map((p) => p.argv.find((arg) => arg.endsWith(".js"))).map((file) => file && path.relative(root, file));
    for (const expected of [
      "services/gateway/dist/main.js",
      "services/render-worker/dist/main.js",
      "services/extract-worker/dist/main.js",
      "services/extract-worker/dist/parser-child.js",
    ]) {
      expect(scripts).toContain(expected);
    }
    expect(tree.some((p) => /chromium/.test(p.argv[0] ?? ""))).toBe(true);
    for (const { argv } of tree) {
      const line = argv.join(" ");
      expect(line).not.toMatch(/tsx|esbuild|typescript/);
      expect(argv.some((arg) => /\.[cm]?ts$/.test(arg))).toBe(false);
    }
  }, 120_000);
});
