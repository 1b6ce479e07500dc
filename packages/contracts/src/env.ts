import { z } from "zod";

/**
 * Parses a process's environment once at start with its zod schema. Blank values count as unset,
 * so `RESEND_API_KEY=` copied from .env.example means "off", not "configured as empty". Throws one
 * error naming every bad variable (never its value).
 */
export function parseEnv<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>, service: string): z.infer<T> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid ${service} configuration — ${problems}`);
  }
  return parsed.data;
}

/**
 * The variables every service reads, validated the same way everywhere. Each service's env.ts
 * extends this (and `databaseEnvSchema` when it talks to Postgres) with its own.
 */
export const serviceEnvSchema = z.object({
  REDIS_URL: z.url().default("redis://127.0.0.1:6379"),
  /** Prefix of every Redis key and queue; lets several deployments share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and - only")
    .default("quire"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Interface of the Prometheus `/metrics` listener (each service has its own port variable). */
  METRICS_HOST: z.string().default("127.0.0.1"),
});

export const databaseEnvSchema = z.object({
  DATABASE_URL: z.url().default("postgresql://postgres@127.0.0.1:5432/quire"),
});
