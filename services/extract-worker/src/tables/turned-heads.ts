import type { Word } from "../layout/types";
import type { Segment } from "./segments";
import { segmentEnds, type TextRow } from "./text-rows";
import { cellText, TURNED_LINE_TOL } from "./cell-text";

// Many narrow columns carry their heads turned on their side, reading up the page (or down it):
// vertical words, which text rows leave out. Standing on a table's first row, each turned line
// is its column's (the column nearest its middle); a head of several lines is one cell, read line
// by line. Upright text level with them (the stub's head at their feet) is a head of the same row,
// and a line just over them (a spanner) a row of its own, from the first column of the rule drawn
// under it.

const FEET = 1.5; // × font size: the most white between the heads' feet and the table's first row
const OVER = 1.2; // × font size: the most white between a spanner and the tops of the heads
const MIN_HEADS = 2; // turned heads over distinct columns before a row of them is read

const centre = (w: Word) => (w.bbox[0] + w.bbox[2]) / 2;

/** The column whose x-range is nearest to `x` (0 inside it). */
function nearestColumn(cols: Array<[number, number]>, x: number): number {
  let best = 0;
  let bestD = Infinity;
  cols.forEach(([a, b], k) => {
    const d = x < a ? a - x : x > b ? x - b : 0;
    if (d < bestD) [best, bestD] = [k, d];
  });
  return best;
}

/** One upright word standing for a cell's text (what the table's rows are read from). */
function asWord(text: string, words: Word[], baseline: number): Word {
  const bbox: Word["bbox"] = [
    Math.min(...words.map((w) => w.bbox[0])),
    Math.min(...words.map((w) => w.bbox[1])),
    Math.max(...words.map((w) => w.bbox[2])),
    Math.max(...words.map((w) => w.bbox[3])),
  ];
  return { ...(words[0] as Word), text, bbox, baseline, rotated: false };
}

const MIN_HEAD_STEP = 1.6; // × font size: turned heads of two columns stand further apart than the lines of one head

/**
 * Columns that hold the figures of several turned heads, set too close for a gutter to show
 * (figures a word space apart), split between those heads: at the middle between two heads' lines
 * where in (almost) every row of `body` (the records) no word crosses it and most rows have words on both sides.
 */
export function splitAtTurnedHeads(cols: Array<[number, number]>, turned: Word[], body: TextRow[], top: number): Array<[number, number]> {
  const first = body[0];
  if (!first || !turned.length) return cols;
  const [x0, x1] = [(cols[0] as [number, number])[0], (cols[cols.length - 1] as [number, number])[1]];
  // Feet on the table's first line (`top`, a head line level with them, or a record), over its figures.
  const feet = turned.filter(
    (w) =>
      w.bbox[2] - w.bbox[0] <= 1.8 * w.fontSize && w.bbox[3] <= first.top + 1 && w.bbox[3] >= top - FEET * w.fontSize && centre(w) >= x0 && centre(w) <= x1,
  );
  if (feet.length < MIN_HEADS) return cols;
  const size = Math.max(...feet.map((w) => w.fontSize));
  const centres = feet.map(centre).sort((a, b) => a - b);
  // The heads say where columns are: one row of five may cross the strip (a word's box with its space).
  const allowed = body.length >= 5 ? Math.max(1, Math.floor(0.1 * body.length)) : 0;
  const out: Array<[number, number]> = [];
  for (const [a, b] of cols) {
    let start = a;
    const inside = centres.filter((x) => x > a && x < b);
    for (let k = 1; k < inside.length; k++) {
      const [l, r] = [inside[k - 1] as number, inside[k] as number];
      if (r - l < MIN_HEAD_STEP * size) continue;
      const x = (l + r) / 2;
      const crossed = body.filter((row) => row.words.some((w) => w.bbox[0] < x && w.bbox[2] > x)).length;
      const both = body.filter(
        (row) => row.words.some((w) => w.bbox[2] <= x && w.bbox[2] > start) && row.words.some((w) => w.bbox[0] >= x && w.bbox[0] < b),
      ).length;
      if (crossed > allowed || both < 0.5 * body.length) continue;
      const left = Math.max(start, ...body.flatMap((row) => row.words.filter((w) => w.bbox[2] <= x && w.bbox[0] >= start).map((w) => w.bbox[2])));
      const right = Math.min(b, ...body.flatMap((row) => row.words.filter((w) => w.bbox[0] >= x && w.bbox[2] <= b).map((w) => w.bbox[0])));
      out.push([start, left]);
      start = right;
    }
    out.push([start, b]);
  }
  return out;
}

