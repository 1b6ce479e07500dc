import type { BBox, Word } from "../layout/types";
import { cellText, pruneEmpty } from "./cell-text";
import { HEAD_GAP, splitCloseSetHeads } from "./close-set-heads";
import { joinCurrencyColumns, signsToTheirFigures } from "./currency-columns";
import { FIGURE, FLAG_OR_MARK, isFigure, isFigureOrMark, YEAR } from "./figures";
import { headLinesAbove } from "./heads-above";
import { innerHeadLines } from "./inner-heads";
import type { Segment } from "./segments";
import { groupSpannersToFirstColumn, spannersToFirstColumn } from "./lone-spanners";
import { median } from "../layout/geometry";
import { ALIGN_TOL, HANGING_INDENT, SEGMENT_GAP, segmentEnds, segmentsOf, type TextRow } from "./text-rows";
import { joinOverlappingHeadLines, stubHeadLinesUp } from "./stub-head";
import { splitAtTurnedHeads, turnedHeadRows } from "./turned-heads";
import { mergeWrapped } from "./wrapped-rows";
import { isProseColumns, MAX_WORDS_PER_CELL, proseColumnsAsLines } from "./prose-columns";
import type { PageTable } from "./types";

// Unruled ("stream") tables: runs of text rows that break into several whitespace-separated
// segments whose gaps line up down the run (followed across padded rows and a cell's wrapped
// lines). Columns are the x-ranges between gutters that (almost) no segment of those rows crosses,
// split further where close-set columns leave a narrow word-free strip. Wrapped lines join their
// row in wrapped-rows.ts. Horizontal rules just above or below a run (booktabs style) pull in the
// header and footer rows they frame. Chart axes, legends and numbered lists are not tables, and
// the lines of a page's columns of running text have no cells (prose-columns.ts).

const MAX_ROW_GAP = 1.6; // × font size: a wider vertical gap ends a table, unless the table's rows are padded
const WIDE_ROW_GAP = 4; // × font size: no padding is wider
const NARROW_GUTTER = 0.5; // × font size: two columns closer than this are not told apart
const MAX_CELL_LINES = 6; // wrapped lines of one cell a table is followed across
const HEADING_SIZE = 1.3; // × the run's font size: a row set this large is a heading over what follows
const MIN_FILL = 0.45; // share of a table's slots that hold text
const MIN_FILL_TWO_ROWS = 0.75; // a header and one record fill their grid
const SECTION_CENTRING = 0.06; // × table width: a section head's centre lies this close to the table's
/** "1.", "2.3.", "a)", "(iv)", "•": a list's or a numbered heading's enumerator. */
const LIST_MARKER = /^(?:\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-zA-Z]|[ivxlcdmIVXLCDM]{1,5})[.)]|[•·▪‣◦●○■□–—*-])$/;

/** A word of a unit or a head ("tonnes", "persons"), no flag after a figure ("p", "bc"). */
const UNIT_WORD = /^\p{L}{3,}/u;

/** "Table 3:", "Figure 4.2", "Tableau 4 –": a caption's label and number (a justified caption breaks into segments like cells). */
const CAPTION = /^(?:Table|Tab\.|Figure|Fig\.|Chart|Graph|Box|Exhibit|Tabelle|Abbildung|Tableau|Graphique|Cuadro|Tabla|Gráfico|Tabel|Tabella)$/;
const isCaption = (r: TextRow) => CAPTION.test(r.words[0]?.text ?? "") && /^[A-Z]?\d+(?:\.\d+)*[a-z]?[.:]?$/.test(r.words[1]?.text ?? "");

const isMulti = (r: TextRow) => r.segments.length >= 2 && !isCaption(r) && !isProseColumns(r);

function gapBetween(a: TextRow, b: TextRow): number {
  return b.top - a.bottom;
}

const ends = segmentEnds;

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

