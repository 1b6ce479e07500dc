// POST /api/v1/render end to end: real gateway → BullMQ → real render worker (Chromium) → fs
// storage → response; replays, email through a Resend-protocol stand-in, refunds on failure.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getUsage } from "@quire/db";
import { inspectPdf } from "../../render-worker/test/support/pdf-inspect";
import { resendOk, startRecordingServer, type RecordingServer } from "../../render-worker/test/support/recording-server";
import { errorCode, postJson, startTestGateway } from "./harness";
import { startLiveStack, type LiveStack } from "./live-stack";

let stack: LiveStack;
let resend: RecordingServer;

beforeAll(async () => {
  resend = await startRecordingServer();
  resend.respond = () => resendOk();
  stack = await startLiveStack({ render: true, resendBaseUrl: resend.origin });
}, 60_000);
afterAll(async () => {
  await stack.close();
  await resend.close();
});

const render = (key: string, body: unknown, headers: Record<string, string> = {}) => postJson(`${stack.baseUrl}/api/v1/render`, key, body, headers);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

describe("POST /api/v1/render", () => {
  it("renders to JSON with a working short-lived link, stores history, charges 1 credit", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const res = await render(key, {
      markdown: "---\ntitle: Quarterly Report\n---\n# Revenue\n\nGrew **12%** this quarter.\n\n| Region | Sales |\n|---|---|\n| EU | 10 |",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; status: string; size: number; url: string; stored: boolean };
    expect(body).toMatchObject({ status: "rendered", stored: true });
    expect(body.id).toMatch(/^rnd_/);
    const pdf = await download(body.url);
    expect(pdf.length).toBe(body.size);
    const summary = await inspectPdf(pdf);
    expect(summary.text).toContain("Grew 12% this quarter");
    expect(summary.sizes[0]).toEqual([595, 842]);
    expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(1);

    const record = await fetch(`${stack.baseUrl}/api/v1/render/${body.id}`, { headers: { authorization: `Bearer ${key}` } });
    expect(await record.json()).toMatchObject({
      id: body.id,
      status: "rendered",
      size: body.size,
      source: "api",
      format: "A4",
      title: "Quarterly Report",
      stored: true,
      url: expect.stringContaining("/files/"),
    });
  });

  it("returns raw PDF bytes with Accept: application/pdf, in the requested format", async () => {
    const { key } = await stack.newCaller("pro");
    const res = await render(
      key,
      { markdown: "# Letter size", format: "Letter", title: "Explicit" },
      { accept: "application/pdf", "x-request-id": "pdf-req-1" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-request-id")).toBe("pdf-req-1");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^attachment; filename="rnd_[0-9a-z]+\.pdf"$/);
    const summary = await inspectPdf(Buffer.from(await res.arrayBuffer()));
    expect(summary.sizes[0]).toEqual([612, 792]);
    expect(summary.text).toContain("Letter size");
  });

  it("replays an idempotent request as JSON with a fresh link and no second charge", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const headers = { "idempotency-key": "order-42/invoice" };
    const first = (await (await render(key, { markdown: "# Once" }, headers)).json()) as { id: string; url: string; size: number };
    await sleep(1100); // a link minted a second later differs
    const replay = await render(key, { markdown: "# Once" }, { ...headers, accept: "application/pdf" });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await replay.json()) as { id: string; url: string; size: number; replayed: boolean; status: string; stored: boolean };
    expect(body).toMatchObject({ id: first.id, size: first.size, replayed: true, status: "rendered", stored: true });
    expect(body.url).not.toBe(first.url);
    expect((await download(body.url)).length).toBe(first.size);
    expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(1);
    expect(await stack.db.render.count({ where: { accountId } })).toBe(1);
  });

  it("renders concurrent first requests with the same key once", async () => {
    const { key, accountId } = await stack.newCaller("enterprise");
    const responses = await Promise.all(Array.from({ length: 4 }, () => render(key, { markdown: "# Together" }, { "idempotency-key": "same-key" })));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ id: string; replayed?: boolean }>;
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies.filter((b) => b.replayed)).toHaveLength(3);
    expect(await stack.db.render.count({ where: { accountId } })).toBe(1);
    expect((await getUsage(stack.db, { accountId, plan: "enterprise" })).used).toBe(1);
  });

  it("refunds a timed-out render, and the same key then renders afresh", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    // A second gateway on the same stack with a tiny budget: the worker gives up, nothing is charged.
    const impatient = await startTestGateway({ databaseUrl: stack.databaseUrl, prefix: stack.prefix, render: { renderTimeoutMs: 5 } });
    try {
      const markdown = `# Long\n\n${"A paragraph of text that takes time to lay out. ".repeat(4000)}`;
      const failed = await postJson(`${impatient.baseUrl}/api/v1/render`, key, { markdown }, { "idempotency-key": "retry-me" });
      expect(failed.status).toBe(504);
      expect(await errorCode(failed)).toBe("render_timeout");
    } finally {
      await impatient.close();
    }
    expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(0);
    const failedRow = await stack.db.render.findFirstOrThrow({ where: { accountId } });
    expect(failedRow).toMatchObject({ status: "failed", errorCode: "render_timeout" });

    const fresh = await render(key, { markdown: "# Second try" }, { "idempotency-key": "retry-me" });
    expect(fresh.status).toBe(200);
    const body = (await fresh.json()) as { id: string; replayed?: boolean };
    expect(body.replayed).toBeUndefined();
    expect(body.id).not.toBe(failedRow.id);
    expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(1);
    const failedRecord = await fetch(`${stack.baseUrl}/api/v1/render/${failedRow.id}`, { headers: { authorization: `Bearer ${key}` } });
    expect(await failedRecord.json()).toMatchObject({ status: "failed", errorMessage: expect.any(String) });
  });

  it("lists renders with their origin tag", async () => {
    const { key } = await stack.newCaller("pro");
    await render(key, { markdown: "# via mcp" }, { "x-service-source": "mcp" });
    const list = await fetch(`${stack.baseUrl}/api/v1/renders?source=mcp`, { headers: { authorization: `Bearer ${key}` } });
    const { renders } = (await list.json()) as { renders: Array<{ source: string; status: string }> };
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({ source: "mcp", status: "rendered" });
  });
});

