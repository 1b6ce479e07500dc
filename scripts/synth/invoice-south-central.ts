// Italian, Spanish, Portuguese and Polish invoices from accounting packages (written before the
// extractor was looked at for them, issue 14: a held-out proxy): the seller's and the buyer's
// blocks side by side under their role headings ("Cedente"/"Cessionario", "Emisor"/"Cliente",
// "Fornecedor"/"Cliente", "Sprzedawca"/"Nabywca") with their tax IDs (P.IVA, NIF, NIPC, NIP), the
// number in the title line ("Faktura VAT nr FV/12/2025", "Fattura n. 123 del …") or in a label
// column, a VAT summary by rate whose last row sums net, tax and gross ("Razem", "Totale",
// "Total"), and a closing line with what is to be paid ("Do zapłaty", "Totale documento",
// "Total factura", "Total a pagar"). Decoys: the sale/operation date ("Data sprzedaży", "Fecha de
// operación", "Data consegna"), Portugal's ATCUD code, the place of issue, the amount already
// paid and the payment method's days.
import { addDays, formatDate, formatMoney, formatQuantity, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts } from "./invoice";
import { headerTruth, invoiceDoc } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Lang = "it" | "es" | "pt" | "pl";

const WORDS = {
  it: {
    title: ["Fattura", "FATTURA", "Fattura immediata"],
    titled: (t: string, n: string, d: string) => `${t} n. ${n} del ${d}`,
    number: ["Numero", "N. fattura", "Fattura n."],
    date: ["Data", "Data documento", "Data emissione"],
    saleDate: ["Data consegna", "Data DDT"],
    due: ["Scadenza", "Data scadenza"],
    seller: ["Cedente / Prestatore", "Fornitore"],
    buyer: ["Cessionario / Committente", "Spett.le", "Cliente"],
    taxId: "P.IVA",
    head: ["Descrizione", "Q.tà", "U.M.", "Prezzo unitario", "Aliquota", "Importo"],
    summaryHead: ["Aliquota IVA", "Imponibile", "Imposta", "Totale"],
    summaryTotal: ["Totale", "Totali"],
    net: ["Totale imponibile", "Imponibile"],
    tax: ["Totale IVA", "Totale imposta"],
    gross: ["Totale documento", "Totale fattura", "TOTALE DA PAGARE"],
    paid: "Acconto versato",
    method: (n: number) => `Pagamento: bonifico bancario a ${n} gg d.f.`,
  },
  es: {
    title: ["Factura", "FACTURA"],
    titled: (t: string, n: string, d: string) => `${t} nº ${n} de fecha ${d}`,
    number: ["Nº factura", "Número", "Factura nº", "Serie y número"],
    date: ["Fecha", "Fecha de expedición", "Fecha factura"],
    saleDate: ["Fecha de operación", "Fecha de entrega"],
    due: ["Vencimiento", "Fecha de vencimiento"],
    seller: ["Emisor", "Datos del emisor", "Proveedor"],
    buyer: ["Cliente", "Datos del cliente", "Destinatario"],
    taxId: "NIF",
    head: ["Concepto", "Cantidad", "Ud.", "Precio", "% IVA", "Importe"],
    summaryHead: ["Tipo IVA", "Base imponible", "Cuota IVA", "Total"],
    summaryTotal: ["Total", "Totales"],
    net: ["Base imponible", "Total base imponible", "Suma bases"],
    tax: ["Total IVA", "Total cuota IVA", "Cuota IVA"],
    gross: ["Total factura", "TOTAL FACTURA", "Importe total"],
    paid: "Entregado a cuenta",
    method: (n: number) => `Forma de pago: transferencia bancaria a ${n} días`,
  },
  pt: {
    title: ["Fatura", "FATURA", "Fatura-Recibo"],
    titled: (t: string, n: string, d: string) => `${t} ${n} de ${d}`,
    number: ["Fatura n.º", "Número", "N.º documento"],
    date: ["Data", "Data de emissão", "Data do documento"],
    saleDate: ["Data de carga", "Data de entrega"],
    due: ["Data de vencimento", "Vencimento"],
    seller: ["Fornecedor", "Emitente"],
    buyer: ["Exmo.(s) Sr.(s)", "Cliente", "Adquirente"],
    taxId: "NIF",
    head: ["Designação", "Qtd.", "Un.", "Preço unit.", "Taxa IVA", "Valor"],
    summaryHead: ["Taxa", "Incidência", "Valor IVA", "Total"],
    summaryTotal: ["Total", "Totais"],
    net: ["Total ilíquido", "Total s/ IVA", "Incidência total"],
    tax: ["Total IVA", "IVA"],
    gross: ["Total a pagar", "Total do documento", "Total (EUR)"],
    paid: "Adiantamento",
    method: (n: number) => `Condições de pagamento: ${n} dias`,
  },
  pl: {
    title: ["Faktura VAT", "FAKTURA VAT", "Faktura"],
    titled: (t: string, n: string) => `${t} nr ${n}`,
    number: ["Numer faktury", "Nr faktury", "Faktura nr"],
    date: ["Data wystawienia", "Data faktury"],
    saleDate: ["Data sprzedaży", "Data dostawy", "Data wykonania usługi"],
    due: ["Termin płatności", "Płatne do"],
    seller: ["Sprzedawca", "Sprzedawca:"],
    buyer: ["Nabywca", "Nabywca:"],
    taxId: "NIP",
    head: ["Nazwa towaru lub usługi", "Ilość", "J.m.", "Cena netto", "Stawka VAT", "Wartość netto"],
    summaryHead: ["Stawka VAT", "Wartość netto", "Kwota VAT", "Wartość brutto"],
    summaryTotal: ["Razem", "RAZEM", "Ogółem"],
    net: ["Razem netto", "Wartość netto"],
    tax: ["Razem VAT", "Kwota VAT"],
    gross: ["Do zapłaty", "Razem do zapłaty", "Kwota do zapłaty"],
    paid: "Zapłacono",
    method: (n: number) => `Sposób płatności: przelew ${n} dni`,
  },
} as const;

