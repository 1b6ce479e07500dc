import { describe, expect, it } from "@jest/globals";
import { buildPage } from "./build-page";
import type { Matrix } from "./geometry";
import type { OperatorList } from "./graphics";
import type { RawTextItem } from "./text-fragments";
import type { Glyph } from "./text-shows";
import { trackedWordLengths } from "./tracked-gaps";
import { TEXT_OPS as ops } from "../../test/text-ops";

type Op = [number, unknown[]];
const glyph = (ch: string): Glyph => ({ unicode: ch, width: ch === " " ? 250 : 600, isSpace: ch === " " });
/** A TJ array: glyphs, and moves (thousandths of an em, negative = wider) where a number stands. */
const show = (...parts: Array<string | number>): Op => [
  ops.showText,
  [parts.flatMap((p): Array<Glyph | number> => (typeof p === "number" ? [p] : Array.from(p, glyph)))],
];
const listOf = (...body: Op[]): OperatorList => {
  const all: Op[] = [[ops.beginText, []], [ops.setFont, ["f1", 10]], [ops.setTextMatrix, [1, 0, 0, 1, 40, 500]], ...body];
  return { fnArray: all.map(([fn]) => fn), argsArray: all.map(([, args]) => args) };
};
/** Letters set apart by the same move, with a wider move after the letter counts in `wordEnds`. */
const tracked = (letters: string, pitch: number, wordGap: number, wordEnds: number[] = []) =>
  show(...Array.from(letters).flatMap((ch, i) => (i === letters.length - 1 ? [ch] : [ch, wordEnds.includes(i + 1) ? wordGap : pitch])));
const lengths = (letters: string, list: OperatorList) => trackedWordLengths([{ font: "f1", letters }], list, ops)[0];

describe("word gaps inside a tracked item", () => {
  it("splits where a gap is clearly wider than the letter gaps", () => {
    // Letter gaps of 0.2 em, a word gap of 0.55 em (pdf.js writes one space for either).
    expect(lengths("NORTHSTARCAFE", listOf(tracked("NORTHSTARCAFE", -200, -550, [5, 9])))).toEqual([5, 4, 4]);
  });

  it("keeps one word where the gaps are even", () => {
    expect(lengths("INVOICE", listOf(tracked("INVOICE", -200, -200)))).toEqual([7]);
  });

  it("reads gaps set with character spacing and space glyphs, glyph by glyph", () => {
    // Tc after every glyph: a letter gap is 2 pt, the word gap a space glyph and two spacings wide.
    expect(lengths("OLDMILL", listOf([ops.setCharSpacing, [2]], show("OLD MILL")))).toEqual([3, 4]);
    // One glyph per show, the pen moved on by its advance (a browser's way): spaces typed between the letters.
    const placed = Array.from("B A R   N O N E").flatMap((ch): Op[] => [show(ch), [ops.moveText, [glyph(ch).width / 100, 0]]]);
    expect(lengths("BARNONE", listOf(...placed))).toEqual([3, 4]);
  });

  it("leaves an item alone whose letters are drawn more often than items spell them", () => {
    const list = listOf(tracked("SALE", -200, -600, [2]), [ops.moveText, [0, -20]], show("SALE"));
    expect(lengths("SALE", list)).toBeNull();
  });

  it("makes words of the item's letters on the page", () => {
    const view: Matrix = [1, 0, 0, -1, 0, 600];
    const item: RawTextItem = { str: "N O R T H S T A R", transform: [10, 0, 0, 10, 40, 500], width: 92, fontName: "f1" };
    const page = (trackedOperators?: OperatorList) =>
      buildPage({ number: 1, width: 400, height: 600, rotation: 0, view, items: [item], styles: {}, trackedOperators }, { ops: ops as never });
    const list = listOf(tracked("NORTHSTAR", -200, -550, [5]));
    expect(page(list).lines.map((l) => l.text)).toEqual(["NORTH STAR"]);
    expect(page(list).words.map((w) => w.text)).toEqual(["NORTH", "STAR"]);
    // Without the operator list (no tracked item seen when the page was read) it stays one word.
    expect(page().lines.map((l) => l.text)).toEqual(["NORTHSTAR"]);
  });
});
