import { Queue, QueueEvents } from "bullmq";
import { AppError, decodeJobFailure, ERROR_STATUS, type ErrorCode } from "@quire/contracts";

// A BullMQ queue the gateway produces to and waits on synchronously (render, extract).
export interface JobQueue {
  queue: Queue;
  events: QueueEvents;
  close(): Promise<void>;
}

/** Approximate length of a queue's events stream (Redis trims whole stream nodes of ~100 entries). */
export const EVENTS_KEPT = 100;

export function createJobQueue({ name, redisUrl, prefix }: { name: string; redisUrl: string; prefix: string }): JobQueue {
  // Producers fail fast when Redis is down (no offline queue); QueueEvents blocks, so it needs
  // unlimited retries per request (BullMQ production guide).
  // The events stream carries every finished job's return value (an extraction's values): keep only
  // a short tail of it — QueueEvents needs the newest entries, the polling fallback covers the rest.
  const queue = new Queue(name, { connection: { url: redisUrl, enableOfflineQueue: false }, prefix, streams: { events: { maxLen: EVENTS_KEPT } } });
  const events = new QueueEvents(name, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
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

/**
 * Runs a queue operation; Redis being unreachable or refusing the write (down, failing over, out of
 * memory) becomes 503 not_ready with Retry-After, never a bare 500.
 */
export async function queueCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("not_ready", "The job queue is unavailable (Redis unreachable); retry shortly.", { headers: { "Retry-After": "5" }, cause: error });
  }
}

/** Back-pressure: refuse before charging when the backlog is already longer than we allow. */
export async function assertCapacity(queue: Queue, maxWaiting: number, what: string): Promise<void> {
  const waiting = await queueCall(() => queue.getWaitingCount());
  if (waiting >= maxWaiting) {
    throw new AppError("pool_busy", `The ${what} pool is saturated; retry after the indicated delay.`, { headers: { "Retry-After": "5" } });
  }
}

export type JobOutcome<T> = { ok: true; result: T } | { ok: false; error: AppError };

/**
 * Retention of finished jobs, a backstop only: the gateway that waits for a job removes it (with
 * its document) the moment it has the outcome (awaitJob). These ages bound how long a job whose
 * gateway died mid-wait keeps its payload; BullMQ trims by age as later jobs of the queue finish.
 */
export const FINISHED_JOB_RETENTION = { removeOnComplete: { age: 60, count: 1000 }, removeOnFail: { age: 60, count: 1000 } } as const;

/**
 * Waits for a job's final state. The QueueEvents message is the fast path, but it can be lost
 * (reconnects), so the job's state is also polled, and the wait is bounded by `ttlMs`. null when
 * the job is gone or still unfinished at the deadline. Redis holds no document at rest: once the
 * outcome is known — or the wait is given up on a job no worker holds — the job (request payload
 * included) is removed; a job a worker still holds is locked and left to its retention.
 */
export async function awaitJob<T>(jq: JobQueue, jobId: string, ttlMs: number, parse: (value: unknown) => T): Promise<JobOutcome<T> | null> {
  const outcome = await waitForOutcome(jq, jobId, ttlMs, parse);
  await jq.queue.remove(jobId).catch(() => undefined);
  return outcome;
}

async function waitForOutcome<T>(jq: JobQueue, jobId: string, ttlMs: number, parse: (value: unknown) => T): Promise<JobOutcome<T> | null> {
  const deadline = Date.now() + ttlMs;
  // `completed:<id>` carries the return value and is only ever emitted for the final state, so it
  // answers the wait by itself. `failed:<id>` is a cue to read the state (then the reason); the
  // periodic read covers a lost event.
  let eventArrived = false;
  let completed: { returnvalue: unknown } | undefined;
  let wake: () => void = () => undefined;
  const onEvent = () => {
    eventArrived = true;
    wake();
  };
  const onCompleted = (args: { returnvalue: unknown }) => {
    completed = args;
    onEvent();
  };
  // Per-job event names are emitted by QueueEvents but absent from its typed listener map.
  const events = jq.events as unknown as NodeJS.EventEmitter;
  events.on(`completed:${jobId}`, onCompleted);
  events.on(`failed:${jobId}`, onEvent);
  try {
    let state = await jq.queue.getJobState(jobId);
    if (state === "unknown") return null;
    for (;;) {
      if (completed) return { ok: true, result: parse(completed.returnvalue) };
      const outcome = await outcomeIn(jq.queue, jobId, state, parse);
      if (outcome || Date.now() >= deadline) return outcome;
      // Wake on the event, or after a second at most to poll again.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(eventArrived ? 50 : 1000, Math.max(0, deadline - Date.now())));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (completed) continue;
      state = await jq.queue.getJobState(jobId);
    }
  } finally {
    events.removeListener(`completed:${jobId}`, onCompleted);
    events.removeListener(`failed:${jobId}`, onEvent);
  }
}

/**
 * The outcome of a job last seen in `state`. The state is read first, then the result fields: read
 * the other way round, a job that finishes in between looks "failed" with the hash of before (no
 * failedReason yet). Only the two result fields are read: the job hash also holds the request (a
 * whole document as base64 for extractions), which is not worth copying out of Redis.
 */
async function outcomeIn<T>(queue: Queue, jobId: string, state: string, parse: (value: unknown) => T): Promise<JobOutcome<T> | null> {
  if (state !== "completed" && state !== "failed") return null;
  const client = await queue.getBackend().client;
  const [returnvalue, failedReason] = await client.hmget(queue.toKey(jobId), "returnvalue", "failedReason");
  if (state === "completed") {
    if (returnvalue == null) return null; // removed between the two reads
    return { ok: true, result: parse(JSON.parse(returnvalue)) };
  }
  return { ok: false, error: decodeFailure(failedReason ?? undefined) };
}

/** BullMQ's reason for a job whose worker died on it twice (a crash, not a queue fault). */
const STALLED_REASON = "job stalled more than allowable limit";

/**
 * Workers report `<code>: <message>` for every failure of their own; only codes of the contract are
 * believed. A reason in no such form was written by BullMQ when the queue itself failed the job —
 * a completion or lock write lost while Redis restarted — so the caller may retry: 503 not_ready.
 * A job that stalled twice crashed its workers, which is ours to look into: 500.
 */
function decodeFailure(reason: string | undefined): AppError {
  const decoded = decodeJobFailure(reason);
  const code = decoded?.code as ErrorCode | undefined;
  if (code && code in ERROR_STATUS && code !== "internal_error") return new AppError(code, decoded!.message);
  if (!decoded && reason && reason !== STALLED_REASON) {
    return new AppError("not_ready", "The job queue lost this job to a fault (Redis); nothing was charged, retry shortly.", {
      headers: { "Retry-After": "5" },
      cause: new Error(reason),
    });
  }
  // The raw reason travels as the cause: logged by the error handler, never sent to the client.
  return new AppError("internal_error", "The job failed unexpectedly; the request id identifies it in our logs.", {
    cause: new Error(reason ?? "no failure reason"),
  });
}
