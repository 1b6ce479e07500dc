import type { BBox } from "../layout/types";
import type { PresetOutput } from "../presets/preset-output";
import { blankRules } from "./crop-ink";
import { encodePgm, scaleGrey, type GreyImage } from "./grey-image";
import { dropDoubted, type Doubt } from "./ocr-doubt";
import type { OcrPageEvidence } from "./ocr-page";
import { wordsUnder } from "./ocr-provenance";
import type { OcrPageImage } from "./ocr-tier";
import type { OcrImage, OcrLine, ReadLineOptions } from "./tesseract-pool";

// A second, independent reading of every number-bearing value the rules read from an OCR'd page
// (dates, amounts, ids): the value's box is cut from the page image, enlarged, its neighbours
// blanked, and read again by tesseract as one line (PSM 7). A misread digit gives a well-formed,
// wrong value that the page reading's word confidence does not tell from a right one; read a
// second time, at another size and without the page's layout analysis, the misread often does not
// repeat (on 150 till receipts it caught 7 of 9 wrong dates and totals). The value is kept only when
// both readings give the same digits in the same order, or, when they differ, a third reading at the
// scan's own size sides with the page's (the crop enlarged is then the one that misread); otherwise
// it becomes null with a warning.
// Only top-level values are reread: a few small crops per page. Our own code: cutting a crop is a
// few loops over the grey page already in memory; tesseract.js does the reading.

/**
 * The crop is enlarged until its line is about this tall (px). Enlarging further (to 32–48 px)
 * made tesseract return nothing for bold, blurred till print that it read at 15–24 px.
 */
export const REREAD_LINE_PX = 24;
/**
 * A second reading that lost digits (an empty line, a glyph dropped) failed rather than read
 * something else: it is tried once more at the scan's own size (0: never enlarged) and without the
 * whitelist, and that reading must agree. A reading with as many digits that differs is a
 * disagreement and is not retried.
 */
export const RETRY_LINE_PX = 0;
/**
 * A line already REREAD_LINE_PX tall or taller is read at the scan's own size the first time, so
 * the retry at that size would be the same image read again. When that reading dropped only the
 * line's first or last digit, the retry enlarges the crop this many times instead: at their own
 * size tesseract's line mode dropped the edge digit of clean, well-printed totals ("20.21" read
 * "0.21", "14.85" read "14.8") every time; enlarged twice it read them whole. A digit lost inside
 * the line ("23/12/11" read "2/12/11") is a glyph it could not make out, and is not retried larger.
 */
export const LOST_EDGE_FACTOR = 2;
/** A crop is enlarged only by more than this factor (below it, it is read at the scan's own size). */
const ENLARGED = 1.05;
/** Never enlarge a crop more than this. */
const MAX_REREAD_FACTOR = 4;
/** Room around the value's box, in line heights: vertically, and horizontally. */
const MARGIN_Y = 0.25;
const MARGIN_X = 0.4;
/** White border around the enlarged crop, in line heights (tesseract wants a quiet zone). */
const BORDER = 0.5;
/** Characters a value printed only with digits and separators may be read as. */
const NUMERIC_CHARACTERS = "0123456789.,:/-";
/** A box taller than this many of its words' heights holds more than one line: PSM 7 cannot read it. */
const MAX_LINE_SPREAD = 1.8;

export type ReadLine = (image: OcrImage, options: ReadLineOptions) => Promise<OcrLine>;

/** Letters a recogniser gives for a digit's glyph, read as that digit beside a digit ("D2/02" → "02/02", not "Date"). */
const CONFUSABLE: Record<string, string> = { O: "0", o: "0", D: "0", Q: "0", l: "1", I: "1", "|": "1" };
const BESIDE_A_DIGIT = /(?<=\d[.,/:-]?)[OoDQlI|]|[OoDQlI|](?=[.,/:-]?\d)/g;
const SEPARATORS = "./-:,";
/** Glyphs a thin separator stroke ("/", ".") is read as. */
const STROKES = "1lI|/";

