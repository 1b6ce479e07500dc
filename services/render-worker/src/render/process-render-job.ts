import { encodeJobFailure, renderBytesKey, type EmailOutcome, type RenderJob, type RenderJobResult } from "@quire/contracts";
import { finishedRender, refundCredits, type Db } from "@quire/db";
import type { ObjectStore } from "@quire/storage";
import { UnrecoverableError } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { EmailSender } from "../email/resend-email-sender";
import { classifyFailure } from "./render-failure";
import { markFailed, markProcessing, markRendered } from "./render-rows";
import { renderDocument, type RenderDocumentDeps } from "./render-document";
import { renderStorageKey, storePdf } from "./store-pdf";

export interface RenderJobDeps extends RenderDocumentDeps {
  db: Db;
  /** For handing the bytes to a gateway that asked for application/pdf, where it cannot read the stored file. */
  redis: Redis;
  queuePrefix: string;
  store: ObjectStore | null;
  email: EmailSender | null;
  logger: Logger;
  now?: () => Date;
}

/** Budgets after the render itself, chosen so render budget + these fit the gateway's 60 s window. */
const STORAGE_TIMEOUT_MS = 8_000;
const BYTES_TTL_SECONDS = 120;
const EMAIL_LINK_DAYS = 3;

/**
 * One render job, start to finish. Returns the job result on success. On failure the row is marked
 * `failed` and the credit refunded once no retry will follow, and the thrown error's message is
 * `encodeJobFailure(code, publicMessage)` for the gateway.
 */
export async function processRenderJob(
  deps: RenderJobDeps,
  { job, attemptsMade, attempts }: { job: RenderJob; attemptsMade: number; attempts: number },
): Promise<RenderJobResult> {
  const now = deps.now ?? (() => new Date());
  let log = deps.logger.child({ renderId: job.renderId, attempt: attemptsMade + 1 });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), job.timeoutMs);
  const started = performance.now();
  try {
    // The row update and the Markdown conversion (in renderDocument) do not depend on each other.
    const processing = markProcessing(deps.db, { renderId: job.renderId, now: now() });
    const rendering = renderDocument(deps, { job, signal: controller.signal });
    rendering.catch(() => undefined); // observed below; avoids an unhandled rejection meanwhile
    const row = await processing;
    if (!row) {
      controller.abort();
      // A re-run of a render that finished: its completion was lost to a Redis fault. Answer the row.
      const finished = await finishedRender(deps.db, job.renderId);
      if (finished) {
        log.warn("job re-run after its render finished; answering from the render's row");
        return finished;
      }
      throw new UnrecoverableError(encodeJobFailure("internal_error", "The render is no longer pending."));
    }
    if (row.requestId) log = log.child({ requestId: row.requestId });
    const document = await rendering;
    clearTimeout(timer);

    const key = renderStorageKey(job);
    const printed = performance.now();
    const handOver = () =>
      deps.redis.set(renderBytesKey(deps.queuePrefix, job.renderId), document.pdf, "EX", BYTES_TTL_SECONDS).catch((error: unknown) => {
        log.warn({ err: error }, "could not hand the PDF bytes over through Redis; the gateway falls back to storage");
      });
    // A gateway that asked for the bytes reads them from the file this job stores when the store is
    // the filesystem (the gateway serves that store's links, so it reads the same directory): a
    // copy of a large PDF into Redis and out again would only add work and Redis memory. Other
    // stores hand the bytes through Redis alongside the write: reading back would cost a round trip.
    const viaRedis = job.returnBytes === true && deps.store?.driver !== "fs";
    const [storage] = await Promise.all([storePdf(deps, { key, pdf: document.pdf, timeoutMs: STORAGE_TIMEOUT_MS }), viaRedis ? handOver() : undefined]);
    if (storage.error) log.warn({ err: storage.error }, "storing the PDF failed");
    if (job.returnBytes && !viaRedis && !storage.stored) await handOver();
    const email = job.sendEmail ? await sendEmail(deps, { job, title: document.title, storageKey: storage.storageKey, log }) : undefined;

    await markRendered(deps.db, {
      renderId: job.renderId,
      size: document.pdf.length,
      pages: document.pages,
      stored: storage.stored,
      storageKey: storage.storageKey,
      storageError: storage.storageError,
      title: document.title,
      now: now(),
    });
    log.info(
      {
        size: document.pdf.length,
        pages: document.pages,
        stored: storage.stored,
        ...document.timings,
        afterPrintMs: Math.round(performance.now() - printed),
        totalMs: Math.round(performance.now() - started),
        email: email?.sent,
      },
      "render done",
    );
    return {
      renderId: job.renderId,
      size: document.pdf.length,
      pages: document.pages,
      title: document.title,
      stored: storage.stored,
      ...(storage.storageKey ? { storageKey: storage.storageKey } : {}),
      ...(storage.storageError ? { storageError: storage.storageError } : {}),
      ...(email ? { email } : {}),
    };
  } catch (error) {
    clearTimeout(timer);
    if (error instanceof UnrecoverableError) throw error;
    const failure = classifyFailure(error, { timeoutMs: job.timeoutMs });
    const final = !failure.retryable || attemptsMade + 1 >= attempts;
    log.error({ err: error, code: failure.code, final }, "render failed");
    const reason = encodeJobFailure(failure.code, failure.publicMessage);
    // A new error on purpose: BullMQ stores it as the public failure reason. The cause (its message
    // may hold paths or secrets) is logged above and must not travel with it.
    // eslint-disable-next-line preserve-caught-error
    if (!final) throw new Error(reason);
    await settleFailure(deps, { renderId: job.renderId, code: failure.code, message: failure.publicMessage, now: now() }).catch((settleError: unknown) => {
      // The gateway refunds too (refunds are idempotent), so a database hiccup here loses nothing.
      log.error({ err: settleError }, "could not record the failure");
    });
    throw new UnrecoverableError(reason);
  }
}

/** Final failure: row `failed` with the public message, and the render's credit refunded once. */
export async function settleFailure(
  deps: { db: Db },
  { renderId, code, message, now }: { renderId: string; code: string; message: string; now: Date },
): Promise<void> {
  await markFailed(deps.db, { renderId, code, message, now });
  await refundCredits(deps.db, { operationId: renderId, reason: code });
}

async function sendEmail(
  deps: RenderJobDeps,
  { job, title, storageKey, log }: { job: RenderJob; title: string; storageKey: string | undefined; log: Logger },
): Promise<EmailOutcome> {
  const request = job.sendEmail!;
  if (!deps.email) return { sent: false, error: "email delivery is not configured" };
  if (!deps.store || !storageKey) return { sent: false, error: "the PDF could not be stored, so there is no link to send" };
  let url: string;
  try {
    url = await deps.store.presign(storageKey, { expiresInSeconds: EMAIL_LINK_DAYS * 24 * 3600, filename: `${job.renderId}.pdf` });
  } catch (error) {
    log.warn({ err: error }, "presigning the emailed link failed");
    return { sent: false, error: "could not create the download link" };
  }
  const outcome = await deps.email.sendDownloadLink({
    renderId: job.renderId,
    to: request.to,
    senderName: request.senderName,
    message: request.message,
    title,
    url,
    expiresInDays: EMAIL_LINK_DAYS,
  });
  if (!outcome.sent) log.warn({ emailError: outcome.error }, "emailing the download link failed");
  return outcome;
}
