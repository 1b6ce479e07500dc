import { baselineRows, type BaselineRow } from "./baseline-rows";
import { unionAll } from "./geometry";
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

/** Fragments of one row → words → lines (split at gutters). */
function rowToLines(row: BaselineRow<Fragment>, opts: LineOptions): Line[] {
  const items = [...row.items].sort((p, q) => p.bbox[0] - q.bbox[0]);
  const words: Word[] = [];
  // Letter pitch of each word set tracked (0 otherwise): the space after it is wider by as much.
  const pitches: number[] = [];
  let parts: Fragment[] = [];
  const close = () => {
    words.push(toWord(parts));
    pitches.push(Math.max(0, ...parts.map((p) => p.pitch ?? 0)));
    parts = [];
  };
  for (const f of items) {
    const prev = parts[parts.length - 1];
    if (prev) {
      const gap = f.bbox[0] - prev.bbox[2];
      const size = Math.max(prev.fontSize, f.fontSize);
      if (prev.spaceAfter || gap > opts.joinGap * size) close();
    }
    parts.push(f);
  }
  if (parts.length) close();

  const lines: Line[] = [];
  let current: Word[] = [];
  words.forEach((w, i) => {
    const prev = current[current.length - 1];
    const gutter = opts.lineGap * Math.max(prev?.fontSize ?? 0, w.fontSize) + Math.max(pitches[i - 1] ?? 0, pitches[i]!);
    if (prev && w.bbox[0] - prev.bbox[2] > gutter) {
      lines.push(toLine(current));
      current = [];
    }
    current.push(w);
  });
  if (current.length) lines.push(toLine(current));
  return lines;
}

/** Build lines (unordered) from the page's fragments. */
export function buildLines(fragments: Fragment[], opts: LineOptions = DEFAULT_LINE_OPTIONS): Line[] {
  const horizontal = fragments.filter((f) => !f.rotated);
  const lines = baselineRows(horizontal, 0.5).flatMap((r) => rowToLines(r, opts));
  // Rotated text (axis labels, vertical headers) keeps one line per fragment: its order along
  // a rotated baseline is rarely needed and never mixes with horizontal rows.
  for (const f of fragments) {
    if (f.rotated) lines.push(toLine([toWord([f])]));
  }
  return lines;
}
