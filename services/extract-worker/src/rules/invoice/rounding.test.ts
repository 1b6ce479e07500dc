import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A total rounded to whole units after the tax, with the rounding printed on its own line: the
// page's arithmetic is subtotal + tax + rounding = total.
const totals = (rounding: CellSpec[]): CellSpec[] => [
  { text: "Faktura", x: 400, y: 50, size: 16 },
  { text: "Fakturanr", x: 50, y: 90 },
  { text: "7310", x: 150, y: 90 },
  { text: "Fakturadatum", x: 50, y: 104 },
  { text: "2024-03-15", x: 150, y: 104 },
  { text: "Summa exkl. moms", x: 50, y: 300 },
  { text: "1 010,10 kr", x: 450, y: 300 },
  { text: "Moms 25 %", x: 50, y: 314 },
  { text: "252,53 kr", x: 450, y: 314 },
  ...rounding,
  { text: "Att betala", x: 50, y: 342 },
  { text: "1 263,00 kr", x: 450, y: 342 },
];

describe("a rounding line between the tax and the total", () => {
  // Swedish öre, and an Indian invoice's rounding to whole rupees.
  it.each([
    ["Öresavrundning", "0,37 kr"],
    ["Round Off", "0,37"],
  ])("makes subtotal, tax and total agree (%s)", (label, amount) => {
    const out = invoice(
      doc(
        totals([
          { text: label, x: 50, y: 328 },
          { text: amount, x: 450, y: 328 },
        ]),
      ),
    );
    expect(out.data).toMatchObject({ subtotal: 1010.1, tax: 252.53, total: 1263 });
    // The OCR check's subtotal + tax = total would see a contradiction: the three are marked checked.
    expect(out.checked).toEqual(["subtotal", "tax", "total"]);
  });

  it("is needed: without it the three amounts contradict and one is dropped", () => {
    const out = invoice(doc(totals([])));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toContain(null);
  });
});
