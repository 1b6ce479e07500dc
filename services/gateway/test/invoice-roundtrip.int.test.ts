// The round trip issue #5 asks for: an invoice written as an ```invoice block, rendered by our own
// `invoice` theme through POST /api/v1/render, then read back by POST /api/v1/extract (preset
// `invoice`, deterministic tier) with every field correct. Real gateway, render worker (Chromium)
// and extract worker (sandboxed pdf.js) in one stack.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { postJson } from "./harness";
import { startLiveStack, type LiveStack } from "./live-stack";

let stack: LiveStack;
let key: string;

beforeAll(async () => {
  stack = await startLiveStack({ render: true, extract: true });
}, 60_000);

// A caller per test: a pro key's burst guard is 5 requests per one-second window, and three
// render + extract pairs on one key fit inside a single window once rendering is fast.
beforeEach(async () => {
  ({ key } = await stack.newCaller("pro"));
});

afterAll(async () => {
  await stack.close();
});

async function renderInvoicePdf(markdown: string): Promise<Buffer> {
  const res = await postJson(`${stack.baseUrl}/api/v1/render`, key, { markdown, theme: "invoice" }, { accept: "application/pdf" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

async function extract(
  pdf: Buffer,
  body: Record<string, unknown>,
): Promise<{ data: Record<string, unknown>; warnings: string[]; fields: Record<string, { page: number }> }> {
  const res = await postJson(`${stack.baseUrl}/api/v1/extract`, key, { file_base64: pdf.toString("base64"), ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>; warnings: string[]; fields: Record<string, { page: number }> };
}

const USD_INVOICE = `---
title: Invoice INV-2026-0142
---

\`\`\`invoice
number: INV-2026-0142
date: 2026-03-05
due: 2026-04-04
po: PO-88213
currency: USD
from:
  name: Northwind Analytics Inc.
  address: [200 Market Street, Suite 400, "San Francisco, CA 94105"]
  email: billing@northwind.example
  taxId: 94-1234567
to:
  name: Contoso Retail Group
  address: [1 Harbour Way, "Seattle, WA 98101"]
items:
  - { description: Data pipeline setup, quantity: 1, unitPrice: 4800 }
  - { description: Dashboard licences, quantity: 12, unitPrice: 49.5 }
  - { description: Stock photography licences, quantity: 3, unitPrice: 19.99 }
  - { description: On-site training day, quantity: 2, unitPrice: 1250 }
  - { description: Support hours, quantity: 7.5, unitPrice: 120 }
taxRate: 8.25
notes: Thank you for your business.
terms: Net 30. Please quote the invoice number with your payment.
\`\`\`
`;

const EUR_INVOICE = `:::invoice
number: RE-2026-0815
date: 2026-11-12
due: 14
currency: EUR
locale: de-DE
taxLabel: VAT
from:
  name: Brandt & Söhne GmbH
  address: [Friedrichstraße 120, 10117 Berlin]
  vat: DE123456789
to:
  name: Atelier Lumière SARL
  address: [12 Rue de Rivoli, 75001 Paris]
items:
  - { description: Beratung Projektphase 1, quantity: 16, unitPrice: 145 }
  - { description: Lizenz Jahresabo, quantity: 1, unitPrice: 1234.56 }
  - { description: Reisekosten pauschal, quantity: 1, unitPrice: 389.9 }
taxRate: 19
notes: Vielen Dank für Ihren Auftrag.
:::
`;

describe("invoice round trip: render → extract", () => {
  it("reads back every field of a USD invoice with several items", async () => {
    const pdf = await renderInvoicePdf(USD_INVOICE);
    const { data, warnings } = await extract(pdf, { preset: "invoice" });
    expect(warnings).toEqual([]);
    expect(data).toEqual({
      vendor: "Northwind Analytics Inc.",
      invoice_number: "INV-2026-0142",
      invoice_date: "2026-03-05",
      due_date: "2026-04-04",
      currency: "USD",
      subtotal: 8853.97,
      tax: 730.45,
      total: 9584.42,
      line_items: [
        { description: "Data pipeline setup", quantity: 1, unit_price: 4800, amount: 4800 },
        { description: "Dashboard licences", quantity: 12, unit_price: 49.5, amount: 594 },
        { description: "Stock photography licences", quantity: 3, unit_price: 19.99, amount: 59.97 },
        { description: "On-site training day", quantity: 2, unit_price: 1250, amount: 2500 },
        { description: "Support hours", quantity: 7.5, unit_price: 120, amount: 900 },
      ],
    });
  });

  it("reads back a EUR invoice written as a :::invoice container with German number formatting", async () => {
    const pdf = await renderInvoicePdf(EUR_INVOICE);
    const { data, warnings } = await extract(pdf, { preset: "invoice" });
    expect(warnings).toEqual([]);
    expect(data).toEqual({
      vendor: "Brandt & Söhne GmbH",
      invoice_number: "RE-2026-0815",
      invoice_date: "2026-11-12",
      due_date: "2026-11-26",
      currency: "EUR",
      subtotal: 3944.46,
      tax: 749.45,
      total: 4693.91,
      line_items: [
        { description: "Beratung Projektphase 1", quantity: 16, unit_price: 145, amount: 2320 },
        { description: "Lizenz Jahresabo", quantity: 1, unit_price: 1234.56, amount: 1234.56 },
        { description: "Reisekosten pauschal", quantity: 1, unit_price: 389.9, amount: 389.9 },
      ],
    });
  });

  it("finds the customer under its Bill to label with a custom schema", async () => {
    const pdf = await renderInvoicePdf(USD_INVOICE);
    const { data } = await extract(pdf, { schema: { type: "object", properties: { bill_to: { type: "string" } } } });
    expect(String(data.bill_to)).toContain("Contoso Retail Group");
  });
});
