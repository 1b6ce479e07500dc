import type { Line } from "../../layout/types";
import { withOcrWordsRead } from "../../ocr/misread";
import { LEXICON, LINE_ITEM_FIELDS, normalizeLabel } from "../../values";

// An item table's header read by OCR may carry one misread glyph in a column's label
// ("Stickpreis" for "Stückpreis", "Descriptlon"): the column then names no field, its figures are
// read under no header, and a quantity can no longer be proved by quantity × unit price. A word of
// a recognised header that is one substituted glyph from exactly one word of the item columns'
// vocabulary (every language's labels and decoys) is read as that word. Only long words: a short
// one is one glyph from too many others ("Preis", "Kreis"); only OCR'd words: a text layer's
// spelling is what was printed.

/** Vocabulary words shorter than this are not restored. */
const MIN_LETTERS = 6;

/** Normalised vocabulary word → the word as the lexicon spells it. */
const VOCABULARY: ReadonlyMap<string, string> = (() => {
  const words = new Map<string, string>();
  for (const field of LINE_ITEM_FIELDS) {
    const lex = LEXICON[field];
    const forms = [...Object.values(lex.strong), ...Object.values(lex.weak ?? {})].flat().concat(lex.decoys);
    for (const form of forms) {
      for (const word of form.split(/[\s/()-]+/)) {
        const norm = normalizeLabel(word);
        if (/^\p{L}+$/u.test(norm) && [...norm].length >= MIN_LETTERS) words.set(norm, word.replace(/[^\p{L}]+$/u, ""));
      }
    }
  }
  return words;
})();

/** Same length, one glyph substituted: a glyph lost or added may make another word (ocr/misread.ts counts the same way). */
function oneSubstitutionApart(a: string, b: string): boolean {
  const [x, y] = [[...a], [...b]];
  return x.length === y.length && x.filter((c, i) => c !== y[i]).length === 1;
}

/** The vocabulary word `text` misreads by one glyph, or null (none, several, or `text` is a word of it). */
function restored(text: string): string | null {
  const core = text.replace(/^[^\p{L}]+|[^\p{L}\p{N}|$!]+$/gu, "");
  const norm = normalizeLabel(core).toLowerCase();
  if (!norm || /\s/.test(norm) || VOCABULARY.has(norm) || [...norm].length < MIN_LETTERS) return null;
  const near = [...VOCABULARY.keys()].filter((v) => oneSubstitutionApart(v, norm));
  return near.length === 1 ? text.replace(core, VOCABULARY.get(near[0]!)!) : null;
}

/** `line` with its OCR'd words that misread an item column's label by one glyph read as that label. */
export const withHeaderMisreads = (line: Line): Line => withOcrWordsRead(line, (text) => restored(text) ?? text);
