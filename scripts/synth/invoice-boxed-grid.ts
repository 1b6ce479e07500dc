// ERP print-outs (written before the extractor was looked at for them, issue 14: a held-out
// proxy) in English, German, French and Dutch: the references in a grid of ruled boxes with each
// label ABOVE its value ("Invoice No. | Date | Customer No. | Your order | Delivery date | Page"),
// in one band or two, and the totals in a ruled key–value box on the right whose currency code
// stands in a column of its own ("Net amount | EUR | 1.234,56"), or heads the amount column once.
// Decoys: the delivery and order dates in the grid beside the invoice date, the order and customer
// numbers beside the invoice number, the page counter, and an early-payment discount sentence.
import { addDays, formatDate, formatMoney, formatQuantity, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts } from "./invoice";
import { headerTruth, invoiceDoc } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Lang = "en" | "de" | "fr" | "nl";

const WORDS = {
  en: {
    title: ["INVOICE", "Invoice", "Tax Invoice"],
    number: ["Invoice No.", "Invoice number", "Document No."],
    date: ["Invoice date", "Date", "Document date"],
    customer: ["Customer No.", "Account No.", "Customer ID"],
    order: ["Your order", "Order ref.", "PO number"],
    orderDate: ["Order date", "Ordered"],
    delivery: ["Delivery date", "Date shipped", "Date of supply"],
    due: ["Due date", "Payment due"],
    page: "Page",
    head: ["Pos.", "Description", "Qty", "Unit", "Unit price", "Amount"],
    net: ["Net amount", "Total net", "Goods value"],
    tax: (r: string) => [`VAT ${r}`, `VAT ${r} on net`],
    taxTotal: "Total VAT",
    gross: ["Invoice total", "Total amount", "Gross amount", "Total"],
    currency: "Currency",
    terms: (d: string) => `Payable without deduction by ${d}.`,
    skonto: (p: string, d: string) => `${p} % early-payment discount if paid by ${d}.`,
  },
  de: {
    title: ["RECHNUNG", "Rechnung"],
    number: ["Rechnungs-Nr.", "Rechnungsnummer", "Beleg-Nr."],
    date: ["Rechnungsdatum", "Datum", "Belegdatum"],
    customer: ["Kunden-Nr.", "Kundennummer", "Debitor"],
    order: ["Ihre Bestellung", "Auftrags-Nr.", "Ihr Zeichen"],
    orderDate: ["Bestelldatum", "Auftrag vom"],
    delivery: ["Lieferdatum", "Leistungsdatum", "Liefertermin"],
    due: ["Fällig am", "Zahlbar bis"],
    page: "Seite",
    head: ["Pos.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Gesamtpreis"],
    net: ["Nettobetrag", "Warenwert netto", "Summe netto"],
    tax: (r: string) => [`MwSt. ${r}`, `USt. ${r}`, `zzgl. MwSt. ${r}`],
    taxTotal: "Summe MwSt.",
    gross: ["Rechnungsbetrag", "Gesamtbetrag", "Bruttobetrag", "Endbetrag"],
    currency: "Währung",
    terms: (d: string) => `Zahlbar ohne Abzug bis zum ${d}.`,
    skonto: (p: string, d: string) => `Bei Zahlung bis ${d} gewähren wir ${p} % Skonto.`,
  },
  fr: {
    title: ["FACTURE", "Facture"],
    number: ["N° facture", "Numéro", "Facture n°"],
    date: ["Date facture", "Date", "Date d'émission"],
    customer: ["Code client", "N° client"],
    order: ["Votre commande", "Réf. commande"],
    orderDate: ["Date de commande", "Commande du"],
    delivery: ["Date de livraison", "Livré le"],
    due: ["Échéance", "Date d'échéance"],
    page: "Page",
    head: ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT"],
    net: ["Total HT", "Montant HT", "Base HT"],
    tax: (r: string) => [`TVA ${r}`, `Montant TVA ${r}`],
    taxTotal: "Total TVA",
    gross: ["Total TTC", "Montant TTC", "Net à payer"],
    currency: "Devise",
    terms: (d: string) => `Règlement à réception, au plus tard le ${d}.`,
    skonto: (p: string, d: string) => `Escompte de ${p} % pour paiement avant le ${d}.`,
  },
  nl: {
    title: ["FACTUUR", "Factuur"],
    number: ["Factuurnummer", "Factuurnr.", "Documentnr."],
    date: ["Factuurdatum", "Datum"],
    customer: ["Klantnummer", "Debiteurnr."],
    order: ["Uw referentie", "Ordernummer", "Uw bestelling"],
    orderDate: ["Orderdatum", "Besteldatum"],
    delivery: ["Leverdatum", "Leveringsdatum"],
    due: ["Vervaldatum", "Te betalen vóór"],
    page: "Pagina",
    head: ["Pos.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Bedrag"],
    net: ["Totaal excl. btw", "Subtotaal", "Netto bedrag"],
    tax: (r: string) => [`Btw ${r}`, `BTW ${r}`],
    taxTotal: "Totaal btw",
    gross: ["Totaal incl. btw", "Te betalen", "Factuurbedrag"],
    currency: "Valuta",
    terms: (d: string) => `Gelieve het bedrag uiterlijk ${d} over te maken.`,
    skonto: (p: string, d: string) => `Bij betaling vóór ${d} mag u ${p} % korting aftrekken.`,
  },
} as const;