/** The reading without spaces, letters that stand for digits read as digits — within a word only: "USD 194.20" keeps its D. */
function compact(text: string): string {
  return text.replace(BESIDE_A_DIGIT, (c) => CONFUSABLE[c]!).replace(/\s+/g, "");
}

/** The digits of a reading, in order (letters that stand for digits inside a number counted as those digits). */
export function digitsOf(text: string): string {
  return compact(text).replace(/\D+/g, "");
}

/**
 * Two readings agree when they hold the same digits in the same order (separators and letters
 * aside), or when they are the same length and differ only where the first prints a separator
 * and the second a thin stroke read as "1" ("12/05/2019" read "1210512019"): never in a digit.
 */
export function readingsAgree(first: string, second: string): boolean {
  const digits = digitsOf(first);
  if (!digits.length) return false;
  if (digits === digitsOf(second)) return true;
  const [a, b] = [compact(first), compact(second)];
  return a.length === b.length && [...a].every((c, i) => c === b[i] || (SEPARATORS.includes(c) && STROKES.includes(b[i]!)));
}

/** The digit whitelist for a reading made only of digits and separators; none when it holds letters or symbols (a month name, a currency). */
export function whitelistFor(first: string): string | undefined {
  const printed = first.replace(/\s+/g, "");
  return printed && [...printed].every((c) => NUMERIC_CHARACTERS.includes(c)) ? NUMERIC_CHARACTERS : undefined;
}

/**
 * The value's box (upright-frame points) cut from the page image with a margin, pixels of other
 * words (`masks`, points) that reach into the margin blanked, and separator rules beside the
 * glyphs (crop-ink.ts), enlarged to `linePx` and framed in white. Null when the box is empty or outside the image.
 */
export function valueCrop(page: OcrPageImage, bbox: BBox, masks: readonly BBox[], linePx = REREAD_LINE_PX): OcrImage | null {
  const { image, scale } = page;
  const px = bbox.map((v) => v * scale) as BBox;
  const h = px[3] - px[1];
  if (!(h >= 2) || px[2] - px[0] < 1) return null;
  const x0 = Math.max(0, Math.floor(px[0] - MARGIN_X * h));
  const y0 = Math.max(0, Math.floor(px[1] - MARGIN_Y * h));
  const x1 = Math.min(image.width, Math.ceil(px[2] + MARGIN_X * h));
  const y1 = Math.min(image.height, Math.ceil(px[3] + MARGIN_Y * h));
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  const w = x1 - x0;
  const pixels = new Uint8Array(w * (y1 - y0));
  for (let y = y0; y < y1; y++) pixels.set(image.pixels.subarray(y * image.width + x0, y * image.width + x1), (y - y0) * w);
  // A neighbour's ink inside the margin would be read as part of the value: blank it, but never inside the value's own box.
  for (const m of masks) {
    const mx0 = Math.max(x0, Math.floor(m[0] * scale));
    const my0 = Math.max(y0, Math.floor(m[1] * scale));
    const mx1 = Math.min(x1, Math.ceil(m[2] * scale));
    const my1 = Math.min(y1, Math.ceil(m[3] * scale));
    for (let y = my0; y < my1; y++) {
      for (let x = mx0; x < mx1; x++) {
        if (x >= px[0] && x < px[2] && y >= px[1] && y < px[3]) continue;
        pixels[(y - y0) * w + (x - x0)] = 255;
      }
    }
  }
  const crop: GreyImage = { width: w, height: y1 - y0, pixels };
  blankRules(crop, Math.floor(px[1]) - y0, Math.ceil(px[3]) - y0);
  const wanted = Math.min(MAX_REREAD_FACTOR, linePx / h);
  const factor = wanted > ENLARGED ? wanted : 1;
  const big = factor > 1 ? scaleGrey(crop, factor) : crop;
  const border = Math.round(BORDER * h * factor);
  const framed: GreyImage = {
    width: big.width + 2 * border,
    height: big.height + 2 * border,
    pixels: new Uint8Array((big.width + 2 * border) * (big.height + 2 * border)).fill(255),
  };
  for (let y = 0; y < big.height; y++) framed.pixels.set(big.pixels.subarray(y * big.width, (y + 1) * big.width), (y + border) * framed.width + border);
  return { data: encodePgm(framed), dpi: Math.round(scale * 72 * factor) };
}

