import type { Word } from "../layout/types";
import { isFigure, YEAR } from "./figures";
import { ALIGN_TOL, type TextRow } from "./text-rows";

// The stub's head of a header of two levels spans both of its rows. Set to the bottom, its lines
// fall between the header's lines: the first one lower than the spanners' line (a row of its own
// by baseline, overlapping that line), the last one level with the sub-heads. Both lines are one
// cell, its text in the top-left slot, on the spanners' row.

const TIGHT = 0.5; // × font size: the most white between two lines of one cell
const OVERLAP = 0.4; // share of the lower line's height that also lies within the line above

const ends = (ws: readonly Word[]) => [Math.min(...ws.map((w) => w.bbox[0])), Math.max(...ws.map((w) => w.bbox[2]))] as const;

/** A row of heads: nothing beside the stub is a figure, unless a year ("2019", "2020 (1)"). */
const headRow = (row: Word[][]) => row.slice(1).every((c) => !c.length || !isFigure(c) || YEAR.test((c[0] as Word).text));

/**
 * Lines of the header band (`lines[0..band)`) that overlap the line above them and fill only cells
 * it leaves empty are part of its row: joined to it. Returns the lines and their cells, and how
 * many lines were joined (the lines after the band keep their order, shifted by that many).
 */
export function joinOverlappingHeadLines(lines: TextRow[], cells: Word[][][], band: number): { lines: TextRow[]; cells: Word[][][]; joined: number } {
  const outLines: TextRow[] = [];
  const outCells: Word[][][] = [];
  lines.forEach((line, i) => {
    const above = outLines[outLines.length - 1];
    const aboveCells = outCells[outCells.length - 1];
    const row = cells[i] as Word[][];
    const overlap = above ? Math.min(above.bottom, line.bottom) - Math.max(above.top, line.top) : 0;
    const disjoint = !!aboveCells && row.every((c, k) => !c.length || !(aboveCells[k] as Word[]).length);
    if (above && aboveCells && i < band && overlap >= OVERLAP * (line.bottom - line.top) && disjoint && headRow(row) && headRow(aboveCells)) {
      const words = [...above.words, ...line.words].sort((a, b) => a.bbox[0] - b.bbox[0]);
      outLines[outLines.length - 1] = {
        ...above,
        top: Math.min(above.top, line.top),
        bottom: Math.max(above.bottom, line.bottom),
        baseline: Math.max(above.baseline, line.baseline),
        x0: Math.min(above.x0, line.x0),
        x1: Math.max(above.x1, line.x1),
        words,
        segments: [...above.segments, ...line.segments].sort((a, b) => (a[0] as Word).bbox[0] - (b[0] as Word).bbox[0]),
      };
      row.forEach((c, k) => (aboveCells[k] as Word[]).push(...c));
      return;
    }
    outLines.push(line);
    outCells.push(row.map((c) => [...c]));
  });
  return { lines: outLines, cells: outCells, joined: lines.length - outLines.length };
}

/**
 * Among the table's leading rows of heads, a stub head whose next line reads on (starts in lower
 * case, or the line above breaks after a hyphen), set tight under it at the same left edge, in the
 * next row of heads: that line joins the cell above (its rows' other heads stay where they are).
 */
export function stubHeadLinesUp(rows: Word[][][]): void {
  // Only over figures: in a table of text every row reads as a row of heads.
  if (rows.every(headRow)) return;
  for (let i = 1; i < rows.length; i++) {
    const upper = rows[i - 1] as Word[][];
    const lower = rows[i] as Word[][];
    if (!headRow(upper) || !headRow(lower)) return;
    const [top, next] = [upper[0] as Word[], lower[0] as Word[]];
    if (!top.length || !next.length) continue;
    const last = top.reduce((a, b) => (b.baseline > a.baseline + 0.5 || (Math.abs(b.baseline - a.baseline) <= 0.5 && b.bbox[2] > a.bbox[2]) ? b : a));
    const first = next.reduce((a, b) => (b.bbox[0] < a.bbox[0] ? b : a));
    const size = Math.max(last.fontSize, first.fontSize);
    const readsOn = /^\p{Ll}/u.test(first.text) || /-$/.test(last.text);
    const tight = first.bbox[1] - last.bbox[3] <= TIGHT * size;
    if (readsOn && tight && Math.abs(ends(top)[0] - ends(next)[0]) <= ALIGN_TOL) {
      top.push(...next);
      lower[0] = [];
    }
  }
}
