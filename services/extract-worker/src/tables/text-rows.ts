import { overlap } from "../model/geometry";
import type { Word } from "../model/types";

/** Words sharing a baseline, split into segments at gaps wider than a word space. */
export interface TextRow {
  top: number;
  bottom: number;
  baseline: number;
  size: number;
  x0: number;
  x1: number;
  words: Word[];
  /** Runs of words separated by gaps wider than SEGMENT_GAP × font size. */
  segments: Word[][];
}

/** Column edges closer than this (pt) line up. */
export const ALIGN_TOL = 2.5;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
}

/** A gap this wide (× font size) between words of one row separates table cells. */
export const SEGMENT_GAP = 0.9;

export function segmentsOf(words: Word[], gap = SEGMENT_GAP): Word[][] {
  const out: Word[][] = [];
  for (const w of words) {
    const seg = out[out.length - 1];
    const prev = seg?.[seg.length - 1];
    if (seg && prev && w.bbox[0] - prev.bbox[2] <= gap * Math.max(w.fontSize, prev.fontSize)) seg.push(w);
    else out.push([w]);
  }
  return out;
}

/** Group horizontal words into rows by baseline, top to bottom. */
export function textRows(words: Word[]): TextRow[] {
  const sorted = words.filter((w) => !w.rotated).sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0]);
  const rows: Array<{ top: number; bottom: number; baseline: number; size: number; words: Word[] }> = [];
  for (const w of sorted) {
    let target;
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 3); i--) {
      const r = rows[i];
      if (!r) continue;
      const h = Math.min(w.bbox[3] - w.bbox[1], r.bottom - r.top);
      if (
        Math.abs(w.baseline - r.baseline) <= 0.4 * Math.max(w.fontSize, r.size) &&
        overlap(r.top, r.bottom, w.bbox[1], w.bbox[3]) >= 0.4 * h
      ) {
        target = r;
        break;
      }
    }
    if (target) {
      target.words.push(w);
      target.top = Math.min(target.top, w.bbox[1]);
      target.bottom = Math.max(target.bottom, w.bbox[3]);
      target.size = Math.max(target.size, w.fontSize);
    } else rows.push({ top: w.bbox[1], bottom: w.bbox[3], baseline: w.baseline, size: w.fontSize, words: [w] });
  }
  return rows
    .map((r) => {
      const ws = r.words.sort((a, b) => a.bbox[0] - b.bbox[0]);
      return {
        ...r,
        words: ws,
        x0: Math.min(...ws.map((w) => w.bbox[0])),
        x1: Math.max(...ws.map((w) => w.bbox[2])),
        segments: segmentsOf(ws),
      };
    })
    .sort((a, b) => a.top - b.top);
}
