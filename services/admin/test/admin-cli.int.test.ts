import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { chargeCredits, createAccount, createDb, verifyApiKey, type Db } from "@quire/db";
import { createTestDatabase } from "../../../test-support/database";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
let databaseUrl: string;
let drop: () => Promise<void>;
let db: Db;

beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  drop = database.drop;
  db = createDb(databaseUrl);
});
afterAll(async () => {
  await db.$disconnect();
  await drop();
});

/**
 * Runs the CLI exactly as documented (`pnpm --silent admin …`), or, for the many error cases, the
 * same entry point without pnpm's start-up cost.
 */
function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
const admin = (...args: string[]) => run("pnpm", ["--silent", "admin", ...args]);
const adminDirect = (...args: string[]) => run(process.execPath, ["--import", "tsx", "services/admin/src/main.ts", ...args]);

function json(stdout: string): Record<string, unknown> {
  const lines = stdout.trim().split("\n");
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe("admin CLI", () => {
  it("creates an account and a working key, sets the plan, reports usage, revokes the key", async () => {
    const created = await admin("create-account", "--name", "Acme Corp", "--plan", "free");
    expect(created.code).toBe(0);
    const account = json(created.stdout);
    expect(account).toEqual({ id: expect.stringMatching(/^acc_/), plan: "free" });

    const keyRun = await admin("create-key", "--account", String(account.id));
    expect(keyRun.code).toBe(0);
    const key = json(keyRun.stdout);
    expect(key).toEqual({ id: expect.stringMatching(/^key_/), key: expect.stringMatching(/^sk_key_/) });
    expect(await verifyApiKey(db, String(key.key))).toMatchObject({ accountId: account.id, plan: "free" });

    const planRun = await admin("set-plan", "--account", String(account.id), "--plan", "team");
    expect(json(planRun.stdout)).toEqual({ id: account.id, plan: "team" });

    await chargeCredits(db, { accountId: String(account.id), plan: "team", operationId: "cli-op-1", credits: 3 });
    const usage = json((await admin("usage", "--account", String(account.id))).stdout);
    const now = new Date();
    expect(usage).toEqual({ period: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`, used: 3, limit: 5000 });

    const revoked = await admin("revoke-key", "--id", String(key.id));
    expect(json(revoked.stdout)).toEqual({ id: key.id, revoked: true });
    expect(await verifyApiKey(db, String(key.key))).toBeNull();
  }, 120_000);

  it("reconciles an account's usage, ledger and finished records", async () => {
    const account = await createAccount(db, { name: "Ledger", plan: "pro" });
    await chargeCredits(db, { accountId: account.id, plan: "pro", operationId: "rnd_cli_done", credits: 1 });
    await db.render.create({ data: { id: "rnd_cli_done", accountId: account.id, status: "rendered" } });
    await chargeCredits(db, { accountId: account.id, plan: "pro", operationId: "ext_cli_done", credits: 3 });
    await db.extraction.create({ data: { id: "ext_cli_done", accountId: account.id, status: "succeeded", creditsCharged: 3 } });
    const exact = await admin("reconcile", "--account", account.id);
    expect(exact.code).toBe(0);
    expect(json(exact.stdout)).toEqual({ accountId: account.id, used: 4, ledger: 4, finished: 4, inFlight: { records: 0, credits: 0 }, exact: true });

    // A charge with no record that owns it is what reconciliation exists to catch.
    await chargeCredits(db, { accountId: account.id, plan: "pro", operationId: "rnd_cli_lost", credits: 1 });
    expect(json((await adminDirect("reconcile", "--account", account.id)).stdout)).toMatchObject({ used: 5, ledger: 5, finished: 4, exact: false });
  }, 120_000);

  it.each([
    [["create-account", "--name", "X", "--plan", "platinum"], /unknown plan "platinum"/],
    [["create-account", "--plan", "free"], /--name is required/],
    [["create-key", "--account", "acc_missing"], /no account with id "acc_missing"/],
    [["revoke-key", "--id", "key_missing"], /no key with id "key_missing"/],
    [["set-plan", "--account", "acc_missing", "--plan", "pro"], /no account/],
    [["usage", "--account", "acc_missing"], /no account/],
    [["reconcile", "--account", "acc_missing"], /no account/],
    [["frobnicate"], /unknown command "frobnicate"/],
    [["create-key", "--acount", "typo"], /Unknown option '--acount'/],
  ])("fails with a one-line message and a non-zero exit for %j", async (args, message) => {
    const result = await adminDirect(...args);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it("keeps pnpm's own output off stdout and passes the exit code through", async () => {
    const result = await admin("usage");
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/--account is required/);
  }, 60_000);
});