const COUNTRIES = ["DE", "DE", "AT", "FR", "FR", "NL", "BE", "UK", "IE", "US"] as const;

export function makeBoxedGridInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES, creditShare: 0 });
  const lang = f.lang as Lang;
  const W = WORDS[lang];
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const bare = (c: number) => formatMoney(c, f.money, { withMark: false });
  const qty = (t: number) => formatQuantity(t, f.money.numbers);
  const rateText = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)} %`;

  // Where the due date stands: a box of the grid, the terms sentence under the totals, or nowhere.
  const dueAt = f.due
    ? rng.weighted([
        ["grid", 2],
        ["terms", 1],
      ] as const)
    : null;
  const cells: Array<[string, string]> = [
    [pick(W.number), f.number],
    [pick(W.date), day(f.date)],
  ];
  if (rng.chance(0.7)) cells.push([pick(W.customer), String(rng.int(10000, 999999))]);
  if (rng.chance(0.5))
    cells.push([pick(W.order), pick([`PO-${rng.int(1000, 99999)}`, String(rng.int(4500000000, 4599999999)), `${rng.int(100, 999)}/${f.date.y}`])]);
  if (rng.chance(0.3)) cells.push([pick(W.orderDate), day(addDays(f.date, -rng.int(3, 30)))]);
  if (rng.chance(0.5)) cells.push([pick(W.delivery), day(addDays(f.date, -rng.int(0, 10)))]);
  if (dueAt === "grid" && f.due) cells.push([pick(W.due), day(f.due)]);
  const order = rng.chance(0.5) ? cells : [...cells.slice(0, 2).reverse(), ...rng.shuffle(cells.slice(2))];
  if (rng.chance(0.5)) order.push([W.page, "1 / 1"]);
  // One band of boxes, or two when there are many (values never wrap inside their box).
  const bands =
    order.length > 5 || (order.length > 4 && rng.chance(0.6))
      ? [order.slice(0, Math.ceil(order.length / 2)), order.slice(Math.ceil(order.length / 2))]
      : [order];
  const grid = bands
    .map(
      (band) =>
        `<table class="grid"><tr>${band.map(([k]) => `<td class="gl">${e(k)}</td>`).join("")}</tr><tr>${band.map(([, v]) => `<td class="gv">${e(v)}</td>`).join("")}</tr></table>`,
    )
    .join("");

  const head = W.head;
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i >= 2 ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${f.lines
    .map(
      (l, i) =>
        `<tr><td>${(i + 1) * (rng.chance(0.5) ? 10 : 1)}</td><td>${e(l.description)}</td><td class="num">${e(qty(l.qtyThousandths))}</td><td>${e(l.unit)}</td><td class="num">${e(bare(l.unitCents))}</td><td class="num">${e(bare(l.amountCents))}</td></tr>`,
    )
    .join("")}</tbody></table>`;

  // The totals box: label | currency | amount on every row, or the code once over the amount column.
  const rows: Array<[string, number, boolean?]> = [];
  let tax: number | null | undefined = null;
  if (f.taxMode !== "none") {
    rows.push([pick(W.net), f.subtotalCents]);
    for (const t of f.taxes) rows.push([pick(W.tax(rateText(t.rate))), t.taxCents]);
    tax = f.taxCents / 100;
    if (f.taxes.length > 1) {
      if (rng.chance(0.5)) rows.push([W.taxTotal, f.taxCents]);
      else tax = undefined;
    }
  }
  rows.push([pick(W.gross), f.totalCents, true]);
  const code = f.currency;
  const perRow = rng.chance(0.65);
  const totals = perRow
    ? `<table class="box">${rows.map(([k, c, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="cur">${e(code)}</td><td class="num">${e(bare(c))}</td></tr>`).join("")}</table>`
    : `<table class="box"><tr><th></th><th class="num">${e(code)}</th></tr>${rows.map(([k, c, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(bare(c))}</td></tr>`).join("")}</table>`;
  const sentences: string[] = [];
  if (dueAt === "terms" && f.due) sentences.push(W.terms(day(f.due)));
  if (rng.chance(0.3)) sentences.push(W.skonto(pick(["2", "3"]), day(addDays(f.date, pick([7, 10, 14])))));

  const s = f.seller;
  const letterhead = `<div class="lh"><div><div class="sn">${e(s.name)}</div><div>${e(s.street)}</div><div>${e(s.cityLine)}</div></div><div class="contact"><div>${e(s.phone)}</div><div>${e(s.email)}</div></div></div>`;
  const sender = `<div class="sender">${e(`${s.name} · ${s.street} · ${s.cityLine}`)}</div>`;
  const buyer = `<div class="buyer">${sender}${[f.buyer.name, f.buyer.street, f.buyer.cityLine].map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const footer = `<table class="ft"><tr><td>${e(s.name)}<br>${e(s.street)}<br>${e(s.cityLine)}</td><td>${e(s.vatId)}<br>${e(s.registration)}</td><td>IBAN ${e(s.iban)}<br>${e(s.email)}</td></tr></table>`;
  const title = pick(W.title);
  const body = `${css(rng)}<div class="bg">${letterhead}${buyer}<h1>${e(title)}</h1>${grid}${items}${totals}${sentences.map((t) => `<p>${e(t)}</p>`).join("")}${footer}</div>`;

  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : f.subtotalCents / 100,
    ...(tax === undefined ? {} : { tax }),
    total: f.totalCents / 100,
    line_items: expectedLineItems(f.lines),
  };
  const doc = invoiceDoc(
    name,
    "boxed-grid",
    {
      body,
      title: `${title} ${f.number}`,
      theme: pick(["invoice", "default", "minimal", "technical"] as const),
      font: pick([undefined, "sans", "serif", "humanist"] as const),
      paper: { format: s.country === "US" ? "Letter" : "A4" },
    },
    { source: { language: lang, credit_note: false, per_row_currency: perRow }, data },
    [s.name, f.number, day(f.date), bare(f.totalCents), code, ...f.lines.map((l) => l.description)],
  );
  return tax === undefined ? { ...doc, expected: { ...doc.expected, unknown: ["tax"], notes: ["tax: two rates and no printed tax total"] } } : doc;
}

function css(rng: Rng): string {
  const rule = rng.pick(["1px solid #444", "0.5px solid #777", "1px solid #999"]);
  const labelSize = rng.pick(["6.5pt", "7pt", "7.5pt"]);
  return `<style>
.bg { font-size: 9pt; line-height: 1.3; }
.bg p { margin: 0.4em 0; }
.bg .lh { display: flex; justify-content: space-between; margin-bottom: 10px; }
.bg .sn { font-size: 13pt; font-weight: 700; }
.bg .contact { text-align: right; color: #444; }
.bg .buyer { width: 80mm; margin: 8px 0 14px; }
.bg .sender { font-size: 6.5pt; text-decoration: underline; margin-bottom: 3px; }
.bg h1 { font-size: 14pt; margin: 6px 0; }
.bg table.grid { border-collapse: collapse; width: 100%; margin: 0 0 -1px; }
.bg table.grid td { border: ${rule}; padding: 1px 5px; }
.bg td.gl { font-size: ${labelSize}; color: #555; border-bottom: none !important; }
.bg td.gv { border-top: none !important; font-weight: 600; white-space: nowrap; }
.bg table.items { width: 100%; border-collapse: collapse; margin: 12px 0 8px; }
.bg table.items th { border-bottom: ${rule}; text-align: left; padding: 2px 4px; }
.bg table.items td { padding: 2px 4px; vertical-align: top; }
.bg .num { text-align: right; white-space: nowrap; }
.bg table.box { margin-left: auto; border-collapse: collapse; border: ${rule}; min-width: 42%; }
.bg table.box td, .bg table.box th { padding: 2px 6px; }
.bg td.cur { color: #444; }
.bg table.box tr.b td { font-weight: 700; border-top: ${rule}; }
.bg table.ft { width: 100%; margin-top: 24px; border-top: 1px solid #bbb; font-size: 7pt; color: #555; }
.bg table.ft td { vertical-align: top; padding-top: 3px; }
</style>`;
}
