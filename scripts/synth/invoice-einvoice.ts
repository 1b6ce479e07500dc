// E-invoices (XRechnung, ZUGFeRD/Factur-X) as their viewers print them: sections "Rechnungsdaten",
// "Verkäufer", "Käufer", "Gesamtbeträge", each a label column beside a value column, where the
// party's name follows a bare "Name:" label; the invoice type printed as a code ("380
// Handelsrechnung", "381 Gutschrift"); a credit note's preceding invoice number and date; buyer
// reference, order, delivery-note and customer numbers beside the invoice number; a document
// allowance, a VAT breakdown table and a prepaid amount with the amount due after it. Lines come
// as a table or as one label/value block per position. German or English labels.
import { addDays, formatDate, formatMoney, formatQuantity, escapeHtml as e, type DateStyle, type Day } from "./formats";
import { headerTruth } from "./invoice-doc";
import { expectedLineItems, invoiceFacts, percentOf, type InvoiceFacts } from "./invoice";
import { personName } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type ViewerLang = "de" | "en";

const LABELS = {
  de: {
    title: "Rechnung",
    creditTitle: ["Gutschrift", "Rechnungskorrektur"],
    overview: ["Rechnungsdaten", "Übersicht", "Allgemeine Angaben"],
    number: ["Rechnungsnummer:", "Rechnungsnr.:"],
    creditNumber: ["Gutschriftnummer:", "Rechnungsnummer:"],
    date: ["Rechnungsdatum:", "Ausstellungsdatum:"],
    type: "Rechnungsart:",
    typeName: { 380: "Handelsrechnung", 381: "Gutschrift", 384: "Rechnungskorrektur" },
    currency: "Währung:",
    period: "Leistungszeitraum:",
    periodJoin: "bis",
    buyerRef: ["Käuferreferenz:", "Leitweg-ID:"],
    order: ["Bestellnummer:", "Auftragsnummer:"],
    deliveryNote: ["Lieferscheinnummer:", "Lieferschein-Nr.:"],
    deliveryDate: "Lieferdatum:",
    preceding: ["Vorausgegangene Rechnung:", "Rechnungsreferenz:"],
    precedingDate: "Datum der vorausgegangenen Rechnung:",
    seller: ["Verkäufer", "Rechnungssteller", "Lieferant"],
    buyer: ["Käufer", "Rechnungsempfänger", "Kunde"],
    name: "Name:",
    street: "Straße:",
    postcode: "PLZ und Ort:",
    country: "Land:",
    customerNo: ["Kundennummer:", "Käuferkennung:"],
    sellerId: ["Lieferantennummer:", "Verkäuferkennung:"],
    vat: "USt-IdNr.:",
    register: "Registernummer:",
    contact: "Kontakt:",
    phone: "Telefon:",
    email: "E-Mail:",
    positions: ["Rechnungspositionen", "Positionen"],
    position: "Position",
    itemName: "Artikelname:",
    quantity: "Menge:",
    unit: "Einheit:",
    unitPrice: "Preis pro Einheit (netto):",
    lineTotal: "Gesamtpreis (netto):",
    rate: "Umsatzsteuersatz:",
    head: ["Pos.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis (netto)", "USt.", "Gesamtpreis (netto)"],
    totals: ["Gesamtbeträge", "Summen"],
    linesSum: "Summe aller Positionen:",
    allowance: "Summe Nachlässe:",
    net: ["Gesamtbetrag ohne Umsatzsteuer:", "Gesamtsumme netto:"],
    tax: ["Summe Umsatzsteuer:", "Gesamtbetrag der Umsatzsteuer:"],
    gross: ["Gesamtbetrag einschließlich Umsatzsteuer:", "Gesamtsumme brutto:", "Rechnungsbetrag:"],
    paid: ["Bereits gezahlt:", "Vorauszahlung:", "Anzahlung:"],
    due: ["Fälliger Betrag:", "Zahlbetrag:"],
    breakdown: "Aufschlüsselung der Umsatzsteuer",
    breakdownHead: ["Kategorie", "Steuersatz", "Nettobetrag", "Steuerbetrag"],
    standard: "Normalsatz",
    payment: "Zahlungsinformationen",
    dueDate: ["Fälligkeitsdatum:", "Zahlungsziel:"],
    terms: "Zahlungsbedingungen:",
    termsText: (days: number) => `Zahlbar innerhalb ${days} Tagen ohne Abzug`,
    termsWithDates: (due: string, pct: number, early: string) => `Zahlbar ohne Abzug bis ${due}, bei Zahlung bis ${early} ${pct} % Skonto`,
    allowanceReason: "Rabatt",
  },
  en: {
    title: "Invoice",
    creditTitle: ["Credit note", "Corrected invoice"],
    overview: ["Invoice data", "Overview", "General information"],
    number: ["Invoice number:"],
    creditNumber: ["Credit note number:", "Invoice number:"],
    date: ["Invoice issue date:", "Invoice date:"],
    type: "Invoice type code:",
    typeName: { 380: "Commercial invoice", 381: "Credit note", 384: "Corrected invoice" },
    currency: "Invoice currency code:",
    period: "Invoicing period:",
    periodJoin: "to",
    buyerRef: ["Buyer reference:"],
    order: ["Purchase order reference:", "Sales order reference:"],
    deliveryNote: ["Despatch advice reference:", "Delivery note:"],
    deliveryDate: "Actual delivery date:",
    preceding: ["Preceding invoice reference:"],
    precedingDate: "Preceding invoice issue date:",
    seller: ["Seller", "Supplier"],
    buyer: ["Buyer", "Customer"],
    name: "Name:",
    street: "Address line:",
    postcode: "Post code and city:",
    country: "Country code:",
    customerNo: ["Buyer identifier:", "Customer number:"],
    sellerId: ["Seller identifier:"],
    vat: "VAT identifier:",
    register: "Legal registration identifier:",
    contact: "Contact point:",
    phone: "Telephone:",
    email: "Email:",
    positions: ["Invoice lines", "Line items"],
    position: "Line",
    itemName: "Item name:",
    quantity: "Invoiced quantity:",
    unit: "Unit of measure:",
    unitPrice: "Item net price:",
    lineTotal: "Invoice line net amount:",
    rate: "VAT rate:",
    head: ["Line", "Item name", "Quantity", "Unit", "Net price", "VAT", "Net amount"],
    totals: ["Document totals", "Totals"],
    linesSum: "Sum of invoice line net amounts:",
    allowance: "Sum of allowances on document level:",
    net: ["Invoice total amount without VAT:", "Total net amount:"],
    tax: ["Invoice total VAT amount:", "Total VAT amount:"],
    gross: ["Invoice total amount with VAT:", "Total gross amount:"],
    paid: ["Paid amount:", "Prepaid amount:"],
    due: ["Amount due for payment:"],
    breakdown: "VAT breakdown",
    breakdownHead: ["Category", "Rate", "Taxable amount", "Tax amount"],
    standard: "Standard rate",
    payment: "Payment instructions",
    dueDate: ["Payment due date:"],
    terms: "Payment terms:",
    termsText: (days: number) => `Net ${days} days`,
    termsWithDates: (due: string, pct: number, early: string) => `Payable net until ${due}; ${pct}% discount if paid by ${early}`,
    allowanceReason: "Discount",
  },
} as const;

