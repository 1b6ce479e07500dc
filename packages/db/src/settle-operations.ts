import type { Db } from "./client";
import { refundInTransaction } from "./credit-ledger";
import type { Prisma } from "./generated/client";
import { purgeExpiredIdempotency } from "./idempotency";

// The failure half of the one money path. From the moment an operation (render or extraction) is
// charged, it ends either finished (record `rendered`/`succeeded`, charge kept) or failed (record
// `failed`, charge refunded, idempotency key released). Every step here is idempotent and guarded
// on the record still being live, so the gateway, the workers and the sweeper may all race to
// settle the same operation and the outcome is still exactly one of the two.

export interface FailOperation {
  id: string;
  accountId: string;
  code: string;
  message: string;
  now: Date;
}

/**
 * Fails a render that has not finished and refunds its credit. A render that already finished is
 * left alone (it was delivered, or is re-downloadable: the charge stands). A missing row (its insert
 * failed, or the gateway died before it) is created as `failed` so the refund has a record.
 */
export async function failRender(db: Db, { id, accountId, code, message, now }: FailOperation): Promise<"failed" | "finished"> {
  const storedMessage = message.slice(0, 500);
  // One transaction: nobody ever sees the row failed with its credit not yet back, or its key held.
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Array<{ status: string }>>`
      INSERT INTO renders (id, account_id, status, error_code, error_message, completed_at)
      VALUES (${id}, ${accountId}, 'failed'::"RenderStatus", ${code}, ${storedMessage}, ${now})
      ON CONFLICT (id) DO UPDATE SET status = 'failed'::"RenderStatus", error_code = EXCLUDED.error_code,
        error_message = EXCLUDED.error_message, completed_at = EXCLUDED.completed_at
        WHERE renders.status IN ('queued', 'processing')
      RETURNING status::text AS status`;
    if (!row) {
      // Not live: either finished (keep the charge) or failed by someone else (refund, once).
      const [current] = await tx.$queryRaw<Array<{ status: string }>>`SELECT status::text AS status FROM renders WHERE id = ${id}`;
      if (current?.status === "rendered") return "finished";
    }
    await refundInTransaction(tx, { operationId: id, reason: code });
    await tx.$executeRaw`DELETE FROM idempotency_records WHERE render_id = ${id}`;
    return "failed";
  });
}

/** The same for an extraction: every part of its charge is refunded (each at most once). */
export async function failExtraction(db: Db, { id, accountId, code, now }: Omit<FailOperation, "message">): Promise<"failed" | "finished"> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Array<{ status: string }>>`
      INSERT INTO extractions (id, account_id, status, error_code, credits_charged, completed_at)
      VALUES (${id}, ${accountId}, 'failed', ${code}, 0, ${now})
      ON CONFLICT (id) DO UPDATE SET status = 'failed', error_code = EXCLUDED.error_code, credits_charged = 0,
        completed_at = EXCLUDED.completed_at
        WHERE extractions.status = 'processing'
      RETURNING status`;
    if (!row) {
      const [current] = await tx.$queryRaw<Array<{ status: string }>>`SELECT status FROM extractions WHERE id = ${id}`;
      if (current?.status === "succeeded") return "finished";
    }
    for (const operationId of extractionOperationIds(id)) await refundInTransaction(tx, { operationId, reason: code });
    return "failed";
  });
}

/**
 * The ledger operations an extraction may be charged under: the minimum taken before anything is
 * read, the rest of the reservation (or, without one, the top-up once the tier is known), and a
 * top-up beyond a reservation (a tier that was not reserved for ran, e.g. the model).
 */
export function extractionOperationIds(extractionId: string): string[] {
  return [extractionId, `${extractionId}:rest`, `${extractionId}:extra`];
}

/**
 * The success half for an extraction: in one transaction, marks the record `succeeded` with what it
 * costs (guarded on it still being live) and gives back the unused part of its reservation (held
 * under `${id}:rest`) exactly once. Either both happen or neither: a record the sweeper already
 * failed stays failed and fully refunded. Returns false when the record was no longer live.
 */
