import type { Word } from "../../layout/types";
import type { Segment } from "../geometry";
import type { Row } from "../rows";

// Word tables, and HTML tables an office suite imports, may centre a cell's lines vertically: a
// three-line description then prints one line above its figures' row, one on it and one below,
// and the line above reads like the previous item's wrap. Read in order, every description would
// go to its neighbour's figures.

const centre = (r: Row) => (r.top + r.bottom) / 2;
const lineHeight = (r: Row) => r.bottom - r.top;

/** `above` and `below` sit at the same distance from `row`'s middle: lines of one cell centred on it. */
const symmetric = (row: Row, above: Row, below: Row) => Math.abs(centre(row) - centre(above) - (centre(below) - centre(row))) <= lineHeight(row) * 0.3;

/**
 * The description words of each figure row (`keyRows`) when the table centres its cells, from the
 * rows read as text only (`textRows`: neither an item nor a totals row): a figure row with no
 * description of its own sits between two description lines set tight and symmetrically about it.
 * A row's cell is then the lines symmetric about it, pair by pair outwards, never one the row above
 * took (the first row's cell is bounded by the header, so each cell's extent follows from the one
 * before). Null when the table does not centre its cells.
 */
export function centredDescriptions(
  rows: readonly Row[],
  keyRows: ReadonlySet<Row>,
  textRows: ReadonlySet<Row>,
  desc: (row: Row) => Segment,
): Map<Row, Word[]> | null {
  const loose = (r: Row | undefined): r is Row => !!r && textRows.has(r) && desc(r).text.trim() !== "";
  const sides = (i: number) => {
    const above: Row[] = [];
    const below: Row[] = [];
    for (let j = i - 1; loose(rows[j]); j--) above.push(rows[j]!);
    for (let j = i + 1; loose(rows[j]); j++) below.push(rows[j]!);
    return { above, below };
  };
  const centred = rows.some((r, i) => {
    if (!keyRows.has(r) || desc(r).text.trim()) return false;
    const { above, below } = sides(i);
    const [a, b] = [above[0], below[0]];
    const tight = (gap: number) => gap < lineHeight(r) * 0.5;
    return !!a && !!b && tight(r.top - a.bottom) && tight(b.top - r.bottom) && symmetric(r, a, b);
  });
  if (!centred) return null;
  const taken = new Set<Row>();
  const out = new Map<Row, Word[]>();
  rows.forEach((r, i) => {
    if (!keyRows.has(r)) return;
    const { above, below } = sides(i);
    let k = 0;
    while (k < above.length && k < below.length && !taken.has(above[k]!) && symmetric(r, above[k]!, below[k]!)) k++;
    const cell = [...above.slice(0, k).reverse(), r, ...below.slice(0, k)];
    for (const c of cell) taken.add(c);
    out.set(
      r,
      cell.flatMap((c) => desc(c).parts.map((p) => p.word)),
    );
  });
  return out;
}
