import type { Word } from "../layout/types";
import { isFigure, isFigureOrMark, YEAR } from "./figures";
import type { Segment } from "./segments";
import { median } from "../layout/geometry";
import { centredRecords } from "./centred-cells";
import { ALIGN_TOL, HANGING_INDENT, type TextRow } from "./text-rows";

// A table's text rows → its rows: which text rows are further lines of the row above (cells that
// wrap). Evidence, strongest first: rules or shaded-row edges between rows; padding that sets rows
// further apart than lines; in a tight table, a line that could not have fitted on the line above.

const MAX_HEADER_LINES = 6;

const filledCols = (cells: Word[][]) => cells.filter((c) => c.length).length;
/** A line of heads that are one figure each (years): whole, no cell of it wraps (the line under it is units). */
const figuresOnly = (line: Word[][]) => line.every((c) => !c.length || (c.length === 1 && isFigure(c)));
/** A head line of years beside the stub's head ("Country 2019 2020 2021"): whole too (a record's figures are no years). */
const yearsBesideStubHead = (line: Word[][]) => {
  const beside = line.slice(1).filter((c) => c.length);
  return beside.length >= 2 && beside.every((c) => c.length === 1 && YEAR.test((c[0] as Word).text));
};
/**
 * Does `next` read as more lines of the cells of `first` (it fills only columns `first` fills, and
 * fewer, never with a figure or a mark for one under a figure: that is the next record of a group set between rules)?
 */
const continues = (first: Word[][], next: Word[][]) =>
  !figuresOnly(first) && !yearsBesideStubHead(first) && continuesLoose(first, next) && filledCols(next) < filledCols(first);

/**
 * Rules across the table (drawn, or the edges of shaded rows) between its text rows: a row starts
 * after each. Between two of them, text rows that all read as more lines of the stretch's first
 * row are that row's wrapped lines (`wraps`); a stretch of full rows (booktabs body) is left alone.
 */
function ruledRows(rows: TextRow[], cells: Word[][][], h: Segment[]): { breaks: Set<number>; wraps: Set<number>; underSpanners: Set<number> } {
  const x0 = Math.min(...rows.map((r) => r.x0));
  const x1 = Math.max(...rows.map((r) => r.x1));
  const across = h.filter((s) => Math.min(s.b, x1) - Math.max(s.a, x0) >= 0.8 * (x1 - x0));
  const breaks = new Set<number>();
  const underSpanners = new Set<number>();
  const stubRight = Math.min(...cells.flatMap((r) => (r[0] as Word[]).map((w) => w.bbox[2])));
  const heads = (line: Word[][]) => filledCols(line.slice(1));
  for (let i = 1; i < rows.length; i++) {
    const above = rows[i - 1] as TextRow;
    const below = rows[i] as TextRow;
    const here = across.filter((s) => s.pos >= above.bottom - 1 && s.pos <= below.top + 1);
    if (here.length) breaks.add(i);
    // A rule that leaves out the stub's column under a line of fewer heads than the line under it: spanners' underlines.
    if (here.length && here.every((s) => s.a > stubRight) && heads(cells[i - 1] as Word[][]) < heads(cells[i] as Word[][])) underSpanners.add(i);
  }
  const wraps = new Set<number>();
  if (!breaks.size) return { breaks, wraps, underSpanners };
  for (let start = 0; start < rows.length;) {
    let end = start + 1;
    while (end < rows.length && !breaks.has(end)) end++;
    const band = Array.from({ length: end - start - 1 }, (_, k) => start + 1 + k);
    // Only a stretch closed by a rule at both ends: a note under a table's last rule is no wrap.
    const first = rows[start] as TextRow;
    const last = rows[end - 1] as TextRow;
    const closed =
      (start > 0 || across.some((s) => s.pos <= first.top + 1 && s.pos >= first.top - first.size)) &&
      (end < rows.length || across.some((s) => s.pos >= last.bottom - 1 && s.pos <= last.bottom + last.size));
    if (closed && band.every((i) => continues(cells[start] as Word[][], cells[i] as Word[][]))) band.forEach((i) => wraps.add(i));
    start = end;
  }
  return { breaks, wraps, underSpanners };
}

/**
 * Merge wrapped lines into their row. Rules and shading edges separate rows as drawn; otherwise a
 * text row continues the row above when it sits at the table's line spacing while rows are set
 * visibly further apart (cell padding) and fills only columns the row above fills, or, in a tight
 * table, when it could not have fitted on the line above (see `wrapsFrom`).
 */
