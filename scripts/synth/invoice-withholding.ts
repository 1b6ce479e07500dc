// Italian, Spanish and Dutch invoices from small firms and professionals: "Fattura n.", "Factura
// nº", "Factuurnummer" as label-value lines; the tax ID lines (P. IVA / C.F., NIF, KvK / btw-id);
// and, for professionals, an income-tax withholding printed under the VAT: Italy's "Ritenuta
// d'acconto" is taken off after the "Totale documento" (so "Netto a pagare" is a decoy), Spain's
// IRPF is part of the "Total factura" itself (so the total is base + IVA − IRPF, not
// subtotal + tax). Dutch pages end in a payment sentence that repeats the amount.
import { formatDate, formatMoney, formatQuantity, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts, percentOf } from "./invoice";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { headerTruth, invoiceDoc } from "./invoice-doc";

type Lang = "it" | "es" | "nl";

const WORDS = {
  it: {
    title: ["FATTURA", "Fattura"],
    number: ["Fattura n.", "Numero fattura", "N. documento"],
    date: ["Data", "Data fattura", "del"],
    due: ["Scadenza", "Data scadenza pagamento"],
    ids: (vat: string, rng: Rng) => [`P. IVA ${vat.slice(2)}`, `C.F. ${vat.slice(2)}`, `REA ${rng.pick(["MI", "RM", "TO", "BO"])}-${rng.int(100000, 999999)}`],
    client: ["Spett.le", "Cliente", "Destinatario"],
    head: ["Descrizione", "Q.tà", "Prezzo", "Importo"],
    net: ["Imponibile", "Totale imponibile"],
    tax: (r: string) => `IVA ${r}`,
    taxTotal: "Totale IVA",
    total: ["Totale documento", "Totale fattura"],
    withholding: (r: string) => `Ritenuta d'acconto ${r}`,
    payable: ["Netto a pagare", "Totale da pagare"],
    exempt: "Operazione senza applicazione dell'IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014 (regime forfettario)",
    stamp: (m: string) => `Imposta di bollo assolta sull'originale: ${m}`,
    pay: (iban: string) => `Pagamento: bonifico bancario – IBAN ${iban}`,
  },
  es: {
    title: ["FACTURA", "Factura"],
    number: ["Factura nº", "Nº de factura", "Número de factura"],
    date: ["Fecha", "Fecha de factura", "Fecha de expedición"],
    due: ["Vencimiento", "Fecha de vencimiento"],
    ids: (vat: string) => [`NIF: ${vat.slice(2)}`],
    client: ["Cliente", "Datos del cliente", "Facturar a"],
    head: ["Concepto", "Cantidad", "Precio", "Importe"],
    net: ["Base imponible", "Base"],
    tax: (r: string) => `IVA ${r}`,
    taxTotal: "Total IVA",
    total: ["Total factura", "TOTAL FACTURA", "Total"],
    withholding: (r: string) => `Retención IRPF ${r}`,
    payable: ["Total a pagar"],
    exempt: "Operación exenta de IVA según el art. 20 de la Ley del IVA",
    stamp: (m: string) => `Gastos de devolución: ${m}`,
    pay: (iban: string) => `Forma de pago: transferencia a la cuenta ${iban}`,
  },
  nl: {
    title: ["FACTUUR", "Factuur"],
    number: ["Factuurnummer", "Factuurnr.", "Factuur nr."],
    date: ["Factuurdatum", "Datum"],
    due: ["Vervaldatum", "Uiterste betaaldatum"],
    ids: (vat: string, rng: Rng) => [`KvK-nummer: ${rng.int(10000000, 99999999)}`, `Btw-id: ${vat}`],
    client: ["Aan", "Factuuradres", "Klant"],
    head: ["Omschrijving", "Aantal", "Prijs", "Totaal"],
    net: ["Subtotaal", "Totaal excl. btw"],
    tax: (r: string) => `Btw ${r}`,
    taxTotal: "Totaal btw",
    total: ["Totaal te betalen", "Totaal incl. btw", "Te betalen"],
    withholding: (r: string) => `Inhouding ${r}`,
    payable: ["Nog te betalen"],
    exempt: "Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR)",
    stamp: (m: string) => `Bij betaling na de vervaldatum rekenen wij ${m} administratiekosten.`,
    pay: (iban: string) => `Wij verzoeken u vriendelijk het totaalbedrag over te maken op ${iban} onder vermelding van het factuurnummer.`,
  },
};

const COUNTRY = { it: "IT", es: "ES", nl: "NL" } as const;

