import { describe, expect, it } from "@jest/globals";
import { createMarkdownRenderer } from "../../markdown-to-html";
import { parseInvoiceSpec } from "./invoice-spec";
import { computeTotals } from "./invoice-totals";

const render = createMarkdownRenderer();

const BASE = `number: INV-2026-014
date: 2026-03-05
due: 2026-04-04
po: PO-7781
from:
  name: Northwind Studio LLC
  address: [200 Market Street, "San Francisco, CA 94105"]
  email: billing@northwind.test
  taxId: 94-1234567
to:
  name: Contoso Ltd
  address: "1 Harbour Way\\nSeattle, WA 98101"
items:
  - description: Design sprint
    quantity: 3
    unitPrice: 19.99
  - description: Hosting (per month)
    quantity: 2
    unitPrice: 1250
taxRate: 8.25
notes: Thank you for your business.
terms: Payment within 30 days.`;

const totalsOf = (source: string) => {
  const parsed = parseInvoiceSpec(source);
  if (!parsed.ok) throw new Error(parsed.message);
  const totals = computeTotals(parsed.spec);
  if (!totals.ok) throw new Error(totals.message);
  return totals.totals;
};
const errorOf = (source: string) => {
  const parsed = parseInvoiceSpec(source);
  if (!parsed.ok) return parsed.message;
  const totals = computeTotals(parsed.spec);
  return totals.ok ? undefined : totals.message;
};
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("invoice maths", () => {
  it("computes line amounts, subtotal, tax and total exactly", () => {
    const totals = totalsOf(BASE);
    expect(totals.lines).toEqual([5997n, 250000n]);
    expect(totals.subtotal).toBe(255997n);
    expect(totals.taxes).toEqual([{ name: "Tax", rate: { digits: 825n, scale: 2 }, amount: 21120n }]); // 2559.97 × 8.25% = 211.197525
    expect(totals.total).toBe(277117n);
  });

  it("applies a percentage or flat discount before tax", () => {
    expect(totalsOf(`${BASE}\ndiscount: "10%"`)).toMatchObject({ discount: 25600n, taxes: [{ amount: 19008n }], total: 249405n });
    expect(totalsOf(`${BASE}\ndiscount: 59.97`)).toMatchObject({ discount: 5997n, taxes: [{ amount: 20625n }], total: 270625n });
  });

  it("groups per-item tax rates into one tax line per rate", () => {
    const source = BASE.replace("taxRate: 8.25", "taxRate: 19").replace("    unitPrice: 1250", "    unitPrice: 1250\n    taxRate: 7");
    const totals = totalsOf(source);
    expect(totals.taxes.map((t) => [t.rate.digits, t.amount])).toEqual([
      [19n, 1139n],
      [7n, 17500n],
    ]);
    expect(totals.total).toBe(255997n + 1139n + 17500n);
  });

  it("adds several named taxes on the same base", () => {
    const totals = totalsOf(BASE.replace("taxRate: 8.25", "taxes: [{name: GST, rate: 5}, {name: PST, rate: 7}]"));
    expect(totals.taxes.map((t) => [t.name, t.amount])).toEqual([
      ["GST", 12800n],
      ["PST", 17920n],
    ]);
    expect(totals.total).toBe(255997n + 12800n + 17920n);
  });

  it("uses the currency's minor unit (JPY has none)", () => {
    const totals = totalsOf(`${BASE}\ncurrency: JPY`.replace("unitPrice: 19.99", "unitPrice: 1999"));
    expect(totals).toMatchObject({ minorDigits: 0, lines: [5997n, 2500n], subtotal: 8497n, total: 9198n });
  });
});

describe("invoice validation", () => {
  it.each([
    ["number: [unclosed", /^not valid YAML/],
    ["- a list", /must be a YAML mapping/],
    [BASE.replace("number: INV-2026-014\n", ""), /^number is required$/],
    [BASE.replace("date: 2026-03-05", "date: 05/03/2026"), /^date: expected a date as YYYY-MM-DD$/],
    [BASE.replace("date: 2026-03-05", "date: 2026-02-30"), /^date: not a calendar date$/],
    [BASE.replace("due: 2026-04-04", "due: 2026-03-01"), /due date 2026-03-01 is before the invoice date 2026-03-05/],
    [`${BASE}\ncurrency: XYZ`, /^currency: not an ISO 4217 currency code$/],
    [BASE.replace("unitPrice: 19.99", "unitPrice: lots"), /^items\[0\]\.unitPrice: unitPrice must be a plain decimal number like 19.99$/],
    [BASE.replace("quantity: 3", "quantity: -3"), /^items\[0\]\.quantity: quantity must be between 0 and/],
    [BASE.replace("taxRate: 8.25", "taxRate: 180"), /^taxRate: a tax rate must be between 0 and 100$/],
    [`${BASE}\ncolour: red`, /^unknown key "colour"$/],
    [`${BASE}\ndiscount: lots`, /^discount: expected an amount/],
    [`${BASE}\ndiscount: 5000`, /^discount: larger than the subtotal$/],
    [`${BASE}\ndiscount: 0.001`, /^discount: USD amounts have 2 decimals at most$/],
    [`${BASE}\ntaxes: [{name: GST, rate: 5}]`, /either `taxRate` or `taxes`/],
    [BASE.replace(/items:[\s\S]*?taxRate/, "items: []\ntaxRate"), /at least one item/],
  ])("reports %#", (source, expected) => {
    expect(errorOf(source)).toMatch(expected);
  });

  it("accepts `due` as days after the invoice date and `dueDate` as an alias", () => {
    expect(parseInvoiceSpec(BASE.replace("due: 2026-04-04", "due: 30"))).toMatchObject({ ok: true, spec: { due: "2026-04-04" } });
    expect(parseInvoiceSpec(BASE.replace("due: 2026-04-04", "dueDate: 2026-04-10"))).toMatchObject({ ok: true, spec: { due: "2026-04-10" } });
  });
});

