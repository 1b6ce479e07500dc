import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { consumeSignInLink, createAccount, createDb, type Db } from "@quire/db";
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

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_BASE_URL: "https://quire.example" } });
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

describe("admin CLI: dashboard users", () => {
  it("creates a user and mints a single-use sign-in link on the public origin", async () => {
    const account = await createAccount(db, { name: "Users Inc", plan: "pro" });
    const created = await admin("create-user", "--account", account.id, "--email", "Ada@Example.COM ");
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toEqual({ id: expect.stringMatching(/^usr_/), email: "ada@example.com" });

    const minted = await admin("sign-in-link", "--email", "ada@example.com");
    expect(minted.code).toBe(0);
    const { url } = JSON.parse(minted.stdout) as { url: string };
    expect(Object.keys(JSON.parse(minted.stdout) as object)).toEqual(["url"]);
    const match = /^https:\/\/quire\.example\/dashboard\/sign-in#token=([A-Za-z0-9_-]{43})$/.exec(url);
    expect(match).not.toBeNull();
    // The token works once; the database holds only its digest.
    expect(await consumeSignInLink(db, { token: match![1]! })).toEqual({ userId: expect.stringMatching(/^usr_/) });
    expect(await consumeSignInLink(db, { token: match![1]! })).toBeNull();
    const rows = await db.signInLink.findMany();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.tokenDigest).toString("base64url")).not.toContain(match![1]!);
  });

  it("refuses unknown accounts, duplicate emails, bad addresses and unknown users with one line on stderr", async () => {
    const account = await createAccount(db, { name: "Dup", plan: "free" });
    expect((await adminDirect("create-user", "--account", account.id, "--email", "grace@example.com")).code).toBe(0);
    const cases: Array<[string[], RegExp]> = [
      [["create-user", "--account", "acc_missing", "--email", "x@example.com"], /no account with id "acc_missing"/],
      [["create-user", "--account", account.id, "--email", "GRACE@example.com"], /already exists/],
      [["create-user", "--account", account.id, "--email", "not-an-address"], /is not an email address/],
      [["create-user", "--account", account.id], /--email is required/],
      [["sign-in-link", "--email", "nobody@example.com"], /no user with email "nobody@example.com"/],
    ];
    for (const [args, message] of cases) {
      const result = await adminDirect(...args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    }
  });
});
