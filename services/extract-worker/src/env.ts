import { z } from "zod";

// The only place that reads process.env. Fails fast with every problem listed.
const envSchema = z.object({
  REDIS_URL: z.string().url().default("redis://127.0.0.1:6379"),
  QUEUE_PREFIX: z.string().min(1).default("quire"),
  /** Parser children, and jobs processed at once. */
  EXTRACT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PARSE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PARSE_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  /** Recycle a parser child after this many documents. */
  PARSE_DOCUMENTS_PER_CHILD: z.coerce.number().int().positive().default(50),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`extract-worker: invalid environment: ${problems}`);
  }
  return parsed.data;
}
