import { darkMask } from "./dark-mask";
import type { GreyImage } from "./grey-image";

// How tall the glyphs of a page image are, in pixels, and how much to enlarge the image so
// tesseract reads them. Pages are drawn at their scan's own resolution (raster-scale.ts): a till
// receipt photographed at 96 dpi prints its characters 10–14 px tall, where tesseract's layout
// analysis merges and drops them; half as large again reads them. Enlarging every page would
// cost four times the OCR time for nothing on a page whose text is already large enough.
// Our own code: connected components over an adaptively thresholded image (dark-mask.ts) is a few
// loops, and no image library is worth a dependency (and a native decoder in the worker) for it.

/** Glyphs at least this tall (median component height, px) are read as they are. */
export const MIN_GLYPH_PX = 16;
/** Never enlarge more than this (a blurred photo does not sharpen by upscaling). */
export const MAX_UPSCALE = 1.5;

/** Median height (px) of glyph-like connected components of dark pixels, or null when too few. */
export function medianGlyphHeight(img: GreyImage, dark: Uint8Array = darkMask(img)): number | null {
  const { width: W, height: H } = img;
  if (W < 8 || H < 8) return null;
  // Two-pass 4-connected labelling with union-find; only each component's vertical extent and width matter.
  const labels = new Int32Array(W * H);
  const parent: number[] = [0];
  const find = (a: number): number => {
    while (parent[a] !== a) a = parent[a] = parent[parent[a]!]!;
    return a;
  };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (!dark[i]) continue;
      const up = y > 0 ? labels[i - W]! : 0;
      const left = x > 0 ? labels[i - 1]! : 0;
      if (!up && !left) {
        parent.push(parent.length);
        labels[i] = parent.length - 1;
      } else if (up && left) {
        const a = find(up);
        const b = find(left);
        labels[i] = Math.min(a, b);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      } else labels[i] = up || left;
    }
  }
  const n = parent.length;
  const top = new Int32Array(n).fill(H);
  const bottom = new Int32Array(n).fill(-1);
  const leftX = new Int32Array(n).fill(W);
  const rightX = new Int32Array(n).fill(-1);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const l = labels[y * W + x]!;
      if (!l) continue;
      const c = find(l);
      if (y < top[c]!) top[c] = y;
      if (y > bottom[c]!) bottom[c] = y;
      if (x < leftX[c]!) leftX[c] = x;
      if (x > rightX[c]!) rightX[c] = x;
    }
  }
  const heights: number[] = [];
  for (let c = 1; c < n; c++) {
    if (find(c) !== c) continue;
    const h = bottom[c]! - top[c]! + 1;
    const w = rightX[c]! - leftX[c]! + 1;
    // Glyph-like: not a speck, not a rule or a photo, not wider than a few characters joined.
    if (h >= 5 && h <= H / 8 && w <= 3 * h && w * 8 >= h) heights.push(h);
  }
  if (heights.length < 30) return null;
  heights.sort((a, b) => a - b);
  return heights[heights.length >> 1]!;
}

/** Factor to enlarge a page image by before OCR: 1 unless its glyphs are small; never past `maxPixels`. */
export function upscaleFactor(glyphPx: number | null, pixels: number, maxPixels: number): number {
  if (glyphPx === null || glyphPx >= MIN_GLYPH_PX) return 1;
  const factor = Math.min(MAX_UPSCALE, MIN_GLYPH_PX / glyphPx, Math.sqrt(maxPixels / Math.max(1, pixels)));
  // Below ~10 % more pixels the resampling blur costs more than the size gains.
  return factor >= 1.1 ? factor : 1;
}
