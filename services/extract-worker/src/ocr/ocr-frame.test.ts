import { describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import { assertOcrAllowed } from "./ocr-tier";
import { halveGrey, rotateGrey, type GreyImage } from "./grey-image";
import { buildOcrPage, toDisplayBox, type OcrPageEvidence, type Turn } from "./ocr-page";
import { ocrProvenance } from "./ocr-provenance";

// The geometry between the page as displayed, the upright image OCR reads and the boxes provenance
// reports — checked by turning a one-pixel "word" around and mapping its box back.

function dotImage(width: number, height: number, x: number, y: number): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  pixels[y * width + x] = 0;
  return { width, height, pixels };
}

function dotOf(img: GreyImage): [number, number] {
  const i = img.pixels.indexOf(0);
  return [i % img.width, Math.floor(i / img.width)];
}

describe("OCR page frames", () => {
  it("maps a box found in the upright image back onto the displayed page for every quarter turn", () => {
    const [W, H] = [40, 30];
    const shown = dotImage(W, H, 7, 3);
    for (const turn of [0, 90, 180, 270] as Turn[]) {
      const upright = rotateGrey(shown, turn);
      expect(upright.width * upright.height).toBe(W * H);
      const [u, v] = dotOf(upright);
      // The dot's pixel as a box in "points" (scale 1), back on the displayed page.
      expect([turn, toDisplayBox([u, v, u + 1, v + 1], { turn, width: W, height: H })]).toEqual([turn, [7, 3, 8, 4]]);
    }
  });

  it("halves an image by averaging 2×2 blocks", () => {
    const img = { width: 4, height: 2, pixels: new Uint8Array([0, 0, 255, 255, 0, 0, 255, 255]) };
    expect(Array.from(halveGrey(img).pixels)).toEqual([0, 255]);
  });

  it("builds a page in the upright frame from OCR words, in points, with the text-layer builder's lines", () => {
    const words = [
      { text: "Invoice", box: [100, 100, 250, 130] as [number, number, number, number], confidence: 90, baseline: 128, fontPx: 25.5 },
      { text: "42", box: [270, 100, 310, 130] as [number, number, number, number], confidence: 60, baseline: 128, fontPx: 25.5 },
    ];
    const { page, evidence } = buildOcrPage({ number: 2, width: 612, height: 792, rotation: 0, turn: 90, scale: 300 / 72 }, words);
    expect([page.width, page.height]).toEqual([792, 612]);
    expect(page.text).toBe("Invoice 42");
    expect(page.words[0]!.bbox).toEqual([24, 24, 60, 31.2]);
    expect(page.hasTextLayer).toBe(true);
    expect(evidence.words.map((w) => w.confidence)).toEqual([0.9, 0.6]);
  });

  it("leaves a vertical rule read as a word out of the page the rules read, but keeps it in the evidence", () => {
    const word = (text: string, x0: number, x1: number) => ({
      text,
      box: [x0, 100, x1, 130] as [number, number, number, number],
      confidence: 90,
      baseline: 128,
      fontPx: 25.5,
    });
    const { page, evidence } = buildOcrPage({ number: 1, width: 612, height: 792, rotation: 0, turn: 0, scale: 1 }, [
      word("|", 90, 94),
      word("Seller", 100, 180),
      word("||", 200, 206),
    ]);
    expect(page.text).toBe("Seller");
    expect(evidence.words.map((w) => w.text)).toEqual(["|", "Seller", "||"]);
  });

  it("labels values on OCR'd pages as ocr, weights them by their weakest word and caps them at 0.8", () => {
    const evidence = new Map<number, OcrPageEvidence>([
      [
        1,
        {
          page: 1,
          turn: 0,
          width: 600,
          height: 800,
          words: [
            { text: "INV-1", bbox: [10, 10, 50, 20], confidence: 0.95 },
            { text: "42", bbox: [60, 10, 90, 20], confidence: 0.5 },
          ],
        },
      ],
    ]);
    const p: Provenance = { confidence: 0.99, method: "deterministic", page: 1, bbox: [10, 10, 50, 20], text: "x" };
    expect(ocrProvenance(p, evidence)).toMatchObject({ method: "ocr", confidence: 0.8 });
    expect(ocrProvenance({ ...p, bbox: [10, 10, 90, 20] }, evidence).confidence).toBe(0.495);
    // Text-layer pages are untouched.
    expect(ocrProvenance({ ...p, page: 2 }, evidence)).toEqual({ ...p, page: 2 });
  });

  it("allows up to 15 scanned pages and refuses the 16th with input_too_large", () => {
    expect(() => assertOcrAllowed(Array.from({ length: 15 }, (_, i) => i + 1))).not.toThrow();
    expect(() => assertOcrAllowed(Array.from({ length: 16 }, (_, i) => i + 1))).toThrow(expect.objectContaining({ code: "input_too_large" }));
  });
});
