import type { Page } from "../layout/types";

/** An axis-aligned edge: for "h" pos is y and [a, b] the x-range; for "v" pos is x, [a, b] the y-range. */
export interface Segment {
  pos: number;
  a: number;
  b: number;
}

/** Ignore specks (corner joins, bullets drawn as squares). */
const MIN_LENGTH = 2;
/** Positions closer than this are one line (double-drawn rules, a 0.5 pt rule's two edges). */
export const SNAP = 2;

/**
 * Horizontal and vertical edges of a page: its rulings, plus the edges of painted rectangles
 * (tables drawn as shaded cells have no lines at all). Page-sized backgrounds are skipped.
 */
export function pageSegments(page: Page): { h: Segment[]; v: Segment[] } {
  const h: Segment[] = [];
  const v: Segment[] = [];
  for (const r of page.rulings) {
    const [x0, y0, x1, y1] = r.bbox;
    if (r.orientation === "h" && x1 - x0 >= MIN_LENGTH) h.push({ pos: (y0 + y1) / 2, a: x0, b: x1 });
    if (r.orientation === "v" && y1 - y0 >= MIN_LENGTH) v.push({ pos: (x0 + x1) / 2, a: y0, b: y1 });
  }
  const pageArea = page.width * page.height;
  const rects = page.rects.length <= 2000 ? page.rects : [];
  for (const r of rects) {
    const [x0, y0, x1, y1] = r.bbox;
    if ((x1 - x0) * (y1 - y0) > 0.5 * pageArea) continue;
    // A box inset inside another box is a text highlight or cell padding, not a cell border.
    const inset = rects.some(
      (o) =>
        o !== r &&
        o.bbox[0] <= x0 + 0.5 &&
        o.bbox[1] <= y0 + 0.5 &&
        o.bbox[2] >= x1 - 0.5 &&
        o.bbox[3] >= y1 - 0.5 &&
        (o.bbox[2] - o.bbox[0]) * (o.bbox[3] - o.bbox[1]) > (x1 - x0) * (y1 - y0) + 1,
    );
    if (inset) continue;
    h.push({ pos: y0, a: x0, b: x1 }, { pos: y1, a: x0, b: x1 });
    v.push({ pos: x0, a: y0, b: y1 }, { pos: x1, a: y0, b: y1 });
  }
  return { h: mergeCollinear(h), v: mergeCollinear(v) };
}

/** Merge segments on (nearly) the same line that overlap or touch. */
export function mergeCollinear(segs: Segment[]): Segment[] {
  const sorted = [...segs].sort((p, q) => p.pos - q.pos || p.a - q.a);
  const out: Segment[] = [];
  // Bucket by snapped position, then merge along the line.
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i] as Segment;
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as Segment).pos - start.pos <= SNAP) j++;
    const group = sorted.slice(i, j + 1).sort((p, q) => p.a - q.a);
    const pos = group.reduce((s, g) => s + g.pos, 0) / group.length;
    let cur: Segment | undefined;
    for (const g of group) {
      if (cur && g.a <= cur.b + SNAP) cur.b = Math.max(cur.b, g.b);
      else {
        cur = { pos, a: g.a, b: g.b };
        out.push(cur);
      }
    }
    i = j + 1;
  }
  return out;
}

/** Cluster numbers closer than `tol` and return one representative (mean) per cluster. */
export function clusterPositions(values: number[], tol = SNAP): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  let group: number[] = [];
  for (const v of sorted) {
    if (group.length && v - (group[0] as number) > tol) {
      out.push(group.reduce((s, x) => s + x, 0) / group.length);
      group = [];
    }
    group.push(v);
  }
  if (group.length) out.push(group.reduce((s, x) => s + x, 0) / group.length);
  return out;
}
