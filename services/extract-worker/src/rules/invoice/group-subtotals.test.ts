import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// An item list in groups, each closed by its own subtotal, then the document's totals with a
// shipping line, so subtotal + tax = total cannot tell the amounts apart.
function groups(documentSubtotal: boolean, label = "Subtotal"): CellSpec[] {
  return [
    { text: "Hardware", x: 60, y: 300 },
    { text: "Laptop stand 2 x 100.00", x: 60, y: 314 },
    { text: "200.00", x: 470, y: 314 },
    { text: "Docking station 1 x 300.00", x: 60, y: 328 },
    { text: "300.00", x: 470, y: 328 },
    { text: `${label} Hardware`, x: 60, y: 342 },
    { text: "500.00", x: 470, y: 342 },
    { text: "Software", x: 60, y: 360 },
    { text: "Office licence 3 x 100.00", x: 60, y: 374 },
    { text: "300.00", x: 470, y: 374 },
    { text: `${label} Software`, x: 60, y: 388 },
    { text: "300.00", x: 470, y: 388 },
    ...(documentSubtotal
      ? [
          { text: label, x: 330, y: 420 },
          { text: "800.00", x: 470, y: 420 },
        ]
      : []),
    { text: "VAT 20%", x: 330, y: 434 },
    { text: "160.00", x: 470, y: 434 },
    { text: "Shipping", x: 330, y: 448 },
    { text: "25.00", x: 470, y: 448 },
    { text: "Total", x: 330, y: 462 },
    { text: "985.00", x: 470, y: 462 },
  ];
}

describe("subtotals of item groups", () => {
  it("takes the subtotal printed under the label alone, never a group's", () => {
    expect(invoice(doc(groups(true))).data.subtotal).toBe(800);
    expect(invoice(doc(groups(true, "Zwischensumme"))).data.subtotal).toBe(800);
    expect(invoice(doc(groups(true, "Suma częściowa"))).data.subtotal).toBe(800);
  });

  it("returns null when only the groups' subtotals are printed", () => {
    const out = invoice(doc(groups(false)));
    expect(out.data.subtotal).toBeNull();
    expect(out.data.total).toBe(985);
  });
});

// Sections each closed by their own total under the document's totals label ("Total section 1"),
// the invoice's total printed last under another word ("Gross total") with its currency's sign.
describe("totals of item sections", () => {
  const sections: CellSpec[] = [
    { text: "Part 1 Services", x: 60, y: 300 },
    { text: "Drive unit 2 x 500.00", x: 60, y: 314 },
    { text: "1,000.00", x: 470, y: 314 },
    { text: `Total section 1`, x: 330, y: 328 },
    { text: "1,000.00", x: 470, y: 328 },
    { text: "Part 2 Consumables", x: 60, y: 346 },
    { text: "Cable ties 4 x 10.00", x: 60, y: 360 },
    { text: "40.00", x: 470, y: 360 },
    { text: `Total section 2`, x: 330, y: 374 },
    { text: "40.00", x: 470, y: 374 },
    { text: "Part 3 Labour", x: 60, y: 392 },
    { text: "Fitting 2 x 30.00", x: 60, y: 406 },
    { text: "60.00", x: 470, y: 406 },
    { text: `Total section 3`, x: 330, y: 420 },
    { text: "60.00", x: 470, y: 420 },
    { text: "Net total", x: 60, y: 446 },
    { text: "1,100.00", x: 470, y: 446 },
    { text: "Tax 10 %", x: 60, y: 460 },
    { text: "110.00", x: 470, y: 460 },
    { text: "Gross total", x: 60, y: 474 },
    { text: "US$1,210.00", x: 460, y: 474 },
  ];

  it("takes the total printed under the label alone, never a section's", () => {
    const out = invoice(doc(sections));
    expect(out.data.total).toBe(1210);
    expect(out.data.subtotal).toBe(1100);
  });

  it("reads a currency code after the label as the sum's currency, not a section's name", () => {
    const out = invoice(
      doc([
        { text: "Consulting 10 x 100.00", x: 60, y: 300 },
        { text: "1,000.00", x: 470, y: 300 },
        { text: "Subtotal", x: 330, y: 330 },
        { text: "1,000.00", x: 470, y: 330 },
        { text: "Tax 10 %", x: 330, y: 344 },
        { text: "100.00", x: 470, y: 344 },
        { text: "Total EUR", x: 330, y: 358 },
        { text: "1,100.00", x: 470, y: 358 },
        { text: "Total USD", x: 330, y: 372 },
        { text: "1,276.00", x: 470, y: 372 },
      ]),
    );
    expect(out.data.total).toBe(1100);
  });
});
