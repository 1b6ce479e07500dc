import { Job, Queue, QueueEvents } from "bullmq";
import { AppError, ERROR_STATUS, QUEUES, renderJobResultSchema, type ErrorCode, type RenderJob, type RenderJobResult } from "@quire/contracts";

export interface RenderQueue {
  queue: Queue;
  events: QueueEvents;
  close(): Promise<void>;
}

export function createRenderQueue({ redisUrl, prefix }: { redisUrl: string; prefix: string }): RenderQueue {
  // Producers fail fast when Redis is down (no offline queue); QueueEvents blocks, so it needs
  // unlimited retries per request (BullMQ production guide).
  const queue = new Queue(QUEUES.render, { connection: { url: redisUrl, enableOfflineQueue: false }, prefix });
  const events = new QueueEvents(QUEUES.render, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
  queue.on("error", () => undefined);
  events.on("error", () => undefined);
  return {
    queue,
    events,
    async close() {
      await Promise.allSettled([queue.close(), events.close()]);
    },
  };
}

/** Back-pressure: refuse before charging when the backlog is already longer than we allow. */
export async function assertCapacity(queue: Queue, maxWaiting: number): Promise<void> {
  const waiting = await queue.getWaitingCount();
  if (waiting >= maxWaiting) {
    throw new AppError("pool_busy", "The render pool is saturated; retry after the indicated delay.", { headers: { "Retry-After": "5" } });
  }
}

export async function enqueueRender(queue: Queue, job: RenderJob): Promise<void> {
  await queue.add("render", job, {
    jobId: job.renderId,
    // A crashed browser or a killed worker gets one more try; timeouts and oversize are final
    // (the worker throws UnrecoverableError for those).
    attempts: 2,
    backoff: { type: "fixed", delay: 250 },
    removeOnComplete: { age: 3600, count: 10_000 },
    removeOnFail: { age: 24 * 3600, count: 10_000 },
  });
}

export type RenderOutcome = { ok: true; result: RenderJobResult } | { ok: false; error: AppError };

/**
 * Waits for the job's final state. The QueueEvents message is the fast path, but it can be lost
 * (reconnects), so the job's state is also polled, and the wait is bounded by `ttlMs`.
 */
export async function awaitRender(rq: RenderQueue, renderId: string, ttlMs: number): Promise<RenderOutcome | null> {
  const deadline = Date.now() + ttlMs;
  const job = await Job.fromId(rq.queue, renderId);
  if (!job) return null;
  const fast = job.waitUntilFinished(rq.events, ttlMs).then(
    () => true,
    () => true,
  );
  while (Date.now() < deadline) {
    const settled = await Promise.race([fast, sleep(Math.min(1000, Math.max(0, deadline - Date.now()))).then(() => false)]);
    const outcome = await readOutcome(rq.queue, renderId);
    if (outcome) return outcome;
    if (settled) await sleep(50); // event arrived before the state is readable; look again shortly
  }
  return readOutcome(rq.queue, renderId);
}

async function readOutcome(queue: Queue, renderId: string): Promise<RenderOutcome | null> {
  const job = await Job.fromId(queue, renderId);
  if (!job) return null;
  const state = await job.getState();
  if (state === "completed") return { ok: true, result: renderJobResultSchema.parse(job.returnvalue) };
  if (state === "failed") return { ok: false, error: decodeFailure(job.failedReason) };
  return null;
}

/** The worker reports `<code>: <message>`; only codes of the contract are believed. */
function decodeFailure(reason: string | undefined): AppError {
  const match = /^([a-z_]+): (.*)$/s.exec(reason ?? "");
  const code = match?.[1] as ErrorCode | undefined;
  if (code && code in ERROR_STATUS && code !== "internal_error") return new AppError(code, match![2]!);
  return new AppError("internal_error", "The render failed unexpectedly; the request id identifies it in our logs.");
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
