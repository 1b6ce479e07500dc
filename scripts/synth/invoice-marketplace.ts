// Marketplace invoices: the platform's layout printed for a third-party seller ("Sold by …"), with
// the platform's own order number and order date beside the invoice's, billing and delivery
// addresses of the same buyer, a VAT-rate column, and a VAT summary table under the totals that
// repeats the net and tax per rate. The platform's name is in the page header; the seller is the vendor.
import { formatDate, formatMoney, formatQuantity, isoOf, escapeHtml as e, addDays } from "./formats";
import { expectedLineItems, invoiceFacts } from "./invoice";
import { INVOICE_WORDS } from "./invoice-words";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type MarketLang = "en" | "de" | "fr" | "it" | "es" | "pl";

const WORDS: Record<
  MarketLang,
  {
    soldBy: string;
    billing: string;
    delivery: string;
    orderNo: string;
    orderDate: string;
    summary: string;
    rate: string;
    net: string;
    vat: string;
    paid: string;
    platform: string;
  }
> = {
  en: {
    soldBy: "Sold by",
    billing: "Billing address",
    delivery: "Delivery address",
    orderNo: "Order number",
    orderDate: "Order date",
    summary: "VAT summary",
    rate: "VAT rate",
    net: "Net",
    vat: "VAT",
    paid: "Amount paid",
    platform: "Sold on",
  },
  de: {
    soldBy: "Verkauft von",
    billing: "Rechnungsadresse",
    delivery: "Lieferadresse",
    orderNo: "Bestellnummer",
    orderDate: "Bestelldatum",
    summary: "USt.-Übersicht",
    rate: "USt.-Satz",
    net: "Netto",
    vat: "USt.",
    paid: "Bezahlter Betrag",
    platform: "Verkauft über",
  },
  fr: {
    soldBy: "Vendu par",
    billing: "Adresse de facturation",
    delivery: "Adresse de livraison",
    orderNo: "Numéro de commande",
    orderDate: "Date de commande",
    summary: "Récapitulatif TVA",
    rate: "Taux TVA",
    net: "HT",
    vat: "TVA",
    paid: "Montant payé",
    platform: "Vendu sur",
  },
  it: {
    soldBy: "Venduto da",
    billing: "Indirizzo di fatturazione",
    delivery: "Indirizzo di spedizione",
    orderNo: "Numero ordine",
    orderDate: "Data ordine",
    summary: "Riepilogo IVA",
    rate: "Aliquota IVA",
    net: "Imponibile",
    vat: "IVA",
    paid: "Importo pagato",
    platform: "Venduto su",
  },
  es: {
    soldBy: "Vendido por",
    billing: "Dirección de facturación",
    delivery: "Dirección de envío",
    orderNo: "Número de pedido",
    orderDate: "Fecha del pedido",
    summary: "Resumen de IVA",
    rate: "Tipo de IVA",
    net: "Base imponible",
    vat: "IVA",
    paid: "Importe pagado",
    platform: "Vendido en",
  },
  pl: {
    soldBy: "Sprzedawca",
    billing: "Adres rozliczeniowy",
    delivery: "Adres dostawy",
    orderNo: "Numer zamówienia",
    orderDate: "Data zamówienia",
    summary: "Podsumowanie VAT",
    rate: "Stawka VAT",
    net: "Netto",
    vat: "VAT",
    paid: "Zapłacono",
    platform: "Sprzedano w",
  },
};
const COUNTRIES = { en: ["UK", "IE"], de: ["DE", "AT"], fr: ["FR"], it: ["IT"], es: ["ES"], pl: ["PL"] } as const;
const PLATFORMS = ["Marketvale", "Shopora", "Buyloft", "Tradelyn"];

