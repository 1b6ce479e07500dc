import type { Queue } from "bullmq";
import { QUEUES, renderJobResultSchema, type RenderJob, type RenderJobResult } from "@quire/contracts";
import { awaitJob, createJobQueue, FINISHED_JOB_RETENTION, queueCall, type JobOutcome, type JobQueue } from "../queue/job-queue";

export type RenderQueue = JobQueue;

export function createRenderQueue({ redisUrl, prefix }: { redisUrl: string; prefix: string }): RenderQueue {
  return createJobQueue({ name: QUEUES.render, redisUrl, prefix });
}

export async function enqueueRender(queue: Queue, job: RenderJob): Promise<void> {
  await queueCall(() =>
    queue.add("render", job, {
      jobId: job.renderId,
      // A crashed browser or a killed worker gets one more try; timeouts and oversize are final
      // (the worker throws UnrecoverableError for those).
      attempts: 2,
      backoff: { type: "fixed", delay: 250 },
      ...FINISHED_JOB_RETENTION,
    }),
  );
}

export function awaitRender(rq: RenderQueue, renderId: string, ttlMs: number): Promise<JobOutcome<RenderJobResult> | null> {
  return awaitJob(rq, renderId, ttlMs, (value) => renderJobResultSchema.parse(value));
}
