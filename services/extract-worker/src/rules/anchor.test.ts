import { describe, expect, it } from "@jest/globals";
import { boxHolds, doc } from "../../test/synthetic-model";
import { matchLabel, type LabelField } from "../values";
import { findCandidates, type FieldSpec } from "./anchor";
import { buildContext } from "./context";
import { invoice } from "../presets/invoice";
import { decide, groupCandidates } from "./select";

const spec = (name: LabelField, kind: FieldSpec["kind"]): FieldSpec => ({ name, kind, match: (t) => matchLabel(t, name) });

function read(d: ReturnType<typeof doc>, name: LabelField, kind: FieldSpec["kind"]) {
  const cands = findCandidates(d, buildContext(d), spec(name, kind));
  return { cands, decision: decide(groupCandidates(cands)) };
}

describe("label anchoring", () => {
  it("reads the value right of the label on its own line, grounded at the value's words", () => {
    const d = doc([{ text: "Invoice No.: INV-1001", x: 57, y: 111 }]);
    const { cands, decision } = read(d, "invoice_number", "identifier");
    expect(decision.status === "value" && decision.group.value).toBe("INV-1001");
    const c = cands[0]!;
    expect(c.words.map((w) => w.text)).toEqual(["INV-1001"]);
    expect(boxHolds(d.pages[0]!, [c.words[0]!.bbox[0], c.words[0]!.bbox[1], c.words[0]!.bbox[2], c.words[0]!.bbox[3]], "INV-1001")).toBe(true);
  });

  it("reads a number printed in digit groups beside a label that names the invoice number, and only there", () => {
    const d = doc([
      { text: "Numéro de facture", x: 50, y: 90 },
      { text: "417 208 5530", x: 250, y: 90 },
      { text: "Téléphone", x: 50, y: 104 },
      { text: "03 20 41 77 81", x: 250, y: 104 },
    ]);
    expect(read(d, "invoice_number", "identifier").cands.map((c) => c.value)).toEqual(["417 208 5530"]);
    const weak = doc([
      { text: "Nr.", x: 50, y: 90 },
      { text: "417 208 5530", x: 250, y: 90 },
    ]);
    expect(read(weak, "invoice_number", "identifier").cands).toEqual([]);
  });

  it("takes a weak date label among other dates when those name their own ('de fecha' under a corrected invoice's number)", () => {
    const d = doc([
      { text: "Fecha", x: 200, y: 110 },
      { text: "14/05/2026", x: 360, y: 110 },
      { text: "Factura rectificada", x: 200, y: 120 },
      { text: "F2026/77", x: 360, y: 120 },
      { text: "de fecha", x: 200, y: 130 },
      { text: "20/04/2026", x: 360, y: 130 },
    ]);
    expect(read(d, "invoice_date", "date").cands.map((c) => c.value)).toEqual(["2026-05-14"]);
  });

  it("reads 'Datum' beside a work period and an acceptance date, which are named as such, as the invoice date", () => {
    const d = doc([
      { text: "Rechnung Nr.", x: 300, y: 117 },
      { text: "2026-0530", x: 400, y: 117 },
      { text: "Datum", x: 300, y: 130 },
      { text: "13.08.2026", x: 400, y: 130 },
      { text: "Ausführungszeitraum", x: 300, y: 143 },
      { text: "08.07.2026 – 11.08.2026", x: 400, y: 143 },
      { text: "Abnahme am", x: 300, y: 156 },
      { text: "14.08.2026", x: 400, y: 156 },
    ]);
    const { decision } = read(d, "invoice_date", "date");
    expect(decision.status === "value" && decision.group.value).toBe("2026-08-13");
  });

  it("reads 'Issued' and 'Re.-Nr.' in a label column as the invoice date and number", () => {
    const d = doc([
      { text: "Re.-Nr.", x: 60, y: 120 },
      { text: "2023/5596", x: 200, y: 120 },
      { text: "Issued", x: 60, y: 134 },
      { text: "21 May 2025", x: 200, y: 134 },
      { text: "Payment due", x: 60, y: 148 },
      { text: "28 May 2025", x: 200, y: 148 },
    ]);
    const date = read(d, "invoice_date", "date").decision;
    expect(date.status === "value" && date.group.value).toBe("2025-05-21");
    const number = read(d, "invoice_number", "identifier").decision;
    expect(number.status === "value" && number.group.value).toBe("2023/5596");
  });

  it("never reads the line under a sentence that ends in a label word as that label's value", () => {
    const d = doc([
      { text: "Operación exenta de IVA.", x: 80, y: 355 },
      { text: "A título informativo: total en EUR 6.518,30 (tipo de cambio 0,7949).", x: 93, y: 370 },
    ]);
    expect(read(d, "tax", "money").cands).toEqual([]);
    const heading = doc([
      { text: "IVA", x: 80, y: 355 },
      { text: "6.518,30", x: 80, y: 370 },
    ]);
    expect(read(heading, "tax", "money").cands.map((c) => c.value)).toEqual([6518.3]);
  });

  it("reads a right-aligned value in another cell of the same row", () => {
    const d = doc([
      { text: "Invoice Date:", x: 257, y: 141 },
      { text: "March 3 , 2021", x: 507, y: 141 },
    ]);
    const { decision } = read(d, "invoice_date", "date");
    expect(decision.status === "value" && decision.group.value).toBe("2021-03-03");
  });

  it("reads values under a header row of labels (multi-column header)", () => {
    const d = doc([
      { text: "Invoice Date:", x: 37, y: 258 },
      { text: "Due Date:", x: 222, y: 258 },
      { text: "Reference:", x: 407, y: 258 },
      { text: "03/14/2022", x: 37, y: 273 },
      { text: "04/13/2022", x: 222, y: 273 },
      { text: "S00412", x: 407, y: 273 },
    ]);
    expect(read(d, "invoice_date", "date").decision).toMatchObject({ status: "value", group: { value: "2022-03-14" } });
    expect(read(d, "due_date", "date").decision).toMatchObject({ status: "value", group: { value: "2022-04-13" } });
    // mm/dd is decided by the document's own unambiguous dates (14 > 12).
    expect(buildContext(d).dateOrder).toBe("mdy");
  });

  it("refuses the PO number printed beside the invoice number", () => {
    const d = doc([
      { text: "PO Number: 4500012345", x: 57, y: 111 },
      { text: "Invoice Number: 1001", x: 307, y: 111 },
    ]);
    const { cands, decision } = read(d, "invoice_number", "identifier");
    expect(cands.map((c) => c.value)).toEqual(["1001"]);
    expect(decision).toMatchObject({ status: "value", group: { value: "1001" } });
  });

  it("treats 'Total excl. VAT' as the subtotal, never the total", () => {
    const d = doc([
      { text: "Total excl. VAT", x: 307, y: 511 },
      { text: "100.00", x: 507, y: 511 },
    ]);
    expect(read(d, "total", "money").cands).toHaveLength(0);
    expect(read(d, "subtotal", "money").decision).toMatchObject({ status: "value", group: { value: 100 } });
  });

  it("reads nothing from a row of several amounts (a table row whose column is unknown)", () => {
    const d = doc([
      { text: "Total facture", x: 47, y: 434 },
      { text: "19.99", x: 342, y: 434 },
      { text: "4.00", x: 438, y: 434 },
      { text: "23.99", x: 537, y: 434 },
    ]);
    expect(read(d, "total", "money").cands).toHaveLength(0);
  });

  it("reads nothing under a label over a tight row of several amounts, in one line or in cells reaching under it", () => {
    const oneLine = doc([
      { text: "Base imponible Cuota IVA", x: 92, y: 280 },
      { text: "14.315,30 3.006,21", x: 107, y: 296 },
    ]);
    expect(read(oneLine, "tax", "money").cands).toHaveLength(0);
    const cells = doc([
      { text: "Base imponible Cuota IVA", x: 99, y: 276 },
      { text: "10148,95", x: 140, y: 292 },
      { text: "2131,28", x: 190, y: 292 },
    ]);
    expect(read(cells, "tax", "money").cands).toHaveLength(0);
    // A lone amount under its label is read as before.
    expect(
      read(
        doc([
          { text: "Cuota IVA", x: 99, y: 276 },
          { text: "2131,28", x: 99, y: 292 },
        ]),
        "tax",
        "money",
      ).decision,
    ).toMatchObject({ group: { value: 2131.28 } });
  });

  it("reads nothing from a summary row whose amounts are separated by rate cells", () => {
    const d = doc([
      { text: "Total", x: 47, y: 434 },
      { text: "2,40,500.00", x: 150, y: 434 },
      { text: "9%", x: 250, y: 434 },
      { text: "21,645.00", x: 300, y: 434 },
      { text: "9%", x: 390, y: 434 },
      { text: "21,645.00", x: 440, y: 434 },
      { text: "43,290.00", x: 530, y: 434 },
    ]);
    expect(read(d, "total", "money").cands).toHaveLength(0);
  });

  it("takes the result of a tax line, not its base", () => {
    const d = doc([
      { text: "Tax 6.5% on $ 241.50", x: 317, y: 570 },
      { text: "$ 15.70", x: 530, y: 570 },
    ]);
    expect(read(d, "tax", "money").decision).toMatchObject({ status: "value", group: { value: 15.7 } });
  });

  it("ignores a label preceded by a rate (a tax category line)", () => {
    const d = doc([
      { text: "19 % UST (S)", x: 396, y: 106 },
      { text: "0,10", x: 528, y: 106 },
    ]);
    expect(read(d, "tax", "money").cands).toHaveLength(0);
  });

  it("does not take one value of a column of differing values under a label", () => {
    const d = doc([
      { text: "Steuerbetrag", x: 479, y: 385 },
      { text: "18,24", x: 521, y: 398 },
      { text: "30,42", x: 521, y: 411 },
    ]);
    expect(read(d, "tax", "money").cands).toHaveLength(0);
  });

  it("does not take a column's first value under its head when the column repeats it before it changes", () => {
    // A folio's postings: two rows of the first night, then the second night's.
    const postings = doc([
      { text: "Date", x: 50, y: 200 },
      { text: "24.03.2026", x: 50, y: 212 },
      { text: "24.03.2026", x: 50, y: 224 },
      { text: "25.03.2026", x: 50, y: 236 },
    ]);
    expect(read(postings, "invoice_date", "date").cands).toEqual([]);
    const figures = doc([
      { text: "Betrag", x: 500, y: 300 },
      { text: "129,00", x: 500, y: 312 },
      { text: "129,00", x: 500, y: 324 },
      { text: "18,50", x: 500, y: 336 },
    ]);
    expect(read(figures, "total", "money").cands).toEqual([]);
    // The same date under its label and again on the row below, and nothing after: still the field.
    const repeated = doc([
      { text: "Date", x: 50, y: 200 },
      { text: "24.03.2026", x: 50, y: 212 },
      { text: "24.03.2026", x: 50, y: 224 },
    ]);
    expect(read(repeated, "invoice_date", "date").cands.map((c) => c.value)).toEqual(["2026-03-24"]);
  });

  it("reads the first row of a payment schedule under a due-date head, below the score of a single date", () => {
    const schedule = (rows: string[]) =>
      doc([
        { text: "Beschreibung", x: 60, y: 400 },
        { text: "Fälligkeit", x: 240, y: 400 },
        { text: rows[0]!, x: 60, y: 412 },
        { text: "17.03.2027", x: 240, y: 412 },
        { text: rows[1]!, x: 60, y: 424 },
        { text: "03.04.2027", x: 240, y: 424 },
      ]);
    const [first, ...rest] = read(schedule(["Zahlbar ohne Abzug bis", "Zahlbar mit 2% Skonto bis"]), "due_date", "date").cands;
    expect([first?.value, rest]).toEqual(["2027-03-17", []]);
    // A first row granting a discount: its deadline or the net one may be meant.
    expect(read(schedule(["Zahlbar mit 2% Skonto bis", "Zahlbar ohne Abzug bis"]), "due_date", "date").cands).toEqual([]);
    const single = doc([
      { text: "Fälligkeit", x: 240, y: 400 },
      { text: "17.03.2027", x: 240, y: 412 },
    ]);
    expect(read(single, "due_date", "date").cands[0]!.score).toBeGreaterThan(first!.score);
    // Another date label over a column of dates still heads a table, not a field.
    const issued = doc([
      { text: "Rechnungsdatum", x: 240, y: 400 },
      { text: "17.03.2027", x: 240, y: 412 },
      { text: "03.04.2027", x: 240, y: 424 },
    ]);
    expect(read(issued, "invoice_date", "date").cands).toEqual([]);
  });

  it("offers both amounts printed touching right of a label as weak evidence, and nothing from one amount", () => {
    const d = doc([
      { text: "Rechnungssumme ohne USt.", x: 200, y: 180 },
      { text: "1.117,89", x: 500, y: 180 },
      { text: "Steuerbetrag", x: 200, y: 200 },
      { text: "212,40254,88", x: 480, y: 200 },
    ]);
    const cands = read(d, "tax", "money").cands;
    expect(cands.map((c) => [c.value, c.unconfirmed, c.words.map((w) => w.text)])).toEqual([
      [212.4, true, ["212,40"]],
      [254.88, true, ["254,88"]],
    ]);
  });

  it("reads under a head that names its column's currency, across a rule typed out in dashes", () => {
    const d = doc([
      { text: "Netto EUR", x: 310, y: 400 },
      { text: "MwSt. EUR", x: 395, y: 400 },
      { text: "Brutto EUR", x: 475, y: 400 },
      { text: "--------------------------------------------------", x: 40, y: 410 },
      { text: "512,30", x: 315, y: 420 },
      { text: "97,34", x: 400, y: 420 },
      { text: "609,64", x: 480, y: 420 },
    ]);
    expect(read(d, "tax", "money").cands.map((c) => c.value)).toEqual([97.34]);
    // A head with other words after its label is no head of an amount column.
    const other = doc([
      { text: "MwSt. Satz", x: 395, y: 400 },
      { text: "97,34", x: 400, y: 412 },
    ]);
    expect(read(other, "tax", "money").cands).toEqual([]);
  });

  it("calls two different values with close support a tie", () => {
    const d = doc(
      [
        { text: "Total", x: 307, y: 511 },
        { text: "1,234.00", x: 507, y: 511 },
      ],
      [
        { text: "Total", x: 307, y: 511 },
        { text: "1,243.00", x: 507, y: 511 },
      ],
    );
    const { decision } = read(d, "total", "money");
    expect(decision.status).toBe("ambiguous");
  });
});

