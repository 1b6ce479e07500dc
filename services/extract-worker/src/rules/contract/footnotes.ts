import { median } from "../../layout/geometry";
import type { Word } from "../../layout/types";

// Footnotes at the foot of a page ("1 Capitalised terms not defined herein have the meanings …")
// sit between the last line of one page and the first of the next in reading order, so a sentence
// that crosses the page reads "… shall continue for an initial period of 1 Capitalised terms … three
// years" and loses its term. They are told by their type: a run of lines at the foot of the page,
// set smaller than the page's text, opening with a note's mark (a number or an asterisk or dagger).
// They are read after the whole text instead, where they still say what they say.

/** A footnote is set at most this fraction of the page's text size. */
const SMALLER = 0.88;
/** A page's notes take at most this fraction of its lines. */
const MAX_SHARE = 0.34;

const MARK_RE = /^(?:\d{1,2}|\*{1,3}|[†‡])$/;
const MARK_LED_RE = /^(?:\d{1,2}|\*{1,3}|[†‡])\s*\p{L}/u;

const sizeOf = (ws: readonly Word[]) => median(ws.map((w) => w.fontSize));

/** A page's lines (in reading order) split into its text and the footnotes at its foot. */
export function footnotesApart(lines: readonly (readonly Word[])[]): { text: (readonly Word[])[]; notes: (readonly Word[])[] } {
  const none = { text: [...lines], notes: [] };
  if (lines.length < 4) return none;
  const body = median(lines.flatMap((ws) => ws.map((w) => w.fontSize)));
  // The trailing run of smaller lines, read upwards from the foot of the page.
  let from = lines.length;
  while (from > 0 && sizeOf(lines[from - 1]!) <= SMALLER * body) from--;
  // The run begins at its first note's mark (a wrapped note's later lines carry none).
  while (from < lines.length && !opensNote(lines[from]!)) from++;
  const notes = lines.slice(from);
  if (!notes.length || notes.length > MAX_SHARE * lines.length) return none;
  // The notes sit below the text, not beside it: each starts below the last line of the text.
  const lastText = Math.max(...lines.slice(0, from).map((ws) => ws[0]!.baseline));
  if (notes.some((ws) => ws[0]!.baseline <= lastText)) return none;
  return { text: lines.slice(0, from), notes };
}

function opensNote(ws: readonly Word[]): boolean {
  const [first, second] = ws;
  if (!first) return false;
  if (MARK_RE.test(first.text)) return second !== undefined;
  return MARK_LED_RE.test(first.text);
}
