import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import type { PositionedDocument } from "../src/layout/types";
import { ParserPool } from "../src/parse/parser-pool";
import { invoice } from "../src/presets/invoice";
import { testDocument, type TestDocument } from "../../../test-support/documents/test-documents";

// The invoice preset on invoices we wrote and printed (test-support/documents), through the real
// parser: exact values, and every provenance box holding the words it names on the page it names.

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

describe("invoice preset on printed invoices", () => {
  let pool: ParserPool;
  const run = async (name: TestDocument) => {
    const doc = await pool.parse(new Uint8Array(testDocument(name)), { maxPages: 50, withGraphics: false });
    return { doc, out: invoice(doc) };
  };
  beforeAll(() => {
    pool = new ParserPool({ size: 2, memoryMb: 512, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("reads a US invoice: header row of labels, a tax line with its base, every item", async () => {
    const { doc, out } = await run("invoice-us-header-row");
    expect(out.data).toMatchObject({
      invoice_number: "INV/2022/03/0017",
      invoice_date: "2022-03-14",
      due_date: "2022-04-13",
      currency: "USD",
      subtotal: 241.5,
      tax: 15.7,
      total: 257.2,
    });
    expect(out.data.line_items).toHaveLength(4);
    expect((out.data.line_items as { amount: number }[]).map((l) => l.amount)).toEqual([36, 84, 1.5, 120]);
    expect(out.fields.due_date).toMatchObject({ page: 1, text: "04/13/2022" });
    expect(out.fields["line_items[3].amount"]).toMatchObject({ page: 1, text: "$ 120.00" });
    // subtotal + tax = total and the items sum to the subtotal: both raise confidence.
    expect(out.fields.total!.confidence).toBeGreaterThan(0.9);
    expectGrounded(doc, out.fields, out.data);
  });

  it("reads a German two-page invoice: sender line, month names, items on both pages, totals block not an item", async () => {
    const { doc, out } = await run("invoice-de-two-page");
    expect(out.data).toMatchObject({
      vendor: "Brückner Netzwerke AG",
      invoice_number: "40117725",
      invoice_date: "2015-06-12",
      subtotal: 33.97,
      tax: 6.46,
      total: 40.43,
    });
    const items = out.data.line_items as { quantity: number; unit_price: number }[];
    expect(items.map((i) => i.unit_price)).toEqual([4.49, 6.29, 6.29, 6.29, 6.29, 6.29, 4.49]);
    expect(out.fields.total).toMatchObject({ page: 2, text: "40,43" });
    expect(out.fields["line_items[6].unit_price"]?.page).toBe(2);
    expectGrounded(doc, out.fields, out.data);
  });

  it("reads an e-invoice rendering: the seller block's name (not its label), title line, totals on page 2", async () => {
    const { doc, out } = await run("invoice-de-seller-block");
    expect(out.data).toMatchObject({
      vendor: "Kranich Bürobedarf GmbH",
      invoice_number: "580213",
      invoice_date: "2020-09-14",
      due_date: null,
      subtotal: 270,
      tax: 30.42,
      total: 300.42,
      line_items: [
        { description: "Ordner A4 breit", quantity: 30, unit_price: 3.2, amount: 96 },
        { description: "Kaffeebohnen 1 kg", quantity: 12, unit_price: 14.5, amount: 174 },
      ],
    });
    expect(out.fields.total).toMatchObject({ page: 2, text: "300,42" });
    expect(out.warnings).toContain("due_date: not found in the document");
    expectGrounded(doc, out.fields, out.data);
  });

  it("reads a French invoice and refuses a totals row of several amounts", async () => {
    const { doc, out } = await run("invoice-fr-totals-row");
    expect(out.data).toMatchObject({
      invoice_number: "770215834",
      invoice_date: "2016-05-14",
      due_date: "2016-05-18",
      currency: "EUR",
      total: 23.99,
    });
    // "Total facture 19.99 4.00 23.99" is a table row: its first amount is not the total.
    expect(out.fields.total?.text).toBe("23.99 €");
    expect(out.data.subtotal).toBeNull();
    expectGrounded(doc, out.fields, out.data);
  });
});
