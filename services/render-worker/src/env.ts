import { parseStorageConfig, type StorageConfig } from "@quire/storage";
import { z } from "zod";
import { databaseEnvSchema, parseEnv, serviceEnvSchema } from "@quire/contracts";
import { DEFAULT_CHROMIUM_PATH } from "./chromium/chromium-path";

// The render worker's configuration, parsed once at start; nothing else reads process.env. The
// variables every service reads (Redis, queue prefix, log level, metrics host) and DATABASE_URL are shared.
export const envSchema = serviceEnvSchema.extend({
  ...databaseEnvSchema.shape,
  CHROMIUM_PATH: z.string().min(1).default(DEFAULT_CHROMIUM_PATH),
  /** Jobs (and Chromium pages) in flight at once in this process. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Renders after which the browser is replaced, bounding leaks in a long-lived Chromium. */
  BROWSER_RESTART_AFTER: z.coerce.number().int().min(1).default(200),
  /**
   * `page` (default): a fresh page per job inside one locked-down context per browser; `context`:
   * a fresh browser context per job. Measured: `context` roughly halves throughput for no gain while
   * JavaScript and the network are off (nothing can write cookies, storage or cache).
   */
  RENDER_ISOLATION: z.enum(["page", "context"]).default("page"),
  /**
   * Chromium's sandbox around its renderers. `auto`: on unless the worker runs as root (Chromium
   * refuses) or the host forbids unprivileged user namespaces, which is logged as an error;
   * `on`: refuse to start without it; `off`: never.
   */
  CHROMIUM_SANDBOX: z.enum(["auto", "on", "off"]).default("auto"),
  /** Email is on only with a key; the gateway refuses `sendEmail` otherwise. */
  RESEND_API_KEY: z.string().min(1).optional(),
  /** For a local Resend stand-in (tests); the SDK default is https://api.resend.com. */
  RESEND_BASE_URL: z.url().optional(),
  EMAIL_FROM: z.string().min(3).default("Quire <renders@quire.local>"),
  /** Prepared in every Markdown thread at start (comma-separated; `chart` warms the chart renderer; `none` for nothing). */
  MARKDOWN_WARM_LANGUAGES: z
    .string()
    .default("ts,js,json,bash,python,yaml,sql,html,css,chart")
    .transform((value) =>
      value.trim() === "none"
        ? []
        : value
            .split(",")
            .map((language) => language.trim())
            .filter(Boolean),
    ),
  /** Prometheus `/metrics` listener (0 = off). */
  RENDER_WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
});

export interface RenderWorkerEnv extends z.infer<typeof envSchema> {
  storage: StorageConfig;
}

export function parseRenderWorkerEnv(source: Record<string, string | undefined>): RenderWorkerEnv {
  // Blank values count as unset: `RESEND_API_KEY=` in a compose file means "email off".
  return { ...parseEnv(envSchema, source, "render-worker"), storage: parseStorageConfig(source) };
}
