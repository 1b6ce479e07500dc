import type { Word } from "../layout/types";
import { parseAmount, type DecimalSeparator } from "../values";

// Two amounts printed touching ("212,40254,88": a tax shown in the invoice's currency and in the
// booking currency, set right-aligned in one cell with no space between) reach us as one word that
// reads as no amount at all. In the document's decimal style, with two decimals each, the word
// parts in one place only. Which of the two is the field's value the page does not say: callers
// take both as weak evidence for the cross-field arithmetic to choose from, or neither.

const AMOUNT = { ",": String.raw`-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}`, ".": String.raw`-?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}` };
const PAIR = { ",": new RegExp(`^(${AMOUNT[","]})(${AMOUNT[","]})$`), ".": new RegExp(`^(${AMOUNT["."]})(${AMOUNT["."]})$`) };

export interface TouchingAmount {
  value: number;
  /** The part of the word printing this amount (its box shares the word's out by characters). */
  word: Word;
}

/** The two amounts a word of touching amounts prints, left first; null for any other word. */
export function touchingAmounts(word: Word, decimal: DecimalSeparator | null): [TouchingAmount, TouchingAmount] | null {
  if (decimal !== "," && decimal !== ".") return null;
  const m = PAIR[decimal].exec(word.text);
  if (!m) return null;
  const [left, right] = [m[1] as string, m[2] as string];
  const values = [left, right].map((t) => parseAmount(t, { decimalHint: decimal })?.value ?? null);
  if (values.some((v) => v === null)) return null;
  const [x0, y0, x1, y1] = word.bbox;
  const cut = x0 + ((x1 - x0) * left.length) / word.text.length;
  return [
    { value: values[0] as number, word: { ...word, text: left, bbox: [x0, y0, cut, y1] } },
    { value: values[1] as number, word: { ...word, text: right, bbox: [cut, y0, x1, y1] } },
  ];
}
