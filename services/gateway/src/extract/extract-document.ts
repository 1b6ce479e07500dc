import {
  AppError,
  PLAN_LIMITS,
  extractJobResultSchema,
  extractRequestSchema,
  inspectRequestSchema,
  inspectResultSchema,
  creditsForTier,
  type ExtractRequest,
  type ExtractionEnvelope,
  type InspectResult,
  type PlanName,
} from "@quire/contracts";
import { chargeCredits, failExtraction, finishExtraction, newId, type Db } from "@quire/db";
import { validate } from "../http/validate";
import { assertCapacity, awaitJob, FINISHED_JOB_RETENTION, queueCall, type JobQueue } from "../queue/job-queue";
import { checkCustomSchema } from "./custom-schema";
import { loadDocument, type FetchDocument, type LoadedDocument } from "./load-document";

export interface ExtractDeps {
  db: Db;
  extractQueue: JobQueue;
  fetchDocument: FetchDocument;
  maxQueuedExtractions: number;
  /** Parse time limit handed to the worker (→ 504 render_timeout, the contract's code). */
  parseTimeoutMs: number;
  fetchTimeoutMs: number;
  now: () => Date;
}

interface CallInput {
  accountId: string;
  plan: PlanName;
  body: unknown;
  requestId: string;
  source: "web" | "api" | "mcp";
}

function exactlyOne(a: unknown, b: unknown, message: string): void {
  if ((a === undefined) === (b === undefined)) throw new AppError("invalid_request", message);
}

const JOB_OPTIONS = { attempts: 1, ...FINISHED_JOB_RETENTION } as const;

export async function extractDocument(deps: ExtractDeps, input: CallInput): Promise<ExtractionEnvelope> {
  const started = Date.now();
  const request = validate(extractRequestSchema, input.body);
  exactlyOne(request.file_base64, request.file_url, "Send exactly one of `file_base64` or `file_url`.");
  exactlyOne(request.preset, request.schema, "Send exactly one of `preset` or `schema`.");
  if (request.schema) checkCustomSchema(request.schema);

  const extractionId = newId("ext");
  await assertCapacity(deps.extractQueue.queue, deps.maxQueuedExtractions, "extraction");
  // Credits are checked before any download or parsing: the smallest possible cost is charged now;
  // with ocr_fallback the full cost of the tier that will run is reserved after inspecting the
  // document and before any OCR (reserveForOcr), otherwise the rest once the tier that ran is known.
  await chargeCredits(deps.db, { accountId: input.accountId, plan: input.plan, operationId: extractionId, credits: 1, reason: "extract", now: deps.now() });
  // From here credits are reserved: everything that follows is one guarded block whose every
  // failure fails the record and refunds each part of the charge (at most once) before answering.
  // A process that dies in here is settled by the sweeper (maintenance/sweeper.ts).
  try {
    return await runExtraction(deps, { input, request, extractionId, started });
  } catch (error) {
    const code = error instanceof AppError ? error.code : "internal_error";
    await failExtraction(deps.db, { id: extractionId, accountId: input.accountId, code, now: deps.now() })
      .then(() => deps.db.extraction.updateMany({ where: { id: extractionId, status: "failed" }, data: { durationMs: Date.now() - started } }))
      .catch(() => undefined); // the original error is what the caller needs; the sweeper retries the settlement
    throw error;
  }
}

