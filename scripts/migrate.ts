// `pnpm db:migrate`: creates the database when missing and applies committed migrations.
import { ensureDatabase, migrateDeploy } from "@quire/db";

const url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/quire";
try {
  if (await ensureDatabase(url)) console.error(`created database ${new URL(url).pathname.slice(1)}`);
  await migrateDeploy(url);
  console.error("migrations applied");
} catch (error) {
  console.error(`db:migrate failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
