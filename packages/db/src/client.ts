import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { createPgPool } from "./pg-adapter";

export type Db = PrismaClient;

export function createDb(databaseUrl: string, { poolSize = 10 }: { poolSize?: number } = {}): Db {
  const pool = createPgPool(databaseUrl, poolSize);
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  // The adapter does not own a pool it was handed, so $disconnect must also end it — otherwise
  // idle connections keep a CLI or a test process alive until pg's idle timeout.
  const disconnect = client.$disconnect.bind(client);
  client.$disconnect = async () => {
    await disconnect();
    if (!pool.ended) await pool.end();
  };
  return client;
}
