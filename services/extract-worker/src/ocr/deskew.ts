import { darkMask } from "./dark-mask";
import type { GreyImage } from "./grey-image";

// Small-angle deskew of a scanned page before tesseract. A sheet fed askew by a degree or more
// prints its lines as slopes: tesseract still reads the words, but one line's words get boxes at
// different heights, so a label and its value across the page no longer share a line (and a
// value is read into the line above or below). The angle comes from the page's own ink: the
// rows of a page drawn along the angle of its text lines are most uneven (full lines, empty
// gaps), so the angle whose projection profile has the largest sum of squares is the skew
// (Postl's method). Measured on a shrunken ink mask, it costs a few milliseconds per page.

/** Angles searched, either way (degrees): a sheet fed askew, not a page photographed at a slant. */
const MAX_SKEW_DEGREES = 5;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
/**
 * Below this the page is read as it is: tesseract reads a fraction of a degree well, and resampling
 * blurs (a receipt levelled by 0.65° read its shop name with a stray full stop). From 1° on, an
 * invoice's label and value across the page drift apart (generated invoice scans at 1°: total
 * recall 0.74 → 0.41).
 */
export const MIN_DESKEW_DEGREES = 0.75;
/**
 * The profile along the found angle must be this much more uneven than along the page's edge:
 * pages without lines of text (a photo, a few scattered words) score alike at every angle.
 */
const MIN_GAIN = 1.1;
/** Ink pixels of the shrunken mask below which no angle is trusted. */
const MIN_INK = 2_000;
/** The mask is measured at 400–800 px wide: lines of text are still lines (the angle comes out the same as at full size), at a few milliseconds a page. */
const SHRUNK_WIDTH = 400;

/** Sum of squares of the row counts of `ink` (x, y pairs) sheared by slope `t` (y − x·t). */
function profileScore(xs: Int32Array, ys: Int32Array, n: number, t: number, rows: Float64Array, offset: number): number {
  rows.fill(0);
  for (let i = 0; i < n; i++) rows[Math.round(ys[i]! - xs[i]! * t) + offset]! += 1;
  let s = 0;
  for (let i = 0; i < rows.length; i++) s += rows[i]! * rows[i]!;
  return s;
}

/** Box-averaged by a whole factor so the width is about SHRUNK_WIDTH (unchanged when already that small). */
function shrink(img: GreyImage, width: number): { image: GreyImage; factor: number } {
  const factor = Math.max(1, Math.floor(img.width / width));
  if (factor === 1) return { image: img, factor };
  const w = Math.floor(img.width / factor);
  const h = Math.floor(img.height / factor);
  const out = new Uint8Array(w * h);
  const area = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * img.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += img.pixels[row + dx]!;
      }
      out[y * w + x] = Math.round(sum / area);
    }
  }
  return { image: { width: w, height: h, pixels: out }, factor };
}

/**
 * The slope of a page's text lines in degrees (positive: lines fall to the right, y downwards), or
 * 0 when the page shows no clear lines or their slope is under MIN_DESKEW_DEGREES.
 */
export function estimateSkew(img: GreyImage): number {
  const { degrees, gain } = measureSkew(img);
  return Math.abs(degrees) < MIN_DESKEW_DEGREES || gain < MIN_GAIN ? 0 : degrees;
}

/** The most uneven profile's angle, and how much more uneven it is than the level one's (1 when no ink). */
export function measureSkew(img: GreyImage, width = SHRUNK_WIDTH): { degrees: number; gain: number } {
  const { image } = shrink(img, width);
  const { width: W, height: H } = image;
  const dark = darkMask(image);
  let n = 0;
  for (let i = 0; i < dark.length; i++) n += dark[i]!;
  if (n < MIN_INK) return { degrees: 0, gain: 1 };
  const xs = new Int32Array(n);
  const ys = new Int32Array(n);
  for (let y = 0, k = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!dark[y * W + x]) continue;
      // x from the centre: the sheared rows stay within the page height plus the drift either way.
      xs[k] = x - (W >> 1);
      ys[k++] = y;
    }
  }
  const reach = Math.ceil((W / 2) * Math.tan((MAX_SKEW_DEGREES * Math.PI) / 180)) + 2;
  const rows = new Float64Array(H + 2 * reach);
  const score = (deg: number) => profileScore(xs, ys, n, Math.tan((deg * Math.PI) / 180), rows, reach);
  let best = 0;
  let bestScore = score(0);
  const flat = bestScore;
  const tryAngle = (deg: number) => {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  };
  for (let deg = -MAX_SKEW_DEGREES; deg <= MAX_SKEW_DEGREES + 1e-9; deg += COARSE_STEP) tryAngle(Math.round(deg * 100) / 100);
  const coarse = best;
  for (let deg = coarse - COARSE_STEP + FINE_STEP; deg < coarse + COARSE_STEP - 1e-9; deg += FINE_STEP) tryAngle(Math.round(deg * 100) / 100);
  return { degrees: best, gain: flat > 0 ? bestScore / flat : 1 };
}

/**
 * The image turned about its centre by −`degrees` (lines falling by `degrees` come out level),
 * the same size, bilinear, uncovered corners filled with the paper's own (brightest common) tone.
 */
export function levelGrey(img: GreyImage, degrees: number): GreyImage {
  const { width: W, height: H, pixels } = img;
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const cx = W / 2;
  const cy = H / 2;
  const paper = paperTone(img);
  const out = new Uint8Array(W * H);
  for (let v = 0; v < H; v++) {
    const qy = v + 0.5 - cy;
    // The source point of the row's first pixel (the output point turned back by +degrees), then a step per pixel.
    let sx = cx + cos * (0.5 - cx) - sin * qy - 0.5;
    let sy = cy + sin * (0.5 - cx) + cos * qy - 0.5;
    for (let u = 0, at = v * W; u < W; u++, at++, sx += cos, sy += sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= W - 1 || y0 >= H - 1) {
        out[at] = paper;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * W + x0;
      const top = pixels[i]! + (pixels[i + 1]! - pixels[i]!) * fx;
      const bottom = pixels[i + W]! + (pixels[i + W + 1]! - pixels[i + W]!) * fx;
      out[at] = top + (bottom - top) * fy + 0.5;
    }
  }
  return { width: W, height: H, pixels: out };
}

/** The commonest grey of the page's lighter half: its paper. */
function paperTone(img: GreyImage): number {
  const counts = new Uint32Array(256);
  for (let i = 0; i < img.pixels.length; i += 7) counts[img.pixels[i]!]! += 1;
  let tone = 255;
  for (let g = 128; g < 256; g++) if (counts[g]! > counts[tone]!) tone = g;
  return tone;
}

/**
 * A box (x0, y0, x1, y1) of the levelled page mapped back onto the page as it was scanned: its
 * corners turned by +`degrees` about the centre (`width`, `height` in the box's own units), and the
 * box that encloses them.
 */
export function unlevelBox(box: readonly [number, number, number, number], degrees: number, width: number, height: number): [number, number, number, number] {
  if (!degrees) return [box[0], box[1], box[2], box[3]];
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [cx, cy] = [width / 2, height / 2];
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [box[0], box[1]],
    [box[2], box[1]],
    [box[0], box[3]],
    [box[2], box[3]],
  ] as const) {
    xs.push(cx + cos * (x - cx) - sin * (y - cy));
    ys.push(cy + sin * (x - cx) + cos * (y - cy));
  }
  return [Math.max(0, Math.min(...xs)), Math.max(0, Math.min(...ys)), Math.min(width, Math.max(...xs)), Math.min(height, Math.max(...ys))];
}
