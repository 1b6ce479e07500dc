import { Worker, UnrecoverableError, type Job } from "bullmq";
import type { Redis } from "ioredis";
import { encodeJobFailure, extractQueueJobSchema, isAppError, QUEUES, type ExtractJobResult, type InspectResult } from "@quire/contracts";
import { runExtractJob, runInspectJob, type ExtractDeps } from "./extract-document";
import type { ExtractMetrics } from "./metrics/extract-metrics";

export interface WorkerDeps extends ExtractDeps {
  connection: Redis;
  logger: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  metrics?: ExtractMetrics;
}

/**
 * The BullMQ worker of the `extract` queue. Contract errors fail the job without retry, with
 * `failedReason` = "<code>: <message>" for the gateway to map; anything else is logged and
 * reported as internal_error (BullMQ retries stalled jobs of a killed worker on its own).
 */
export function startExtractWorker(deps: WorkerDeps, { prefix, concurrency }: { prefix: string; concurrency: number }): Worker {
  const worker = new Worker<unknown, ExtractJobResult | InspectResult>(
    QUEUES.extract,
    async (job: Job<unknown>) => {
      const parsed = extractQueueJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(encodeJobFailure("invalid_request", "Malformed extraction job."));
      const payload = parsed.data;
      const started = Date.now();
      try {
        const result = payload.kind === "inspect" ? await runInspectJob(deps, payload) : await runExtractJob(deps, payload);
        deps.logger.info({ jobId: job.id, requestId: payload.requestId, kind: payload.kind, ms: Date.now() - started }, "extract job done");
        const method = "extraction_method" in result ? result.extraction_method : undefined;
        deps.metrics?.observeJob({ kind: payload.kind, outcome: "ok", ...(method ? { method } : {}) }, (Date.now() - started) / 1000, result.pages);
        return result;
      } catch (error) {
        deps.metrics?.observeJob({ kind: payload.kind, outcome: isAppError(error) ? error.code : "internal_error" }, (Date.now() - started) / 1000);
        if (isAppError(error)) {
          deps.logger.warn({ jobId: job.id, requestId: payload.requestId, code: error.code }, "extract job refused");
          throw new UnrecoverableError(encodeJobFailure(error.code, error.message));
        }
        deps.logger.error({ jobId: job.id, requestId: payload.requestId, err: error }, "extract job crashed");
        throw new UnrecoverableError(encodeJobFailure("internal_error", "Extraction failed."));
      }
    },
    { connection: deps.connection, prefix, concurrency },
  );
  return worker;
}
