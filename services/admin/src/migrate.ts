// `node services/admin/dist/migrate.js` (the image's migration step; `pnpm db:migrate` in a checkout):
// creates the database when missing and applies the committed migrations. Safe to run from several
// replicas at once: `prisma migrate deploy` holds a Postgres advisory lock while it applies, and
// creating an existing database is not an error. Exit 3 = Postgres unreachable, 1 = migration failed.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDatabase, migrateDeploy } from "@quire/db";

const url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/quire";
// Built, this file sits beside prisma.config.js and a copy of prisma/; from source, the repository root holds them.
const here = path.dirname(fileURLToPath(import.meta.url));
const built = existsSync(path.join(here, "prisma.config.js"));

function redact(value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

async function main(): Promise<number> {
  try {
    if (await ensureDatabase(url)) console.error(`quire: created database ${new URL(url).pathname.slice(1)}`);
  } catch (error) {
    console.error(
      `Postgres is not reachable at ${redact(url)} (${(error as Error).message}). Start Postgres (e.g. \`pg_ctlcluster 15 main start\`) or set DATABASE_URL.`,
    );
    return 3;
  }
  try {
    await migrateDeploy(url, built ? { cwd: here, config: path.join(here, "prisma.config.js") } : {});
    console.error("quire: migrations applied");
    return 0;
  } catch (error) {
    console.error(`applying migrations failed:\n${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