/** Does this one-segment row start a little right of where a row of `ref` starts (a stub label's further lines under a hanging indent)? */
function hangsUnder(row: TextRow, ref: TextRow[]): boolean {
  if (row.segments.length !== 1) return false;
  return ref.some((q) => row.x0 - q.x0 > ALIGN_TOL && row.x0 - q.x0 <= HANGING_INDENT * row.size);
}

/**
 * Is row `j` close enough to row `j - 1` to continue the run that starts at `start`? Closer than
 * MAX_ROW_GAP always; further (tables with padded rows) only when it lines up with the run's
 * columns and the run is already spaced that widely, or the row after it keeps that spacing.
 */
function continuesRun(rows: TextRow[], start: number, j: number): boolean {
  const a = rows[j - 1] as TextRow;
  const b = rows[j] as TextRow;
  if (isCaption(b)) return false;
  // A section heading ("3.2 Method") splits into two segments like a row, and how close it sits
  // depends on the writer's font ascent: its larger type is what says it is no row of the table.
  if (b.size >= HEADING_SIZE * median(rows.slice(start, j).map((r) => r.size))) return false;
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
      // rows, or after a few more that read like one cell's wrapped lines (narrow, on a column edge)
      // or a line of close-set heads (each narrow and on a column edge: a panel's heads repeated).
      const ref = rows.slice(i, j).filter(isMulti);
      const width = Math.max(...ref.map((r) => r.x1)) - Math.min(...ref.map((r) => r.x0));
      const narrow = (seg: Word[]) => ends(seg)[1] - ends(seg)[0] <= 0.5 * width;
      const cellLike = (r: TextRow) => {
        // A group's head row starts where one of the run's group heads does.
        const asGroupHead = rows.slice(i, j).some((q) => !isMulti(q) && Math.abs(q.x0 - r.x0) <= ALIGN_TOL);
        if (!linesUp(r, ref) && !hangsUnder(r, ref) && !asGroupHead) return false;
        if (r.x1 - r.x0 <= 0.5 * width) return true;
        const heads = segmentsOf(r.words, HEAD_GAP);
        return heads.length >= 2 && heads.every((seg) => narrow(seg) && linesUp({ ...r, segments: [seg] }, ref));
      };
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
  // A rule of the table before or after, set close, lies past its caption: no caption line is a row of this one.
  const caption = captionLines(rows, start, end);
  if (above) while (start > 0 && (rows[start - 1] as TextRow).top >= above.pos - 0.5 && !caption.has(start - 1)) start--;
  const below = h.filter((s) => spans(s) && s.pos >= last.bottom && s.pos <= last.bottom + 4 * size).sort((a, b) => b.pos - a.pos)[0];
  if (below) while (end + 1 < rows.length && (rows[end + 1] as TextRow).bottom <= below.pos + 0.5 && !caption.has(end + 1)) end++;
  return [start, end];
}

const CAPTION_LINES = 3; // lines a caption wraps onto, at most

/** Indexes of the caption lines near rows `start..end`: a caption's first line and the lines of one run it wraps onto, set tight under it in its type. */
function captionLines(rows: TextRow[], start: number, end: number): Set<number> {
  const out = new Set<number>();
  for (let k = Math.max(0, start - 3 * CAPTION_LINES); k <= Math.min(rows.length - 1, end + CAPTION_LINES); k++) {
    const row = rows[k] as TextRow;
    if (isCaption(row)) out.add(k);
    else if (out.has(k - 1)) {
      const above = rows[k - 1] as TextRow;
      const wraps =
        row.segments.length === 1 &&
        Math.abs(row.size - above.size) <= 0.5 &&
        gapBetween(above, row) <= 0.6 * row.size &&
        Math.abs(row.x0 - above.x0) <= ALIGN_TOL;
      if (wraps) out.add(k);
    }
  }
  return out;
}

