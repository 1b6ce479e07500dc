import { describe, expect, it } from "@jest/globals";
import { buildOcrPage } from "../../ocr/ocr-page";
import { invoice } from "../../presets/invoice";
import { ocrRow as row } from "../../../test/ocr-rows";
import { doc } from "../../../test/synthetic-model";

// An amount whose decimal separator OCR lost is read with its digits as cents only when subtotal +
// tax = total proves it. Invoices are invented.

function scanned(net: string, tax: string, total: string) {
  const words = [
    ...row([["Rechnung", 40]], 40),
    ...row([["Kestrelmoor Papier GmbH", 40]], 60),
    ...row([["Rechnungsdatum: 03.02.2025", 40]], 80),
    ...row(
      [
        ["Nettobetrag", 300],
        [net, 480],
      ],
      300,
    ),
    ...row(
      [
        ["USt. 19 %", 300],
        [tax, 480],
      ],
      320,
    ),
    ...row(
      [
        ["Gesamtbetrag", 300],
        [total, 480],
      ],
      340,
    ),
  ];
  const { page } = buildOcrPage({ number: 1, width: 595, height: 842, rotation: 0, turn: 0, scale: 1 }, words);
  return { pageCount: 1, encrypted: false, pages: [page] };
}

describe("amounts OCR read without their separator", () => {
  it("a total read with too many decimals is its digits as cents when net + tax gives them", () => {
    const out = invoice(scanned("1.250,00 €", "237,50 €", "1.48750 €"));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1250, 237.5, 1487.5]);
  });

  it("a net read as a whole number among amounts in cents, proved by tax and total", () => {
    const out = invoice(scanned("125000 €", "237,50 €", "1.487,50 €"));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1250, 237.5, 1487.5]);
  });

  it("digits no arithmetic proves as cents are not read so", () => {
    // 1 487,51 is a rounding cent from net + tax, and a misread last digit as likely.
    for (const total of ["1.48751 €", "1.49750 €"]) {
      const out = invoice(scanned("1.250,00 €", "237,50 €", total));
      expect([1487.5, 1487.51, 1497.5]).not.toContain(out.data.total);
    }
  });

  it("a text layer's digits are what was printed: no twin", () => {
    const out = invoice(
      doc([
        { text: "Rechnung", x: 40, y: 40 },
        { text: "Nettobetrag", x: 300, y: 300 },
        { text: "1.250,00 €", x: 480, y: 300 },
        { text: "USt. 19 %", x: 300, y: 320 },
        { text: "237,50 €", x: 480, y: 320 },
        { text: "Gesamtbetrag", x: 300, y: 340 },
        { text: "1.48750 €", x: 480, y: 340 },
      ]),
    );
    expect(out.data.total).not.toBe(1487.5);
  });
});
