import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import type { BBox } from "../src/layout/types";
import { encodePgm } from "../src/ocr/grey-image";
import type { OcrPageEvidence } from "../src/ocr/ocr-page";
import { rereadOcrValues, valueCrop, whitelistFor } from "../src/ocr/ocr-reread";
import type { OcrPageImage } from "../src/ocr/ocr-tier";
import { Rasteriser } from "../src/ocr/rasterise";
import type { RasterPage } from "../src/ocr/raster-protocol";
import { TesseractPool } from "../src/ocr/tesseract-pool";
import type { PresetOutput } from "../src/presets/preset-output";
import { buildTestPdf } from "./scanned-pdf";

// The second reading on real pixels: a small page of Helvetica drawn at 150 dpi by the rasteriser
// child, crops read by tesseract.js in single-line mode. The page reading is constructed, so a
// misread can be planted: a first reading with one digit changed must be refused by what the
// pixels say, the true one kept. Also: the single-line call leaves the pool's page mode alone.

const SIZE = 14;
/** Helvetica advance widths (per em) of the characters drawn here. */
const WIDTH: Record<string, number> = { "/": 0.278, ".": 0.278, " ": 0.278, T: 0.611, D: 0.722, o: 0.556, t: 0.278, a: 0.556, l: 0.222, e: 0.556 };
const advance = (text: string) => [...text].reduce((s, c) => s + (WIDTH[c] ?? 0.556), 0) * SIZE;
/** A word's box on the page (points, top-left origin): baseline at y, ascent 0.72 em, descent 0.21 em. */
const box = (text: string, x: number, y: number): BBox => [x, y - 0.72 * SIZE, x + advance(text), y + 0.21 * SIZE];

const LINES = [
  { label: "Date", value: "24/07/2019", y: 60 },
  { label: "Total", value: "386.40", y: 100 },
];

describe("second OCR reading of values", () => {
  let tesseract: TesseractPool;
  let page: OcrPageImage;

  beforeAll(async () => {
    tesseract = new TesseractPool({ size: 1, pagesPerWorker: 2 });
    const pdf = buildTestPdf([
      {
        kind: "text",
        width: 300,
        height: 140,
        lines: LINES.flatMap((l) => [
          { x: 30, y: l.y, size: SIZE, text: l.label },
          { x: 120, y: l.y, size: SIZE, text: l.value },
        ]),
      },
    ]);
    const rasteriser = new Rasteriser({ dpi: 150 });
    const pages: RasterPage[] = [];
    try {
      await rasteriser.rasterise(pdf, [1], (p) => pages.push(p));
    } finally {
      rasteriser.close();
    }
    const raster = pages[0]!;
    page = { image: { width: raster.widthPx, height: raster.heightPx, pixels: raster.grey }, scale: raster.scale };
  }, 60_000);
  afterAll(() => tesseract.close());

  /** The page as OCR might have read it: `read` replaces what was printed for a value. */
  function reading(read: Record<string, string>): { out: PresetOutput; evidence: OcrPageEvidence } {
    const words: OcrPageEvidence["words"] = [];
    const fields: Record<string, Provenance> = {};
    const data: Record<string, unknown> = {};
    for (const l of LINES) {
      const key = l.label.toLowerCase();
      const text = read[key] ?? l.value;
      words.push({ text: l.label, bbox: box(l.label, 30, l.y), confidence: 0.95 });
      words.push({ text, bbox: box(l.value, 120, l.y), confidence: 0.9 });
      fields[key] = { confidence: 0.8, method: "deterministic", page: 1, bbox: box(l.value, 120, l.y), text };
      data[key] = text;
    }
    return { out: { data, fields, warnings: [] }, evidence: { page: 1, turn: 0, width: 300, height: 140, words } };
  }

  const reread = ({ out, evidence }: ReturnType<typeof reading>) =>
    rereadOcrValues(out, new Map([[1, evidence]]), new Map([[1, page]]), (image, options) => tesseract.readLine(image, options));

  it("keeps values whose crops read the same digits", async () => {
    const out = await reread(reading({}));
    expect(out.warnings).toEqual([]);
    expect(out.data).toEqual({ date: "24/07/2019", total: "386.40" });
  }, 60_000);

  it("refuses a first reading with one digit wrong in the amount or the year", async () => {
    const out = await reread(reading({ total: "386.48", date: "24/07/2018" }));
    expect(out.data).toEqual({ date: null, total: null });
    expect(out.warnings).toHaveLength(2);
    expect(out.warnings.every((w) => w.includes("the OCR readings disagree"))).toBe(true);
  }, 60_000);

  it("reads a crop as one line, then the page again in its own (automatic) mode", async () => {
    const text = "386.40";
    const line = await tesseract.readLine(valueCrop(page, box(text, 120, 100), [])!, { whitelist: whitelistFor(text) });
    expect(line.text.replace(/\s/g, "")).toBe(text);
    // The per-call mode and whitelist are gone: the whole page reads as two lines, letters included.
    const words = await tesseract.recognise({ data: encodePgm(page.image), dpi: Math.round(page.scale * 72) });
    expect(words.map((w) => w.text)).toEqual(expect.arrayContaining(["Date", "Total", "386.40"]));
    expect(new Set(words.map((w) => w.baseline)).size).toBe(2);
  }, 60_000);
});
