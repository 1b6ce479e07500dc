import { describe, expect, it } from "@jest/globals";
import type { BBox } from "../layout/types";
import type { GreyImage } from "./grey-image";
import { inkBefore, lostGlyphDoubts } from "./lost-glyphs";
import type { OcrPageEvidence } from "./ocr-page";

// A name of seven glyphs, each a stem and two bars, 14 px high on grey paper at x 40–152, with
// whatever is drawn before it: a letter's stem the reading left out, a speck, a label read as a word.

const PAPER = 235;
const INK = 30;
const NAME: BBox = [40, 10, 152, 24];
const VALUE = "ORVA AX";

function page(draw: (ink: (x0: number, y0: number, x1: number, y1: number) => void) => void): GreyImage {
  const img: GreyImage = { width: 180, height: 40, pixels: new Uint8Array(180 * 40).fill(PAPER) };
  const ink = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.pixels[y * img.width + x] = INK;
  };
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 16;
    ink(x, 10, x + 2, 24);
    for (const y of [10, 22]) ink(x, y, x + 10, y + 2);
  }
  draw(ink);
  return img;
}

const nameWord = { text: VALUE, bbox: NAME, confidence: 0.93 };
const before = (draw: Parameters<typeof page>[0], words: OcrPageEvidence["words"] = [nameWord]) =>
  inkBefore({ image: page(draw), scale: 1 }, NAME, VALUE.length, words);

describe("first letters OCR dropped from names", () => {
  it("sees a letter's stem just before the name that no read word covers", () => {
    expect(before((ink) => ink(24, 10, 27, 24))).toBe(true);
  });

  it("takes clear paper, a speck, a short mark and a word the reading has there for no lost letter", () => {
    expect(before(() => {})).toBe(false);
    expect(before((ink) => ink(24, 10, 25, 24))).toBe(false);
    expect(before((ink) => ink(24, 15, 27, 18))).toBe(false);
    expect(before((ink) => ink(24, 10, 27, 24), [nameWord, { text: "#12", bbox: [14, 10, 36, 24], confidence: 0.9 }])).toBe(false);
  });

  it("doubts a merchant read without the letter the scan shows before it", () => {
    const evidence = new Map<number, OcrPageEvidence>([[1, { page: 1, turn: 0, width: 180, height: 40, words: [nameWord] }]]);
    const out = {
      data: { merchant: VALUE },
      fields: { merchant: { confidence: 0.7, method: "deterministic" as const, page: 1, bbox: NAME, text: VALUE } },
      warnings: [],
    };
    const lost = new Map([[1, { image: page((ink) => ink(24, 10, 27, 24)), scale: 1 }]]);
    expect(lostGlyphDoubts(out, evidence, lost)).toEqual([{ path: "merchant", reason: "the scan shows a letter before it that OCR did not read" }]);
    expect(lostGlyphDoubts(out, evidence, new Map([[1, { image: page(() => {}), scale: 1 }]]))).toEqual([]);
  });
});
