import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { titleCandidates } from "./title";

const fromTitle = (text: string) => {
  const d = doc([{ text, x: 50, y: 150 }]);
  return titleCandidates(d, buildContext(d)).map((c) => [c.field, c.value]);
};

describe("the title line's number and date", () => {
  it("reads Italian, Portuguese and Polish titles", () => {
    expect(fromTitle("Fattura n. 2026/117 del 6 dicembre 2026")).toEqual([
      ["invoice_number", "2026/117"],
      ["invoice_date", "2026-12-06"],
    ]);
    expect(fromTitle("Fatura n.º FT-2026-88 de 14/03/2026")).toEqual([
      ["invoice_number", "FT-2026-88"],
      ["invoice_date", "2026-03-14"],
    ]);
    expect(fromTitle("Faktura nr 8327/19 z dnia 24 września 2019")).toEqual([
      ["invoice_number", "8327/19"],
      ["invoice_date", "2019-09-24"],
    ]);
  });

  it("takes no number word out of the start of a currency code ('NOK')", () => {
    expect(fromTitle("Totale fattura NOK 612,50")).toEqual([]);
    expect(fromTitle("Fattura no. 180 del 16/08/2026")).toEqual([
      ["invoice_number", "180"],
      ["invoice_date", "2026-08-16"],
    ]);
  });

  it("takes no number word that runs on into the next cell's letters", () => {
    // A spreadsheet cuts the label at its cell's edge; the text layer glues it to the value cell.
    expect(fromTitle("Invoice numbeRE 6400/19")).toEqual([]);
    expect(fromTitle("Invoice number RE 6400/19")).toEqual([["invoice_number", "RE 6400/19"]]);
  });

  it("takes a title without a number word only with its date", () => {
    expect(fromTitle("Factuur 202685246 van 23-01-2026")).toEqual([
      ["invoice_number", "202685246"],
      ["invoice_date", "2026-01-23"],
    ]);
    expect(fromTitle("Rechnung 2026 Übersicht")).toEqual([]);
    expect(fromTitle("Rechnung RG-44817")).toEqual([]);
  });

  it("reads the date after words between number and date, and leaves the number whose end is unsure", () => {
    expect(fromTitle("Teilrechnung (875) Nr. 4711 mit LV vom 12.06.2026")).toEqual([["invoice_date", "2026-06-12"]]);
    expect(fromTitle("Rechnung Nr. 4711 vom 12.06.2026")).toEqual([
      ["invoice_number", "4711"],
      ["invoice_date", "2026-06-12"],
    ]);
  });
});

describe("a title over its date", () => {
  const under = (title: string, second: string) => {
    const d = doc([
      { text: title, x: 50, y: 60, size: 14 },
      { text: second, x: 50, y: 78 },
    ]);
    return titleCandidates(d, buildContext(d)).map((c) => [c.field, c.value]);
  };

  it("reads a date printed alone under a title that ends with its number", () => {
    expect(under("Invoice 558201", "March 19, 2026")).toEqual([
      ["invoice_number", "558201"],
      ["invoice_date", "2026-03-19"],
    ]);
    expect(under("Rechnung RG-44817", "7. März 2026")).toEqual([
      ["invoice_number", "RG-44817"],
      ["invoice_date", "2026-03-07"],
    ]);
    expect(under("Rechnung Nr. 7730", "19.03.2026")).toEqual([
      ["invoice_number", "7730"],
      ["invoice_date", "2026-03-19"],
    ]);
  });

  it("reads the date a title set flush right wraps onto the line under it", () => {
    const d = doc([
      { text: "Facture n° F2025-0144 du", x: 350, y: 60, size: 14 },
      { text: "18.06.2025", x: 457.5, y: 78 },
    ]);
    expect(titleCandidates(d, buildContext(d)).map((c) => [c.field, c.value])).toEqual([
      ["invoice_number", "F2025-0144"],
      ["invoice_date", "2025-06-18"],
    ]);
  });

  it("reads a date the title's line cuts short, and nothing when the line under it does not end the date", () => {
    expect(under("Facture n° F2021-0669 du 17", "septembre 2021")).toEqual([
      ["invoice_number", "F2021-0669"],
      ["invoice_date", "2021-09-17"],
    ]);
    expect(under("Facture n° F2021-0669 du 17", "Objet : maintenance")).toEqual([["invoice_number", "F2021-0669"]]);
  });

  it("takes no date from a line that says more than the date", () => {
    expect(under("Invoice 558201", "Due March 19, 2026")).toEqual([]);
    expect(under("Invoice 558201", "March 19, 2026 – April 18, 2026")).toEqual([]);
  });
});

