import { describe, expect, it } from "@jest/globals";
import type { Word } from "../layout/types";
import { touchingAmounts } from "./touching-amounts";

const word = (text: string): Word => ({ text, bbox: [100, 10, 160, 20], baseline: 18, fontSize: 8, font: "f1", rotated: false });

describe("touching amounts", () => {
  it("parts a word of two amounts in the document's decimal style, each with its share of the box", () => {
    const pair = touchingAmounts(word("212,40254,88"), ",");
    expect(pair?.map((p) => p.value)).toEqual([212.4, 254.88]);
    expect(pair?.map((p) => p.word.bbox)).toEqual([
      [100, 10, 130, 20],
      [130, 10, 160, 20],
    ]);
    expect(touchingAmounts(word("1.307,15-250,00"), ",")?.map((p) => p.value)).toEqual([1307.15, -250]);
    expect(touchingAmounts(word("3,418.0712.50"), ".")?.map((p) => p.value)).toEqual([3418.07, 12.5]);
  });

  it("reads nothing else as two amounts", () => {
    for (const text of ["212,40", "212,40 254,88", "1.234.567,00", "212,4025", "DE212,40254,88"]) expect(touchingAmounts(word(text), ",")).toBeNull();
    // Without the document's decimal separator the parting is not known.
    expect(touchingAmounts(word("212,40254,88"), null)).toBeNull();
    expect(touchingAmounts(word("212,40254,88"), ".")).toBeNull();
  });
});
