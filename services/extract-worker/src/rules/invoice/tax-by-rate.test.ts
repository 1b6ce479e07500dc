import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A totals ladder that prints the tax once per rate: without a tax total, the tax is their sum and
// one rate's tax is never the invoice's.

const head: CellSpec[] = [
  { text: "Rechnung Nr. 4471", x: 50, y: 60, size: 14 },
  { text: "Bezeichnung", x: 50, y: 200 },
  { text: "Gesamt", x: 480, y: 200 },
  { text: "Wartung Anlage", x: 50, y: 216 },
  { text: "1.000,00 €", x: 470, y: 216 },
  { text: "Fachbuch", x: 50, y: 232 },
  { text: "200,00 €", x: 480, y: 232 },
];

const ladder = (rows: ReadonlyArray<[string, string]>): CellSpec[] =>
  rows
    .map(([label, value], i) => [
      { text: label, x: 300, y: 270 + 16 * i },
      { text: value, x: 480, y: 270 + 16 * i },
    ])
    .flat();

describe("a tax printed per rate", () => {
  it("is the sum of the rates' lines when no tax total is printed and the arithmetic holds", () => {
    const out = invoice(
      doc([
        ...head,
        ...ladder([
          ["Summe netto", "1.200,00 €"],
          ["zzgl. Umsatzsteuer 19 %", "190,00 €"],
          ["zzgl. Umsatzsteuer 7 %", "14,00 €"],
          ["Rechnungsbetrag", "1.404,00 €"],
        ]),
      ]),
    );
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1200, 204, 1404]);
  });

  it("is never one rate's line, even when the sum does not close", () => {
    const out = invoice(
      doc([
        ...head,
        ...ladder([
          ["Summe netto", "1.200,00 €"],
          ["USt. 19 % auf 1.000,00", "190,00 €"],
          ["USt. 7 % auf 200,00", "14,00 €"],
          ["Rechnungsbetrag", "1.410,00 €"],
        ]),
      ]),
    );
    expect(out.data.tax).toBeNull();
  });

  it("leaves a printed tax total as it is", () => {
    const out = invoice(
      doc([
        ...head,
        ...ladder([
          ["Summe netto", "1.200,00 €"],
          ["USt. 19 %", "190,00 €"],
          ["USt. 7 %", "14,00 €"],
          ["Summe Umsatzsteuer", "204,00 €"],
          ["Rechnungsbetrag", "1.404,00 €"],
        ]),
      ]),
    );
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1200, 204, 1404]);
  });
});