describe("email", () => {
  it("sends the link through the provider on a paid plan, naming the sender", async () => {
    const { key } = await stack.newCaller("pro");
    const before = resend.requests.length;
    const res = await render(key, { markdown: "# For you", sendEmail: { to: "ann@example.com", senderName: "Bob <Builder>", message: "See <b>attached</b>" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: unknown }).email).toEqual({ sent: true, to: "ann@example.com" });
    const sent = resend.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/emails");
    const payload = JSON.parse(sent[0]!.body) as { to: string[] | string; html: string };
    expect(JSON.stringify(payload.to)).toContain("ann@example.com");
    // Caller text is escaped, never markup: the name and the message show, the tags do not act.
    expect(payload.html).toMatch(/Bob\s*(&lt;|&#60;)?Builder/);
    expect(payload.html).toContain("See &#60;b&#62;attached&#60;/b&#62;");
    expect(payload.html).not.toContain("<b>attached");
    expect(payload.html).toContain("valid for 3 days");
  });

  it("skips email on the free plan but still renders, reported in x-email-sent for PDFs", async () => {
    const { key } = await stack.newCaller("free");
    const before = resend.requests.length;
    const res = await render(key, { markdown: "# Free", sendEmail: { to: "ann@example.com", senderName: "Bob" } }, { accept: "application/pdf" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-email-sent")).toBe("false; skipped=free_tier");
    expect(resend.requests.length).toBe(before);
  });

  it("reports a provider failure without failing the render", async () => {
    const { key } = await stack.newCaller("team");
    resend.respond = () => ({ status: 500, body: { name: "internal_server_error", message: "boom" } });
    try {
      const res = await render(key, { markdown: "# Flaky provider", sendEmail: { to: "ann@example.com", senderName: "Bob" } });
      expect(res.status).toBe(200);
      const { email, status } = (await res.json()) as { email: { sent: boolean; error?: string }; status: string };
      expect(status).toBe("rendered");
      expect(email.sent).toBe(false);
      expect(email.error).toEqual(expect.any(String));
    } finally {
      resend.respond = () => resendOk();
    }
  });
});
