import { PrismaClient } from "./generated/client";
import { createPgAdapter } from "./pg-adapter";

export type Db = PrismaClient;

export function createDb(databaseUrl: string, { poolSize = 10 }: { poolSize?: number } = {}): Db {
  return new PrismaClient({ adapter: createPgAdapter(databaseUrl, poolSize) });
}
