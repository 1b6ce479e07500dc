import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { BBox, PositionedDocument } from "../src/layout/types";
import { ParserPool } from "../src/parse/parser-pool";
import { testDocument } from "../../../test-support/documents/test-documents";

// Expectations read by hand from `pdftotext -bbox` of the same file (top-left origin, points):
//   "$12.47"   512.91 179.53 544.49 190.42      "58300412" 497.81 69.28 544.50 80.17
//   "TOTAL"     68.25 179.53  97.64 190.42      (our right edge is a glyph-width estimate)

function near(actual: BBox | undefined, expected: BBox, tol = 2): void {
  expect(actual).toBeDefined();
  (actual as BBox).forEach((v, i) => expect(Math.abs(v - (expected[i] as number))).toBeLessThanOrEqual(tol));
}

describe("positioned text model (printed invoice)", () => {
  let pool: ParserPool;
  let doc: PositionedDocument;
  beforeAll(async () => {
    pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 20_000 });
    doc = await pool.parse(new Uint8Array(testDocument("invoice-letter-one-page")), { maxPages: 10, withGraphics: true });
  });
  afterAll(() => pool.close());

  it("measures the page in points", () => {
    expect(doc.pages[0]).toMatchObject({ number: 1, width: 612, height: 792, rotation: 0, hasTextLayer: true });
  });

  it("places words with top-left-origin boxes that match pdftotext", () => {
    const words = doc.pages[0]?.words ?? [];
    near(words.find((w) => w.text === "$12.47")?.bbox, [512.91, 179.53, 544.49, 190.42]);
    near(words.find((w) => w.text === "58300412")?.bbox, [497.81, 69.28, 544.5, 80.17]);
    near(words.find((w) => w.text === "TOTAL")?.bbox, [68.25, 179.53, 97.64, 190.42], 2.5);
  });

  it("groups words into lines on one baseline and splits lines at column gaps", () => {
    const lines = doc.pages[0]?.lines ?? [];
    const total = lines.find((l) => l.text.startsWith("TOTAL AMOUNT DUE"));
    expect(total?.text).toBe("TOTAL AMOUNT DUE ON April 2 , 2021");
    near(total?.bbox, [68.25, 179.53, 240.88, 190.42], 1);
    expect(lines.find((l) => l.text === "Invoice Number:")).toBeDefined();
  });

  it("writes the page text in reading order, table cells of one row tab-separated", () => {
    const text = doc.pages[0]?.text ?? "";
    expect(text).toContain("Invoice Number:\t58300412");
    expect(text).toContain("TOTAL AMOUNT DUE ON April 2 , 2021\t$12.47");
    expect(text.indexOf("Summary")).toBeLessThan(text.indexOf("Total for this invoice"));
  });

  it("reads rulings from the operator list in page coordinates", () => {
    const rulings = doc.pages[0]?.rulings ?? [];
    expect(rulings.length).toBeGreaterThan(0);
    for (const r of rulings) {
      expect(r.bbox[0]).toBeGreaterThanOrEqual(-1);
      expect(r.bbox[2]).toBeLessThanOrEqual(613);
      expect(r.bbox[1]).toBeGreaterThanOrEqual(-1);
      expect(r.bbox[3]).toBeLessThanOrEqual(793);
    }
  });
});
