import { inkRuns } from "./dark-mask";
import type { GreyImage } from "./grey-image";

// Cleaning a value's crop before it is read again (ocr-reread.ts). Till receipts print separator
// rules ("-----", a dotted line) a few pixels above or below a date or an amount, inside the
// crop's margin or even inside tesseract's word box, and tesseract then reads the rule into the
// line ("14/09/2016" read "714/0912016", an amount read as letters). A rule is a thin band of ink
// rows set apart from the glyphs by blank rows; faint or dotted glyphs also break into bands, so
// only thin bands beyond a clear gap are removed.

/** A row holding at most this many dark pixels is blank (scanner speckle is not ink). */
const SPECKLE_PIXELS = 2;
/** A band at most this share of the glyphs' height is thin enough to be a rule. */
const RULE_SHARE = 0.35;
/** Blank rows that set a rule apart from the glyphs. */
const MIN_GAP_ROWS = 2;

/** Dark means below the middle of the crop's own range: a grey paper or a shaded box is not ink. */
function darkThreshold(img: GreyImage): number {
  let lo = 255;
  let hi = 0;
  for (const v of img.pixels) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return (lo + hi) / 2;
}

/** Runs of consecutive rows with ink, top to bottom, as [first, last] rows. */
function inkBands(img: GreyImage): Array<[number, number]> {
  const threshold = darkThreshold(img);
  const counts = new Int32Array(img.height);
  for (let y = 0; y < img.height; y++) {
    let dark = 0;
    for (let x = 0; x < img.width && dark <= SPECKLE_PIXELS; x++) if (img.pixels[y * img.width + x]! < threshold) dark++;
    counts[y] = dark;
  }
  return inkRuns(counts, SPECKLE_PIXELS);
}

/**
 * Blanks (in place) the thin bands of ink above and below the glyphs: the tallest band that
 * reaches into the value's box (crop rows `top` to `bottom`) is the glyphs; walking away from it,
 * each band thinner than RULE_SHARE of it and at least MIN_GAP_ROWS away is blanked, up to the
 * first band that is not.
 */
export function blankRules(img: GreyImage, top: number, bottom: number): void {
  const bands = inkBands(img);
  const height = ([a, b]: [number, number]) => b - a + 1;
  const inBox = bands.filter(([a, b]) => b >= top && a < bottom);
  if (!inBox.length) return;
  const glyphs = inBox.reduce((best, band) => (height(band) > height(best) ? band : best));
  const at = bands.indexOf(glyphs);
  const blankOut = ([a, b]: [number, number]) => img.pixels.fill(255, a * img.width, (b + 1) * img.width);
  for (const step of [-1, 1]) {
    let near = glyphs;
    for (let i = at + step; i >= 0 && i < bands.length; i += step) {
      const band = bands[i]!;
      const gap = step < 0 ? near[0] - band[1] - 1 : band[0] - near[1] - 1;
      if (height(band) > RULE_SHARE * height(glyphs) || gap < MIN_GAP_ROWS) break;
      blankOut(band);
      near = band;
    }
  }
}
