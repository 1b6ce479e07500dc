// Continental invoices with the habits the other families lack: the number and date inside a
// heading ("Handelsrechnung Nr. X vom DATE", "Facture n° X du DATE"), seller and buyer blocks side
// by side under their role headings ("Verkäufer"/"Käufer", "Émetteur"/"Client",
// "Cedente/prestatore"/"Cessionario/committente"), references in a row of label-over-value cells
// (customer, order, delivery-note numbers, order date), a credit note naming the invoice it
// corrects, a VAT summary table (base, rate, tax per rate) beside or instead of the totals lines,
// a discount, a prepayment ("Anzahlung", "Acompte") with the amount payable after it, and a
// cash-discount sentence or statutory recovery fee as amount decoys.
import { addDays, formatDate, formatMoney, formatQuantity, escapeHtml as e, type Day } from "./formats";
import { headerTruth } from "./invoice-doc";
import { expectedLineItems, invoiceFacts } from "./invoice";
import { withAllowance } from "./invoice-einvoice";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type EuLang = "de" | "fr" | "es" | "it" | "nl";
type Family = "eu-side-parties" | "eu-summary-table";

interface Words {
  invoice: readonly string[];
  credit: readonly string[];
  heading: (title: string, number: string, date: string) => string;
  creditRef: (number: string, date: string) => string;
  seller: readonly string[];
  buyer: readonly string[];
  number: string;
  date: string;
  due: string;
  customerNo: readonly string[];
  orderNo: readonly string[];
  deliveryNote: readonly string[];
  orderDate: string;
  head: { pos: string; desc: string; qty: string; unit: string; price: string; rate: string; amount: string };
  linesSum: string;
  discount: (pct: string) => string;
  net: readonly string[];
  taxLine: (name: string, rate: string) => string;
  taxName: string;
  taxTotal: readonly string[];
  gross: readonly string[];
  creditGross: readonly string[];
  prepaid: (date: string) => string;
  payable: readonly string[];
  summary: { base: string; rate: string; tax: string; gross: string };
  /** A sentence with a decoy amount (cash discount, recovery fee, penalty). */
  decoy: (rng: Rng, money: (cents: number) => string, date: string, totalCents: number) => string;
  vat: string;
}

