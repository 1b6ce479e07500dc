import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";
import type { Candidate } from "../anchor";
import { OCR_FONT } from "../../layout/types";
import { resolveTotals } from "./resolve-totals";
import { decide, groupCandidates, type Group } from "../select";

const cand = (field: string, value: number, score: number): Candidate => ({
  field,
  value,
  score,
  page: 1,
  words: [],
  via: "right",
  label: null,
  labelWords: [],
});
const groups = (...cs: Candidate[]): Group[] => groupCandidates(cs);

describe("cross-field checks on amounts", () => {
  it("settles a tie between two printed subtotals with subtotal + tax = total", () => {
    const subtotal = groups(cand("subtotal", 100, 0.9), cand("subtotal", 110, 0.85));
    const tax = groups(cand("tax", 19, 0.9));
    const total = groups(cand("total", 119, 0.9));
    expect(decide(subtotal).status).toBe("ambiguous");
    const picks = resolveTotals({ subtotal, tax, total }, { subtotal: decide(subtotal), tax: decide(tax), total: decide(total) }, null);
    expect(picks.subtotal.group?.value).toBe(100);
    // Three amounts that agree are each more certain than their labels alone.
    expect(picks.total.confidence).toBeGreaterThan(0.9);
  });

  it("nulls the weakest of three contradicting amounts with a warning and lowers the others", () => {
    const subtotal = groups(cand("subtotal", 100, 0.9));
    const tax = groups(cand("tax", 25, 0.5));
    const total = groups(cand("total", 119, 0.9));
    const picks = resolveTotals({ subtotal, tax, total }, { subtotal: decide(subtotal), tax: decide(tax), total: decide(total) }, null);
    expect(picks.tax.group).toBeNull();
    expect(picks.tax.warning).toMatch(/^tax: .* contradicts subtotal \+ tax = total$/);
    expect(picks.total.confidence).toBeLessThan(0.9);
  });

  it("nulls an OCR-read tax in a contradiction, whatever its support", () => {
    const ocrWord = { text: "x", bbox: [0, 0, 1, 1] as [number, number, number, number], baseline: 1, fontSize: 10, font: OCR_FONT, rotated: false };
    const read = (c: Candidate): Candidate => ({ ...c, words: [ocrWord] });
    const subtotal = groups(read(cand("subtotal", 473, 0.5)));
    const tax = groups(read(cand("tax", 19.25, 0.9)));
    const total = groups(read(cand("total", 529.87, 0.5)));
    const picks = resolveTotals({ subtotal, tax, total }, { subtotal: decide(subtotal), tax: decide(tax), total: decide(total) }, null);
    expect([picks.subtotal.group?.value, picks.tax.group, picks.total.group?.value]).toEqual([473, null, 529.87]);
    expect(picks.tax.warning).toMatch(/^tax: .* contradicts subtotal \+ tax = total$/);
    // The same amounts from a text layer: the weakest (here the subtotal) goes.
    const layer = resolveTotals(
      { subtotal: groups(cand("subtotal", 473, 0.5)), tax: groups(cand("tax", 19.25, 0.9)), total: groups(cand("total", 529.87, 0.55)) },
      {
        subtotal: decide(groups(cand("subtotal", 473, 0.5))),
        tax: decide(groups(cand("tax", 19.25, 0.9))),
        total: decide(groups(cand("total", 529.87, 0.55))),
      },
      null,
    );
    expect(layer.subtotal.group).toBeNull();
  });

  it("nulls the OCR-read total instead when the tax's printed rate and base prove the tax and the subtotal", () => {
    const ocrWord = { text: "x", bbox: [0, 0, 1, 1] as [number, number, number, number], baseline: 1, fontSize: 10, font: OCR_FONT, rotated: false };
    const read = (c: Candidate): Candidate => ({ ...c, words: [ocrWord] });
    const subtotal = groups(read(cand("subtotal", 1267, 0.5)));
    const tax = groups(read(cand("tax", 91.86, 0.9)));
    const total = groups(read(cand("total", 1314.86, 0.5)));
    const decisions = { subtotal: decide(subtotal), tax: decide(tax), total: decide(total) };
    // "Sales tax (7.25% on $1,267.00)": 7.25 % of 1,267.00 is 91.86.
    const proves = (t: number, base: number) => base === 1267 && t === 91.86;
    const picks = resolveTotals({ subtotal, tax, total }, decisions, null, [], proves);
    expect([picks.subtotal.group?.value, picks.tax.group?.value, picks.total.group]).toEqual([1267, 91.86, null]);
    expect(picks.total.warning).toMatch(/^total: .* contradicts subtotal \+ tax = total$/);
    expect([picks.subtotal.rateProven, picks.tax.rateProven]).toEqual([true, true]);
    // Without the proof, the tax goes as before.
    expect(resolveTotals({ subtotal, tax, total }, decisions, null, [], () => false).tax.group).toBeNull();
  });

  it("counts line items summing to the subtotal as evidence", () => {
    const subtotal = groups(cand("subtotal", 60, 0.6));
    const none = groups();
    const without = resolveTotals({ subtotal, tax: none, total: none }, { subtotal: decide(subtotal), tax: decide(none), total: decide(none) }, null);
    const withItems = resolveTotals({ subtotal, tax: none, total: none }, { subtotal: decide(subtotal), tax: decide(none), total: decide(none) }, 60);
    expect(withItems.subtotal.confidence).toBeGreaterThan(without.subtotal.confidence);
  });
});