/** Column x-ranges: maximal stretches between gutters that at most `allowed` body segments cross. */
function columnsOf(body: TextRow[]): Array<[number, number]> {
  const x0 = Math.floor(Math.min(...body.map((r) => r.x0)));
  const x1 = Math.ceil(Math.max(...body.map((r) => r.x1)));
  const counts = new Int32Array(Math.max(0, x1 - x0 + 1));
  // The top row of a table of five or more rows does not vote when it has fewer cells than the
  // row under it: a header spanning columns, centred over them, covers their gutter.
  const [top, next] = body;
  const spanningTop = !!top && !!next && body.length >= 5 && top.segments.length < next.segments.length;
  const voters = spanningTop ? body.slice(1) : body;
  // Where other rows set a cell of figures: a label run on into one of them less than a gutter apart is two cells.
  const figureCells = voters.flatMap((r) => r.segments.filter((seg) => FIGURE.test((seg[0] as Word).text)).map(segmentEnds));
  for (const r of voters) {
    for (const whole of r.segments) {
      const parts = labelRunIntoFigures(whole, figureCells);
      // The two parts of a split segment are a word space apart: measured to the point inside their own extents.
      const [inner, outer] = parts.length > 1 ? [Math.ceil, Math.floor] : [Math.floor, Math.ceil];
      for (const seg of parts) {
        const a = Math.max(0, inner((seg[0] as Word).bbox[0]) - x0);
        const b = Math.min(counts.length - 1, outer((seg[seg.length - 1] as Word).bbox[2]) - x0);
        for (let x = a; x <= b; x++) counts[x] = (counts[x] as number) + 1;
      }
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

/** Marks for a figure not available, as a figure's cell holds them alone. */
const MISSING_MARK = /^(?:n\/a|n\.a\.|\.\.|:)$/i;

/** Figures and what stands between them in a cell of figures ("7.79 ± 0.29"). */
const FIGURE_RUN = /^(?:[-+−–(]?[$€£¥]?\d[\d.,]*%?\)?|±)$/;

/**
 * A segment whose words run from a label into figures (the label set close to the cell after it,
 * "Nitrogen 50 kg/ha 7.79 ± 0.29"), split where the figures start, when they stand where another
 * row has a cell of figures; any other segment whole.
 */
function labelRunIntoFigures(seg: Word[], figureCells: ReadonlyArray<readonly [number, number]>): Word[][] {
  let k = seg.length;
  while (k > 0 && FIGURE_RUN.test((seg[k - 1] as Word).text)) k--;
  // A mark for a missing figure in the figure's place ("Total, all items n/a", figures set flush left).
  if (k === seg.length && k > 1 && MISSING_MARK.test((seg[k - 1] as Word).text)) k--;
  const figureStarts = (w: Word) => FIGURE.test(w.text) || MISSING_MARK.test(w.text);
  if (k === 0 || k === seg.length || !/\p{L}/u.test((seg[k - 1] as Word).text) || !figureStarts(seg[k] as Word)) return [seg];
  const [a, b] = segmentEnds(seg.slice(k));
  return figureCells.some(([l, r]) => l < b && r > a && l >= (seg[k - 1] as Word).bbox[2]) ? [seg.slice(0, k), seg.slice(k)] : [seg];
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
    const rowsWords = body.map((r) => r.words.filter((w) => (w.bbox[0] + w.bbox[2]) / 2 >= a && (w.bbox[0] + w.bbox[2]) / 2 < b)).filter((ws) => ws.length);
    const lo = Math.floor(a);
    const counts = new Int32Array(Math.max(0, Math.ceil(b) - lo + 1));
    for (const ws of rowsWords) {
      for (const w of ws) {
        for (let x = Math.max(0, Math.floor(w.bbox[0]) - lo); x <= Math.min(counts.length - 1, Math.ceil(w.bbox[2]) - lo); x++)
          counts[x] = (counts[x] as number) + 1;
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
      const wide = (gb - ga + 2 >= NARROW_GUTTER * size && !figuresOfOneRun(pairsAcross(rowsWords, ga, gb))) || figureGutter(rowsWords, ga, gb);
      if (rowsWords.length >= 2 && wide && ga > a + 1 && gb < b - 1 && both >= Math.max(2, 0.5 * rowsWords.length)) {
        out.push(...splitCloseFigures(rowsWords, start, ga));
        start = gb;
      }
      x = e + 1;
    }
    out.push(...splitCloseFigures(rowsWords, start, b));
  }
  return out;
}

const BINS_PER_PT = 4;

/**
 * Figure columns set a point or two apart leave no strip at whole-point resolution: split [a, b]
 * at the word-free strips measured on the words' own extents that `figureGutter` accepts.
 */
function splitCloseFigures(allRows: Word[][], a: number, b: number): Array<[number, number]> {
  const rowsWords = allRows.map((ws) => ws.filter((w) => (w.bbox[0] + w.bbox[2]) / 2 >= a && (w.bbox[0] + w.bbox[2]) / 2 < b)).filter((ws) => ws.length);
  if (rowsWords.length < 2) return [[a, b]];
  const lo = Math.floor(a * BINS_PER_PT);
  const counts = new Int32Array(Math.max(0, Math.ceil(b * BINS_PER_PT) - lo));
  for (const ws of rowsWords) {
    for (const w of ws) {
      const to = Math.min(counts.length, Math.floor(w.bbox[2] * BINS_PER_PT) - lo);
      for (let x = Math.max(0, Math.ceil(w.bbox[0] * BINS_PER_PT) - lo); x < to; x++) counts[x] = (counts[x] as number) + 1;
    }
  }
  const allowed = Math.floor(0.1 * rowsWords.length);
  const out: Array<[number, number]> = [];
  let start = a;
  for (let x = 0; x < counts.length; x++) {
    if ((counts[x] as number) > allowed) continue;
    let e = x;
    while (e + 1 < counts.length && (counts[e + 1] as number) <= allowed) e++;
    const [ga, gb] = [(lo + x) / BINS_PER_PT, (lo + e + 1) / BINS_PER_PT];
    const both = rowsWords.filter((ws) => ws.some((w) => w.bbox[2] <= ga + 0.5) && ws.some((w) => w.bbox[0] >= gb - 0.5)).length;
    if (ga > start + 1 && gb < b - 1 && both >= Math.max(2, 0.5 * rowsWords.length) && figureGutter(rowsWords, ga, gb)) {
      out.push([start, ga]);
      start = gb;
    }
    x = e;
  }
  out.push([start, b]);
  return out;
}

/** "1 234" split at its thousands space: a sign and one to three digits, then a group of three (and decimals). */
const THOUSANDS_HEAD = /^[-+−–(]?[$€£¥]?\d{1,3}$/;
const THOUSANDS_TAIL = /^\d{3}(?:[.,]\d+)?\s?%?\)?$/;
/** A mark in a figure's place: "(NA)", "(X)", "Z", "(D)", or a footnote reference "3/". */
const MARK = /^(?:\(?[A-Z]{1,2}\)?|\d{1,2}\/)$/;
const THOUSANDS_SPACE_SPREAD = 1; // pt: how much the thousands spaces of one column may differ

/**
 * Is a word-free strip too narrow for a word gap still a gutter between figure columns? Figures set
 * close (right-aligned, a few points apart) leave such a strip where the widest figure of one column
 * nears the column before it. Most rows split there into two figures, and not every row splits a
 * figure at its thousands space (a column of "12 345" leaves a strip of its own).
 */
function figureGutter(rowsWords: Word[][], ga: number, gb: number): boolean {
  const pairs = pairsAcross(rowsWords, ga, gb);
  // Digits on both sides: a dash between two dates ("2006 – 2010") is no figure here.
  const figures = pairs.filter(([l, r]) => NUMBER(l) && NUMBER(r));
  // Marks for missing data ("(NA)", "Z", "—") and footnote references ("3/") stand in figure columns too.
  const inFigures = (w: Word) => FIGURE.test(unflagged(w)) || MARK.test(w.text);
  const figureLike = pairs.filter(([l, r]) => inFigures(l) && inFigures(r));
  if (figures.length < 2 || figureLike.length < 0.5 * pairs.length || figuresOfOneRun(pairs)) return false;
  const gaps = figures.map(([l, r]) => r.bbox[0] - l.bbox[2]);
  if (!figures.every(([l, r]) => THOUSANDS_HEAD.test(l.text) && THOUSANDS_TAIL.test(r.text))) return true;
  // Every pair reads as a figure split at its thousands space ("883 894.8"). A thousands space is
  // one glyph wide in every row; between two right-aligned columns the space varies with the
  // width of the figure on the right.
  return spread(gaps) > THOUSANDS_SPACE_SPREAD;
}

const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
/** A figure's text without a flag or a letter of significance set close after it ("12.4p", "(0.5)bc"). */
const unflagged = (w: Word) => w.text.replace(/(?<=[\d)])[a-z]{1,2}\*?$/, "");
const NUMBER = (w: Word) => FIGURE.test(unflagged(w)) && /\d/.test(w.text);

/** The nearest words left and right of the strip [ga, gb] in each row that has both. */
function pairsAcross(rowsWords: Word[][], ga: number, gb: number): Array<[Word, Word]> {
  const pairs: Array<[Word, Word]> = [];
  for (const ws of rowsWords) {
    const left = ws.filter((w) => w.bbox[2] <= ga + 0.5).sort((p, q) => q.bbox[2] - p.bbox[2])[0];
    const right = ws.filter((w) => w.bbox[0] >= gb - 0.5).sort((p, q) => p.bbox[0] - q.bbox[0])[0];
    if (left && right) pairs.push([left, right]);
  }
  return pairs;
}

/**
 * Two figures in one run of words in every row ("5.11 (0.39)", a mean and its spread): one word
 * space between them, the same in every row, where their widths differ on both sides (between two
 * columns the space varies with the width of the figure on the right, right-aligned, on the left,
 * left-aligned, or both, centred) or where every second one is in parentheses (a column of
 * negatives in parentheses has positives among them).
 */
function figuresOfOneRun(pairs: Array<[Word, Word]>): boolean {
  const figures = pairs.filter(([l, r]) => NUMBER(l) && NUMBER(r));
  if (figures.length < 3 || figures.length < pairs.length) return false;
  if (spread(figures.map(([l, r]) => r.bbox[0] - l.bbox[2])) > THOUSANDS_SPACE_SPREAD) return false;
  const width = (side: 0 | 1) => spread(figures.map((p) => p[side].bbox[2] - p[side].bbox[0]));
  const spreadInParentheses = figures.every(([l, r]) => !l.text.startsWith("(") && /^\(.*\)$/.test(unflagged(r)));
  return spreadInParentheses || (width(0) > THOUSANDS_SPACE_SPREAD && width(1) > THOUSANDS_SPACE_SPREAD);
}

/** x positions in the middle of each gutter between the columns of these rows. */
export function columnGutters(body: TextRow[]): number[] {
  const cols = columnsOf(body);
  return cols.slice(1).map((c, i) => ((cols[i] as [number, number])[1] + c[0]) / 2);
}

/** Is `seg[k]` a missing-data mark, or a flag after a figure ("12.4 p")? */
const endsFigureCell = (seg: Word[], k: number) =>
  FLAG_OR_MARK.test((seg[k] as Word).text) && (k === 0 || FIGURE.test((seg[k - 1] as Word).text) || !/\p{L}/u.test((seg[k] as Word).text));

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
        // A word space is no column gap, even where it happens to straddle a column's start; two
        // figures are two cells wherever a column starts between them (close-set figure columns
        // are a few points apart; a thousands space starts no column, see figureGutter).
        const gap = w.bbox[0] - prev.bbox[2];
        // Inside an open parenthesis a space splits nothing: "(1 000 tonnes)" is one head.
        const open = seg.slice(0, i).reduce((n, v) => n + (v.text.match(/\(/g)?.length ?? 0) - (v.text.match(/\)/g)?.length ?? 0), 0) > 0;
        const wide = !open && (gap >= NARROW_GUTTER * Math.max(w.fontSize, prev.fontSize) - 2 || (gap > 0.5 && FIGURE.test(prev.text) && FIGURE.test(w.text)));
        const gutter = wide ? cols.findIndex((c, k) => k > col && prev.bbox[2] <= c[0] + 1 && w.bbox[0] >= c[0] - 1) : -1;
        if (gutter > col) col = gutter;
        // A figure pushed left by its footnote reference or flag ("13,754 3/", "51.9 b", set
        // right-aligned) starts before its column does; its middle is in it. So does a figure after
        // a flag or a missing-data mark (": 293.5 u") ending the cell before.
        else if (wide && FIGURE.test(w.text) && (FIGURE.test(prev.text) || endsFigureCell(seg, i - 1)))
          col = Math.max(col, columnAt(cols, (w.bbox[0] + w.bbox[2]) / 2));
        // Pushed left far enough to run into a long stub label ("Union (28 members) 12,8 p"): a
        // figure set further off than a word space whose middle is inside a later column is that column's.
        else if (gap >= HEAD_GAP * Math.max(w.fontSize, prev.fontSize) && FIGURE.test(w.text) && /\d/.test(w.text)) {
          const mid = (w.bbox[0] + w.bbox[2]) / 2;
          const inside = cols.findIndex((c, k) => k > col && mid >= c[0] && mid < c[1] && prev.bbox[2] < c[0]);
          if (inside > col) col = inside;
        }
      }
      (cells[col] as Word[]).push(w);
    }
  }
  signsToTheirFigures(cells);
  return cells;
}

