import type { BBox, Word } from "../model/types";
import { cellText, pruneEmpty } from "./cell-text";
import { FIGURE, isFigure } from "./figures";
import type { Segment } from "./segments";
import { type TextRow } from "./text-rows";
import type { PageTable } from "./types";

// Unruled ("stream") tables: runs of text rows that break into several whitespace-separated
// segments whose gaps line up down the run. Columns are the x-ranges between gutters that (almost)
// no segment of those rows crosses; rows closer together than the table's usual row pitch are
// wrapped lines of one row. Horizontal rules just above or below a run (booktabs style) pull in
// the header and footer rows they frame.

const MAX_ROW_GAP = 1.6; // × font size: a wider vertical gap ends a table, unless the table's rows are padded
const WIDE_ROW_GAP = 4; // × font size: no padding is wider
const MAX_WORDS_PER_CELL = 6; // prose columns have long "cells"; tables rarely do
const NARROW_GUTTER = 0.5; // × font size: two columns closer than this are not told apart
const MAX_CELL_LINES = 6; // wrapped lines of one cell a table is followed across
const MIN_FILL = 0.45; // share of a table's slots that hold text
const MIN_FILL_TWO_ROWS = 0.75; // a header and one record fill their grid
/** "1.", "2.3.", "a)", "(iv)", "•": a list's or a numbered heading's enumerator. */
const LIST_MARKER = /^(?:\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-zA-Z]|[ivxlcdmIVXLCDM]{1,5})[.)]|[•·▪‣◦●○■□–—*-])$/;

const isMulti = (r: TextRow) => r.segments.length >= 2;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
}

function gapBetween(a: TextRow, b: TextRow): number {
  return b.top - a.bottom;
}

const ALIGN_TOL = 2.5; // pt: column edges that agree

const ends = (seg: Word[]) => [(seg[0] as Word).bbox[0], (seg[seg.length - 1] as Word).bbox[2]] as const;

/** Do most of this row's segments start, end or centre where segments of `ref` do (its columns)? */
function linesUp(row: TextRow, ref: TextRow[]): boolean {
  let n = 0;
  for (const seg of row.segments) {
    const [l, r] = ends(seg);
    const hit = ref.some((q) =>
      q.segments.some((t) => {
        const [tl, tr] = ends(t);
        return Math.abs(tl - l) <= ALIGN_TOL || Math.abs(tr - r) <= ALIGN_TOL || Math.abs(tl + tr - l - r) <= 2 * ALIGN_TOL;
      }),
    );
    if (hit) n++;
  }
  return n >= Math.min(2, row.segments.length) && n >= 0.5 * row.segments.length;
}

/**
 * Is row `j` close enough to row `j - 1` to continue the run that starts at `start`? Closer than
 * MAX_ROW_GAP always; further (tables with padded rows) only when it lines up with the run's
 * columns and the run is already spaced that widely, or the row after it keeps that spacing.
 */
function continuesRun(rows: TextRow[], start: number, j: number): boolean {
  const a = rows[j - 1] as TextRow;
  const b = rows[j] as TextRow;
  const size = Math.max(a.size, b.size);
  const gap = gapBetween(a, b);
  if (gap <= MAX_ROW_GAP * size) return true;
  if (gap > WIDE_ROW_GAP * size) return false;
  const ref = rows.slice(start, j).filter(isMulti).slice(-8);
  if (!ref.length || !linesUp(b, ref)) return false;
  const pitch = b.baseline - a.baseline;
  for (let k = start + 1; k < j; k++) {
    if ((rows[k] as TextRow).baseline - (rows[k - 1] as TextRow).baseline >= pitch / 1.6) return true;
  }
  if (!isMulti(b)) return false;
  // A row just after it (past wrapped lines) keeps the spacing: the same pitch, or the same
  // blank gap above it (rows of several lines are set a gap apart, not a pitch).
  return rows.slice(j + 1, j + 5).some((c, k) => {
    const above = rows[j + k] as TextRow;
    const samePitch = Math.abs(c.baseline - b.baseline - pitch) <= 0.3 * pitch;
    const sameGap = Math.abs(gapBetween(above, c) - gap) <= 0.3 * gap;
    return (samePitch || sameGap) && linesUp(c, [...ref, b]);
  });
}

