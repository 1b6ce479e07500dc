import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../test/synthetic-model";
import { invoice } from "../presets/invoice";

// A correction's amounts in three columns: billed before, right, and the difference it credits.
const correction = (heads: [string, string, string]): CellSpec[] => [
  { text: "Gutschrift", x: 50, y: 60, size: 16 },
  { text: "Gutschrift-Nr.", x: 50, y: 100 },
  { text: "GS-7731", x: 200, y: 100 },
  { text: heads[0], x: 260, y: 200 },
  { text: heads[1], x: 380, y: 200 },
  { text: heads[2], x: 480, y: 200 },
  { text: "Summe netto", x: 50, y: 216 },
  { text: "1.200,00 €", x: 280, y: 216 },
  { text: "1.100,00 €", x: 390, y: 216 },
  { text: "-100,00 €", x: 490, y: 216 },
  { text: "USt. 19 %", x: 50, y: 232 },
  { text: "228,00 €", x: 288, y: 232 },
  { text: "209,00 €", x: 398, y: 232 },
  { text: "-19,00 €", x: 494, y: 232 },
  { text: "Bruttobetrag", x: 50, y: 248 },
  { text: "1.428,00 €", x: 280, y: 248 },
  { text: "1.309,00 €", x: 390, y: 248 },
  { text: "-119,00 €", x: 490, y: 248 },
];

describe("a correction's table of old, right and difference amounts", () => {
  it("reads the difference column", () => {
    const out = invoice(doc(correction(["bisher berechnet", "richtig", "Differenz"])));
    expect(out.data).toMatchObject({ subtotal: -100, tax: -19, total: -119 });
  });

  it("reads nothing from rows of amounts under other heads", () => {
    const out = invoice(doc(correction(["Januar", "Februar", "März"])));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([null, null, null]);
  });
});
