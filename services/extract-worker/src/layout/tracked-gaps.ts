import { boundsOf } from "./geometry";
import type { OperatorList } from "./graphics";
import type { Fragment } from "./text-fragments";

// Word gaps inside a tracked item. Letter-spaced capitals of several words ("FERROWA MARKT" set with
// a wide letter pitch, a receipt's or invoice's logo) reach us from pdf.js as one item with a single
// space between every letter, the word gap included: pdf.js writes one space for any gap narrower
// than about 0.6 em, and the word gap is only about three letter gaps wide. The operator list keeps
// where each glyph was drawn, so the item is split where a gap clearly exceeds the run's letter gap.

/** The pdf.js OPS codes this module reads. */
export interface TrackedOpsCodes {
  beginText: number;
  setFont: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setTextMatrix: number;
  moveText: number;
  setLeadingMoveText: number;
  nextLine: number;
  showText: number;
}

/** A gap this many times the run's median gap is a word gap (even tracking varies far less). */
const WORD_GAP_RATIO = 1.6;

interface Glyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

/** A drawn glyph that is not a space: where it starts and ends on its baseline (page units, before the CTM). */
interface Placed {
  unicode: string;
  x0: number;
  x1: number;
  y: number;
}

/** Each font's non-space glyphs in drawing order, placed by following the text state. */
function glyphsByFont(list: OperatorList, ops: TrackedOpsCodes): Map<string, Placed[]> {
  const out = new Map<string, Placed[]>();
  let font = "";
  let size = 1;
  let charSpacing = 0;
  let wordSpacing = 0;
  let hScale = 1;
  let leading = 0;
  // Text matrix (a, b, c, d, e, f) and the pen in text space from the line's start.
  let tm = [1, 0, 0, 1, 0, 0];
  let lineX = 0;
  let lineY = 0;
  let x = 0;
  const moveLine = (tx: number, ty: number) => {
    lineX += tx;
    lineY += ty;
    x = lineX;
  };
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    if (fn === ops.beginText) {
      tm = [1, 0, 0, 1, 0, 0];
      moveLine(-lineX, -lineY);
    } else if (fn === ops.setFont) {
      font = String(args[0]);
      size = Number(args[1]) || 1;
    } else if (fn === ops.setCharSpacing) charSpacing = Number(args[0]) || 0;
    else if (fn === ops.setWordSpacing) wordSpacing = Number(args[0]) || 0;
    else if (fn === ops.setHScale) hScale = (Number(args[0]) || 100) / 100;
    else if (fn === ops.setLeading) leading = Number(args[0]) || 0;
    else if (fn === ops.setTextMatrix) {
      // pdf.js passes the six numbers as one typed array.
      const m = (typeof args[0] === "object" && args[0] !== null ? Object.values(args[0]) : args).map(Number);
      tm = m.length === 6 && m.every(Number.isFinite) ? m : [1, 0, 0, 1, 0, 0];
      moveLine(-lineX, -lineY);
    } else if (fn === ops.moveText) moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
    else if (fn === ops.setLeadingMoveText) {
      leading = -(Number(args[1]) || 0);
      moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
    } else if (fn === ops.nextLine) moveLine(0, -leading);
    else if (fn === ops.showText) {
      const placed = out.get(font) ?? [];
      out.set(font, placed);
      for (const g of args[0] as Array<Glyph | number | null>) {
        if (g === null) continue;
        if (typeof g === "number") {
          x -= (g / 1000) * size * hScale;
          continue;
        }
        const advance = ((g.width / 1000) * size + charSpacing + (g.isSpace ? wordSpacing : 0)) * hScale;
        if (!g.isSpace && /\S/.test(g.unicode)) {
          const [a, b, c, d, e, f] = tm as [number, number, number, number, number, number];
          // Along the text matrix's own direction: its length scales the pen, its turn is the same for every glyph.
          const scale = Math.hypot(a, b) || 1;
          const at = (px: number) => ((a * px + c * lineY + e) * a + (b * px + d * lineY + f) * b) / scale;
          const across = (-(a * x + c * lineY + e) * b + (b * x + d * lineY + f) * a) / scale;
          placed.push({ unicode: g.unicode, x0: at(x), x1: at(x + (g.width / 1000) * size * hScale), y: across });
        }
        x += advance;
      }
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
export function trackedWordLengths(
  tracked: ReadonlyArray<{ font: string; letters: string }>,
  list: OperatorList,
  ops: TrackedOpsCodes,
): Array<number[] | null> {
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