describe("a head cell wrapped over lines", () => {
  it("is read whole: the last line 'n°' of 'Bon de / commande / n°' labels no invoice number", () => {
    const out = invoice(
      doc([
        { text: "Facture", x: 300, y: 40, size: 14 },
        { text: "Date", x: 220, y: 90 },
        { text: "Facture n°", x: 320, y: 90 },
        { text: "Bon de", x: 420, y: 90 },
        { text: "commande", x: 420, y: 101 },
        { text: "n°", x: 420, y: 112 },
        { text: "23/08/2024", x: 220, y: 126 },
        { text: "FAC78850", x: 320, y: 126 },
        { text: "CDE88789", x: 420, y: 126 },
      ]),
    );
    // The order number is never the invoice's (its own number, far under its head, may stay unread).
    expect(out.data.invoice_number).not.toBe("CDE88789");
  });

  it("keeps a ladder's rows apart: each label has its value beside it", () => {
    const out = invoice(
      doc([
        { text: "Total HT", x: 300, y: 300 },
        { text: "1 000,00 €", x: 480, y: 300 },
        { text: "TVA 20 %", x: 300, y: 311 },
        { text: "200,00 €", x: 485, y: 311 },
        { text: "Total TTC", x: 300, y: 322 },
        { text: "1 200,00 €", x: 480, y: 322 },
      ]),
    );
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1000, 200, 1200]);
  });
});

// A spreadsheet's tax row: the label, the rate in a cell of its own, and the amount in an accounting
// format whose currency stands at its cell's left edge, against the rate.
describe("a rate cell between a money label and its amount", () => {
  it("is passed over, with or without the currency set against it", () => {
    for (const rate of ["8.1%", "8.1% CHF"]) {
      const d = doc([
        { text: "zzgl. MwSt.", x: 315, y: 411 },
        { text: rate, x: 430, y: 411 },
        { text: "1'586.98", x: 510, y: 411 },
      ]);
      expect(read(d, "tax", "money").cands.map((c) => c.value)).toEqual([1586.98]);
    }
  });
});
