import { Redis } from "ioredis";
import { createDb } from "@quire/db";
import { createServiceRegistry, registerQueueDepth, serveMetrics } from "@quire/metrics";
import { createObjectStore, parseStorageConfig } from "@quire/storage";
import { createApp } from "./app";
import { loadClientBundle } from "./dashboard/client-bundle";
import { createResendSignInSender } from "./dashboard/sign-in-email";
import { parseGatewayEnv } from "./env";
import { createLogger } from "@quire/logging";
import { fetchDocument } from "./safe-fetch/fetch-document";
import { createJobQueue } from "./queue/job-queue";
import { createRenderQueue } from "./render/render-queue";
import { makeDrainable } from "./http/drain-server";
import { startSweeper } from "./maintenance/sweeper";
import { answerClientErrors } from "./http/client-errors";
import { QUEUES } from "@quire/contracts";

const env = parseGatewayEnv(process.env);
const storageConfig = parseStorageConfig(process.env);
const logger = createLogger({ level: env.LOG_LEVEL, name: "gateway" });
const db = createDb(env.DATABASE_URL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3, enableOfflineQueue: false });
redis.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
const store = createObjectStore(storageConfig);
const renderQueue = createRenderQueue({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX });
const extractQueue = createJobQueue({ name: QUEUES.extract, redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX });

const metrics = createServiceRegistry("gateway");
registerQueueDepth(metrics, [renderQueue.queue, extractQueue.queue]);
const metricsServer = await serveMetrics({ registry: metrics, port: env.GATEWAY_METRICS_PORT, host: env.METRICS_HOST, logger });

// Built before listening: a dashboard that cannot be built stops the start with its error.
const dashboardBundle = await loadClientBundle();

const app = createApp({
  db,
  redis,
  logger,
  metrics,
  authMode: env.AUTH_MODE,
  prefix: env.QUEUE_PREFIX,
  trustProxyHops: env.TRUST_PROXY_HOPS,
  bodyTimeoutMs: env.BODY_TIMEOUT_MS,
  render: {
    renderQueue,
    store,
    emailConfigured: Boolean(env.RESEND_API_KEY),
    renderTimeoutMs: env.RENDER_TIMEOUT_MS,
    maxQueuedRenders: env.MAX_QUEUED_RENDERS,
    presignTtlSeconds: env.PRESIGN_TTL_SECONDS,
  },
  extract: {
    extractQueue,
    maxQueuedExtractions: env.MAX_QUEUED_EXTRACTIONS,
    parseTimeoutMs: env.PARSE_TIMEOUT_MS,
    fetchTimeoutMs: env.FETCH_TIMEOUT_MS,
    fetchDocument: (url, options) => fetchDocument(url, { ...options, allowHosts: env.FETCH_ALLOW_HOSTS }),
  },
  dashboard: {
    publicBaseUrl: env.PUBLIC_BASE_URL,
    bundle: Promise.resolve(dashboardBundle),
    signInEmail: env.RESEND_API_KEY ? createResendSignInSender({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM }) : null,
  },
  ...(store?.driver === "fs" && storageConfig.driver === "fs" ? { files: { store, secret: storageConfig.signingSecret } } : {}),
});
// Past every budget a live request can still be waiting on (a render, or a fetch plus an inspect and
// an extract job, each wait with the gateway's 15 s grace), with a minute to spare: only operations
// a dead process left behind.
const staleAfterMs = env.SWEEP_STALE_AFTER_MS ?? Math.max(env.RENDER_TIMEOUT_MS + 15_000, env.FETCH_TIMEOUT_MS + 2 * (env.PARSE_TIMEOUT_MS + 15_000)) + 60_000;
const sweeper = await startSweeper({ db, redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, intervalMs: env.SWEEP_INTERVAL_MS, staleAfterMs, logger });

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST, storage: storageConfig.driver, email: Boolean(env.RESEND_API_KEY) }, "gateway listening");
});
// Renders may take up to ~60 s; keep requests open a little longer than that.
answerClientErrors(server, { requestTimeoutMs: 120_000 });
const drainable = makeDrainable(server);
// The longest synchronous wait a request can be in (render budget, or parse budget + its margin), plus slack.
const drainGraceMs = Math.max(env.RENDER_TIMEOUT_MS, env.PARSE_TIMEOUT_MS + 15_000) + 10_000;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal, graceMs: drainGraceMs }, "gateway draining: no new connections, answering in-flight requests");
  const { cut } = await drainable.drain(drainGraceMs);
  logger.info({ cut }, "gateway drained");
  await Promise.allSettled([metricsServer?.close(), sweeper.close(), renderQueue.close(), extractQueue.close(), db.$disconnect(), redis.quit()]);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
