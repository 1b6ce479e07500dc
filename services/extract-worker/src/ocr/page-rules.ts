import { inkRuns } from "./dark-mask";
import type { GreyImage } from "./grey-image";

// Horizontal rules erased from a page image before tesseract reads it. Till receipts print their
// date and ticket line between two dashed rules a few pixels away; tesseract's layout analysis
// takes such a strip for a graphic and drops the line ("2019-06-14 18:02  Ticket 4471" came back
// as nothing), or reads a rule into the line's box (the date after "Date:" read as letters).
// A rule is found by its shape, without knowing where it is: in narrow vertical slices of the
// page, a band of ink rows no thicker than a third of a glyph, blank just above and below, filling
// much of the slice, continued at the same height through several neighbouring slices (a skewed
// rule moves a little from slice to slice). Ink that touches a glyph is not blank around, so text
// is never erased; a rule touching text stays, as before. Our own code: a few loops over the dark
// mask the glyph measure already computes; tesseract.js exposes no line removal.

/** Slices are this many glyph heights wide (at least MIN_SLICE_PX). */
const SLICE_GLYPHS = 2;
const MIN_SLICE_PX = 24;
/** A rule is at most this share of a glyph's height thick (at least 2 px). */
const THICK_SHARE = 0.3;
/** ...and fills at least this share of a slice's width in its fullest row (dashes and dots leave gaps). */
const MIN_FILL = 0.3;
/** ...and runs through at least this many slices (one slice may be skipped: a gap, or text touching it). */
const MIN_SLICES = 4;
/** A row with at most this many ink pixels in a slice is blank there (speckle). */
const SPECKLE = 1;

interface Band {
  slice: number;
  top: number;
  bottom: number;
}

/** Thin, isolated, well-filled bands of ink rows in one slice. */
function thinBands(dark: Uint8Array, W: number, H: number, x0: number, x1: number, maxThick: number, slice: number): Band[] {
  const counts = new Int32Array(H);
  for (let y = 0; y < H; y++) {
    let n = 0;
    for (let x = x0; x < x1; x++) n += dark[y * W + x]!;
    counts[y] = n;
  }
  const bands: Band[] = [];
  // Each run's rows hold ink and the rows around it none (or the page's edge).
  for (const [top, bottom] of inkRuns(counts, SPECKLE)) {
    const fullest = Math.max(...counts.subarray(top, bottom + 1));
    if (bottom - top < maxThick && fullest >= MIN_FILL * (x1 - x0)) bands.push({ slice, top, bottom });
  }
  return bands;
}

/**
 * The image with its horizontal rules painted over in the paper's tone (the lighter of the pixels
 * just above and below); the same image when there are none or `glyphPx` is unknown. `dark` is the page's ink mask.
 */
export function eraseRules(img: GreyImage, dark: Uint8Array, glyphPx: number | null): GreyImage {
  if (glyphPx === null) return img;
  const { width: W, height: H } = img;
  const sliceW = Math.max(MIN_SLICE_PX, Math.round(SLICE_GLYPHS * glyphPx));
  const maxThick = Math.max(2, Math.round(THICK_SHARE * glyphPx));
  const slices = Math.floor(W / sliceW);
  // The last slice takes the remainder of the width.
  const span = (s: number): [number, number] => [s * sliceW, s === slices - 1 ? W : (s + 1) * sliceW];
  const bySlice: Band[][] = [];
  for (let s = 0; s < slices; s++) bySlice.push(thinBands(dark, W, H, ...span(s), maxThick, s));

  // Chains of bands at about the same height in neighbouring slices (or one slice further).
  const centre = (b: Band) => (b.top + b.bottom) / 2;
  const chainOf = new Map<Band, Band[]>();
  for (let s = 0; s < slices; s++) {
    for (const band of bySlice[s]!) {
      let chain = chainOf.get(band);
      if (!chain) chainOf.set(band, (chain = [band]));
      for (const next of [...(bySlice[s + 1] ?? []), ...(bySlice[s + 2] ?? [])]) {
        if (chainOf.has(next) || Math.abs(centre(next) - centre(band)) > maxThick) continue;
        chain.push(next);
        chainOf.set(next, chain);
        break;
      }
    }
  }
  const rules = [...new Set(chainOf.values())].filter((chain) => new Set(chain.map((b) => b.slice)).size >= MIN_SLICES);
  if (!rules.length) return img;

  const pixels = Uint8Array.from(img.pixels);
  for (const band of rules.flat()) {
    // Two rows out: the row next to the rule can still hold its blurred edge.
    const [above, below] = [Math.max(0, band.top - 2), Math.min(H - 1, band.bottom + 2)];
    const [x0, x1] = span(band.slice);
    for (let x = x0; x < x1; x++) {
      const paper = Math.max(img.pixels[above * W + x]!, img.pixels[below * W + x]!);
      for (let y = band.top; y <= band.bottom; y++) pixels[y * W + x] = paper;
    }
  }
  return { width: W, height: H, pixels };
}
