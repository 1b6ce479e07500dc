import { describe, expect, it } from "@jest/globals";
import type { PositionedDocument } from "../layout/types";
import { thickenGrey } from "./grey-image";
import type { RasterPage } from "./raster-protocol";
import { readsUpright, runOcrTier } from "./ocr-tier";
import type { OcrImage, OcrWord } from "./tesseract-pool";

// When the tier asks for the page's orientation: only when the upright reading fails.

const word = (confidence: number, box: OcrWord["box"] = [0, 0, 40, 10]): OcrWord => ({ text: "word", box, confidence, baseline: 10, fontPx: 10 });

describe("readsUpright", () => {
  it("accepts a reading of enough words most of which tesseract was sure of", () => {
    expect(readsUpright(Array.from({ length: 12 }, (_, i) => word(i < 4 ? 30 : 90)))).toBe(true);
  });

  it("refuses a few words, or words mostly unsure (text read sideways or upside down)", () => {
    expect(readsUpright(Array.from({ length: 5 }, () => word(95)))).toBe(false);
    expect(readsUpright(Array.from({ length: 20 }, (_, i) => word(i < 12 ? 20 : 90)))).toBe(false);
    // Read confidently, but as vertical text: the page is sideways.
    expect(readsUpright(Array.from({ length: 20 }, () => word(90, [0, 0, 10, 40])))).toBe(false);
  });
});

describe("thickening faint print", () => {
  it("grows each dark pixel into its 3×3 neighbourhood", () => {
    const pixels = new Uint8Array(25).fill(255);
    pixels[12] = 40;
    const out = thickenGrey({ width: 5, height: 5, pixels });
    expect([...out.pixels].filter((p) => p === 40)).toHaveLength(9);
    expect(out.pixels[0]).toBe(255);
    expect(out.pixels[6]).toBe(40);
  });

  it("reads a page again with thickened strokes when its reading fails, keeping the more legible reading", async () => {
    const grey = new Uint8Array(60 * 40).fill(255);
    grey[20 * 60 + 30] = 0;
    const raster: RasterPage = { number: 1, width: 45, height: 30, widthPx: 60, heightPx: 40, scale: 60 / 45, grey };
    const darkPixels = (image: OcrImage) => [...image.data.subarray(image.data.length - 60 * 40)].filter((p) => p < 128).length;
    const read = (text: string, confidence: number, n: number): OcrWord[] =>
      Array.from({ length: n }, (_, i) => ({ text, box: [2 + 4 * i, 2, 5 + 4 * i, 6], confidence, baseline: 6, fontPx: 4 }));
    const seen: number[] = [];
    const pool = {
      recognise: async (image: OcrImage) => {
        seen.push(darkPixels(image));
        return darkPixels(image) > 1 ? read("TOTAL", 90, 10) : read("~~", 30, 3);
      },
      orientation: async () => ({ degrees: 0 as const, confidence: 0 }),
    };
    const doc: PositionedDocument = {
      pageCount: 1,
      pages: [{ number: 1, width: 45, height: 30, rotation: 0, hasTextLayer: false, lines: [], words: [], rulings: [], rects: [], text: "" }],
    } as unknown as PositionedDocument;
    const result = await runOcrTier({ pool, rasteriser: { rasterise: async (_b, _p, onPage) => onPage(raster) } }, new Uint8Array(), doc, [1]);
    expect(seen).toEqual([1, 9]);
    expect(result.doc.pages[0]!.words.map((w) => w.text)).toContain("TOTAL");
  });
});

describe("a sideways scan too small for orientation detection", () => {
  it("is read turned a quarter each way and kept at the turn that reads upright", async () => {
    // A wide page (a till slip photographed sideways); OSD finds too few characters and answers nothing.
    const raster: RasterPage = { number: 1, width: 45, height: 30, widthPx: 60, heightPx: 40, scale: 60 / 45, grey: new Uint8Array(60 * 40).fill(255) };
    const size = (image: OcrImage) => image.data.subarray(0, 20).toString().split("\n")[1]!.split(" ").map(Number) as [number, number];
    const words = (tall: boolean): OcrWord[] =>
      Array.from({ length: 10 }, (_, i) => ({
        text: "TOTAL",
        box: tall ? [2, 4 * i, 5, 4 * i + 12] : [2 + 6 * i, 2, 7 + 6 * i, 5],
        confidence: 90,
        baseline: 5,
        fontPx: 3,
      }));
    const seen: string[] = [];
    const pool = {
      // Read as it lies, its lines come out as vertical words; turned upright (taller than wide), as words.
      recognise: async (image: OcrImage) => {
        const [w, h] = size(image);
        seen.push(`${w}x${h}`);
        return words(w > h);
      },
      orientation: async () => ({ degrees: 0 as const, confidence: 0 }),
    };
    const doc = {
      pageCount: 1,
      pages: [{ number: 1, width: 45, height: 30, rotation: 0, hasTextLayer: false, lines: [], words: [], rulings: [], rects: [], text: "" }],
    } as unknown as PositionedDocument;
    const result = await runOcrTier({ pool, rasteriser: { rasterise: async (_b, _p, onPage) => onPage(raster) } }, new Uint8Array(), doc, [1]);
    expect(seen).toEqual(["60x40", "40x60", "40x60"]);
    expect(result.notices).toContain("page 1: the scan is rotated; it was read turned 90° clockwise.");
    expect(result.doc.pages[0]!.words.map((w) => w.text)).toContain("TOTAL");
  });
});