const WORDS: Record<EuLang, Words> = {
  de: {
    invoice: ["Handelsrechnung", "Rechnung"],
    credit: ["Gutschrift", "Rechnungskorrektur", "Stornorechnung"],
    heading: (t, n, d) => `${t} Nr. ${n} vom ${d}`,
    creditRef: (n, d) => `Bezug: Rechnung Nr. ${n} vom ${d}`,
    seller: ["Verkäufer", "Lieferant", "Rechnungssteller"],
    buyer: ["Käufer", "Rechnungsempfänger", "Leistungsempfänger"],
    number: "Rechnungs-Nr.",
    date: "Rechnungsdatum",
    due: "Fällig am",
    customerNo: ["Kunden-Nr.", "Ihre Kundennummer", "Debitor"],
    orderNo: ["Auftrags-Nr.", "Ihre Bestellnummer", "Bestell-Nr."],
    deliveryNote: ["Lieferschein-Nr.", "Lieferschein"],
    orderDate: "Bestelldatum",
    head: { pos: "Pos.", desc: "Bezeichnung", qty: "Menge", unit: "ME", price: "Einzelpreis", rate: "USt.", amount: "Gesamtpreis" },
    linesSum: "Summe Positionen",
    discount: (p) => `abzgl. ${p} Rabatt`,
    net: ["Nettobetrag", "Summe netto", "Warenwert netto"],
    taxLine: (name, r) => `zzgl. ${name} ${r}`,
    taxName: "USt.",
    taxTotal: ["Summe USt.", "Umsatzsteuer gesamt"],
    gross: ["Rechnungsbetrag", "Gesamtbetrag brutto", "Endbetrag"],
    creditGross: ["Gutschriftsbetrag", "Gesamtbetrag brutto"],
    prepaid: (d) => `abzgl. Anzahlung vom ${d}`,
    payable: ["Zahlbetrag", "Noch zu zahlen", "Restbetrag"],
    summary: { base: "Netto", rate: "USt-Satz", tax: "USt-Betrag", gross: "Brutto" },
    decoy: (rng, m, d, t) => `Bei Zahlung bis zum ${d} gewähren wir ${rng.pick([2, 3])} % Skonto (Zahlbetrag dann ${m(Math.round(t * 0.98))}).`,
    vat: "USt-IdNr.",
  },
  fr: {
    invoice: ["Facture", "FACTURE"],
    credit: ["Avoir", "Facture d'avoir"],
    heading: (t, n, d) => `${t} n° ${n} du ${d}`,
    creditRef: (n, d) => `Facture d'origine : n° ${n} du ${d}`,
    seller: ["Émetteur", "Vendeur", "Fournisseur"],
    buyer: ["Client", "Destinataire", "Facturé à"],
    number: "N° de facture",
    date: "Date de facture",
    due: "Date d'échéance",
    customerNo: ["Code client", "N° client", "Réf. client"],
    orderNo: ["N° de commande", "Bon de commande", "Votre réf."],
    deliveryNote: ["Bon de livraison", "N° BL"],
    orderDate: "Date de commande",
    head: { pos: "N°", desc: "Désignation", qty: "Qté", unit: "Unité", price: "P.U. HT", rate: "TVA", amount: "Montant HT" },
    linesSum: "Total brut HT",
    discount: (p) => `Remise ${p}`,
    net: ["Total HT", "Total net HT", "Montant HT"],
    taxLine: (name, r) => `${name} ${r}`,
    taxName: "TVA",
    taxTotal: ["Total TVA", "Montant TVA"],
    gross: ["Total TTC", "Montant TTC"],
    creditGross: ["Total TTC", "Montant de l'avoir TTC"],
    prepaid: (d) => `Acompte versé le ${d}`,
    payable: ["Net à payer", "Reste à payer", "Solde dû"],
    summary: { base: "Base HT", rate: "Taux", tax: "Montant TVA", gross: "Total TTC" },
    decoy: (_rng, m) => `En cas de retard de paiement, indemnité forfaitaire pour frais de recouvrement : ${m(4000)}. Pas d'escompte pour paiement anticipé.`,
    vat: "N° TVA intracom.",
  },
  es: {
    invoice: ["Factura", "FACTURA"],
    credit: ["Factura rectificativa", "Abono"],
    heading: (t, n, d) => `${t} nº ${n} de fecha ${d}`,
    creditRef: (n, d) => `Rectifica la factura nº ${n} de ${d}`,
    seller: ["Emisor", "Proveedor", "Datos del emisor"],
    buyer: ["Cliente", "Destinatario", "Datos del cliente"],
    number: "Nº factura",
    date: "Fecha",
    due: "Vencimiento",
    customerNo: ["Código cliente", "Nº cliente"],
    orderNo: ["Nº pedido", "Su pedido"],
    deliveryNote: ["Albarán", "Nº albarán"],
    orderDate: "Fecha pedido",
    head: { pos: "Pos.", desc: "Concepto", qty: "Cant.", unit: "Ud.", price: "Precio", rate: "IVA", amount: "Importe" },
    linesSum: "Suma importes",
    discount: (p) => `Descuento ${p}`,
    net: ["Base imponible", "Total base imponible"],
    taxLine: (name, r) => `${name} ${r}`,
    taxName: "IVA",
    taxTotal: ["Total IVA", "Cuota IVA total"],
    gross: ["Total factura", "TOTAL"],
    creditGross: ["Total abono", "Total factura"],
    prepaid: (d) => `Anticipo recibido el ${d}`,
    payable: ["Total a pagar", "Pendiente de pago"],
    summary: { base: "Base imponible", rate: "% IVA", tax: "Cuota IVA", gross: "Total" },
    decoy: (_rng, m) => `Recargo por demora: ${m(3000)} por cada mes de retraso.`,
    vat: "NIF",
  },
  it: {
    invoice: ["Fattura", "FATTURA", "Fattura differita"],
    credit: ["Nota di credito", "NOTA DI CREDITO"],
    heading: (t, n, d) => `${t} n. ${n} del ${d}`,
    creditRef: (n, d) => `Storno parziale fattura n. ${n} del ${d}`,
    seller: ["Cedente/prestatore", "Fornitore", "Mittente"],
    buyer: ["Cessionario/committente", "Cliente", "Destinatario"],
    number: "Numero documento",
    date: "Data documento",
    due: "Data scadenza",
    customerNo: ["Codice cliente", "Cod. cliente"],
    orderNo: ["Rif. ordine", "N. ordine"],
    deliveryNote: ["DDT n.", "Documento di trasporto"],
    orderDate: "Data ordine",
    head: { pos: "Nr.", desc: "Descrizione", qty: "Quantità", unit: "U.M.", price: "Prezzo unitario", rate: "IVA", amount: "Importo" },
    linesSum: "Totale merce",
    discount: (p) => `Sconto ${p}`,
    net: ["Totale imponibile", "Imponibile"],
    taxLine: (name, r) => `${name} ${r}`,
    taxName: "IVA",
    taxTotal: ["Totale imposta", "Totale IVA"],
    gross: ["Totale documento", "Totale fattura"],
    creditGross: ["Totale documento", "Totale nota di credito"],
    prepaid: (d) => `Acconto versato il ${d}`,
    payable: ["Netto a pagare", "Totale da pagare"],
    summary: { base: "Imponibile", rate: "Aliquota", tax: "Imposta", gross: "Totale" },
    decoy: (_rng, m) => `Imposta di bollo assolta in modo virtuale: ${m(200)}.`,
    vat: "Partita IVA",
  },
  nl: {
    invoice: ["Factuur", "FACTUUR"],
    credit: ["Creditnota", "Creditfactuur"],
    heading: (t, n, d) => `${t} ${n} d.d. ${d}`,
    creditRef: (n, d) => `Betreft creditering van factuur ${n} d.d. ${d}`,
    seller: ["Leverancier", "Afzender", "Verkoper"],
    buyer: ["Klant", "Factuuradres", "Koper"],
    number: "Factuurnummer",
    date: "Factuurdatum",
    due: "Vervaldatum",
    customerNo: ["Klantnummer", "Debiteurnummer"],
    orderNo: ["Ordernummer", "Uw referentie"],
    deliveryNote: ["Pakbon", "Pakbonnummer"],
    orderDate: "Orderdatum",
    head: { pos: "Nr.", desc: "Omschrijving", qty: "Aantal", unit: "Eenheid", price: "Prijs", rate: "Btw", amount: "Bedrag" },
    linesSum: "Totaal regels",
    discount: (p) => `Korting ${p}`,
    net: ["Totaal excl. btw", "Subtotaal"],
    taxLine: (name, r) => `${name} ${r}`,
    taxName: "Btw",
    taxTotal: ["Totaal btw"],
    gross: ["Totaal incl. btw", "Te betalen"],
    creditGross: ["Totaal incl. btw"],
    prepaid: (d) => `Reeds betaald op ${d}`,
    payable: ["Openstaand bedrag", "Nog te betalen"],
    summary: { base: "Grondslag", rate: "Btw %", tax: "Btw-bedrag", gross: "Totaal" },
    decoy: (_rng, m) => `Bij betaling na de vervaldatum worden administratiekosten van ${m(1500)} in rekening gebracht.`,
    vat: "Btw-nr.",
  },
};

