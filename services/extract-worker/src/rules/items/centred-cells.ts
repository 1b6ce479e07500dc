import { OCR_FONT, type Word } from "../../layout/types";
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

interface Band {
  words: Word[];
  top: number;
  bottom: number;
}

const bandOf = (words: Word[]): Band => ({ words, top: Math.min(...words.map((w) => w.bbox[1])), bottom: Math.max(...words.map((w) => w.bbox[3])) });
const middle = (b: Band) => (b.top + b.bottom) / 2;

/** Words on one baseline form a printed line: a description line set beside a figure row is its own line, though the row joined them. */
function printedLines(words: readonly Word[]): Band[] {
  const lines: Word[][] = [];
  for (const w of [...words].sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0])) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(w.baseline - last[0]!.baseline) <= 0.3 * w.fontSize) last.push(w);
    else lines.push([w]);
  }
  return lines.map(bandOf);
}

/** The size a line is set in: its largest word's. */
const sizeOf = (line: Band) => Math.max(...line.words.map((w) => w.fontSize));

/**
 * A cell's description: its lines down to the first set smaller than the first line. Notes in
 * smaller type under an item (a reference, a period, a remark) annotate it; they are not its name.
 */
function described(cell: readonly Band[]): Word[] {
  const first = sizeOf(cell[0]!);
  const smaller = cell.findIndex((l) => sizeOf(l) < first - 0.5);
  return cell.slice(0, smaller < 0 ? cell.length : smaller).flatMap((l) => l.words);
}

/**
 * The description words of each figure row when the table centres its cells vertically and pads
 * them: the description column's printed lines fall into blocks, one per cell, set apart by the
 * cells' padding (lines within a cell touch), and each figure row sits in the middle of one block.
 * A cell of three lines prints its middle line on the figure row, and a row grouping then joins
 * the lines above or below to the neighbours' figures: the blocks give every line to its own cell.
 * Lines set smaller under the first are the item's notes, left out (`described`).
 * `figures` is the figure cell's words of each figure row (its amount or price). Null unless every
 * block between the first and the last figure row holds exactly one of them, at its middle, and
 * some cell of several lines is centred (a table that sets its cells at the top is read in order).
 */
export function centredBlocks(
  rows: readonly Row[],
  figures: ReadonlyMap<Row, Word[]>,
  textRows: ReadonlySet<Row>,
  desc: (row: Row) => Segment,
): Map<Row, Word[]> | null {
  const words = rows.filter((r) => figures.has(r) || textRows.has(r)).flatMap((r) => desc(r).parts.map((p) => p.word));
  // A scan's boxes and sizes are OCR's guesses: too rough to tell padding from leading, or a note's smaller type.
  if (words.some((w) => w.font === OCR_FONT)) return null;
  const lines = printedLines(words);
  if (lines.length < 2) return null;
  const height = lines.map((l) => l.bottom - l.top).sort((a, b) => a - b)[Math.floor(lines.length / 2)]!;
  // Lines of one cell touch (or nearly); the padding of two cells sets their lines clearly apart.
  const blocks: Band[][] = [];
  for (const l of lines) {
    const last = blocks[blocks.length - 1];
    if (last && l.top - last[last.length - 1]!.bottom <= height * 0.2) last.push(l);
    else blocks.push([l]);
  }
  const spans = blocks.map((b) => bandOf(b.flatMap((l) => l.words)));
  const out = new Map<Row, Word[]>();
  const used: number[] = [];
  let centredSeveral = false;
  // The table's last cell may be a row the page breaks: below its figures nothing but description
  // lines and the page's footer, set smaller (a totals row under it closes the table on this page).
  const lastRow = rows.findLast((r) => figures.get(r)?.length);
  const size = Math.max(0, ...(lastRow ? (figures.get(lastRow) ?? []) : []).map((w) => w.fontSize));
  const broken =
    !!lastRow &&
    rows
      .slice(rows.indexOf(lastRow) + 1)
      .every((r) => r.words.every((w) => w.fontSize < size - 0.5) || (textRows.has(r) && desc(r).parts.length === r.words.length));
  for (const row of rows) {
    const figure = figures.get(row);
    if (!figure?.length) continue;
    const band = bandOf(figure);
    const at = spans.findIndex((s) => s.top <= middle(band) && middle(band) <= s.bottom);
    if (at < 0 || (used.length && at <= used[used.length - 1]!)) return null;
    // A cell is centred on its figures to a fraction of a line, whatever the sizes of its lines; a row
    // the page breaks (`broken`) runs its lines from the top of the cell on.
    const off = (a: number, b: number) => Math.abs(a - b) > (band.bottom - band.top) * 0.3;
    if (off(middle(spans[at]!), middle(band)) && (!broken || row !== lastRow || off(spans[at]!.top, band.top))) return null;
    if (blocks[at]!.length >= 2) centredSeveral = true;
    used.push(at);
    out.set(row, described(blocks[at]!));
  }
  // A block between two cells that no figure row sits in is no cell of this kind of table.
  if (!centredSeveral || used.some((at, i) => i > 0 && at !== used[i - 1]! + 1)) return null;
  return out;
}
