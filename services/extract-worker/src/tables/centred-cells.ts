import type { Word } from "../layout/types";
import { isFigure } from "./figures";
import { ALIGN_TOL, type TextRow } from "./text-rows";

// Cells set middle-aligned in their row (as office suites set table cells, and headers
// everywhere): a cell of fewer lines than the row's tallest sits halfway down, so its line falls
// between the tall cell's lines and fills only columns the row's first line leaves empty. Read one
// line at a time that row is several sparse ones; read as a band between the rows' padding, every
// cell's lines are centred on the band's middle.

/** × font size: how far a cell's middle may lie from its band's middle (half a line of leading at most). */
const CENTRE_TOL = 0.35;
const MAX_BAND_LINES = 8;

/**
 * Indexes of text rows that continue the row above as lines of one record whose cells are centred
 * in it. `close(i)` says row i is set at line spacing under row i - 1 (the table's rows are padded
 * further apart). A band qualifies when every filled column's lines share one alignment and centre
 * on its middle, some column starts below the band's first line (top-aligned bands are read as
 * wrapped cells elsewhere), and no column holds two figures (those are records set close, not one record).
 */
export function centredRecords(rows: TextRow[], cells: Word[][][], close: (i: number) => boolean, size: number): Set<number> {
  const out = new Set<number>();
  for (let start = 0; start < rows.length;) {
    let end = start;
    // Lines that overlap the line above (a centred line half a line down) are in its band however their baselines fall.
    while (end + 1 < rows.length && (close(end + 1) || (rows[end + 1] as TextRow).top < (rows[end] as TextRow).bottom)) end++;
    if (end > start && end - start < MAX_BAND_LINES && isCentredBand(cells.slice(start, end + 1), size)) {
      for (let i = start + 1; i <= end; i++) out.add(i);
    }
    start = end + 1;
  }
  return out;
}

function isCentredBand(cells: Word[][][], size: number): boolean {
  const words = cells.flat(2);
  const top = Math.min(...words.map((w) => w.bbox[1]));
  const mid = (top + Math.max(...words.map((w) => w.bbox[3]))) / 2;
  let offset = false;
  const columns = (cells[0] as Word[][]).length;
  for (let k = 0; k < columns; k++) {
    const lines = cells.map((line) => line[k] as Word[]).filter((c) => c.length);
    if (!lines.length) continue;
    if (lines.filter((c) => isFigure(c)).length > 1) return false;
    // One cell's lines share their alignment; a group's head over an indented label does not.
    if (!oneAlignment(lines)) return false;
    // Measured on the words themselves: lines of a header may have been joined where they overlap.
    const column = lines.flat();
    const first = Math.min(...column.map((w) => w.bbox[1]));
    if (Math.abs((first + Math.max(...column.map((w) => w.bbox[3]))) / 2 - mid) > CENTRE_TOL * size) return false;
    if (first > top + 0.5 * size) offset = true;
  }
  return offset;
}

/** Do these lines of one column start, end or centre at one x (a cell set flush left, flush right or centred)? */
function oneAlignment(lines: Word[][]): boolean {
  const ends = lines.map((c) => [Math.min(...c.map((w) => w.bbox[0])), Math.max(...c.map((w) => w.bbox[2]))] as const);
  const same = (at: (e: readonly [number, number]) => number) => ends.every((e) => Math.abs(at(e) - at(ends[0]!)) <= ALIGN_TOL);
  return same((e) => e[0]) || same((e) => e[1]) || same((e) => (e[0] + e[1]) / 2);
}
