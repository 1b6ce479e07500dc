import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";
import type { Candidate } from "../anchor";
import { buildContext } from "../context";
import { summedRows } from "./summed-rows";

// A bill whose charge lines have no header row: a text and an amount per row, then the net, the
// VAT and the bill's total in the same column.
const charges = (rows: Array<[string, string]>, y0 = 300): CellSpec[] =>
  rows.flatMap(([k, v], i) => [
    { text: k, x: 60, y: y0 + i * 16 },
    { text: v, x: 400 - v.length * 5, y: y0 + i * 16 },
  ]);
const top: CellSpec[] = [
  { text: "Invoice number: 7730418", x: 60, y: 80 },
  { text: "Invoice date: 19 March 2026", x: 60, y: 96 },
];

describe("charge rows without a header", () => {
  it("reads the rows over the net when they add up to it", () => {
    const out = invoice(
      doc([
        ...top,
        ...charges([
          ["Monthly plan", "23.17"],
          ["Roaming charges", "4.06"],
          ["Loyalty discount", "-2.50"],
          ["Charges before VAT", "24.73"],
          ["VAT at 20%", "4.95"],
          ["Total current charges", "29.68"],
        ]),
      ]),
    );
    expect(out.data.subtotal).toBe(24.73);
    expect(out.data.line_items).toEqual([
      { description: "Monthly plan", quantity: null, unit_price: null, amount: 23.17 },
      { description: "Roaming charges", quantity: null, unit_price: null, amount: 4.06 },
      { description: "Loyalty discount", quantity: null, unit_price: null, amount: -2.5 },
    ]);
  });

  it("reads the charges over the second place an untaxed total is printed", () => {
    const out = invoice(
      doc([
        ...top,
        ...charges(
          [
            ["Previous balance", "40.00"],
            ["Payment received", "-40.00"],
            ["Total current charges", "27.23"],
          ],
          150,
        ),
        ...charges([
          ["Monthly plan", "23.17"],
          ["Roaming charges", "4.06"],
          ["Current charges", "27.23"],
        ]),
      ]),
    );
    expect(out.data.total).toBe(27.23);
    expect((out.data.line_items as Array<{ amount: number }>).map((l) => l.amount)).toEqual([23.17, 4.06]);
  });

  it("takes none when the rows do not add up to the net", () => {
    const out = invoice(
      doc([
        ...top,
        ...charges([
          ["Monthly plan", "23.17"],
          ["Roaming charges", "4.06"],
          ["Charges before VAT", "24.73"],
          ["VAT at 20%", "4.95"],
          ["Total current charges", "29.68"],
        ]),
      ]),
    );
    expect(out.data.line_items).toEqual([]);
  });

  it("never reads a totals ladder as charges", () => {
    const d = doc([
      ...top,
      // An amount with both separators tells the page's decimal comma.
      { text: "Auftragswert: 1.318,40", x: 60, y: 112 },
      ...charges([
        ["Positionssumme", "318,40"],
        ["Gesamtbetrag der Zuschläge", "0,00"],
        ["Gesamtbetrag der Abschläge", "-0,00"],
        ["Rechnungssumme ohne USt.", "318,40"],
      ]),
    ]);
    // The net's own figure, as the totals resolver hands it over.
    const words = d.pages[0]!.words.filter((w) => w.text === "318,40" && w.bbox[1] > 340);
    const figure: Candidate = { field: "subtotal", value: 318.4, score: 1, page: 1, words, via: "right", label: null, labelWords: [] };
    expect(summedRows(d, buildContext(d), figure, 318.4)).toEqual([]);
  });

  it("never reads a premium bill's net and insurance tax as the charges over its total", () => {
    const out = invoice(
      doc([
        ...top,
        ...charges([
          ["Nettobeitrag", "11.841,63 EUR"],
          ["VersSt. 19 %", "2.249,91 EUR"],
          ["Rechnungsbetrag", "14.091,54 EUR"],
        ]),
      ]),
    );
    expect(out.data.total).toBe(14091.54);
    expect(out.data.line_items).toEqual([]);
  });
});
