import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A totals block that prints one amount as a whole number among decimal ones ("Steuerbetrag 285").

const block = (tax: string, total: string): CellSpec[] => [
  { text: "Rechnung Nr. 4711 vom 01.06.2026", x: 60, y: 100 },
  { text: "Nettobetrag", x: 300, y: 500 },
  { text: "1.500,00", x: 480, y: 500 },
  { text: "Steuerbetrag in EUR", x: 300, y: 514 },
  { text: tax, x: 480, y: 514 },
  { text: "Bruttosumme", x: 300, y: 528 },
  { text: total, x: 480, y: 528 },
];

describe("whole-number amounts among decimal ones", () => {
  it("returns the bare amount when subtotal + tax = total confirms it", () => {
    const out = invoice(doc(block("285", "1.785,00")));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1500, 285, 1785]);
    expect(out.fields.tax!.confidence).toBeLessThan(0.9);
  });

  it("reads a printed zero tax when the totals agree", () => {
    expect(invoice(doc(block("0", "1.500,00"))).data.tax).toBe(0);
  });

  it("leaves it null with a warning when nothing confirms it", () => {
    const out = invoice(doc(block("19", "1.785,00")));
    expect(out.data.tax).toBeNull();
    expect(out.warnings.some((w) => w.startsWith("tax:"))).toBe(true);
  });
});

describe("a tax line led by its rate", () => {
  const block = (total: string): CellSpec[] => [
    { text: "Subtotaal", x: 300, y: 500 },
    { text: "1.697,75 €", x: 480, y: 500 },
    { text: "21 % Btw", x: 300, y: 514 },
    { text: "356,53 €", x: 480, y: 514 },
    { text: "Te betalen", x: 300, y: 528 },
    { text: total, x: 480, y: 528 },
  ];

  it("is the tax when subtotal + tax = total", () => {
    expect(invoice(doc(block("2.054,28 €"))).data.tax).toBe(356.53);
  });

  it("is only one rate's share when the totals disagree: null", () => {
    expect(invoice(doc(block("2.154,28 €"))).data.tax).toBeNull();
  });
});

describe("German totals wording", () => {
  it("reads 'zuzüglich 19% MwSt.' as the tax when the totals confirm it, and 'Beträge in EUR' as the currency", () => {
    const out = invoice(
      doc([
        { text: "Beträge in EUR", x: 400, y: 200 },
        { text: "Rechnungssumme netto", x: 300, y: 500 },
        { text: "915,00", x: 480, y: 500 },
        { text: "zuzüglich 19% MwSt.", x: 300, y: 514 },
        { text: "173,85", x: 480, y: 514 },
        { text: "Rechnungssumme brutto", x: 300, y: 528 },
        { text: "1.088,85", x: 480, y: 528 },
      ]),
    );
    expect([out.data.subtotal, out.data.tax, out.data.total, out.data.currency]).toEqual([915, 173.85, 1088.85, "EUR"]);
  });
});

describe("what is left to pay after a prepayment", () => {
  const block = (payable: string): CellSpec[] => [
    { text: "Total HT", x: 300, y: 480 },
    { text: "100,00", x: 480, y: 480 },
    { text: "Acompte :", x: 300, y: 500 },
    { text: "10,00", x: 480, y: 500 },
    { text: "Net à payer", x: 300, y: 514 },
    { text: payable, x: 480, y: 514 },
  ];

  it("is not the total when nothing confirms it, and does not make the net contradict", () => {
    const out = invoice(doc(block("90,00 EUR")));
    expect(out.data.total).toBeNull();
    expect(out.data.subtotal).toBe(100);
    expect(out.warnings).toContain("total: no other amount confirms 90,00 EUR");
  });

  it("is the total when printed above the prepayment", () => {
    const cells: CellSpec[] = [
      { text: "Te betalen", x: 300, y: 480 },
      { text: "4.984,28 EUR", x: 480, y: 480 },
      { text: "Reeds betaald", x: 300, y: 494 },
      { text: "-1.495,28 EUR", x: 480, y: 494 },
    ];
    expect(invoice(doc(cells)).data.total).toBe(4984.28);
  });
});
