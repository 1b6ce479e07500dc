import type { BBox, Page, Word } from "../layout/types";
import { cellText, filledColumns, pruneEmpty } from "./cell-text";
import { FIGURE, figureUnderFigure } from "./figures";
import { clusterPositions, pageSegments, SNAP, type Segment } from "./segments";
import { columnGutters } from "./stream";
import { SEGMENT_GAP, textRows, type TextRow } from "./text-rows";
import type { PageTable } from "./types";

// Ruled ("lattice") tables: connected groups of crossing horizontal and vertical edges. Row and
// column boundaries are the distinct edge positions; two neighbouring grid slots belong to one
// (spanning) cell when no edge separates them, so header cells that span columns and cells that
// wrap over several text lines come out whole.

const TOUCH = 2.5;
const MAX_SLOTS = 20_000;

function find(parent: number[], i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i] as number] as number;
    i = parent[i] as number;
  }
  return i;
}

function components(h: Segment[], v: Segment[]): Array<{ h: Segment[]; v: Segment[] }> {
  const parent = Array.from({ length: h.length + v.length }, (_, i) => i);
  for (let i = 0; i < h.length; i++) {
    const hs = h[i] as Segment;
    for (let j = 0; j < v.length; j++) {
      const vs = v[j] as Segment;
      if (vs.pos >= hs.a - TOUCH && vs.pos <= hs.b + TOUCH && hs.pos >= vs.a - TOUCH && hs.pos <= vs.b + TOUCH) {
        parent[find(parent, i)] = find(parent, h.length + j);
      }
    }
  }
  const groups = new Map<number, { h: Segment[]; v: Segment[] }>();
  const get = (root: number) => {
    let g = groups.get(root);
    if (!g) groups.set(root, (g = { h: [], v: [] }));
    return g;
  };
  h.forEach((s, i) => get(find(parent, i)).h.push(s));
  v.forEach((s, j) => get(find(parent, h.length + j)).v.push(s));
  return [...groups.values()];
}

/** Fraction of [from, to] covered by segments lying on `pos`. */
function coverage(segs: Segment[], pos: number, from: number, to: number): number {
  const spans = segs
    .filter((s) => Math.abs(s.pos - pos) <= SNAP && s.b > from && s.a < to)
    .map((s) => [Math.max(s.a, from), Math.min(s.b, to)] as [number, number])
    .sort((p, q) => p[0] - q[0]);
  let covered = 0;
  let reach = from;
  for (const [a, b] of spans) {
    if (b <= reach) continue;
    covered += b - Math.max(a, reach);
    reach = b;
  }
  return to > from ? covered / (to - from) : 0;
}

function slotOf(edges: number[], value: number): number {
  for (let i = 0; i < edges.length - 1; i++) if (value < (edges[i + 1] as number)) return i;
  return edges.length - 2;
}

interface Boundary {
  pos: number;
  /** True when a ruling lies on it somewhere in the table; false for a whitespace gutter. */
  real: boolean;
}

/**
 * Boundaries along one axis: the ruled positions plus, where text proves a separation the
 * rulings do not draw (body rows without horizontal rules, columns without vertical ones),
 * virtual boundaries in the whitespace between text rows / text columns.
 */
function boundaries(real: number[], virtual: number[]): Boundary[] {
  const out: Boundary[] = clusterPositions(real).map((pos) => ({ pos, real: true }));
  for (const pos of virtual) if (!out.some((b) => Math.abs(b.pos - pos) < 3)) out.push({ pos, real: false });
  return out.sort((a, b) => a.pos - b.pos);
}

const bandOf = (edges: number[], v: number) => slotOf(edges, v);

/**
 * Gutters inside a ruled column that most text rows use on both sides: the table draws its
 * column lines only in the header (or not at all in the body), but the body is clearly columnar.
 */
function undrawnColumns(rows: TextRow[], realXs: number[]): number[] {
  const body = rows.filter((r) => r.segments.length >= 2);
  if (body.length < 2) return [];
  const out: number[] = [];
  for (const g of columnGutters(body)) {
    const band = bandOf(realXs, g);
    const lo = realXs[band] as number;
    const hi = realXs[band + 1] as number;
    const both = rows.filter((r) => r.words.some((w) => w.bbox[2] <= g && w.bbox[0] >= lo) && r.words.some((w) => w.bbox[0] >= g && w.bbox[2] <= hi)).length;
    if (both >= Math.max(2, 0.5 * rows.length)) out.push(g);
  }
  return out;
}

/**
 * Row gaps inside a ruled row band that holds several records (most of its text rows fill the
 * first column and at least one other), not one cell's wrapped lines: only the outer rules and
 * the header rule are drawn.
 */
