import { median } from "./geometry";
import type { Line } from "./types";

// Recursive XY-cut over line boxes. A region is first tested for a column gutter (a vertical
// strip of whitespace crossing the whole region with prose on both sides); failing that it is cut
// into horizontal bands at every full-width gap; a band that cannot be cut is read row by row.
// Tables are not columns: their cells are short, so a gutter between table columns is refused and
// table rows are read left to right, which is what a reader (and full_text) expects.

export interface ReadingOrder {
  /** Lines in reading order. */
  lines: Line[];
  /** Index into `lines` where each block (column piece or paragraph band) starts. */
  blockStarts: number[];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(lines: Line[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const l of lines) {
    x0 = Math.min(x0, l.bbox[0]);
    y0 = Math.min(y0, l.bbox[1]);
    x1 = Math.max(x1, l.bbox[2]);
    y1 = Math.max(y1, l.bbox[3]);
  }
  return { x0, y0, x1, y1 };
}

/** Whitespace intervals along one axis that no line box covers, widest first. */
function gaps(lines: Line[], axis: 0 | 1, minWidth: number): Array<[number, number]> {
  const spans = lines.map((l) => [l.bbox[axis], l.bbox[axis + 2]] as [number, number]).sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let reach = spans[0]?.[1] ?? 0;
  for (const [s, e] of spans.slice(1)) {
    if (s - reach >= minWidth) out.push([reach, s]);
    reach = Math.max(reach, e);
  }
  return out.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

function looksLikeColumn(lines: Line[], width: number): boolean {
  if (lines.length < 3) return false;
  const widths = lines.map((l) => l.bbox[2] - l.bbox[0]);
  return median(widths) >= 0.55 * width;
}

function columnCut(lines: Line[], box: Box, size: number): [Line[], Line[]] | null {
  for (const [g0, g1] of gaps(lines, 0, Math.max(0.8 * size, 4))) {
    const left = lines.filter((l) => l.bbox[2] <= g0 + 0.01);
    const right = lines.filter((l) => l.bbox[0] >= g1 - 0.01);
    if (looksLikeColumn(left, g0 - box.x0) && looksLikeColumn(right, box.x1 - g1)) return [left, right];
  }
  return null;
}

function bandCut(lines: Line[]): Line[][] {
  const sorted = [...lines].sort((a, b) => a.bbox[1] - b.bbox[1]);
  const bands: Line[][] = [];
  let current: Line[] = [];
  let reach = -Infinity;
  for (const l of sorted) {
    if (current.length && l.bbox[1] >= reach - 0.01) {
      bands.push(current);
      current = [];
    }
    current.push(l);
    reach = Math.max(reach, l.bbox[3]);
  }
  if (current.length) bands.push(current);
  return bands;
}

/** Lines of a band that cannot be cut: by baseline (with tolerance), then left to right. */
function rowOrder(lines: Line[]): Line[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline);
  const rows: Line[][] = [];
  for (const l of sorted) {
    const row = rows[rows.length - 1];
    const ref = row?.[0];
    if (row && ref && Math.abs(l.baseline - ref.baseline) <= 0.4 * Math.max(l.fontSize, ref.fontSize)) row.push(l);
    else rows.push([l]);
  }
  return rows.flatMap((r) => r.sort((a, b) => a.bbox[0] - b.bbox[0]));
}

function order(lines: Line[], size: number, depth: number, out: Line[][]): void {
  if (lines.length <= 1 || depth > 40) {
    out.push(rowOrder(lines));
    return;
  }
  const box = boxOf(lines);
  const cols = columnCut(lines, box, size);
  if (cols) {
    order(cols[0], size, depth + 1, out);
    order(cols[1], size, depth + 1, out);
    return;
  }
  const bands = bandCut(lines);
  if (bands.length === 1) {
    out.push(rowOrder(lines));
    return;
  }
  for (const band of bands) {
    // A single band of a single row is its own block only when it is separated by a visible gap;
    // consecutive rows merge back into paragraphs below.
    order(band, size, depth + 1, out);
  }
}

export function readingOrder(lines: Line[]): ReadingOrder {
  const size = median(lines.map((l) => l.fontSize)) || 10;
  const blocks: Line[][] = [];
  order(lines, size, 0, blocks);
  // Merge consecutive blocks that are just successive rows of the same paragraph.
  const ordered: Line[] = [];
  const blockStarts: number[] = [];
  let prev: Line | undefined;
  for (const block of blocks) {
    if (!block.length) continue;
    const first = block[0] as Line;
    const newBlock = !prev || first.bbox[1] - prev.bbox[3] > 0.8 * Math.max(first.fontSize, prev.fontSize) || first.bbox[1] < prev.bbox[1] - 0.01; // went back up: a new column
    if (newBlock) blockStarts.push(ordered.length);
    ordered.push(...block);
    prev = block[block.length - 1];
  }
  return { lines: ordered, blockStarts };
}
