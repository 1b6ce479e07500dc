import type { PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { linesRightOf, segmentOf, wordsInSpan, type Segment } from "../geometry";
import { readDate } from "../read-value";
import { classifyLabel } from "../../values";

// The letter date: "München, den 01.11.2024", "Paris, le 3 mars 2025", "Madrid, el 5 de mayo".
// A place, a comma, the article of a dateline and a date: how German, French, Spanish and Italian
// business letters (and the invoices written as letters) print the day they were issued.

const DATELINE_RE = /(?:^|\s)\p{Lu}[\p{L}.\-/ ]{1,40},\s+(?:den|le|el|il|am)\s+/u;
/**
 * A dateline without its article ("Köln, 13.06.2026", "Wien, 16.05.24"): a place of one to three
 * capitalised words and a date, nothing else on the line.
 */
const BARE_DATELINE_RE = /^(\p{Lu}[\p{L}.\-/]*(?:\s\p{Lu}[\p{L}.\-/]*){0,2}),\s+/u;

/** Issue-date candidates (score 0.8) from datelines in the top half of the first page. */
export function letterDateCandidates(doc: PositionedDocument, ctx: DocContext): Candidate[] {
  const page = doc.pages[0];
  if (!page) return [];
  const out: Candidate[] = [];
  for (const line of page.lines) {
    if (line.bbox[1] > page.height / 2) continue;
    const own = segmentOf(line.words);
    const m = DATELINE_RE.exec(own.text + " ");
    if (!m) {
      const bare = bareDateline(own, ctx);
      if (bare) out.push({ ...bare, page: page.number });
      continue;
    }
    // The date follows on the line, or in the next cell of the row ("München, den |  01.11.2024").
    const rest = own.text.slice(m.index + m[0].length).trim();
    const next = linesRightOf(page, line)[0];
    const seg: Segment = rest || !next ? own : segmentOf(next.words);
    const from = rest || !next ? Math.min(m.index + m[0].length, own.text.length) : 0;
    const date = readDate(seg.text.slice(from), ctx);
    const words = date && date.start === 0 ? wordsInSpan(seg, from + date.start, from + date.end) : [];
    if (!date || !words.length) continue;
    out.push({ field: "invoice_date", value: date.value, score: 0.8, page: page.number, words, via: "rule", label: null, labelWords: [] });
  }
  return out;
}

/** The date of a line that is only a place and a date; never a label and its date ("Fälligkeit, 01.02.2024"). */
function bareDateline(own: Segment, ctx: DocContext): Omit<Candidate, "page"> | null {
  const m = BARE_DATELINE_RE.exec(own.text);
  if (!m || classifyLabel(m[1] as string) !== null) return null;
  const from = m[0].length;
  const date = readDate(own.text.slice(from), ctx);
  if (!date || date.start !== 0 || own.text.slice(from + date.end).trim()) return null;
  const words = wordsInSpan(own, from + date.start, from + date.end);
  return words.length ? { field: "invoice_date", value: date.value, score: 0.8, words, via: "rule", label: null, labelWords: [] } : null;
}
