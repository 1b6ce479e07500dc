import { describe, expect, it } from "@jest/globals";
import type { BBox } from "../layout/types";
import type { GreyImage } from "./grey-image";
import { lostMarkDoubts, markAboveCapitals } from "./lost-marks";
import type { OcrPageEvidence } from "./ocr-page";

// A word in capitals drawn as four letters like "E" (a stem and three bars) on grey paper, 14 px
// high, with whatever is drawn above them: an accent, a speck, a taller stroke, a descender.

const PAPER = 235;
const INK = 30;
const [CAP_TOP, BASELINE] = [30, 44];
const WORD: BBox = [10, CAP_TOP, 66, BASELINE];

function page(draw: (ink: (x0: number, y0: number, x1: number, y1: number) => void) => void): GreyImage {
  const img: GreyImage = { width: 80, height: 60, pixels: new Uint8Array(80 * 60).fill(PAPER) };
  const ink = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.pixels[y * img.width + x] = INK;
  };
  for (let i = 0; i < 4; i++) {
    const x = 10 + i * 14;
    ink(x, CAP_TOP, x + 2, BASELINE);
    for (const y of [CAP_TOP, CAP_TOP + 6, BASELINE - 2]) ink(x, y, x + 10, y + 2);
  }
  draw(ink);
  return img;
}

const marked = (draw: Parameters<typeof page>[0]) => markAboveCapitals({ image: page(draw), scale: 1 }, WORD);

describe("accents OCR dropped from capitals", () => {
  it("sees an accent floating above one capital", () => {
    expect(marked((ink) => ink(53, 24, 57, 27))).toBe(true);
    // Two dots of an umlaut.
    expect(marked((ink) => (ink(39, 25, 41, 27), ink(44, 25, 46, 27)))).toBe(true);
  });

  it("takes plain capitals, a speck of toner, a stroke rising from a letter and the line above's descender for no accent", () => {
    expect(marked(() => {})).toBe(false);
    expect(marked((ink) => ink(53, 24, 55, 26))).toBe(false);
    expect(marked((ink) => ink(24, 25, 28, CAP_TOP))).toBe(false);
    expect(marked((ink) => ink(24, 0, 28, 26))).toBe(false);
  });

  it("doubts a merchant whose capitals carry a mark the reading lacks, not one without", () => {
    const evidence = new Map<number, OcrPageEvidence>([
      [1, { page: 1, turn: 0, width: 80, height: 60, words: [{ text: "CAFE", bbox: WORD, confidence: 0.93 }] }],
    ]);
    const out = {
      data: { merchant: "CAFE" },
      fields: { merchant: { confidence: 0.7, method: "deterministic" as const, page: 1, bbox: WORD, text: "CAFE" } },
      warnings: [],
    };
    const accented = new Map([[1, { image: page((ink) => ink(53, 24, 57, 27)), scale: 1 }]]);
    expect(lostMarkDoubts(out, evidence, accented)).toEqual([{ path: "merchant", reason: 'the scan shows an accent over "CAFE" that OCR read without it' }]);
    expect(lostMarkDoubts(out, evidence, new Map([[1, { image: page(() => {}), scale: 1 }]]))).toEqual([]);
  });
});
