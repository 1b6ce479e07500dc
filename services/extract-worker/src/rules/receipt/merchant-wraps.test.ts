import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { receipt } from "../../presets/receipt";

// A merchant's legal name wrapped over two lines of a narrow till receipt, and an item row that
// ends in a legal form's letters ("KG", a kilogram): the name is read whole, and no item is a name.

/** A row of the till block: a label on the left, its amount right-aligned at x = 220. */
const priced = (label: string, amount: string, y: number): CellSpec[] => [
  { text: label, x: 10, y },
  { text: amount, x: 220 - amount.length * 5, y },
];
/** A line centred on the paper's axis (x = 115), 5 pt per character and 2.5 per space. */
const centred = (text: string, y: number): CellSpec => {
  const width = text.replace(/ /g, "").length * 5 + (text.split(" ").length - 1) * 2.5;
  return { text, x: 115 - width / 2, y };
};
const merchant = (cells: CellSpec[]) => receipt(doc(cells)).data.merchant;

describe("a merchant's name wrapped on a till receipt", () => {
  it("goes on past a line that ends in a joining word", () => {
    const cells: CellSpec[] = [
      centred("Abarrotes Lumbra S. de R.L. de", 10),
      centred("C.V.", 22),
      centred("Calle Juarez 12, Col. Centro", 34),
      { text: "FECHA: 15-MAY-2023", x: 10, y: 50 },
      ...priced("1 PAN BLANCO", "12.50", 64),
      ...priced("TOTAL", "12.50", 80),
      ...priced("EFECTIVO", "20.00", 92),
    ];
    expect(merchant(cells)).toBe("Abarrotes Lumbra S. de R.L. de C.V.");
  });
});
