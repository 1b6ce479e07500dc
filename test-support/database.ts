import { randomBytes } from "node:crypto";
import { dropDatabase, ensureDatabase } from "../packages/db/src/migrate";

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export function testDatabaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A private, migrated database for one test file. Call `drop()` in afterAll. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = testDatabaseUrl(`quire_t_${randomBytes(6).toString("hex")}`);
  const template = process.env.QUIRE_TEST_TEMPLATE_DB;
  if (!template) throw new Error("QUIRE_TEST_TEMPLATE_DB is not set: run tests through Jest (test-support/global-setup.ts)");
  await ensureDatabase(url, { template });
  return { url, drop: () => dropDatabase(url) };
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A key prefix no other test file uses, for Redis keys and BullMQ queues. */
export function testPrefix(): string {
  return `qt${randomBytes(5).toString("hex")}`;
}
