import type { Redis } from "ioredis";
import {
  AppError,
  PLAN_LIMITS,
  formatBytes,
  renderRequestSchema,
  type PlanName,
  type RenderJobResult,
  type RenderPostResult,
  type RenderRequest,
} from "@quire/contracts";
import { chargeCredits, claimIdempotencyKey, failRender, finishedRender, newId, parseIdempotencyKey, releaseIdempotencyKey, type Db } from "@quire/db";
import type { ObjectStore } from "@quire/storage";
import { serviceSource } from "../http/service-source";
import { validate } from "../http/validate";
import { decideEmail } from "./email-preconditions";
import { assertCapacity, queueCall, type JobOutcome } from "../queue/job-queue";
import { awaitRender, enqueueRender, type RenderQueue } from "./render-queue";
import { resolveTemplateAndTheme, type ResolvedTemplateAndTheme } from "./resolve-template-and-theme";
import { openRenderedPdf, type RenderedPdf } from "./rendered-pdf";
import { presignRender, toReplay } from "./render-views";

export interface RenderDeps {
  db: Db;
  redis: Redis;
  renderQueue: RenderQueue;
  store: ObjectStore | null;
  prefix: string;
  emailConfigured: boolean;
  renderTimeoutMs: number;
  /** Waiting jobs at which new renders are refused with 503 pool_busy. */
  maxQueuedRenders: number;
  presignTtlSeconds: number;
  now: () => Date;
}

export interface CreateRenderInput {
  accountId: string;
  plan: PlanName;
  body: unknown;
  idempotencyHeader: string | string[] | undefined;
  sourceHeader: string | string[] | undefined;
  wantsPdf: boolean;
  requestId: string;
}

export type CreateRenderOutput =
  { kind: "json"; result: RenderPostResult; replayed: boolean } | { kind: "pdf"; renderId: string; pdf: RenderedPdf; emailHeader?: string };

export async function createRender(deps: RenderDeps, input: CreateRenderInput): Promise<CreateRenderOutput> {
  const request = validate(renderRequestSchema, input.body, "request body", { freeText: ["markdown"] });
  const limit = PLAN_LIMITS[input.plan].maxMarkdownBytes;
  const size = Buffer.byteLength(request.markdown, "utf8");
  if (size > limit) {
    throw new AppError(
      "input_too_large",
      `Markdown is ${formatBytes(size)} (${size} bytes); the ${input.plan} plan allows ${formatBytes(limit)} (${limit} bytes).`,
    );
  }
  const idempotencyKey = parseIdempotencyKey(input.idempotencyHeader);
  const presentation = await resolveTemplateAndTheme(deps.db, {
    accountId: input.accountId,
    template: request.template,
    theme: request.theme,
    format: request.format,
  });
  const email = decideEmail(request.sendEmail, { plan: input.plan, emailConfigured: deps.emailConfigured, storageConfigured: deps.store !== null });
  const source = serviceSource(input.sourceHeader);

  const renderId = newId("rnd");
  if (idempotencyKey) {
    const replay = await claimOrReplay(deps, { accountId: input.accountId, key: idempotencyKey, renderId });
    if (replay) return { kind: "json", result: replay, replayed: true };
  }

  try {
    await assertCapacity(deps.renderQueue.queue, deps.maxQueuedRenders, "render");
    await chargeCredits(deps.db, { accountId: input.accountId, plan: input.plan, operationId: renderId, credits: 1, reason: "render", now: deps.now() });
  } catch (error) {
    if (idempotencyKey) await releaseIdempotencyKey(deps.db, { accountId: input.accountId, key: idempotencyKey, renderId });
    throw error;
  }

  // From here a credit is reserved. Everything that follows sits in this one guarded block: any way
  // out of it that is not a delivered render (a failed row insert, Redis down on enqueue, a worker
  // failure, a timeout) fails the row, refunds the credit and releases the key before answering.
  // A process that dies in here is settled by the sweeper (maintenance/sweeper.ts).
  try {
    return await runRender(deps, { input, request, presentation, email, source, renderId, size });
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError("internal_error", "The render failed unexpectedly.");
    await failRender(deps.db, { id: renderId, accountId: input.accountId, code: failure.code, message: failure.message, now: deps.now() }).catch(
      () => undefined,
    ); // the original error is what the caller needs; the sweeper retries the settlement
    throw error;
  }
}

interface RunRender {
  input: CreateRenderInput;
  request: RenderRequest;
  presentation: ResolvedTemplateAndTheme;
  email: ReturnType<typeof decideEmail>;
  source: ReturnType<typeof serviceSource>;
  renderId: string;
  size: number;
}

