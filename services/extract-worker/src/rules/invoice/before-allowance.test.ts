import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// "Subtotal" over a discount and the net after it: the net is the subtotal, the sum before the
// discount is the lines' sum.
const ladder = (discount: CellSpec[]): CellSpec[] => [
  { text: "Description", x: 50, y: 200 },
  { text: "Qty", x: 250, y: 200 },
  { text: "Unit price", x: 340, y: 200 },
  { text: "Amount", x: 450, y: 200 },
  { text: "Team plan", x: 50, y: 216 },
  { text: "1", x: 250, y: 216 },
  { text: "$200.00", x: 340, y: 216 },
  { text: "$200.00", x: 450, y: 216 },
  { text: "Onboarding", x: 50, y: 230 },
  { text: "1", x: 250, y: 230 },
  { text: "$300.00", x: 340, y: 230 },
  { text: "$300.00", x: 450, y: 230 },
  { text: "Subtotal", x: 300, y: 260 },
  { text: "$500.00", x: 450, y: 260 },
  ...discount,
  { text: "Total excluding tax", x: 300, y: 288 },
  { text: "$400.00", x: 450, y: 288 },
  { text: "Total", x: 300, y: 302 },
  { text: "$400.00", x: 450, y: 302 },
  { text: "Applied balance", x: 300, y: 316 },
  { text: "-$30.00", x: 450, y: 316 },
  { text: "Amount due", x: 300, y: 330 },
  { text: "$370.00", x: 450, y: 330 },
];

describe("a discount between two net sums", () => {
  it("makes the lower one the subtotal", () => {
    const out = invoice(
      doc(
        ladder([
          { text: "LAUNCH20 (20% off)", x: 300, y: 274 },
          { text: "-$100.00", x: 450, y: 274 },
        ]),
      ),
    );
    expect(out.data).toMatchObject({ subtotal: 400, total: 400 });
  });

  it("leaves two net sums with nothing between them to the other evidence", () => {
    const out = invoice(doc(ladder([])));
    expect(out.data.subtotal).not.toBe(400);
  });

  it("drops the sum before a discount on an invoice without tax, whose net is printed only as its total", () => {
    const out = invoice(
      doc([
        { text: "Bezeichnung", x: 50, y: 200 },
        { text: "Betrag", x: 450, y: 200 },
        { text: "Mauerwerk KS 24 cm", x: 50, y: 216 },
        { text: "6.000,00 €", x: 450, y: 216 },
        { text: "Estrich CT-C25-F4", x: 50, y: 230 },
        { text: "4.000,00 €", x: 450, y: 230 },
        { text: "Summe Leistungen", x: 300, y: 260 },
        { text: "10.000,00 €", x: 450, y: 260 },
        { text: "abzgl. 3 % Nachlass", x: 300, y: 274 },
        { text: "-300,00 €", x: 450, y: 274 },
        { text: "Rechnungsbetrag", x: 300, y: 288 },
        { text: "9.700,00 €", x: 450, y: 288 },
        { text: "Die Steuerschuld geht auf den Leistungsempfänger über (§ 13b UStG).", x: 50, y: 320 },
      ]),
    );
    expect(out.data).toMatchObject({ subtotal: null, total: 9700 });
  });
});
