// Runs once before the whole suite: a freshly migrated template database that each test file
// clones (CREATE DATABASE … TEMPLATE is a file copy, ~100 ms) so files never share state. Its name
// is unique per run, so two suites running at once on one machine never drop each other's.
import { randomBytes } from "node:crypto";
import { ensureDatabase, migrateDeploy } from "../packages/db/src/migrate";
import { buildAll } from "../scripts/build";
import { testDatabaseUrl } from "./database";

export default async function globalSetup(): Promise<void> {
  const name = `quire_tpl_${randomBytes(5).toString("hex")}`;
  const url = testDatabaseUrl(name);
  await ensureDatabase(url);
  await migrateDeploy(url);
  // Parser and raster children start from built JavaScript (services/extract-worker/dist), as in
  // production; the start:prod and image tests run the rest of the build.
  await buildAll();
  // Jest starts its workers after global setup, so they inherit this.
  process.env.QUIRE_TEST_TEMPLATE_DB = name;
}
