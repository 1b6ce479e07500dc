// Composition root: configuration → dependencies → BullMQ worker; graceful shutdown on signals.
import { createServiceRegistry, serveMetrics } from "@quire/metrics";
import { createLogger } from "@quire/logging";
import { createObjectStore } from "@quire/storage";
import { createResendEmailSender } from "./email/resend-email-sender";
import { parseRenderWorkerEnv } from "./env";
import { startRenderWorker } from "./worker/start-render-worker";

const env = (() => {
  try {
    return parseRenderWorkerEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const logger = createLogger({ name: "render-worker", level: env.LOG_LEVEL });

const metrics = createServiceRegistry("render-worker");
const handle = await startRenderWorker({
  metrics,
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  queuePrefix: env.QUEUE_PREFIX,
  chromiumPath: env.CHROMIUM_PATH,
  concurrency: env.RENDER_CONCURRENCY,
  restartAfter: env.BROWSER_RESTART_AFTER,
  warmLanguages: env.MARKDOWN_WARM_LANGUAGES,
  isolation: env.RENDER_ISOLATION,
  sandbox: env.CHROMIUM_SANDBOX,
  store: createObjectStore(env.storage),
  email: env.RESEND_API_KEY
    ? createResendEmailSender({ apiKey: env.RESEND_API_KEY, from: env.EMAIL_FROM, ...(env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : {}) })
    : null,
  logger,
}).catch((error: unknown) => {
  logger.fatal({ err: error }, "render worker failed to start");
  process.exit(1);
});

let stopping = false;
// Ready once Chromium and the Markdown threads are up (startRenderWorker resolved) and until shutdown starts.
const metricsServer = await serveMetrics({ registry: metrics, port: env.RENDER_WORKER_METRICS_PORT, host: env.METRICS_HOST, logger, ready: () => !stopping });

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining in-flight renders");
  // In-flight jobs finish (their own budget bounds the wait); a second signal or the orchestrator's
  // grace period ending still kills us, and BullMQ then re-runs what was left.
  await handle.close();
  await metricsServer?.close();
  logger.info("render worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
