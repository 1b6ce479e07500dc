import type { BBox, Line, Page, PositionedDocument, Word } from "../layout/types";

// Small geometric helpers over the positioned model (top-left origin, y down).

export function unionBox(words: readonly { bbox: BBox }[]): BBox {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const w of words) {
    x0 = Math.min(x0, w.bbox[0]);
    y0 = Math.min(y0, w.bbox[1]);
    x1 = Math.max(x1, w.bbox[2]);
    y1 = Math.max(y1, w.bbox[3]);
  }
  return [round(x0), round(y0), round(x1), round(y1)];
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export function height(b: BBox): number {
  return b[3] - b[1];
}

/** Horizontal overlap of two boxes in points (negative: the gap between them). */
export function overlapX(a: BBox, b: BBox): number {
  return Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
}

/** Vertical overlap of two boxes in points (negative: the gap between them). */
export function overlapY(a: BBox, b: BBox): number {
  return Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
}

/** Whether two boxes share some area (touching edges do not). */
export function boxesOverlap(a: BBox, b: BBox): boolean {
  return overlapX(a, b) > 0 && overlapY(a, b) > 0;
}

/** True when b's vertical centre lies inside a's vertical extent (same text row). */
export function sameRow(a: BBox, b: BBox): boolean {
  const c = (b[1] + b[3]) / 2;
  const slack = Math.min(height(a), height(b)) * 0.25;
  return c >= a[1] - slack && c <= a[3] + slack;
}

/** Character offset of each word inside `line.text` (words are joined by one space). */
export function wordOffsets(line: Line): number[] {
  const out: number[] = [];
  let at = 0;
  for (const w of line.words) {
    out.push(at);
    at += w.text.length + 1;
  }
  return out;
}

/** A run of text with the words it came from, so a parsed span maps back to words. */
export interface Segment {
  text: string;
  /** Words and their start offsets in `text`. */
  parts: { word: Word; start: number }[];
}

export function segmentOf(words: readonly Word[]): Segment {
  const parts: Segment["parts"] = [];
  let text = "";
  for (const w of words) {
    if (text) text += " ";
    parts.push({ word: w, start: text.length });
    text += w.text;
  }
  return { text, parts };
}

/** The part of a line from character `from` on (a label's value start) as a segment. */
export function lineTail(line: Line, from: number): Segment {
  const offsets = wordOffsets(line);
  const parts: Segment["parts"] = [];
  line.words.forEach((word, i) => {
    const start = offsets[i] as number;
    if (start + word.text.length > from) parts.push({ word, start: start - from });
  });
  return { text: line.text.slice(from), parts };
}

/** Words of a segment that overlap the character span [start, end). */
export function wordsInSpan(seg: Segment, start: number, end: number): Word[] {
  return seg.parts.filter((p) => p.start < end && p.start + p.word.text.length > start).map((p) => p.word);
}

/** The line of page `page` that holds one of `words` (a candidate's value or label words). */
export function lineHolding(doc: PositionedDocument, page: number, words: readonly Word[]): Line | undefined {
  return doc.pages.find((p) => p.number === page)?.lines.find((l) => words.some((w) => l.words.includes(w)));
}

/**
 * Whether `next` is the line that carries `line` on where its column wrapped it: flush with its
 * left edge (or with `left`, where the column opens inside the line, after its label) to 2 pt, and
 * its baseline at most one line pitch (1.6 font sizes) below.
 */
export function wrapsOnto(line: Line, next: Line, left = line.bbox[0]): boolean {
  return Math.abs(next.bbox[0] - left) <= 2 && next.baseline > line.baseline && next.baseline - line.baseline <= line.fontSize * 1.6;
}

/** Lines of the page on the same row as `line`, to its right, nearest first. */
export function linesRightOf(page: Page, line: Line): Line[] {
  return page.lines.filter((l) => l !== line && l.bbox[0] >= line.bbox[2] - 1 && sameRow(line.bbox, l.bbox)).sort((a, b) => a.bbox[0] - b.bbox[0]);
}

/** Lines below `box` that share its column (overlap or aligned edges), nearest first. */
export function linesBelow(page: Page, box: BBox, maxGap: number): Line[] {
  return page.lines
    .filter((l) => l.bbox[1] >= box[3] - height(box) * 0.3 && l.bbox[1] - box[3] <= maxGap)
    .filter((l) => overlapX(box, l.bbox) > 0 || Math.abs(l.bbox[0] - box[0]) < 4 || Math.abs(l.bbox[2] - box[2]) < 4)
    .sort((a, b) => a.bbox[1] - b.bbox[1]);
}
