// @quire/client against the real gateway (with the real render worker): typed results, both error
// forms, Retry-After retries, idempotency keys reused across retries, PDF bytes, cursor iterators.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { QuireClient, QuireError } from "../src/index";
import { startLiveStack, type LiveStack } from "../../../services/gateway/test/live-stack";

let stack: LiveStack;

beforeAll(async () => {
  stack = await startLiveStack({ render: true });
}, 60_000);

afterAll(async () => {
  await stack.close();
});

/** A fetch that records what was sent and the status that came back. */
function recordingFetch() {
  const calls: Array<{ method: string; url: string; headers: Headers; status: number; at: number }> = [];
  const wrapped: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    calls.push({ method: init?.method ?? "GET", url: String(input), headers: new Headers(init?.headers), status: res.status, at: Date.now() });
    return res;
  };
  return { calls, fetch: wrapped };
}

async function caught(promise: Promise<unknown>): Promise<QuireError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof QuireError) return error;
    throw error;
  }
  throw new Error("expected a QuireError");
}

describe("QuireClient", () => {
  it("reads usage and lists templates, following cursors page by page", async () => {
    const { key } = await stack.newCaller("pro");
    const client = new QuireClient({ baseUrl: stack.baseUrl, apiKey: key });
    expect(await client.usage()).toMatchObject({ plan: "pro", used: 0, limit: 500 });
    await client.createTemplate({ name: "Client Report", themeName: "minimal", format: "Letter" });
    await client.createTemplate({ name: "Client Memo" });
    const all = (await client.listTemplates()).templates.map((template) => template.slug);
    const iterated: string[] = [];
    for await (const template of client.iterateTemplates({ pageSize: 1 })) iterated.push(template.slug);
    expect(iterated).toEqual(all);
    expect(iterated).toEqual(expect.arrayContaining(["client-report", "client-memo"]));
    expect(await client.updateTemplate("client-memo", { format: "Legal" })).toMatchObject({ slug: "client-memo", format: "Legal" });
    expect(await client.deleteTemplate("client-memo")).toEqual({ slug: "client-memo", deleted: true });
  });

  it("throws QuireError for the envelope form and for the 401 string form", async () => {
    const { key } = await stack.newCaller("pro");
    const notFound = await caught(new QuireClient({ baseUrl: stack.baseUrl, apiKey: key }).getRender("rnd_missing", { requestId: "client-404" }));
    expect(notFound).toMatchObject({ code: "not_found", status: 404, requestId: "client-404" });

    const unauthorized = await caught(new QuireClient({ baseUrl: stack.baseUrl, apiKey: "sk_nope_nope" }).usage());
    expect(unauthorized).toMatchObject({ code: "unauthorized", status: 401, message: "Invalid or revoked API key." });
    expect(unauthorized.requestId).toMatch(/^req_/);

    const invalid = await caught(new QuireClient({ baseUrl: stack.baseUrl, apiKey: key }).render({ markdown: "" }));
    expect(invalid).toMatchObject({ code: "invalid_request", status: 400 });
  });

  it("retries a 429 after Retry-After and succeeds (free key, 1 request per second)", async () => {
    const { key } = await stack.newCaller("free");
    const recorder = recordingFetch();
    const client = new QuireClient({ baseUrl: stack.baseUrl, apiKey: key, fetch: recorder.fetch });
    const started = Date.now();
    await Promise.all([client.usage(), client.usage()]);
    const elapsed = Date.now() - started;
    expect(recorder.calls.map((call) => call.status).sort()).toEqual([200, 200, 429]);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(4000);
  });

  it("does not retry when told not to, and reports Retry-After on the error", async () => {
    const { key } = await stack.newCaller("free");
    const client = new QuireClient({ baseUrl: stack.baseUrl, apiKey: key, maxRetries: 0 });
    const results = await Promise.allSettled([client.usage(), client.usage()]);
    const rejected = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "rate_limited", status: 429, retryAfter: 1 });
  });

  it("renders JSON and PDF bytes, reusing one Idempotency-Key across a retried render", async () => {
    const { key } = await stack.newCaller("free");
    const recorder = recordingFetch();
    const client = new QuireClient({ baseUrl: stack.baseUrl, apiKey: key, fetch: recorder.fetch });
    // Spend this second's only request so the render is refused once, then retried.
    await client.usage();
    const result = await client.render({ markdown: "# Retried\n\nOnce.", title: "Retried" });
    const renderCalls = recorder.calls.filter((call) => call.url.endsWith("/render"));
    expect(renderCalls.map((call) => call.status)).toEqual([429, 200]);
    const keys = renderCalls.map((call) => call.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^qc_/);
    expect(keys[1]).toBe(keys[0]);
    expect(result).toMatchObject({ status: "rendered", stored: true });
    expect(result.size).toBeGreaterThan(500);
    expect(result.url).toContain(stack.baseUrl);

    // The link works, and the same key later is a replay (no second charge).
    expect((await fetch(result.url!)).status).toBe(200);
    const replay = await client.render({ markdown: "# Retried\n\nOnce." }, { idempotencyKey: keys[0]! });
    expect(replay).toMatchObject({ id: result.id, replayed: true });
    expect((await client.usage()).used).toBe(1);

    const pdf = await client.renderPdf({ markdown: "# Bytes" });
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pdf).toMatchObject({ replayed: false, renderId: expect.stringMatching(/^rnd_/) });
    // A replay is JSON by contract: the client fetches the bytes from its url instead.
    const again = await client.renderPdf({ markdown: "# Retried\n\nOnce." }, { idempotencyKey: keys[0]! });
    expect(again).toMatchObject({ replayed: true, renderId: result.id });
    expect(Buffer.from(again.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  }, 60_000);

  it("tags renders with its source and iterates render history", async () => {
    const { key } = await stack.newCaller("pro");
    const client = new QuireClient({ baseUrl: stack.baseUrl, apiKey: key, source: "mcp" });
    const first = await client.render({ markdown: "# One" });
    const second = await client.render({ markdown: "# Two" }, { source: "web" });
    const record = await client.getRender(first.id);
    expect(record).toMatchObject({ id: first.id, source: "mcp", status: "rendered", stored: true });
    const ids: string[] = [];
    for await (const item of client.iterateRenders({ limit: 1 })) ids.push(item.id);
    expect(ids).toEqual([second.id, first.id]);
    const mcpOnly = await client.listRenders({ source: "mcp" });
    expect(mcpOnly.renders.map((item) => item.id)).toEqual([first.id]);
  }, 60_000);
});
