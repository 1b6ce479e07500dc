import type { Word } from "../layout/types";
import { FIGURE } from "./figures";

// Financial statements set the dollar sign of a block's first and total figures apart, at the left
// edge of the figure's cell ("$      1,204"). Down the table those signs line up into a column of
// their own, which is no column: the sign belongs to the figure beside it. A column whose cells
// under the header are all a lone currency sign, each with a figure right of it, joins the column
// on its right (the header above it, split by the sign's column, joins too; so does a sign with a
// figure read into its column beside an empty slot: a figure wider than the others of its column).
// A sign set closer to the figure before it than to its own (narrow cell padding) ends up in the
// wrong cell: it moves to its figure.

const SIGN = /^[$€£¥]$/;
const signed = (text: string) => SIGN.test(text.slice(0, 1)) && text[1] === " " && FIGURE.test(text.slice(2));

export function joinCurrencyColumns(rows: string[][]): string[][] {
  let out = rows;
  for (let c = (out[0]?.length ?? 0) - 2; c >= 0; c--) {
    const first = out.findIndex((r) => SIGN.test(r[c] ?? ""));
    if (first < 0) continue;
    const below = out.slice(first).filter((r) => r[c]);
    const signs = below.every((r) => (SIGN.test(r[c] as string) ? FIGURE.test(r[c + 1] ?? "") : signed(r[c] as string) && !r[c + 1]));
    if (!signs || below.length < 2) continue;
    out = out.map((r) => [...r.slice(0, c), [r[c], r[c + 1]].filter(Boolean).join(" "), ...r.slice(c + 2)]);
  }
  return out;
}

/** A currency sign ending a cell after a figure, where the next cell starts with a figure, moves to that cell. */
export function signsToTheirFigures(cells: Word[][]): void {
  for (let c = 0; c + 1 < cells.length; c++) {
    const here = (cells[c] as Word[]).sort((a, b) => a.bbox[0] - b.bbox[0]);
    const next = (cells[c + 1] as Word[]).sort((a, b) => a.bbox[0] - b.bbox[0]);
    const sign = here[here.length - 1];
    const before = here[here.length - 2];
    if (!sign || !before || !SIGN.test(sign.text) || !FIGURE.test(before.text) || !next[0] || !FIGURE.test(next[0].text)) continue;
    here.pop();
    next.unshift(sign);
  }
}