async function runExtraction(
  deps: ExtractDeps,
  { input, request, extractionId, started }: { input: CallInput; request: ExtractRequest; extractionId: string; started: number },
): Promise<ExtractionEnvelope> {
  await deps.db.extraction.create({
    data: {
      id: extractionId,
      accountId: input.accountId,
      source: input.source,
      preset: request.preset ?? null,
      status: "processing",
      requestId: input.requestId,
    },
  });
  const document = await loadDocument(
    { fileBase64: request.file_base64, fileUrl: request.file_url },
    { plan: input.plan, fetchDocument: deps.fetchDocument, fetchTimeoutMs: deps.fetchTimeoutMs },
  );
  const reserved = request.ocr_fallback ? await reserveForOcr(deps, { input, extractionId, document }) : 1;
  await queueCall(() =>
    deps.extractQueue.queue.add(
      "extract",
      {
        kind: "extract",
        extractionId,
        accountId: input.accountId,
        documentBase64: document.base64,
        maxPages: PLAN_LIMITS[input.plan].maxDocumentPages,
        requestId: input.requestId,
        timeoutMs: deps.parseTimeoutMs,
        ocrFallback: request.ocr_fallback,
        ...(request.preset ? { preset: request.preset } : { schema: request.schema }),
      },
      { jobId: extractionId, ...JOB_OPTIONS },
    ),
  );
  const outcome = await queueCall(() =>
    awaitJob(deps.extractQueue, extractionId, deps.parseTimeoutMs + 15_000, (value) => extractJobResultSchema.parse(value)),
  );
  if (!outcome) throw new AppError("render_timeout", "The extraction did not finish within its time limit.");
  if (!outcome.ok) throw outcome.error;
  const result = outcome.result;

  const credits = creditsForTier(result.extraction_method, { pages: result.pages, scannedPages: result.scannedPages.length });
  if (credits > reserved) {
    // A tier nobody reserved for ran (the model, whose configuration only the worker knows).
    await chargeCredits(deps.db, {
      accountId: input.accountId,
      plan: input.plan,
      operationId: `${extractionId}:${reserved > 1 ? "extra" : "rest"}`,
      credits: credits - reserved,
      reason: `extract ${result.extraction_method}`,
      now: deps.now(),
    });
  }
  const durationMs = Date.now() - started;
  // Guarded on the record still being live (one the sweeper already failed stays failed and
  // refunded); the unused part of a reservation is given back in the same transaction.
  const finished = await finishExtraction(deps.db, {
    id: extractionId,
    credits,
    unusedCredits: Math.max(0, reserved - credits),
    data: {
      method: result.extraction_method,
      pages: result.pages,
      scannedPages: result.scannedPages.length,
      sizeBytes: result.size_bytes,
      fieldsPopulated: Object.keys(result.fields).length,
      warningsCount: result.warnings.length,
      durationMs,
      completedAt: deps.now(),
    },
  });
  if (!finished) throw new AppError("render_timeout", "The extraction did not finish within its time limit.");
  return {
    id: extractionId,
    data: result.data,
    fields: result.fields,
    extraction_method: result.extraction_method,
    warnings: result.warnings,
    credits_charged: credits,
    pages: result.pages,
    size_bytes: result.size_bytes,
    duration_ms: durationMs,
  };
}

/**
 * With ocr_fallback, OCR (seconds of work per page) must be paid for before it runs: the document
 * is inspected first (a parse, no OCR) and the full cost of the tier that will run — OCR when there
 * are scanned pages, else the rules — is reserved under `${id}:rest` on top of the 1 credit already
 * taken. An account that cannot afford it gets 429 before any OCR work. Returns the credits reserved.
 */
async function reserveForOcr(
  deps: ExtractDeps,
  { input, extractionId, document }: { input: CallInput; extractionId: string; document: LoadedDocument },
): Promise<number> {
  const inspected = await inspectLoaded(deps, { input, document, jobId: `${extractionId}-inspect` });
  const ocrWillRun = inspected.scanned_pages.length > 0 && inspected.ocr_allowed;
  const reserved = Math.max(inspected.costs.deterministic, ocrWillRun ? inspected.costs.ocr : 0);
  if (reserved > 1) {
    await chargeCredits(deps.db, {
      accountId: input.accountId,
      plan: input.plan,
      operationId: `${extractionId}:rest`,
      credits: reserved - 1,
      reason: "extract reservation",
      now: deps.now(),
    });
  }
  return reserved;
}

/** The free Inspect operation: never billed (rate-limited like every call). */
export async function inspectDocument(deps: ExtractDeps, input: CallInput): Promise<InspectResult> {
  const request = validate(inspectRequestSchema, input.body);
  exactlyOne(request.file_base64, request.file_url, "Send exactly one of `file_base64` or `file_url`.");
  await assertCapacity(deps.extractQueue.queue, deps.maxQueuedExtractions, "extraction");
  const document = await loadDocument(
    { fileBase64: request.file_base64, fileUrl: request.file_url },
    { plan: input.plan, fetchDocument: deps.fetchDocument, fetchTimeoutMs: deps.fetchTimeoutMs },
  );
  return inspectLoaded(deps, { input, document, jobId: newId("ext") });
}

async function inspectLoaded(
  deps: ExtractDeps,
  { input, document, jobId }: { input: CallInput; document: LoadedDocument; jobId: string },
): Promise<InspectResult> {
  await queueCall(() =>
    deps.extractQueue.queue.add(
      "inspect",
      {
        kind: "inspect",
        extractionId: jobId,
        accountId: input.accountId,
        documentBase64: document.base64,
        maxPages: PLAN_LIMITS[input.plan].maxDocumentPages,
        requestId: input.requestId,
        timeoutMs: deps.parseTimeoutMs,
      },
      { jobId, ...JOB_OPTIONS },
    ),
  );
  const outcome = await queueCall(() => awaitJob(deps.extractQueue, jobId, deps.parseTimeoutMs + 15_000, (value) => inspectResultSchema.parse(value)));
  if (!outcome) throw new AppError("render_timeout", "Inspecting the document did not finish within its time limit.");
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}
