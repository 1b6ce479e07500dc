import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";
import { amountLabelMatcher, paidAbove } from "./amount-labels";

const fieldOf = (label: string) => (["subtotal", "tax", "total"] as const).filter((f) => amountLabelMatcher(f)(label) !== null);

describe("amount labels read by their qualifiers", () => {
  it("tells the net, the tax and the gross apart when all start with the same generic word", () => {
    expect(fieldOf("Gesamtbetrag ohne Umsatzsteuer:")).toEqual(["subtotal"]);
    expect(fieldOf("Gesamtbetrag der Umsatzsteuer:")).toEqual(["tax"]);
    expect(fieldOf("Gesamtbetrag einschließlich Umsatzsteuer:")).toEqual(["total"]);
    expect(fieldOf("Invoice total amount without VAT:")).toEqual(["subtotal"]);
    expect(fieldOf("Invoice total VAT amount:")).toEqual(["tax"]);
    expect(fieldOf("Summe USt.")).toEqual(["tax"]);
    expect(fieldOf("Gesamtsumme netto:")).toEqual(["subtotal"]);
  });

  it("reads 'inc' and 'ex' as the gross and the net, and a statement of the tax a price contains as the tax", () => {
    expect(fieldOf("Total (inc GST)")).toEqual(["total"]);
    expect(fieldOf("Total ex GST")).toEqual(["subtotal"]);
    expect(fieldOf("Total includes GST of")).toEqual(["tax"]);
    expect(fieldOf("Includes GST")).toEqual(["tax"]);
    expect(fieldOf("GST included")).toEqual(["tax"]);
    expect(fieldOf("Total including VAT")).toEqual(["total"]);
  });

  it("names none of the totals for a paid amount, an allowance, a line price or the sum of the lines", () => {
    expect(fieldOf("Bereits gezahlt:")).toEqual([]);
    expect(fieldOf("Paid amount:")).toEqual([]);
    expect(fieldOf("Summe Nachlässe:")).toEqual([]);
    expect(fieldOf("Gesamtpreis (netto):")).toEqual([]);
    expect(fieldOf("Summe aller Positionen:")).toEqual([]);
  });

  it("reads a German compound amount word by its qualifier, and a progress invoice's work so far, contract sum and deductions as none of the totals", () => {
    expect(fieldOf("Rechnungsbetrag netto")).toEqual(["subtotal"]);
    expect(fieldOf("Abschlagsbetrag brutto")).toEqual(["total"]);
    expect(fieldOf("Abschlagsbetrag")).toEqual(["total"]);
    expect(fieldOf("Schlussrechnungsbetrag")).toEqual(["total"]);
    expect(fieldOf("Abschlag netto")).toEqual(["subtotal"]);
    expect(fieldOf("Gesamtleistung bisher netto")).toEqual([]);
    expect(fieldOf("Leistungsstand kumuliert netto")).toEqual([]);
    expect(fieldOf("Auftragssumme netto")).toEqual([]);
    expect(fieldOf("abzgl. bereits berechnet")).toEqual([]);
    // The sum of the services is the lines' sum: a (weak) net, never the total.
    expect(fieldOf("Gesamtsumme Leistungen")).toEqual(["subtotal"]);
    expect(fieldOf("Summe netto nach Nachlass")).toEqual(["subtotal"]);
  });

  it("names none of the totals for a payment received or a balance carried from an earlier bill", () => {
    expect(fieldOf("Payment received 14 Feb 2026")).toEqual([]);
    expect(fieldOf("Balance carried forward")).toEqual([]);
    expect(fieldOf("Zahlungseingang vom 14.02.2026")).toEqual([]);
  });

  it("reads a bill's current charges as a total when subtotal + tax confirm them, never the amount due with an unpaid balance", () => {
    const rows: Array<[string, string]> = [
      ["Previous balance", "£96.43"],
      ["Payment received 14 Feb 2026", "£-69.95"],
      ["Balance carried forward", "£26.48"],
      ["Current charges", "£63.83"],
      ["Total amount due", "£90.31"],
      ["Line rental", "£53.19"],
      ["Charges before VAT", "£53.19"],
      ["VAT at 20%", "£10.64"],
      ["Current charges", "£63.83"],
    ];
    const out = invoice(
      doc(
        rows.flatMap(([label, value], i) => [
          { text: label, x: 60, y: 300 + 16 * i },
          { text: value, x: 360, y: 300 + 16 * i },
        ]),
      ),
    );
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([53.19, 10.64, 63.83]);
  });

  it("never takes the amount due for the total where a summary box repeats it above the carried balance, its label read short of 'due'", () => {
    const rows: Array<[string, string]> = [
      ["Previous balance", "US$29.99"],
      ["Payment received February 28, 2024", "US$-8.95"],
      ["Balance carried forward", "US$21.04"],
      ["New charges", "US$86.38"],
      ["Total amount due", "US$107.42"],
      ["Premium-rate calls", "US$52.62"],
      ["Roaming charges", "US$13.50"],
      ["Monthly plan", "US$7.84"],
      ["Usage charges", "US$12.42"],
      ["Current charges", "US$86.38"],
    ];
    const out = invoice(
      doc([
        { text: "Total amount due", x: 360, y: 60 },
        { text: "US$107.42", x: 360, y: 76 },
        { text: "Due date March 25, 2024", x: 360, y: 92 },
        ...rows.flatMap(([label, value], i) => [
          { text: label, x: 60, y: 300 + 16 * i },
          { text: value, x: 360, y: 300 + 16 * i },
        ]),
      ]),
    );
    // Nothing confirms the new charges either (no tax line, no item table): null, with the reason.
    expect(out.data.total).toBeNull();
    expect(out.warnings).toContain("total: no other amount confirms US$107.42");
  });

  it("leaves one-word labels and rate lines to the lexicon", () => {
    expect(fieldOf("Total")).toEqual(["total"]);
    expect(fieldOf("zzgl. USt. 19 %")).toEqual(["tax"]);
    expect(fieldOf("Gutschriftsbetrag")).toEqual(["total"]);
  });

  it("reads an e-invoice's label column of totals", () => {
    const rows = [
      ["Summe aller Positionen:", "200,00"],
      ["Summe Nachlässe:", "10,00"],
      ["Gesamtbetrag ohne Umsatzsteuer:", "190,00"],
      ["Gesamtbetrag der Umsatzsteuer:", "36,10"],
      ["Gesamtbetrag einschließlich Umsatzsteuer:", "226,10"],
      ["Bereits gezahlt:", "100,00"],
      ["Fälliger Betrag:", "126,10"],
    ];
    const out = invoice(
      doc(
        rows.flatMap(([k, v], i) => [
          { text: k!, x: 60, y: 400 + i * 14 },
          { text: v!, x: 330, y: 400 + i * 14 },
        ]),
      ),
    );
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([190, 36.1, 226.1]);
  });
});

