import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { ExtractJob, Provenance } from "@quire/contracts";
import { runExtractJob, type ExtractDeps } from "../src/extract-document";
import { OCR_CONFIDENCE_CAP } from "../src/ocr/ocr-provenance";
import { Rasteriser } from "../src/ocr/rasterise";
import { TesseractPool } from "../src/ocr/tesseract-pool";
import { ParserPool } from "../src/parse/parser-pool";
import { invoice } from "../src/presets/invoice";
import { testDocument, testScan } from "../../../test-support/documents/test-documents";
import { A4, buildTestPdf, scanPage } from "./scanned-pdf";

// The OCR tier end to end on scanned twins of invoices we printed (test-support/documents): rasterised in a child, read by
// tesseract.js (PSM 3, bundled data, nothing downloaded), fed to the same rules. Few pages on
// purpose: each costs seconds.

const headerRowScan = new Uint8Array(testScan("invoice-us-header-row"));

function job(pdf: Uint8Array, extra: Partial<ExtractJob>): ExtractJob {
  return {
    kind: "extract",
    extractionId: "ext_ocr",
    accountId: "acc_1",
    documentBase64: Buffer.from(pdf).toString("base64"),
    maxPages: 50,
    requestId: "req_ocr",
    ocrFallback: true,
    preset: "invoice",
    ...extra,
  };
}

function near(a: Provenance["bbox"], b: Provenance["bbox"], tolerance: number): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}

describe("OCR tier", () => {
  let parser: ParserPool;
  let tesseract: TesseractPool;
  let rasteriser: Rasteriser;
  let ocrCalls = 0;
  let deps: ExtractDeps;

  beforeAll(() => {
    parser = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 20_000 });
    tesseract = new TesseractPool({ size: 1, pagesPerWorker: 2 });
    const counted = {
      recognise: (...a: Parameters<TesseractPool["recognise"]>) => (ocrCalls++, tesseract.recognise(...a)),
      orientation: (...a: Parameters<TesseractPool["orientation"]>) => (ocrCalls++, tesseract.orientation(...a)),
    };
    rasteriser = new Rasteriser({ dpi: 300 });
    deps = { parse: (b, r) => parser.parse(b, r), ocr: { pool: counted, rasteriser } };
  });
  afterAll(async () => {
    await tesseract.close();
    rasteriser.close();
    await parser.close();
  });

  it("reads a scanned-only invoice: same values as its text-layer original, method ocr, confidence ≤ 0.8, boxes where the original prints them", async () => {
    const original = invoice(await parser.parse(new Uint8Array(testDocument("invoice-us-header-row")), { maxPages: 5, withGraphics: false }));
    const result = await runExtractJob(deps, job(buildTestPdf([scanPage(headerRowScan)]), {}));
    expect(result.extraction_method).toBe("ocr");
    expect(result.scannedPages).toEqual([1]);
    for (const key of ["invoice_number", "invoice_date", "due_date", "total", "tax", "subtotal"]) {
      expect([key, result.data[key]]).toEqual([key, original.data[key]]);
      const p = result.fields[key]!;
      expect([key, p.method]).toEqual([key, "ocr"]);
      expect(p.confidence).toBeGreaterThan(0);
      // The scan is a 150 dpi picture of the same A4 page: the box must land on the same print.
      expect([key, near(p.bbox, original.fields[key]!.bbox, 6)]).toEqual([key, true]);
    }
    for (const p of Object.values(result.fields)) expect(p.confidence).toBeLessThanOrEqual(OCR_CONFIDENCE_CAP);
  }, 120_000);

  it("without ocr_fallback: no OCR work, a warning naming the scanned page and what OCR would cost", async () => {
    const before = ocrCalls;
    const result = await runExtractJob(deps, job(buildTestPdf([scanPage(headerRowScan)]), { ocrFallback: false }));
    expect(ocrCalls).toBe(before);
    expect(result.extraction_method).toBe("deterministic");
    expect(result.data.invoice_number).toBeNull();
    expect(result.warnings).toContain("1 page(s) have no text layer (1); enable ocr_fallback to read them with OCR for 10 credits.");
  });

  it("refuses more than 15 scanned pages with 413 before any OCR work", async () => {
    const before = ocrCalls;
    const pdf = buildTestPdf(Array.from({ length: 16 }, () => scanPage(headerRowScan)));
    await expect(runExtractJob(deps, job(pdf, {}))).rejects.toMatchObject({ code: "input_too_large", status: 413 });
    expect(ocrCalls).toBe(before);
  });

  it("keeps the text layer of a mixed document and reads only its scanned page", async () => {
    const textPage = { kind: "text" as const, ...A4, lines: [{ x: 72, y: 100, size: 14, text: "Cover letter for invoice INV/2022/03/0017" }] };
    const before = ocrCalls;
    const result = await runExtractJob(deps, job(buildTestPdf([textPage, scanPage(headerRowScan)]), { preset: "full_text" }));
    expect(ocrCalls - before).toBe(1); // one recognition, page 2 only (it reads upright: no orientation pass)
    expect(result.scannedPages).toEqual([2]);
    const pages = result.data.pages as Array<{ page: number; text: string }>;
    expect(pages[0]!.text).toBe("Cover letter for invoice INV/2022/03/0017");
    expect(result.fields["pages[0].text"]).toMatchObject({ method: "deterministic", confidence: 1 });
    expect(pages[1]!.text).toContain("INV/2022/03/0017");
    expect(result.fields["pages[1].text"]!.method).toBe("ocr");
    expect(result.fields["pages[1].text"]!.confidence).toBeLessThanOrEqual(OCR_CONFIDENCE_CAP);
  }, 120_000);

  it("detects a page scanned sideways, reads it upright and reports boxes on the page as displayed", async () => {
    const original = invoice(await parser.parse(new Uint8Array(testDocument("invoice-us-header-row")), { maxPages: 5, withGraphics: false }));
    const result = await runExtractJob(deps, job(buildTestPdf([scanPage(headerRowScan, { sideways: true })]), {}));
    expect(result.warnings).toContain("page 1: the scan is rotated; it was read turned 270° clockwise.");
    expect(result.data.invoice_number).toBe("INV/2022/03/0017");
    const p = result.fields.invoice_number!;
    expect(p).toMatchObject({ method: "ocr", page: 1 });
    expect(p.confidence).toBeLessThanOrEqual(OCR_CONFIDENCE_CAP);
    // Turned a quarter clockwise onto the landscape page, the upright box (x0, y0, x1, y1) is at
    // x = 842 − y, y = x.
    const [x0, y0, x1, y1] = original.fields.invoice_number!.bbox;
    expect(near(p.bbox, [A4.height - y1, x0, A4.height - y0, x1], 6)).toBe(true);
  }, 120_000);
});