const COUNTRY = { it: "IT", es: "ES", pt: "PT", pl: "PL" } as const;

/** The tax ID as the country prints it (11 digits in Italy, a letter and 8 digits in Spain, 9 in Portugal, 10 in Poland). */
function taxId(rng: Rng, lang: Lang): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
  if (lang === "it") return `${rng.pick(["", "IT"])}${digits(11)}`;
  if (lang === "es") return `${rng.pick(["B", "A"])}${digits(8)}`;
  if (lang === "pt") return `${rng.pick(["5", "2"])}${digits(8)}`;
  const d = digits(10);
  return rng.chance(0.5) ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : d;
}

function ownNumber(rng: Rng, lang: Lang, y: number): string {
  const n = rng.int(1, 999);
  if (lang === "pl") return rng.pick([`FV/${n}/${String(rng.int(1, 12)).padStart(2, "0")}/${y}`, `${n}/${y}`, `FS ${n}/${y}`]);
  if (lang === "pt") return rng.pick([`FT ${y}A/${n}`, `FR A${y}/${n}`, `FT 1/${n}`]);
  if (lang === "es") return rng.pick([`${y}-${String(n).padStart(4, "0")}`, `A-${n}`, `F${y}/${n}`]);
  return rng.pick([`${n}/${y}`, `${n}/PA`, String(n)]);
}