describe("an insurer's premium bill and a stamp duty", () => {
  it("reads German tax compounds and premium words by their qualifiers, and a stamp duty as none of the totals", () => {
    expect(fieldOf("Beitrag ohne Versicherungsteuer")).toEqual(["subtotal"]);
    expect(fieldOf("Versicherungsteuer gesamt")).toEqual(["tax"]);
    expect(fieldOf("VersSt. gesamt")).toEqual(["tax"]);
    expect(fieldOf("Summe Nettobeiträge")).toEqual(["subtotal"]);
    expect(fieldOf("Imposta di bollo assolta in modo virtuale:")).toEqual([]);
  });

  it("returns the net, the insurance tax and the gross of a premium ladder, and no tax for a stamp duty", () => {
    const ladder = (rows: Array<[string, string]>) =>
      invoice(
        doc(
          rows.flatMap(([k, v], i) => [
            { text: k, x: 60, y: 400 + i * 15 },
            { text: v, x: 480, y: 400 + i * 15 },
          ]),
        ),
      ).data;
    const premium = ladder([
      ["Beitrag ohne Versicherungsteuer", "1.000,00 €"],
      ["zzgl. 19 % VersSt.", "100,00 €"],
      ["zzgl. 22 % VersSt.", "44,00 €"],
      ["VersSt. gesamt", "144,00 €"],
      ["Rechnungsbetrag", "1.144,00 €"],
    ]);
    expect([premium.subtotal, premium.tax, premium.total]).toEqual([1000, 144, 1144]);
    const net = ladder([
      ["Summe Nettobeiträge", "3.000,00 €"],
      ["zzgl. 19 % Versicherungssteuer", "570,00 €"],
      ["Zu zahlender Beitrag", "3.570,00 €"],
    ]);
    expect(net.total).not.toBe(3000);
    const stamped = ladder([
      ["Totale fattura", "4.485,90 €"],
      ["Imposta di bollo assolta in modo virtuale:", "2,00 €"],
    ]);
    expect([stamped.tax, stamped.total]).toEqual([null, 4485.9]);
  });
});

describe("a payment printed above what is left to pay", () => {
  it("is seen in Polish too", () => {
    const page = doc([
      { text: "Razem brutto", x: 318, y: 306 },
      { text: "$289,72", x: 511, y: 306 },
      { text: "Zapłacono", x: 318, y: 320 },
      { text: "$50,02", x: 517, y: 320 },
      { text: "Do zapłaty pozostało", x: 318, y: 335 },
      { text: "$239,70", x: 511, y: 335 },
    ]);
    expect(paidAbove(page, 1, 335)).toBe(true);
    expect(paidAbove(page, 1, 320)).toBe(false);
  });
});
