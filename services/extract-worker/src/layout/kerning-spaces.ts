import type { OperatorList } from "./graphics";
import { textShows, type Glyph, type TextOpsCodes } from "./text-shows";
import type { RawTextItem } from "./text-fragments";

// Spaces pdf.js puts inside words. pdf.js writes a space into an item's text wherever the pen moves
// on by more than a tenth of the type size between two glyphs. Some writers correct their own glyph
// metrics with just such moves inside a TJ array (a tenth of an em after every "r"), and labels and
// names come apart ("Betr ag", "Ar t"). The operator list keeps the glyphs and the moves, so the
// spaces pdf.js made of kerning moves are taken out again.
//
// A move is a kern when the writer places every glyph by its own metrics (a move between most glyphs
// of the array; a writer that moves only now and then means each move as a gap), and the move is
// narrower than half the font's own space glyph (when the page shows one) and at most KERN_MAX_EM:
// word spaces set by moves (TeX's, justified text) are a quarter em and more. Text items do not say
// which of their spaces came from which move, so each space is matched to the moves between the
// same two glyphs of the same font, in drawing order; a pair of glyphs whose spaces and moves do not
// pair off one to one is left as pdf.js read it.

/** pdf.js's own thresholds: a wider move between glyphs becomes a space in the text, a move wider than the second a new item. */
const PDFJS_SPACE_EM = 0.102;
const PDFJS_ITEM_BREAK_EM = 0.6;
const KERN_MAX_EM = 0.15;

const key = (font: string, before: string, after: string) => `${font}\u0000${before}${after}`;

/**
 * True when the writer moves the pen between most glyphs of the array: it sets each glyph by its own
 * metrics, and its moves correct the font's widths. A writer that moves only here and there (between
 * words, to a column) means each move as a gap.
 */
function placesEveryGlyph(glyphs: ReadonlyArray<Glyph | number | null>): boolean {
  let joins = 0;
  let moved = 0;
  for (let i = 1; i < glyphs.length; i++) {
    const g = glyphs[i];
    if (typeof g === "number") continue;
    joins++;
    if (typeof glyphs[i - 1] === "number") moved++;
  }
  return joins >= 2 && moved * 2 >= joins;
}

/** For each font and pair of glyphs: whether each space pdf.js puts between them, in drawing order, is a kern. */
function spacesByPair(list: OperatorList, ops: TextOpsCodes): Map<string, boolean[]> {
  const pairs = new Map<string, boolean[]>();
  const shows = textShows(list, ops);
  const spaceWidth = new Map<string, number>();
  for (const show of shows)
    for (const g of show.glyphs) if (g !== null && typeof g !== "number" && g.isSpace && g.width > 0) spaceWidth.set(show.font, g.width / 1000);
  for (const show of shows) {
    const kernMax = placesEveryGlyph(show.glyphs) ? Math.min(KERN_MAX_EM, (spaceWidth.get(show.font) ?? Infinity) / 2) : 0;
    let prev: Glyph | null = null;
    let move = 0;
    let spaced = false;
    for (const g of show.glyphs) {
      if (g === null) continue;
      if (typeof g === "number") {
        move -= g / 1000;
        continue;
      }
      if (g.isSpace || !/\S/.test(g.unicode)) {
        spaced = true;
        continue;
      }
      if (prev && (spaced || (move > PDFJS_SPACE_EM && move <= PDFJS_ITEM_BREAK_EM))) {
        const k = key(show.font, prev.unicode.slice(-1), g.unicode.charAt(0));
        const list = pairs.get(k) ?? [];
        list.push(!spaced && move <= kernMax);
        pairs.set(k, list);
      }
      prev = g;
      move = show.charSpacing / Math.abs(show.size);
      spaced = false;
    }
  }
  return pairs;
}

/** True when the page's text has moves that are kerns (and pdf.js read as spaces). */
export function hasKerningMoves(list: OperatorList, ops: TextOpsCodes): boolean {
  return [...spacesByPair(list, ops).values()].some((moves) => moves.includes(true));
}

/** The text items with the spaces pdf.js made of kerning moves taken out. */
export function withoutKerningSpaces(items: readonly RawTextItem[], list: OperatorList, ops: TextOpsCodes): RawTextItem[] {
  const pairs = spacesByPair(list, ops);
  // Where each space of the items falls among its pair's moves.
  const seen = new Map<string, number>();
  const spaces = items.map((item) =>
    Array.from(item.str).flatMap((ch, i, chars) => {
      const [before, after] = [chars[i - 1], chars[i + 1]];
      if (ch !== " " || !before?.trim() || !after?.trim()) return [];
      const k = key(item.fontName, before, after);
      const n = seen.get(k) ?? 0;
      seen.set(k, n + 1);
      return [{ at: i, k, n }];
    }),
  );
  return items.map((item, j) => {
    const kerns = new Set(
      spaces[j]!.filter(({ k, n }) => {
        const moves = pairs.get(k);
        return moves !== undefined && moves.length === seen.get(k) && moves[n] === true;
      }).map((s) => s.at),
    );
    return kerns.size
      ? {
          ...item,
          str: Array.from(item.str)
            .filter((_, i) => !kerns.has(i))
            .join(""),
        }
      : item;
  });
}
