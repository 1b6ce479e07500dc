import type { Db } from "./client";

export interface Reconciliation {
  accountId: string;
  /** Σ monthly_usage.used over every period: what the limit is enforced on. */
  used: number;
  /** Σ charges − Σ refunds in the ledger. */
  ledger: number;
  /** Credits of finished records: 1 per `rendered` render + `credits_charged` of `succeeded` extractions. */
  finished: number;
  /** Records still queued/processing and the net credits their operations hold right now. */
  inFlight: { records: number; credits: number };
  /** used = ledger = finished + in-flight credits: no credit taken without a record that owns it. */
  exact: boolean;
}

/** Reconciles an account's three views of its credits (the admin CLI's `reconcile`). */
export async function reconcileAccount(db: Db, accountId: string): Promise<Reconciliation> {
  const [row] = await db.$queryRaw<
    Array<{ used: bigint; ledger: bigint; renders: bigint; extractions: bigint; in_flight_records: bigint; in_flight_credits: bigint }>
  >`
    WITH live AS (
      SELECT id FROM renders WHERE account_id = ${accountId} AND status IN ('queued', 'processing')
      UNION ALL SELECT id FROM extractions WHERE account_id = ${accountId} AND status = 'processing'
    )
    SELECT
      (SELECT COALESCE(SUM(used), 0) FROM monthly_usage WHERE account_id = ${accountId}) AS used,
      (SELECT COALESCE(SUM(CASE WHEN kind = 'charge'::"LedgerKind" THEN credits ELSE -credits END), 0)
         FROM credit_ledger WHERE account_id = ${accountId}) AS ledger,
      (SELECT COUNT(*) FROM renders WHERE account_id = ${accountId} AND status = 'rendered'::"RenderStatus") AS renders,
      (SELECT COALESCE(SUM(credits_charged), 0) FROM extractions WHERE account_id = ${accountId} AND status = 'succeeded') AS extractions,
      (SELECT COUNT(*) FROM live) AS in_flight_records,
      (SELECT COALESCE(SUM(CASE WHEN l.kind = 'charge'::"LedgerKind" THEN l.credits ELSE -l.credits END), 0)
         FROM credit_ledger l JOIN live ON live.id = split_part(l.operation_id, ':', 1)
         WHERE l.account_id = ${accountId}) AS in_flight_credits`;
  const used = Number(row!.used);
  const ledger = Number(row!.ledger);
  const finished = Number(row!.renders) + Number(row!.extractions);
  const inFlight = { records: Number(row!.in_flight_records), credits: Number(row!.in_flight_credits) };
  return { accountId, used, ledger, finished, inFlight, exact: used === ledger && ledger === finished + inFlight.credits };
}
