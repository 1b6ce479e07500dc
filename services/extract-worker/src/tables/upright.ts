import type { BBox, Page, Rect, Ruling, Word } from "../layout/types";

// Tables printed sideways (landscape tables on portrait pages) have every word on a vertical
// baseline. Turning those words, and the page's rulings and rectangles with them, into an upright
// frame lets the same lattice and stream code read them; boxes found there are turned back.

/** Which way a vertical word reads: "down" = top to bottom (turned clockwise), "up" = bottom to top. */
export type Direction = "down" | "up";

/**
 * The baseline of a word turned clockwise lies near its left edge (its glyphs' tops point right);
 * turned anticlockwise, near its right edge. `baseline` of a rotated word is that x.
 */
export function directionOf(w: Word): Direction {
  return w.baseline - w.bbox[0] <= w.bbox[2] - w.baseline ? "down" : "up";
}

export interface UprightView {
  page: Page;
  words: Word[];
  /** The page's word each of `words` was turned from (same index). */
  sources: Word[];
  /** Maps a box of the upright frame back to the page. */
  toPage(box: BBox): BBox;
}

/** At least this many words reading one way before a sideways table is looked for. */
const MIN_WORDS = 8;

function turnBox(dir: Direction, W: number, H: number, [x0, y0, x1, y1]: BBox): BBox {
  // down: x' = y, y' = W − x.  up: x' = H − y, y' = x.
  return dir === "down" ? [y0, W - x1, y1, W - x0] : [H - y1, x0, H - y0, x1];
}

function unturnBox(dir: Direction, W: number, H: number, [a0, b0, a1, b1]: BBox): BBox {
  return dir === "down" ? [W - b1, a0, W - b0, a1] : [b0, H - a1, b1, H - a0];
}

/** Upright views of a page's sideways text, one per reading direction that has enough words. */
export function uprightViews(page: Page): UprightView[] {
  const W = page.width;
  const H = page.height;
  const views: UprightView[] = [];
  for (const dir of ["down", "up"] as const) {
    // A vertical word is about one font size wide (upside-down text is "rotated" too, but wide).
    const own = page.words.filter((w) => w.rotated && w.bbox[2] - w.bbox[0] <= 1.8 * w.fontSize && directionOf(w) === dir);
    if (own.length < MIN_WORDS) continue;
    const words: Word[] = own.map((w) => {
      const bbox = turnBox(dir, W, H, w.bbox);
      return { ...w, bbox, baseline: dir === "down" ? W - w.baseline : w.baseline, rotated: false };
    });
    const rulings: Ruling[] = page.rulings.map((r) => ({ orientation: r.orientation === "h" ? "v" : "h", bbox: turnBox(dir, W, H, r.bbox) }));
    const rects: Rect[] = page.rects.map((r) => ({ ...r, bbox: turnBox(dir, W, H, r.bbox) }));
    views.push({
      page: { ...page, width: H, height: W, lines: [], words, rulings, rects, text: "" },
      words,
      sources: own,
      toPage: (box) => unturnBox(dir, W, H, box),
    });
  }
  return views;
}
