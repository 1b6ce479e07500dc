import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Creates the database named in `databaseUrl` when it does not exist (optionally from a template). */
export async function ensureDatabase(databaseUrl: string, { template }: { template?: string } = {}): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Refusing to create database with unusual name "${name}"`);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount) return false;
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
    return true;
  } catch (error) {
    // Two processes creating the same database at once: the loser sees duplicate_database.
    if ((error as { code?: string }).code === "42P04") return false;
    throw error;
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Applies committed migrations with `prisma migrate deploy` (WASM schema engine, no downloads).
 * `cwd` holds `prisma/` and the Prisma CLI resolves from it: the repository root in a checkout, the
 * built migration entry's directory in production (with its compiled `config`).
 */
export async function migrateDeploy(databaseUrl: string, { cwd = repoRoot, config }: { cwd?: string; config?: string } = {}): Promise<void> {
  const require = createRequire(import.meta.url);
  const prismaCli = path.join(path.dirname(require.resolve("prisma/package.json", { paths: [cwd] })), "build", "index.js");
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [prismaCli, "migrate", "deploy", ...(config ? ["--config", config] : [])], {
      cwd,
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`prisma migrate deploy failed (exit ${code}):\n${Buffer.concat(output).toString("utf8")}`);
}
