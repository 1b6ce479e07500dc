import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFile } from "node:fs/promises";
import { renderBytesKey } from "@quire/contracts";
import { getUsage } from "@quire/db";
import type { ObjectStore } from "@quire/storage";
import { UnrecoverableError } from "bullmq";
import pino from "pino";
import { createInlineMarkdownConverter } from "../src/markdown/inline-markdown-converter";
import { processRenderJob, type RenderJobDeps } from "../src/render/process-render-job";
import { hostileMarkdown } from "../fixtures/hostile-markdown";
import { sampleMarkdown } from "../fixtures/sample-markdown";
import { chromiumBrowserPids } from "./support/chromium-process";
import { inspectPdf } from "./support/pdf-inspect";
import { startRecordingServer, resendOk, type RecordingServer } from "./support/recording-server";
import { startRenderHarness, type RenderHarness } from "./support/render-harness";

let harness: RenderHarness;
let canary: RecordingServer;

beforeAll(async () => {
  [harness, canary] = await Promise.all([startRenderHarness(), startRecordingServer()]);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  await canary?.close();
});

async function storedPdf(renderId: string): Promise<Buffer> {
  const bytes = await harness.store.get(`renders/${harness.accountId}/${renderId}.pdf`);
  if (!bytes) throw new Error(`no stored PDF for ${renderId}`);
  return bytes;
}

describe("render job through BullMQ", () => {
  it.each([
    ["A4", [595, 842]],
    ["Letter", [612, 792]],
    ["Legal", [612, 1008]],
  ] as const)("renders %s with the right page size, the text and the frontmatter title", async (format, size) => {
    const markdown = sampleMarkdown({ sections: 2, title: `Report in ${format}` });
    const { renderId, result, failedReason } = await harness.runJob({ markdown, format });
    expect(failedReason).toBeUndefined();
    expect(result).toMatchObject({ renderId, title: `Report in ${format}`, stored: true, storageKey: `renders/${harness.accountId}/${renderId}.pdf` });

    const pdf = await storedPdf(renderId);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const summary = await inspectPdf(pdf);
    expect(result!.size).toBe(pdf.length);
    expect(result!.pages).toBe(summary.pages);
    for (const pageSize of summary.sizes) expect(pageSize).toEqual(size);
    expect(summary.text).toContain(`Report in ${format}`);
    expect(summary.text).toContain("Id Description Amount Paid");
    expect(summary.text).toMatch(/Page 1 of \d+/);
    expect(summary.title).toBe(`Report in ${format}`);

    const row = await harness.db.render.findUniqueOrThrow({ where: { id: renderId } });
    expect(row).toMatchObject({ status: "rendered", title: `Report in ${format}`, size: pdf.length, pages: summary.pages, stored: true, storageError: null });
    expect(row.startedAt).toBeInstanceOf(Date);
    expect(row.completedAt).toBeInstanceOf(Date);
  });

  it("prefers the job's explicit title over frontmatter", async () => {
    const { result } = await harness.runJob({ markdown: "---\ntitle: From frontmatter\n---\n\nBody\n", title: "Explicit" });
    expect(result?.title).toBe("Explicit");
  });

  it("puts no copy of the bytes in Redis when the gateway can stream them from the filesystem store", async () => {
    const { renderId, result } = await harness.runJob({ markdown: "# Bytes\n\nFor the gateway.\n", returnBytes: true });
    expect(result).toMatchObject({ stored: true, storageKey: `renders/${harness.accountId}/${renderId}.pdf` });
    expect((await storedPdf(renderId)).length).toBe(result?.size);
    expect(await harness.redis.exists(renderBytesKey(harness.prefix, renderId))).toBe(0);
  });

  it("renders a hostile document without any network or file access", async () => {
    canary.requests.length = 0;
    const passwd = await readFile("/etc/passwd", "utf8");
    const { renderId, result, failedReason } = await harness.runJob({ markdown: hostileMarkdown(canary.origin) });
    expect(failedReason).toBeUndefined();
    expect(result?.title).toBe("Hostile document");
    // Give any stray request time to arrive before asserting there was none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(canary.requests).toEqual([]);

    const summary = await inspectPdf(await storedPdf(renderId));
    expect(summary.text).toContain("Visible paragraph that must survive.");
    expect(summary.text).toContain("Remote image blocked");
    expect(summary.text).not.toContain("root:x:0:0");
    expect(summary.text).not.toContain(passwd.split("\n")[0]!.slice(0, 20));
    expect(summary.text).not.toContain("@import");
  });

  it("fails with render_timeout past the budget, marks the row failed and refunds the credit", async () => {
    const before = await getUsage(harness.db, { accountId: harness.accountId, plan: "pro" });
    const { renderId, failedReason } = await harness.runJob({ markdown: sampleMarkdown({ sections: 40 }), timeoutMs: 5 });
    expect(failedReason).toMatch(/^render_timeout: The render did not finish within the 0\.0 s budget|^render_timeout: /);
    const row = await harness.db.render.findUniqueOrThrow({ where: { id: renderId } });
    expect(row).toMatchObject({ status: "failed", errorCode: "render_timeout", stored: false });
    expect(row.errorMessage).toMatch(/budget/);
    expect(row.completedAt).toBeInstanceOf(Date);
    // runJob charged one credit; the refund gives it back.
    const after = await getUsage(harness.db, { accountId: harness.accountId, plan: "pro" });
    expect(after.used).toBe(before.used);
    const refunds = await harness.db.creditLedger.count({ where: { operationId: renderId, kind: "refund" } });
    expect(refunds).toBe(1);
    // Not retried: a timeout is final.
    const next = await harness.runJob({ markdown: "after timeout" });
    expect(next.result?.stored).toBe(true);
  });
});

