// The pieces every invoice family writes the same way: the SynthDoc around a printed page with
// its expected JSON (in the shape of ../shared/corpora/invoices-dev/expected), and the header
// truth of invoices drawn with `invoiceFacts`.
import { isoOf } from "./formats";
import type { InvoiceFacts } from "./invoice";
import type { HtmlPage } from "./render";
import type { SynthDoc } from "./synth-doc";

/** Vendor, number, dates and currency as `invoiceFacts` drew them (a page that prints no due date has none). */
export const headerTruth = (f: InvoiceFacts) => ({
  vendor: f.seller.name,
  invoice_number: f.number,
  invoice_date: isoOf(f.date),
  due_date: f.due ? isoOf(f.due) : null,
  currency: f.currency,
});

/** One invoice of `family`: its page, its truth (`source` adds to the family and kind), and the strings the PDF must print. */
export function invoiceDoc(
  name: string,
  family: string,
  page: HtmlPage,
  truth: { source: Record<string, unknown>; data: Record<string, unknown>; notes?: string[] },
  mustPrint: string[],
): SynthDoc {
  return {
    name,
    kind: "invoice",
    family,
    render: { kind: "html", page },
    expected: { name, preset: "invoice", source: { kind: "synthetic", family, ...truth.source }, data: truth.data, unknown: [], notes: truth.notes ?? [] },
    mustPrint,
  };
}
