// The "markdown-block" family: invoices written with our own ```invoice Markdown block and printed
// by the render worker's whole Markdown path, in the locales the block supports. Labels stay the
// block's English ones; numbers and dates follow the locale.
import { formatMoney as blockMoney } from "../../services/render-worker/src/markdown/features/invoice/invoice-money";
import { isoOf, type InvoiceLang } from "./formats";
import { headerTruth } from "./invoice-doc";
import { expectedLineItems, invoiceFacts } from "./invoice";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

const LOCALES: Record<InvoiceLang, readonly string[]> = {
  en: ["en-US", "en-GB", "en-IE"],
  de: ["de-DE", "de-AT", "de-CH"],
  fr: ["fr-FR", "fr-BE"],
  nl: ["nl-NL"],
  es: ["es-ES"],
  it: ["it-IT"],
  pt: ["pt-PT"],
  pl: ["pl-PL"],
};

export function markdownInvoice(rng: Rng, name: string): SynthDoc {
  const f = invoiceFacts(rng);
  const locale = rng.pick(LOCALES[f.lang]);
  const money = (cents: number) => blockMoney(BigInt(cents), { currency: f.currency, locale });
  const longDate = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const taxed = f.taxMode !== "none";
  const multi = f.taxes.length > 1;
  const spec = {
    number: f.number,
    date: isoOf(f.date),
    ...(f.due ? { due: isoOf(f.due) } : {}),
    currency: f.currency,
    locale,
    ...(rng.chance(0.4) ? { po: `PO-${rng.int(1000, 9999)}` } : {}),
    from: { name: f.seller.name, address: [f.seller.street, f.seller.cityLine], email: f.seller.email, ...(rng.chance(0.6) ? { taxId: f.seller.vatId } : {}) },
    to: { name: f.buyer.name, address: [f.buyer.street, f.buyer.cityLine], ...(rng.chance(0.4) ? { taxId: f.buyer.vatId } : {}) },
    items: f.lines.map((l) => ({
      description: l.description,
      quantity: l.qtyThousandths / 1000,
      unitPrice: (l.unitCents / 100).toFixed(2),
      ...(multi ? { taxRate: l.rate } : {}),
    })),
    ...(taxed && !multi ? { taxRate: f.taxes[0]!.rate } : {}),
    ...(taxed ? { taxLabel: rng.pick(["VAT", "Tax", "Sales tax"]) } : {}),
    ...(rng.chance(0.5) ? { terms: `Net ${f.dueDays}.` } : {}),
  };
  const markdown = `---\ntitle: Invoice ${f.number}\n---\n\n\`\`\`invoice\n${JSON.stringify(spec, null, 2)}
\`\`\`\n`;
  const data = {
    ...headerTruth(f),
    subtotal: f.subtotalCents / 100,
    ...(multi ? {} : { tax: taxed ? f.taxCents / 100 : null }),
    total: f.totalCents / 100,
    line_items: expectedLineItems(f.lines),
  };
  return {
    name,
    kind: "invoice",
    family: "markdown-block",
    render: { kind: "markdown", markdown, theme: rng.pick(["invoice", "invoice", "default", "minimal"] as const), format: "A4" },
    expected: {
      name,
      preset: "invoice",
      source: { kind: "synthetic", family: "markdown-block", language: "en", locale },
      data,
      unknown: multi ? ["tax"] : [],
      notes: multi ? ["tax: one line per rate and no printed tax total"] : [],
    },
    // prettier-ignore
    mustPrint: [
      f.seller.name, f.number, longDate(isoOf(f.date)), ...(f.due ? [longDate(isoOf(f.due))] : []), f.currency, money(f.subtotalCents),
      ...(taxed && !multi ? [money(f.taxCents)] : []), money(f.totalCents), ...f.lines.flatMap((l) => [l.description, money(l.amountCents)]),
    ],
  };
}