/**
 * Rows of heads (cells per column, top row first) read from turned words standing on a table
 * whose first row's top is `top` (with the upright heads and spanners among the rows `above`), and
 * the top of them all; null where fewer than MIN_HEADS columns have a turned head.
 */
export function turnedHeadRows(
  turned: Word[],
  above: TextRow[],
  top: number,
  cols: Array<[number, number]>,
  h: Segment[],
): { rows: Word[][][]; top: number } | null {
  const [x0, x1] = [(cols[0] as [number, number])[0], (cols[cols.length - 1] as [number, number])[1]];
  const vertical = turned.filter((w) => w.bbox[2] - w.bbox[0] <= 1.8 * w.fontSize && w.bbox[3] <= top + 1 && centre(w) >= x0 && centre(w) <= x1);
  // The heads stand on one foot line; a line's further words go on up from its first.
  const heads = vertical.filter((w) => w.bbox[3] >= top - FEET * w.fontSize);
  for (let grown = true; grown;) {
    grown = false;
    for (const w of vertical) {
      const onLine = (v: Word) => Math.abs(v.baseline - w.baseline) <= TURNED_LINE_TOL && w.bbox[3] <= v.bbox[1] + 1 && w.bbox[3] >= v.bbox[1] - v.fontSize;
      if (!heads.includes(w) && heads.some(onLine)) {
        heads.push(w);
        grown = true;
      }
    }
  }
  const band = heads.length ? Math.min(...heads.map((w) => w.bbox[1])) : top;
  const byColumn = new Map<number, Word[]>();
  for (const w of heads) {
    const k = nearestColumn(cols, centre(w));
    byColumn.set(k, [...(byColumn.get(k) ?? []), w]);
  }
  if (byColumn.size < MIN_HEADS) return null;
  const size = Math.max(...heads.map((w) => w.fontSize));
  const headRow: Word[][] = cols.map(() => []);
  for (const [k, ws] of byColumn) headRow[k] = [asWord(cellText(ws), ws, top)];
  // Upright heads level with the turned ones (the stub's head at their feet).
  const level = above.filter((r) => r.top >= band - 1 && r.bottom <= top + 1);
  for (const r of level) for (const seg of r.segments) (headRow[nearestColumn(cols, (segmentEnds(seg)[0] + segmentEnds(seg)[1]) / 2)] as Word[]).push(...seg);
  // A spanner just over them: from the first column its rule covers (or its own left edge).
  // (A caption or title starts over the stub; a spanner over the columns beside it.)
  const spanners = above.filter((r) => r.bottom <= band + 1 && r.bottom >= band - OVER * size && r.x0 > (cols[0] as [number, number])[1] && r.x1 <= x1 + 1);
  const rows: Word[][][] = [headRow];
  if (spanners.length) {
    const spannerRow: Word[][] = cols.map(() => []);
    for (const r of spanners) {
      for (const seg of r.segments) {
        const [a, b] = segmentEnds(seg);
        const rule = h.find((s) => s.pos >= r.bottom - 1 && s.pos <= band + 1 && s.a <= a + 1 && s.b >= b - 1);
        const from = rule ? cols.findIndex(([, e]) => e > rule.a + 1) : nearestColumn(cols, a);
        (spannerRow[Math.max(0, from)] as Word[]).push(...seg);
      }
    }
    rows.unshift(spannerRow);
  }
  return { rows, top: Math.min(band, ...spanners.map((r) => r.top)) };
}