const COUNTRIES: Record<EuLang, readonly InvoiceCountry[]> = { de: ["DE", "DE", "AT", "CH"], fr: ["FR", "FR", "BE"], es: ["ES"], it: ["IT"], nl: ["NL", "BE"] };

export function makeEuropeInvoice(rng: Rng, name: string, family: Family): SynthDoc {
  const lang: EuLang = family === "eu-side-parties" ? rng.pick(["de", "de", "fr", "nl"] as const) : rng.pick(["fr", "es", "it", "it", "nl", "de"] as const);
  const W = WORDS[lang];
  const base = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang], creditShare: 0.25 });
  const discountPct = !base.credit && base.taxes.length === 1 && rng.chance(0.3) ? rng.pick([2, 3, 5, 10]) : 0;
  const discountCents = Math.round((base.subtotalCents * discountPct) / 100);
  const f = withAllowance(base, discountCents);
  const day = (d: Day) => formatDate(d, f.dateStyle, f.lang);
  const fixDay = (d: Day) => (f.dateStyle.includes("slash") || f.dateStyle === "dmy-dash" ? (d.d <= 12 ? { ...d, d: d.d + 12 } : d) : d);
  const sign = f.credit && rng.chance(0.5) ? -1 : 1;
  const money = (cents: number, mark = true) => formatMoney(cents, f.money, { withMark: mark });
  const lineMark = f.money.everywhere;
  const rate = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)} %`;
  const title = rng.pick(f.credit ? W.credit : W.invoice);
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const paidCents = !f.credit && rng.chance(0.3) ? Math.round(f.totalCents * rng.pick([0.2, 0.3, 0.5])) : 0;

  // The references: in a row of cells (label over value). The number and date sit in the heading, in the cells, or both.
  const inHeading = rng.chance(0.6);
  const refs: Array<[string, string]> = [];
  if (!inHeading || rng.chance(0.3)) refs.push([W.number, f.number], [W.date, day(f.date)]);
  if (rng.chance(0.7)) refs.push([pick(W.customerNo), `${rng.pick(["", "K", "C-"])}${rng.int(10000, 99999)}`]);
  if (rng.chance(0.6)) refs.push([pick(W.orderNo), `${rng.pick(["", "A", "PO-", "45"])}${rng.int(1000, 999999)}`]);
  if (rng.chance(0.5)) refs.push([pick(W.deliveryNote), `${rng.pick(["", "LS", "BL", "DN"])}${rng.int(10000, 999999)}`]);
  if (rng.chance(0.3)) refs.push([W.orderDate, day(fixDay(addDays(f.date, -rng.int(5, 30))))]);
  if (f.due && rng.chance(0.6)) refs.push([W.due, day(f.due)]);
  const dueInRefs = refs.some(([k]) => k === W.due);
  const refsHtml = refs.length
    ? family === "eu-summary-table"
      ? `<table class="grid"><tr>${refs.map(([k]) => `<th>${e(k)}</th>`).join("")}</tr><tr>${refs.map(([, v]) => `<td>${e(v)}</td>`).join("")}</tr></table>`
      : `<div class="cells">${refs.map(([k, v]) => `<div><div class="lbl">${e(k)}</div><div>${e(v)}</div></div>`).join("")}</div>`
    : "";
  const heading = inHeading ? `<div class="heading">${e(W.heading(title, f.number, day(f.date)))}</div>` : `<div class="heading">${e(title)}</div>`;
  const correctedNo = `${rng.pick(["", "RE", "F", "FA-"])}${f.date.y}-${rng.int(100, 9999)}`;
  const creditRef = f.credit ? `<p>${e(W.creditRef(correctedNo, day(fixDay(addDays(f.date, -rng.int(10, 60))))))}</p>` : "";

  const partyBlock = (heading: string, c: typeof f.seller, vat: boolean) =>
    `<div class="party"><div class="lbl">${e(heading)}</div><div class="strong">${e(c.name)}</div><div>${e(c.street)}</div><div>${e(c.cityLine)}</div>${vat ? `<div>${e(`${W.vat} ${c.vatId}`)}</div>` : ""}</div>`;
  const parties = `<div class="two">${partyBlock(pick(W.seller), f.seller, rng.chance(0.7))}${partyBlock(pick(W.buyer), f.buyer, rng.chance(0.4))}</div>`;

  const showRate = f.taxMode === "multi" || rng.chance(0.3);
  const withUnit = rng.chance(0.5);
  const cols = [W.head.pos, W.head.desc, W.head.qty, ...(withUnit ? [W.head.unit] : []), W.head.price, ...(showRate ? [W.head.rate] : []), W.head.amount];
  const rows = f.lines.map((l, i) => [
    String(i + 1),
    l.description,
    formatQuantity(l.qtyThousandths, f.money.numbers),
    ...(withUnit ? [l.unit] : []),
    money(l.unitCents, lineMark),
    ...(showRate ? [rate(l.rate)] : []),
    money(l.amountCents, lineMark),
  ]);
  const numeric = (i: number) => i !== 1 && cols[i] !== W.head.unit;
  const items = `<table class="items"><thead><tr>${cols.map((c, i) => `<th class="${numeric(i) ? "num" : ""}">${e(c)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${numeric(i) ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  // Totals: lines, or a summary table per rate followed by the gross and the payable lines.
  const summaryTable = family === "eu-summary-table" || (f.taxMode === "multi" && rng.chance(0.5));
  const taxTotalPrinted = f.taxMode === "single" || (f.taxMode === "multi" && (rng.chance(0.6) || !summaryTable));
  const lines: Array<[string, string, boolean?]> = [];
  if (discountCents) lines.push([W.linesSum, money(sign * base.subtotalCents)], [W.discount(`${discountPct} %`), money(-sign * discountCents)]);
  if (f.taxMode !== "none") lines.push([pick(W.net), money(sign * f.subtotalCents)]);
  if (!summaryTable) for (const t of f.taxes) lines.push([W.taxLine(W.taxName, rate(t.rate)), money(sign * t.taxCents)]);
  if (taxTotalPrinted && (summaryTable || f.taxes.length > 1)) lines.push([pick(W.taxTotal), money(sign * f.taxCents)]);
  lines.push([pick(f.credit ? W.creditGross : W.gross), money(sign * f.totalCents), true]);
  if (paidCents)
    lines.push([W.prepaid(day(fixDay(addDays(f.date, -rng.int(10, 40))))), money(-paidCents)], [pick(W.payable), money(f.totalCents - paidCents), true]);
  const grossColumn = rng.chance(0.5);
  const summaryHtml =
    summaryTable && f.taxMode !== "none"
      ? `<table class="grid sum"><tr><th>${e(W.summary.base)}</th><th>${e(W.summary.rate)}</th><th>${e(W.summary.tax)}</th>${grossColumn ? `<th>${e(W.summary.gross)}</th>` : ""}</tr>${f.taxes
          .map(
            (t) =>
              `<tr><td>${e(money(sign * t.baseCents, false))}</td><td>${e(rate(t.rate))}</td><td>${e(money(sign * t.taxCents, false))}</td>${grossColumn ? `<td>${e(money(sign * (t.baseCents + t.taxCents), false))}</td>` : ""}</tr>`,
          )
          .join("")}</table>`
      : "";
  const totalsHtml = `<div class="totals">${lines.map(([k, v, strong]) => `<div class="line${strong ? " strong" : ""}"><span>${e(k)}</span><span>${e(v)}</span></div>`).join("")}</div>`;
  const notes = [
    ...(f.due && !dueInRefs ? [`${W.due}: ${day(f.due)}`] : []),
    ...(!f.credit && rng.chance(0.5) ? [W.decoy(rng, (c) => money(c), day(addDays(f.date, 10)), f.totalCents)] : []),
  ];
  const footer = `<div class="foot">${e([f.seller.name, f.seller.registration, `${W.vat} ${f.seller.vatId}`, `IBAN ${f.seller.iban}`].join(" · "))}</div>`;
  const sellerTop = rng.chance(0.5) ? `<div class="letterhead">${e(f.seller.name)}</div>` : "";
  const body = `${CSS}<div class="eu">${sellerTop}${family === "eu-side-parties" ? parties + heading + creditRef + refsHtml : heading + creditRef + parties + refsHtml}
    ${items}${summaryHtml}${totalsHtml}<div class="notes">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>${footer}</div>`;

  const tax = f.taxMode === "none" ? null : taxTotalPrinted || f.taxes.length === 1 ? (sign * f.taxCents) / 100 : undefined;
  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : (sign * f.subtotalCents) / 100,
    ...(tax === undefined ? {} : { tax }),
    total: (sign * f.totalCents) / 100,
    line_items: expectedLineItems(f.lines),
  };
  return {
    name,
    kind: "invoice",
    family,
    render: {
      kind: "html",
      page: {
        body,
        title: `${title} ${f.number}`,
        theme: rng.pick(["invoice", "default", "minimal", "editorial"] as const),
        font: rng.pick([undefined, "sans", "serif", "humanist"] as const),
        paper: { format: "A4" },
      },
    },
    expected: {
      name,
      preset: "invoice",
      source: { kind: "synthetic", family, language: lang, credit_note: f.credit, discount: discountCents / 100, prepaid: paidCents / 100 },
      data,
      unknown: tax === undefined ? ["tax"] : [],
      notes: tax === undefined ? ["tax: a summary table per rate and no printed tax total"] : [],
    },
    mustPrint: [
      f.seller.name,
      f.number,
      day(f.date),
      ...(f.due ? [day(f.due)] : []),
      money(sign * f.totalCents),
      ...(f.taxMode !== "none" ? [money(sign * f.subtotalCents)] : []),
      ...rows.flatMap((r) => [r[1]!, r[r.length - 1]!]),
    ],
  };
}

const CSS = `<style>
.eu { font-size: 9pt; line-height: 1.35; }
.eu p { margin: 0.2em 0; }
.eu .letterhead { font-size: 15pt; font-weight: 700; margin-bottom: 6px; }
.eu .heading { font-size: 13pt; font-weight: 700; margin: 12px 0 6px; }
.eu .two { display: flex; gap: 30px; margin: 10px 0; }
.eu .two .party { flex: 1; }
.eu .lbl { font-size: 7.5pt; color: #666; }
.eu .strong { font-weight: 700; }
.eu .cells { display: flex; flex-wrap: wrap; border: 1px solid #bbb; margin: 8px 0; }
.eu .cells > div { flex: 1 1 auto; padding: 3px 7px; border-right: 1px solid #bbb; }
.eu table.grid { border-collapse: collapse; margin: 8px 0; }
.eu table.grid th, .eu table.grid td { border: 1px solid #bbb; padding: 2px 8px; text-align: left; }
/* A reference or a date never breaks at its hyphens ("2026-05-" / "07"): a crowded grid wraps its headers instead. */
.eu table.grid td { white-space: nowrap; }
.eu table.grid.sum { margin-left: auto; }
.eu table.grid.sum td { text-align: right; }
.eu table.items { width: 100%; border-collapse: collapse; margin: 10px 0; }
.eu table.items th { border-bottom: 1px solid #888; text-align: left; padding: 2px 5px; }
.eu table.items td { padding: 2px 5px; vertical-align: top; }
.eu .num { text-align: right; white-space: nowrap; }
.eu .totals { margin-left: auto; width: 50%; }
.eu .totals .line { display: flex; justify-content: space-between; gap: 14px; }
.eu .totals .strong { font-weight: 700; border-top: 1px solid #333; }
.eu .notes { margin-top: 12px; }
.eu .foot { margin-top: 20px; border-top: 1px solid #bbb; font-size: 7.5pt; color: #555; padding-top: 4px; }
</style>`;
