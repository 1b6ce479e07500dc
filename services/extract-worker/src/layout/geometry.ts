import type { BBox } from "./types";

/** A PDF affine matrix [a, b, c, d, e, f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** A quarter turn, clockwise, in degrees. */
export type Turn = 0 | 90 | 180 | 270;

/**
 * A box of a page turned `turn` degrees clockwise to stand upright, put back on the page as
 * displayed (`width` × `height`, the displayed page's size). OCR reads a rotated scan upright and
 * the layout reads sideways text upright; both answer with boxes on the displayed page.
 */
export function uprightToDisplayed(box: BBox, turn: Turn, width: number, height: number): BBox {
  const [u0, v0, u1, v1] = box;
  if (turn === 90) return [v0, height - u1, v1, height - u0];
  if (turn === 180) return [width - u1, height - v1, width - u0, height - v0];
  if (turn === 270) return [width - v1, u0, width - v0, u1];
  return box;
}

/** m1 applied first, then m2 (the PDF `cm` convention: new CTM = m1 × CTM). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Axis-aligned box around points given as [x, y] pairs. */
export function boundsOf(points: ReadonlyArray<readonly [number, number]>): BBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

export function union(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

export function unionAll(boxes: readonly BBox[]): BBox {
  let out: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) out = union(out, b);
  return out;
}

/** The upper median of `values` (0 when there are none). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
}

/** Length of the overlap of [a0, a1] and [b0, b1] (0 when disjoint). */
export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** Round to 1/100 pt: enough for layout, and keeps JSON output stable and short. */
export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

export function roundBox(b: BBox): BBox {
  return [round2(b[0]), round2(b[1]), round2(b[2]), round2(b[3])];
}
