import { describe, expect, it } from "@jest/globals";
import { OCR_FONT, type Page } from "../../layout/types";
import { page, type CellSpec } from "../../../test/synthetic-model";
import { headers } from "./item-headers";

/** The page as OCR reads it: every word recognised, none from a text layer. */
const scanned = (cells: CellSpec[]): Page => {
  const p = page(cells);
  const lines = p.lines.map((l) => ({ ...l, words: l.words.map((w) => ({ ...w, font: OCR_FONT })) }));
  return { ...p, lines, words: lines.flatMap((l) => l.words) };
};

const fields = (p: Page) => headers(p)[0]?.columns.map((c) => c.field) ?? [];

// "Stückpreis" read "Stickpreis": one glyph misread leaves the unit price column unnamed, and the
// row's quantity × unit price = amount can no longer prove its quantity.
const header = (price: string): CellSpec[] => [
  { text: "Pos", x: 50, y: 100 },
  { text: "Bezeichnung", x: 80, y: 100 },
  { text: "Menge", x: 280, y: 100 },
  { text: price, x: 350, y: 100 },
  { text: "Gesamt", x: 460, y: 100 },
];

describe("an item column label OCR misread by one glyph", () => {
  it("names its column on a scanned page", () => {
    expect(fields(scanned(header("Stickpreis")))).toEqual([null, "item_description", "item_quantity", "item_unit_price", "item_amount"]);
  });

  it("is left as printed on a text layer", () => {
    expect(fields(page(header("Stickpreis")))).toEqual([null, "item_description", "item_quantity", null, "item_amount"]);
  });

  it("is not restored when it is short", () => {
    // "Preiz" is five letters: one glyph from too many words to say which was printed.
    expect(fields(scanned(header("Preiz")))).toEqual([null, "item_description", "item_quantity", null, "item_amount"]);
  });
});
