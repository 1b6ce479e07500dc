import { baselineRows } from "../layout/baseline-rows";
import type { Word } from "../layout/types";

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

/** Left and right edge of a segment's words. */
export const segmentEnds = (seg: Word[]) => [(seg[0] as Word).bbox[0], (seg[seg.length - 1] as Word).bbox[2]] as const;

/** Column edges closer than this (pt) line up. */
export const ALIGN_TOL = 2.5;
export const HANGING_INDENT = 2; // × font size: how far a label's wrapped lines may start right of its first

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

/** × the host's font size: a superscript is this much smaller at least, raised at most this far. */
const SUPERSCRIPT_SIZE = 0.85;
const SUPERSCRIPT_RISE = 0.6;

/**
 * A footnote reference set as a superscript right after a word ("4,944ᵉ", "2019ᵖ") is raised off
 * the word's baseline, often far enough to read as a row of its own above the row it belongs to:
 * it is put on its host word's baseline.
 */
function superscriptsLowered(words: Word[]): Word[] {
  const largest = Math.max(0, ...words.map((w) => w.fontSize));
  return words.map((w) => {
    if (w.fontSize > SUPERSCRIPT_SIZE * largest) return w;
    const host = words.find(
      (v) =>
        v !== w &&
        w.fontSize <= SUPERSCRIPT_SIZE * v.fontSize &&
        Math.abs(w.bbox[0] - v.bbox[2]) <= 1 &&
        w.baseline < v.baseline - 0.5 &&
        v.baseline - w.baseline <= SUPERSCRIPT_RISE * v.fontSize,
    );
    return host ? { ...w, baseline: host.baseline, bbox: [w.bbox[0], host.bbox[1], w.bbox[2], host.bbox[3]] } : w;
  });
}

/** Group horizontal words into rows by baseline, top to bottom. */
export function textRows(words: Word[]): TextRow[] {
  const rows = baselineRows(superscriptsLowered(words.filter((w) => !w.rotated)), 0.4);
  return rows
    .map((r) => {
      const ws = r.items.sort((a, b) => a.bbox[0] - b.bbox[0]);
      return {
        top: r.top,
        bottom: r.bottom,
        baseline: r.baseline,
        size: r.size,
        words: ws,
        x0: Math.min(...ws.map((w) => w.bbox[0])),
        x1: Math.max(...ws.map((w) => w.bbox[2])),
        segments: segmentsOf(ws),
      };
    })
    .sort((a, b) => a.top - b.top);
}
