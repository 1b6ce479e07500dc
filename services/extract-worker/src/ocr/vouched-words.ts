import { readFileSync } from "node:fs";
import wordListPath from "word-list";
import { boxesOverlap } from "../rules/geometry";
import { LEGAL_FORM_RE } from "../rules/invoice/parties";
import type { OcrPageEvidence } from "./ocr-page";
import type { OcrWord } from "./tesseract-pool";

// Words of a name whose spelling vouches for them however unsure the recogniser was: tesseract's
// confidence is low on faint or bold till print it reads right ("INTERNATIONAL" at 0.12), and a
// misread glyph rarely turns one long English word into another. Names are judged on their other
// words (ocr-doubt.ts). On 150 SROIE receipts: 3 more right merchants, none wrong.
// - an English word of six letters or more, letter for letter (word-list's 275,000 words);
// - the name's legal form ("SDN BHD"), a closed vocabulary its misreads were already read against;
// - "&", which no glyph is mistaken for;
// - a word the page prints again elsewhere, read there the same with confidence (printedAgain).

const MIN_LETTERS = 6;
/** The shortest word englishWord is asked about (item descriptions, ocr-doubt.ts). */
const SHORTEST_ASKED = 3;
let english: Set<string> | undefined;

/** Loaded on first use: ~270,000 words, a few MiB, only when an OCR'd name or description is judged. */
function englishWords(): Set<string> {
  english ??= new Set(
    readFileSync(wordListPath, "utf8")
      .split("\n")
      .filter((w) => w.length >= SHORTEST_ASKED),
  );
  return english;
}

const LEGAL_FORM_END = new RegExp(String.raw`(?<![\p{L}])(?:${LEGAL_FORM_RE.source})\s*\.?\s*$`, "u");
const glyphs = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Whether `word`, read as part of the name `value`, stands on its spelling rather than on the recogniser's confidence. */
export function vouchedBySpelling(word: Pick<OcrWord, "text">, value: string): boolean {
  const text = word.text.trim();
  if (text === "&") return true;
  const form = LEGAL_FORM_END.exec(value)?.[0];
  if (form && glyphs(text).length >= 2 && glyphs(form).includes(glyphs(text))) return true;
  return englishWord(text, MIN_LETTERS);
}

type PageWord = OcrPageEvidence["words"][number];

/** The shortest word a second printing vouches for: shorter ones recur by chance ("CO", "NO"). */
const MIN_REPEATED_LETTERS = 4;

/**
 * Whether the page prints `word` a second time (a shop's name in its footer or slogan) and the
 * recogniser read that printing letter for letter the same with at least `minConfidence`: two
 * printings are misread independently, so a glyph misread in one is rarely misread alike in the other.
 */
export function printedAgain(word: PageWord, page: readonly PageWord[], minConfidence: number): boolean {
  const letters = glyphs(word.text);
  if (letters.replace(/\P{L}/gu, "").length < MIN_REPEATED_LETTERS) return false;
  return page.some((o) => o !== word && o.confidence >= minConfidence && glyphs(o.text) === letters && !boxesOverlap(o.bbox, word.bbox));
}

/** Whether `text`, bar brackets and punctuation at its edges, is an English word of `minLetters` letters or more, letter for letter. */
export function englishWord(text: string, minLetters: number): boolean {
  const letters = text.trim().replace(/^[("']+|[)"',.:;]+$/g, "");
  return letters.length >= minLetters && /^\p{L}+$/u.test(letters) && englishWords().has(letters.toLowerCase());
}
