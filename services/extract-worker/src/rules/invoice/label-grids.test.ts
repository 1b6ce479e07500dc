import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// References printed as a grid: a label column beside values, or a row of heads over a row of
// values. A weak "Date" among other dates is read when every other date of the grid is labelled
// for what it is; a date head over a column of several dates heads a schedule and names none.

const body: CellSpec[] = [
  { text: "Description", x: 50, y: 300 },
  { text: "Amount", x: 450, y: 300 },
  { text: "Consulting", x: 50, y: 316 },
  { text: "100.00", x: 450, y: 316 },
  { text: "Total", x: 300, y: 360 },
  { text: "100.00", x: 450, y: 360 },
];

describe("a label column of references", () => {
  it("reads a weak 'Date' beside a labelled service date", () => {
    const out = invoice(
      doc([
        { text: "Invoice no.", x: 350, y: 100 },
        { text: "48213", x: 450, y: 100 },
        { text: "Date", x: 350, y: 112 },
        { text: "14.07.23", x: 450, y: 112 },
        { text: "Service date", x: 350, y: 124 },
        { text: "08.07.23", x: 450, y: 124 },
        ...body,
      ]),
    );
    expect(out.data.invoice_date).toBe("2023-07-14");
  });

  it("leaves a weak 'Date' among unlabelled dates alone", () => {
    const out = invoice(
      doc([
        { text: "Invoice no.", x: 350, y: 100 },
        { text: "48213", x: 450, y: 100 },
        { text: "Date", x: 350, y: 112 },
        { text: "14.07.23", x: 450, y: 112 },
        { text: "08.07.23", x: 450, y: 124 },
        ...body,
      ]),
    );
    expect(out.data.invoice_date).toBeNull();
  });

  it("never reads the date of the supply as the issue date", () => {
    for (const label of ["Fecha de operación", "Data de carga", "Data wykonania usługi"]) {
      const out = invoice(
        doc([
          { text: "Número", x: 350, y: 100 },
          { text: "F2022/700", x: 450, y: 100 },
          { text: label, x: 350, y: 112 },
          { text: "14/08/2022", x: 450, y: 112 },
          ...body,
        ]),
      );
      expect(out.data.invoice_date).toBeNull();
    }
  });
});

describe("a row of heads over a row of values", () => {
  const grid = (dueRows: CellSpec[]) =>
    doc([
      { text: "Invoice Number", x: 250, y: 100 },
      { text: "Date", x: 330, y: 100 },
      { text: "Due Date", x: 470, y: 100 },
      { text: "605052", x: 250, y: 114 },
      { text: "January 22, 2024", x: 330, y: 114 },
      ...dueRows,
      ...body,
    ]);

  it("reads the weak 'Date' beside a due date under its own head", () => {
    const out = invoice(grid([{ text: "February 7, 2024", x: 470, y: 114 }]));
    expect(out.data).toMatchObject({ invoice_date: "2024-01-22", due_date: "2024-02-07" });
  });

  it("takes no date from a head over a column of several dates", () => {
    const out = invoice(
      grid([
        { text: "February 7, 2024", x: 470, y: 114 },
        { text: "February 21, 2024", x: 470, y: 128 },
      ]),
    );
    expect(out.data.invoice_date).toBeNull();
  });
});

describe("a credit memo's own number", () => {
  it("is read under 'Credit Memo #'", () => {
    const out = invoice(
      doc([{ text: "CREDIT MEMO", x: 400, y: 50, size: 16 }, { text: "Credit Memo #", x: 350, y: 100 }, { text: "CM-20417", x: 350, y: 114 }, ...body]),
    );
    expect(out.data.invoice_number).toBe("CM-20417");
  });
});

