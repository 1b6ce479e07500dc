// Composition root of the extract-worker: env → logger → parser pool → BullMQ worker.
import { Redis } from "ioredis";
import pino from "pino";
import { loadEnv } from "./env";
import { startExtractWorker } from "./extract-worker";
import { ParserPool } from "./parse/parser-pool";

const env = loadEnv();
const logger = pino({ level: env.LOG_LEVEL, base: { service: "extract-worker" } });
const pool = new ParserPool({
  size: env.EXTRACT_CONCURRENCY,
  memoryMb: env.PARSE_MEMORY_MB,
  timeoutMs: env.PARSE_TIMEOUT_MS,
  maxDocumentsPerChild: env.PARSE_DOCUMENTS_PER_CHILD,
  logger,
});
// BullMQ's production guide: workers block on Redis, so no per-request retry limit.
const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
await pool.warm();
const worker = startExtractWorker(
  { connection, logger, parse: (bytes, request) => pool.parse(bytes, request) },
  { prefix: env.QUEUE_PREFIX, concurrency: env.EXTRACT_CONCURRENCY },
);
logger.info({ concurrency: env.EXTRACT_CONCURRENCY, prefix: env.QUEUE_PREFIX }, "extract-worker started");

async function shutdown(signal: string): Promise<void> {
  logger.info({ signal }, "extract-worker stopping");
  await worker.close();
  await pool.close();
  await connection.quit();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
