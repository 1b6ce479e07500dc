import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { AppError } from "@quire/contracts";
import { createAccount, createDb, chargeCredits, getUsage, refundCredits, type Db } from "@quire/db";
import { createTestDatabase } from "../../../test-support/database";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase();
  drop = testDb.drop;
  db = createDb(testDb.url, { poolSize: 20 });
});

afterAll(async () => {
  await db.$disconnect();
  await drop();
});

describe("credit ledger", () => {
  it("lets exactly 20 of 100 parallel charges through on a free account", async () => {
    const account = await createAccount(db, { name: "parallel", plan: "free" });
    const now = new Date("2026-11-15T12:00:00Z");
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => chargeCredits(db, { accountId: account.id, plan: "free", operationId: `op-par-${i}`, credits: 1, now })),
    );
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(fulfilled).toHaveLength(20);
    expect(rejected).toHaveLength(80);
    for (const r of rejected) expect((r.reason as AppError).code).toBe("quota_exceeded");
    expect(await getUsage(db, { accountId: account.id, plan: "free", now })).toEqual({ period: "2026-11", used: 20, limit: 20 });
    const ledgerRows = await db.creditLedger.count({ where: { accountId: account.id, kind: "charge" } });
    expect(ledgerRows).toBe(20);
  });

  it("charges one operation once, even when the charge is repeated in parallel", async () => {
    const account = await createAccount(db, { name: "once", plan: "pro" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => chargeCredits(db, { accountId: account.id, plan: "pro", operationId: "op-same", credits: 3 })),
    );
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    for (const r of results) expect(r.used).toBe(3);
    expect((await getUsage(db, { accountId: account.id, plan: "pro" })).used).toBe(3);
    expect(await db.creditLedger.count({ where: { accountId: account.id, operationId: "op-same" } })).toBe(1);
  });

  it("answers a repeated charge as already charged even when the allowance is used up", async () => {
    const account = await createAccount(db, { name: "full-retry", plan: "free" });
    const now = new Date("2026-11-15T12:00:00Z");
    for (let i = 0; i < 20; i += 1) await chargeCredits(db, { accountId: account.id, plan: "free", operationId: `op-f-${i}`, credits: 1, now });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-f-19", credits: 1, now })),
    );
    for (const retry of retries) expect(retry).toEqual({ charged: false, period: "2026-11", used: 20, limit: 20 });
    await expect(chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-f-new", credits: 1, now })).rejects.toMatchObject({
      code: "quota_exceeded",
    });
    expect(await db.creditLedger.count({ where: { accountId: account.id, kind: "charge" } })).toBe(20);
  });

  it("refuses a charge larger than the whole allowance without touching usage", async () => {
    const account = await createAccount(db, { name: "too-big", plan: "free" });
    await expect(chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-big", credits: 21 })).rejects.toMatchObject({
      code: "quota_exceeded",
    });
    expect((await getUsage(db, { accountId: account.id, plan: "free" })).used).toBe(0);
    expect(await db.creditLedger.count({ where: { accountId: account.id } })).toBe(0);
  });

  it("refunds at most once, even in parallel, and frees the credit for reuse", async () => {
    const account = await createAccount(db, { name: "refund", plan: "free" });
    for (let i = 0; i < 20; i += 1) await chargeCredits(db, { accountId: account.id, plan: "free", operationId: `op-r-${i}`, credits: 1 });
    await expect(chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-r-extra", credits: 1 })).rejects.toMatchObject({
      code: "quota_exceeded",
    });

    const refunds = await Promise.all(Array.from({ length: 10 }, () => refundCredits(db, { operationId: "op-r-0" })));
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect((await getUsage(db, { accountId: account.id, plan: "free" })).used).toBe(19);
    expect(await refundCredits(db, { operationId: "never-charged" })).toBe(false);

    await chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-r-extra", credits: 1 });
    expect((await getUsage(db, { accountId: account.id, plan: "free" })).used).toBe(20);
  });

  it("starts a fresh allowance at the UTC month boundary", async () => {
    const account = await createAccount(db, { name: "boundary", plan: "free" });
    const lastMoment = new Date("2026-11-30T23:59:59.999Z");
    for (let i = 0; i < 20; i += 1) await chargeCredits(db, { accountId: account.id, plan: "free", operationId: `op-b-${i}`, credits: 1, now: lastMoment });
    await expect(chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-b-late", credits: 1, now: lastMoment })).rejects.toMatchObject({
      code: "quota_exceeded",
    });

    const firstMoment = new Date("2026-12-01T00:00:00.000Z");
    const december = await chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-b-dec", credits: 1, now: firstMoment });
    expect(december).toMatchObject({ charged: true, period: "2026-12", used: 1, limit: 20 });
    expect(await getUsage(db, { accountId: account.id, plan: "free", now: lastMoment })).toEqual({ period: "2026-11", used: 20, limit: 20 });
  });

  it("refunds into the month that was charged", async () => {
    const account = await createAccount(db, { name: "refund-month", plan: "free" });
    await chargeCredits(db, { accountId: account.id, plan: "free", operationId: "op-m", credits: 1, now: new Date("2026-10-31T23:00:00Z") });
    await refundCredits(db, { operationId: "op-m" });
    expect((await getUsage(db, { accountId: account.id, plan: "free", now: new Date("2026-10-15T00:00:00Z") })).used).toBe(0);
  });
});
