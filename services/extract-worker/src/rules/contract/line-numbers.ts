import type { Line, Word } from "../../layout/types";

// Numbers down the margin that count the lines of a page (filed copies, pleading paper, drafts for
// review: "4 the 12th day of October, 2026 …", "5 Acme Corp., a corporation …") reach us as the first
// word of the line they stand beside, and glue themselves to a party's name or cut a sentence. They
// are told from a clause's own numbers by what they count: set in one column (their right edges
// aligned, as a right-aligned counter prints them) to the left of the text, and rising with the
// lines they stand beside, the same distance down the page per unit everywhere (every line
// numbered, or every fifth). Numbered paragraphs are neither evenly spaced nor counted by lines.

/** Numbers a page needs before its first words read as a line count. */
const MIN_NUMBERS = 4;
/** Points a right-aligned counter's right edges may wander. */
const SAME_EDGE = 2;
/** How far the distance down the page per unit may vary between neighbouring numbers (a fraction). */
const PITCH_TOLERANCE = 0.15;

const COUNTER_RE = /^\d{1,3}$/;

/** The words of `lines` (one page, any order) that are margin line numbers. */
export function marginLineNumbers(lines: readonly Line[]): Set<Word> {
  const firsts = lines
    .map((l) => [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0]))
    .filter((ws) => COUNTER_RE.test(ws[0]!.text) && (ws.length === 1 || ws[1]!.bbox[0] > ws[0]!.bbox[2]))
    .map((ws) => ws[0]!);
  // The column: the most numbers sharing a right edge.
  let column: Word[] = [];
  for (const w of firsts) {
    const same = firsts.filter((o) => Math.abs(o.bbox[2] - w.bbox[2]) <= SAME_EDGE);
    if (same.length > column.length) column = same;
  }
  if (column.length < MIN_NUMBERS) return new Set();
  column.sort((a, b) => a.baseline - b.baseline);
  const pitches: number[] = [];
  for (const [i, w] of column.slice(1).entries()) {
    const prev = column[i]!;
    const units = Number(w.text) - Number(prev.text);
    if (units <= 0) return new Set();
    pitches.push((w.baseline - prev.baseline) / units);
  }
  const pitch = pitches.reduce((a, b) => a + b, 0) / pitches.length;
  // A counter counts lines: each unit is about a line of the text down the page.
  if (pitch < 0.8 * column[0]!.fontSize || pitches.some((p) => Math.abs(p - pitch) > PITCH_TOLERANCE * pitch)) return new Set();
  // …and stands apart to the left of the text it counts: no line beside it (between its first number and
  // its last) crosses its right edge other than after a number of the column.
  const edge = Math.max(...column.map((w) => w.bbox[2]));
  const [top, bottom] = [column[0]!.baseline, column[column.length - 1]!.baseline];
  const inColumn = new Set(column);
  const crossed = lines.some((l) => {
    const first = [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0])[0]!;
    return l.baseline >= top && l.baseline <= bottom && !inColumn.has(first) && first.bbox[0] < edge && first.bbox[2] > edge;
  });
  return crossed ? new Set() : inColumn;
}
