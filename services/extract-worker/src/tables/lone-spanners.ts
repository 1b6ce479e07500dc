import type { Word } from "../layout/types";

// A head standing alone on its header line and centred over all the columns beside the stub (a
// unit line, "(In thousands of dollars)", or a head over every figure column) spans them; its
// words start in a middle column, but a spanning cell's text belongs in its first column. So does
// a spanner over a group of columns ("2020" over two heads), which starts in the gutter between them.

const EDGE = 0.5; // × font size: a head this close to its column's edge lines up with it
const CENTRED = 0.05; // × width of the columns beside the stub: how far the head's centre may lie from theirs

/** Heads of the header's lines (the first `headerLines`) spanning every column beside the stub, moved to the first of them. */
export function spannersToFirstColumn(cells: Word[][][], cols: Array<[number, number]>, headerLines: number): void {
  const first = cols[1];
  const last = cols[cols.length - 1];
  if (!first || !last) return;
  const [a, b] = [first[0], last[1]];
  for (const row of cells.slice(0, headerLines)) {
    const filled = row.map((c, k) => (c.length ? k : -1)).filter((k) => k >= 0);
    const only = filled.length === 1 ? (filled[0] as number) : -1;
    if (only <= 1) continue;
    const words = row[only] as Word[];
    const l = Math.min(...words.map((w) => w.bbox[0]));
    const r = Math.max(...words.map((w) => w.bbox[2]));
    if (Math.abs((l + r) / 2 - (a + b) / 2) > CENTRED * (b - a)) continue;
    // A head that starts or ends where its own column does is that column's.
    const [ca, cb] = cols[only] as [number, number];
    const edge = EDGE * Math.max(...words.map((w) => w.fontSize));
    if (Math.abs(l - ca) <= edge || Math.abs(r - cb) <= edge) continue;
    row[1] = words;
    row[only] = [];
  }
}

/**
 * Heads of the header's lines not centred on their own column but centred over a group of columns
 * whose other slots on that line are empty and that have heads of their own on the lines under it,
 * moved to the group's first column.
 */
export function groupSpannersToFirstColumn(cells: Word[][][], cols: Array<[number, number]>, headerLines: number): void {
  cells.slice(0, headerLines - 1).forEach((row, i) => {
    const below = cells.slice(i + 1, headerLines);
    const headed = (c: number) => below.some((line) => (line[c] as Word[]).length > 0);
    row.forEach((words, k) => {
      if (!words.length || k === 0) return;
      const l = Math.min(...words.map((w) => w.bbox[0]));
      const r = Math.max(...words.map((w) => w.bbox[2]));
      const [ca, cb] = cols[k] as [number, number];
      if (Math.abs((l + r) / 2 - (ca + cb) / 2) <= CENTRED * (cb - ca) + 1) return;
      for (let a = 1; a < k; a++) {
        // The group's extent: its columns and the heads under the spanner (wider than their figures).
        const under = (c: number) => below.flatMap((line) => line[c] as Word[]);
        const ga = Math.min((cols[a] as [number, number])[0], ...under(a).map((w) => w.bbox[0]));
        const gb = Math.max(cb, ...under(k).map((w) => w.bbox[2]));
        const free = row.slice(a, k).every((c) => !c.length) && Array.from({ length: k - a + 1 }, (_, j) => a + j).every(headed);
        if (free && l >= ga - 1 && Math.abs((l + r) / 2 - (ga + gb) / 2) <= CENTRED * (gb - ga)) {
          row[a] = words;
          row[k] = [];
          return;
        }
      }
    });
  });
}
