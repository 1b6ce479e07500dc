import { overlap } from "./geometry";
import type { BBox } from "./types";

/** Anything printed on a baseline: text fragments while lines are built, words when tables are read. */
export interface OnBaseline {
  bbox: BBox;
  baseline: number;
  fontSize: number;
}

export interface BaselineRow<T extends OnBaseline> {
  top: number;
  bottom: number;
  /** Baseline of the row's largest text (sub- and superscripts do not move it). */
  baseline: number;
  /** Largest font size in the row. */
  size: number;
  items: T[];
}

/**
 * Groups items into rows that share a baseline, top to bottom, items in reading order of arrival.
 * An item joins a row when their baselines differ by at most `tolerance` × the larger font size and
 * their vertical extents overlap by at least `tolerance` × the shorter one. Lines use 0.5, which
 * keeps sub/superscripts on their line; table rows use 0.4, which keeps two tight table rows apart.
 */
export function baselineRows<T extends OnBaseline>(items: readonly T[], tolerance: number): BaselineRow<T>[] {
  const sorted = [...items].sort((p, q) => p.baseline - q.baseline || p.bbox[0] - q.bbox[0]);
  const rows: BaselineRow<T>[] = [];
  for (const it of sorted) {
    const h = it.bbox[3] - it.bbox[1];
    let target: BaselineRow<T> | undefined;
    // Only the last few rows can still match: the input is sorted by baseline.
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 3); i--) {
      const r = rows[i] as BaselineRow<T>;
      const minH = Math.min(h, r.bottom - r.top);
      if (
        overlap(r.top, r.bottom, it.bbox[1], it.bbox[3]) >= tolerance * minH &&
        Math.abs(it.baseline - r.baseline) <= tolerance * Math.max(it.fontSize, r.size)
      ) {
        target = r;
        break;
      }
    }
    if (target) {
      target.items.push(it);
      target.top = Math.min(target.top, it.bbox[1]);
      target.bottom = Math.max(target.bottom, it.bbox[3]);
      if (it.fontSize > target.size) {
        target.size = it.fontSize;
        target.baseline = it.baseline;
      }
    } else {
      rows.push({ top: it.bbox[1], bottom: it.bbox[3], baseline: it.baseline, size: it.fontSize, items: [it] });
    }
  }
  return rows;
}
