import type { Element, ElementContent } from "hast";
import { formatDecimal, formatMoney, formatUnitPrice, type Decimal } from "./invoice-money";
import type { InvoiceParty, InvoiceSpec } from "./invoice-spec";
import type { InvoiceTotals } from "./invoice-totals";

// The invoice as hast, laid out the way invoices conventionally are: seller and title block,
// invoice number and dates, "Bill to", the item table, the totals, notes. The labels are the
// conventional English ones on purpose: extraction (ours and everyone else's) finds fields by
// such labels, and the round-trip test holds us to it. Every value enters as a text node.

type Child = ElementContent | string | undefined | false;

function h(tagName: string, className: string | undefined, children: Child[] = []): Element {
  return {
    type: "element",
    tagName,
    properties: className ? { className: className.split(" ") } : {},
    children: children
      .filter((c): c is ElementContent | string => c !== undefined && c !== false)
      .map((c) => (typeof c === "string" ? { type: "text", value: c } : c)),
  };
}

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

function partyBlock(label: string, party: InvoiceParty, className: string): Element {
  return h("div", `invoice-party ${className}`, [
    h("div", "invoice-label", [label]),
    h("div", "invoice-party-name", [party.name]),
    ...party.address.map((line) => h("div", undefined, [line])),
    party.email && h("div", undefined, [party.email]),
    party.phone && h("div", undefined, [`Phone: ${party.phone}`]),
    party.taxId && h("div", undefined, [`Tax ID: ${party.taxId}`]),
    party.vat && h("div", undefined, [`VAT ID: ${party.vat}`]),
  ]);
}

const row = (label: string, value: string, className?: string) => h("tr", className, [h("th", undefined, [label]), h("td", undefined, [value])]);

function rateText(rate: Decimal, locale: string): string {
  return `${formatDecimal(rate, locale)}%`;
}

export function invoiceElement(spec: InvoiceSpec, totals: InvoiceTotals): Element {
  const money = (amount: bigint) => formatMoney(amount, spec);
  const meta = h("table", "invoice-meta", [
    h("tbody", undefined, [
      row("Invoice number", spec.number),
      row("Invoice date", formatDate(spec.date, spec.locale)),
      spec.due && row("Due date", formatDate(spec.due, spec.locale)),
      spec.po && row("PO number", spec.po),
      row("Currency", spec.currency),
    ]),
  ]);
  const items = h("table", "invoice-items", [
    h("thead", undefined, [
      h("tr", undefined, [
        h("th", "invoice-description", ["Description"]),
        h("th", "invoice-number", ["Qty"]),
        h("th", "invoice-number", ["Unit price"]),
        h("th", "invoice-number", ["Amount"]),
      ]),
    ]),
    h(
      "tbody",
      undefined,
      spec.items.map((item, i) =>
        h("tr", undefined, [
          h("td", "invoice-description", [item.description]),
          h("td", "invoice-number", [formatDecimal(item.quantity, spec.locale)]),
          h("td", "invoice-number", [formatUnitPrice(item.unitPrice, spec)]),
          h("td", "invoice-number", [money(totals.lines[i]!)]),
        ]),
      ),
    ),
  ]);
  const discountLabel = spec.discount && "percent" in spec.discount ? `Discount (${rateText(spec.discount.percent, spec.locale)})` : "Discount";
  const summary = h("table", "invoice-totals", [
    h("tbody", undefined, [
      row("Subtotal", money(totals.subtotal)),
      totals.discount !== 0n && row(discountLabel, money(-totals.discount)),
      ...totals.taxes.map((tax) => row(`${tax.name} (${rateText(tax.rate, spec.locale)})`, money(tax.amount))),
      row("Total", money(totals.total), "invoice-total"),
    ]),
  ]);
  const note = (label: string, text: string | undefined) => text && h("div", "invoice-note", [h("div", "invoice-label", [label]), h("p", undefined, [text])]);

  // The title has a row of its own: beside the seller block, its tall glyphs would span two of
  // the block's lines and text extractors that group words by vertical overlap (ours included)
  // would read the label and the seller's name as one line.
  return h("section", "invoice", [
    h("div", "invoice-title", ["Invoice"]),
    h("div", "invoice-header", [partyBlock("From", spec.from, "invoice-from"), meta]),
    h("div", "invoice-parties", [partyBlock("Bill to", spec.to, "invoice-to")]),
    items,
    h("div", "invoice-summary", [summary]),
    note("Notes", spec.notes),
    note("Terms", spec.terms),
  ]);
}
