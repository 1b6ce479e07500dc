import { describe, expect, it } from "@jest/globals";
import { buildPage } from "./build-page";
import type { Matrix } from "./geometry";
import type { RawTextItem } from "./text-fragments";

// pdf.js's viewport at scale 1 for a 600 pt high page: y flips.
const view: Matrix = [1, 0, 0, -1, 0, 600];
const item = (str: string, x: number, width: number): RawTextItem => ({ str, transform: [8, 0, 0, 8, x, 500], width, fontName: "f1" });
const gap = (x: number): RawTextItem => ({ str: " ", transform: [8, 0, 0, 8, x, 500], width: 5, fontName: "f1" });
const lineOf = (items: RawTextItem[]) =>
  buildPage({ number: 1, width: 400, height: 600, rotation: 0, view, items, styles: {} }, { ops: {} as never }).lines.map((l) => l.text);

describe("tracked capitals", () => {
  it("reads an item of single capitals parted by single spaces as one word, a pair after one too", () => {
    expect(lineOf([item("D A T E", 50, 25), gap(75), item("O F", 81, 12), gap(93), item("I S S U E", 99, 31)])).toEqual(["DATE OF ISSUE"]);
  });

  it("keeps two tracked words of a heading on one line across their wide word space", () => {
    // Each letter takes 11 pt; the word space between the items is as wide again as a letter.
    expect(lineOf([item("A M B R O S I A", 22, 91), gap(113), item("P I Z Z E R I A", 124, 82)])).toEqual(["AMBROSIA PIZZERIA"]);
    // Two plain words that far apart (more than a type size plus nothing) stand in columns of their own.
    expect(lineOf([item("Total", 22, 20), gap(42), item("Cash", 60, 20)])).toEqual(["Total", "Cash"]);
  });

  it("leaves spaced letters alone that are no tracked word", () => {
    // A pair alone may be two letters; lower case and digits are never joined.
    expect(lineOf([item("A B", 50, 14)])).toEqual(["A B"]);
    expect(lineOf([item("x y z", 50, 14)])).toEqual(["x y z"]);
    expect(lineOf([item("1 2 3", 50, 14)])).toEqual(["1 2 3"]);
  });
});