const MAX_HEADER_ROWS = 6;

/** A line of years alone ("2019 2020 2021"; years set close run into one segment). */
const yearsAlone = (r: TextRow) => r.segments.every((seg) => seg.every((w) => YEAR.test(w.text)));
const MAX_YEAR_STEP = 10;

/**
 * A stub head and years after it, each within MAX_YEAR_STEP of the one before (a head's run of
 * years, repeated under each spanner; a record's counts that look like years are not so close).
 */
function yearsBesideStubHead(r: TextRow): boolean {
  const [head, ...rest] = r.segments;
  if (!head || rest.length < 2 || head.some((w) => /\d/.test(w.text)) || !yearsAlone({ ...r, segments: rest })) return false;
  const years = rest.flat().map((w) => Number(w.text));
  return years.every((y, i) => i === 0 || Math.abs(y - (years[i - 1] as number)) <= MAX_YEAR_STEP);
}

/**
 * The first row under a rule drawn below the run's first row, within a header's depth, across at
 * least half the run (a rule under column heads may leave out the stub's column), or, over a row
 * with figures, across most of the columns beside the stub to the table's right edge (a rule under
 * the last row of heads leaves out the heads that span every header row: the stub's, a "Total"
 * beside it) (-1: none). A rule under spanners, over the more heads under them, is none.
 */
