import { encodeJobFailure, QUEUES, renderJobSchema, type RenderJobResult } from "@quire/contracts";
import { createDb } from "@quire/db";
import type { Registry } from "@quire/metrics";
import type { ObjectStore } from "@quire/storage";
import { UnrecoverableError, Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { SandboxMode } from "../chromium/chromium-sandbox";
import { ChromiumSupervisor, type ChromiumStats } from "../chromium/chromium-supervisor";
import type { EmailSender } from "../email/resend-email-sender";
import { createMarkdownThreadPool } from "../markdown/markdown-thread-pool";
import { failureCode, registerRenderMetrics } from "../metrics/render-metrics";
import { processRenderJob } from "../render/process-render-job";
import { defaultTheme } from "../themes/default-theme";
import { themePdfOptions } from "../themes/theme-pdf-options";

export interface RenderWorkerOptions {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  chromiumPath: string;
  concurrency: number;
  restartAfter: number;
  isolation?: "page" | "context";
  /** Chromium's sandbox (default `auto`, see chromium-sandbox.ts). */
  sandbox?: SandboxMode;
  store: ObjectStore | null;
  email: EmailSender | null;
  logger: Logger;
  /** Code languages (and `chart`) every Markdown thread prepares at start; none by default. */
  warmLanguages?: string[];
  /** Where job and Chromium metrics are registered (main.ts serves it); none in tests by default. */
  metrics?: Registry;
}

export interface RenderWorkerHandle {
  worker: Worker<unknown, RenderJobResult>;
  chromium: ChromiumSupervisor;
  stats(): ChromiumStats;
  /** Stops taking jobs, lets in-flight jobs finish, then closes the browser and connections. */
  close(): Promise<void>;
}

// A killed worker's job is re-run once its lock expires and a stalled check notices; both are short
// so the caller still gets an answer inside the gateway's 60 s window. Renewal every lock/2 is safe
// because Markdown conversion runs on threads, never blocking the event loop for long.
const LOCK_DURATION_MS = 15_000;
const STALLED_INTERVAL_MS = 5_000;

/** Builds every dependency and starts consuming the render queue; resolves once Chromium is warm. */
export async function startRenderWorker(options: RenderWorkerOptions): Promise<RenderWorkerHandle> {
  const { logger } = options;
  const db = createDb(options.databaseUrl, { poolSize: Math.max(4, options.concurrency * 2) });
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  redis.on("error", (error) => logger.warn({ err: error }, "redis client error"));
  const markdown = createMarkdownThreadPool({ size: options.concurrency, warmLanguages: options.warmLanguages ?? [] });
  const chromium = new ChromiumSupervisor({
    executablePath: options.chromiumPath,
    concurrency: options.concurrency,
    restartAfter: options.restartAfter,
    isolation: options.isolation ?? "page",
    sandbox: options.sandbox,
    warmUp: themePdfOptions(defaultTheme, { format: "A4", styles: {} }),
    logger: logger.child({ component: "chromium" }),
  });
  try {
    await Promise.all([chromium.start(), markdown.ready]);
  } catch (error) {
    await Promise.allSettled([chromium.close(), markdown.close(), db.$disconnect()]);
    redis.disconnect();
    throw error;
  }

  const metrics = options.metrics ? registerRenderMetrics(options.metrics, () => chromium.stats()) : undefined;
  const deps = { db, redis, queuePrefix: options.queuePrefix, store: options.store, email: options.email, markdown, chromium, logger };
  const worker = new Worker<unknown, RenderJobResult>(
    QUEUES.render,
    async (job: Job<unknown, RenderJobResult>) => {
      const parsed = renderJobSchema.safeParse(job.data);
      if (!parsed.success) {
        logger.error({ jobId: job.id, issues: parsed.error.issues.slice(0, 5) }, "malformed render job");
        throw new UnrecoverableError(encodeJobFailure("internal_error", "The render job was malformed."));
      }
      const started = performance.now();
      try {
        const result = await processRenderJob(deps, { job: parsed.data, attemptsMade: job.attemptsMade, attempts: job.opts.attempts ?? 1 });
        metrics?.observeJob("rendered", (performance.now() - started) / 1000);
        return result;
      } catch (error) {
        metrics?.observeJob(failureCode(error), (performance.now() - started) / 1000);
        throw error;
      }
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      prefix: options.queuePrefix,
      concurrency: options.concurrency,
      lockDuration: LOCK_DURATION_MS,
      stalledInterval: STALLED_INTERVAL_MS,
      maxStalledCount: 1,
    },
  );
  worker.on("error", (error) => logger.error({ err: error }, "render worker error"));
  await worker.waitUntilReady();
  logger.info({ concurrency: options.concurrency, prefix: options.queuePrefix }, "render worker ready");

  let closing: Promise<void> | undefined;
  return {
    worker,
    chromium,
    stats: () => chromium.stats(),
    close() {
      closing ??= (async () => {
        await worker.close();
        await Promise.allSettled([chromium.close(), markdown.close(), db.$disconnect()]);
        await redis.quit().catch(() => redis.disconnect());
      })();
      return closing;
    },
  };
}