describe("invoice blocks in documents", () => {
  it("lays out a ```invoice fence as a conventional invoice", () => {
    const { html } = render(`# Billing\n\n\`\`\`invoice\n${BASE}\n\`\`\`\n\nAfter.\n`);
    expect(html).toContain('<section class="invoice">');
    expect(html).not.toContain("language-invoice");
    const text = textOf(html);
    for (const expected of [
      "Invoice From Northwind Studio LLC 200 Market Street San Francisco, CA 94105 billing@northwind.test Tax ID: 94-1234567",
      "Invoice number INV-2026-014 Invoice date March 5, 2026 Due date April 4, 2026 PO number PO-7781 Currency USD",
      "Bill to Contoso Ltd 1 Harbour Way Seattle, WA 98101",
      "Description Qty Unit price Amount",
      "Design sprint 3 $19.99 $59.97",
      "Hosting (per month) 2 $1,250.00 $2,500.00",
      "Subtotal $2,559.97 Tax (8.25%) $211.20 Total $2,771.17",
      "Notes Thank you for your business. Terms Payment within 30 days.",
      "After.",
    ])
      expect(text).toContain(expected);
  });

  it("formats money and dates for the invoice's locale and currency", () => {
    const { html } = render(`\`\`\`invoice\n${BASE}\ncurrency: EUR\nlocale: de-DE\ndiscount: "10%"\n\`\`\`\n`);
    const text = textOf(html).replace(/\u00a0/g, " ");
    expect(text).toContain("Invoice date 5. März 2026");
    expect(text).toContain("Hosting (per month) 2 1.250,00 € 2.500,00 €");
    expect(text).toContain("Subtotal 2.559,97 € Discount (10%) -256,00 € Tax (8,25%) 190,08 € Total 2.494,05 €");
  });

  it("accepts a :::invoice container as an alias, and leaves ordinary colons alone", () => {
    const { html } = render(
      `See:here at 10:30:00.\n\n:::invoice\n${BASE}\n:::\nText right after the container.\n\n\`\`\`\n:::invoice\nnot: an invoice\n:::\n\`\`\`\n`,
    );
    expect(html).toContain("<p>See:here at 10:30:00.</p>");
    expect(html.match(/<section class="invoice">/g)).toHaveLength(1);
    expect(textOf(html)).toContain("Total $2,771.17");
    expect(html).toContain("<p>Text right after the container.</p>");
    expect(html).toContain("<code>:::invoice\nnot: an invoice\n:::\n</code>");
  });

  it("runs an unclosed container to the end of the document, like a fence", () => {
    const { html } = render(`Intro.\n\n:::invoice\n${BASE}\n`);
    expect(textOf(html)).toContain("Total $2,771.17");
    expect(html).toContain("<p>Intro.</p>");
  });

  it("turns invalid input into a visible error box and keeps rendering", () => {
    const { html } = render(`\`\`\`invoice\n${BASE.replace("unitPrice: 19.99", "unitPrice: 19,99")}\n\`\`\`\n\nStill here.\n`);
    expect(html).toContain(
      '<div class="invoice-error" role="note"><strong>Invoice error: </strong>items[0].unitPrice: unitPrice must be a plain decimal number like 19.99</div>',
    );
    expect(html).toContain("<p>Still here.</p>");
  });

  it("keeps every value as text", () => {
    const hostile = BASE.replace("Design sprint", '"<img src=x onerror=alert(1)>"').replace("name: Contoso Ltd", 'name: "<script>alert(1)</script>"');
    const { html } = render(`\`\`\`invoice\n${hostile}\n\`\`\`\n`);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&#x3C;img src=x onerror=alert(1)>");
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
  });
});
