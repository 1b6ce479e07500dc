import type { Word } from "../layout/types";

// A head standing alone on its header line and centred over all the columns beside the stub (a
// unit line, "(In thousands of dollars)", or a head over every figure column) spans them; its
// words start in a middle column, but a spanning cell's text belongs in its first column. So does
// a spanner over a group of columns ("2020" over two heads), which starts in the gutter between them.

const EDGE = 0.5; // × font size: a head this close to its column's edge lines up with it
const CENTRED = 0.05; // × width of the columns beside the stub: how far the head's centre may lie from theirs
const WRAP_GAP = 0.25; // × font size: a cell's lines stand closer than this apart, a row's padding further

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
 * moved to the group's first column. The head starts in the gutter before its last column (a group
 * of two) or inside a middle column (three or more): the group may reach on past it.
 */
export function groupSpannersToFirstColumn(cells: Word[][][], cols: Array<[number, number]>, headerLines: number): void {
  cells.slice(0, headerLines - 1).forEach((row, i) => {
    const below = cells.slice(i + 1, headerLines);
    const headed = (c: number) => below.some((line) => (line[c] as Word[]).length > 0);
    const under = (c: number) => below.flatMap((line) => line[c] as Word[]);
    // Groups nest in the groups of the line above: none reaches past a head starting there (a head
    // centred on its own column can be centred on a group around it as well).
    const above = i > 0 ? (cells[i - 1] as Word[][]) : [];
    const nests = (a: number, z: number) => !above.some((c, k) => k > a && k <= z && c.length > 0);
    const flushLeft = (words: Word[], k: number) => {
      const subHead = below.find((line) => (line[k] as Word[]).length)?.[k];
      const left = Math.min(...words.map((w) => w.bbox[0]));
      const subLeft = subHead ? Math.min(...subHead.map((w) => w.bbox[0])) : NaN;
      return Math.abs(subLeft - left) <= 0.5 && Math.abs(subLeft - (cols[k] as [number, number])[0]) <= 1;
    };
    const spanners = row.map((words, k) => ({ words, k })).filter(({ words, k }) => k > 0 && words.length);
    const flushLine = spanners.length >= 2 && spanners.every(({ words, k }) => flushLeft(words, k));
    row.forEach((words, k) => {
      if (!words.length || k === 0) return;
      const l = Math.min(...words.map((w) => w.bbox[0]));
      const r = Math.max(...words.map((w) => w.bbox[2]));
      const [ca, cb] = cols[k] as [number, number];
      // A head whose own column reads on at line spacing just under it is a wrapped head's first
      // line, though centred on a group around its column too (spanners stand a row's padding above their sub-heads).
      const next = cells[i + 1]?.[k] ?? [];
      const top = Math.min(...next.map((w) => w.bbox[1]));
      const wraps = top - Math.max(...words.map((w) => w.bbox[3])) < WRAP_GAP * Math.max(...words.map((w) => w.fontSize));
      // Centred on its own column: that column's head, or a spanner over an odd number of columns
      // of even width, whose middle column it is; only the latter leaves a row's padding under it.
      if (Math.abs((l + r) / 2 - (ca + cb) / 2) <= CENTRED * (cb - ca) + 1 && wraps) return;
      // A line of spanners each set flush left with the head under it, where their column starts:
      // spanners set flush left over their groups, already in each group's first column (one
      // centred spanner may start where a sub-head does by chance, not every one on its line).
      if (flushLine) return;
      // The narrowest such group: a wider one around it can be centred there too.
      for (let size = 2; size < row.length; size++) {
        for (let a = Math.max(1, k - size + 1); a <= k && a + size - 1 < row.length; a++) {
          const z = a + size - 1;
          // The group's extent: its columns and the heads under the spanner (wider than their figures).
          const ga = Math.min((cols[a] as [number, number])[0], ...under(a).map((w) => w.bbox[0]));
          const gb = Math.max((cols[z] as [number, number])[1], ...under(z).map((w) => w.bbox[2]));
          // Or from gutter to gutter: figures set right in columns wider than they are leave the
          // group's cells reaching further left than its figures do.
          const [xa, xb] = [a > 1 ? (cols[a - 1] as [number, number])[1] : ga, z + 1 < cols.length ? (cols[z + 1] as [number, number])[0] : gb];
          const [gl, gr] = [(Math.min(ga, xa) + ga) / 2, (Math.max(gb, xb) + gb) / 2];
          const centredOn = (x0: number, x1: number) => l >= x0 - 1 && r <= x1 + 1 && Math.abs((l + r) / 2 - (x0 + x1) / 2) <= CENTRED * (x1 - x0);
          const span = Array.from({ length: size }, (_, j) => a + j);
          const free = span.every((c) => c === k || !(row[c] as Word[]).length) && span.every(headed);
          if (free && nests(a, z) && !(wraps && z > k) && (centredOn(ga, gb) || centredOn(gl, gr))) {
            row[k] = [];
            row[a] = words;
            return;
          }
        }
      }
    });
  });
}
