import type { Word } from "../layout/types";

// A head standing alone on its header line and centred over all the columns beside the stub (a
// unit line, "(In thousands of dollars)", or a head over every figure column) spans them; its
// words start in a middle column, but a spanning cell's text belongs in its first column.

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
