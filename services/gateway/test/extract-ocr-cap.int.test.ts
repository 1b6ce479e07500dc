// The OCR page cap through the public API: POST /api/v1/extract with ocr_fallback on a document of
// 16 image-only pages → 413 input_too_large naming the limit and the actual count, no OCR work, and
// nothing charged. The worker here HAS an OCR tier (real rasteriser and tesseract.js pool, wrapped
// to count calls), and one scanned page through the same stack is read and charged, so the refusal
// is the cap — not a worker without OCR.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { creditsForTier, MAX_OCR_PAGES } from "@quire/contracts";
import { chargeCredits, getUsage, reconcileAccount, type Db } from "@quire/db";
import { Rasteriser } from "../../extract-worker/src/ocr/rasterise";
import { TesseractPool } from "../../extract-worker/src/ocr/tesseract-pool";
import { testScan } from "../../../test-support/documents/test-documents";
import { buildTestPdf, scanPage } from "../../extract-worker/test/scanned-pdf";
import { postJson, startTestGateway, type TestGateway } from "./harness";
import { startInProcessExtractWorker, type InProcessExtractWorker } from "./in-process-extract-worker";

const scan = new Uint8Array(testScan("invoice-minimal"));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

let gw: TestGateway;
/** A stack whose worker has no OCR tier: a reservation for OCR is then mostly given back. */
let noOcr: TestGateway;
let noOcrWorker: InProcessExtractWorker;
let tesseract: TesseractPool;
let rasteriser: Rasteriser;
let worker: InProcessExtractWorker;
/** Every call into the OCR tier's rasteriser or recogniser. */
let ocrWork = 0;

beforeAll(async () => {
  gw = await startTestGateway({ extract: { parseTimeoutMs: 60_000 } });
  tesseract = new TesseractPool({ size: 1, pagesPerWorker: 4 });
  rasteriser = new Rasteriser({ dpi: 300 });
  const ocr = {
    pool: {
      recognise: (...a: Parameters<TesseractPool["recognise"]>) => (ocrWork++, tesseract.recognise(...a)),
      orientation: (...a: Parameters<TesseractPool["orientation"]>) => (ocrWork++, tesseract.orientation(...a)),
    },
    rasteriser: { rasterise: (...a: Parameters<Rasteriser["rasterise"]>) => (ocrWork++, rasteriser.rasterise(...a)) },
  };
  worker = await startInProcessExtractWorker({ prefix: gw.prefix, ocr });
  noOcr = await startTestGateway({ extract: { parseTimeoutMs: 60_000 } });
  noOcrWorker = await startInProcessExtractWorker({ prefix: noOcr.prefix });
});

afterAll(async () => {
  await noOcrWorker.close();
  await noOcr.close();
  await worker.close();
  await tesseract.close();
  rasteriser.close();
  await gw.close();
});

const extract = (key: string, body: unknown) => postJson(`${gw.baseUrl}/api/v1/extract`, key, body);

describe("POST /api/v1/extract with ocr_fallback", () => {
  it("refuses 16 scanned pages with 413 input_too_large stating limit and actual, before any OCR work, charging nothing", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const pdf = buildTestPdf(Array.from({ length: MAX_OCR_PAGES + 1 }, () => scanPage(scan)));
    const before = ocrWork;
    const res = await extract(key, { file_base64: b64(pdf), preset: "invoice", ocr_fallback: true });
    expect(res.status).toBe(413);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("input_too_large");
    expect(error.message).toContain(`${MAX_OCR_PAGES + 1} scanned pages`);
    expect(error.message).toContain(`at most ${MAX_OCR_PAGES}`);
    expect(ocrWork).toBe(before);
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
    const rows = await gw.db.extraction.findMany({ where: { accountId } });
    expect(rows.map((r) => ({ status: r.status, errorCode: r.errorCode, creditsCharged: r.creditsCharged ?? 0 }))).toEqual([
      { status: "failed", errorCode: "input_too_large", creditsCharged: 0 },
    ]);
  });

  it("reads one scanned page through the same stack and charges the OCR tier", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const before = ocrWork;
    const res = await extract(key, { file_base64: b64(buildTestPdf([scanPage(scan)])), preset: "full_text", ocr_fallback: true });
    expect(res.status).toBe(200);
    const envelope = (await res.json()) as { extraction_method: string; credits_charged: number; data: { text: string } };
    const credits = creditsForTier("ocr", { pages: 1, scannedPages: 1 });
    expect(envelope).toMatchObject({ extraction_method: "ocr", credits_charged: credits });
    expect(envelope.data.text.length).toBeGreaterThan(50);
    // Rasterise and recognition; orientation is only asked when a reading is poor (this scan is upright and clean).
    expect(ocrWork - before).toBe(2);
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(credits);
  }, 90_000); // OCR on a shared 2-core machine
});