describe("invoice preset on a synthetic page", () => {
  const cells = [
    { text: "ACME Widgets GmbH", x: 50, y: 40, size: 14 },
    { text: "Invoice No.: 2024-0042", x: 50, y: 100 },
    { text: "Invoice date: 12.03.2024", x: 50, y: 115 },
    { text: "Due date: 26.03.2024", x: 50, y: 130 },
    { text: "Description", x: 50, y: 200 },
    { text: "Qty", x: 300, y: 200 },
    { text: "Unit price", x: 360, y: 200 },
    { text: "Amount", x: 480, y: 200 },
    { text: "Widget large", x: 50, y: 215 },
    { text: "2", x: 305, y: 215 },
    { text: "10,00", x: 370, y: 215 },
    { text: "20,00", x: 485, y: 215 },
    { text: "Widget small", x: 50, y: 230 },
    { text: "4", x: 305, y: 230 },
    { text: "10,00", x: 370, y: 230 },
    { text: "40,00", x: 485, y: 230 },
    { text: "Subtotal", x: 360, y: 300 },
    { text: "60,00 €", x: 480, y: 300 },
    { text: "VAT 19%", x: 360, y: 315 },
    { text: "11,40 €", x: 480, y: 315 },
    { text: "Total", x: 360, y: 330 },
    { text: "71,40 €", x: 480, y: 330 },
  ];

  it("returns every field with provenance, and line items with per-cell provenance", () => {
    const out = invoice(doc(cells));
    expect(out.data).toMatchObject({
      vendor: "ACME Widgets GmbH",
      invoice_number: "2024-0042",
      invoice_date: "2024-03-12",
      due_date: "2024-03-26",
      currency: "EUR",
      subtotal: 60,
      tax: 11.4,
      total: 71.4,
      line_items: [
        { description: "Widget large", quantity: 2, unit_price: 10, amount: 20 },
        { description: "Widget small", quantity: 4, unit_price: 10, amount: 40 },
      ],
    });
    expect(out.fields["line_items[1].amount"]).toMatchObject({ page: 1, text: "40,00", method: "deterministic" });
    expect(out.fields.total?.text).toBe("71,40 €");
    for (const [path, p] of Object.entries(out.fields)) expect([path, p.confidence > 0 && p.confidence <= 1]).toEqual([path, true]);
    expect(out.warnings).toEqual([]);
  });

  it("nulls a due date before the invoice date, with a warning", () => {
    const out = invoice(doc(cells.map((c) => (c.text.startsWith("Due date") ? { ...c, text: "Due date: 01.03.2024" } : c))));
    expect(out.data.due_date).toBeNull();
    expect(out.fields.due_date).toBeUndefined();
    expect(out.warnings).toContain("due_date: 2024-03-01 is before the invoice date 2024-03-12");
  });

  it("warns once per field it cannot ground", () => {
    const out = invoice(doc([{ text: "Invoice No.: 1077", x: 50, y: 100 }]));
    expect(out.data.invoice_number).toBe("1077");
    expect(out.warnings).toContain("due_date: not found in the document");
    expect(out.warnings.filter((w) => w.startsWith("total:"))).toHaveLength(1);
  });
});
