import { describe, expect, it } from "@jest/globals";
import { darkMask } from "./dark-mask";
import type { GreyImage } from "./grey-image";
import { eraseRules } from "./page-rules";

// Pages drawn in the test: white paper, "glyphs" as solid blocks GLYPH px tall, rules as rows of
// dashes or dots. What must hold: rules go, glyphs (even beside a rule) stay.
const GLYPH = 20;
const W = 400;
const H = 200;

function page(): GreyImage {
  return { width: W, height: H, pixels: new Uint8Array(W * H).fill(245) };
}

function fill(img: GreyImage, x0: number, y0: number, x1: number, y1: number, v = 20): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.pixels[y * img.width + x] = v;
}

/** A line of text: GLYPH-tall blocks 12 px wide with 4 px gaps. */
function textLine(img: GreyImage, y: number, x0 = 20, x1 = 380): void {
  for (let x = x0; x + 12 <= x1; x += 16) fill(img, x, y, x + 12, y + GLYPH);
}

/** A dashed rule `thick` rows tall, drifting `drift` rows down across the page (a skewed scan). */
function dashedRule(img: GreyImage, y: number, { thick = 2, dash = 6, gap = 3, drift = 0 } = {}): void {
  for (let x = 0; x < W; x += dash + gap) {
    const dy = Math.round((drift * x) / W);
    fill(img, x, y + dy, Math.min(W, x + dash), y + dy + thick);
  }
}

const inkAt = (img: GreyImage, y0: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = 0; x < W; x++) n += img.pixels[y * W + x]! < 128 ? 1 : 0;
  return n;
};

const erased = (img: GreyImage) => eraseRules(img, darkMask(img), GLYPH);

describe("eraseRules", () => {
  it("erases dashed rules just above and below a line of text, and keeps the text", () => {
    const img = page();
    dashedRule(img, 60);
    textLine(img, 66);
    dashedRule(img, 90);
    const out = erased(img);
    expect(inkAt(out, 58, 64)).toBe(0);
    expect(inkAt(out, 88, 94)).toBe(0);
    expect(inkAt(out, 66, 66 + GLYPH)).toBe(inkAt(img, 66, 66 + GLYPH));
  });

  it("erases a skewed rule that drifts across rows, and a dotted one", () => {
    const img = page();
    dashedRule(img, 40, { drift: 5 });
    dashedRule(img, 120, { dash: 2, gap: 3 });
    textLine(img, 150);
    const out = erased(img);
    expect(inkAt(out, 36, 50)).toBe(0);
    expect(inkAt(out, 118, 124)).toBe(0);
    expect(inkAt(out, 150, 150 + GLYPH)).toBe(inkAt(img, 150, 150 + GLYPH));
  });

  it("keeps a rule that touches the text (no blank row between), and short marks", () => {
    const img = page();
    textLine(img, 60);
    dashedRule(img, 60 + GLYPH); // glued under the glyphs
    fill(img, 100, 140, 140, 142); // a hyphen-like mark two glyphs wide
    const out = erased(img);
    expect(out.pixels).toEqual(img.pixels);
  });

  it("keeps thick bars (a bold stroke or a black band is no rule) and pages with unknown glyph size", () => {
    const img = page();
    fill(img, 0, 100, W, 100 + GLYPH); // a band as tall as a glyph
    expect(erased(img).pixels).toEqual(img.pixels);
    dashedRule(img, 40);
    expect(eraseRules(img, darkMask(img), null)).toBe(img);
  });
});