function undrawnRows(rows: TextRow[], realYs: number[], xb: Boundary[]): number[] {
  // The boundary closing the first column that holds text (skip slivers left by inset boxes).
  const textStart = Math.min(...rows.map((r) => r.x0));
  const firstEdge = xb.find((b) => b.pos > textStart + 1)?.pos ?? Infinity;
  const withFigures = rows.some((r) => r.words.some((w) => FIGURE.test(w.text)));
  const out: number[] = [];
  for (let band = 0; band < realYs.length - 1; band++) {
    const inBand = rows.filter((r) => bandOf(realYs, (r.top + r.bottom) / 2) === band);
    if (inBand.length < 3) continue;
    const records = inBand.filter((r) => r.words.some((w) => w.bbox[0] < firstEdge) && r.words.some((w) => w.bbox[0] >= firstEdge));
    if (records.length < 0.75 * inBand.length) continue;
    // Where the table has figures, records show as figures stacked in one band; figure-free
    // lines under the first are one record's wrapped cells (a table ruled row by row).
    if (withFigures && !inBand.some((r, i) => i > 0 && figureUnderFigure((inBand[i - 1] as TextRow).words, r.words))) continue;
    for (let i = 1; i < inBand.length; i++) {
      const prev = inBand[i - 1] as TextRow;
      const cur = inBand[i] as TextRow;
      if (cur.top > prev.bottom - 0.5) out.push((prev.bottom + cur.top) / 2);
    }
  }
  return out;
}

function gridTable(page: Page, comp: { h: Segment[]; v: Segment[] }, words: Word[]): { table: PageTable; used: Word[] } | null {
  const x0 = Math.min(...comp.h.map((s) => s.a), ...comp.v.map((s) => s.pos));
  const x1 = Math.max(...comp.h.map((s) => s.b), ...comp.v.map((s) => s.pos));
  const y0 = Math.min(...comp.v.map((s) => s.a), ...comp.h.map((s) => s.pos));
  const y1 = headerBandEnd(comp, words, [x0, x1]) ?? Math.max(...comp.v.map((s) => s.b), ...comp.h.map((s) => s.pos));
  const inside = words.filter((w) => {
    const cx = (w.bbox[0] + w.bbox[2]) / 2;
    const cy = (w.bbox[1] + w.bbox[3]) / 2;
    return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
  });
  if (!inside.length) return null;
  const rowsOfText = textRows(inside);
  const realXs = clusterPositions([x0, x1, ...comp.v.map((s) => s.pos)]);
  const realYs = clusterPositions([y0, y1, ...comp.h.map((s) => s.pos).filter((y) => y <= y1)]);
  const xb = boundaries(realXs, undrawnColumns(rowsOfText, realXs));
  const yb = boundaries(realYs, undrawnRows(rowsOfText, realYs, xb));
  const xs = xb.map((b) => b.pos);
  const ys = yb.map((b) => b.pos);
  const R = ys.length - 1;
  const C = xs.length - 1;
  if (R < 1 || C < 2 || R * C > MAX_SLOTS) return null;

  const slotWords: Word[][] = Array.from({ length: R * C }, () => []);
  for (const w of inside) {
    (slotWords[slotOf(ys, (w.bbox[1] + w.bbox[3]) / 2) * C + slotOf(xs, (w.bbox[0] + w.bbox[2]) / 2)] as Word[]).push(w);
  }
  // Are the texts of two side-by-side slots one run of text (a cell spanning the boundary)?
  const continuous = (left: Word[], right: Word[], x: number) => {
    if (left.some((w) => w.bbox[2] > x + 1) || right.some((w) => w.bbox[0] < x - 1)) return true;
    if (!left.length || !right.length) return false;
    const l = left.reduce((a, b) => (b.bbox[2] > a.bbox[2] ? b : a));
    const r = right.reduce((a, b) => (b.bbox[0] < a.bbox[0] ? b : a));
    return r.bbox[0] - l.bbox[2] <= SEGMENT_GAP * Math.max(l.fontSize, r.fontSize);
  };

  // Union grid slots not separated by an edge; the owner of a cell is its top-left slot.
  const parent = Array.from({ length: R * C }, (_, i) => i);
  // Slots holding text per cell (by root): an empty slot joins a spanning cell's text, but never
  // bridges two texts (an unruled row of a table ruled elsewhere has no column lines at all).
  const texts: number[] = slotWords.map((ws) => (ws.length ? 1 : 0));
  const join = (p: number, q: number) => {
    const a = find(parent, p);
    const b = find(parent, q);
    if (a === b) return;
    parent[Math.max(a, b)] = Math.min(a, b);
    texts[Math.min(a, b)] = (texts[a] as number) + (texts[b] as number);
  };
  const bothHoldText = (p: number, q: number) => (texts[find(parent, p)] as number) > 0 && (texts[find(parent, q)] as number) > 0;
  // Down an undrawn stretch of a row line first, then across: joined across first, a band
  // holding no text (a sub-cell line drawn in another column only) became one wide empty cell,
  // and joining down then funnelled every head above and below it into that cell. Which band a
  // head's words fall in turns on its font's ascent, so the heads merged for one PDF writer only.
  for (let r = 0; r + 1 < R; r++) {
    for (let c = 0; c < C; c++) {
      if ((yb[r + 1] as Boundary).real && coverage(comp.h, ys[r + 1] as number, xs[c] as number, xs[c + 1] as number) < 0.5) join(r * C + c, (r + 1) * C + c);
    }
  }
  for (let r = 0; r < R; r++) {
    for (let c = 0; c < C; c++) {
      const top = ys[r] as number;
      const bottom = ys[r + 1] as number;
      const right = xs[c + 1] as number;
      const here = slotWords[r * C + c] as Word[];
      if (c + 1 < C && coverage(comp.v, right, top, bottom) < 0.5) {
        const next = slotWords[r * C + c + 1] as Word[];
        // An undrawn stretch of a ruled column line: one cell if the text runs across it or one
        // side is empty (a spanning header); a whitespace gutter: one cell only if text crosses it.
        const real = (xb[c + 1] as Boundary).real;
        const [p, q] = [r * C + c, r * C + c + 1];
        if (continuous(here, next, right) || (real && (!here.length || !next.length) && !bothHoldText(p, q))) join(p, q);
      }
    }
  }
  const cellWords = new Map<number, Word[]>();
  slotWords.forEach((ws, i) => {
    if (!ws.length) return;
    const owner = find(parent, i);
    cellWords.set(owner, [...(cellWords.get(owner) ?? []), ...ws]);
  });
  const rows = Array.from({ length: R }, () => Array.from({ length: C }, () => ""));
  for (const [owner, ws] of cellWords) (rows[Math.floor(owner / C)] as string[])[owner % C] = cellText(ws);
  const pruned = pruneEmpty(rows);
  if (pruned.length < 2 || (pruned[0]?.length ?? 0) < 2) return null;
  const bbox: BBox = [x0, y0, x1, y1];
  const drawn = xb.every((b) => b.real) && yb.every((b) => b.real);
  const filled = filledColumns(rows);
  const table: PageTable = {
    page: page.number,
    bbox,
    method: "lattice",
    rows: pruned,
    columnEdges: xs.slice(0, -1),
    rowColumnEdges: xs.slice(0, -1).filter((_, c) => filled[c]),
    confidence: drawn ? 0.9 : 0.85,
  };
  return { table, used: inside };
}

