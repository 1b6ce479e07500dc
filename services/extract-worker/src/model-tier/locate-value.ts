import type { DocContext } from "../rules/types";
import type { ValueKind } from "../rules/read-value";
import type { Line, PositionedDocument, Word } from "../layout/types";
import { findAmounts, findCurrencyMarkers, findDates, fold, resolveDateOrder } from "../values";
import { sameCents } from "../values/cents";

// Verifying a model's answer: where in the document is this value printed? The text is read with
// the same parsers as the rules (dates → ISO, money → numbers, currency markers → ISO 4217), so
// "2022-03-14" is found as "03/14/2022" and 257.2 as "$257.20" — and a value the document does
// not print is found nowhere, whatever the model says.

export interface Occurrence {
  page: number;
  words: Word[];
}

/** Character offsets of each word inside its line's text (words are joined with single spaces or nothing). */
function wordSpans(line: Line): Array<{ word: Word; start: number; end: number }> {
  const spans: Array<{ word: Word; start: number; end: number }> = [];
  let cursor = 0;
  for (const word of line.words) {
    const at = line.text.indexOf(word.text, cursor);
    if (at < 0) continue;
    spans.push({ word, start: at, end: at + word.text.length });
    cursor = at + word.text.length;
  }
  return spans;
}

function wordsIn(line: Line, start: number, end: number): Word[] {
  return wordSpans(line)
    .filter((s) => s.start < end && s.end > start)
    .map((s) => s.word);
}

/** Spans of `line.text` that hold `value` when read as `kind`. */
function spansOf(line: Line, kind: ValueKind, value: string | number, ctx: DocContext): Array<[number, number]> {
  const text = line.text;
  if (kind === "date") {
    return findDates(text)
      .map((d) => resolveDateOrder(d, ctx.dateOrder))
      .filter((d) => d.iso === value)
      .map((d) => [d.start, d.end]);
  }
  if (kind === "money" || kind === "number") {
    if (typeof value !== "number") return [];
    return findAmounts(text, { decimalHint: ctx.decimal ?? undefined })
      .filter((a) => {
        const readings = a.value !== null ? [a.value] : a.readings.filter((r) => r.decimalSeparator === ctx.decimal).map((r) => r.value);
        return readings.some((r) => sameCents(r, value));
      })
      .map((a) => [a.start, a.end]);
  }
  if (kind === "currency") {
    return findCurrencyMarkers(text)
      .filter((m) => m.code === String(value).toUpperCase())
      .map((m) => [m.start, m.end]);
  }
  return textSpans(line, String(value), kind === "identifier");
}

/**
 * Free text and identifiers: the value's tokens must be consecutive words of the line. Text is
 * compared folded (case, accents, edge punctuation); identifiers must match character for
 * character apart from case, since "INV-001" and "INV 001" are different references.
 */
function textSpans(line: Line, value: string, exact: boolean): Array<[number, number]> {
  const norm = (s: string) => (exact ? s.toLowerCase() : fold(s).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  const tokens = value.split(/\s+/).map(norm).filter(Boolean);
  if (!tokens.length) return [];
  const spans = wordSpans(line);
  const found: Array<[number, number]> = [];
  for (let i = 0; i + tokens.length <= spans.length; i++) {
    if (tokens.every((t, k) => norm(spans[i + k]!.word.text) === t)) found.push([spans[i]!.start, spans[i + tokens.length - 1]!.end]);
  }
  return found;
}

/** Every place the document prints `value` as a `kind`, in reading order. */
export function locateValue(doc: PositionedDocument, ctx: DocContext, kind: ValueKind, value: string | number): Occurrence[] {
  const out: Occurrence[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      for (const [start, end] of spansOf(line, kind, value, ctx)) {
        const words = wordsIn(line, start, end);
        if (words.length) out.push({ page: page.number, words });
      }
    }
  }
  return out;
}
