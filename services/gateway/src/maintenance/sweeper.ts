import { Queue, Worker } from "bullmq";
import { QUEUES } from "@quire/contracts";
import { sweepStuckOperations, type Db } from "@quire/db";
import type { Logger } from "@quire/logging";

export interface Sweeper {
  close(): Promise<void>;
}

/**
 * Runs `sweepStuckOperations` every `intervalMs` on exactly one gateway at a time: a BullMQ job
 * scheduler produces one job per interval however many replicas upsert it, and one worker takes
 * each job. Operations older than `staleAfterMs` (past every budget a live request can still be
 * waiting on) are failed and refunded; expired idempotency records are purged.
 */
export async function startSweeper({
  db,
  redisUrl,
  prefix,
  intervalMs,
  staleAfterMs,
  logger,
}: {
  db: Db;
  redisUrl: string;
  prefix: string;
  intervalMs: number;
  staleAfterMs: number;
  logger: Logger;
}): Promise<Sweeper> {
  const queue = new Queue(QUEUES.maintenance, { connection: { url: redisUrl, enableOfflineQueue: false }, prefix });
  queue.on("error", () => undefined);
  const worker = new Worker(
    QUEUES.maintenance,
    async () => {
      const now = new Date();
      const swept = await sweepStuckOperations(db, { staleBefore: new Date(now.getTime() - staleAfterMs), now });
      if (swept.renders || swept.extractions || swept.orphanCharges) logger.warn(swept, "sweeper settled stuck operations");
      return swept;
    },
    {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix,
      concurrency: 1,
      removeOnComplete: { count: 10 },
      removeOnFail: { count: 50 },
    },
  );
  worker.on("error", (error) => logger.warn({ err: error }, "sweeper worker error"));
  worker.on("failed", (_job, error) => logger.error({ err: error }, "sweep failed"));
  // Redis may be down at start: keep trying in the background rather than refusing to start.
  const schedule = () => queue.upsertJobScheduler("sweep", { every: intervalMs }, { name: "sweep" });
  let retry: NodeJS.Timeout | undefined;
  await schedule().catch((error: unknown) => {
    logger.warn({ err: error }, "could not schedule the sweeper yet; retrying");
    retry = setInterval(
      () =>
        void schedule().then(
          () => clearInterval(retry),
          () => undefined,
        ),
      intervalMs,
    );
    retry.unref();
  });
  return {
    async close() {
      clearInterval(retry);
      await Promise.allSettled([worker.close(), queue.close()]);
    },
  };
}
