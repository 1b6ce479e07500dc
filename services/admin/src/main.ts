// Admin CLI: `pnpm --silent admin <command> [--flags]`. Prints exactly one JSON object on stdout;
// on bad input prints one line on stderr and exits non-zero.
import { parseArgs } from "node:util";
import { createDb } from "@quire/db";
import { runAdminCommand, AdminUsageError } from "./commands";

const databaseUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/quire";
// Where people reach the gateway (as for signed file links): the origin of minted sign-in links.
const publicBaseUrl = process.env.PUBLIC_BASE_URL || "http://127.0.0.1:8080";

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  let flags: Record<string, string | undefined>;
  try {
    flags = parseArgs({
      args: rest,
      options: { name: { type: "string" }, plan: { type: "string" }, account: { type: "string" }, id: { type: "string" }, email: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    process.stderr.write(`admin: ${(error as Error).message.split("\n")[0]}\n`);
    return 2;
  }
  const db = createDb(databaseUrl, { poolSize: 2 });
  try {
    const result = await runAdminCommand(db, command, flags, { publicBaseUrl });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AdminUsageError) {
      process.stderr.write(`admin: ${error.message}\n`);
      return 2;
    }
    const message = (error as Error).message ?? String(error);
    const hint = /ECONNREFUSED|does not exist|relation .* does not exist/.test(message) ? " (is Postgres running and migrated? run `pnpm db:migrate`)" : "";
    process.stderr.write(`admin: ${message.split("\n")[0]}${hint}\n`);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

process.exitCode = await main();