export function makeSouthCentralInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const lang: Lang = rng.pick(["it", "es", "pt", "pl"] as const);
  const W = WORDS[lang];
  const base = invoiceFacts(rng, { sellerCountries: [COUNTRY[lang]], creditShare: 0 });
  const f = { ...base, number: ownNumber(rng, lang, base.date.y) };
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const money = (c: number) => formatMoney(c, f.money);
  const bare = (c: number) => formatMoney(c, f.money, { withMark: f.money.everywhere });
  const rateText = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)}%`;
  const taxed = f.taxMode !== "none";

  const title = pick(W.title);
  const inTitle = rng.chance(0.5);
  const refs: Array<[string, string]> = [];
  if (!inTitle) refs.push([pick(W.number), f.number], [pick(W.date), day(f.date)]);
  else if (lang === "pl") refs.push([pick(W.date), day(f.date)]);
  if (lang === "pl" && rng.chance(0.5)) refs.unshift(["Miejsce wystawienia", f.seller.city]);
  if (rng.chance(0.6)) refs.push([pick(W.saleDate), day(addDays(f.date, -rng.int(0, 6)))]);
  if (f.due) refs.push([pick(W.due), day(f.due)]);
  if (lang === "pt") refs.push(["ATCUD", `${pick(["JFR3K2", "AB12CD", "KX9Q7W"])}-${rng.int(1, 999)}`]);
  // The number and date never break over lines, whatever else of the heading wraps (the heading's own words hold no markup).
  const nowrap = (t: string) => `<span class="nw">${e(t)}</span>`;
  const heading = inTitle ? W.titled(e(title), nowrap(f.number), nowrap(day(f.date))) : e(title);
  const refsHtml = `<table class="refs">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}${rng.chance(0.5) ? ":" : ""}</td><td>${e(v)}</td></tr>`).join("")}</table>`;

  const party = (heading: string, c: typeof f.seller, id: string) =>
    `<div class="party"><div class="ph">${e(heading)}</div><div class="pn">${e(c.name)}</div><div>${e(c.street)}</div><div>${e(c.cityLine)}</div><div>${e(W.taxId)}: ${e(id)}</div></div>`;
  const parties = `<div class="parties">${party(pick(W.seller), f.seller, taxId(rng, lang))}${party(pick(W.buyer), f.buyer, taxId(rng, lang))}</div>`;

  const [hDesc, hQty, hUnit, hPrice, hRate, hAmount] = W.head;
  const numbered = rng.chance(0.6);
  const items = `<table class="items"><thead><tr>${numbered ? `<th>${lang === "pl" ? "Lp." : "N."}</th>` : ""}<th>${e(hDesc)}</th><th class="num">${e(hQty)}</th><th>${e(hUnit)}</th><th class="num">${e(hPrice)}</th>${taxed ? `<th class="num">${e(hRate)}</th>` : ""}<th class="num">${e(hAmount)}</th></tr></thead><tbody>${f.lines
    .map(
      (l, i) =>
        `<tr>${numbered ? `<td>${i + 1}</td>` : ""}<td>${e(l.description)}</td><td class="num">${e(formatQuantity(l.qtyThousandths, f.money.numbers))}</td><td>${e(l.unit)}</td><td class="num">${e(bare(l.unitCents))}</td>${taxed ? `<td class="num">${e(rateText(l.rate))}</td>` : ""}<td class="num">${e(bare(l.amountCents))}</td></tr>`,
    )
    .join("")}</tbody></table>`;

  // The VAT summary by rate, its last row the sums; then the ladder down to what is to be paid.
  let summary = "";
  if (taxed && rng.chance(0.75)) {
    const [s1, s2, s3, s4] = W.summaryHead;
    const rows = f.taxes.map((t) => [rateText(t.rate), bare(t.baseCents), bare(t.taxCents), bare(t.baseCents + t.taxCents)]);
    rows.push([pick(W.summaryTotal), bare(f.subtotalCents), bare(f.taxCents), bare(f.totalCents)]);
    summary = `<table class="sum"><thead><tr><th>${e(s1)}</th><th class="num">${e(s2)}</th><th class="num">${e(s3)}</th><th class="num">${e(s4)}</th></tr></thead><tbody>${rows
      .map((r, i) => `<tr class="${i === rows.length - 1 ? "b" : ""}">${r.map((c, j) => `<td class="${j ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
      .join("")}</tbody></table>`;
  }
  const ladder: Array<[string, string, boolean?]> = [];
  if (taxed && (!summary || rng.chance(0.5))) ladder.push([pick(W.net), money(f.subtotalCents)], [pick(W.tax), money(f.taxCents)]);
  ladder.push([pick(W.gross), money(f.totalCents), true]);
  if (rng.chance(0.25)) ladder.push([W.paid, money(0)]);
  const totals = `<table class="tot">${ladder.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;
  const notes = [W.method(f.dueDays), `IBAN: ${f.seller.iban}`];

  const body = `${CSS}<div class="sc"><div class="top"><div class="h">${heading}</div>${refsHtml}</div>${parties}${items}${summary}${totals}${notes
    .map((n) => `<p>${e(n)}</p>`)
    .join("")}</div>`;
  const data = {
    ...headerTruth(f),
    subtotal: taxed ? f.subtotalCents / 100 : null,
    tax: taxed ? f.taxCents / 100 : null,
    total: f.totalCents / 100,
    line_items: expectedLineItems(f.lines),
  };
  return invoiceDoc(
    name,
    "south-central",
    {
      body,
      title: `${title} ${f.number}`,
      theme: pick(["invoice", "default", "minimal", "technical"] as const),
      font: pick([undefined, "sans", "serif", "slab"] as const),
      paper: { format: "A4" },
    },
    { source: { language: lang, credit_note: false, number_in_title: inTitle }, data },
    [f.seller.name, f.number, day(f.date), money(f.totalCents), ...f.lines.map((l) => l.description)],
  );
}

const CSS = `<style>
.sc { font-size: 9pt; line-height: 1.35; }
.sc p { margin: 0.3em 0; }
.sc .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 28px; margin-bottom: 12px; }
.sc .top table { flex: none; width: auto; }
.sc .h { font-size: 14pt; font-weight: 700; min-width: 45%; }
.sc .nw { white-space: nowrap; }
.sc table.refs td { padding: 0 8px 0 0; white-space: nowrap; }
.sc td.k { color: #555; }
.sc .parties { display: flex; gap: 24px; margin-bottom: 12px; }
.sc .party { flex: 1; border: 1px solid #bbb; padding: 4px 6px; }
.sc .ph { font-size: 7.5pt; color: #555; text-transform: uppercase; }
.sc .pn { font-weight: 700; }
.sc table.items, .sc table.sum { width: 100%; border-collapse: collapse; margin: 6px 0; }
.sc th { border-bottom: 1px solid #555; text-align: left; padding: 2px 4px; font-size: 8pt; }
.sc td { padding: 2px 4px; vertical-align: top; }
.sc .num { text-align: right; white-space: nowrap; }

.sc table.sum { width: 60%; }
.sc table.tot { margin-left: auto; border-collapse: collapse; min-width: 38%; }
.sc tr.b td { font-weight: 700; border-top: 1px solid #333; }
</style>`;
