import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// Payment terms printed as a table: "Beschreibung | Fälligkeit | Betrag" over its rows. The
// due-date cell is a label over its value; the table is no item table.
const head: CellSpec[] = [
  { text: "Rechnung Nr. 5521", x: 60, y: 60, size: 14 },
  { text: "Rechnungsdatum: 03.02.2025", x: 60, y: 90 },
  { text: "Pos.", x: 60, y: 130 },
  { text: "Bezeichnung", x: 100, y: 130 },
  { text: "Menge", x: 300, y: 130 },
  { text: "Einzelpreis", x: 380, y: 130 },
  { text: "Betrag", x: 480, y: 130 },
  { text: "1", x: 60, y: 146 },
  { text: "Schrauben M6", x: 100, y: 146 },
  { text: "4", x: 300, y: 146 },
  { text: "12,50", x: 380, y: 146 },
  { text: "50,00", x: 480, y: 146 },
  { text: "Gesamtbetrag:", x: 300, y: 200 },
  { text: "59,50", x: 480, y: 200 },
  { text: "Zahlungsbedingungen", x: 60, y: 260, size: 12 },
  { text: "Beschreibung", x: 60, y: 280 },
  { text: "Fälligkeit", x: 300, y: 280 },
  { text: "Betrag", x: 480, y: 280 },
];
const row = (y: number, terms: string, date: string, amount: string): CellSpec[] => [
  { text: terms, x: 60, y },
  { text: date, x: 300, y },
  { text: amount, x: 480, y },
];

describe("payment terms as a table", () => {
  it("reads the due date under its column head and takes no item from the terms", () => {
    const out = invoice(doc([...head, ...row(296, "30 Tage netto", "05.03.2025", "59,50")]));
    expect(out.data.due_date).toBe("2025-03-05");
    expect((out.data.line_items as Array<{ description: string }>).map((l) => l.description)).toEqual(["Schrauben M6"]);
  });

  it("leaves the due date to other evidence when the schedule has several dates", () => {
    const out = invoice(doc([...head, ...row(296, "2 % Skonto", "13.02.2025", "58,31"), ...row(312, "30 Tage netto", "05.03.2025", "59,50")]));
    expect(out.data.due_date).toBeNull();
    expect((out.data.line_items as unknown[]).length).toBe(1);
  });
});