/** What the page reading saw under a value's box, and the other words to blank; null when the box is not one line of words. */
export function firstReading(bbox: BBox, evidence: OcrPageEvidence): { text: string; masks: BBox[] } | null {
  const under = wordsUnder(bbox, evidence);
  if (!under.length) return null;
  const heights = under.map((w) => w.bbox[3] - w.bbox[1]).sort((a, b) => a - b);
  if (bbox[3] - bbox[1] > MAX_LINE_SPREAD * heights[heights.length >> 1]!) return null;
  const text = [...under]
    .sort((a, b) => a.bbox[0] - b.bbox[0])
    .map((w) => w.text)
    .join(" ");
  const masks = evidence.words.filter((w) => !under.includes(w)).map((w) => w.bbox);
  return { text, masks };
}

/**
 * Top-level numbers, and strings mostly of digits (dates, ids) on OCR'd pages. A name that holds
 * a digit or two ("7 Seas Trading") is words, judged by ocr-doubt.ts, not digits to reread.
 */
function rereadable(out: PresetOutput, evidence: ReadonlyMap<number, OcrPageEvidence>): string[] {
  const mostlyDigits = (s: string) => {
    const alnum = s.replace(/[^\p{L}\p{N}]/gu, "");
    return alnum.length > 0 && digitsOf(s).length * 2 >= alnum.length;
  };
  return Object.entries(out.fields)
    .filter(([path, p]) => !/[.[]/.test(path) && evidence.has(p.page) && out.data[path] !== null && out.data[path] !== undefined)
    .filter(([path]) => typeof out.data[path] === "number" || mostlyDigits(String(out.data[path])))
    .map(([path]) => path);
}

/**
 * The digits of a number the rules returned in place of the page's reading (a receipt total the
 * arithmetic set right where the page read one look-alike digit: "30.80" under a sum of 30.90),
 * printed with the page reading's decimals; null when the value is the page's reading. A crop
 * reading that gives the corrected digits is a second, independent witness to the correction,
 * not a disagreement: the page's misread did not repeat. One that gives the page's digits again
 * is a second witness against it: the arithmetic's own rows (cash, change, tax) hold the misread
 * as often as the total's (generated scans: "CASH 250.60" for 250.00 turned a total read right
 * into a wrong one), so the value is then null.
 */
function returnedDigits(value: unknown, firstText: string): string | null {
  if (typeof value !== "number") return null;
  const decimals = /[.,](\d+)\D*$/.exec(firstText)?.[1]?.length ?? 0;
  const digits = digitsOf(value.toFixed(decimals));
  return digits === digitsOf(firstText) ? null : digits;
}

/** Letters and digits of a reading, in capitals: two readings of a name agree when these are the same. */
const glyphsOf = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}&]/gu, "");

/** Whether `second` holds the digits of `first` but its first or its last. */
export function lostEdgeDigit(first: string, second: string): boolean {
  const [a, b] = [digitsOf(first), digitsOf(second)];
  return b.length === a.length - 1 && (a.slice(1) === b || a.slice(0, -1) === b);
}

