import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { findLineItems } from "./line-items";

// A fee table closed by its own sum, then disbursements under a heading with their own sum, then
// the invoice's sum. Every document here is invented.

const items = (cells: CellSpec[]) => {
  const d = doc(cells);
  return findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value]);
};

const row = (y: number, text: string, amount: string, x = 76): CellSpec[] => [
  { text, x, y },
  { text: amount, x: 470, y },
];

const FEES: CellSpec[] = [
  { text: "Timekeeper", x: 76, y: 300 },
  { text: "Hours", x: 233, y: 300 },
  { text: "Rate", x: 323, y: 300 },
  { text: "Amount", x: 440, y: 300 },
  { text: "Anna Berg", x: 76, y: 314 },
  { text: "4.5", x: 240, y: 314 },
  { text: "300.00", x: 320, y: 314 },
  { text: "1,350.00", x: 460, y: 314 },
  { text: "Tom Weir", x: 76, y: 328 },
  { text: "2.0", x: 240, y: 328 },
  { text: "150.00", x: 320, y: 328 },
  { text: "300.00", x: 470, y: 328 },
  ...row(342, "Total fees", "1,650.00"),
];

describe("titled groups under the fee table", () => {
  it("are items when their own sum and the invoice's sum add them up", () => {
    const found = items([
      ...FEES,
      { text: "DISBURSEMENTS", x: 73, y: 362 },
      ...row(378, "Courier charges", "45.20"),
      ...row(392, "Travel expenses", "210.00"),
      ...row(406, "Total disbursements", "255.20"),
      ...row(426, "Total this invoice", "1,905.20"),
    ]);
    expect(found).toEqual([
      ["Anna Berg", 1350],
      ["Tom Weir", 300],
      ["Courier charges", 45.2],
      ["Travel expenses", 210],
    ]);
  });

  it("are no items when the invoice's sum leaves them out (payments received)", () => {
    const found = items([
      ...FEES,
      { text: "PAYMENTS", x: 73, y: 362 },
      ...row(378, "Bank transfer", "1,000.00"),
      ...row(392, "Total payments", "1,000.00"),
      ...row(412, "Balance due", "650.00"),
    ]);
    expect(found).toEqual([
      ["Anna Berg", 1350],
      ["Tom Weir", 300],
    ]);
  });
});
