import type { Word } from "../layout/types";
import { HEAD_GAP } from "./close-set-heads";
import { isFigure, YEAR } from "./figures";
import { ALIGN_TOL, segmentEnds, segmentsOf, type TextRow } from "./text-rows";

// Column heads set to the bottom of the header wrap upwards: a head of three lines over heads of
// one leaves its first line alone above the header's first line of several cells, and an unruled
// table is found from those (stream.ts): the lone line is left out. A line right above the table,
// set as tight as one cell's lines and in the header's type, whose heads (split where words stand
// further apart than a head's word spaces: heads set close run into one line) each stand over a
// head below (its left edge, right edge or centre on that head's) that has figures under it, or
// over a head already taken in, is the upper part of those heads.

const TIGHT = 0.45; // × font size: the most white between two lines of one cell
const SAME_SIZE = 0.5; // pt
const HEAD_OVERHANG = 0.5; // × font size: how far a head (set bold) may stand past the table's right edge
const SPANNER_CENTRING = 0.05; // × the heads' width: how far off their centre a spanner may stand

const ends = segmentEnds;

/** The first row of the table `rows[start..end]` once the heads' upper lines above it are taken in (at most `max`). */
export function headLinesAbove(rows: TextRow[], [start, end]: [number, number], max: number, excluded: (r: TextRow) => boolean): number {
  const first = rows[start] as TextRow;
  const run = rows.slice(start, end + 1);
  // Heads of figure columns: text beside prose lines up with prose lines too.
  // Heads set close run into one segment ("part-time At-risk-of-poverty"): split where words stand
  // further apart than a head's word spaces.
  // Years head figure columns too where the first row is a row of heads (nothing but years is a figure in it).
  const firstPieces = segmentsOf(first.words, HEAD_GAP);
  const yearHeads = firstPieces.slice(1).every((s) => !isFigure(s) || YEAR.test((s[0] as Word).text));
  const heads = firstPieces.filter(
    (s) =>
      (!isFigure(s) || (yearHeads && YEAR.test((s[0] as Word).text))) &&
      run.slice(1).some((r) => r.segments.some((f) => isFigure(f) && f[0]!.bbox[0] < ends(s)[1] && ends(f)[1] > ends(s)[0])),
  );
  const [x0, x1] = [Math.min(...run.map((r) => r.x0)), Math.max(...run.map((r) => r.x1))];
  // The stub's head, wrapped: its first line stands above, the next one reads on in lower case.
  const stubHead = firstPieces[0] as Word[];
  const stubHeadReadsOn = firstPieces.length >= 2 && /^\p{Ll}/u.test((stubHead[0] as Word).text);
  // A spanner: centred over a run of two or more heads, within them (heads centred in wide
  // columns stand apart; a title over the table reaches over the stub too).
  const spanner = (pl: number, pr: number) => {
    const byLeft = [...heads].sort((p, q) => ends(p)[0] - ends(q)[0]);
    return byLeft.some((s, i) =>
      byLeft.slice(i + 1).some((t) => {
        const [a, b] = [ends(s)[0], ends(t)[1]];
        return pl >= a - ALIGN_TOL && pr <= b + ALIGN_TOL && Math.abs(a + b - pl - pr) <= 2 * Math.max(ALIGN_TOL, SPANNER_CENTRING * (b - a));
      }),
    );
  };
  let top = start;
  while (top > 0 && start - top < max) {
    const line = rows[top - 1] as TextRow;
    const below = rows[top] as TextRow;
    if (excluded(line) || line.segments.length !== 1 || Math.abs(line.size - first.size) > SAME_SIZE) break;
    if (below.top - line.bottom > TIGHT * first.size) break;
    const [l, r] = ends(line.segments[0] as Word[]);
    // The last column's head, set bold, may stand out a little past the widest cell under it.
    if (l < x0 - ALIGN_TOL || r > x1 + Math.max(ALIGN_TOL, HEAD_OVERHANG * first.size)) break;
    const pieces = segmentsOf(line.words, HEAD_GAP);
    const over = (p: Word[]) => {
      const [pl, pr] = ends(p);
      if (stubHeadReadsOn && top === start && Math.abs(pl - ends(stubHead)[0]) <= ALIGN_TOL && pr < ends(firstPieces[1] as Word[])[0]) return true;
      if (spanner(pl, pr)) return true;
      if (pr - pl > 0.5 * (x1 - x0)) return false;
      // A head over a column of text beside the stub, its cells starting under its left edge (the
      // first row may hold none of it: a head centred in a taller header stands above that row).
      // Not the stub's: a paragraph's short last line starts where the stub does.
      if (pl > x0 + ALIGN_TOL && run.filter((q) => q.segments.some((f) => Math.abs(ends(f)[0] - pl) <= ALIGN_TOL)).length >= 2) return true;
      return heads.some((s) => {
        const [a, b] = ends(s);
        return Math.abs(a - pl) <= ALIGN_TOL || Math.abs(b - pr) <= ALIGN_TOL || Math.abs(a + b - pl - pr) <= 2 * ALIGN_TOL;
      });
    };
    if (!pieces.every(over)) break;
    heads.push(...pieces);
    top--;
  }
  return top;
}
