import { escapeRegExp } from "../escape-regexp";
import { OCR_FONT, type Line } from "../layout/types";

// OCR misreads of the few words a document kind prints in a closed vocabulary (TOTAL, SDN BHD,
// GmbH …): a word within one substituted glyph of a vocabulary word ("T0TAL", "Tatal", "SON BHD",
// "SDN 8HD") is that word. Only substitutions count — a glyph dropped or added changes the length
// and may be another word — unless the caller allows a lost glyph in long words whose reading
// other evidence confirms; every word of a phrase may carry at most one. The vocabulary is
// closed and each word is long enough (or stands beside the rest of its phrase) that a real word
// one glyph away is rare; the rules around it still judge the row as a whole.

/** A glyph OCR may put in a letter's place: a letter, a digit, or a stroke ("|", "!" for an l). */
const GLYPH = String.raw`[\p{L}\p{N}|$!]`;
/** Where a vocabulary word starts and ends: not inside a longer word. */
const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;

/** A pattern for `word` (letters and digits) read right or with one glyph substituted — or, when it has `dropped` glyphs or more, one glyph lost. */
function oneGlyph(word: string, dropped: number): string {
  const chars = [...word];
  const variants = chars.map((_, i) => chars.map((c, j) => (j === i ? GLYPH : escapeRegExp(c))).join(""));
  const lost = chars.length >= dropped ? chars.map((_, i) => escapeRegExp(chars.slice(0, i).join("") + chars.slice(i + 1).join(""))) : [];
  return `(?:${[...variants, ...lost].join("|")})`;
}

/**
 * A pattern for a phrase of the vocabulary: its words (split at spaces) each read with at most one
 * substituted glyph (or lost, for words of `dropped` glyphs or more), separated as OCR leaves them
 * (spaces, a dot, nothing).
 */
export function misreadPattern(phrase: string, dropped = Infinity): string {
  const words = phrase.split(/\s+/).filter(Boolean);
  return BEFORE + words.map((w) => oneGlyph(w, dropped)).join(String.raw`\.?\s*`) + AFTER;
}

const glyphs = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();

/**
 * `text` with every vocabulary phrase read with substituted glyphs written as the phrase itself
 * (case-insensitive); a phrase read right stays as printed ("Sdn. Bhd."). With `dropped`, words of
 * that many glyphs or more are also read with one glyph lost ("ROUNDIG"): only for a vocabulary
 * whose words are long, or whose reading other evidence must still confirm.
 */
export function readMisread(text: string, vocabulary: readonly string[], dropped = Infinity): string {
  let out = text;
  for (const phrase of vocabulary) {
    out = out.replace(new RegExp(misreadPattern(phrase, dropped), "giu"), (read) => (glyphs(read) === glyphs(phrase) ? read : phrase));
  }
  return out;
}

/**
 * `line` with each OCR'd word read by `read` (the word's text → what it misreads, or itself), its
 * text rebuilt from them; the line itself when no word changed. A text layer's words are what was printed.
 */
export function withOcrWordsRead(line: Line, read: (text: string) => string): Line {
  let changed = false;
  const words = line.words.map((w) => {
    const text = w.font === OCR_FONT ? read(w.text) : w.text;
    if (text === w.text) return w;
    changed = true;
    return { ...w, text };
  });
  return changed ? { ...line, words, text: words.map((w) => w.text).join(" ") } : line;
}