async function ledgerOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db.creditLedger.findMany({ where: { accountId }, orderBy: { id: "asc" } });
  return rows.map((row) => `${row.kind}:${row.operationId.replace(/^ext_[a-z0-9]+/, "ext")}:${row.credits}`);
}

const textPage = { kind: "text" as const, width: 612, height: 792, lines: [{ x: 72, y: 100, size: 12, text: "Invoice 1001 Total 10.00" }] };

describe("OCR is paid for before it runs", () => {
  it("answers 429 quota_exceeded before any OCR work when the account cannot afford the OCR tier, charging nothing", async () => {
    const { key, accountId } = await gw.newCaller("free");
    for (let i = 0; i < 19; i += 1) await chargeCredits(gw.db, { accountId, plan: "free", operationId: `spent-${accountId}-${i}`, credits: 1 });
    const before = ocrWork;
    const res = await extract(key, { file_base64: b64(buildTestPdf([scanPage(scan)])), preset: "full_text", ocr_fallback: true });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("quota_exceeded");
    expect(ocrWork).toBe(before);
    expect((await getUsage(gw.db, { accountId, plan: "free" })).used).toBe(19);
    expect(await gw.db.extraction.findMany({ where: { accountId }, select: { status: true, errorCode: true } })).toEqual([
      { status: "failed", errorCode: "quota_exceeded" },
    ]);
  });

  it("reserves the OCR tier up front and keeps exactly what the tier that ran costs", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const ocr = creditsForTier("ocr", { pages: 2, scannedPages: 1 });
    const res = await extract(key, { file_base64: b64(buildTestPdf([textPage, scanPage(scan)])), preset: "full_text", ocr_fallback: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ extraction_method: "ocr", credits_charged: ocr });
    expect(await ledgerOf(gw.db, accountId)).toEqual(["charge:ext:1", `charge:ext:rest:${ocr - 1}`]);
    expect(await reconcileAccount(gw.db, accountId)).toMatchObject({ used: ocr, ledger: ocr, finished: ocr, exact: true });
  }, 90_000);

  it("gives back the unused part of the reservation exactly once when OCR did not run", async () => {
    const { key, accountId } = await noOcr.newCaller("pro");
    const ocr = creditsForTier("ocr", { pages: 2, scannedPages: 1 });
    const res = await postJson(`${noOcr.baseUrl}/api/v1/extract`, key, {
      file_base64: b64(buildTestPdf([textPage, scanPage(scan)])),
      preset: "full_text",
      ocr_fallback: true,
    });
    expect(res.status).toBe(200);
    const envelope = (await res.json()) as { extraction_method: string; credits_charged: number; warnings: string[] };
    expect(envelope).toMatchObject({ extraction_method: "deterministic", credits_charged: 1 });
    expect(envelope.warnings.join(" ")).toMatch(/OCR is not available/);
    expect(await ledgerOf(noOcr.db, accountId)).toEqual(["charge:ext:1", `charge:ext:rest:${ocr - 1}`, `refund:ext:rest:${ocr - 1}`]);
    expect((await getUsage(noOcr.db, { accountId, plan: "pro" })).used).toBe(1);
    expect(await reconcileAccount(noOcr.db, accountId)).toMatchObject({ used: 1, ledger: 1, finished: 1, exact: true });
  });
});
