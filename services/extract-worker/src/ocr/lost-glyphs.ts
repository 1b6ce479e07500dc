import type { BBox } from "../layout/types";
import { boxesOverlap } from "../rules/geometry";
import type { PresetOutput } from "../presets/preset-output";
import { inkLevel } from "./lost-marks";
import type { Doubt } from "./ocr-doubt";
import type { OcrPageEvidence } from "./ocr-page";
import type { OcrPageImage } from "./ocr-tier";

// A first letter the recogniser left out of a name. A faint or broken glyph at the start of a
// line is dropped rather than misread, and the rest reads confidently ("ZENTRA HOLDINGS" read "ENTRA HOLDINGS"
// at 0.93): a well-formed name that is not the printed one. The scan still shows the glyph: ink
// just before the name's first word, as tall as its letters, where the reading has no word at all.
// On 150 SROIE receipts, of 95 merchants returned only the one read without its first letter
// showed such ink (3 letter-tall columns); right names are set apart from what stands left of them.
// Ink is judged against the name's own darkest and lightest pixels (lost-marks.ts inkLevel).

/** The glyph searched for sits within this many character widths before the name... */
const REACH_CHARS = 1.6;
/** ...and at least this far from it (the first letter's own edge and its ink spread). */
const CLEAR_CHARS = 0.2;
/** The band of the letters searched: the box less this share at top and bottom (lines above and below reach in). */
const BAND_INSET = 0.15;
/** A column is a letter's stroke when ink fills this share of the band. */
const STROKE_SHARE = 0.6;
/** Stroke columns that make a glyph (a speck of toner makes one). */
const MIN_STROKE_COLUMNS = 2;

/**
 * Whether the image shows a letter-tall glyph just before the text in `box` (upright-frame points)
 * that none of the page's read `words` covers. `chars` is the text's length, for its character width.
 */
export function inkBefore(page: OcrPageImage, box: BBox, chars: number, words: OcrPageEvidence["words"]): boolean {
  const charWidth = (box[2] - box[0]) / Math.max(1, chars);
  const region: BBox = [box[0] - REACH_CHARS * charWidth, box[1], box[0] - CLEAR_CHARS * charWidth, box[3]];
  if (region[2] <= 0 || words.some((w) => boxesOverlap(w.bbox, region))) return false;
  const { image, scale } = page;
  const px = (v: number, size: number) => Math.min(size, Math.max(0, Math.round(v * scale)));
  const [nx0, ny0, nx1, ny1] = [px(box[0], image.width), px(box[1], image.height), px(box[2], image.width), px(box[3], image.height)];
  const dark = inkLevel(image, [nx0, ny0, nx1, ny1]);
  if (dark === null) return false;
  const inset = BAND_INSET * (ny1 - ny0);
  const [y0, y1] = [Math.round(ny0 + inset), Math.round(ny1 - inset)];
  let strokes = 0;
  for (let x = px(region[0], image.width); x < px(region[2], image.width); x++) {
    let ink = 0;
    for (let y = y0; y < y1; y++) if (image.pixels[y * image.width + x]! < dark) ink++;
    if (ink >= STROKE_SHARE * (y1 - y0)) strokes++;
  }
  return strokes >= MIN_STROKE_COLUMNS;
}

/**
 * Names read on a page of `images` with a glyph before them the reading left out: top-level strings
 * without digits that start as the page reads them (a currency code the page prints as a symbol
 * was not read letter by letter).
 */
export function lostGlyphDoubts(out: PresetOutput, evidence: ReadonlyMap<number, OcrPageEvidence>, images: ReadonlyMap<number, OcrPageImage>): Doubt[] {
  const doubts: Doubt[] = [];
  for (const [path, p] of Object.entries(out.fields)) {
    const [e, image, value] = [evidence.get(p.page), images.get(p.page), out.data[path]];
    if (!e || !image || /[.[]/.test(path) || typeof value !== "string" || /\d/.test(value)) continue;
    if (!p.text?.trimStart().startsWith(value.split(/\s+/)[0] ?? "")) continue;
    if (inkBefore(image, p.bbox, value.length, e.words)) doubts.push({ path, reason: "the scan shows a letter before it that OCR did not read" });
  }
  return doubts;
}
