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
