// The render endpoint's front half — everything decided before a job is enqueued — with no worker
// running: validation, limits, idempotency keys, references, email rules, back-pressure, quota.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { chargeCredits, getUsage } from "@quire/db";
import { errorCode, postJson, startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;
let busy: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway();
  busy = await startTestGateway({ render: { maxQueuedRenders: 0 } });
});
afterAll(async () => {
  await gw.close();
  await busy.close();
});

const render = (key: string, body: unknown, headers: Record<string, string> = {}) => postJson(`${gw.baseUrl}/api/v1/render`, key, body, headers);

describe("POST /api/v1/render — refused before rendering", () => {
  it("answers malformed JSON with 400 invalid_request", async () => {
    const { key } = await gw.newCaller("enterprise");
    const res = await render(key, '{"markdown": "# hi"');
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });

  it.each([
    ["no body fields", {}],
    ["empty markdown", { markdown: "" }],
    ["markdown not a string", { markdown: 42 }],
    ["unknown format", { markdown: "# x", format: "A5" }],
    ["sendEmail without to", { markdown: "# x", sendEmail: { senderName: "A" } }],
  ])("answers %s with 400 invalid_request naming the field", async (_label, body) => {
    const { key } = await gw.newCaller("enterprise");
    const res = await render(key, body);
    expect(res.status).toBe(400);
    const payload = (await res.json()) as { error: { code: string; message: string } };
    expect(payload.error.code).toBe("invalid_request");
    expect(payload.error.message).toMatch(/`(markdown|format|sendEmail\.to)`/);
  });

  it("answers Markdown over the plan limit with 413 stating limit and actual size", async () => {
    const { key, accountId } = await gw.newCaller("free");
    const markdown = "é".repeat(600 * 1024); // 1.2 MiB of UTF-8 in 600 Ki characters
    const res = await render(key, { markdown });
    expect(res.status).toBe(413);
    const payload = (await res.json()) as { error: { code: string; message: string } };
    expect(payload.error.code).toBe("input_too_large");
    expect(payload.error.message).toContain(`${1024 * 1024} bytes`);
    expect(payload.error.message).toContain(`${Buffer.byteLength(markdown)} bytes`);
    expect((await getUsage(gw.db, { accountId, plan: "free" })).used).toBe(0);
  });

  it("refuses a body far over the cap with 413 before reading it", async () => {
    const { key } = await gw.newCaller("free");
    const res = await render(key, JSON.stringify({ markdown: "x".repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe("input_too_large");
  });

  it.each([
    ["empty", ""],
    ["256 characters", "k".repeat(256)],
    ["a space", "has space"],
    ["a tab", "tab\there"],
  ])("rejects an Idempotency-Key that is %s", async (_label, idempotencyKey) => {
    const { key } = await gw.newCaller("enterprise");
    const res = await render(key, { markdown: "# x" }, { "idempotency-key": idempotencyKey });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });

  it("answers unknown template and theme references with their codes", async () => {
    const { key } = await gw.newCaller("enterprise");
    const template = await render(key, { markdown: "# x", template: "nope" });
    expect(template.status).toBe(400);
    expect(await errorCode(template)).toBe("template_not_found");
    const theme = await render(key, { markdown: "# x", theme: "neon" });
    expect(theme.status).toBe(400);
    expect(await errorCode(theme)).toBe("theme_not_found");
  });

  it("does not see another account's custom theme", async () => {
    const owner = await gw.newCaller("pro");
    const other = await gw.newCaller("enterprise");
    await gw.db.theme.create({ data: { id: "thm_owner_only_000000", accountId: owner.accountId, slug: "brand", name: "Brand" } });
    const res = await render(other.key, { markdown: "# x", theme: "brand" });
    expect(await errorCode(res)).toBe("theme_not_found");
  });

  it.each([
    ["an invalid recipient", { to: "not-an-address", senderName: "Ann" }],
    ["an empty senderName", { to: "ann@example.com", senderName: "  " }],
    ["a deployment without email", { to: "ann@example.com", senderName: "Ann" }],
  ])("answers sendEmail with %s with 400 email_undeliverable and charges nothing", async (_label, sendEmail) => {
    const { key, accountId } = await gw.newCaller("enterprise");
    const res = await render(key, { markdown: "# x", sendEmail });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("email_undeliverable");
    expect((await getUsage(gw.db, { accountId, plan: "enterprise" })).used).toBe(0);
  });

  it("answers 503 pool_busy with Retry-After: 5 when the queue is saturated, charging nothing", async () => {
    const { key, accountId } = await busy.newCaller("team");
    const res = await postJson(`${busy.baseUrl}/api/v1/render`, key, { markdown: "# busy" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await errorCode(res)).toBe("pool_busy");
    expect((await getUsage(busy.db, { accountId, plan: "team" })).used).toBe(0);
    expect(await busy.db.render.count({ where: { accountId } })).toBe(0);
  });

  it("answers 429 quota_exceeded when the month's credits are spent, creating no render", async () => {
    const { key, accountId } = await gw.newCaller("free");
    for (let i = 0; i < 20; i += 1) await chargeCredits(gw.db, { accountId, plan: "free", operationId: `spent-${accountId}-${i}`, credits: 1 });
    const res = await render(key, { markdown: "# over" });
    expect(res.status).toBe(429);
    expect(await errorCode(res)).toBe("quota_exceeded");
    expect(await gw.db.render.count({ where: { accountId } })).toBe(0);
  });
});

describe("GET /api/v1/render/{id} and /renders without a worker", () => {
  it("answers 404 not_found for a missing render and for another account's render", async () => {
    const owner = await gw.newCaller("team");
    const other = await gw.newCaller("team");
    await gw.db.render.create({ data: { id: "rnd_foreign_0000000000", accountId: owner.accountId, status: "rendered", size: 10, title: "Mine" } });
    const headers = (key: string) => ({ authorization: `Bearer ${key}` });
    const mine = await fetch(`${gw.baseUrl}/api/v1/render/rnd_foreign_0000000000`, { headers: headers(owner.key) });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id: "rnd_foreign_0000000000", status: "rendered", size: 10, title: "Mine", stored: false });
    for (const [key, id] of [
      [other.key, "rnd_foreign_0000000000"],
      [owner.key, "rnd_missing"],
    ] as const) {
      const res = await fetch(`${gw.baseUrl}/api/v1/render/${id}`, { headers: headers(key) });
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe("not_found");
    }
  });

  it("pages newest first with a stable cursor while new renders arrive, and filters", async () => {
    const caller = await gw.newCaller("enterprise");
    const base = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 0; i < 7; i += 1) {
      await gw.db.render.create({
        data: {
          id: `rnd_page_${String(i).padStart(2, "0")}_000000000`,
          accountId: caller.accountId,
          status: i === 3 ? "failed" : "rendered",
          source: i % 2 ? "mcp" : "api",
          size: i,
          createdAt: new Date(base + i * 1000),
        },
      });
    }
    const get = async (query: string) => {
      const res = await fetch(`${gw.baseUrl}/api/v1/renders${query}`, { headers: { authorization: `Bearer ${caller.key}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as { renders: Array<Record<string, unknown>>; next_cursor: string | null };
    };
    const first = await get("?limit=3");
    expect(first.renders.map((r) => r.size)).toEqual([6, 5, 4]);
    expect(first.renders[0]).not.toHaveProperty("url");
    expect(Object.keys(first.renders[0]!).sort()).toEqual(["createdAt", "format", "id", "size", "source", "status", "stored", "title"]);
    // A render arriving between pages must not shift or repeat anything.
    await gw.db.render.create({ data: { id: "rnd_page_new_0000000000", accountId: caller.accountId, status: "rendered", size: 99 } });
    const second = await get(`?limit=3&cursor=${first.next_cursor}`);
    expect(second.renders.map((r) => r.size)).toEqual([3, 2, 1]);
    const third = await get(`?limit=3&cursor=${second.next_cursor}`);
    expect(third.renders.map((r) => r.size)).toEqual([0]);
    expect(third.next_cursor).toBeNull();
    expect((await get("?source=mcp")).renders.map((r) => r.size)).toEqual([5, 3, 1]);
    expect((await get("?status=failed")).renders.map((r) => r.size)).toEqual([3]);
    expect((await get("")).renders).toHaveLength(8);
  });

  it.each(["?limit=0", "?limit=101", "?limit=abc", "?cursor=garbage", "?source=fax", "?status=done"])("rejects %s with 400", async (query) => {
    const caller = await gw.newCaller("enterprise");
    const res = await fetch(`${gw.baseUrl}/api/v1/renders${query}`, { headers: { authorization: `Bearer ${caller.key}` } });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
  });
});