function underHeaderRule(run: TextRow[], h: Segment[], hasFigures: (r: TextRow) => boolean): number {
  const x0 = Math.min(...run.map((r) => r.x0));
  const x1 = Math.max(...run.map((r) => r.x1));
  const multi = run.filter(isMulti);
  const beside = multi.length ? Math.min(...multi.map((r) => (r.segments[1] as Word[])[0]!.bbox[0])) : x0;
  const size = median(run.map((r) => r.size));
  const headsBeside = (r: TextRow) => r.segments.filter((seg) => (seg[0] as Word).bbox[0] >= beside - size).length;
  for (let k = 1; k < Math.min(run.length - 1, MAX_HEADER_ROWS + 1); k++) {
    const above = run[k - 1] as TextRow;
    const below = run[k] as TextRow;
    // Spanners underlined over the heads under them: more heads follow, no body yet.
    if (headsBeside(above) < headsBeside(below) && (!hasFigures(below) || yearsAlone(below))) continue;
    const between = h.filter((s) => s.pos >= above.bottom - 1 && s.pos <= below.top + 1);
    if (between.some((s) => Math.min(s.b, x1) - Math.max(s.a, x0) >= 0.5 * (x1 - x0))) return k;
    if (hasFigures(below) && between.some((s) => s.b >= x1 - size && Math.min(s.b, x1) - Math.max(s.a, beside) >= 0.6 * (x1 - beside))) return k;
  }
  return -1;
}

