import { dropDatabase } from "../packages/db/src/migrate";
import { testDatabaseUrl } from "./database";

export default async function globalTeardown(): Promise<void> {
  const name = process.env.QUIRE_TEST_TEMPLATE_DB;
  if (name) await dropDatabase(testDatabaseUrl(name));
}
