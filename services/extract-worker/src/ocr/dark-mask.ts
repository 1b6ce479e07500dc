import type { GreyImage } from "./grey-image";

// Which pixels of a page image are ink, for measuring glyphs (text-size.ts) and finding rules
// (page-rules.ts), and which runs of rows hold ink (page-rules.ts, crop-ink.ts). A photographed till slip is lit unevenly, so a global threshold turns one end
// of it black: a pixel is ink when it is darker than its neighbourhood (Bradley–Roth).

/** Dark pixels: darker than the mean of their neighbourhood by this share. */
const DARKER_THAN_MEAN = 0.15;

/** 1 where the pixel is ink: darker than the mean of a window ~1/40 of the page width (at least 15 px). */
export function darkMask(img: GreyImage): Uint8Array {
  const { width: W, height: H, pixels } = img;
  const r = Math.max(7, Math.round(W / 80));
  const integral = new Float64Array((W + 1) * (H + 1));
  for (let y = 0; y < H; y++) {
    let row = 0;
    for (let x = 0; x < W; x++) {
      row += pixels[y * W + x]!;
      integral[(y + 1) * (W + 1) + x + 1] = integral[y * (W + 1) + x + 1]! + row;
    }
  }
  const dark = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(H, y + r + 1);
    for (let x = 0; x < W; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(W, x + r + 1);
      const sum = integral[y1 * (W + 1) + x1]! - integral[y0 * (W + 1) + x1]! - integral[y1 * (W + 1) + x0]! + integral[y0 * (W + 1) + x0]!;
      const mean = sum / ((y1 - y0) * (x1 - x0));
      if (pixels[y * W + x]! < mean * (1 - DARKER_THAN_MEAN)) dark[y * W + x] = 1;
    }
  }
  return dark;
}

/** Runs of consecutive rows holding more than `speckle` ink pixels (`counts`, one per row), top to bottom, as [first, last] rows. */
export function inkRuns(counts: ArrayLike<number>, speckle: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let y = 0; y < counts.length; y++) {
    if (counts[y]! <= speckle) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === y - 1) last[1] = y;
    else runs.push([y, y]);
  }
  return runs;
}
