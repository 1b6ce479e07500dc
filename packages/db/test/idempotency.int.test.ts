import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { claimIdempotencyKey, createAccount, createDb, parseIdempotencyKey, releaseIdempotencyKey, type Db } from "@quire/db";
import { createTestDatabase } from "../../../test-support/database";

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

const t0 = new Date("2026-11-22T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("idempotency keys", () => {
  it.each([
    ["", false],
    ["k".repeat(255), true],
    ["k".repeat(256), false],
    ["with space", false],
    ["tab\t", false],
    ["é", false],
    ["order-42/inv#1", true],
  ])("validates %j", (key, valid) => {
    if (valid) expect(parseIdempotencyKey(key)).toBe(key);
    else expect(() => parseIdempotencyKey(key)).toThrow(expect.objectContaining({ code: "invalid_request" }));
  });

  it("lets exactly one of many parallel claims win and names the winner to the others", async () => {
    const account = await createAccount(db, { name: "idem", plan: "pro" });
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimIdempotencyKey(db, { accountId: account.id, key: "k1", renderId: `rnd_p${i}`, now: t0 })),
    );
    const winners = claims.filter((c) => c.claimed);
    expect(winners).toHaveLength(1);
    const winnerId = `rnd_p${claims.indexOf(winners[0]!)}`;
    for (const claim of claims) if (!claim.claimed) expect(claim.renderId).toBe(winnerId);
  });

  it("scopes keys per account, expires them after 24 h, and takes over released or orphaned claims", async () => {
    const a = await createAccount(db, { name: "a", plan: "pro" });
    const b = await createAccount(db, { name: "b", plan: "pro" });
    expect(await claimIdempotencyKey(db, { accountId: a.id, key: "shared", renderId: "rnd_a1", now: t0 })).toEqual({ claimed: true });
    expect(await claimIdempotencyKey(db, { accountId: b.id, key: "shared", renderId: "rnd_b1", now: t0 })).toEqual({ claimed: true });
    await db.render.create({ data: { id: "rnd_a1", accountId: a.id, status: "rendered", createdAt: t0 } });

    expect(await claimIdempotencyKey(db, { accountId: a.id, key: "shared", renderId: "rnd_a2", now: at(23 * 3600_000) })).toEqual({
      claimed: false,
      renderId: "rnd_a1",
    });
    expect(await claimIdempotencyKey(db, { accountId: a.id, key: "shared", renderId: "rnd_a3", now: at(24 * 3600_000 + 1) })).toEqual({ claimed: true });

    // b's claim never got a render row: young, it blocks; after 30 s it is abandoned.
    expect(await claimIdempotencyKey(db, { accountId: b.id, key: "shared", renderId: "rnd_b2", now: at(10_000) })).toEqual({
      claimed: false,
      renderId: "rnd_b1",
    });
    expect(await claimIdempotencyKey(db, { accountId: b.id, key: "shared", renderId: "rnd_b3", now: at(31_000) })).toEqual({ claimed: true });

    await releaseIdempotencyKey(db, { accountId: b.id, key: "shared", renderId: "rnd_b3" });
    expect(await claimIdempotencyKey(db, { accountId: b.id, key: "shared", renderId: "rnd_b4", now: at(32_000) })).toEqual({ claimed: true });
  });
});
