import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

describe("credit notes", () => {
  const corrected: CellSpec = { text: "Rechnungsnummer: R-2024-0999", x: 60, y: 200 };

  it("never answers with the number of the invoice a credit note corrects", () => {
    const own = invoice(doc([{ text: "Gutschrift Nr. G-2024-0042 vom 03.12.2024", x: 60, y: 120 }, corrected]));
    expect(own.data.invoice_number).toBe("G-2024-0042");
    // Without its own number printed, the credit note's number is null, not the corrected invoice's.
    const none = invoice(doc([{ text: "Gutschrift", x: 60, y: 120 }, corrected]));
    expect(none.data.invoice_number).toBeNull();
  });

  it("takes no head of the item table for a credit note's title (a folio's payments under 'Gutschrift')", () => {
    const out = invoice(
      doc([
        { text: "Rechnung", x: 60, y: 80 },
        corrected,
        { text: "Datum", x: 60, y: 300 },
        { text: "Beschreibung", x: 150, y: 300 },
        { text: "Belastung", x: 370, y: 300 },
        { text: "Gutschrift", x: 455, y: 300 },
        { text: "04.02.2031", x: 60, y: 314 },
        { text: "Einzelzimmer", x: 150, y: 314 },
        { text: "96,40", x: 385, y: 314 },
      ]),
    );
    expect(out.data.invoice_number).toBe("R-2024-0999");
  });

  it("takes a type code after the type's name for a credit note, but no phone number's area code", () => {
    const coded = invoice(doc([{ text: "Document type: Credit note (381)", x: 60, y: 120 }, corrected]));
    expect(coded.data.invoice_number).toBeNull();
    const phone = invoice(doc([{ text: "(381) 047-2290", x: 60, y: 100 }, { text: "Invoice", x: 300, y: 120 }, corrected]));
    expect(phone.data.invoice_number).toBe("R-2024-0999");
  });

  it("reads the invoice label as usual on an invoice", () => {
    expect(invoice(doc([{ text: "Rechnung", x: 60, y: 120 }, corrected])).data.invoice_number).toBe("R-2024-0999");
  });

  it("never takes the number or date of the invoice a credit note's closing sentence refers to", () => {
    const out = invoice(
      doc([
        { text: "CREDIT NOTE", x: 60, y: 60, size: 16 },
        { text: "Credit Note No.: AV64446", x: 60, y: 200 },
        { text: "Invoice Date: June 28, 2026", x: 300, y: 200 },
        { text: "This credit note refers to invoice no. 45-2559 of May 24, 2026.", x: 60, y: 360 },
      ]),
    );
    expect([out.data.invoice_number, out.data.invoice_date]).toEqual(["AV64446", "2026-06-28"]);
  });

  it("reads a title with a parenthetical between its noun and number", () => {
    const out = invoice(doc([{ text: "Gutschrift (Selbst ausgestellte Rechnung) Nr. 880021", x: 60, y: 120 }]));
    expect(out.data.invoice_number).toBe("880021");
  });

  it("reads an invoice label's number as its own when the corrected invoice has a label of its own", () => {
    const cells = (reference: string) => [
      { text: "Credit note", x: 60, y: 60, size: 16 },
      { text: "Invoice number:", x: 60, y: 120 },
      { text: "2026/318", x: 260, y: 120 },
      { text: "Invoice date:", x: 60, y: 136 },
      { text: "21/08/2026", x: 260, y: 136 },
      { text: reference, x: 60, y: 152 },
      { text: "F20261044", x: 260, y: 152 },
    ];
    expect(invoice(doc(cells("Preceding invoice reference:"))).data.invoice_number).toBe("2026/318");
    // Without it, the invoice label may name the corrected invoice: nothing is taken.
    expect(invoice(doc(cells("Delivery note:"))).data.invoice_number).toBeNull();
  });

  it("never answers with the number under the corrected invoice's own label", () => {
    const out = invoice(
      doc([
        { text: "Gutschrift", x: 60, y: 60, size: 16 },
        { text: "Rechnungsnummer:", x: 60, y: 120 },
        { text: "R-55172", x: 260, y: 120 },
        { text: "Vorausgegangene Rechnung:", x: 60, y: 136 },
        { text: "R-55172", x: 260, y: 136 },
      ]),
    );
    expect(out.data.invoice_number).toBeNull();
  });

  it("keeps a credit-note label's number", () => {
    const out = invoice(
      doc([
        { text: "Credit note", x: 60, y: 120 },
        { text: "Credit note number: CN-77001", x: 60, y: 160 },
        { text: "Invoice No.: INV-55012", x: 60, y: 180 },
      ]),
    );
    expect(out.data.invoice_number).toBe("CN-77001");
  });
});