export async function finishExtraction(
  db: Db,
  {
    id,
    credits,
    unusedCredits,
    data,
  }: { id: string; credits: number; unusedCredits: number; data: Omit<Prisma.ExtractionUpdateManyMutationInput, "status" | "creditsCharged"> },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.extraction.updateMany({ where: { id, status: "processing" }, data: { ...data, status: "succeeded", creditsCharged: credits } });
    if (count !== 1) return false;
    if (unusedCredits > 0) await refundInTransaction(tx, { operationId: `${id}:rest`, reason: "extract unused reservation", credits: unusedCredits });
    return true;
  });
}

export interface SweepResult {
  renders: number;
  extractions: number;
  /** Charges whose operation had no live record (a process died in between) or a failed one. */
  orphanCharges: number;
  idempotencyPurged: number;
}

const SWEEP_CODE = "render_timeout";
const SWEEP_MESSAGE = "The operation did not finish within its budget and was failed by the sweeper; its credits were refunded.";

/**
 * Settles everything a dead or cut-off process left behind: records still `queued`/`processing`
 * created before `staleBefore`, charges older than that whose record is missing or failed but not
 * refunded, and expired idempotency records. Safe to run concurrently with live traffic: only
 * operations past every budget are touched, and every step is guarded.
 */
export async function sweepStuckOperations(db: Db, { staleBefore, now }: { staleBefore: Date; now: Date }): Promise<SweepResult> {
  const result: SweepResult = { renders: 0, extractions: 0, orphanCharges: 0, idempotencyPurged: 0 };
  const renders = await db.$queryRaw<Array<{ id: string; account_id: string }>>`
    SELECT id, account_id FROM renders WHERE status IN ('queued', 'processing') AND created_at < ${staleBefore} LIMIT 1000`;
  for (const render of renders) {
    if ((await failRender(db, { id: render.id, accountId: render.account_id, code: SWEEP_CODE, message: SWEEP_MESSAGE, now })) === "failed")
      result.renders += 1;
  }
  const extractions = await db.$queryRaw<Array<{ id: string; account_id: string }>>`
    SELECT id, account_id FROM extractions WHERE status = 'processing' AND created_at < ${staleBefore} LIMIT 1000`;
  for (const extraction of extractions) {
    if ((await failExtraction(db, { id: extraction.id, accountId: extraction.account_id, code: SWEEP_CODE, now })) === "failed") result.extractions += 1;
  }
  // A charge with no refund whose operation is not live and not finished: its process died between
  // charging and writing the record, or between failing the record and refunding.
  const orphans = await db.$queryRaw<Array<{ operation_id: string; account_id: string }>>`
    SELECT l.operation_id, l.account_id FROM credit_ledger l
    WHERE l.kind = 'charge'::"LedgerKind" AND l.created_at < ${staleBefore}
      AND left(l.operation_id, 4) IN ('rnd_', 'ext_')
      AND NOT EXISTS (SELECT 1 FROM credit_ledger r WHERE r.operation_id = l.operation_id AND r.kind = 'refund'::"LedgerKind")
      AND NOT EXISTS (SELECT 1 FROM renders x WHERE x.id = l.operation_id AND x.status <> 'failed'::"RenderStatus")
      AND NOT EXISTS (SELECT 1 FROM extractions x WHERE x.id = split_part(l.operation_id, ':', 1) AND x.status <> 'failed')
    LIMIT 1000`;
  for (const orphan of orphans) {
    const id = orphan.operation_id.split(":")[0]!;
    const settled = id.startsWith("ext_")
      ? await failExtraction(db, { id, accountId: orphan.account_id, code: SWEEP_CODE, now })
      : await failRender(db, { id, accountId: orphan.account_id, code: SWEEP_CODE, message: SWEEP_MESSAGE, now });
    if (settled === "failed") result.orphanCharges += 1;
  }
  result.idempotencyPurged = await purgeExpiredIdempotency(db, now);
  return result;
}
