import { describe, expect, it } from "@jest/globals";
import { decodedToGrey } from "./direct-image";
import { scaleGrey, type GreyImage } from "./grey-image";
import { MAX_UPSCALE, medianGlyphHeight, MIN_GLYPH_PX, upscaleFactor } from "./text-size";

// Glyph height of a page image, the enlargement small text gets, and the pixel conversions.

/** White page with `rows` × `cols` black blocks ("glyphs") of the given size, spaced apart. */
function glyphPage(glyphH: number, glyphW: number, rows = 8, cols = 12): GreyImage {
  const width = cols * glyphW * 2 + 40;
  const height = rows * glyphH * 3 + 40;
  const pixels = new Uint8Array(width * height).fill(235);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const y0 = 20 + r * glyphH * 3;
      const x0 = 20 + c * glyphW * 2;
      for (let y = y0; y < y0 + glyphH; y++) for (let x = x0; x < x0 + glyphW; x++) pixels[y * width + x] = 20;
    }
  }
  return { width, height, pixels };
}

describe("medianGlyphHeight", () => {
  it("measures the height of glyph-like marks", () => {
    expect(medianGlyphHeight(glyphPage(11, 7))).toBe(11);
    expect(medianGlyphHeight(glyphPage(28, 16))).toBe(28);
  });

  it("says nothing about a blank page or a page of few marks", () => {
    expect(medianGlyphHeight({ width: 200, height: 200, pixels: new Uint8Array(40_000).fill(255) })).toBeNull();
    expect(medianGlyphHeight(glyphPage(12, 8, 2, 3))).toBeNull();
  });
});

describe("upscaleFactor", () => {
  it("enlarges only small glyphs, at most MAX_UPSCALE, never past the pixel budget", () => {
    expect(upscaleFactor(null, 1e6, 12e6)).toBe(1);
    expect(upscaleFactor(MIN_GLYPH_PX, 1e6, 12e6)).toBe(1);
    expect(upscaleFactor(MIN_GLYPH_PX - 1, 1e6, 12e6)).toBe(1); // under 10 %: not worth the blur
    expect(upscaleFactor(12, 1e6, 12e6)).toBeCloseTo(MIN_GLYPH_PX / 12, 5);
    expect(upscaleFactor(6, 1e6, 12e6)).toBe(MAX_UPSCALE);
    expect(upscaleFactor(6, 8e6, 12e6)).toBeCloseTo(Math.sqrt(1.5), 5);
    expect(upscaleFactor(6, 11e6, 12e6)).toBe(1);
  });
});

describe("scaleGrey", () => {
  it("enlarges with interpolation and keeps flat areas flat", () => {
    const img = { width: 2, height: 1, pixels: Uint8Array.from([0, 200]) };
    const big = scaleGrey(img, 2);
    expect([big.width, big.height]).toEqual([4, 2]);
    expect(Array.from(big.pixels.slice(0, 4))).toEqual([0, 50, 150, 200]);
    expect(new Set(scaleGrey({ width: 3, height: 3, pixels: new Uint8Array(9).fill(77) }, 1.5).pixels)).toEqual(new Set([77]));
  });
});

describe("decodedToGrey", () => {
  it("converts pdf.js's RGB, RGBA (over white) and 1-bit images", () => {
    expect(Array.from(decodedToGrey({ width: 2, height: 1, kind: 2, data: Uint8Array.from([255, 255, 255, 0, 0, 0]) })!)).toEqual([255, 0]);
    expect(Array.from(decodedToGrey({ width: 2, height: 1, kind: 3, data: Uint8Array.from([0, 0, 0, 255, 0, 0, 0, 0]) })!)).toEqual([0, 255]);
    // 10 px wide: two bytes per row; a set bit is white.
    expect(Array.from(decodedToGrey({ width: 10, height: 1, kind: 1, data: Uint8Array.from([0b10100000, 0b01000000]) })!)).toEqual([
      255, 0, 255, 0, 0, 0, 0, 0, 0, 255,
    ]);
    expect(decodedToGrey({ width: 2, height: 2, kind: 2, data: new Uint8Array(3) })).toBeNull();
    expect(decodedToGrey({ width: 1, height: 1, kind: 9, data: new Uint8Array(4) })).toBeNull();
  });
});