/**
 * Where the column lines stop: heads boxed or shaded cell by cell over a body whose columns are
 * whitespace, closed by a rule under it (a total's rule, the table's foot). The grid ends under the
 * last band that a column line crosses when the bands under it hold several lines of columns in
 * whitespace; the stream reading takes the body and joins the heads to it (header-band.ts).
 */
function headerBandEnd(comp: { h: Segment[]; v: Segment[] }, words: Word[], [x0, x1]: [number, number]): number | null {
  const ys = clusterPositions([
    Math.min(...comp.v.map((s) => s.a), ...comp.h.map((s) => s.pos)),
    ...comp.h.map((s) => s.pos),
    Math.max(...comp.v.map((s) => s.b)),
  ]);
  const inner = clusterPositions(comp.v.map((s) => s.pos)).filter((x) => x > x0 + SNAP && x < x1 - SNAP);
  const crossed = (b: number) => inner.some((x) => coverage(comp.v, x, ys[b] as number, ys[b + 1] as number) >= 0.5);
  let last = ys.length - 2;
  while (last >= 0 && !crossed(last)) last--;
  if (last < 0 || last === ys.length - 2) return null;
  const end = ys[last + 1] as number;
  const below = textRows(words.filter((w) => w.bbox[1] >= end && w.bbox[3] <= (ys[ys.length - 1] as number) + 1 && w.bbox[0] >= x0 - 1 && w.bbox[2] <= x1 + 1));
  return below.filter((r) => r.segments.length >= 2).length >= 2 ? end : null;
}

/** Does a vertical edge of the component lie inside its box (not on its left or right side)? */
function innerColumnLine(comp: { h: Segment[]; v: Segment[] }): boolean {
  const x0 = Math.min(...comp.h.map((s) => s.a), ...comp.v.map((s) => s.pos));
  const x1 = Math.max(...comp.h.map((s) => s.b), ...comp.v.map((s) => s.pos));
  return comp.v.some((s) => s.pos > x0 + SNAP && s.pos < x1 - SNAP);
}

/** Ruled tables of a page, and the words they consumed. */
export function latticeTables(page: Page, words: Word[]): { tables: PageTable[]; used: Set<Word> } {
  const { h, v } = pageSegments(page);
  const tables: PageTable[] = [];
  const used = new Set<Word>();
  for (const comp of components(h, v)) {
    if (comp.h.length < 2 || comp.v.length < 2) continue;
    // A box with no column line inside it frames an unruled table (or a note): its columns are
    // whitespace, which the stream reading finds, with the box's rules as its header/bottom rules.
    if (!innerColumnLine(comp)) continue;
    const found = gridTable(page, comp, words);
    if (!found) continue;
    tables.push(found.table);
    for (const w of found.used) used.add(w);
  }
  return { tables, used };
}
