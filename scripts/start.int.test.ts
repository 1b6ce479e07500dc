// `pnpm start` must refuse to start, with a message naming the fix, when a dependency is missing.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createTestDatabase } from "../test-support/database";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { cwd: root, env: { ...process.env, PORT: "0", ...env } });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("pnpm start preflight", () => {
  it("names Postgres when it is unreachable", async () => {
    const run = await start({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/quire" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Postgres is not reachable at postgresql:\/\/postgres@127\.0\.0\.1:1\/quire.*Start Postgres/s);
  }, 60_000);

  it("names Redis when it is unreachable", async () => {
    const run = await start({ DATABASE_URL: database.url, REDIS_URL: "redis://127.0.0.1:1" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Redis is not reachable at redis:\/\/127\.0\.0\.1:1.*Start Redis/s);
  }, 60_000);

  it("names Chromium when it is missing", async () => {
    const run = await start({ DATABASE_URL: database.url, CHROMIUM_PATH: "/nonexistent/chromium" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Chromium not found at \/nonexistent\/chromium.*apt-get install -y chromium-headless-shell/s);
  }, 60_000);
});