/**
 * A section head of the body ("Women", "Rural areas") is a row of one text centred across the whole
 * table: a cell spanning every column, whose text belongs in its top-left slot, the first column.
 * Rows from the one above the first figures down (a spanner over the figure columns is centred
 * over them, not over the table with its stub).
 */
function sectionHeadsFirst(cells: Word[][][], [x0, x1]: [number, number]): void {
  const figures = cells.findIndex((r) => r.some((c) => c.length && isFigure(c)));
  if (figures < 0) return;
  const mid = (x0 + x1) / 2;
  // Where the columns beside the stub start: a spanner over them is centred there.
  const beside = Math.min(...cells.flatMap((r) => r.slice(1).flatMap((c) => c.map((w) => w.bbox[0]))));
  cells.forEach((row, i) => {
    if (i < figures - 1) return;
    const filled = row.filter((c) => c.length);
    // A head cut into cells where its word spaces fell on column starts is one run of words still.
    const only = filled.length === 1 ? filled[0] : oneRunOfWords(filled);
    if (!only || row[0]?.length || isFigure(only) || (filled.length > 1 && filled.some((c) => isFigureOrMark(c)))) return;
    const centre = (Math.min(...only.map((w) => w.bbox[0])) + Math.max(...only.map((w) => w.bbox[2]))) / 2;
    if (Math.abs(centre - mid) > SECTION_CENTRING * (x1 - x0)) return;
    // The table's first row may be its only header, a spanner: a section head only where it is
    // clearly not centred over the columns beside the stub (its header drawn apart, in rules).
    if (i === 0 && Math.abs(centre - (beside + x1) / 2) <= SECTION_CENTRING * (x1 - x0)) return;
    for (const c of filled) row[row.indexOf(c)] = [];
    row[0] = only;
  });
}

