import { utcPeriod } from "@quire/contracts";
import type { Db } from "@quire/db";

export type CreditKind = "render" | "deterministic" | "model" | "ocr";
export type DailyCredits = { date: string } & Record<CreditKind, number>;

const KINDS: readonly CreditKind[] = ["render", "deterministic", "model", "ocr"];

/**
 * Net credits per UTC day of this month, by kind: each charge minus its refund, on the day it was
 * charged. Renders are ledger operations named after the render (`rnd_…`); an extraction's
 * operations (`ext_…` and `ext_…:rest`) take the tier that ran from the extraction's row — an
 * extraction still running counts as deterministic, its minimum. Every day of the month is present,
 * zeros included (days to come too), so the chart's axis is the whole month.
 */
export async function creditsByDay(db: Db, { accountId, now }: { accountId: string; now: Date }): Promise<DailyCredits[]> {
  const period = utcPeriod(now);
  const rows = await db.$queryRaw<Array<{ day: string; kind: string; credits: number }>>`
    SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
           CASE WHEN c.operation_id LIKE 'rnd\\_%' THEN 'render' ELSE COALESCE(e.method, 'deterministic') END AS kind,
           (SUM(c.credits) - COALESCE(SUM(r.credits), 0))::int AS credits
    FROM credit_ledger c
    LEFT JOIN credit_ledger r ON r.operation_id = c.operation_id AND r.kind = 'refund'
    LEFT JOIN extractions e ON e.id = split_part(c.operation_id, ':', 1)
    WHERE c.account_id = ${accountId} AND c.period = ${period} AND c.kind = 'charge'
    GROUP BY 1, 2`;
  const days: DailyCredits[] = [];
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  for (let at = first; at < next; at += 86_400_000) {
    days.push({ date: new Date(at).toISOString().slice(0, 10), render: 0, deterministic: 0, model: 0, ocr: 0 });
  }
  for (const row of rows) {
    const day = days.find((d) => d.date === row.day);
    const kind = KINDS.find((k) => k === row.kind) ?? "deterministic";
    if (day) day[kind] += row.credits;
  }
  return days;
}
