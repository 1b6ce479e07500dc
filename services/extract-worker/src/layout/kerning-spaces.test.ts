import { describe, expect, it } from "@jest/globals";
import { withoutKerningSpaces } from "./kerning-spaces";
import type { RawTextItem } from "./text-fragments";
import type { Glyph } from "./text-shows";
import { TEXT_OPS as ops } from "../../test/text-ops";

const glyph = (ch: string): Glyph => ({ unicode: ch, width: ch === " " ? 250 : 500, isSpace: ch === " " });
/** A TJ array: letters, with a move (in thousandths of an em, negative = wider) after the letter where a number follows. */
const tj = (...parts: Array<string | number>): Array<Glyph | number> =>
  parts.flatMap((p): Array<Glyph | number> => (typeof p === "number" ? [p] : Array.from(p, glyph)));
const listOf = (...shows: Array<Array<Glyph | number>>) => ({
  fnArray: [ops.setFont, ...shows.map(() => ops.showText)],
  argsArray: [["f1", 9], ...shows.map((s) => [s])],
});
const item = (str: string): RawTextItem => ({ str, transform: [9, 0, 0, 9, 50, 500], width: 60, fontName: "f1" });
const texts = (items: RawTextItem[], list: ReturnType<typeof listOf>) => withoutKerningSpaces(items, list, ops).map((i) => i.str);

describe("spaces pdf.js made of kerning moves", () => {
  it("takes out the space of a narrow move in a word whose every glyph is placed", () => {
    // A writer correcting its "r": 0.12 em after it, a little tracking after the others.
    const list = listOf(tj("K", -50, "ä", -50, "u", -50, "f", 1, "e", -50, "r", -120, ":", -50));
    expect(texts([item("Käufer :")], list)).toEqual(["Käufer:"]);
  });

  it("keeps a space the writer moved for between words, and a real space glyph", () => {
    // Moves only between words: each one is a gap, however narrow.
    expect(texts([item("Netto Betrag")], listOf(tj("Netto", -140, "Betrag")))).toEqual(["Netto Betrag"]);
    // Every glyph placed, but a move as wide as a word space, and a space glyph.
    const placed = listOf(tj("a", -20, "b", -20, "c", -300, "d", -20, "e", -20, " ", "f", -20, "g"));
    expect(texts([item("abc de fg")], placed)).toEqual(["abc de fg"]);
  });

  it("leaves a pair of glyphs alone whose spaces and moves do not pair off", () => {
    // "r k" twice in the text, once from a kerning move and once between two text objects.
    const list = listOf(tj("M", -50, "e", -50, "r", -120, "k", -50, "e", -50, "n"), tj("Tor"), tj("kai"));
    expect(texts([item("Mer ken"), item("Tor kai")], list)).toEqual(["Mer ken", "Tor kai"]);
  });
});
