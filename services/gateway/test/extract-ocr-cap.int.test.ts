// The OCR page cap through the public API: POST /api/v1/extract with ocr_fallback on a document of
// 16 image-only pages → 413 input_too_large naming the limit and the actual count, no OCR work, and
// nothing charged. The worker here HAS an OCR tier (real rasteriser and tesseract.js pool, wrapped
// to count calls), and one scanned page through the same stack is read and charged, so the refusal
// is the cap — not a worker without OCR.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { creditsForTier, MAX_OCR_PAGES } from "@quire/contracts";
import { getUsage } from "@quire/db";
import { Rasteriser } from "../../extract-worker/src/ocr/rasterise";
import { TesseractPool } from "../../extract-worker/src/ocr/tesseract-pool";
import { fixture } from "../../extract-worker/test/corpus";
import { buildTestPdf, scanPage } from "../../extract-worker/test/scanned-pdf";
import { postJson, startTestGateway, type TestGateway } from "./harness";
import { startInProcessExtractWorker, type InProcessExtractWorker } from "./in-process-extract-worker";

const scan = fixture("ocr/zugferd-minimum-150dpi.jpg");
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

let gw: TestGateway;
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
});

afterAll(async () => {
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
    expect(ocrWork - before).toBe(3); // rasterise, orientation, recognition
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(credits);
  });
});
