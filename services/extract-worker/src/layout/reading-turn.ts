import { multiply, uprightToDisplayed, type Matrix, type Turn } from "./geometry";
import type { RawTextItem } from "./text-fragments";
import type { BBox } from "./types";

// A page whose text runs sideways or upside down as displayed: a portrait invoice saved turned
// (/Rotate 90 over upright content), a landscape table set sideways on a portrait page. Read in
// display coordinates, every word of such a page stands on a line of its own, and the rules pair
// what is left ("15" of "15 days" as a total, a phone number's digits as an invoice number). So
// the page is read in the frame its text is upright in, like a person turning the sheet, and the
// boxes returned to the caller are turned back onto the displayed page (displayBox).

export type { Turn };

/** Share of a page's characters that must run one way before the page is turned to read them. */
const DOMINANT = 0.6;
/** Fewer characters than this (a stamp, a margin note) never turn a page. */
const MIN_CHARS = 20;

/** The quarter turn (clockwise, of the text as displayed) that most of the page's characters run in. */
export function readingTurn(items: readonly RawTextItem[], view: Matrix): Turn {
  const weight: Record<Turn, number> = { 0: 0, 90: 0, 180: 0, 270: 0 };
  for (const item of items) {
    const chars = item.str.replace(/\s/g, "").length;
    if (!chars) continue;
    const [a, b] = item.transform as Matrix;
    // The writing direction on the displayed page: the view's linear part applied to (a, b).
    const dx = view[0] * a + view[2] * b;
    const dy = view[1] * a + view[3] * b;
    const turn: Turn = Math.abs(dx) >= Math.abs(dy) ? (dx >= 0 ? 0 : 180) : dy > 0 ? 90 : 270;
    weight[turn] += chars;
  }
  const total = weight[0] + weight[90] + weight[180] + weight[270];
  if (total < MIN_CHARS) return 0;
  const [best] = ([90, 180, 270] as const).filter((t) => weight[t] >= DOMINANT * total);
  return best ?? 0;
}

/**
 * The view that shows the page turned so its text reads left to right: `view` followed by the turn
 * back, with the turned page's size. `width` and `height` are the displayed page's.
 */
export function turnedView(view: Matrix, turn: Turn, width: number, height: number): { view: Matrix; width: number; height: number } {
  // Display (x, y), y down → reading frame. Text running down (90) reads along +y: X = y, Y = W − x.
  const back: Record<Turn, Matrix> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, -1, 1, 0, 0, width],
    180: [-1, 0, 0, -1, width, height],
    270: [0, 1, -1, 0, height, 0],
  };
  return { view: multiply(view, back[turn]), width: turn % 180 ? height : width, height: turn % 180 ? width : height };
}

/**
 * A box of the turned page (`width` × `height` as read) on the page as displayed. Text running
 * `turn` degrees clockwise was read with the page turned back, (360 − turn) degrees clockwise.
 */
export function displayBox(box: BBox, turn: Turn, width: number, height: number): BBox {
  const sideways = turn % 180 !== 0;
  return uprightToDisplayed(box, ((360 - turn) % 360) as Turn, sideways ? height : width, sideways ? width : height);
}
