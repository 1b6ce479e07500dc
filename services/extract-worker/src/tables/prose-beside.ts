import type { Word } from "../layout/types";
import { median } from "../layout/geometry";
import { evenlySpaced } from "./prose-columns";
import { ALIGN_TOL, type TextRow } from "./text-rows";

// A table set in a column beside prose (a report's sidebar table, a figure column next to the
// text) shares its text rows with the prose lines level with it: every row then holds one more
// "cell", a line of running text, and the notes under the table read as rows too. Running text is
// a block of lines that start at one left edge, each a single run of words (word spaces only),
// most of them long, set at a line pitch. Its words are no table's: they are left out of the
// whitespace reading, but only where the block stands beside other text (a full-width paragraph
// between two tables must keep them apart) at a line pitch of its own.

const MIN_LINES = 4; // lines of a block, the long ones
const LONG_LINE_WORDS = 5;
const MAX_LINE_GAP = 1.2;
const DRIFT = 0.5; // pt: baselines further apart than this are two lines of text, not one row // × font size: a wider blank ends a block (a paragraph's margin is less)

interface Block {
  x0: number;
  x1: number;
  /** Its long lines' rows. */
  rows: TextRow[];
  /** The last row it reached: a long line's, or a short line's that carries it on. */
  last: TextRow;
}

const extent = (seg: Word[]) => [(seg[0] as Word).bbox[0], (seg[seg.length - 1] as Word).bbox[2]] as const;

/** Words of running-text blocks that stand beside other text on their lines. */
export function proseBeside(rows: TextRow[]): Set<Word> {
  const blocks: Block[] = [];
  for (const row of rows) {
    for (const seg of row.segments) {
      const long = seg.length >= LONG_LINE_WORDS;
      const [l, r] = extent(seg);
      const open = blocks.find((b) => b.last !== row && Math.abs(b.x0 - l) <= ALIGN_TOL && row.top - b.last.bottom <= MAX_LINE_GAP * row.size);
      if (open && long) {
        open.rows.push(row);
        open.last = row;
        open.x1 = Math.max(open.x1, r);
      } else if (open) {
        // A short line at the block's edge, alone in it and spaced as text (a paragraph's last
        // line, a justified line split at its stretched spaces), carries it on to the next
        // paragraph's lines; a table row under the text, with cells inside its width, does not.
        const inside = row.words.filter((w) => w.bbox[0] >= l - ALIGN_TOL && w.bbox[2] <= open.x1 + ALIGN_TOL);
        if (evenlySpaced(inside, row.size)) open.last = row;
      } else if (long) blocks.push({ x0: l, x1: r, rows: [row], last: row });
    }
  }
  const out = new Set<Word>();
  for (const b of blocks) {
    if (b.rows.length < MIN_LINES) continue;
    const inBlock = (w: Word) => w.bbox[0] >= b.x0 - ALIGN_TOL && w.bbox[2] <= b.x1 + ALIGN_TOL;
    // Short lines (a paragraph's last, a justified line whose word spaces split it) join the
    // block where they start at its edge, between or next to its long lines. Rows with no words
    // in the block are lines of another page column, level with none of its own: they are passed
    // over. A line of running text is evenly spaced; a table row whose stub starts at the block's
    // edge is not (its cells stand apart), and ends the block.
    const first = rows.indexOf(b.rows[0] as TextRow);
    const last = rows.indexOf(b.rows[b.rows.length - 1] as TextRow);
    const own = (r: TextRow) => r.words.filter(inBlock);
    const starts = (r: TextRow) => own(r).some((w) => Math.abs(w.bbox[0] - b.x0) <= ALIGN_TOL) && evenlySpaced(own(r), r.size);
    const step = (k: number, dir: -1 | 1) => {
      let n = k + dir;
      while (n >= 0 && n < rows.length && !own(rows[n] as TextRow).length) n += dir;
      return n;
    };
    const close = (upper: TextRow, lower: TextRow) => lower.top - upper.bottom <= MAX_LINE_GAP * lower.size;
    let from = first;
    for (let n = step(from, -1); n >= 0 && starts(rows[n] as TextRow) && close(rows[n] as TextRow, rows[from] as TextRow); n = step(from, -1)) from = n;
    let to = last;
    for (let n = step(to, 1); n < rows.length && starts(rows[n] as TextRow) && close(rows[to] as TextRow, rows[n] as TextRow); n = step(to, 1)) to = n;
    const lines = rows.slice(from, to + 1).filter((r) => r.words.some(inBlock));
    // Beside other text on some lines, at a line pitch of its own: its baselines drift against
    // the text beside it. A table's column of long cells shares its row's baseline; so does prose
    // of another column of the page (page columns share their line grid), which tells neither way.
    const mid = (ws: Word[]) => median(ws.map((w) => w.baseline));
    const drifts = (r: TextRow) => Math.abs(mid(r.words.filter(inBlock)) - mid(r.words.filter((w) => !inBlock(w)))) > DRIFT;
    const besideProse = (r: TextRow) => r.segments.every((seg) => seg.every(inBlock) || seg.length >= LONG_LINE_WORDS);
    const shared = lines.filter((r) => r.words.some((w) => !inBlock(w)) && (drifts(r) || !besideProse(r)));
    const drift = shared.filter(drifts).length;
    // A column of the page: lines of it stand level with lines of another column of running text
    // (elsewhere on the page), and the lines it shares with other text are lines of text too, not
    // a table's cells. Its rows beside a table may then share their baselines with the table's.
    const besideColumn = lines.filter((r) => r.segments.length >= 2 && r.segments.every((seg) => seg.length >= LONG_LINE_WORDS)).length;
    const textLines = shared.filter((r) => r.words.filter(inBlock).length >= LONG_LINE_WORDS).length;
    const pageColumn = besideColumn >= MIN_LINES && textLines >= 0.5 * shared.length;
    if (shared.length < 2 || (drift < 0.5 * shared.length && !pageColumn)) continue;
    for (const r of lines) for (const w of r.words) if (inBlock(w)) out.add(w);
  }
  return out;
}