describe("processor edge cases (called directly, same browser)", () => {
  function directDeps(overrides: Partial<RenderJobDeps> = {}): RenderJobDeps {
    return {
      db: harness.db,
      redis: harness.redis,
      queuePrefix: harness.prefix,
      store: harness.store,
      email: null,
      markdown: createInlineMarkdownConverter(),
      chromium: harness.worker.chromium,
      logger: pino({ level: "silent" }),
      ...overrides,
    };
  }

  it("hands the bytes over through Redis for two minutes when the store is not the filesystem", async () => {
    // An object store elsewhere (S3): reading the PDF back would cost the gateway a round trip.
    const remoteStore: ObjectStore = { ...harness.store, driver: "s3" };
    const job = await harness.createQueuedRender({ markdown: "# Bytes\n\nFor the gateway.\n", returnBytes: true });
    const result = await processRenderJob(directDeps({ store: remoteStore }), { job, attemptsMade: 0, attempts: 2 });
    const key = renderBytesKey(harness.prefix, job.renderId);
    const [bytes, ttl] = await Promise.all([harness.redis.getBuffer(key), harness.redis.ttl(key)]);
    expect(bytes?.length).toBe(result.size);
    expect(bytes?.equals(await storedPdf(job.renderId))).toBe(true);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it("still succeeds when storage fails, with stored: false and a short reason", async () => {
    const brokenStore: ObjectStore = {
      ...harness.store,
      put: async () => {
        throw Object.assign(new Error("disk on fire at /var/lib/secret-path"), { code: "EIO" });
      },
    };
    const job = await harness.createQueuedRender({ markdown: "# Unstored\n", returnBytes: true });
    const result = await processRenderJob(directDeps({ store: brokenStore }), { job, attemptsMade: 0, attempts: 2 });
    expect(result).toMatchObject({ stored: false, storageError: "object storage write failed (EIO)" });
    expect(result.storageKey).toBeUndefined();
    expect(result.storageError).not.toContain("secret-path");
    // The caller can still get the bytes.
    expect((await harness.redis.getBuffer(renderBytesKey(harness.prefix, job.renderId)))?.length).toBe(result.size);
    const row = await harness.db.render.findUniqueOrThrow({ where: { id: job.renderId } });
    expect(row).toMatchObject({ status: "rendered", stored: false, storageKey: null, storageError: "object storage write failed (EIO)" });
  });

  it("fails with output_too_large, stores nothing and refunds", async () => {
    const job = await harness.createQueuedRender({ markdown: sampleMarkdown({ sections: 3 }) });
    const failure = await processRenderJob(directDeps({ maxOutputBytes: 1_000 }), { job, attemptsMade: 0, attempts: 2 }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(UnrecoverableError);
    expect((failure as Error).message).toMatch(/^output_too_large: The produced PDF is .* MiB, over the .* MiB limit; nothing was stored\.$/);
    expect(await harness.store.get(`renders/${harness.accountId}/${job.renderId}.pdf`)).toBeNull();
    const row = await harness.db.render.findUniqueOrThrow({ where: { id: job.renderId } });
    expect(row).toMatchObject({ status: "failed", errorCode: "output_too_large", stored: false });
    const ledger = await harness.db.creditLedger.findMany({ where: { operationId: job.renderId }, orderBy: { id: "asc" } });
    expect(ledger.map((entry) => entry.kind)).toEqual(["charge", "refund"]);
  });

  it("leaves the row and the credit alone when a retry will follow", async () => {
    const job = await harness.createQueuedRender({ markdown: "# Flaky\n" });
    const flaky = { renderPdf: async () => Promise.reject(new Error("transient")) };
    const failure = await processRenderJob(directDeps({ chromium: flaky }), { job, attemptsMade: 0, attempts: 2 }).catch((error: Error) => error);
    expect(failure).not.toBeInstanceOf(UnrecoverableError);
    expect((failure as Error).message).toBe("internal_error: The render failed unexpectedly.");
    expect((await harness.db.render.findUniqueOrThrow({ where: { id: job.renderId } })).status).toBe("processing");
    expect(await harness.db.creditLedger.count({ where: { operationId: job.renderId, kind: "refund" } })).toBe(0);
    // The last attempt settles it.
    await processRenderJob(directDeps({ chromium: flaky }), { job, attemptsMade: 1, attempts: 2 }).catch(() => undefined);
    expect((await harness.db.render.findUniqueOrThrow({ where: { id: job.renderId } })).status).toBe("failed");
    expect(await harness.db.creditLedger.count({ where: { operationId: job.renderId, kind: "refund" } })).toBe(1);
  });

  it("does not resurrect a render the gateway already failed", async () => {
    const job = await harness.createQueuedRender({ markdown: "# Late\n" });
    await harness.db.render.update({ where: { id: job.renderId }, data: { status: "failed", errorCode: "render_timeout" } });
    const failure = await processRenderJob(directDeps(), { job, attemptsMade: 0, attempts: 2 }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(UnrecoverableError);
    expect((await harness.db.render.findUniqueOrThrow({ where: { id: job.renderId } })).status).toBe("failed");
  });

  it("answers a re-run of a finished render from its row, with its one charge kept", async () => {
    // BullMQ runs a job again when Redis lost its completion after the render had finished.
    const job = await harness.createQueuedRender({ markdown: "# Twice\n" });
    const first = await processRenderJob(directDeps(), { job, attemptsMade: 0, attempts: 2 });
    const noBrowser = { renderPdf: async () => Promise.reject(new Error("a re-run must not need the browser")) };
    const again = await processRenderJob(directDeps({ chromium: noBrowser }), { job, attemptsMade: 1, attempts: 2 });
    expect(again).toEqual({ renderId: job.renderId, size: first.size, pages: first.pages, title: first.title, stored: true, storageKey: first.storageKey });
    expect((await harness.db.render.findUniqueOrThrow({ where: { id: job.renderId } })).status).toBe("rendered");
    const ledger = await harness.db.creditLedger.findMany({ where: { operationId: job.renderId } });
    expect(ledger.map((entry) => entry.kind)).toEqual(["charge"]);
  });
});

describe("download-link email through a Resend stand-in", () => {
  it("sends the link with the sender's name and the escaped message", async () => {
    harness.resend.requests.length = 0;
    harness.resend.respond = resendOk;
    const { renderId, result } = await harness.runJob({
      markdown: "---\ntitle: Invoice 42\n---\n\nPay me.\n",
      sendEmail: { to: "client@example.com", senderName: "Ada <Lovelace>", message: "Hi <b>there</b> & thanks" },
    });
    expect(result?.email).toEqual({ sent: true, to: "client@example.com" });
    expect(harness.resend.requests).toHaveLength(1);
    const request = harness.resend.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/emails");
    expect(request.headers.authorization).toBe("Bearer re_test_key");
    expect(request.headers["idempotency-key"]).toBe(`render-email/${renderId}`);
    const body = JSON.parse(request.body) as { from: string; to: string[]; subject: string; html: string; text: string };
    expect(body.to).toEqual(["client@example.com"]);
    expect(body.from).toContain("Ada Lovelace via Quire");
    expect(body.from).toContain("<renders@quire.test>");
    expect(body.subject).toContain("Ada Lovelace");
    expect(body.subject).toContain("Invoice 42");
    expect(body.html).toContain("Hi &#60;b&#62;there&#60;/b&#62; &#38; thanks");
    expect(body.html).not.toContain("<b>there</b>");
    // The link is the storage driver's signed URL, valid three days.
    const link = /href="([^"]+)"/.exec(body.html)![1]!.replace(/&#38;/g, "&");
    const url = new URL(link);
    expect(url.pathname).toBe(`/files/renders/${harness.accountId}/${renderId}.pdf`);
    const expiresIn = Number(url.searchParams.get("exp")) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(3 * 24 * 3600 - 120);
    expect(expiresIn).toBeLessThanOrEqual(3 * 24 * 3600);
  });

  it("reports a provider failure without failing the render", async () => {
    harness.resend.respond = () => ({ status: 500, body: { name: "internal_server_error", message: "provider is down", statusCode: 500 } });
    const { renderId, result } = await harness.runJob({ markdown: "Body", sendEmail: { to: "client@example.com", senderName: "Ada" } });
    expect(result?.email?.sent).toBe(false);
    expect(result?.email?.error).toContain("provider is down");
    expect(result?.stored).toBe(true);
    const row = await harness.db.render.findUniqueOrThrow({ where: { id: renderId } });
    expect(row.status).toBe("rendered");
    harness.resend.respond = resendOk;
  });
});

describe("chromium crash", () => {
  it("restarts the browser after it is killed and the next job succeeds", async () => {
    const [pid] = chromiumBrowserPids();
    expect(pid).toBeDefined();
    const before = harness.worker.stats();
    process.kill(pid!, "SIGKILL");
    const { result, failedReason } = await harness.runJob({ markdown: "# After the crash\n\nStill rendering.\n" });
    expect(failedReason).toBeUndefined();
    expect(result?.stored).toBe(true);
    const after = harness.worker.stats();
    expect(after.crashes).toBe(before.crashes + 1);
    expect(after.restarts).toBe(before.restarts + 1);
    expect(chromiumBrowserPids()).not.toContain(pid);
  });

  it("retries a job whose browser dies mid-render, charging once", async () => {
    const running = harness.runJob({ markdown: sampleMarkdown({ sections: 60 }) });
    // Kill while the job's page is inside Chromium (layout or print of ~55 pages).
    for (let i = 0; i < 2000 && harness.worker.stats().activeRenders === 0; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(harness.worker.stats().activeRenders).toBeGreaterThan(0);
    for (const pid of chromiumBrowserPids()) process.kill(pid, "SIGKILL");
    const { renderId, result, failedReason, attemptsMade } = await running;
    expect(failedReason).toBeUndefined();
    expect(attemptsMade).toBe(2);
    expect(result?.pages).toBeGreaterThan(40);
    const row = await harness.db.render.findUniqueOrThrow({ where: { id: renderId } });
    expect(row.status).toBe("rendered");
    const ledger = await harness.db.creditLedger.findMany({ where: { operationId: renderId } });
    expect(ledger.map((entry) => entry.kind)).toEqual(["charge"]);
  });
});
