import type { Word } from "../layout/types";

// Sub-heads over close-set columns ("Number  Percent  Number  Percent") run into one another: wider
// than their figures, they cross the narrow gutters, and a line of them reads as one run of words
// that lands in one cell. They stand further apart than the words of one head (a word space is
// about a third of the type size), each over its own column: a head line's cell splits where such
// a gap is followed by a word whose middle lies over a later column.

export const HEAD_GAP = 0.5; // × font size: wider than any word space of a head

const columnAt = (cols: Array<[number, number]>, x: number) => {
  const k = cols.findIndex((c) => x < c[1]);
  return k < 0 ? cols.length - 1 : k;
};

/** Head lines (the first `headerLines`) whose cells hold several sub-heads, split over their columns. */
export function splitCloseSetHeads(cells: Word[][][], cols: Array<[number, number]>, headerLines: number): void {
  for (const row of cells.slice(0, headerLines)) {
    for (let k = 0; k < row.length; k++) {
      const words = [...(row[k] as Word[])].sort((a, b) => a.bbox[0] - b.bbox[0]);
      if (words.length < 2) continue;
      let col = k;
      const placed: Word[][] = row.map(() => []);
      words.forEach((w, i) => {
        const prev = words[i - 1];
        if (prev && w.bbox[0] - prev.bbox[2] >= HEAD_GAP * Math.max(w.fontSize, prev.fontSize)) {
          const at = columnAt(cols, (w.bbox[0] + w.bbox[2]) / 2);
          if (at > col && !(row[at] as Word[]).length) col = at;
        }
        (placed[col] as Word[]).push(w);
      });
      if (col === k) continue;
      placed.forEach((ws, j) => {
        if (ws.length) row[j] = ws;
      });
      if (!(placed[k] as Word[]).length) row[k] = [];
    }
  }
}