describe("a Swedish invoice", () => {
  const page = (total: string) =>
    doc([
      { text: "Fakturanr", x: 50, y: 90 },
      { text: "5120", x: 160, y: 90 },
      { text: "Fakturadatum", x: 50, y: 104 },
      { text: "2024-03-15", x: 160, y: 104 },
      { text: "Förfallodatum", x: 50, y: 118 },
      { text: "2024-04-14", x: 160, y: 118 },
      { text: "Benämning", x: 50, y: 200 },
      { text: "Antal", x: 250, y: 200 },
      { text: "À-pris", x: 330, y: 200 },
      { text: "Belopp", x: 450, y: 200 },
      { text: "Konsulttimmar", x: 50, y: 216 },
      { text: "10", x: 250, y: 216 },
      { text: "1 000,00", x: 330, y: 216 },
      { text: "10 000,00", x: 450, y: 216 },
      { text: "Summa exkl. moms", x: 50, y: 300 },
      { text: "10 000,00", x: 450, y: 300 },
      { text: "Moms 25 %", x: 50, y: 314 },
      { text: "2 500,00", x: 450, y: 314 },
      { text: "Att betala", x: 50, y: 328 },
      { text: total, x: 450, y: 328 },
      { text: "Alla belopp i SEK", x: 50, y: 360 },
    ]);

  it("is read by its own labels, its space-grouped bare amounts confirmed by their sum", () => {
    const out = invoice(page("12 500,00"));
    expect(out.data).toMatchObject({
      invoice_number: "5120",
      invoice_date: "2024-03-15",
      due_date: "2024-04-14",
      subtotal: 10000,
      tax: 2500,
      total: 12500,
      currency: "SEK",
    });
  });

  it("keeps no space-grouped bare amount that the others contradict", () => {
    const out = invoice(page("12 600,00"));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([null, null, null]);
  });
});

describe("a row of total heads over their figures", () => {
  const totalsRow = (...more: CellSpec[]) =>
    doc([
      { text: "Désignation", x: 50, y: 200 },
      { text: "Qté", x: 250, y: 200 },
      { text: "Montant HT", x: 450, y: 200 },
      { text: "Maintenance", x: 50, y: 216 },
      { text: "2", x: 250, y: 216 },
      { text: "100,00", x: 450, y: 216 },
      { text: "TOTAL HT", x: 300, y: 300 },
      { text: "TOTAL TVA", x: 380, y: 300 },
      { text: "TOTAL TTC", x: 460, y: 300 },
      { text: "100,00", x: 300, y: 314 },
      { text: "20,00", x: 380, y: 314 },
      { text: "120,00", x: 460, y: 314 },
      ...more,
    ]);

  it("is no item header: each head names the figure under it", () => {
    expect(invoice(totalsRow()).data).toMatchObject({ subtotal: 100, tax: 20, total: 120 });
  });

  it("reads the total under its head above a deposit's labelled row, not what is left to pay", () => {
    const out = invoice(
      totalsRow(
        { text: "Acompte :", x: 380, y: 328 },
        { text: "20,00", x: 460, y: 328 },
        { text: "NET A PAYER", x: 300, y: 344 },
        { text: "100,00 EUR", x: 440, y: 344 },
      ),
    );
    expect(out.data).toMatchObject({ subtotal: 100, tax: 20, total: 120 });
  });

  it("reads no net from what is left to pay after a deposit", () => {
    const out = invoice(
      doc([
        { text: "Désignation", x: 50, y: 200 },
        { text: "Montant", x: 450, y: 200 },
        { text: "Formation", x: 50, y: 216 },
        { text: "1 000,00", x: 450, y: 216 },
        { text: "Montant TTC", x: 300, y: 300 },
        { text: "1 000,00 EUR", x: 450, y: 300 },
        { text: "Acompte versé", x: 300, y: 314 },
        { text: "-300,00 EUR", x: 450, y: 314 },
        { text: "Net à payer", x: 300, y: 328 },
        { text: "700,00 EUR", x: 450, y: 328 },
      ]),
    );
    expect(out.data.subtotal).toBeNull();
    expect(out.data.total).not.toBe(700);
  });
});

// Heads of a grid set so tight they read as one line ("Rechnungsnummer Datum"): each head's value
// is the one under its own words, up to a gap before the next head's column.
describe("heads fused into one line over their values", () => {
  it("reads the number under its own head", () => {
    const out = invoice(
      doc([
        { text: "Rechnungsnummer Datum", x: 240, y: 100 },
        { text: "Folio", x: 390, y: 100 },
        { text: "RG-2031-4406", x: 240, y: 114 },
        { text: "03.02.2031 118204", x: 330, y: 114 },
        ...body,
      ]),
    );
    expect(out.data.invoice_number).toBe("RG-2031-4406");
  });

  it("reads nothing when the value runs on under the next head", () => {
    const out = invoice(doc([{ text: "Rechnungsnummer Datum", x: 240, y: 100 }, { text: "RG 2031 4406 03.02.2031", x: 240, y: 114 }, ...body]));
    expect(out.data.invoice_number).toBeNull();
  });
});
