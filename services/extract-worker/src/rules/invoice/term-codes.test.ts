import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";
import { withoutTermCodes } from "./term-codes";

// A viewer's page: each label carries its business-term code, before or after it.
const coded: CellSpec[] = [
  { text: "Rechnung", x: 60, y: 50, size: 16 },
  { text: "BG-4 Verkäufer", x: 60, y: 90 },
  { text: "BT-27 Name:", x: 60, y: 106 },
  { text: "Halvorsen Brückenbau GmbH", x: 170, y: 106 },
  { text: "Rechnungsnummer: BT-1", x: 60, y: 150 },
  { text: "RE-7731", x: 300, y: 150 },
  { text: "Rechnungsdatum (BT-2):", x: 60, y: 166 },
  { text: "14.09.2025", x: 300, y: 166 },
  { text: "BT-109 Gesamtbetrag ohne USt.:", x: 60, y: 200 },
  { text: "417,83", x: 400, y: 200 },
  { text: "BT-110 Summe Umsatzsteuer:", x: 60, y: 216 },
  { text: "79,39", x: 400, y: 216 },
  { text: "BT-112 Gesamtbetrag inkl. USt.:", x: 60, y: 232 },
  { text: "497,22", x: 400, y: 232 },
];

describe("business-term codes beside labels", () => {
  it("drops the codes from lines, words and text once a page prints several", () => {
    const page = withoutTermCodes(doc(coded)).pages[0]!;
    expect(page.lines.map((l) => l.text)).toContain("Rechnungsnummer:");
    expect(page.lines.map((l) => l.text)).toContain("Verkäufer");
    expect(page.words.some((w) => /^\(?B[TG]-/.test(w.text))).toBe(false);
    expect(page.text).not.toMatch(/B[TG]-\d/);
  });

  it("reads the labelled values as if the codes were not printed", () => {
    const out = invoice(doc(coded));
    expect(out.data.invoice_number).toBe("RE-7731");
    expect(out.data.invoice_date).toBe("2025-09-14");
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([417.83, 79.39, 497.22]);
    expect(out.data.vendor).not.toMatch(/BT|Name/);
  });

  it("keeps a lone code-like reference: one code is no viewer's annotation", () => {
    const single = doc([
      { text: "Invoice number: BT-12", x: 60, y: 100 },
      { text: "Invoice date: 2025-03-18", x: 60, y: 116 },
    ]);
    expect(withoutTermCodes(single)).toBe(single);
    expect(invoice(single).data.invoice_number).toBe("BT-12");
  });
});
