import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { QueueEvents, UnrecoverableError, Worker } from "bullmq";
import { encodeJobFailure } from "@quire/contracts";
import { TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { awaitJob, createJobQueue, type JobQueue } from "../src/queue/job-queue";

// The gateway's synchronous wait against a real Redis and a real BullMQ worker: the completed
// event answers it on its own, a lost event only delays it, failures keep their code.

const NAME = "await-job";
const prefix = testPrefix();
const parse = (value: unknown) => value as { echo: number };

interface TestJob {
  value: number;
  delayMs?: number;
  fail?: boolean;
  /** A reason in BullMQ's own words instead of a worker's `<code>: <message>`. */
  rawFailure?: string;
}

let jobs: JobQueue;
let deafEvents: QueueEvents;
let worker: Worker<TestJob>;

beforeAll(async () => {
  jobs = createJobQueue({ name: NAME, redisUrl: TEST_REDIS_URL, prefix });
  // Listening under another prefix, it never hears this queue: every event is "lost".
  deafEvents = new QueueEvents(NAME, { connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null }, prefix: `${prefix}-deaf` });
  await Promise.all([jobs.events.waitUntilReady(), deafEvents.waitUntilReady()]);
  worker = new Worker<TestJob>(
    NAME,
    async (job) => {
      await new Promise((resolve) => setTimeout(resolve, job.data.delayMs ?? 0));
      if (job.data.rawFailure) throw new UnrecoverableError(job.data.rawFailure);
      if (job.data.fail) throw new UnrecoverableError(encodeJobFailure("render_timeout", "The render did not finish within the 45 s budget."));
      return { echo: job.data.value };
    },
    { connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null }, prefix },
  );
});

afterAll(async () => {
  await worker.close();
  await deafEvents.close();
  await jobs.queue.obliterate({ force: true });
  await jobs.close();
});

describe("awaitJob", () => {
  it("answers from the completed event without reading the job again", async () => {
    await jobs.queue.add("t", { value: 7, delayMs: 300 }, { jobId: "evented" });
    const stateReads = jest.spyOn(jobs.queue, "getJobState");
    try {
      expect(await awaitJob(jobs, "evented", 10_000, parse)).toEqual({ ok: true, result: { echo: 7 } });
      expect(stateReads).toHaveBeenCalledTimes(1); // the read that checks the job exists
    } finally {
      stateReads.mockRestore();
    }
  });

  it("still answers when the event is lost, from the job's state", async () => {
    await jobs.queue.add("t", { value: 8, delayMs: 100 }, { jobId: "unheard" });
    expect(await awaitJob({ ...jobs, events: deafEvents }, "unheard", 10_000, parse)).toEqual({ ok: true, result: { echo: 8 } });
  });

  it("keeps the worker's error code for a failed job, with or without the event", async () => {
    await jobs.queue.add("t", { value: 0, fail: true, delayMs: 100 }, { jobId: "failing" });
    await jobs.queue.add("t", { value: 0, fail: true, delayMs: 100 }, { jobId: "failing-unheard" });
    for (const [events, id] of [
      [jobs.events, "failing"],
      [deafEvents, "failing-unheard"],
    ] as const) {
      const outcome = await awaitJob({ ...jobs, events }, id, 10_000, parse);
      expect(outcome?.ok).toBe(false);
      expect(outcome && !outcome.ok && { code: outcome.error.code, message: outcome.error.message }).toEqual({
        code: "render_timeout",
        message: "The render did not finish within the 45 s budget.",
      });
    }
  });

  it("answers a job the queue itself failed (a lost write) 503 not_ready, and one that stalled twice 500", async () => {
    await jobs.queue.add("t", { value: 0, rawFailure: "Connection is closed." }, { jobId: "queue-fault" });
    await jobs.queue.add("t", { value: 0, rawFailure: "job stalled more than allowable limit" }, { jobId: "stalled-twice" });
    const lost = await awaitJob(jobs, "queue-fault", 10_000, parse);
    expect(lost && !lost.ok && { code: lost.error.code, retryAfter: lost.error.headers["Retry-After"] }).toEqual({ code: "not_ready", retryAfter: "5" });
    const crashed = await awaitJob(jobs, "stalled-twice", 10_000, parse);
    expect(crashed && !crashed.ok && crashed.error.code).toBe("internal_error");
  });

  it("is null for a job that does not exist, and for one still running at the deadline", async () => {
    expect(await awaitJob(jobs, "never-added", 10_000, parse)).toBeNull();
    await jobs.queue.add("t", { value: 9, delayMs: 2_000 }, { jobId: "slow" });
    expect(await awaitJob(jobs, "slow", 300, parse)).toBeNull();
  });
});
