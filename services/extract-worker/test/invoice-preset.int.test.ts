import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import type { PositionedDocument } from "../src/layout/types";
import { ParserPool } from "../src/parse/parser-pool";
import { invoice } from "../src/presets/invoice";
import { corpusPdf } from "./corpus";

// The invoice preset on real corpus invoices, through the real parser: exact values, and every
// provenance box holding the words it names on the page it names.

function wordsInside(doc: PositionedDocument, p: Provenance): string[] {
  const page = doc.pages.find((pg) => pg.number === p.page);
  const [x0, y0, x1, y1] = p.bbox;
  return (page?.words ?? [])
    .filter((w) => w.bbox[0] >= x0 - 0.01 && w.bbox[1] >= y0 - 0.01 && w.bbox[2] <= x1 + 0.01 && w.bbox[3] <= y1 + 0.01)
    .map((w) => w.text);
}

function expectGrounded(doc: PositionedDocument, fields: Record<string, Provenance>, data: Record<string, unknown>): void {
  for (const [path, p] of Object.entries(fields)) {
    expect([path, p.method]).toEqual([path, "deterministic"]);
    expect([path, wordsInside(doc, p)]).toEqual([path, expect.arrayContaining(p.text.split(" "))]);
    const value = data[path];
    if (typeof value === "string" && ["invoice_number", "vendor"].includes(path)) expect(p.text).toContain(value);
  }
}

describe("invoice preset on corpus invoices", () => {
  let pool: ParserPool;
  const run = async (name: string) => {
    const doc = await pool.parse(corpusPdf("invoices-dev", name), { maxPages: 50, withGraphics: false });
    return { doc, out: invoice(doc) };
  };
  beforeAll(() => {
    pool = new ParserPool({ size: 2, memoryMb: 512, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("reads a US invoice: header row of labels, group subtotals, a tax line with its base", async () => {
    const { doc, out } = await run("i2d-AzureInterior");
    expect(out.data).toMatchObject({
      invoice_number: "INV/2023/03/0008",
      invoice_date: "2023-03-20",
      due_date: "2023-04-04",
      currency: "USD",
      subtotal: 262.9,
      tax: 16.94,
      total: 279.84,
    });
    expect(out.data.line_items).toHaveLength(4);
    expect((out.data.line_items as { amount: number }[]).map((l) => l.amount)).toEqual([42, 70, 0.9, 150]);
    expect(out.fields.due_date).toMatchObject({ page: 1, text: "04/04/2023" });
    expect(out.fields["line_items[3].amount"]).toMatchObject({ page: 1, text: "$ 150.00" });
    expect(out.warnings).toEqual(["vendor: not found in the document"]);
    expectGrounded(doc, out.fields, out.data);
  });

  it("reads a German two-page invoice: sender line, month names, items on both pages", async () => {
    const { doc, out } = await run("i2d-QualityHosting");
    expect(out.data).toMatchObject({ vendor: "QualityHosting AG", invoice_number: "30064443", invoice_date: "2014-05-07", currency: "EUR", total: 34.73 });
    const items = out.data.line_items as { quantity: number; unit_price: number }[];
    expect(items).toHaveLength(7);
    expect(items.map((i) => i.unit_price)).toEqual([3.89, 5.39, 5.39, 5.39, 5.39, 5.39, 3.89]);
    expect(out.fields.total).toMatchObject({ page: 2, text: "34,73" });
    expect(out.fields["line_items[6].unit_price"]?.page).toBe(2);
    expectGrounded(doc, out.fields, out.data);
  });

  it("reads a ZUGFeRD rendering: seller block, title line, totals checked against each other", async () => {
    const { doc, out } = await run("zf-zugferd_2p0_EN16931_Einfach");
    expect(out.data).toMatchObject({
      vendor: "Lieferant GmbH",
      invoice_number: "471102",
      invoice_date: "2018-03-05",
      due_date: null,
      currency: "EUR",
      subtotal: 473,
      tax: 56.87,
      total: 529.87,
      line_items: [
        { description: "Trennblätter A4", quantity: 20, unit_price: 9.9, amount: 198 },
        { description: "Joghurt Banane", quantity: 50, unit_price: 5.5, amount: 275 },
      ],
    });
    expect(out.fields.total).toMatchObject({ page: 2, text: "529,87" });
    expect(out.fields["line_items[1].amount"]?.page).toBe(2);
    // subtotal + tax = total and the items sum to the subtotal: both raise confidence.
    expect(out.fields.total!.confidence).toBeGreaterThan(0.9);
    expect(out.warnings).toEqual(["due_date: not found in the document"]);
    expectGrounded(doc, out.fields, out.data);
  });

  it("reads a French invoice and refuses a totals row of several amounts", async () => {
    const { doc, out } = await run("i2d-free_fiber");
    expect(out.data).toMatchObject({
      vendor: "Free SAS",
      invoice_number: "562044387",
      invoice_date: "2015-07-02",
      due_date: "2015-07-05",
      currency: "EUR",
      total: 29.99,
    });
    // "Total facture 24.99 5.00 29.99" is a table row: its first amount is not the total.
    expect(out.fields.total?.text).toBe("29.99 €");
    expect(out.data.subtotal).toBeNull();
    expectGrounded(doc, out.fields, out.data);
  });
});
