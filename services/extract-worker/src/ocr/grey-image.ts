import type { Turn } from "./ocr-page";

// The few pixel operations OCR needs on the rasteriser's 8-bit grey images, in plain JS: no canvas
// in the worker process, and no encoder beyond a PGM header (Leptonica inside tesseract.js reads it)
// and grey-png.ts for the orientation image, which must carry its resolution.

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Rotates clockwise by a quarter-turn multiple. */
export function rotateGrey(img: GreyImage, turn: Turn): GreyImage {
  if (turn === 0) return img;
  const { width: W, height: H, pixels } = img;
  const out = new Uint8Array(pixels.length);
  if (turn === 180) {
    for (let i = 0, n = pixels.length; i < n; i++) out[n - 1 - i] = pixels[i]!;
    return { width: W, height: H, pixels: out };
  }
  // 90 clockwise: (x, y) → (H-1-y, x); 270 clockwise: (x, y) → (y, W-1-x). New width is H.
  for (let y = 0; y < H; y++) {
    const row = y * W;
    for (let x = 0; x < W; x++) {
      const to = turn === 90 ? x * H + (H - 1 - y) : (W - 1 - x) * H + y;
      out[to] = pixels[row + x]!;
    }
  }
  return { width: H, height: W, pixels: out };
}

/** Binary PGM (P5): a 15-byte header in front of the grey pixels. */
export function encodePgm(img: GreyImage): Buffer {
  return Buffer.concat([
    Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, "ascii"),
    Buffer.from(img.pixels.buffer, img.pixels.byteOffset, img.pixels.byteLength),
  ]);
}

/** Half the resolution (2×2 box average): orientation detection needs the shapes of lines, not detail. */
export function halveGrey(img: GreyImage): GreyImage {
  const w = img.width >> 1;
  const h = img.height >> 1;
  const out = new Uint8Array(w * h);
  const src = img.pixels;
  for (let y = 0; y < h; y++) {
    const r0 = 2 * y * img.width;
    const r1 = r0 + img.width;
    for (let x = 0; x < w; x++) {
      out[y * w + x] = (src[r0 + 2 * x]! + src[r0 + 2 * x + 1]! + src[r1 + 2 * x]! + src[r1 + 2 * x + 1]! + 2) >> 2;
    }
  }
  return { width: w, height: h, pixels: out };
}

/** Enlarges by `factor` (> 1) with bilinear interpolation: small glyphs get the pixels tesseract's layout analysis needs. */
export function scaleGrey(img: GreyImage, factor: number): GreyImage {
  const w = Math.round(img.width * factor);
  const h = Math.round(img.height * factor);
  const out = new Uint8Array(w * h);
  const src = img.pixels;
  const W = img.width;
  const maxX = img.width - 1;
  const maxY = img.height - 1;
  for (let y = 0; y < h; y++) {
    const sy = Math.min(maxY, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(maxY, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = Math.min(maxX, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(maxX, x0 + 1);
      const fx = sx - x0;
      const top = src[y0 * W + x0]! * (1 - fx) + src[y0 * W + x1]! * fx;
      const bottom = src[y1 * W + x0]! * (1 - fx) + src[y1 * W + x1]! * fx;
      out[y * w + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width: w, height: h, pixels: out };
}

/**
 * Darkens each pixel to the darkest of its 3×3 neighbourhood (a grey erosion of the paper): thin
 * or dotted strokes of faint till print grow a pixel each way and join into glyphs tesseract reads.
 */
export function thickenGrey(img: GreyImage): GreyImage {
  const { width: W, height: H, pixels } = img;
  const rows = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const r = y * W;
    for (let x = 0; x < W; x++) {
      let m = pixels[r + x]!;
      if (x > 0 && pixels[r + x - 1]! < m) m = pixels[r + x - 1]!;
      if (x < W - 1 && pixels[r + x + 1]! < m) m = pixels[r + x + 1]!;
      rows[r + x] = m;
    }
  }
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let m = rows[i]!;
      if (y > 0 && rows[i - W]! < m) m = rows[i - W]!;
      if (y < H - 1 && rows[i + W]! < m) m = rows[i + W]!;
      out[i] = m;
    }
  }
  return { width: W, height: H, pixels: out };
}
