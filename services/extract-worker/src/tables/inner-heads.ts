import type { Word } from "../layout/types";
import { isFigure } from "./figures";

// Panels stacked in one table ("Panel B. By age group") may set the column heads again under their
// own heading: a band of head lines inside the body, its heads wrapped over several lines like the
// header's. They are lines without a stub and without figures, right above a line with figures,
// the band's last line standing over most of the figure columns (a section head fills one cell, a
// wrapped text cell's lines stay in text columns). Such lines are read as the header's are: close-set heads split over their
// columns, a head's upper lines joined to its last (wrapped-rows.ts).

/** Lines (indexes into `cells`) of head bands inside the body: after the first line with figures. */
export function innerHeadLines(cells: Word[][][]): Set<number> {
  const out = new Set<number>();
  const figures = (row: Word[][]) => row.some((c) => c.length && isFigure(c));
  const headLike = (row: Word[][]) => !row[0]?.length && row.some((c) => c.length) && !figures(row);
  const first = cells.findIndex(figures);
  if (first < 0) return out;
  // Columns of figures: most of their cells from the first figures down are figures.
  const body = cells.slice(first);
  const figureCols = (cells[0] ?? []).map((_, k) => {
    const filled = body.map((r) => r[k] as Word[]).filter((c) => c.length);
    return filled.length > 0 && filled.filter((c) => isFigure(c)).length > 0.5 * filled.length;
  });
  const nFigureCols = figureCols.filter(Boolean).length;
  for (let i = first + 1; i < cells.length; i++) {
    if (!headLike(cells[i] as Word[][])) continue;
    let end = i;
    while (end + 1 < cells.length && headLike(cells[end + 1] as Word[][])) end++;
    // Heads stand over the figure columns; a wrapped text cell's lines stay in text columns.
    const overFigures = (cells[end] as Word[][]).filter((c, k) => c.length && figureCols[k]).length;
    if (end + 1 < cells.length && figures(cells[end + 1] as Word[][]) && overFigures >= Math.max(2, 0.5 * nFigureCols))
      for (let k = i; k <= end; k++) out.add(k);
    i = end;
  }
  return out;
}