/** Row index ranges [start, end] (inclusive) that look like tables. */
function findRuns(rows: TextRow[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let i = 0;
  while (i < rows.length) {
    if (!isMulti(rows[i] as TextRow)) {
      i++;
      continue;
    }
    let end = i;
    let j = i + 1;
    while (j < rows.length) {
      if (!continuesRun(rows, i, j)) break;
      if (isMulti(rows[j] as TextRow)) {
        end = j;
        j++;
        continue;
      }
      // A single-segment row stays inside only if a multi-segment row follows closely: within two
      // rows, or after a few more that read like one cell's wrapped lines (narrow, on a column edge).
      const ref = rows.slice(i, j).filter(isMulti);
      const width = Math.max(...ref.map((r) => r.x1)) - Math.min(...ref.map((r) => r.x0));
      const cellLike = (r: TextRow) => r.x1 - r.x0 <= 0.5 * width && linesUp(r, ref);
      let k = j + 1;
      let resumes = false;
      while (k < rows.length && (k <= j + 2 || (k <= j + MAX_CELL_LINES && rows.slice(j, k).every(cellLike)))) {
        if (!continuesRun(rows, i, k)) break;
        if (isMulti(rows[k] as TextRow)) {
          resumes = true;
          break;
        }
        k++;
      }
      if (!resumes) break;
      j++;
    }
    runs.push([i, end]);
    i = end + 1;
  }
  return runs;
}

/** Pull in rows between the run and a horizontal rule just above / below it. */
function extendToRules(rows: TextRow[], [start, end]: [number, number], h: Segment[]): [number, number] {
  const run = rows.slice(start, end + 1);
  const x0 = Math.min(...run.map((r) => r.x0));
  const x1 = Math.max(...run.map((r) => r.x1));
  const spans = (s: Segment) => Math.min(s.b, x1) - Math.max(s.a, x0) >= 0.5 * (x1 - x0);
  const first = rows[start] as TextRow;
  const last = rows[end] as TextRow;
  const size = median(run.map((r) => r.size));
  const above = h.filter((s) => spans(s) && s.pos <= first.top && s.pos >= first.top - 6 * size).sort((a, b) => a.pos - b.pos)[0];
  if (above) while (start > 0 && (rows[start - 1] as TextRow).top >= above.pos - 0.5) start--;
  const below = h.filter((s) => spans(s) && s.pos >= last.bottom && s.pos <= last.bottom + 4 * size).sort((a, b) => b.pos - a.pos)[0];
  if (below) while (end + 1 < rows.length && (rows[end + 1] as TextRow).bottom <= below.pos + 0.5) end++;
  return [start, end];
}

/** Column x-ranges: maximal stretches between gutters that at most `allowed` body segments cross. */
function columnsOf(body: TextRow[]): Array<[number, number]> {
  const x0 = Math.floor(Math.min(...body.map((r) => r.x0)));
  const x1 = Math.ceil(Math.max(...body.map((r) => r.x1)));
  const counts = new Int32Array(Math.max(0, x1 - x0 + 1));
  for (const r of body) {
    for (const seg of r.segments) {
      const a = Math.max(0, Math.floor((seg[0] as Word).bbox[0]) - x0);
      const b = Math.min(counts.length - 1, Math.ceil((seg[seg.length - 1] as Word).bbox[2]) - x0);
      for (let x = a; x <= b; x++) counts[x] = (counts[x] as number) + 1;
    }
  }
  const allowed = Math.floor(body.length * 0.1);
  const cols: Array<[number, number]> = [];
  let colStart = -1;
  for (let x = 0; x < counts.length; x++) {
    const filled = (counts[x] as number) > allowed;
    if (filled && colStart < 0) colStart = x;
    if (!filled && colStart >= 0) {
      cols.push([x0 + colStart, x0 + x]);
      colStart = -1;
    }
  }
  if (colStart >= 0) cols.push([x0 + colStart, x0 + counts.length]);
  return cols;
}

/**
 * Columns set closer than a word-gap apart (tight padding) come out of `columnsOf` as one: split a
 * column where an x-range at least NARROW_GUTTER wide is free of words in (almost) every row and
 * most rows have words on both sides of it. Word spaces inside text cells fall at different x
 * in different rows; a thousands space is narrower.
 */
function splitNarrowColumns(body: TextRow[], cols: Array<[number, number]>): Array<[number, number]> {
  const size = median(body.map((r) => r.size));
  const out: Array<[number, number]> = [];
  for (const [a, b] of cols) {
    const rowsWords = body
      .map((r) => r.words.filter((w) => (w.bbox[0] + w.bbox[2]) / 2 >= a && (w.bbox[0] + w.bbox[2]) / 2 < b))
      .filter((ws) => ws.length);
    const lo = Math.floor(a);
    const counts = new Int32Array(Math.max(0, Math.ceil(b) - lo + 1));
    for (const ws of rowsWords) {
      for (const w of ws) {
        for (let x = Math.max(0, Math.floor(w.bbox[0]) - lo); x <= Math.min(counts.length - 1, Math.ceil(w.bbox[2]) - lo); x++) counts[x] = (counts[x] as number) + 1;
      }
    }
    const allowed = Math.floor(0.1 * rowsWords.length);
    let start = a;
    let x = 0;
    while (x < counts.length) {
      if ((counts[x] as number) > allowed) {
        x++;
        continue;
      }
      let e = x;
      while (e + 1 < counts.length && (counts[e + 1] as number) <= allowed) e++;
      const [ga, gb] = [lo + x, lo + e];
      const both = rowsWords.filter((ws) => ws.some((w) => w.bbox[2] <= ga + 0.5) && ws.some((w) => w.bbox[0] >= gb - 0.5)).length;
      if (rowsWords.length >= 2 && gb - ga + 2 >= NARROW_GUTTER * size && ga > a + 1 && gb < b - 1 && both >= Math.max(2, 0.5 * rowsWords.length)) {
        out.push([start, ga]);
        start = gb;
      }
      x = e + 1;
    }
    out.push([start, b]);
  }
  return out;
}

/** x positions in the middle of each gutter between the columns of these rows. */
export function columnGutters(body: TextRow[]): number[] {
  const cols = columnsOf(body);
  return cols.slice(1).map((c, i) => ((cols[i] as [number, number])[1] + c[0]) / 2);
}

function columnAt(cols: Array<[number, number]>, x: number): number {
  for (let c = 0; c < cols.length; c++) if (x < (cols[c] as [number, number])[1]) return c;
  return cols.length - 1;
}

/** Cells of one text row: each segment goes to the column where it starts (a spanning header's
 *  text lands in its top-left slot), unless its own word gaps fall into gutters. */
function rowCells(row: TextRow, cols: Array<[number, number]>): Word[][] {
  const cells: Word[][] = cols.map(() => []);
  for (const seg of row.segments) {
    let col = columnAt(cols, (seg[0] as Word).bbox[0]);
    for (let i = 0; i < seg.length; i++) {
      const w = seg[i] as Word;
      if (i > 0) {
        const prev = seg[i - 1] as Word;
        // A word space is no column gap, even where it happens to straddle a column's start.
        const wide = w.bbox[0] - prev.bbox[2] >= NARROW_GUTTER * Math.max(w.fontSize, prev.fontSize) - 2;
        const gutter = wide ? cols.findIndex((c, k) => k > col && prev.bbox[2] <= c[0] + 0.5 && w.bbox[0] >= c[0] - 0.5) : -1;
        if (gutter > col) col = gutter;
      }
      (cells[col] as Word[]).push(w);
    }
  }
  return cells;
}

const filledCols = (cells: Word[][]) => cells.filter((c) => c.length).length;
/** Does `next` read as more lines of the cells of `first` (it fills only columns `first` fills, and fewer)? */
const continues = (first: Word[][], next: Word[][]) =>
  next.every((c, k) => !c.length || (first[k] as Word[]).length > 0) && filledCols(next) < filledCols(first);

/**
 * Rules across the table (drawn, or the edges of shaded rows) between its text rows: a row starts
 * after each. Between two of them, text rows that all read as more lines of the stretch's first
 * row are that row's wrapped lines (`wraps`); a stretch of full rows (booktabs body) is left alone.
 */
function ruledRows(rows: TextRow[], cells: Word[][][], h: Segment[]): { breaks: Set<number>; wraps: Set<number> } {
  const x0 = Math.min(...rows.map((r) => r.x0));
  const x1 = Math.max(...rows.map((r) => r.x1));
  const across = h.filter((s) => Math.min(s.b, x1) - Math.max(s.a, x0) >= 0.8 * (x1 - x0));
  const breaks = new Set<number>();
  for (let i = 1; i < rows.length; i++) {
    const above = rows[i - 1] as TextRow;
    const below = rows[i] as TextRow;
    if (across.some((s) => s.pos >= above.bottom - 1 && s.pos <= below.top + 1)) breaks.add(i);
  }
  const wraps = new Set<number>();
  if (!breaks.size) return { breaks, wraps };
  for (let start = 0; start < rows.length; ) {
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
  return { breaks, wraps };
}

/**
 * Merge wrapped lines into their row. Rules and shading edges separate rows as drawn; otherwise a
 * text row continues the row above when it sits at the table's line spacing while rows are set
 * visibly further apart (cell padding) and fills only columns the row above fills, or, in a tight
 * table, when it could not have fitted on the line above (see `wrapsFrom`).
 */
function mergeWrapped(rows: TextRow[], cells: Word[][][], h: Segment[]): { merged: Word[][][]; starts: number[] } {
  if (rows.length < 3) return { merged: cells, starts: cells.map((_, i) => i) };
  const ruled = ruledRows(rows, cells, h);
  const gaps = rows.slice(1).map((r, i) => r.baseline - (rows[i] as TextRow).baseline);
  const size = median(rows.map((r) => r.size));
  const line = [...gaps].sort((a, b) => a - b)[Math.floor(0.1 * gaps.length)] as number;
  // Padded rows: a good share of the gaps are clearly wider than the line spacing (one wide gap
  // under a header or before a total row is not padding).
  const wide = gaps.filter((g) => g > line + 0.35 * size).length;
  const padded = wide >= 2 && wide >= 0.2 * gaps.length;
  // Set tight (no padding, no rules): a line continues the record above only where its words
  // could not have fitted on that record's last line in their column: the cell wrapped.
  const colRight = (cells[0] as Word[][]).map((_, k) => Math.max(...cells.flatMap((r) => (r[k] as Word[]).map((w) => w.bbox[2]))));
  const wrapsFrom = (lastLines: Word[][], current: Word[][]) =>
    current.some((c) => c.length) &&
    current.every((c, k) => {
      if (!c.length) return true;
      const prev = lastLines[k] as Word[];
      if (!prev.length || (isFigure(c) && isFigure(prev))) return false;
      const firstWord = c.reduce((a, b) => (b.bbox[0] < a.bbox[0] ? b : a));
      const prevLeft = Math.min(...prev.map((w) => w.bbox[0]));
      const prevRight = Math.max(...prev.map((w) => w.bbox[2]));
      const fits = prevRight + 0.25 * size + (firstWord.bbox[2] - firstWord.bbox[0]) <= (colRight[k] as number) + 1;
      // One cell's lines share its font, and a wrapped line reads on: it starts in lower case or
      // the line above breaks after a hyphen, comma, slash or ampersand (an entry starts afresh).
      const lastWord = prev[prev.length - 1] as Word;
      const readsOn = /^\p{Ll}/u.test(firstWord.text) || /[-,/&]$/.test(lastWord.text);
      return Math.abs(firstWord.bbox[0] - prevLeft) <= ALIGN_TOL && !fits && firstWord.font === lastWord.font && readsOn;
    });
  const out: Word[][][] = [];
  const starts: number[] = [];
  let first: Word[][] | undefined;
  let lastLines: Word[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const current = cells[i] as Word[][];
    const last = out[out.length - 1];
    const close = i > 0 && (gaps[i - 1] as number) <= line + 0.2 * size;
    const wrapped =
      !ruled.breaks.has(i) &&
      (ruled.wraps.has(i) || (padded ? close && !!first && continuesLoose(first, current) : close && wrapsFrom(lastLines, current)));
    if (last && wrapped) {
      current.forEach((c, k) => {
        (last[k] as Word[]).push(...c);
        if (c.length) lastLines[k] = c;
      });
      continue;
    }
    out.push(current.map((c) => [...c]));
    starts.push(i);
    first = current;
    lastLines = current.map((c) => [...c]);
  }
  return { merged: out, starts };
}


/**
 * `next` fills only columns `first` fills (wrapped lines of a row whose every cell wraps fill
 * them all), and never with a second figure under a figure: that is the next record.
 */
const continuesLoose = (first: Word[][], next: Word[][]) =>
  next.every((c, k) => !c.length || ((first[k] as Word[]).length > 0 && !(isFigure(c) && isFigure(first[k] as Word[]))));

export function streamTables(pageNumber: number, rows: TextRow[], h: Segment[]): PageTable[] {
  const tables: PageTable[] = [];
  // Rows already given to a table above: a rule search must not pull them in a second time.
  let taken = -1;
  for (const found of findRuns(rows)) {
    if (rows.slice(found[0], found[1] + 1).filter(isMulti).length < 2) continue;
    const [extStart, end] = extendToRules(rows, found, h);
    const start = Math.max(extStart, taken + 1);
    const run = rows.slice(start, end + 1);
    const body = run.filter(isMulti);
    if (body.length < 2) continue;
    // Gutters come from the rows under the header: header cells are centred or span columns.
    const figures = (r: TextRow) => r.words.some((w) => FIGURE.test(w.text));
    const firstData = run.findIndex(figures);
    const data = firstData > 0 && run.slice(firstData).filter(figures).length >= 0.5 * (run.length - firstData) ? body.filter((r) => r.top >= (run[firstData] as TextRow).top) : body;
    const cols = splitNarrowColumns(data.length >= 2 ? data : body, columnsOf(body));
    if (cols.length < 2) continue;
    // Wrapped lines of the last row's cells come after the run's last multi-segment row: take in
    // the narrow lines set tight under it, and keep those that join a row.
    const width = Math.max(...run.map((r) => r.x1)) - Math.min(...run.map((r) => r.x0));
    let tail = end;
    while (tail + 1 < rows.length && tail - end < MAX_CELL_LINES) {
      const next = rows[tail + 1] as TextRow;
      const prev = rows[tail] as TextRow;
      if (isMulti(next) || next.x1 - next.x0 > 0.5 * width || gapBetween(prev, next) > 0.6 * Math.max(prev.size, next.size)) break;
      tail++;
    }
    const lines = rows.slice(start, tail + 1);
    const { merged, starts } = mergeWrapped(lines, lines.map((r) => rowCells(r, cols)), h);
    const kept = starts.filter((i) => i < run.length).length;
    const cells = merged.slice(0, kept);
    const used = lines.slice(0, starts[kept] ?? lines.length);
    const rowsText = pruneEmpty(cells.map((r) => r.map(cellText)));
    const ncols = rowsText[0]?.length ?? 0;
    if (ncols < 2 || rowsText.length < 2 || (rowsText.length === 2 && ncols < 3)) continue;
    // Numbered headings and lists: enumerators in a column beside prose.
    if (ncols === 2 && rowsText.every((r) => !r[0] || LIST_MARKER.test(r[0]))) continue;
    // Chart axes and legends line up like columns but leave most of their grid empty.
    const slots = rowsText.flat();
    if (slots.filter((c) => c !== "").length < (rowsText.length === 2 ? MIN_FILL_TWO_ROWS : MIN_FILL) * slots.length) continue;
    const filled = cells.flat().filter((c) => c.length);
    const wordsPerCell = filled.reduce((s, c) => s + c.length, 0) / Math.max(1, filled.length);
    if (wordsPerCell > MAX_WORDS_PER_CELL) continue;
    const bbox: BBox = [
      Math.min(...used.map((r) => r.x0)),
      (used[0] as TextRow).top,
      Math.max(...used.map((r) => r.x1)),
      (used[used.length - 1] as TextRow).bottom,
    ];
    tables.push({ page: pageNumber, bbox, method: "stream", rows: rowsText, columnEdges: cols.map((c) => c[0]), confidence: 0.8 });
    taken = start + used.length - 1;
  }
  return tables;
}