describe("a title split over cells of one row", () => {
  it("reads number and date when the title word and its number are separate cells", () => {
    const out = invoice(
      doc([
        { text: "RECHNUNG", x: 60, y: 150, size: 16 },
        { text: "Nr. 2024-117 vom 12.03.2024", x: 200, y: 153 },
      ]),
    );
    expect([out.data.invoice_number, out.data.invoice_date]).toEqual(["2024-117", "2024-03-12"]);
  });
});

describe("the invoice a credit note corrects, named in a sentence under its title", () => {
  it("answers with the credit note's own number and date, never the corrected invoice's", () => {
    const es = invoice(
      doc([
        { text: "Abono nº 2026-0042 de fecha 14/11/2026", x: 60, y: 100 },
        { text: "Rectifica la factura nº F2026-7784 de 16/10/2026", x: 60, y: 120 },
      ]),
    );
    expect([es.data.invoice_number, es.data.invoice_date]).toEqual(["2026-0042", "2026-11-14"]);
    const it = invoice(
      doc([
        { text: "Nota di credito n. NC-17 del 20/05/2025", x: 60, y: 100 },
        { text: "Storno parziale fattura n. 2025/311 del 28/04/2025", x: 60, y: 120 },
      ]),
    );
    expect([it.data.invoice_number, it.data.invoice_date]).toEqual(["NC-17", "2025-05-20"]);
  });

  it("never answers with the number, date or amount printed under a label naming the corrected invoice, nor with the rows that go on with it", () => {
    const out = invoice(
      doc([
        { text: "Corrected invoice", x: 60, y: 60, size: 16 },
        { text: "Reference", x: 300, y: 100 },
        { text: "2019/K570", x: 420, y: 100 },
        { text: "Date of issue", x: 300, y: 114 },
        { text: "2019-07-16", x: 420, y: 114 },
        { text: "Original invoice no.", x: 300, y: 128 },
        { text: "F2019/708", x: 420, y: 128 },
        { text: "Invoice date", x: 300, y: 142 },
        { text: "2019-06-27", x: 420, y: 142 },
        { text: "Original amount", x: 300, y: 156 },
        { text: "EUR 4,359.44", x: 420, y: 156 },
        { text: "This invoice replaces invoice F2019/708 dated 2019-06-27, which is void.", x: 60, y: 200 },
      ]),
    );
    expect([out.data.invoice_number, out.data.invoice_date, out.data.total]).toEqual([null, "2019-07-16", null]);
  });

  it("never answers with an amount whose label cell names the corrected invoice after the amount's own words", () => {
    const out = invoice(
      doc([
        { text: "Gutschrift", x: 60, y: 60, size: 16 },
        { text: "Nummer", x: 300, y: 100 },
        { text: "GS-4411", x: 460, y: 100 },
        { text: "Rechnungsbetrag der Originalrechnung", x: 300, y: 114 },
        { text: "1.180,00 €", x: 460, y: 114 },
        { text: "Importe factura original", x: 300, y: 128 },
        { text: "1.180,00 €", x: 460, y: 128 },
      ]),
    );
    expect([out.data.invoice_number, out.data.total]).toEqual(["GS-4411", null]);
  });

  it("never answers with the number or date under a label whose verb names the corrected invoice, whatever the title", () => {
    const out = invoice(
      doc([
        { text: "Número", x: 300, y: 100 },
        { text: "2019/K546", x: 460, y: 100 },
        { text: "Fecha", x: 300, y: 114 },
        { text: "26/07/2019", x: 460, y: 114 },
        { text: "Rectifica a la factura nº", x: 300, y: 128 },
        { text: "729026", x: 460, y: 128 },
        { text: "de fecha", x: 300, y: 142 },
        { text: "14/07/2019", x: 460, y: 142 },
      ]),
    );
    expect([out.data.invoice_number, out.data.invoice_date]).toEqual(["2019/K546", "2019-07-26"]);
  });
});
