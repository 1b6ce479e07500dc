import type { BBox, Line, Page } from "../layout/types";
import { height } from "./geometry";

// A form's box labelled in its top-left corner ("Subtotal" set small at the top of a frame, the value
// typed below it): the value belongs to the label however the box aligns it — an amount right-aligned
// far from under the label, which a column test would refuse. Only a frame that the label opens (no
// text above it inside, a corner, at most a few label heights tall) counts; an empty box yields no
// lines, so nothing beneath the box is read for it.

const INSET = 1.5;

/** The lines inside the frame whose corner `label` sits in, below it, top first; null when no such frame holds it. */
export function cornerFrameLines(page: Page, label: BBox): Line[] | null {
  const h = height(label);
  const inside = (box: BBox, frame: BBox) =>
    box[0] >= frame[0] - INSET && box[2] <= frame[2] + INSET && box[1] >= frame[1] - INSET && box[3] <= frame[3] + INSET;
  const frame = page.rects
    .map((r) => r.bbox)
    .filter(
      (f) => inside(label, f) && label[1] - f[1] <= 1.5 * h && label[0] - f[0] <= 3 * h && height(f) <= 6 * h && f[2] - f[0] > (label[2] - label[0]) * 1.5,
    )
    .sort((a, b) => height(a) - height(b))[0];
  if (!frame) return null;
  const held = page.lines.filter((l) => inside(l.bbox, frame));
  if (held.some((l) => l.bbox[1] < label[1] - 0.5 && l.bbox[3] <= label[3])) return null;
  return held.filter((l) => l.bbox[1] >= label[3] - h * 0.3).sort((a, b) => a.bbox[1] - b.bbox[1]);
}
