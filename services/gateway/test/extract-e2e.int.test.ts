// POST /api/v1/extract and /extract/inspect through the real gateway, a real BullMQ queue and the
// real extract worker (sandboxed pdf.js children): envelopes, error codes, and credits.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { chargeCredits, getUsage } from "@quire/db";
import { testDocument } from "../../../test-support/documents/test-documents";
import { makePdf } from "../../extract-worker/test/fixtures/make-pdf";
import { errorCode, postJson, startTestGateway, type TestGateway } from "./harness";
import { startInProcessExtractWorker, type InProcessExtractWorker } from "./in-process-extract-worker";

const invoicePdf = testDocument("invoice-letter-one-page");
const encryptedPdf = readFileSync(fileURLToPath(new URL("../../extract-worker/test/fixtures/encrypted-user-password.pdf", import.meta.url)));
const textPages = (count: number) =>
  makePdf(Array.from({ length: count }, (_, i) => ({ content: `BT /F1 12 Tf 72 720 Td (Page ${i + 1} of the report) Tj ET` })));

let gw: TestGateway;
let worker: InProcessExtractWorker;
let files: http.Server;
let filesUrl: string;

beforeAll(async () => {
  files = http.createServer((req, res) => {
    res.setHeader("content-type", "application/pdf");
    res.end(req.url === "/invoice.pdf" ? invoicePdf : Buffer.from("not a pdf"));
  });
  await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
  filesUrl = `http://docs.internal.test:${(files.address() as AddressInfo).port}`;
  gw = await startTestGateway({
    extract: {
      // The operator allow-list, switched on for one local host name.
      fetchDocument: (url, options) =>
        import("../src/safe-fetch/fetch-document").then(({ fetchDocument }) =>
          fetchDocument(url, {
            ...options,
            allowHosts: ["docs.internal.test"],
            lookup: async (host) => (host === "docs.internal.test" ? [{ address: "127.0.0.1", family: 4 }] : []),
          }),
        ),
    },
  });
  worker = await startInProcessExtractWorker({ prefix: gw.prefix });
});

afterAll(async () => {
  await worker.close();
  await gw.close();
  await new Promise((resolve) => files.close(resolve));
});

const extract = (key: string, body: unknown) => postJson(`${gw.baseUrl}/api/v1/extract`, key, body);
const b64 = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString("base64");

describe("POST /api/v1/extract", () => {
  it("returns the contract's envelope for full_text and charges 1 credit", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await extract(key, { file_base64: b64(invoicePdf), preset: "full_text" });
    expect(res.status).toBe(200);
    const envelope = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(envelope).sort()).toEqual([
      "credits_charged",
      "data",
      "duration_ms",
      "extraction_method",
      "fields",
      "id",
      "pages",
      "size_bytes",
      "warnings",
    ]);
    expect(envelope).toMatchObject({ extraction_method: "deterministic", credits_charged: 1, pages: 1, size_bytes: invoicePdf.length });
    expect(String((envelope.data as { text: string }).text)).toContain("58300412");
    expect((envelope.fields as Record<string, { page: number }>)["pages[0].text"]).toMatchObject({ page: 1, method: "deterministic" });
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(1);
    const row = await gw.db.extraction.findUniqueOrThrow({ where: { id: String(envelope.id) } });
    expect(row).toMatchObject({ status: "succeeded", pages: 1, creditsCharged: 1, preset: "full_text" });
  });

  it("charges per started 20 pages in the deterministic tier", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await extract(key, { file_base64: b64(textPages(21)), preset: "full_text" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pages: 21, credits_charged: 2 });
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(2);
  });

  it("fetches file_url through the operator allow-list", async () => {
    const { key } = await gw.newCaller("pro");
    const res = await extract(key, { file_url: `${filesUrl}/invoice.pdf`, preset: "full_text" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pages: 1, size_bytes: invoicePdf.length });
  });

  it("refuses a loopback file_url without the allow-list, charging nothing", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await extract(key, { file_url: "http://127.0.0.1:9/x.pdf", preset: "full_text" });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_request");
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
  });

  it.each([
    ["both presets and schema", { preset: "full_text", schema: { type: "object", properties: { a: { type: "string" } } } }, 400, "invalid_request"],
    ["neither preset nor schema", {}, 400, "invalid_request"],
    ["an unknown preset", { preset: "passport" }, 400, "invalid_request"],
    ["a schema using anyOf", { schema: { type: "object", properties: { a: { anyOf: [{ type: "string" }] } } } }, 400, "schema_too_complex"],
  ])("answers %s with its contract error", async (_label, extra, status, code) => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await extract(key, { file_base64: b64(invoicePdf), ...extra });
    expect(res.status).toBe(status);
    expect(await errorCode(res)).toBe(code);
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
  });

  it("answers both file_base64 and file_url with 400", async () => {
    const { key } = await gw.newCaller("pro");
    const res = await extract(key, { file_base64: b64(invoicePdf), file_url: `${filesUrl}/invoice.pdf`, preset: "full_text" });
    expect(await errorCode(res)).toBe("invalid_request");
  });

  it.each([
    ["not a PDF", () => Buffer.from("hello, I am a text file"), 415, "unsupported_document"],
    ["a truncated PDF", () => invoicePdf.subarray(0, 2000), 415, "unsupported_document"],
    ["a password-protected PDF", () => encryptedPdf, 422, "document_encrypted"],
    ["more pages than the plan allows", () => textPages(51), 413, "input_too_large"],
  ])("answers %s with its contract error and refunds the credit", async (_label, bytes, status, code) => {
    const { key, accountId } = await gw.newCaller("free");
    const res = await extract(key, { file_base64: b64(bytes()), preset: "full_text" });
    expect(res.status).toBe(status);
    expect(await errorCode(res)).toBe(code);
    expect((await getUsage(gw.db, { accountId, plan: "free" })).used).toBe(0);
  });

  it("answers a document over the plan's size with 413 stating both sizes", async () => {
    const { key } = await gw.newCaller("free");
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const res = await extract(key, { file_base64: b64(big), preset: "full_text" });
    expect(res.status).toBe(413);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("input_too_large");
    expect(error.message).toContain(`${big.length} bytes`);
    expect(error.message).toContain(`${5 * 1024 * 1024} bytes`);
  });

  it("checks credits before any download or parsing", async () => {
    const { key, accountId } = await gw.newCaller("free");
    for (let i = 0; i < 20; i += 1) await chargeCredits(gw.db, { accountId, plan: "free", operationId: `x-spent-${accountId}-${i}`, credits: 1 });
    const res = await extract(key, { file_url: `${filesUrl}/invoice.pdf`, preset: "full_text" });
    expect(res.status).toBe(429);
    expect(await errorCode(res)).toBe("quota_exceeded");
    expect(await gw.db.extraction.count({ where: { accountId } })).toBe(0);
  });
});

describe("POST /api/v1/extract/inspect", () => {
  it("reports pages, text layers and per-tier costs without charging", async () => {
    const { key, accountId } = await gw.newCaller("free");
    const res = await postJson(`${gw.baseUrl}/api/v1/extract/inspect`, key, { file_base64: b64(textPages(6)) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      pages: 6,
      encrypted: false,
      scanned_pages: [],
      text_layer: [true, true, true, true, true, true],
      costs: { deterministic: 1, model: 4, ocr: 0 },
    });
    expect((await getUsage(gw.db, { accountId, plan: "free" })).used).toBe(0);
  });
});
