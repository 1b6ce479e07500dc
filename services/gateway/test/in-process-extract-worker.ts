// The real extract worker inside the test process: a BullMQ consumer of the stack's extract queue
// with one sandboxed pdf.js child, and the OCR tier when the test supplies one.
import { Redis } from "ioredis";
import { TEST_REDIS_URL } from "../../../test-support/database";
import { startExtractWorker, type WorkerDeps } from "../../extract-worker/src/extract-worker";
import { ParserPool } from "../../extract-worker/src/parse/parser-pool";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface InProcessExtractWorker {
  close(): Promise<void>;
}

export async function startInProcessExtractWorker({
  prefix,
  parseTimeoutMs = 20_000,
  warm = false,
  ocr,
}: {
  prefix: string;
  /** The pool's own limit; a job's limit from the gateway applies when shorter. */
  parseTimeoutMs?: number;
  /** Start the parser child before the first job. */
  warm?: boolean;
  ocr?: WorkerDeps["ocr"];
}): Promise<InProcessExtractWorker> {
  const pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: parseTimeoutMs });
  if (warm) await pool.warm();
  const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const parse: WorkerDeps["parse"] = (bytes, request) => pool.parse(bytes, request);
  const worker = startExtractWorker({ connection, logger: silent, parse, ...(ocr ? { ocr } : {}) }, { prefix, concurrency: 1 });
  return {
    async close() {
      await worker.close();
      await pool.close();
      await connection.quit();
    },
  };
}