/** The line height a reading that lost digits is retried at (LOST_EDGE_FACTOR): the scan's own, unless the first crop was already at it. */
function retryLinePx(page: OcrPageImage, bbox: BBox, edgeLost: boolean): number {
  const linePx = (bbox[3] - bbox[1]) * page.scale;
  return edgeLost && REREAD_LINE_PX / linePx <= ENLARGED ? LOST_EDGE_FACTOR * linePx : RETRY_LINE_PX;
}

/** The crop's reading at `linePx` (retried once at another size, retryLinePx, when it lost digits); null when no crop could be cut or tesseract failed. */
async function reading(
  page: OcrPageImage,
  bbox: BBox,
  first: { text: string; masks: BBox[] },
  readLine: ReadLine,
  linePx = REREAD_LINE_PX,
): Promise<string | null> {
  const crop = valueCrop(page, bbox, first.masks, linePx);
  if (!crop) return null;
  try {
    const { text } = await readLine(crop, { whitelist: whitelistFor(first.text) });
    if (linePx === RETRY_LINE_PX || digitsOf(text).length >= digitsOf(first.text).length) return text;
    const retry = valueCrop(page, bbox, first.masks, retryLinePx(page, bbox, lostEdgeDigit(first.text, text)));
    return retry ? (await readLine(retry, {})).text : text;
  } catch {
    return null;
  }
}

/**
 * Reads every top-level numeric value on an OCR'd page a second time; values whose readings
 * disagree become null. `unsure` values (ocr-doubt.ts: the recogniser's confidence alone speaks
 * against them, names included) are kept only when a second reading and a third at the scan's
 * own size both agree with the page's.
 */
export async function rereadOcrValues(
  out: PresetOutput,
  evidence: ReadonlyMap<number, OcrPageEvidence>,
  images: ReadonlyMap<number, OcrPageImage>,
  readLine: ReadLine,
  unsure: readonly Doubt[] = [],
): Promise<PresetOutput> {
  const doubts: Doubt[] = [];
  const numeric = rereadable(out, evidence);
  const paths = [...new Set([...numeric, ...unsure.map((d) => d.path)])];
  // One after another: a document's few crops should not crowd other jobs' pages out of the pool's queue.
  for (const path of paths) {
    const doubt = unsure.find((d) => d.path === path);
    const p = out.fields[path];
    const page = p && images.get(p.page);
    const first = p && firstReading(p.bbox, evidence.get(p.page)!);
    if (!p || !page || !first) {
      if (doubt) doubts.push(doubt);
      continue;
    }
    const returned = returnedDigits(out.data[path], first.text);
    // A value the document's arithmetic gives from other printed numbers, as the page read it: two
    // independent readings already agree, and a crop reading that differs is outvoted (on the 150
    // scanned till receipts, the 5 such totals a crop read one digit off or as noise were all
    // right). A value the arithmetic set right is still reread (returnedDigits).
    if (returned === null && out.checked?.includes(path) && !doubt) continue;
    // A digit set right, as many as the page read ("1.234" read as 1234 is the page's reading, written otherwise).
    const corrected = returned !== null && returned.length === digitsOf(first.text).length;
    const agrees = (second: string | null) =>
      second !== null &&
      (numeric.includes(path)
        ? corrected
          ? digitsOf(second) === returned
          : readingsAgree(first.text, second) || (returned !== null && digitsOf(second) === returned)
        : glyphsOf(second) === glyphsOf(first.text) && glyphsOf(second).length > 0);
    const second = await reading(page, p.bbox, first, readLine);
    if (doubt) {
      if (!agrees(second) || !agrees(await reading(page, p.bbox, first, readLine, RETRY_LINE_PX))) doubts.push(doubt);
    } else if (second === null) doubts.push({ path, reason: "the second OCR reading failed" });
    else if (!agrees(second) && !agrees(await reading(page, p.bbox, first, readLine, RETRY_LINE_PX))) {
      doubts.push({ path, reason: `a second reading gives "${second}": the OCR readings disagree` });
    }
  }
  return dropDoubted(out, doubts);
}
