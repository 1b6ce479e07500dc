import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { findLineItems } from "./line-items";

const head: CellSpec[] = [
  { text: "Bezeichnung", x: 60, y: 300 },
  { text: "Menge", x: 300, y: 300 },
  { text: "Einzelpreis", x: 380, y: 300 },
  { text: "Gesamt", x: 470, y: 300 },
];
const figures = (y: number, qty: string, price: string, amount: string): CellSpec[] => [
  { text: qty, x: 300, y },
  { text: price, x: 380, y },
  { text: amount, x: 470, y },
];

// Lines evenly spaced, each cell centred on its figures: by position alone, the line above an
// item's figures could as well be the item above's wrap.
describe("an item table whose cells are centred vertically", () => {
  it("gives each item the description lines centred on its figures", () => {
    const cells: CellSpec[] = [
      ...head,
      { text: "Innenputz Kalkzement", x: 60, y: 320 },
      ...figures(326, "599,26", "21,51", "12.890,08"),
      { text: "einlagig, Q2", x: 60, y: 332 },
      { text: "Stahlbetondecke d = 20 cm", x: 60, y: 346 },
      { text: "C30/37, inkl. Schalung", x: 60, y: 358 },
      ...figures(358, "163,24", "120,74", "19.709,60"),
      { text: "Betonage", x: 60, y: 370 },
      { text: "Oberboden abtragen", x: 60, y: 384 },
      ...figures(384, "197,14", "5,52", "1.088,21"),
      { text: "Summe netto", x: 300, y: 406 },
      { text: "33.687,89", x: 470, y: 406 },
    ];
    const d = doc(cells);
    expect(findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value])).toEqual([
      ["Innenputz Kalkzement einlagig, Q2", 12890.08],
      ["Stahlbetondecke d = 20 cm C30/37, inkl. Schalung Betonage", 19709.6],
      ["Oberboden abtragen", 1088.21],
    ]);
  });
});
