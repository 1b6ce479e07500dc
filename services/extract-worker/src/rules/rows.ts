import { median } from "../layout/geometry";
import type { Line, Page, Word } from "../layout/types";
import { height, overlapX, overlapY } from "./geometry";

// A page read as rows: one printed line across the paper, whatever gaps the printer (or OCR) left
// between its parts ("Total" … "9.00" are two Lines of the model but one row). The receipt rules,
// the till items and the rows of an item table (items/line-items.ts) read these.

export interface Row {
  page: number;
  text: string;
  words: Word[];
  /** The Lines the row is made of, left to right. */
  parts: Line[];
  top: number;
  bottom: number;
}

/**
 * Lines whose vertical extents overlap by half the shorter height share a row — unless one stands
 * over the other: parts of one row sit side by side, while two lines of a skewed scan overlap in
 * height and share their width.
 */
function sameRow(a: Line, b: Line): boolean {
  const shorter = Math.min(height(a.bbox), height(b.bbox));
  const narrower = Math.min(a.bbox[2] - a.bbox[0], b.bbox[2] - b.bbox[0]);
  return shorter > 0 && overlapY(a.bbox, b.bbox) >= 0.5 * shorter && !(narrower > 0 && overlapX(a.bbox, b.bbox) > 0.5 * narrower);
}

/** A line taller than this many times the page's median line is a speck, a stamp or a heading: it never bridges two rows. */
const TALL_LINE = 2.5;

/** The page's rows (of the lines `within` keeps, all by default), top to bottom. */
export function pageRows(page: Page, within: (line: Line) => boolean = () => true): Row[] {
  const lines = page.lines.filter(within).sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  const usual = median(lines.map((l) => height(l.bbox)));
  const tall = (l: Line) => height(l.bbox) > TALL_LINE * usual;
  // Rows are built from lines of ordinary height first: a tall mark OCR read across two printed
  // rows (a blot beside "Cash Tendered" and "Change") would otherwise chain them into one. Each
  // tall line then joins the row it overlaps most, or stands alone.
  const rows: Line[][] = [];
  for (const line of lines.filter((l) => !tall(l))) {
    const row = rows.find((r) => r.some((l) => sameRow(l, line)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  for (const line of lines.filter(tall)) {
    const overlap = (r: Line[]) => Math.max(...r.map((l) => overlapY(l.bbox, line.bbox)));
    const row = rows.filter((r) => r.some((l) => sameRow(l, line))).sort((a, b) => overlap(b) - overlap(a))[0];
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows
    .map((parts) => {
      parts.sort((a, b) => a.bbox[0] - b.bbox[0]);
      const words = parts.flatMap((p) => p.words);
      return {
        page: page.number,
        text: parts.map((p) => p.text).join(" "),
        words,
        parts,
        top: Math.min(...parts.map((p) => p.bbox[1])),
        bottom: Math.max(...parts.map((p) => p.bbox[3])),
      };
    })
    .sort((a, b) => a.top - b.top);
}
