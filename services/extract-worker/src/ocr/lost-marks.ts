import type { BBox } from "../layout/types";
import type { GreyImage } from "./grey-image";
import type { PresetOutput } from "../presets/preset-output";
import { accentOptional } from "./lost-accents";
import { getPath, type Doubt } from "./ocr-doubt";
import type { OcrPageEvidence } from "./ocr-page";
import { wordsUnder } from "./ocr-provenance";
import type { OcrPageImage } from "./ocr-tier";

// Accents the recogniser dropped, seen in the page image. An English-only tesseract reads "CAFÉ"
// as "CAFE" with high confidence: a well-formed name that is not the printed one, and no word list
// can tell, for shops spell it both ways. But capitals all reach the same height, and nothing of
// them floats above it: an accent, an umlaut or a ring does. Each column of the word's box is
// followed down from the blank above it: ink that ends in a blank row before the letter's own ink
// starts is a mark above the letter (a pointed "A" has no such gap), and a few such columns close
// above the capitals, with nothing else above the word, are a mark the reading has no letter for.
// Real till scans are noisy, their lines tight and their print bold: judging every word in
// capitals doubted 6 of 88 right merchants on 150 SROIE receipts (specks, the line above); only
// the words shops print both with and without an accent are judged (on 60 scanned synthetic
// receipts, seed 6061: 2 of 3 "CAFÉ" merchants read "CAFE" doubted, no right value).

/** Search this share of the word box's height above it: nothing but the mark may be there. */
const ABOVE_SHARE = 1;
/** A mark floats at most this share of the capitals' height above them (specks further up are dust). */
const MARK_REACH = 0.6;
/** Ink starts above the capitals when it is higher by this share of their height (at least 2 px)... */
const RISE_SHARE = 0.2;
/** ...in at least this many columns (a speck of toner covers two). */
const MIN_MARK_COLUMNS = 3;
/** Ink is darker than this share of the way from the region's darkest to its lightest pixel (faded print stays ink, grain does not). */
const DARK_SHARE = 0.6;
/** Fewer pixels than this per capital: too small to measure. */
const MIN_CAP_PX = 6;

/**
 * The grey level below which a pixel of the region [x0, y0, x1, y1) (pixels) is ink: DARK_SHARE of the
 * way from its darkest to its lightest pixel; null when the region is too even to hold any.
 */
export function inkLevel(image: GreyImage, [x0, y0, x1, y1]: [number, number, number, number]): number | null {
  let lo = 255;
  let hi = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const v = image.pixels[y * image.width + x]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  return hi - lo < 40 ? null : lo + DARK_SHARE * (hi - lo);
}

/** Whether the image shows a mark above the capitals of the word in `box` (upright-frame points). */
export function markAboveCapitals(page: OcrPageImage, box: BBox): boolean {
  const { image, scale } = page;
  const [x0, x1] = [Math.max(0, Math.round(box[0] * scale)), Math.min(image.width, Math.round(box[2] * scale))];
  const bottom = Math.min(image.height, Math.round(box[3] * scale));
  const boxTop = Math.max(0, Math.round(box[1] * scale));
  const h = bottom - boxTop;
  if (h < MIN_CAP_PX || x1 - x0 < 2) return false;
  const top = Math.max(0, Math.round(boxTop - ABOVE_SHARE * h));
  const dark = inkLevel(image, [x0, top, x1, bottom]);
  if (dark === null) return false;
  const isDark = (x: number, y: number) => image.pixels[y * image.width + x]! < dark;
  // Per column: where its first ink starts, and where the letter's ink starts when a blank row parts the two.
  const columns: Array<{ x: number; first: number; body: number }> = [];
  for (let x = x0; x < x1; x++) {
    let y = top;
    while (y < bottom && !isDark(x, y)) y++;
    const first = y;
    while (y < bottom && isDark(x, y)) y++;
    while (y < bottom && !isDark(x, y)) y++;
    if (first < bottom) columns.push({ x, first, body: y < bottom ? y : first });
  }
  if (columns.length < 2) return false;
  // The capitals' top: where most columns' ink starts (marks cover few columns; ink from the
  // region's top edge belongs to the line above).
  const firsts = columns
    .filter((c) => c.first > top)
    .map((c) => c.first)
    .sort((a, b) => a - b);
  if (firsts.length < 2) return false;
  const capTop = firsts[firsts.length >> 1]!;
  const capH = bottom - capTop;
  if (capH < MIN_CAP_PX) return false;
  const rise = Math.max(2, RISE_SHARE * capH);
  // Ink above the capitals spread wider than one capital is the line above reaching down (tight
  // till print, its descenders and specks), not an accent: nothing is judged there.
  const high = columns.filter((c) => c.first < capTop - rise).map((c) => c.x);
  if (high.length && high[high.length - 1]! - high[0]! > capH) return false;
  // A mark: ink clearly above the capitals, close to them, with a blank row before the letter's ink.
  const marks = columns.filter((c) => c.first < capTop - rise && c.first >= capTop - MARK_REACH * capH && c.body > c.first && c.body <= capTop + rise);
  return marks.length >= MIN_MARK_COLUMNS;
}

/** A name or item description (no digits) OCR read on a page of `images`: the values whose words are judged here. */
function judged(path: string, value: unknown): value is string {
  const name = !/[.[]/.test(path) || /\.description$/.test(path);
  return name && typeof value === "string" && !/\d/.test(value);
}

/** Names and item descriptions holding a word read in capitals with an accent above it in the scan. */
export function lostMarkDoubts(out: PresetOutput, evidence: ReadonlyMap<number, OcrPageEvidence>, images: ReadonlyMap<number, OcrPageImage>): Doubt[] {
  const doubts: Doubt[] = [];
  for (const [path, p] of Object.entries(out.fields)) {
    const [e, image] = [evidence.get(p.page), images.get(p.page)];
    if (!e || !image || !judged(path, getPath(out.data, path))) continue;
    const marked = wordsUnder(p.bbox, e).find((w) => /^[^\p{Ll}]+$/u.test(w.text) && accentOptional(w.text) && markAboveCapitals(image, w.bbox));
    if (marked) doubts.push({ path, reason: `the scan shows an accent over "${marked.text}" that OCR read without it` });
  }
  return doubts;
}
