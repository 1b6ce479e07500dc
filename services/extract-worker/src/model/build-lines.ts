import { overlap, unionAll } from "./geometry";
import type { Fragment } from "./text-fragments";
import type { Line, Word } from "./types";

export interface LineOptions {
  /** Fragments closer than this (× font size) with no whitespace between are one word. */
  joinGap: number;
  /** A gap wider than this (× font size) ends a line: a column gutter, not a word space. */
  lineGap: number;
}

export const DEFAULT_LINE_OPTIONS: LineOptions = { joinGap: 0.12, lineGap: 1.0 };

function toWord(parts: Fragment[]): Word {
  const first = parts[0] as Fragment;
  // The baseline and size of a word are those of its largest glyphs (a subscript 2 in "CO2"
  // must not pull the word's baseline down).
  let main = first;
  for (const p of parts) if (p.fontSize > main.fontSize) main = p;
  return {
    text: parts.map((p) => p.text).join(""),
    bbox: unionAll(parts.map((p) => p.bbox)),
    baseline: main.baseline,
    fontSize: main.fontSize,
    font: main.font,
    rotated: first.rotated,
  };
}

function toLine(words: Word[]): Line {
  let main = words[0] as Word;
  for (const w of words) if (w.fontSize > main.fontSize) main = w;
  return {
    text: words.map((w) => w.text).join(" "),
    bbox: unionAll(words.map((w) => w.bbox)),
    baseline: main.baseline,
    fontSize: main.fontSize,
    words,
  };
}

interface Row {
  top: number;
  bottom: number;
  baseline: number;
  size: number;
  items: Fragment[];
}

/** Group horizontal fragments into rows that share a baseline (tolerating sub/superscripts). */
function groupRows(fragments: Fragment[]): Row[] {
  const sorted = [...fragments].sort((p, q) => p.baseline - q.baseline || p.bbox[0] - q.bbox[0]);
  const rows: Row[] = [];
  for (const f of sorted) {
    const h = f.bbox[3] - f.bbox[1];
    let target: Row | undefined;
    // Only the last few rows can still match: the input is sorted by baseline.
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 3); i--) {
      const r = rows[i] as Row;
      const ov = overlap(r.top, r.bottom, f.bbox[1], f.bbox[3]);
      const minH = Math.min(h, r.bottom - r.top);
      if (ov >= 0.5 * minH && Math.abs(f.baseline - r.baseline) <= 0.5 * Math.max(f.fontSize, r.size)) {
        target = r;
        break;
      }
    }
    if (target) {
      target.items.push(f);
      target.top = Math.min(target.top, f.bbox[1]);
      target.bottom = Math.max(target.bottom, f.bbox[3]);
      if (f.fontSize > target.size) {
        target.size = f.fontSize;
        target.baseline = f.baseline;
      }
    } else {
      rows.push({ top: f.bbox[1], bottom: f.bbox[3], baseline: f.baseline, size: f.fontSize, items: [f] });
    }
  }
  return rows;
}

/** Fragments of one row → words → lines (split at gutters). */
function rowToLines(row: Row, opts: LineOptions): Line[] {
  const items = [...row.items].sort((p, q) => p.bbox[0] - q.bbox[0]);
  const words: Word[] = [];
  let parts: Fragment[] = [];
  for (const f of items) {
    const prev = parts[parts.length - 1];
    if (prev) {
      const gap = f.bbox[0] - prev.bbox[2];
      const size = Math.max(prev.fontSize, f.fontSize);
      if (prev.spaceAfter || gap > opts.joinGap * size) {
        words.push(toWord(parts));
        parts = [];
      }
    }
    parts.push(f);
  }
  if (parts.length) words.push(toWord(parts));

  const lines: Line[] = [];
  let current: Word[] = [];
  for (const w of words) {
    const prev = current[current.length - 1];
    if (prev && w.bbox[0] - prev.bbox[2] > opts.lineGap * Math.max(prev.fontSize, w.fontSize)) {
      lines.push(toLine(current));
      current = [];
    }
    current.push(w);
  }
  if (current.length) lines.push(toLine(current));
  return lines;
}

/** Build lines (unordered) from the page's fragments. */
export function buildLines(fragments: Fragment[], opts: LineOptions = DEFAULT_LINE_OPTIONS): Line[] {
  const horizontal = fragments.filter((f) => !f.rotated);
  const lines = groupRows(horizontal).flatMap((r) => rowToLines(r, opts));
  // Rotated text (axis labels, vertical headers) keeps one line per fragment: its order along
  // a rotated baseline is rarely needed and never mixes with horizontal rows.
  for (const f of fragments) {
    if (f.rotated) lines.push(toLine([toWord([f])]));
  }
  return lines;
}
