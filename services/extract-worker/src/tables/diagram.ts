import type { BBox, Page, Word } from "../layout/types";
import type { PageTable } from "./types";

// Flowcharts and organisation charts set their labels in outlined boxes that stand apart from one
// another. Their labels can line up like a table's columns, but a table's cells are not drawn as
// separate outlined boxes: an unruled "table" whose text sits mostly in such boxes is a diagram.

const APART = 2; // pt: boxes closer than this touch (a grid's cells share their edges)

const touches = (a: BBox, b: BBox) => a[0] <= b[2] + APART && b[0] <= a[2] + APART && a[1] <= b[3] + APART && b[1] <= a[3] + APART;

/** Outlined (not filled) boxes that touch no other box. */
export function isolatedBoxes(page: Page): BBox[] {
  const area = page.width * page.height;
  const boxes = page.rects.filter((r) => (r.bbox[2] - r.bbox[0]) * (r.bbox[3] - r.bbox[1]) < 0.2 * area);
  return boxes.filter((r, i) => r.stroked && !r.filled && !boxes.some((o, k) => k !== i && touches(r.bbox, o.bbox))).map((r) => r.bbox);
}

/** Does most of the table's text sit in three or more separate outlined boxes? */
export function isDiagram(table: PageTable, words: Word[], boxes: BBox[]): boolean {
  if (boxes.length < 3) return false;
  const [x0, y0, x1, y1] = table.bbox;
  const centre = (w: Word) => [(w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2] as const;
  const inside = words.filter((w) => {
    const [cx, cy] = centre(w);
    return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
  });
  const hit = new Set<number>();
  let boxed = 0;
  for (const w of inside) {
    const [cx, cy] = centre(w);
    const k = boxes.findIndex((b) => cx >= b[0] && cx <= b[2] && cy >= b[1] && cy <= b[3]);
    if (k >= 0) {
      boxed++;
      hit.add(k);
    }
  }
  return hit.size >= 3 && boxed >= 0.5 * inside.length;
}
