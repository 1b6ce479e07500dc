// Our own: no PDF text library splits a line it joined across a gutter; they leave reading order to us.
// Two columns set a narrow gutter apart (a bilingual agreement, German left and English right) may
// reach us with a left line and the right line on its baseline joined into one: the gap between
// them is no wider than a justified line's word space. The join splices a sentence of one language
// into the other's ("… geschlossen zwischen Kestrelwerk Kestrelwerk Halden Ltd, having …"). The
// right column shows where it begins: many lines start at one edge in the middle of the page, and
// a joined line has a word starting at that very edge after a gap. It is split there, so the
// reading order (text.ts) sees a left line and a right one. The words keep their boxes.

import type { Word } from "../../layout/types";

/** Lines that must start at an edge (and others end left of it) before it reads as a column's. */
const MIN_EDGE_LINES = 5;
/** Points a column's left edge may wander. */
const SAME_EDGE = 1;

/** The left edge of a right-hand column: the x in the page's middle where most lines start, or null. */
function columnEdge(lines: readonly (readonly Word[])[], width: number): number | null {
  let best: { x: number; starts: number } | null = null;
  for (const ws of lines) {
    const x = ws[0]!.bbox[0];
    if (x < 0.35 * width || x > 0.65 * width) continue;
    const starts = lines.filter((o) => Math.abs(o[0]!.bbox[0] - x) <= SAME_EDGE).length;
    if (!best || starts > best.starts) best = { x, starts };
  }
  if (!best || best.starts < MIN_EDGE_LINES) return null;
  const ended = lines.filter((ws) => ws[ws.length - 1]!.bbox[2] < best.x - SAME_EDGE).length;
  return ended >= MIN_EDGE_LINES ? best.x : null;
}

/** The lines of a page with each line that runs across the right column's edge split at it. */
export function splitAtColumnEdge(lines: readonly (readonly Word[])[], width: number): (readonly Word[])[] {
  const edge = columnEdge(lines, width);
  if (edge === null) return [...lines];
  return lines.flatMap((ws) => {
    const at = ws.findIndex((w, i) => i > 0 && Math.abs(w.bbox[0] - edge) <= SAME_EDGE && ws[i - 1]!.bbox[2] < edge - SAME_EDGE);
    return at > 0 ? [ws.slice(0, at), ws.slice(at)] : [ws];
  });
}
