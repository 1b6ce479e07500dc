import { apply, boundsOf, IDENTITY, multiply, type Matrix } from "./geometry";
import type { BBox, Rect, Ruling } from "./types";

// Rulings and rectangles from a pdf.js operator list. pdf.js 5 folds every path into one
// `constructPath` op: [paintOp, [Float32Array of DrawOPS], minMax], with coordinates in the user
// space of the CTM in force, so we replay save/restore/transform (and form XObject matrices).

/** The pdf.js OPS codes we read (passed in so this module stays free of the pdf.js import). */
export interface OpsCodes {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  setFillRGBColor: number;
  setStrokeRGBColor: number;
  stroke: number;
  closeStroke: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** A filled rectangle thinner than this (pt) is drawn as a line: many generators rule that way. */
export const RULING_MAX_THICKNESS = 3;
/** Segments must be axis-aligned within this slope tolerance (pt of drift over the segment). */
const AXIS_TOLERANCE = 1;
/** Vector-heavy pages (maps, charts) are not tables; stop collecting past this many shapes. */
const MAX_SHAPES = 20_000;

const DRAW_MOVE = 0;
const DRAW_LINE = 1;
const DRAW_CURVE = 2;
const DRAW_QUAD = 3;
const DRAW_CLOSE = 4;

type Pt = [number, number];

/** Subpaths of a DrawOPS buffer, transformed to page display coordinates. Curves break segments. */
function subpaths(data: ArrayLike<number>, m: Matrix): Array<{ points: Pt[]; closed: boolean; curved: boolean }> {
  const out: Array<{ points: Pt[]; closed: boolean; curved: boolean }> = [];
  let cur: { points: Pt[]; closed: boolean; curved: boolean } | null = null;
  for (let i = 0; i < data.length;) {
    const op = data[i++] as number;
    if (op === DRAW_MOVE) {
      cur = { points: [apply(m, data[i] as number, data[i + 1] as number)], closed: false, curved: false };
      out.push(cur);
      i += 2;
    } else if (op === DRAW_LINE) {
      cur?.points.push(apply(m, data[i] as number, data[i + 1] as number));
      i += 2;
    } else if (op === DRAW_CURVE) {
      if (cur) cur.curved = true;
      cur?.points.push(apply(m, data[i + 4] as number, data[i + 5] as number));
      i += 6;
    } else if (op === DRAW_QUAD) {
      if (cur) cur.curved = true;
      cur?.points.push(apply(m, data[i + 2] as number, data[i + 3] as number));
      i += 4;
    } else if (op === DRAW_CLOSE) {
      if (cur) cur.closed = true;
    } else {
      break; // unknown op: stop rather than misread the buffer
    }
  }
  return out;
}

function isAxisRect(points: Pt[]): BBox | null {
  const pts = points.length === 5 && near(points[0] as Pt, points[4] as Pt) ? points.slice(0, 4) : points;
  if (pts.length !== 4) return null;
  for (let i = 0; i < 4; i++) {
    const p = pts[i] as Pt;
    const q = pts[(i + 1) % 4] as Pt;
    if (Math.abs(p[0] - q[0]) > AXIS_TOLERANCE && Math.abs(p[1] - q[1]) > AXIS_TOLERANCE) return null;
  }
  return boundsOf(pts);
}

function near(p: Pt, q: Pt): boolean {
  return Math.abs(p[0] - q[0]) < 0.01 && Math.abs(p[1] - q[1]) < 0.01;
}

function isWhite(color: string | undefined): boolean {
  return color !== undefined && color.toLowerCase() === "#ffffff";
}

export function extractGraphics(list: OperatorList, { ops, view }: { ops: OpsCodes; view: Matrix }): { rulings: Ruling[]; rects: Rect[] } {
  const rulings: Ruling[] = [];
  const rects: Rect[] = [];
  let ctm: Matrix = IDENTITY;
  let fillColor: string | undefined;
  let strokeColor: string | undefined;
  const stack: Array<{ ctm: Matrix; fillColor?: string; strokeColor?: string }> = [];
  const strokeOps = new Set([ops.stroke, ops.closeStroke, ops.fillStroke, ops.eoFillStroke, ops.closeFillStroke, ops.closeEOFillStroke]);
  const fillOps = new Set([ops.fill, ops.eoFill, ops.fillStroke, ops.eoFillStroke, ops.closeFillStroke, ops.closeEOFillStroke]);

  const addSegment = (p: Pt, q: Pt) => {
    if (Math.abs(p[1] - q[1]) <= AXIS_TOLERANCE && Math.abs(p[0] - q[0]) > AXIS_TOLERANCE) {
      const y = (p[1] + q[1]) / 2;
      rulings.push({ orientation: "h", bbox: [Math.min(p[0], q[0]), y, Math.max(p[0], q[0]), y] });
    } else if (Math.abs(p[0] - q[0]) <= AXIS_TOLERANCE && Math.abs(p[1] - q[1]) > AXIS_TOLERANCE) {
      const x = (p[0] + q[0]) / 2;
      rulings.push({ orientation: "v", bbox: [x, Math.min(p[1], q[1]), x, Math.max(p[1], q[1])] });
    }
  };

  const n = list.fnArray.length;
  for (let k = 0; k < n && rulings.length + rects.length < MAX_SHAPES; k++) {
    const fn = list.fnArray[k];
    const args = list.argsArray[k] as unknown[] | null;
    if (fn === ops.save) stack.push({ ctm, fillColor, strokeColor });
    else if (fn === ops.restore) {
      const s = stack.pop();
      if (s) ({ ctm, fillColor, strokeColor } = s);
    } else if (fn === ops.transform && args) ctm = multiply(args as Matrix, ctm);
    else if (fn === ops.paintFormXObjectBegin && args) {
      stack.push({ ctm, fillColor, strokeColor });
      const m = args[0] as number[] | null;
      if (m && m.length === 6) ctm = multiply(m as Matrix, ctm);
    } else if (fn === ops.paintFormXObjectEnd) {
      const s = stack.pop();
      if (s) ({ ctm, fillColor, strokeColor } = s);
    } else if (fn === ops.setFillRGBColor && args) fillColor = String(args[0]);
    else if (fn === ops.setStrokeRGBColor && args) strokeColor = String(args[0]);
    else if (fn === ops.constructPath && args) {
      const paint = args[0] as number;
      const data = (args[1] as unknown[] | undefined)?.[0] as ArrayLike<number> | null | undefined;
      if (!data || typeof data !== "object" || !("length" in data)) continue;
      const stroked = strokeOps.has(paint) && !isWhite(strokeColor);
      const filled = fillOps.has(paint) && !isWhite(fillColor);
      if (!stroked && !filled) continue;
      const m = multiply(ctm, view);
      for (const sp of subpaths(data, m)) {
        const box = sp.curved ? null : isAxisRect(sp.points);
        if (box) {
          const w = box[2] - box[0];
          const h = box[3] - box[1];
          if (filled && h <= RULING_MAX_THICKNESS && w > h) {
            rulings.push({ orientation: "h", bbox: box });
            continue;
          }
          if (filled && w <= RULING_MAX_THICKNESS && h > w) {
            rulings.push({ orientation: "v", bbox: box });
            continue;
          }
          rects.push({ bbox: box, filled, stroked });
        }
        if (stroked && !sp.curved) {
          const pts = sp.points;
          for (let i = 1; i < pts.length; i++) addSegment(pts[i - 1] as Pt, pts[i] as Pt);
          if (sp.closed && pts.length > 2) addSegment(pts[pts.length - 1] as Pt, pts[0] as Pt);
        }
      }
    }
  }
  return { rulings, rects };
}