/** The words of several cells of a row when they are one run of words (one line, word spaces only between them). */
function oneRunOfWords(filled: Word[][]): Word[] | undefined {
  const words = filled.flat().sort((a, b) => a.bbox[0] - b.bbox[0]);
  const [first] = words;
  if (filled.length < 2 || !first) return undefined;
  const oneLine = words.every((w) => Math.abs(w.baseline - first.baseline) <= 0.5);
  const spaced = words.slice(1).every((w, k) => w.bbox[0] - (words[k] as Word).bbox[2] <= SEGMENT_GAP * Math.max(w.fontSize, (words[k] as Word).fontSize));
  return oneLine && spaced ? words : undefined;
}

/** Tables of whitespace-aligned text rows; `turned` are the page's vertical words (heads turned on their side). */
export function streamTables(pageNumber: number, pageRows: TextRow[], h: Segment[], turned: Word[] = []): PageTable[] {
  const tables: PageTable[] = [];
  const rows = proseColumnsAsLines(pageRows);
  // Rows already given to a table above: a rule search must not pull them in a second time.
  let taken = -1;
  for (const found of findRuns(rows)) {
    if (rows.slice(found[0], found[1] + 1).filter(isMulti).length < 2) continue;
    const [ruledStart, end] = extendToRules(rows, found, h);
    const extStart = ruledStart === found[0] ? headLinesAbove(rows, [ruledStart, end], MAX_HEADER_ROWS - 1, isCaption) : ruledStart;
    const start = Math.max(extStart, taken + 1);
    const run = rows.slice(start, end + 1);
    const body = run.filter(isMulti);
    if (body.length < 2) continue;
    // Gutters come from the rows under the header: header cells are centred or span columns.
    // A figure at the edge of its run of words: "16" inside a spanning head ("Persons 16 years
    // and over") is none, a figure set close to a code ("X89-804 48.6%") is; so is one that starts
    // a unit head ("1 000 tonnes", "100 persons"): words after a figure are a flag, not a word.
    const figures = (r: TextRow) =>
      r.segments.some((seg) => seg.some((w, i) => FIGURE.test(w.text) && (i === seg.length - 1 || (i === 0 && !seg.some((v) => UNIT_WORD.test(v.text))))));
    // A line of years alone (a spanner's years over the heads under them, or one year over them
    // all, taken in above the run) is a head line.
    // So is one beside the stub's head ("Region 2019 2020 2021"), its years a run as a head's are.
    const yearsOnly = (r: TextRow) => (r.segments.length >= 2 || r === run[0]) && (yearsAlone(r) || yearsBesideStubHead(r));
    const firstData = run.findIndex((r) => figures(r) && !yearsOnly(r));
    // The header ends at the first figures or, where a rule is drawn under it, at that rule (a
    // header of years holds figures; its sub-heads, set close, cross the gutters of the figures).
    const dataFrom = Math.max(
      firstData > 0 && run.slice(firstData).filter(figures).length >= 0.5 * (run.length - firstData) ? firstData : 0,
      underHeaderRule(run, h, figures),
    );
    const data = dataFrom > 0 ? body.filter((r) => r.top >= (run[dataFrom] as TextRow).top) : body;
    const records = data.length >= 2 ? data : body;
    const cols = splitAtTurnedHeads(splitNarrowColumns(records, columnsOf(body)), turned, records, (run[0] as TextRow).top);
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
    // A stub head set between the header's lines overlaps the spanners' line: one row with it.
    const {
      lines,
      cells: lineCells,
      joined,
    } = joinOverlappingHeadLines(
      rows.slice(start, tail + 1),
      rows.slice(start, tail + 1).map((r) => rowCells(r, cols)),
      dataFrom > 0 ? Math.min(dataFrom, Math.max(0, firstData)) : Math.max(0, firstData),
    );
    const headerLines = dataFrom > 0 ? dataFrom - joined : Math.max(0, firstData - joined);
    splitCloseSetHeads(lineCells, cols, headerLines);
    spannersToFirstColumn(lineCells, cols, headerLines);
    groupSpannersToFirstColumn(lineCells, cols, headerLines);
    const innerHeads = innerHeadLines(lineCells);
    splitCloseSetHeads(
      lineCells.filter((_, i) => innerHeads.has(i)),
      cols,
      innerHeads.size,
    );
    const { merged, starts } = mergeWrapped(lines, lineCells, h, Math.max(0, firstData - joined), innerHeads);
    const kept = starts.filter((i) => i < run.length - joined).length;
    const cells = merged.slice(0, kept);
    const used = lines.slice(0, starts[kept] ?? lines.length);
    stubHeadLinesUp(cells);
    const turnedHeads = turned.length ? turnedHeadRows(turned, rows.slice(taken + 1, start), (used[0] as TextRow).top, cols, h) : null;
    if (turnedHeads) cells.unshift(...turnedHeads.rows);
    sectionHeadsFirst(cells, [Math.min(...run.map((r) => r.x0)), Math.max(...run.map((r) => r.x1))]);
    const rowsText = joinCurrencyColumns(pruneEmpty(cells.map((r) => r.map(cellText))));
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
      Math.min((used[0] as TextRow).top, turnedHeads?.top ?? Infinity),
      Math.max(...used.map((r) => r.x1)),
      (used[used.length - 1] as TextRow).bottom,
    ];
    tables.push({ page: pageNumber, bbox, method: "stream", rows: rowsText, columnEdges: cols.map((c) => c[0]), confidence: 0.8 });
    taken = start + joined + used.length - 1;
  }
  return tables;
}