export function makeMarketplaceInvoice(rng: Rng, name: string): SynthDoc {
  const lang = rng.pick(["en", "de", "de", "fr", "it", "es", "pl"] as const);
  const w = WORDS[lang];
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang] });
  const pick = (key: keyof typeof INVOICE_WORDS) => rng.pick(INVOICE_WORDS[key][lang]);
  const fmt = (cents: number) => formatMoney(cents, f.money);
  const day = (d: typeof f.date) => formatDate(d, f.dateStyle, lang);
  const orderDay = addDays(f.date, -rng.int(1, 6));
  const orderNo = `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}-${rng.int(1000000, 9999999)}`;
  const rate = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)}%`;
  const taxed = f.taxMode !== "none";
  const meta: Array<[string, string]> = rng.shuffle([
    [pick("number"), f.number],
    [pick("date"), day(f.date)],
    [w.orderNo, orderNo],
    [w.orderDate, day(orderDay)],
  ] as Array<[string, string]>);
  const head = [pick("description"), pick("quantity"), pick("unitPrice"), ...(taxed ? [w.rate] : []), pick("amount")];
  const rows = f.lines.map((l) => [
    l.description,
    formatQuantity(l.qtyThousandths, f.money.numbers),
    fmt(l.unitCents),
    ...(taxed ? [rate(l.rate)] : []),
    fmt(l.amountCents),
  ]);
  const totals: Array<[string, string, boolean?]> = [
    ...(taxed
      ? [[pick("subtotal"), fmt(f.subtotalCents)] as [string, string], ...f.taxes.map((t) => [`${w.vat} ${rate(t.rate)}`, fmt(t.taxCents)] as [string, string])]
      : []),
    [pick("total"), fmt(f.totalCents), true],
  ];
  const taxTotalPrinted = f.taxes.length === 1;
  const address = (lines: string[]) => lines.map((l, i) => `<div${i === 0 ? ' class="b"' : ""}>${e(l)}</div>`).join("");
  const body = `${CSS}<div class="mk">
    <div class="top"><span class="platform">${e(rng.pick(PLATFORMS))}</span><span class="title">${e(pick("title"))}</span></div>
    <div class="row"><div><div class="label">${e(w.soldBy)}</div>${address([f.seller.name, f.seller.street, f.seller.cityLine, `${pick("vatId")} ${f.seller.vatId}`])}</div>
    <table class="kv">${meta.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table></div>
    <div class="row"><div><div class="label">${e(w.billing)}</div>${address([f.buyer.name, f.buyer.street, f.buyer.cityLine])}</div><div><div class="label">${e(w.delivery)}</div>${address([f.buyer.name, f.buyer.street, f.buyer.cityLine])}</div></div>
    <table class="items"><tr>${head.map((h, i) => `<th class="${i ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${rows.map((r) => `<tr>${r.map((c, i) => `<td class="${i ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`).join("")}</table>
    <table class="totals">${totals.map(([k, v, strong]) => `<tr${strong ? ' class="b"' : ""}><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}
    <tr><td>${e(w.paid)}</td><td class="num">${e(fmt(f.totalCents))}</td></tr></table>
    ${taxed ? `<div class="label">${e(w.summary)}</div><table class="vat"><tr><th>${e(w.rate)}</th><th class="num">${e(w.net)}</th><th class="num">${e(w.vat)}</th></tr>${f.taxes.map((t) => `<tr><td>${e(rate(t.rate))}</td><td class="num">${e(fmt(t.baseCents))}</td><td class="num">${e(fmt(t.taxCents))}</td></tr>`).join("")}</table>` : ""}
    <p class="small">${e(`${f.seller.name} · ${f.seller.registration} · IBAN ${f.seller.iban}`)}</p></div>`;
  const data = {
    vendor: f.seller.name,
    invoice_number: f.number,
    invoice_date: isoOf(f.date),
    due_date: null,
    currency: f.currency,
    subtotal: taxed ? f.subtotalCents / 100 : null,
    ...(taxed && !taxTotalPrinted ? {} : { tax: taxed ? f.taxCents / 100 : null }),
    total: f.totalCents / 100,
    line_items: expectedLineItems(f.lines),
  };
  const unknown = taxed && !taxTotalPrinted ? ["tax"] : [];
  return {
    name,
    kind: "invoice",
    family: "marketplace",
    render: {
      kind: "html",
      page: {
        body,
        title: `${f.number}`,
        theme: rng.pick(["default", "minimal", "technical"] as const),
        font: rng.pick([undefined, "sans", "serif"] as const),
        paper: { format: "A4" },
      },
    },
    expected: {
      name,
      preset: "invoice",
      source: { kind: "synthetic", family: "marketplace", language: lang, credit_note: false },
      data,
      unknown,
      notes: unknown.length ? ["tax: one line per rate and no printed tax total"] : [],
    },
    mustPrint: [
      f.seller.name,
      f.number,
      day(f.date),
      fmt(f.totalCents),
      ...(taxed ? [fmt(f.subtotalCents)] : []),
      ...f.lines.flatMap((l) => [l.description, fmt(l.amountCents)]),
    ],
  };
}

const CSS = `<style>
.mk { font-size: 9pt; line-height: 1.4; }
.mk .top { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #f90; margin-bottom: 10px; }
.mk .platform { font-size: 15pt; font-weight: 800; color: #232f3e; }
.mk .title { font-size: 13pt; font-weight: 700; }
.mk .row { display: flex; justify-content: space-between; gap: 30px; margin: 10px 0; }
.mk .label { color: #666; font-size: 8pt; margin-top: 8px; }
.mk .b { font-weight: 700; }
.mk table.kv td { padding: 0 0 0 12px; }
.mk table.items, .mk table.vat { width: 100%; border-collapse: collapse; margin: 10px 0; }
.mk th, .mk td { padding: 3px 5px; border-bottom: 1px solid #ddd; text-align: left; }
.mk .num { text-align: right; white-space: nowrap; }
.mk table.totals { margin-left: auto; width: 45%; border-collapse: collapse; }
.mk table.vat { width: 50%; }
.mk .small { font-size: 7pt; color: #666; margin-top: 20px; }
</style>`;