export function mergeWrapped(
  rows: TextRow[],
  cells: Word[][][],
  h: Segment[],
  figuresFrom = 0,
  innerHeads: ReadonlySet<number> = new Set(),
): { merged: Word[][][]; starts: number[] } {
  if (rows.length < 3) return { merged: cells, starts: cells.map((_, i) => i) };
  const ruled = ruledRows(rows, cells, h);
  // The header: the lines above the first rule across the table or above the first figures,
  // whichever comes first; a header of more lines than MAX_HEADER_LINES is a body (the first
  // rule was the bottom rule).
  // Above the first figures, spanners' underlines end no header: their sub-heads, and the heads'
  // wrapped lines, are still to come.
  const headerRules = figuresFrom > 0 ? [...ruled.breaks].filter((i) => !ruled.underSpanners.has(i)) : [...ruled.breaks];
  // Lines of the stub alone just above the first figures are the body's first group heads.
  let headsEnd = figuresFrom;
  while (headsEnd > 1 && (cells[headsEnd - 1] as Word[][]).every((c, k) => k === 0 || !c.length)) headsEnd--;
  const headerLines = Math.min(headerRules.length ? Math.min(...headerRules) : Infinity, headsEnd > 0 ? headsEnd : Infinity);
  const headerEnd = headerLines <= MAX_HEADER_LINES ? headerLines : 0;
  const gaps = rows.slice(1).map((r, i) => r.baseline - (rows[i] as TextRow).baseline);
  const size = median(rows.map((r) => r.size));
  const line = [...gaps].sort((a, b) => a - b)[Math.floor(0.1 * gaps.length)] as number;
  // Padded rows: a good share of the gaps are clearly wider than the line spacing (one wide gap
  // under a header or before a total row is not padding).
  const wide = gaps.filter((g) => g > line + 0.35 * size).length;
  const padded = wide >= 2 && wide >= 0.2 * gaps.length;
  // Set tight (no padding, no rules): a line continues the record above only where its words
  // could not have fitted on that record's last line in their column: the cell wrapped.
  const rightEdges = (lines: Word[][][]) => (cells[0] as Word[][]).map((_, k) => Math.max(...lines.flatMap((r) => (r[k] as Word[]).map((w) => w.bbox[2]))));
  const colRight = rightEdges(cells);
  // A wrapped line is measured against the lines of records (two cells or more): notes under the
  // table, taken in for the last record's wrapped lines, run on wider than any cell.
  const records = cells.filter((r) => filledCols(r) >= 2);
  const recordRight = records.length ? rightEdges(records) : colRight;
  const wrapsFrom = (lastLines: Word[][], current: Word[][]) =>
    current.some((c) => c.length) &&
    current.every((c, k) => {
      if (!c.length) return true;
      const prev = lastLines[k] as Word[];
      if (!prev.length || (isFigure(c) && isFigure(prev))) return false;
      const firstWord = c.reduce((a, b) => (b.bbox[0] < a.bbox[0] ? b : a));
      const prevLeft = Math.min(...prev.map((w) => w.bbox[0]));
      const prevRight = Math.max(...prev.map((w) => w.bbox[2]));
      const fits = prevRight + 0.25 * size + (firstWord.bbox[2] - firstWord.bbox[0]) <= (recordRight[k] as number) + 1;
      // One cell's lines share its font, and a wrapped line reads on: it starts in lower case or
      // the line above breaks after a hyphen, comma, slash or ampersand (an entry starts afresh).
      const lastWord = prev[prev.length - 1] as Word;
      const readsOn = /^\p{Ll}/u.test(firstWord.text) || /[-,/&]$/.test(lastWord.text);
      // Under a hanging indent a label's further lines start a little right of its first (a line
      // alone in its row: a sub-row indented so carries its figures).
      const hanging = filledCols(current) === 1 && firstWord.bbox[0] > prevLeft && firstWord.bbox[0] - prevLeft <= HANGING_INDENT * size;
      return (Math.abs(firstWord.bbox[0] - prevLeft) <= ALIGN_TOL || hanging) && !fits && firstWord.font === lastWord.font && readsOn;
    });
  // A line of the first column alone under a record with figures, whose first word would have fitted
  // on that record's line: no wrap (a cell breaks only where its text runs out of room) but the
  // next record, a group's head without figures ("Age:", "Renter occupied") as reports set them.
  const parentLine = (lastLines: Word[][], current: Word[][]) => {
    const [label, ...rest] = current;
    const prev = lastLines[0];
    if (!label?.length || !prev?.length || rest.some((c) => c.length) || !lastLines.slice(1).some((c) => isFigure(c))) return false;
    const firstWord = label.reduce((a, b) => (b.bbox[0] < a.bbox[0] ? b : a));
    const lastWord = prev.reduce((a, b) => (b.bbox[2] > a.bbox[2] ? b : a));
    // A line that reads on (lower case, or after a hyphen, comma, slash or ampersand) is a wrap
    // even where the estimate says it fitted: word spaces are wider than that estimate.
    if (/^\p{Ll}/u.test(firstWord.text) || /[-,/&]$/.test(lastWord.text)) return false;
    return lastWord.bbox[2] + 0.25 * size + (firstWord.bbox[2] - firstWord.bbox[0]) <= (colRight[0] as number) + 1;
  };
  const isClose = (i: number) => i > 0 && (gaps[i - 1] as number) <= line + 0.2 * size;
  // Between padded rows, lines of cells centred in their row (centred-cells.ts). Records of many
  // lines leave fewer than a fifth of the gaps wide: the centring itself is the evidence there.
  const centred = wide >= 2 ? centredRecords(rows, cells, isClose, size) : new Set<number>();
  const out: Word[][][] = [];
  const starts: number[] = [];
  let first: Word[][] | undefined;
  let lastLines: Word[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const current = cells[i] as Word[][];
    const last = out[out.length - 1];
    const close = isClose(i);
    // A head band inside the body (inner-heads.ts) is no wrap of the row above it.
    const wrapped =
      !innerHeads.has(i) &&
      !ruled.breaks.has(i) &&
      (ruled.wraps.has(i) ||
        centred.has(i) ||
        (padded ? close && !!first && continuesLoose(first, current) && !parentLine(lastLines, current) : close && wrapsFrom(lastLines, current)));
    // A bottom-aligned header: a cell's upper lines stand alone above the header's last line, set
    // tighter than the header is set above the body (a spanning header's row is set like a row);
    // a head band inside the body likewise, against the gap under the band.
    const inner = innerHeads.has(i) && innerHeads.has(i - 1);
    let bandEnd = inner ? i : headerEnd;
    while (inner && innerHeads.has(bandEnd)) bandEnd++;
    const headerAbove =
      (i < headerEnd || inner) &&
      close &&
      (gaps[i - 1] as number) < (gaps[bandEnd - 1] ?? 0) - 0.15 * size &&
      !ruled.breaks.has(i) &&
      !!first &&
      endsWrappedHeader(first, current);
    // A stub label that wraps under a hanging indent, its figures set level with its last line
    // (cells aligned to the bottom): the line above holds the label's first words alone, this
    // one reads on in the stub and carries the row's other cells.
    const leadIn =
      close && !ruled.breaks.has(i) && !!last && filledCols(last) === 1 && !!last[0]?.length && !!current[0]?.length && readsOn(current[0], last[0]);
    if (last && (wrapped || headerAbove || leadIn)) {
      current.forEach((c, k) => {
        (last[k] as Word[]).push(...c);
        if (c.length) lastLines[k] = c;
      });
      if (headerAbove || leadIn) first = last;
      continue;
    }
    out.push(current.map((c) => [...c]));
    starts.push(i);
    first = current;
    lastLines = current.map((c) => [...c]);
  }
  return { merged: out, starts };
}

