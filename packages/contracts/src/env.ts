import type { z } from "zod";

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