describe("a title whose row goes on with other dates", () => {
  const row = (cells: { text: string; x: number; y: number }[]) => {
    const d = doc(cells);
    return titleCandidates(d, buildContext(d)).map((c) => [c.field, c.value]);
  };

  it("reads the title's date from its own cell, not with the next cell's", () => {
    expect(
      row([
        { text: "Fattura n. 31/2026 del 04.02.2026", x: 50, y: 60 },
        { text: "Scadenza 06.03.2026", x: 400, y: 60 },
      ]),
    ).toEqual([
      ["invoice_number", "31/2026"],
      ["invoice_date", "2026-02-04"],
    ]);
  });

  it("reads the date under a title cell that ends with its connective", () => {
    expect(
      row([
        { text: "FACTURA nº 2026-0042 de fecha", x: 50, y: 60 },
        { text: "Fecha de vencimiento: 06/03/2026", x: 400, y: 60 },
        { text: "04/02/2026", x: 50, y: 74 },
      ]),
    ).toEqual([
      ["invoice_number", "2026-0042"],
      ["invoice_date", "2026-02-04"],
    ]);
  });

  it("takes no number whose label word ends another word ('Auftragsnummer', 'Kundennr.') beside the title", () => {
    for (const label of ["Auftragsnummer:", "Auftragsnr.:", "Kundennummer"])
      expect([
        label,
        row([
          { text: "Rechnung", x: 50, y: 60 },
          { text: `${label} A15948`, x: 210, y: 60 },
        ]),
      ]).toEqual([label, []]);
    expect(row([{ text: "Rechnung Nr. 2026-1039", x: 50, y: 60 }])).toEqual([["invoice_number", "2026-1039"]]);
    expect(row([{ text: "Invoice #2026-1039", x: 50, y: 60 }])).toEqual([["invoice_number", "2026-1039"]]);
    // Fused to the invoice word itself, the number word is the title's.
    expect(row([{ text: "Factuurnummer: 418266073", x: 50, y: 60 }])).toEqual([["invoice_number", "418266073"]]);
  });

  it("keeps a period in one cell unread", () => {
    expect(row([{ text: "Fattura n. 31/2026 del 04.02.2026 - 06.03.2026", x: 50, y: 60 }])).toEqual([["invoice_number", "31/2026"]]);
  });

  it("takes a series prefix printed apart from its number (a Portuguese 'FT' series)", () => {
    expect(row([{ text: "FATURA FT 2026B/17 de 14/02/2026", x: 50, y: 60 }])).toEqual([
      ["invoice_number", "FT 2026B/17"],
      ["invoice_date", "2026-02-14"],
    ]);
  });
});

describe("a title naming a second document", () => {
  it("takes nothing from a credit note's reference to the invoice it corrects", () => {
    expect(fromTitle("Avoir sur facture n° F-2025-0588 du 31/07/2025")).toEqual([]);
    expect(fromTitle("Avoir n° AV-2025-0017 du 17/08/2025")).toEqual([
      ["invoice_number", "AV-2025-0017"],
      ["invoice_date", "2025-08-17"],
    ]);
  });
});
