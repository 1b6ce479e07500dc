// The pieces every invoice family writes the same way: the SynthDoc around a printed page with
// its expected JSON (in the shape of ../shared/corpora/invoices-dev/expected), and the header
// truth of invoices drawn with `invoiceFacts`.
import { escapeHtml as e, isoOf } from "./formats";
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

/** A references table: one row per label and value ("Invoice No." | "4471"). */
export const referenceTable = (refs: ReadonlyArray<[string, string]>) =>
  `<table class="refs">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;

/** A totals ladder: a label and its right-aligned amount per row; `true` marks the emphasised rows. */
export const totalsLadder = (ladder: ReadonlyArray<[string, string, boolean?]>) =>
  `<table class="tot">${ladder.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;

/** The rules a ledger-style page gives its references, items and totals tables, under `.${scope}`. */
export function ledgerCss(
  scope: string,
  { refsGap, itemsMargin, totalsWidth, headRuleAbove }: { refsGap: number; itemsMargin: number; totalsWidth: number; headRuleAbove: boolean },
): string {
  const s = `.${scope}`;
  return `${s} table.refs td { padding: 0 ${refsGap}px 0 0; white-space: nowrap; }
${s} td.k { color: #555; }
${s} table.items { width: 100%; border-collapse: collapse; margin: ${itemsMargin}px 0; }
${s} table.items th { ${headRuleAbove ? "border-top: 1px solid #555; " : ""}border-bottom: 1px solid #555; text-align: left; padding: 2px 4px; }
${s} table.items td { padding: 2px 4px; vertical-align: top; }
${s} .num { text-align: right; white-space: nowrap; }
${s} table.tot { margin-left: auto; border-collapse: collapse; min-width: ${totalsWidth}%; }
${s} table.tot td { padding: 1px 4px; }
${s} table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }`;
}
