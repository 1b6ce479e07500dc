import { boundsOf } from "./geometry";
import type { OperatorList } from "./graphics";
import { advanceOf, textShows, type TextOpsCodes } from "./text-shows";
import type { Fragment } from "./text-fragments";

// Word gaps inside a tracked item. Letter-spaced capitals of several words ("FERROWA MARKT" set with
// a wide letter pitch, a receipt's or invoice's logo) reach us from pdf.js as one item with a single
// space between every letter, the word gap included: pdf.js writes one space for any gap narrower
// than about 0.6 em, and the word gap is only about three letter gaps wide. The operator list keeps
// where each glyph was drawn, so the item is split where a gap clearly exceeds the run's letter gap.

/** A gap this many times the run's median gap is a word gap (even tracking varies far less). */
const WORD_GAP_RATIO = 1.6;

/** A drawn glyph that is not a space: where it starts and ends on its baseline (page units, before the CTM). */
interface Placed {
  unicode: string;
  x0: number;
  x1: number;
  y: number;
}

/** Each font's non-space glyphs in drawing order, placed by following the text state. */
function glyphsByFont(list: OperatorList, ops: TextOpsCodes): Map<string, Placed[]> {
  const out = new Map<string, Placed[]>();
  for (const show of textShows(list, ops)) {
    const placed = out.get(show.font) ?? [];
    out.set(show.font, placed);
    const [a, b, c, d, e, f] = show.tm;
    // Along the text matrix's own direction: its length scales the pen, its turn is the same for every glyph.
    const scale = Math.hypot(a, b) || 1;
    const at = (px: number) => ((a * px + c * show.y + e) * a + (b * px + d * show.y + f) * b) / scale;
    let x = show.x;
    for (const g of show.glyphs) {
      if (g === null) continue;
      if (typeof g !== "number" && !g.isSpace && /\S/.test(g.unicode)) {
        const across = (-(a * x + c * show.y + e) * b + (b * x + d * show.y + f) * a) / scale;
        placed.push({ unicode: g.unicode, x0: at(x), x1: at(x + (g.width / 1000) * show.size * show.hScale), y: across });
      }
      x += advanceOf(show, g);
    }
  }
  return out;
}

/** Where a run of placed glyphs spelling `letters` starts, for every such run. */
function runsOf(placed: readonly Placed[], letters: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i + letters.length <= placed.length; i++) {
    if (letters.every((ch, k) => placed[i + k]!.unicode === ch)) starts.push(i);
  }
  return starts;
}

/** The lengths of the words a run of glyphs spells, split where a gap clearly exceeds its median gap; null when its glyphs do not run along one baseline. */
function wordLengths(run: readonly Placed[]): number[] | null {
  const gaps: number[] = [];
  for (let k = 1; k < run.length; k++) {
    const [prev, next] = [run[k - 1]!, run[k]!];
    const width = Math.abs(next.x1 - next.x0) || 1;
    if (Math.abs(next.y - prev.y) > 0.1 * width || next.x0 < prev.x0) return null;
    gaps.push(next.x0 - prev.x1);
  }
  const sorted = [...gaps].sort((p, q) => p - q);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (!(median > 0)) return null;
  const lengths = [1];
  for (const gap of gaps) {
    if (gap > WORD_GAP_RATIO * median) lengths.push(1);
    else lengths[lengths.length - 1]!++;
  }
  return lengths;
}

/**
 * For each tracked item (index into `tracked`: its font and its letters), the lengths of the words its
 * letters make, as drawn; null where its glyphs cannot be told apart from other runs of the same letters
 * in its font (the items and the drawn runs do not pair off one to one, in drawing order).
 */
export function trackedWordLengths(tracked: ReadonlyArray<{ font: string; letters: string }>, list: OperatorList, ops: TextOpsCodes): Array<number[] | null> {
  const byFont = glyphsByFont(list, ops);
  const key = (t: { font: string; letters: string }) => `${t.font}\u0000${t.letters}`;
  const count = new Map<string, number>();
  for (const t of tracked) count.set(key(t), (count.get(key(t)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return tracked.map((t) => {
    const n = seen.get(key(t)) ?? 0;
    seen.set(key(t), n + 1);
    const letters = Array.from(t.letters);
    const placed = byFont.get(t.font) ?? [];
    const starts = runsOf(placed, letters);
    if (starts.length !== count.get(key(t))) return null;
    const start = starts[n]!;
    return wordLengths(placed.slice(start, start + letters.length));
  });
}

/** A tracked item's letters (one fragment each, in order) joined into words of the given lengths. */
export function joinLetters(letters: readonly Fragment[], lengths: readonly number[]): Fragment[] {
  const words: Fragment[] = [];
  let at = 0;
  for (const length of lengths) {
    const parts = letters.slice(at, (at += length));
    const last = parts[parts.length - 1]!;
    words.push({
      ...parts[0]!,
      text: parts.map((p) => p.text).join(""),
      bbox: boundsOf(
        parts.flatMap((p): Array<[number, number]> => [
          [p.bbox[0], p.bbox[1]],
          [p.bbox[2], p.bbox[3]],
        ]),
      ),
      spaceAfter: last.spaceAfter,
    });
  }
  return words;
}
