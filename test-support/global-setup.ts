// Runs once before the whole suite: a freshly migrated template database that each test file
// clones (CREATE DATABASE … TEMPLATE is a file copy, ~100 ms) so files never share state.
import { dropDatabase, ensureDatabase, migrateDeploy } from "../packages/db/src/migrate";
import { TEMPLATE_DATABASE, testDatabaseUrl } from "./database";

export default async function globalSetup(): Promise<void> {
  const url = testDatabaseUrl(TEMPLATE_DATABASE);
  await dropDatabase(url);
  await ensureDatabase(url);
  await migrateDeploy(url);
}
