import type { PositionedDocument, Word } from "../../layout/types";
import type { Candidate } from "../anchor";
import { segmentOf, wordsInSpan } from "../geometry";
import { pageRows } from "../rows";
import type { DocContext } from "../types";
import { datesIn } from "./dates";

// An Australian "Details" schedule opens with the agreement's date, "Date | 16 May 2026", over the
// "Parties" rows, and names the day the agreement starts in a row of its own: "Commencement Date |
// 1 June 2026" (the effective date, as a labelled Commencement Date is read elsewhere) or "… | the
// date of this agreement" (the Date row, then). A Commencement Date row that says anything else
// ("the date the Customer accepts the Services") leaves the date unread. A bare "Date" row elsewhere
// dates a signature: only the one heading the first page's parties is read.
const DATE_LABEL = /^date(?:\s+of\s+(?:this\s+)?agreement)?\s*:?$/i;
const PARTIES_HEAD = /^parties\s*:?$/i;
const START_LABEL = /^(?:commencement|effective|start)\s+date\s*:?$/i;
const OWN_DATE_RE = /^\s*the\s+date\s+of\s+this\s+(?:agreement|document|deed|contract)\s*\.?\s*$/i;
/** Rows between the date and the "Parties" row (none in the schedules drafted so; a reference row at most). */
const REACH = 2;
const DATE_ROW_SCORE = 0.85;
const START_ROW_SCORE = 0.9;
/** The most words a start label takes ("Commencement Date :" at most). */
const MAX_LABEL_WORDS = 3;

type Row = ReturnType<typeof pageRows>[number];
/** A row read as its label's words and its value's words. */
interface LabelledRow {
  label: readonly Word[];
  value: readonly Word[];
}

/**
 * The row's label and value: its two parts, or, where a layout engine set the value so close to its
 * label that both are one line ("Commencement Date 7 June 2026"), the line's first words that make
 * the label and the rest.
 */
function labelled(row: Row, label: RegExp): LabelledRow | null {
  const [first, second, ...more] = row.parts;
  if (!first || more.length) return null;
  if (second) return label.test(first.text.trim()) ? { label: first.words, value: second.words } : null;
  for (let n = 1; n < Math.min(first.words.length, MAX_LABEL_WORDS + 1); n += 1) {
    if (
      label.test(
        first.words
          .slice(0, n)
          .map((w) => w.text)
          .join(" "),
      )
    )
      return { label: first.words.slice(0, n), value: first.words.slice(n) };
  }
  return null;
}

/** A start row that dates the agreement by its own date ("the date of this agreement"). */
const namesOwnDate = (row: LabelledRow) => OWN_DATE_RE.test(segmentOf(row.value).text);

/** The one date a cell holds and nothing else, as a candidate. */
function cellDate(row: LabelledRow, ctx: DocContext, page: number, score: number): Candidate | null {
  const cell = segmentOf(row.value);
  const found = datesIn(cell.text, ctx);
  const d = found[0];
  if (found.length !== 1 || !d || cell.text.slice(0, d.start).trim() || cell.text.slice(d.end).trim()) return null;
  const words = wordsInSpan(cell, d.start, d.end);
  return { field: "effective_date", value: d.iso, score, page, words, via: "rule", label: null, labelWords: [...row.label] };
}

/** `labels` is `doc` with wrapped labels joined: a "Commencement" / "Date" label is read whole there, while the Date and Parties rows, which such joining could run together, are read from `doc`. */
export function detailsDate(doc: PositionedDocument, labels: PositionedDocument, ctx: DocContext): Candidate[] {
  const page = doc.pages[0];
  const joined = labels.pages[0];
  if (!page || !joined) return [];
  const rows = pageRows(page);
  const at = rows.findIndex((r) => r.parts.length === 2 && DATE_LABEL.test(r.parts[0]!.text.trim()));
  if (at < 0 || !rows.slice(at + 1, at + 2 + REACH).some((r) => PARTIES_HEAD.test(r.parts[0]?.text.trim() ?? ""))) return [];
  const dateRow = rows[at]!;
  const dated = labelled(dateRow, DATE_LABEL)!;
  const below = (r: Row) => r.parts[0]!.bbox[1] > dateRow.parts[0]!.bbox[3];
  const candidates = pageRows(joined).filter(below);
  // A row of two parts first; a line that only begins with the label counts when the rest is a date or
  // names the agreement's own date, as a prose line opening "Commencement Date means …" does not.
  const start =
    candidates
      .filter((r) => r.parts.length === 2)
      .map((r) => labelled(r, START_LABEL))
      .find((r) => r !== null) ??
    candidates
      .filter((r) => r.parts.length === 1)
      .map((r) => labelled(r, START_LABEL))
      .find((r) => r !== null && (namesOwnDate(r) || cellDate(r, ctx, page.number, 0) !== null));
  const c = !start || namesOwnDate(start) ? cellDate(dated, ctx, page.number, DATE_ROW_SCORE) : cellDate(start, ctx, page.number, START_ROW_SCORE);
  return c ? [c] : [];
}
