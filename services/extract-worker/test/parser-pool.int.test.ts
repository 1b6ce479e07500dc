import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { AppError } from "@quire/contracts";
import { ParserPool } from "../src/parse/parser-pool";
import { testDocument } from "../../../test-support/documents/test-documents";
import { fixture } from "./fixture";
import { makePdf, textAt } from "./fixtures/make-pdf";

// Real child processes, real PDFs: every refusal path of the sandboxed parser.

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
  }
}

/** A page with a huge number of tiny text operations: slow to parse, small to store. */
function slowPdf(): Buffer {
  const op = "BT /F1 1 Tf 10 10 Td (x) Tj ET\n";
  return makePdf([{ content: op.repeat(600_000), deflate: true }]);
}

describe("ParserPool", () => {
  let pool: ParserPool;
  beforeAll(async () => {
    pool = new ParserPool({ size: 2, memoryMb: 256, rssLimitMb: 600, timeoutMs: 15_000, maxDocumentsPerChild: 3 });
    await pool.warm();
  });
  afterAll(() => pool.close());

  const invoice = new Uint8Array(testDocument("invoice-letter-one-page"));

  it("parses a printed invoice", async () => {
    const doc = await pool.parse(invoice, { maxPages: 10, withGraphics: false });
    expect(doc.pageCount).toBe(1);
    expect(doc.encrypted).toBe(false);
    expect(doc.pages[0]?.text).toContain("Invoice Number:");
  });

  it("refuses a file that is not a PDF", async () => {
    expect(await codeOf(pool.parse(new TextEncoder().encode("<html><body>hello</body></html>"), { maxPages: 10, withGraphics: false }))).toBe(
      "unsupported_document",
    );
  });

  it("refuses a truncated PDF", async () => {
    const truncated = invoice.slice(0, Math.floor(invoice.length * 0.3));
    expect(await codeOf(pool.parse(truncated, { maxPages: 10, withGraphics: true }))).toBe("unsupported_document");
  });

  it("answers document_encrypted for a user password, and parses an owner-password-only file", async () => {
    expect(await codeOf(pool.parse(fixture("encrypted-user-password.pdf"), { maxPages: 10, withGraphics: false }))).toBe("document_encrypted");
    const doc = await pool.parse(fixture("encrypted-owner-only.pdf"), { maxPages: 10, withGraphics: false });
    expect(doc.encrypted).toBe(true);
    expect(doc.pages[0]?.text).toBe("Confidential invoice 42");
  });

  it("refuses 1,000 pages over a 500-page limit before any page work, naming limit and actual", async () => {
    const big = makePdf(
      Array.from({ length: 1000 }, () => ({ content: textAt(72, 770, "page") })),
      { sharedContent: true },
    );
    const started = Date.now();
    const error = await pool.parse(big, { maxPages: 500, withGraphics: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("input_too_large");
    expect((error as AppError).message).toMatch(/1000 pages.*500 pages/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("kills a decompression bomb cleanly", async () => {
    const code = await codeOf(pool.parse(fixture("bomb.pdf"), { maxPages: 10, withGraphics: true, timeoutMs: 20_000 }));
    expect(["unsupported_document", "render_timeout", "input_too_large"]).toContain(code);
    // …and the pool still works afterwards.
    expect((await pool.parse(invoice, { maxPages: 10, withGraphics: false })).pageCount).toBe(1);
  });

  it("answers render_timeout at the wall-clock limit and recovers", async () => {
    const started = Date.now();
    expect(await codeOf(pool.parse(slowPdf(), { maxPages: 10, withGraphics: false, timeoutMs: 300 }))).toBe("render_timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await pool.parse(invoice, { maxPages: 10, withGraphics: false })).pageCount).toBe(1);
  });

  it("maps a child that dies mid-document to unsupported_document and replaces it", async () => {
    const before = pool.childPids();
    const pending = pool.parse(slowPdf(), { maxPages: 10, withGraphics: false, timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 300));
    for (const pid of before) process.kill(pid, "SIGKILL");
    expect(await codeOf(pending)).toBe("unsupported_document");
    // The signal is asynchronous: wait until the pool has noticed both deaths.
    while (pool.childPids().some((pid) => before.includes(pid))) await new Promise((r) => setTimeout(r, 20));
    const docs = await Promise.all([1, 2, 3].map(() => pool.parse(invoice, { maxPages: 10, withGraphics: false })));
    expect(docs.map((d) => d.pageCount)).toEqual([1, 1, 1]);
    expect(pool.childPids().some((pid) => before.includes(pid))).toBe(false);
  });

  it("recycles children after maxDocumentsPerChild documents", async () => {
    const before = new Set(pool.childPids());
    for (let i = 0; i < 8; i++) await pool.parse(invoice, { maxPages: 10, withGraphics: false });
    await pool.warm();
    expect(pool.childPids().filter((pid) => before.has(pid))).toEqual([]);
  });
});
