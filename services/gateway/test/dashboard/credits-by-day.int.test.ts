// The Overview chart's numbers: net credits per UTC day by kind, straight from the ledger.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { chargeCredits, createAccount, createDashboardSession, createDb, createUser, findDashboardSession, refundCredits, type Db } from "@quire/db";
import { createTestDatabase } from "../../../../test-support/database";
import { creditsByDay } from "../../src/dashboard/credits-by-day";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
});

afterAll(async () => {
  await db.$disconnect();
  await drop();
});

describe("credits per day", () => {
  it("nets refunds, takes each extraction's tier from its row, and leaves other accounts out", async () => {
    const { id: accountId } = await createAccount(db, { name: "Chart", plan: "team" });
    const { id: otherId } = await createAccount(db, { name: "Other", plan: "team" });
    const charge = (account: string, operationId: string, credits: number) => chargeCredits(db, { accountId: account, plan: "team", operationId, credits });
    await charge(accountId, "rnd_kept", 1);
    await charge(accountId, "rnd_failed", 1);
    await refundCredits(db, { operationId: "rnd_failed" });
    for (const [id, method] of [
      ["ext_model", "model"],
      ["ext_ocr", "ocr"],
      ["ext_running", null],
    ] as const) {
      await db.extraction.create({ data: { id, accountId, method, status: method ? "succeeded" : "processing" } });
    }
    await charge(accountId, "ext_model", 1);
    await charge(accountId, "ext_model:rest", 2);
    await charge(accountId, "ext_ocr", 1);
    await charge(accountId, "ext_ocr:rest", 9);
    await refundCredits(db, { operationId: "ext_ocr" });
    await refundCredits(db, { operationId: "ext_ocr:rest" });
    await charge(accountId, "ext_running", 1);
    await charge(otherId, "rnd_other", 1);

    // The ledger stamps rows with the database's clock: read the day from a row, not from ours.
    const now = (await db.creditLedger.findFirstOrThrow({ where: { accountId }, orderBy: { id: "desc" } })).createdAt;
    const days = await creditsByDay(db, { accountId, now });
    const today = now.toISOString().slice(0, 10);
    expect(days.find((d) => d.date === today)).toEqual({ date: today, render: 1, deterministic: 1, model: 3, ocr: 0 });
    expect(days.filter((d) => d.date !== today).every((d) => d.render + d.deterministic + d.model + d.ocr === 0)).toBe(true);
    expect(days[0]!.date.endsWith("-01")).toBe(true);
    expect(new Date(`${days[days.length - 1]!.date}T00:00:00Z`).getUTCMonth()).toBe(now.getUTCMonth());
  });

  it("a session ends when it expires", async () => {
    const { id: accountId } = await createAccount(db, { name: "Expiry", plan: "free" });
    const created = await createUser(db, { accountId, email: "expiry@example.com" });
    const userId = created.ok ? created.user.id : "";
    const { secret } = await createDashboardSession(db, { userId });
    expect(await findDashboardSession(db, { secret, now: new Date(Date.now() + 6 * 86_400_000) })).toMatchObject({ userId, plan: "free" });
    expect(await findDashboardSession(db, { secret, now: new Date(Date.now() + 8 * 86_400_000) })).toBeNull();
  });
});
