import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Queue, QueueEvents, type Worker } from "bullmq";
import { Redis } from "ioredis";
import { extractJobResultSchema, inspectResultSchema, QUEUES } from "@quire/contracts";
import { TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { createServiceRegistry } from "@quire/metrics";
import { startExtractWorker } from "../src/extract-worker";
import { registerExtractMetrics } from "../src/metrics/extract-metrics";
import { ParserPool } from "../src/parse/parser-pool";
import { testDocument } from "../../../test-support/documents/test-documents";

// The worker against a real Redis with its own queue prefix: jobs in, envelopes (or coded
// failures the gateway can map) out.

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("extract worker (BullMQ)", () => {
  const prefix = testPrefix();
  const registry = createServiceRegistry("extract-worker");
  let pool: ParserPool;
  let worker: Worker;
  let queue: Queue;
  let events: QueueEvents;
  let connection: Redis;
  const clients: Redis[] = [];
  const client = () => {
    const c = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 20_000 });
    connection = client();
    worker = startExtractWorker(
      { connection, logger: silent, metrics: registerExtractMetrics(registry), parse: (b, r) => pool.parse(b, r) },
      { prefix, concurrency: 1 },
    );
    queue = new Queue(QUEUES.extract, { connection: client(), prefix });
    events = new QueueEvents(QUEUES.extract, { connection: client(), prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await worker.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await Promise.all(clients.map((c) => c.quit()));
    await pool.close();
  });

  const base = (pdf: Uint8Array) => ({
    extractionId: "ext_1",
    accountId: "acc_1",
    documentBase64: Buffer.from(pdf).toString("base64"),
    maxPages: 50,
    requestId: "req_1",
  });

  it("runs full_text and returns the envelope without id/credits/duration", async () => {
    const job = await queue.add("extract", { kind: "extract", preset: "full_text", ...base(new Uint8Array(testDocument("invoice-letter-one-page"))) });
    const result = extractJobResultSchema.parse(await job.waitUntilFinished(events, 30_000));
    expect(result.extraction_method).toBe("deterministic");
    expect(result.pages).toBe(1);
    expect(result.scannedPages).toEqual([]);
    expect(String(result.data.text)).toContain("Invoice Number:\t58300412");
    expect(result.fields["pages[0].text"]).toMatchObject({ page: 1, method: "deterministic", confidence: 1 });
  });

  it("runs inspect with the cost of each tier", async () => {
    const job = await queue.add("inspect", { kind: "inspect", ...base(new Uint8Array(testDocument("tables-ruled"))) });
    const result = inspectResultSchema.parse(await job.waitUntilFinished(events, 30_000));
    expect(result.pages).toBe(result.text_layer.length);
    expect(result.scanned_pages).toEqual([]);
    expect(result.costs.deterministic).toBe(Math.ceil(result.pages / 20));
    expect(result.encrypted).toBe(false);
  });

  it("fails a non-PDF with a coded reason and no retry", async () => {
    const job = await queue.add("extract", { kind: "extract", preset: "table_dump", ...base(new TextEncoder().encode("hello")) });
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(/^unsupported_document: /);
  });

  it("counts jobs by kind, outcome and tier, and the pages read (the /metrics series)", async () => {
    const series = async (name: string) => (await registry.getMetricsAsJSON()).find((metric) => metric.name === name)?.values ?? [];
    const count = async (name: string, labels: Record<string, string>) =>
      (await series(name)).find((entry) => Object.entries(labels).every(([key, value]) => String(entry.labels[key]) === value))?.value;
    // The three jobs above: one full_text extraction (1 page), one inspect, one refused document.
    expect(await count("quire_extract_jobs_total", { kind: "extract", outcome: "ok", method: "deterministic" })).toBe(1);
    expect(await count("quire_extract_jobs_total", { kind: "inspect", outcome: "ok" })).toBe(1);
    expect(await count("quire_extract_jobs_total", { kind: "extract", outcome: "unsupported_document" })).toBe(1);
    expect(await count("quire_extract_pages_total", { method: "deterministic" })).toBe(1);
  });
});