async function runRender(deps: RenderDeps, { input, request, presentation, email, source, renderId, size }: RunRender): Promise<CreateRenderOutput> {
  await deps.db.render.create({
    data: {
      id: renderId,
      accountId: input.accountId,
      status: "queued",
      source,
      format: presentation.format,
      title: request.title ?? "",
      themeRef: presentation.themeRef,
      templateId: presentation.templateId ?? null,
      markdownBytes: size,
      requestId: input.requestId,
    },
  });
  await enqueueRender(deps.renderQueue.queue, {
    renderId,
    accountId: input.accountId,
    markdown: request.markdown,
    format: presentation.format,
    theme: presentation.theme,
    styles: presentation.styles,
    ...(request.title !== undefined ? { title: request.title } : {}),
    returnBytes: input.wantsPdf,
    ...(email.send ? { sendEmail: email.send } : {}),
    timeoutMs: deps.renderTimeoutMs,
  });

  const outcome = await queueCall(() => awaitRender(deps.renderQueue, renderId, deps.renderTimeoutMs + 15_000));
  // The worker settles its own failures; a job BullMQ failed without it (stalled twice) or a wait
  // that ran out is settled by the caller's guard. Status guards keep whichever side wrote first.
  if (!outcome) throw await abandon(deps, renderId);
  const result = await deliveredResult(deps, renderId, outcome);

  const emailOutcome = result.email ?? email.outcome;
  if (input.wantsPdf) {
    const pdf = await openRenderedPdf(deps, { renderId, result });
    // The render is finished and kept (re-downloadable, replayable by key): the charge stands.
    if (!pdf) throw new AppError("internal_error", "The rendered PDF could not be retrieved.");
    return { kind: "pdf", renderId, pdf, ...(emailOutcome ? { emailHeader: emailHeaderValue(emailOutcome) } : {}) };
  }
  const url = await presignRender(deps.store, { id: renderId, storageKey: result.storageKey ?? null, stored: result.stored }, deps.presignTtlSeconds);
  return {
    kind: "json",
    replayed: false,
    result: {
      id: renderId,
      status: "rendered",
      size: result.size,
      ...(url ? { url } : {}),
      stored: result.stored,
      ...(result.storageError ? { storageError: result.storageError } : {}),
      ...(emailOutcome ? { email: emailOutcome } : {}),
    },
  };
}

/**
 * `x-email-sent` (Accept: application/pdf): `true`, `false; skipped=free_tier` or
 * `false; error=<reason>` — the value format the contract leaves to us (documented in OpenAPI).
 */
function emailHeaderValue(outcome: { sent: boolean; skipped?: string; error?: string }): string {
  if (outcome.sent) return "true";
  if (outcome.skipped) return `false; skipped=${outcome.skipped}`;
  return `false; error=${(outcome.error ?? "unknown").replace(/[^\x20-\x7e]/g, "?").slice(0, 200)}`;
}

/**
 * The job's result; for a failed job, the render's own row when that says it finished. A job can end
 * failed after its render finished (Redis lost the completion on the last attempt): the row is the
 * truth, so a delivered render is answered rather than failed with its charge kept.
 */
async function deliveredResult(deps: RenderDeps, renderId: string, outcome: JobOutcome<RenderJobResult>): Promise<RenderJobResult> {
  if (outcome.ok) return outcome.result;
  const finished = await finishedRender(deps.db, renderId);
  if (!finished) throw outcome.error;
  return finished;
}

/** The wait ran out: take the job off the queue if it never started, and fail the render. */
async function abandon(deps: RenderDeps, renderId: string): Promise<AppError> {
  // Redis down now leaves the job be: should it still run, its row is failed and stays failed.
  const job = await deps.renderQueue.queue.getJob(renderId).catch(() => undefined);
  await job?.remove().catch(() => undefined); // an active job is locked; its own budget ends it
  return new AppError("render_timeout", `The render did not finish within the ${Math.round(deps.renderTimeoutMs / 1000)} s budget.`);
}

/**
 * With an Idempotency-Key: claim it for `renderId`, or — when a live render already holds it —
 * wait for that render and answer it again (JSON, fresh url, `replayed: true`, no charge).
 */
async function claimOrReplay(
  deps: RenderDeps,
  { accountId, key, renderId }: { accountId: string; key: string; renderId: string },
): Promise<RenderPostResult | null> {
  const deadline = Date.now() + deps.renderTimeoutMs + 20_000;
  while (Date.now() < deadline) {
    const claim = await claimIdempotencyKey(deps.db, { accountId, key, renderId, now: deps.now() });
    if (claim.claimed) return null;
    const original = await deps.db.render.findFirst({ where: { id: claim.renderId, accountId } });
    if (original?.status === "rendered") {
      return toReplay(original, await presignRender(deps.store, original, deps.presignTtlSeconds));
    }
    // In flight (or its row is being created): wait, then look again. A failed original is taken
    // over by the next claim.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new AppError("render_timeout", "A render with this Idempotency-Key is still in progress; retry later.");
}
