import { AppError, PLAN_LIMITS, utcPeriod, type PlanName } from "@quire/contracts";
import type { Db } from "./client";
import { Prisma } from "./generated/client";

// Credits are counted per account per UTC calendar month. `monthly_usage.used` is the running total
// the limit is enforced on; `credit_ledger` holds one row per charge and per refund, unique per
// (operation, kind), so the same operation is charged once and refunded at most once no matter how
// many times or how concurrently either is attempted.

export interface ChargeResult {
  /** false when this operation had already been charged (nothing new was taken). */
  charged: boolean;
  period: string;
  used: number;
  limit: number;
}

/**
 * Takes `credits` from this month's allowance for `operationId`, once. One statement, so one round
 * trip: the upsert on `monthly_usage` takes the row lock that serialises concurrent charges
 * (Postgres re-checks its WHERE on the newest row version after waiting, so `used` can never pass
 * the limit), and the ledger row is inserted from its result. A second charge of the same operation
 * violates the ledger's unique (operation, kind) and the whole statement, usage included, rolls back.
 */
export async function chargeCredits(
  db: Db,
  {
    accountId,
    plan,
    operationId,
    credits,
    reason = "",
    now = new Date(),
  }: { accountId: string; plan: PlanName; operationId: string; credits: number; reason?: string; now?: Date },
): Promise<ChargeResult> {
  if (!Number.isInteger(credits) || credits < 1) throw new RangeError(`credits must be a positive integer, got ${credits}`);
  const period = utcPeriod(now);
  const limit = PLAN_LIMITS[plan].monthlyCredits;
  let charged: Array<{ used: number }>;
  try {
    charged = await db.$queryRaw<Array<{ used: number }>>`
      WITH usage AS (
        INSERT INTO monthly_usage (account_id, period, used)
        SELECT ${accountId}, ${period}, ${credits} WHERE ${credits}::int <= ${limit}::int
        ON CONFLICT (account_id, period) DO UPDATE SET used = monthly_usage.used + EXCLUDED.used
          WHERE monthly_usage.used + EXCLUDED.used <= ${limit}::int
        RETURNING used
      ), charge AS (
        INSERT INTO credit_ledger (account_id, operation_id, kind, credits, period, reason)
        SELECT ${accountId}, ${operationId}, 'charge'::"LedgerKind", ${credits}, ${period}, ${reason} FROM usage
      )
      SELECT used FROM usage`;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { charged: false, period, used: await readUsed(db, accountId, period), limit };
  }
  if (charged[0]) return { charged: true, period, used: charged[0].used, limit };
  // No room left, unless this operation was charged before (a retry): that is not an error. The
  // upsert waited for any concurrent charge holding the row, so a committed earlier charge shows.
  const earlier = await db.$queryRaw<Array<{ id: bigint }>>`
    SELECT id FROM credit_ledger WHERE operation_id = ${operationId} AND kind = 'charge'::"LedgerKind"`;
  if (earlier.length > 0) return { charged: false, period, used: await readUsed(db, accountId, period), limit };
  throw new AppError(
    "quota_exceeded",
    `Monthly credits exhausted: this operation needs ${credits} credit(s) and the ${plan} plan includes ${limit} per UTC month (period ${period}). Credits reset on the 1st (UTC) or with a plan upgrade.`,
  );
}

/** Postgres 23505 as the driver adapter reports it through a raw query. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2010") return false;
  const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)?.driverAdapterError?.cause;
  return cause?.originalCode === "23505";
}

/**
 * Gives back what an operation was charged (or, with `credits`, that much of it at most). Returns
 * true only for the call that actually refunded; a second refund, or a refund of something never
 * charged, returns false and changes nothing. An operation has at most one refund row, so a partial
 * refund is final too.
 */
export async function refundCredits(
  db: Db,
  { operationId, reason = "", credits }: { operationId: string; reason?: string; credits?: number },
): Promise<boolean> {
  return db.$transaction((tx) => refundInTransaction(tx, { operationId, reason, credits }));
}

type Statements = Pick<Db, "$queryRaw" | "$executeRaw">;

/** refundCredits' statements, for a caller that already holds a transaction. */
export async function refundInTransaction(
  tx: Statements,
  { operationId, reason = "", credits }: { operationId: string; reason?: string; credits?: number },
): Promise<boolean> {
  const cap = credits ?? 2_147_483_647;
  if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`credits must be a positive integer, got ${credits}`);
  const refunded = await tx.$queryRaw<Array<{ account_id: string; credits: number; period: string }>>`
    INSERT INTO credit_ledger (account_id, operation_id, kind, credits, period, reason)
    SELECT account_id, operation_id, 'refund'::"LedgerKind", LEAST(credits, ${cap}::int), period, ${reason}
    FROM credit_ledger WHERE operation_id = ${operationId} AND kind = 'charge'::"LedgerKind"
    ON CONFLICT (operation_id, kind) DO NOTHING
    RETURNING account_id, credits, period`;
  const row = refunded[0];
  if (!row) return false;
  // The refund goes back to the month that was charged, even if the month has since turned.
  await tx.$executeRaw`
    UPDATE monthly_usage SET used = GREATEST(used - ${row.credits}, 0)
    WHERE account_id = ${row.account_id} AND period = ${row.period}`;
  return true;
}

export interface Usage {
  period: string;
  used: number;
  limit: number;
}

export async function getUsage(db: Db, { accountId, plan, now = new Date() }: { accountId: string; plan: PlanName; now?: Date }): Promise<Usage> {
  const period = utcPeriod(now);
  return { period, used: await readUsed(db, accountId, period), limit: PLAN_LIMITS[plan].monthlyCredits };
}

type Queryable = Pick<Db, "$queryRaw">;

async function readUsed(db: Queryable, accountId: string, period: string): Promise<number> {
  const rows = await db.$queryRaw<Array<{ used: number }>>`
    SELECT used FROM monthly_usage WHERE account_id = ${accountId} AND period = ${period}`;
  return rows[0]?.used ?? 0;
}