/** A footnote reference standing alone ("(2)", "3/", "*"): it ends a label, never starts an entry. */
const LONE_REFERENCE = /^(?:\(\d{1,2}\)|\d{1,2}\/|\*{1,3})$/;

/**
 * Does a cell's line `lower` read on from the cell's words `upper`: it starts in lower case, or
 * `upper` breaks after a hyphen, comma, slash or ampersand, or it is only the label's footnote
 * reference, wrapped onto a line of its own?
 */
function readsOn(lower: Word[], upper: Word[]): boolean {
  const firstWord = lower.reduce((a, b) => (b.bbox[0] < a.bbox[0] ? b : a));
  const lastWord = upper.reduce((a, b) => (b.baseline > a.baseline + 0.5 || (Math.abs(b.baseline - a.baseline) <= 0.5 && b.bbox[2] > a.bbox[2]) ? b : a));
  return /^\p{Ll}/u.test(firstWord.text) || /[-,/&]$/.test(lastWord.text) || (lower.length === 1 && LONE_REFERENCE.test(firstWord.text));
}

/**
 * `next` fills only columns `first` fills (wrapped lines of a row whose every cell wraps fill
 * them all), and never with a second figure (or a mark for one) under a figure: that is the next record.
 */
const continuesLoose = (first: Word[][], next: Word[][]) =>
  next.every((c, k) => !c.length || ((first[k] as Word[]).length > 0 && !(isFigureOrMark(c) && isFigure(first[k] as Word[]))));

/**
 * Is `upper` (one header line) the first lines of cells whose last line is in `lower`: it fills
 * only columns `lower` fills (all of them where every head wraps), each aligned with the text
 * under it (same left edge, right edge or centre)? A spanning header centred over several
 * sub-headers lines up with none. A head line of figures (years) is no head's first line.
 */
function endsWrappedHeader(upper: Word[][], lower: Word[][]): boolean {
  if (filledCols(upper) > filledCols(lower) || figuresOnly(upper) || yearsBesideStubHead(upper)) return false;
  // Over a line of years, a line of fewer heads is a unit or a spanner over them, not their upper lines.
  if (yearsBesideStubHead(lower) && filledCols(upper) < filledCols(lower)) return false;
  return upper.every((c, k) => {
    if (!c.length) return true;
    const under = lower[k] as Word[];
    if (!under.length) return false;
    const [a0, a1] = [Math.min(...c.map((w) => w.bbox[0])), Math.max(...c.map((w) => w.bbox[2]))];
    const [b0, b1] = [Math.min(...under.map((w) => w.bbox[0])), Math.max(...under.map((w) => w.bbox[2]))];
    return Math.abs(a0 - b0) <= ALIGN_TOL || Math.abs(a1 - b1) <= ALIGN_TOL || Math.abs(a0 + a1 - b0 - b1) <= 2 * ALIGN_TOL;
  });
}
