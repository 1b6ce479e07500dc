import { describe, expect, it } from "@jest/globals";
import { buildOcrPage } from "./ocr-page";
import type { OcrWord } from "./tesseract-pool";

// Specks of a scan that OCR reads as marks are left out of the page the rules read. Words are
// invented, at one pixel per point, 10 px a glyph and 14 px tall.

function word(text: string, x: number, y: number, size: [number, number] = [text.length * 10, 14]): OcrWord {
  return { text, box: [x, y, x + size[0], y + size[1]], confidence: 90, baseline: y + size[1] - 2, fontPx: size[1] };
}

const build = (words: OcrWord[]) => buildOcrPage({ number: 1, width: 600, height: 800, rotation: 0, turn: 0, scale: 1 }, words);

const page = [word("Invoice", 40, 40), word("Net", 40, 100), word("100,00", 400, 100), word("Tax", 40, 120), word("20,00", 400, 120)];

describe("specks on a scanned page", () => {
  it("a mark a point wide standing alone between a label and its value is no line of the page", () => {
    const { page: p, evidence } = build([...page, word("Total", 40, 140), word(":", 250, 144, [1, 1]), word("120,00", 400, 140)]);
    expect(p.lines.map((l) => l.text)).not.toContain(":");
    // The evidence keeps what the recogniser read.
    expect(evidence.words.map((w) => w.text)).toContain(":");
  });

  it("printed marks stay: a colon of the text's height, a dash a cell holds, a mark inside a line, a digit boxed small", () => {
    const { page: p } = build([
      ...page,
      word("Total", 40, 140),
      word(":", 250, 142, [3, 9]),
      word("120,00", 400, 140),
      word("-", 300, 166, [6, 2]),
      word("Ref", 40, 190),
      word(".", 72, 200, [1, 1]),
      word("1", 300, 210, [2, 3]),
    ]);
    const texts = p.lines.map((l) => l.text);
    expect(texts).toContain(":");
    expect(texts).toContain("-");
    expect(texts.some((t) => t.startsWith("Ref"))).toBe(true);
    expect(p.words.map((w) => w.text)).toContain(".");
    // A digit the recogniser boxed small is no speck: a till's quantity "1".
    expect(texts).toContain("1");
  });
});
