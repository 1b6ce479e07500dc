import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { BBox, PositionedDocument } from "../src/layout/types";
import { ParserPool } from "../src/parse/parser-pool";
import { corpusPdf } from "./corpus";

// Expectations read by hand from `pdftotext -bbox` of the same file (top-left origin, points):
//   "$4.11"    545.98 145.68 571.00 154.73      "42183017" 535.42 118.18 571.00 125.42
//   "TOTAL"    257.00 145.68 287.95 154.73      (our right edge is a glyph-width estimate)

function near(actual: BBox | undefined, expected: BBox, tol = 2): void {
  expect(actual).toBeDefined();
  (actual as BBox).forEach((v, i) => expect(Math.abs(v - (expected[i] as number))).toBeLessThanOrEqual(tol));
}

describe("positioned text model (real invoice)", () => {
  let pool: ParserPool;
  let doc: PositionedDocument;
  beforeAll(async () => {
    pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 20_000 });
    doc = await pool.parse(corpusPdf("invoices-dev", "i2d-AmazonWebServices"), { maxPages: 10, withGraphics: true });
  });
  afterAll(() => pool.close());

  it("measures the page in points", () => {
    expect(doc.pages[0]).toMatchObject({ number: 1, width: 612, height: 792, rotation: 0, hasTextLayer: true });
  });

  it("places words with top-left-origin boxes that match pdftotext", () => {
    const words = doc.pages[0]?.words ?? [];
    near(words.find((w) => w.text === "$4.11")?.bbox, [545.98, 145.68, 571, 154.73]);
    near(words.find((w) => w.text === "42183017")?.bbox, [535.42, 118.18, 571, 125.42]);
    near(words.find((w) => w.text === "TOTAL")?.bbox, [257, 145.68, 287.95, 154.73], 2.5);
  });

  it("groups words into lines on one baseline and splits lines at column gaps", () => {
    const lines = doc.pages[0]?.lines ?? [];
    const total = lines.find((l) => l.text.startsWith("TOTAL AMOUNT DUE"));
    expect(total?.text).toBe("TOTAL AMOUNT DUE ON August 3 , 2014");
    near(total?.bbox, [257, 145.68, 449.68, 154.73], 1);
    expect(lines.find((l) => l.text === "Invoice Number:")).toBeDefined();
  });

  it("writes the page text in reading order, table cells of one row tab-separated", () => {
    const text = doc.pages[0]?.text ?? "";
    expect(text).toContain("Invoice Number:\t42183017");
    expect(text).toContain("TOTAL AMOUNT DUE ON August 3 , 2014\t$4.11");
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
