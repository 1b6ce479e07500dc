import { z } from "zod";
import { databaseEnvSchema, parseEnv, serviceEnvSchema } from "@quire/contracts";

// The gateway's configuration, parsed once at start; nothing else reads process.env. The variables
// every service reads (Redis, queue prefix, log level, metrics host) and DATABASE_URL are shared.
export const envSchema = serviceEnvSchema.extend({
  ...databaseEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  /** `api_keys` (default) or `none`; with `none` every API call answers 501. */
  AUTH_MODE: z.enum(["api_keys", "none"]).default("api_keys"),
  /** Behind a reverse proxy, set to the number of trusted hops (Express `trust proxy`). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** A request body must arrive within this, plus 1 s per MiB it announces → 408 request_timeout. */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** Render budget (contract default 45 s) → 504 render_timeout. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(45_000),
  /** Waiting render jobs at which new renders get 503 pool_busy (nothing charged). */
  MAX_QUEUED_RENDERS: z.coerce.number().int().min(0).default(64),
  /** Lifetime of the `url` in responses ("short-lived"). */
  PRESIGN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 24 * 3600)
    .default(900),
  /** Waiting extraction jobs at which new extractions get 503 pool_busy. */
  MAX_QUEUED_EXTRACTIONS: z.coerce.number().int().min(0).default(64),
  /** Per-document parse time limit handed to the extract-worker (→ 504 render_timeout). */
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Time limit for downloading a `file_url`, all redirect hops included. */
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /**
   * Operator allow-list (comma-separated host names) that `file_url` may fetch from even when they
   * resolve to private addresses — for self-hosters with internal document stores. Empty = off.
   */
  FETCH_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Prometheus `/metrics` listener (0 = off); separate from the API port. */
  GATEWAY_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * How often one gateway (whichever takes the scheduled job) fails and refunds operations left
   * stuck past every budget by a dead process, and purges expired idempotency records.
   */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  /**
   * Age at which a queued/processing operation counts as abandoned. Default: past every budget a
   * live request can still be waiting on (a render, or a fetch + inspect + extract) + 60 s.
   */
  SWEEP_STALE_AFTER_MS: z.coerce.number().int().min(500).optional(),
  /** Email is on when a Resend key is configured; the worker sends renders' links, the gateway sign-in links. */
  RESEND_API_KEY: z.string().optional(),
  /** For a local Resend stand-in (tests); the SDK default is https://api.resend.com. */
  RESEND_BASE_URL: z.url().optional(),
  EMAIL_FROM: z.string().min(3).default("Quire <documents@quire.local>"),
  /** Where people reach the gateway: the origin of the dashboard's emailed sign-in links. */
  PUBLIC_BASE_URL: z.url().default("http://127.0.0.1:8080"),
});

export type GatewayEnv = z.infer<typeof envSchema>;

export function parseGatewayEnv(source: Record<string, string | undefined>): GatewayEnv {
  return parseEnv(envSchema, source, "gateway");
}
