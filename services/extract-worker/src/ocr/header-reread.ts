import type { Page } from "../layout/types";
import { REREAD_LINE_PX, RETRY_LINE_PX, valueCrop, type ReadLine } from "./ocr-reread";
import type { OcrPageImage } from "./ocr-tier";
import type { OcrWord } from "./tesseract-pool";

// A till receipt's header (the shop's name over its address) read again line by line. Page
// segmentation reads a name set in large or bold type worse than a line read alone: on scanned
// till receipts it glued a logo's edge to a letter ("Kelvaro}"), read a letter as a digit
// ("B.L1.K.") or a capital small ("my SUNNY"), where tesseract's line mode read the same crop
// right. A page word is replaced only when it shows such a misread (misreadLooking), the new
// reading is one glyph from it (oneGlyphApart), and three line readings — at the scan's own size,
// at the second reading's and larger — are confident,
// split the line into as many words as the page did and agree on the word letter for letter.
// Clean words stay as the page read them, however unsure: line mode misreads those as confidently
// as the page ("OMARO" → "OMARD" at all three sizes, on 150 SROIE receipts). A word with digits
// stays too (an id or a date is checked by its own second reading, ocr-reread.ts).
// On 150 SROIE receipts: 3 more right merchants, none wrong.

/** The header: this many lines from the top, in this top part of the page. */
const HEADER_LINES = 6;
const HEADER_PART = 0.35;
/** Every line reading must be at least this confident (0–100); replaced words take the least. */
const MIN_LINE_CONFIDENCE = 70;

/** Line heights (px) the line is read at: the scan's own (0), the second reading's, and larger. */
const LINE_SIZES = [RETRY_LINE_PX, REREAD_LINE_PX, 32];

const tokens = (text: string) => text.split(/\s+/).filter(Boolean);
const glyphs = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");

/** Marks a name or an address prints; any other ("{JAN", "Kelvaro}", "B.L[.K.") is a logo's edge or a glyph misread. */
const PRINTED_MARKS = /^[.,&'’()\-/:#@+]$/u;

/**
 * Whether the page's reading of a word shows a misread: a mark no name prints, a digit among its
 * letters ("B.L1.K."), or a small first letter among capitalised words ("my SUNNY", "corner Of The").
 * A clean word the page read ("OMARO" at low confidence) is kept: line mode misreads clean words
 * just as confidently ("OMARD").
 */
function misreadLooking(word: string, line: readonly string[]): boolean {
  if ([...word].some((c) => !/[\p{L}\p{N}]/u.test(c) && !PRINTED_MARKS.test(c))) return true;
  const digits = (word.match(/\d/g) ?? []).length;
  const letters = (word.match(/\p{L}/gu) ?? []).length;
  if (digits > 0 && letters > digits) return true;
  const capitalised = line.filter((w) => w !== word && /^\p{Lu}/u.test(w) && /\p{L}{2}/u.test(w)).length;
  return /^\p{Ll}/u.test(word) && capitalised >= 2;
}

/**
 * Whether two readings of a word differ by one glyph at most (substituted, added or lost; case aside):
 * a word the readings rewrite further ("B.L[.K.(SERANGT)" → "B.L.K.(SERANGI)") lost its spacing or
 * more to the page's segmentation, and is left to the rules' own judgement.
 */
function oneGlyphApart(a: string, b: string): boolean {
  const [x, y] = [[...a.toUpperCase()], [...b.toUpperCase()]];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (n: number, m: number) => x.slice(n).join("") === y.slice(m).join("");
  return rest(i + 1, i + 1) || rest(i + 1, i) || rest(i, i + 1);
}

/** The page's words with its header lines' words replaced where line readings agree on other text; null when none changed. */
export async function rereadHeader(page: Page, words: readonly OcrWord[], scale: number, image: OcrPageImage, readLine: ReadLine): Promise<OcrWord[] | null> {
  const header = [...page.lines]
    .filter((l) => l.bbox[1] < page.height * HEADER_PART && /\p{L}{2}/u.test(l.text))
    .sort((a, b) => a.bbox[1] - b.bbox[1])
    .slice(0, HEADER_LINES);
  const out = [...words];
  let changed = false;
  for (const line of header) {
    const masks = page.words.filter((w) => !line.words.includes(w)).map((w) => w.bbox);
    const readings = [];
    for (const linePx of LINE_SIZES) {
      const crop = valueCrop(image, line.bbox, masks, linePx);
      const read = crop ? await readLine(crop, {}).catch(() => null) : null;
      if (!read || read.confidence < MIN_LINE_CONFIDENCE) break;
      readings.push(read);
    }
    if (readings.length < LINE_SIZES.length) continue;
    const read = readings.map((r) => tokens(r.text));
    if (read.some((r) => r.length !== line.words.length)) continue;
    const confidence = Math.min(...readings.map((r) => r.confidence));
    line.words.forEach((word, i) => {
      const text = read[0]![i]!;
      // Each word as every line reading reads it; marks alone ("INTERNATIONAL:", "ELECTRICAL.") are no misread letter.
      if (read.some((r) => r[i] !== text) || glyphs(text) === glyphs(word.text)) return;
      if (
        /\d/.test(text) ||
        !misreadLooking(
          word.text,
          line.words.map((w) => w.text),
        ) ||
        !oneGlyphApart(word.text, text)
      )
        return;
      // The page's word this line word was built from: the one whose box it is.
      const at = out.findIndex((w) => Math.abs(w.box[0] / scale - word.bbox[0]) < 1 && Math.abs(w.box[1] / scale - word.bbox[1]) < 1);
      if (at < 0) return;
      out[at] = { ...out[at]!, text, confidence };
      changed = true;
    });
  }
  return changed ? out : null;
}
