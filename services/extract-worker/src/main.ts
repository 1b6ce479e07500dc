// Composition root of the extract-worker: env → logger → parser pool → BullMQ worker.
import { createLogger } from "@quire/logging";
import { createServiceRegistry, serveMetrics } from "@quire/metrics";
import { Redis } from "ioredis";
import { loadEnv } from "./env";
import { startExtractWorker } from "./extract-worker";
import { registerExtractMetrics } from "./metrics/extract-metrics";
import { Rasteriser } from "./ocr/rasterise";
import { TesseractPool } from "./ocr/tesseract-pool";
import { ParserPool } from "./parse/parser-pool";

const env = loadEnv();
const logger = createLogger({ name: "extract-worker", level: env.LOG_LEVEL });
const pool = new ParserPool({
  size: env.EXTRACT_CONCURRENCY,
  memoryMb: env.PARSE_MEMORY_MB,
  timeoutMs: env.PARSE_TIMEOUT_MS,
  maxDocumentsPerChild: env.PARSE_DOCUMENTS_PER_CHILD,
  logger,
});
// OCR workers start lazily (first scanned page) and are recycled; the model tier needs URL + model.
const ocrPool = new TesseractPool({
  size: env.OCR_WORKERS,
  pagesPerWorker: env.OCR_PAGES_PER_WORKER,
  languages: env.OCR_LANGUAGES.split("+"),
  langDir: env.OCR_LANG_DIR,
});
const rasteriser = new Rasteriser({
  dpi: env.OCR_DPI,
  timeoutMs: env.OCR_RASTER_TIMEOUT_MS,
  memoryMb: env.OCR_RASTER_MEMORY_MB,
  rssLimitMb: env.OCR_RASTER_MEMORY_MB + 512,
});
const ocr = { pool: ocrPool, rasteriser };
const modelConfig =
  env.MODEL_BASE_URL && env.MODEL_NAME
    ? { baseUrl: env.MODEL_BASE_URL, model: env.MODEL_NAME, apiKey: env.MODEL_API_KEY, timeoutMs: env.MODEL_TIMEOUT_MS }
    : undefined;
if (!modelConfig && (env.MODEL_BASE_URL || env.MODEL_NAME)) logger.warn({}, "model tier needs both MODEL_BASE_URL and MODEL_NAME; it is off");
// BullMQ's production guide: workers block on Redis, so no per-request retry limit.
const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
await pool.warm();
void rasteriser.warm();
const registry = createServiceRegistry("extract-worker");
// Ready once the parser pool is up (warmed above) and until shutdown starts; probes share the metrics port.
let ready = true;
const metricsServer = await serveMetrics({ registry, port: env.EXTRACT_WORKER_METRICS_PORT, host: env.METRICS_HOST, logger, ready: () => ready });
const worker = startExtractWorker(
  {
    connection,
    logger,
    metrics: registerExtractMetrics(registry),
    parse: (bytes, request) => pool.parse(bytes, request),
    ocr,
    model: { config: modelConfig, logger },
  },
  { prefix: env.QUEUE_PREFIX, concurrency: env.EXTRACT_CONCURRENCY },
);
logger.info(
  { concurrency: env.EXTRACT_CONCURRENCY, prefix: env.QUEUE_PREFIX, ocrWorkers: env.OCR_WORKERS, model: modelConfig ? env.MODEL_NAME : null },
  "extract-worker started",
);

async function shutdown(signal: string): Promise<void> {
  logger.info({ signal }, "extract-worker stopping");
  ready = false;
  // BullMQ's close waits for the jobs in hand; a kill before they finish leaves them to be re-run as stalled.
  await worker.close();
  await metricsServer?.close();
  await pool.close();
  await ocrPool.close();
  rasteriser.close();
  await connection.quit();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
