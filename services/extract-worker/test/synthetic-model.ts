import type { BBox, Line, Page, PositionedDocument, Word } from "../src/layout/types";

// Hand-built positioned models for rule tests: each cell is a run of words at (x, y) in a
// fixed-pitch font (every character 0.5 × size wide), so boxes are predictable.

export interface CellSpec {
  text: string;
  x: number;
  /** Top of the text. */
  y: number;
  size?: number;
  /** Advance per character in em (0.5 by default; a logo's letter-spaced capitals stand about twice as far apart). */
  pitch?: number;
  /** The font resource id ("f1" by default): a bold header and its regular body are two fonts. */
  font?: string;
}

function words(spec: CellSpec): Word[] {
  const size = spec.size ?? 10;
  const out: Word[] = [];
  let x = spec.x;
  for (const part of spec.text.split(" ")) {
    if (part) {
      const w = part.length * size * (spec.pitch ?? 0.5);
      out.push({ text: part, bbox: [x, spec.y, x + w, spec.y + size], baseline: spec.y + size * 0.8, fontSize: size, font: spec.font ?? "f1", rotated: false });
      x += w;
    }
    x += size * 0.25;
  }
  return out;
}

export function line(spec: CellSpec): Line {
  const ws = words(spec);
  const bbox: BBox = [ws[0]!.bbox[0], ws[0]!.bbox[1], ws[ws.length - 1]!.bbox[2], ws[0]!.bbox[3]];
  return { text: ws.map((w) => w.text).join(" "), bbox, baseline: ws[0]!.baseline, fontSize: ws[0]!.fontSize, words: ws };
}

export function page(cells: CellSpec[], number = 1): Page {
  const lines = cells.map(line).sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  return {
    number,
    width: 595,
    height: 842,
    rotation: 0,
    hasTextLayer: true,
    lines,
    words: lines.flatMap((l) => l.words),
    rulings: [],
    rects: [],
    text: lines.map((l) => l.text).join("\n"),
  };
}

export function doc(...pages: CellSpec[][]): PositionedDocument {
  return { pageCount: pages.length, encrypted: false, pages: pages.map((cells, i) => page(cells, i + 1)) };
}

/** True when every word of the page whose text appears in `text` at that box lies inside `box`. */
export function boxHolds(p: Page, box: BBox, text: string): boolean {
  const inside = p.words.filter((w) => w.bbox[0] >= box[0] - 0.01 && w.bbox[1] >= box[1] - 0.01 && w.bbox[2] <= box[2] + 0.01 && w.bbox[3] <= box[3] + 0.01);
  return inside.map((w) => w.text).join(" ") === text;
}