/** Net, tax and gross after an optional document allowance (single-rate invoices only, as its tax is then unambiguous). */
export function withAllowance(f: InvoiceFacts, allowanceCents: number): InvoiceFacts {
  if (!allowanceCents || f.taxes.length !== 1) return f;
  const base = f.subtotalCents - allowanceCents;
  const rate = f.taxes[0]!.rate;
  const taxCents = percentOf(base, rate);
  return { ...f, taxes: [{ rate, baseCents: base, taxCents }], subtotalCents: base, taxCents, totalCents: base + taxCents };
}

function leitwegId(rng: Rng): string {
  return `${rng.int(10, 99)}${rng.int(100000, 999999)}-${rng.int(10000, 99999)}-${rng.int(10, 99)}`;
}

export function makeEinvoiceVisual(rng: Rng, name: string): SynthDoc {
  const lang: ViewerLang = rng.chance(0.65) ? "de" : "en";
  const L = LABELS[lang];
  const base = invoiceFacts(rng, { sellerCountries: ["DE", "DE", "DE", "AT", "CH", "FR", "NL"], creditShare: 0.3 });
  const allowanceCents = !base.credit && base.taxes.length === 1 && rng.chance(0.3) ? Math.round(base.subtotalCents * rng.pick([0.02, 0.03, 0.05, 0.1])) : 0;
  const f = withAllowance(base, allowanceCents);
  const linesSum = base.subtotalCents;
  const dateStyle: DateStyle = lang === "de" ? rng.pick(["dmy-dot", "dmy-dot", "iso"] as const) : rng.pick(["dmy-dot", "iso", "d-month-y"] as const);
  const day = (d: Day) => formatDate(d, dateStyle, lang);
  const sign = f.credit && rng.chance(0.4) ? -1 : 1;
  const mark = rng.chance(0.5);
  const money = { ...f.money, numbers: lang === "de" ? ("dot-comma" as const) : rng.pick(["comma-dot", "dot-comma"] as const) };
  const amount = (cents: number) =>
    mark ? `${formatMoney(cents, { ...money, mark: f.currency, markAfter: true })}` : formatMoney(cents, money, { withMark: false });
  const code = f.credit ? rng.pick([381, 384] as const) : 380;
  const title = f.credit ? (code === 381 ? L.creditTitle[0] : L.creditTitle[1]) : L.title;
  const precedingNo = `${rng.pick(["RE", "R", "INV", ""])}${f.date.y}${rng.int(1000, 9999)}`;
  const precedingDate = addDays(f.date, -rng.int(5, 60));
  const fixDay = (d: Day) => (d.d === f.date.d ? addDays(d, 1) : d);
  const paidCents = !f.credit && rng.chance(0.3) ? Math.round(f.totalCents * rng.pick([0.2, 0.3, 0.5])) : 0;
  const rate = (r: number) => `${formatQuantity(Math.round(r * 1000), money.numbers)} %`;
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);

  const overview: Array<[string, string]> = [
    [pick(f.credit ? L.creditNumber : L.number), f.number],
    [pick(L.date), day(f.date)],
    [L.type, rng.chance(0.5) ? `${code} (${L.typeName[code]})` : `${code}`],
    [L.currency, f.currency],
  ];
  if (rng.chance(0.5))
    overview.push([L.period, `${day(fixDay(addDays(f.date, -rng.int(30, 40))))} ${L.periodJoin} ${day(fixDay(addDays(f.date, -rng.int(1, 5))))}`]);
  if (rng.chance(0.6)) overview.push([pick(L.buyerRef), rng.chance(0.5) ? leitwegId(rng) : `${rng.int(1000, 99999)}`]);
  if (rng.chance(0.6)) overview.push([pick(L.order), `${rng.pick(["PO", "B", "45"])}${rng.int(10000, 999999)}`]);
  if (rng.chance(0.4)) overview.push([pick(L.deliveryNote), `${rng.pick(["LS", "DN", ""])}${rng.int(100000, 999999)}`]);
  if (rng.chance(0.3)) overview.push([L.deliveryDate, day(fixDay(addDays(f.date, -rng.int(1, 12))))]);
  if (f.credit) {
    overview.push([pick(L.preceding), precedingNo]);
    if (rng.chance(0.7)) overview.push([L.precedingDate, day(fixDay(precedingDate))]);
  }
  const customerNo = rng.chance(0.7) ? `${rng.int(10000, 99999)}` : null;
  const country = (c: string) => (c === "UK" ? "GB" : c);
  const partyRows = (c: InvoiceFacts["seller"], seller: boolean): Array<[string, string]> => [
    [L.name, c.name],
    [L.street, c.street],
    [L.postcode, c.cityLine],
    [L.country, country(c.country)],
    ...(seller
      ? ([
          ...(rng.chance(0.4) ? [[pick(L.sellerId), `${rng.int(100000, 999999)}`] as [string, string]] : []),
          [L.vat, c.vatId],
          ...(rng.chance(0.5) ? [[L.register, c.registration] as [string, string]] : []),
          ...(rng.chance(0.6)
            ? ([
                [L.contact, personName(rng)],
                [L.phone, c.phone],
                [L.email, c.email],
              ] as Array<[string, string]>)
            : []),
        ] as Array<[string, string]>)
      : ([...(customerNo ? [[pick(L.customerNo), customerNo]] : []), ...(rng.chance(0.4) ? [[L.vat, c.vatId]] : [])] as Array<[string, string]>)),
  ];
  // Viewers print the label column with or without colons, or each label over its value.
  const style = rng.pick(["colon", "bare", "stacked"] as const);
  const kvTable = (rows: Array<[string, string]>) =>
    style === "stacked"
      ? `<div class="stack">${rows.map(([k, v]) => `<div class="k">${e(k.replace(/:$/, ""))}</div><div class="v">${e(v)}</div>`).join("")}</div>`
      : `<table class="kv">${rows.map(([k, v]) => `<tr><td class="k">${e(style === "bare" ? k.replace(/:$/, "") : k)}</td><td class="v">${e(v)}</td></tr>`).join("")}</table>`;
  const section = (heading: string, inner: string) => `<div class="sec"><div class="h">${e(heading)}</div>${inner}</div>`;
  const sellerSec = section(pick(L.seller), kvTable(partyRows(f.seller, true)));
  const buyerSec = section(pick(L.buyer), kvTable(partyRows(f.buyer, false)));
  const sideBySide = rng.chance(0.5);
  const buyerFirst = rng.chance(0.5);
  const parties = sideBySide
    ? `<div class="two">${buyerFirst ? buyerSec + sellerSec : sellerSec + buyerSec}</div>`
    : buyerFirst
      ? buyerSec + sellerSec
      : sellerSec + buyerSec;

  const asBlocks = rng.chance(0.5);
  const lineRows = f.lines.map((l, i) => ({
    pos: String(i + 1),
    name: l.description,
    qty: formatQuantity(l.qtyThousandths, money.numbers),
    unit: l.unit,
    price: amount(l.unitCents),
    rate: rate(l.rate),
    total: amount(l.amountCents),
  }));
  const showRate = f.taxMode !== "none";
  const lines = asBlocks
    ? lineRows
        .map((r) =>
          section(
            `${L.position} ${r.pos}`,
            kvTable([
              [L.itemName, r.name],
              [L.quantity, r.qty],
              [L.unit, r.unit],
              [L.unitPrice, r.price],
              ...(showRate ? ([[L.rate, r.rate]] as Array<[string, string]>) : []),
              [L.lineTotal, r.total],
            ]),
          ),
        )
        .join("")
    : `<table class="items"><thead><tr>${L.head
        .filter((_, i) => showRate || i !== 5)
        .map((h, i) => `<th class="${i >= 2 && i !== 3 ? "num" : ""}">${e(h)}</th>`)
        .join("")}</tr></thead><tbody>${lineRows
        .map(
          (r) =>
            `<tr><td>${r.pos}</td><td>${e(r.name)}</td><td class="num">${e(r.qty)}</td><td>${e(r.unit)}</td><td class="num">${e(r.price)}</td>${showRate ? `<td class="num">${e(r.rate)}</td>` : ""}<td class="num">${e(r.total)}</td></tr>`,
        )
        .join("")}</tbody></table>`;

  const totals: Array<[string, string]> = [[L.linesSum, amount(sign * linesSum)]];
  if (allowanceCents) totals.push([L.allowance, amount(sign * allowanceCents)]);
  const netLabel = pick(L.net);
  if (f.taxMode !== "none") totals.push([netLabel, amount(sign * f.subtotalCents)]);
  const taxTotalPrinted = f.taxMode !== "none";
  if (taxTotalPrinted) totals.push([pick(L.tax), amount(sign * f.taxCents)]);
  totals.push([pick(L.gross), amount(sign * f.totalCents)]);
  if (paidCents) totals.push([pick(L.paid), amount(paidCents)]);
  if (!f.credit) totals.push([pick(L.due), amount(f.totalCents - paidCents)]);
  const breakdown =
    f.taxMode === "none"
      ? ""
      : section(
          L.breakdown,
          `<table class="items"><thead><tr>${L.breakdownHead.map((h, i) => `<th class="${i >= 1 ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${f.taxes
            .map(
              (t) =>
                `<tr><td>S (${e(L.standard)})</td><td class="num">${e(rate(t.rate))}</td><td class="num">${e(amount(sign * t.baseCents))}</td><td class="num">${e(amount(sign * t.taxCents))}</td></tr>`,
            )
            .join("")}</tbody></table>`,
        );
  const dueInTerms = f.due !== null && f.dueDays > 12 && rng.chance(0.4);
  const payment = section(
    L.payment,
    kvTable([
      // The due date in its own row, or only inside the terms beside an earlier cash-discount date.
      ...(f.due && !dueInTerms ? ([[pick(L.dueDate), day(f.due)]] as Array<[string, string]>) : []),
      ...(f.due && dueInTerms
        ? ([[L.terms, L.termsWithDates(day(f.due), rng.pick([2, 3]), day(addDays(f.date, rng.int(7, 10))))]] as Array<[string, string]>)
        : !f.credit && rng.chance(0.6)
          ? ([[L.terms, L.termsText(f.dueDays)]] as Array<[string, string]>)
          : []),
      ["IBAN:", f.seller.iban],
    ]),
  );
  const body = `${CSS}<div class="ev"><div class="title">${e(title)}</div>
    ${section(pick(L.overview), kvTable(overview))}${parties}
    ${section(pick(L.positions), lines)}${section(pick(L.totals), kvTable(totals))}${breakdown}${payment}</div>`;

  const money2 = (cents: number) => (sign * cents) / 100;
  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : money2(f.subtotalCents),
    tax: f.taxMode === "none" ? null : money2(f.taxCents),
    total: money2(f.totalCents),
    line_items: expectedLineItems(f.lines),
  };
  return {
    name,
    kind: "invoice",
    family: "einvoice-visual",
    render: {
      kind: "html",
      page: {
        body,
        title: `${title} ${f.number}`,
        theme: rng.pick(["minimal", "default", "technical"] as const),
        font: rng.pick([undefined, "sans", "system"] as const),
        paper: { format: "A4" },
      },
    },
    expected: {
      name,
      preset: "invoice",
      source: { kind: "synthetic", family: "einvoice-visual", language: lang, credit_note: f.credit, type_code: code, discount: allowanceCents / 100 },
      data,
      unknown: [],
      notes: allowanceCents ? ["subtotal: the net after the document allowance (total amount without VAT)"] : [],
    },
    mustPrint: [
      f.seller.name,
      f.number,
      day(f.date),
      ...(f.due ? [day(f.due)] : []),
      amount(sign * f.totalCents),
      ...(f.taxMode !== "none" ? [amount(sign * f.subtotalCents), amount(sign * f.taxCents)] : []),
      ...lineRows.flatMap((r) => [r.name, r.total, r.price]),
    ],
  };
}

const CSS = `<style>
.ev { font-size: 9pt; line-height: 1.35; }
.ev .title { font-size: 16pt; font-weight: 700; margin-bottom: 8px; }
.ev .sec { margin: 8px 0; }
.ev .sec .h { font-weight: 700; font-size: 10pt; border-bottom: 1px solid #999; margin-bottom: 3px; padding-bottom: 1px; }
.ev table.kv { border-collapse: collapse; }
.ev table.kv td { padding: 1px 10px 1px 0; vertical-align: top; }
.ev table.kv td.k { width: 62mm; color: #333; }
.ev .stack .k { font-size: 7.5pt; color: #555; margin-top: 3px; }
.ev .two { display: flex; gap: 18px; }
.ev .two > .sec { flex: 1; }
.ev .two table.kv td.k { width: 30mm; }
.ev table.items { width: 100%; border-collapse: collapse; }
.ev table.items th { text-align: left; border-bottom: 1px solid #bbb; padding: 2px 4px; font-weight: 600; }
.ev table.items td { padding: 2px 4px; vertical-align: top; }
.ev .num { text-align: right; white-space: nowrap; }
</style>`;