export function makeWithholdingInvoice(rng: Rng, name: string): SynthDoc {
  const lang: Lang = rng.pick(["it", "it", "es", "es", "nl"] as const);
  const w = WORDS[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const f = invoiceFacts(rng, { sellerCountries: [COUNTRY[lang]], creditShare: 0 });
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const money = (cents: number, mark = true) => formatMoney(cents, f.money, { withMark: mark });
  const pct = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)}%`;
  // Professionals (single VAT rate) withhold income tax on their fee: Italy 20 %, Spain 15 % or 7 %.
  const withholdingRate = lang !== "nl" && f.taxMode === "single" && rng.chance(0.5) ? (lang === "it" ? 20 : pick([15, 7])) : 0;
  const withheld = percentOf(f.subtotalCents, withholdingRate);
  const documentTotal = lang === "es" ? f.totalCents - withheld : f.totalCents;

  const sellerHtml = `<div class="sel"><div class="nm">${e(f.seller.name)}</div><div>${e(f.seller.street)} – ${e(f.seller.cityLine)}</div><div class="sm">${e(
    w.ids(f.seller.vatId, rng).join(" · "),
  )}</div><div class="sm">${e(f.seller.email)} · ${e(f.seller.phone)}</div></div>`;
  const buyerHtml = `<div class="buy"><div class="lbl">${e(pick(w.client))}</div><div class="b">${e(f.buyer.name)}</div><div>${e(f.buyer.street)}</div><div>${e(f.buyer.cityLine)}</div>${
    rng.chance(0.5) ? `<div>${e(w.ids(f.buyer.vatId, rng)[0]!)}</div>` : ""
  }</div>`;
  const meta: Array<[string, string]> = [
    [pick(w.number), f.number],
    [pick(w.date), day(f.date)],
  ];
  if (f.due) meta.push([pick(w.due), day(f.due)]);
  const metaHtml = `<table class="meta">${meta.map(([k, v]) => `<tr><td class="k">${e(k)}${pick([":", ""])}</td><td class="v">${e(v)}</td></tr>`).join("")}</table>`;
  const lineMark = f.money.everywhere;
  const rows = f.lines.map((l) => [
    l.description,
    formatQuantity(l.qtyThousandths, f.money.numbers),
    money(l.unitCents, lineMark),
    money(l.amountCents, lineMark),
  ]);
  const items = `<table class="it"><tr>${w.head.map((h, i) => `<th class="${i ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${i ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</table>`;

  const sums: Array<[string, string, boolean?]> = [];
  if (f.taxMode !== "none") {
    sums.push([pick(w.net), money(f.subtotalCents)]);
    for (const t of f.taxes) sums.push([w.tax(pct(t.rate)), money(t.taxCents)]);
    if (f.taxes.length > 1) sums.push([w.taxTotal, money(f.taxCents)]);
  }
  if (withheld && lang === "es") sums.push([w.withholding(pct(withholdingRate)), money(-withheld)]);
  sums.push([pick(w.total), money(documentTotal), true]);
  if (withheld && lang === "it") sums.push([w.withholding(pct(withholdingRate)), money(-withheld)], [pick(w.payable), money(documentTotal - withheld), true]);
  const sumsHtml = `<table class="sums">${sums.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;
  const notes = [...(f.taxMode === "none" ? [w.exempt] : []), ...(rng.chance(0.5) ? [w.stamp(money(pick([200, 500, 1500])))] : []), w.pay(f.seller.iban)];
  const title = `<div class="ttl">${e(pick(w.title))}</div>`;
  const body = `${CSS}<div class="wh"><div class="top">${sellerHtml}${title}</div><div class="mid">${buyerHtml}${metaHtml}</div>${items}${sumsHtml}<div class="nt">${notes
    .map((n) => `<p>${e(n)}</p>`)
    .join("")}</div></div>`;

  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : f.subtotalCents / 100,
    tax: f.taxMode === "none" ? null : f.taxCents / 100,
    total: documentTotal / 100,
    line_items: expectedLineItems(f.lines),
  };
  return invoiceDoc(
    name,
    "withholding-it-es-nl",
    {
      body,
      title: f.number,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "humanist"] as const),
      paper: { format: "A4" },
    },
    {
      source: { language: lang, ...(lang === "es" ? { withheld_from_total: withheld / 100 } : { withheld: withheld / 100 }) },
      data,
      notes: withheld && lang === "es" ? ["total: the printed Total factura, after the IRPF withholding"] : [],
    },
    [f.seller.name, f.number, day(f.date), ...(f.due ? [day(f.due)] : []), money(documentTotal), ...rows.flatMap((r) => [r[0]!, r[3]!])],
  );
}

const CSS = `<style>
.wh { font-size: 9.5pt; line-height: 1.35; }
.wh p { margin: 0.15em 0; }
.wh .top { display: flex; justify-content: space-between; align-items: flex-start; }
.wh .nm { font-size: 14pt; font-weight: 700; }
.wh .sm, .wh .lbl { font-size: 7.5pt; color: #555; }
.wh .ttl { font-size: 18pt; font-weight: 300; letter-spacing: 0.05em; }
.wh .mid { display: flex; justify-content: space-between; margin: 18px 0 8px; }
.wh .b { font-weight: 700; }
.wh table.meta td { padding: 0 0 0 12px; }
.wh table.meta td.k { color: #555; }
.wh table.it { width: 100%; border-collapse: collapse; margin: 10px 0; }
.wh table.it th { border-bottom: 1px solid #333; text-align: left; padding: 2px 4px; }
.wh table.it td { padding: 2px 4px; border-bottom: 1px solid #eee; }
.wh .num { text-align: right; white-space: nowrap; }
.wh table.sums { margin-left: auto; border-collapse: collapse; }
.wh table.sums td { padding: 1px 8px; }
.wh table.sums tr.b td { font-weight: 700; border-top: 1px solid #333; }
.wh .nt { margin-top: 12px; font-size: 8pt; }
</style>`;
