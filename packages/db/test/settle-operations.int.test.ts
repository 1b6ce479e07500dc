import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { chargeCredits, claimIdempotencyKey, createAccount, createDb, getUsage, reconcileAccount, sweepStuckOperations, type Db } from "@quire/db";
import { createTestDatabase } from "../../../test-support/database";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase();
  drop = testDb.drop;
  db = createDb(testDb.url);
});
afterAll(async () => {
  await db.$disconnect();
  await drop();
});

const later = () => new Date(Date.now() + 60_000);

describe("sweepStuckOperations", () => {
  it("settles every kind of leftover a dead process can leave, once, and leaves finished work alone", async () => {
    const { id: accountId } = await createAccount(db, { name: "sweep", plan: "pro" });
    const charge = (operationId: string, credits = 1) => chargeCredits(db, { accountId, plan: "pro", operationId, credits });
    // Died between charge and row insert; between row insert and finishing; after failing the row
    // but before refunding; a finished render; an extraction stuck in processing with its top-up.
    await charge("rnd_orphan");
    await charge("rnd_queued");
    await db.render.create({ data: { id: "rnd_queued", accountId, status: "queued" } });
    await claimIdempotencyKey(db, { accountId, key: "held", renderId: "rnd_queued" });
    await charge("rnd_failed");
    await db.render.create({ data: { id: "rnd_failed", accountId, status: "failed" } });
    await charge("rnd_done");
    await db.render.create({ data: { id: "rnd_done", accountId, status: "rendered" } });
    await charge("ext_stuck");
    await charge("ext_stuck:rest", 9);
    await db.extraction.create({ data: { id: "ext_stuck", accountId, status: "processing" } });
    await db.idempotencyRecord.create({ data: { accountId, key: "expired", renderId: "rnd_done", expiresAt: new Date(Date.now() - 1000) } });
    expect(await reconcileAccount(db, accountId)).toMatchObject({ used: 14, ledger: 14, finished: 1, inFlight: { records: 2, credits: 11 }, exact: false });

    const swept = await sweepStuckOperations(db, { staleBefore: later(), now: new Date() });
    expect(swept).toEqual({ renders: 1, extractions: 1, orphanCharges: 2, idempotencyPurged: 1 });
    const statuses = Object.fromEntries((await db.render.findMany({ where: { accountId } })).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({ rnd_orphan: "failed", rnd_queued: "failed", rnd_failed: "failed", rnd_done: "rendered" });
    expect(await db.extraction.findUniqueOrThrow({ where: { id: "ext_stuck" } })).toMatchObject({ status: "failed", creditsCharged: 0 });
    expect(await db.idempotencyRecord.count({ where: { accountId } })).toBe(0);
    expect((await getUsage(db, { accountId, plan: "pro" })).used).toBe(1);
    expect(await reconcileAccount(db, accountId)).toEqual({ accountId, used: 1, ledger: 1, finished: 1, inFlight: { records: 0, credits: 0 }, exact: true });

    // A second sweep (another replica, the next interval) finds nothing left to do.
    expect(await sweepStuckOperations(db, { staleBefore: later(), now: new Date() })).toEqual({
      renders: 0,
      extractions: 0,
      orphanCharges: 0,
      idempotencyPurged: 0,
    });
  });

  it("does not touch operations younger than the budget", async () => {
    const { id: accountId } = await createAccount(db, { name: "young", plan: "pro" });
    await chargeCredits(db, { accountId, plan: "pro", operationId: "rnd_young", credits: 1 });
    await db.render.create({ data: { id: "rnd_young", accountId, status: "processing" } });
    await sweepStuckOperations(db, { staleBefore: new Date(Date.now() - 60_000), now: new Date() });
    expect(await db.render.findUniqueOrThrow({ where: { id: "rnd_young" } })).toMatchObject({ status: "processing" });
    expect((await getUsage(db, { accountId, plan: "pro" })).used).toBe(1);
  });
});
