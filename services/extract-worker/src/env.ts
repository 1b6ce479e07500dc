import { z } from "zod";
import { parseEnv, serviceEnvSchema } from "@quire/contracts";

// The only place that reads process.env. Fails fast with every problem listed. The variables every
// service reads (Redis, queue prefix, log level, metrics host) are shared.
export const envSchema = serviceEnvSchema.extend({
  /** Prometheus `/metrics` listener (0 = off), on METRICS_HOST. */
  EXTRACT_WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9466),
  /** Parser children, and jobs processed at once. */
  EXTRACT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PARSE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PARSE_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  /** Recycle a parser child after this many documents. */
  PARSE_DOCUMENTS_PER_CHILD: z.coerce.number().int().positive().default(500),
  /** OCR tier (ocr_fallback): tesseract.js workers in the pool, recycled after OCR_PAGES_PER_WORKER pages (they leak). */
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  OCR_PAGES_PER_WORKER: z.coerce.number().int().positive().default(20),
  /** Highest resolution scanned pages are drawn at for OCR; a scan is read at its own resolution when lower. */
  OCR_DPI: z.coerce.number().int().min(100).max(600).default(300),
  /** Wall-clock limit for rasterising one call's scanned pages, and the rasteriser's memory caps. */
  OCR_RASTER_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  OCR_RASTER_MEMORY_MB: z.coerce.number().int().min(128).default(512),
  /** "+"-separated tesseract language codes, e.g. "eng" or "eng+deu" (several need OCR_LANG_DIR). */
  OCR_LANGUAGES: z
    .string()
    .regex(/^[a-z_]+(\+[a-z_]+)*$/)
    .default("eng"),
  /** Directory of <code>.traineddata.gz files; default: the installed @tesseract.js-data/<code> package. */
  OCR_LANG_DIR: z.string().min(1).optional(),
  /** Model tier: any OpenAI-compatible chat-completions endpoint. Unset → the tier is skipped with a warning. */
  MODEL_BASE_URL: z.url().optional(),
  MODEL_NAME: z.string().min(1).optional(),
  MODEL_API_KEY: z.string().min(1).optional(),
  MODEL_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
});

export type Env = z.infer<typeof envSchema>;

/** Blank values count as unset, so the blanks of .env.example mean "off" (shared parseEnv). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnv(envSchema, source, "extract-worker");
}
