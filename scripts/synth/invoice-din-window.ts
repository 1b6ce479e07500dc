// German invoices as ERP and ZUGFeRD software print them on a DIN 5008 letter (written after the
// extractor was tuned, issue 14: a held-out proxy): the seller's block at the top RIGHT (name,
// address, phone, tax number and VAT id), a tiny return-address line over the buyer's address
// window on the left, a label grid under the seller block (invoice number beside customer and
// order numbers, invoice date beside order and delivery dates), the currency printed only as a
// symbol or in a column head ("Betrag (EUR)", "Preis in €") with bare amounts below, and several
// payment-term rows (two cash-discount dates with their reduced amounts, then the net date).
// Credit notes ("Gutschrift", "Rechnungskorrektur") cite the invoice they correct and keep the
// sign they are printed with. German, now and then English from a German seller.
import { addDays, formatDate, formatMoney, formatQuantity, isoOf, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts, percentOf } from "./invoice";
import { headerTruth, invoiceDoc, totalsLadder } from "./invoice-doc";
import { personName } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type DinLang = "de" | "en";

const WORDS = {
  de: {
    invoice: ["Rechnung", "RECHNUNG", "Rechnung (Original)"],
    credit: ["Gutschrift", "Rechnungskorrektur", "Gutschrift / Rechnungskorrektur"],
    number: ["Rechnungsnummer", "Rechnungs-Nr.", "Beleg-Nr.", "Nummer"],
    creditNumber: ["Gutschriftsnummer", "Gutschrift-Nr.", "Beleg-Nr."],
    date: ["Rechnungsdatum", "Datum", "Belegdatum"],
    customer: ["Kundennummer", "Kunden-Nr.", "Ihre Kundennr."],
    order: ["Auftragsnummer", "Ihre Bestellung", "Bestellnummer", "Auftrag"],
    orderDate: ["Bestelldatum", "Auftragsdatum"],
    delivery: ["Lieferdatum", "Leistungsdatum", "Liefertermin"],
    deliveryNote: ["Lieferschein-Nr.", "Lieferschein"],
    contact: ["Ansprechpartner", "Bearbeiter", "Ihr Kontakt"],
    page: (i: number, n: number) => `Seite ${i} von ${n}`,
    due: ["Fälligkeitsdatum", "Fällig am", "Zahlbar bis"],
    phone: "Tel.",
    taxNo: "Steuernummer",
    vat: "USt-IdNr.",
    head: { pos: "Pos.", art: "Art.-Nr.", desc: "Bezeichnung", qty: "Menge", unit: "Einheit", price: "Einzelpreis", rate: "USt.", amount: "Gesamtpreis" },
    currencyHead: (c: string, sym: string) => [`(${c})`, `in ${sym}`, c, `${sym}`],
    net: ["Summe netto", "Nettobetrag", "Warenwert", "Zwischensumme"],
    tax: (rate: string, base: string | null) => (base ? `${rate} USt. auf ${base}` : `zzgl. ${rate} MwSt.`),
    taxTotal: ["Summe USt.", "MwSt. gesamt"],
    gross: ["Gesamtbetrag", "Rechnungsbetrag", "Endbetrag", "Bruttobetrag"],
    creditGross: ["Gutschriftsbetrag", "Gesamtbetrag"],
    terms: "Zahlungsbedingungen",
    skonto: (d: string, pct: string, amount: string) => `bis ${d} abzgl. ${pct} Skonto = ${amount}`,
    netRow: (d: string, amount: string) => `bis ${d} ohne Abzug = ${amount}`,
    netDays: (n: number) => `Zahlbar innerhalb von ${n} Tagen ohne Abzug.`,
    creditRef: (n: string, d: string) => `Diese Gutschrift bezieht sich auf die Rechnung Nr. ${n} vom ${d}.`,
    greeting: "Sehr geehrte Damen und Herren,",
    intro: ["wir erlauben uns, Ihnen folgende Lieferungen und Leistungen in Rechnung zu stellen:", "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen:"],
    creditIntro: "wir schreiben Ihnen folgende Positionen gut:",
    allIn: (c: string) => `Alle Beträge in ${c}.`,
    director: "Geschäftsführer",
    bank: "Bankverbindung",
  },
  en: {
    invoice: ["Invoice", "INVOICE"],
    credit: ["Credit note", "CREDIT NOTE", "Corrective invoice"],
    number: ["Invoice no.", "Invoice number", "Document no."],
    creditNumber: ["Credit note no.", "Document no."],
    date: ["Invoice date", "Date", "Document date"],
    customer: ["Customer no.", "Customer number", "Your customer ID"],
    order: ["Order no.", "Your order", "Purchase order"],
    orderDate: ["Order date"],
    delivery: ["Delivery date", "Date of supply", "Service date"],
    deliveryNote: ["Delivery note no.", "Delivery note"],
    contact: ["Contact", "Your contact", "Clerk"],
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    due: ["Due date", "Payable by"],
    phone: "Phone",
    taxNo: "Tax no.",
    vat: "VAT ID",
    head: { pos: "Pos.", art: "Item no.", desc: "Description", qty: "Quantity", unit: "Unit", price: "Unit price", rate: "VAT", amount: "Total price" },
    currencyHead: (c: string, sym: string) => [`(${c})`, `in ${sym}`, c, `${sym}`],
    net: ["Total net", "Net amount", "Subtotal"],
    tax: (rate: string, base: string | null) => (base ? `VAT ${rate} on ${base}` : `plus ${rate} VAT`),
    taxTotal: ["Total VAT", "VAT total"],
    gross: ["Total amount", "Invoice total", "Gross amount"],
    creditGross: ["Credit total", "Total amount"],
    terms: "Terms of payment",
    skonto: (d: string, pct: string, amount: string) => `until ${d} less ${pct} cash discount = ${amount}`,
    netRow: (d: string, amount: string) => `until ${d} net = ${amount}`,
    netDays: (n: number) => `Payable within ${n} days net.`,
    creditRef: (n: string, d: string) => `This credit note refers to invoice no. ${n} of ${d}.`,
    greeting: "Dear Sir or Madam,",
    intro: ["we hereby invoice the following deliveries and services:", "thank you for your order. We charge you as follows:"],
    creditIntro: "we credit you with the following items:",
    allIn: (c: string) => `All amounts in ${c}.`,
    director: "Managing director",
    bank: "Bank details",
  },
} as const;

export function makeDinWindowInvoice(rng: Rng, name: string): SynthDoc {
  const lang: DinLang = rng.chance(0.75) ? "de" : "en";
  const W = WORDS[lang];
  const f = invoiceFacts(rng, { sellerCountries: ["DE", "DE", "DE", "AT"], creditShare: 0.3 });
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  // Decoy dates: after the 12th where the style is ambiguous, never the invoice's own day.
  const decoyDay = (d: Day) => {
    const shifted = (f.dateStyle === "dmy-slash" || f.dateStyle === "dmy-dash") && d.d <= 12 ? { ...d, d: d.d + 12 } : d;
    return isoOf(shifted) === isoOf(f.date) ? addDays(shifted, -1) : shifted;
  };
  const sign = f.credit && rng.chance(0.5) ? -1 : 1;
  // The currency only in the column heads (amounts bare), or as the symbol on the totals only.
  const headOnly = rng.chance(0.55);
  const symbol = f.money.mark === f.currency ? (f.currency === "EUR" ? "€" : f.currency) : f.money.mark;
  const money = (cents: number, mark = !headOnly) => formatMoney(cents, f.money, { withMark: mark });
  const bare = (cents: number) => formatMoney(cents, f.money, { withMark: false });
  const rate = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)} %`;
  const title = pick(f.credit ? W.credit : W.invoice);

  const sellerLines = [
    f.seller.street,
    f.seller.cityLine,
    `${W.phone} ${f.seller.phone}`,
    f.seller.email,
    ...(rng.chance(0.6) ? [`${W.taxNo} ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`] : []),
    `${W.vat} ${f.seller.vatId}`,
  ];
  const sellerBlock = `<div class="sb"><div class="sn">${e(f.seller.name)}</div>${sellerLines.map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const returnLine = `<div class="rl">${e([f.seller.name, f.seller.street, f.seller.cityLine].join(pick([" · ", " - ", ", "])))}</div>`;
  const windowLines = [
    f.buyer.name,
    ...(rng.chance(0.4) ? [`${lang === "de" ? "z. Hd." : "Attn."} ${personName(rng)}`] : []),
    f.buyer.street,
    f.buyer.cityLine,
  ];
  const window = `<div class="win">${returnLine}${windowLines.map((l) => `<div>${e(l)}</div>`).join("")}</div>`;

  // The grid: the number beside the buyer's own references, the date beside the other dates.
  const grid: Array<[string, string]> = [];
  const numberInGrid = rng.chance(0.8);
  if (numberInGrid) grid.push([pick(f.credit ? W.creditNumber : W.number), f.number]);
  if (rng.chance(0.8)) grid.push([pick(W.customer), `${pick(["", "K", "D"])}${rng.int(10000, 99999)}`]);
  if (rng.chance(0.6)) grid.push([pick(W.order), `${pick(["", "A", "AB-", "45"])}${rng.int(1000, 999999)}`]);
  if (rng.chance(0.3)) grid.push([pick(W.orderDate), day(decoyDay(addDays(f.date, -rng.int(5, 30))))]);
  if (rng.chance(0.4)) grid.push([pick(W.deliveryNote), `${pick(["LS", "", "DN"])}${rng.int(10000, 999999)}`]);
  grid.push([pick(W.date), day(f.date)]);
  if (rng.chance(0.6)) grid.push([pick(W.delivery), day(decoyDay(addDays(f.date, -rng.int(1, 12))))]);
  const dueInGrid = f.due !== null && rng.chance(0.35);
  if (dueInGrid) grid.push([pick(W.due), day(f.due!)]);
  if (rng.chance(0.4)) grid.push([pick(W.contact), personName(rng)]);
  if (rng.chance(0.3)) grid.push(["", W.page(1, 1)]);
  const gridHtml = `<table class="grid">${grid.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;

  const subject = `<div class="subj">${e(numberInGrid && rng.chance(0.5) ? title : `${title} ${lang === "de" ? "Nr." : "no."} ${f.number}`)}</div>`;
  const correctedNo = `${pick(["", "RE", "R"])}${f.date.y}${rng.int(1000, 99999)}`;
  const intro = `<p>${e(W.greeting)}</p><p>${e(f.credit ? W.creditIntro : pick(W.intro))}</p>${
    f.credit ? `<p>${e(W.creditRef(correctedNo, day(decoyDay(addDays(f.date, -rng.int(10, 60))))))}</p>` : ""
  }`;

  const cur = pick(W.currencyHead(f.currency, symbol));
  const withArt = rng.chance(0.5);
  const showRate = f.taxMode === "multi" || rng.chance(0.3);
  const priceHead = headOnly ? `${W.head.price} ${cur}` : W.head.price;
  const amountHead = headOnly ? `${W.head.amount} ${cur}` : W.head.amount;
  const head = [W.head.pos, ...(withArt ? [W.head.art] : []), W.head.desc, W.head.qty, W.head.unit, priceHead, ...(showRate ? [W.head.rate] : []), amountHead];
  const rows = f.lines.map((l, i) => [
    String(rng.chance(0.3) ? (i + 1) * 10 : i + 1),
    ...(withArt ? [`${rng.int(10000, 999999)}`] : []),
    l.description,
    formatQuantity(l.qtyThousandths, f.money.numbers),
    pick(["Stk.", "St.", "Std.", "pcs", l.unit]),
    bare(sign * l.unitCents),
    ...(showRate ? [rate(l.rate)] : []),
    bare(sign * l.amountCents),
  ]);
  const descIndex = withArt ? 2 : 1;
  const numeric = (i: number) => i !== descIndex && i !== descIndex + 2 && i !== 0;
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${numeric(i) ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${numeric(i) ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const ladder: Array<[string, string, boolean?]> = [];
  const taxTotalPrinted = f.taxes.length > 1 && rng.chance(0.5);
  if (f.taxMode !== "none") {
    ladder.push([pick(W.net), money(sign * f.subtotalCents)]);
    for (const t of f.taxes) ladder.push([W.tax(rate(t.rate), f.taxes.length > 1 ? bare(sign * t.baseCents) : null), money(sign * t.taxCents)]);
    if (taxTotalPrinted) ladder.push([pick(W.taxTotal), money(sign * f.taxCents)]);
  }
  ladder.push([pick(f.credit ? W.creditGross : W.gross), money(sign * f.totalCents), true]);
  const totals = totalsLadder(ladder);

  // Payment terms: cash-discount rows with their reduced amounts and the net date, or days only.
  const terms: string[] = [];
  if (!f.credit) {
    if (f.due && !dueInGrid && rng.chance(0.75)) {
      const steps = rng.chance(0.5) ? [3, 2] : [2];
      steps.forEach((pct, k) => {
        const by = addDays(f.date, (k + 1) * rng.int(5, 7));
        const cents = f.totalCents - percentOf(f.totalCents, pct);
        terms.push(W.skonto(day(decoyDay(by)), `${pct} %`, formatMoney(cents, f.money, { withMark: true })));
      });
      terms.push(W.netRow(day(f.due), formatMoney(f.totalCents, f.money, { withMark: true })));
    } else if (!f.due) terms.push(W.netDays(f.dueDays));
  }
  const duePrinted = f.due !== null && (dueInGrid || terms.some((t) => t.includes(day(f.due!))));
  // A cash-discount schedule without a labelled due date: issuers record either its first or its
  // net date as "due" (e-invoices often the first), so the page alone does not say which.
  const dueUnknown = duePrinted && !dueInGrid;
  const termsHtml = terms.length ? `<div class="terms"><div class="k">${e(W.terms)}:</div>${terms.map((t) => `<div>${e(t)}</div>`).join("")}</div>` : "";
  const allIn = headOnly && rng.chance(0.4) ? `<p>${e(W.allIn(f.currency))}</p>` : "";

  const footer = `<div class="ft"><div>${e(f.seller.name)}<br>${e(`${W.director}: ${personName(rng)}`)}<br>${e(f.seller.registration)}</div><div>${e(W.bank)}<br>IBAN ${e(
    f.seller.iban,
  )}<br>BIC ${e(`${pick(["COBA", "DEUT", "GENO", "HYVE"])}DE${rng.int(10, 99)}XXX`)}</div><div>${e(`${W.vat} ${f.seller.vatId}`)}</div></div>`;
  const body = `${CSS}<div class="din"><div class="top">${window}<div class="right">${sellerBlock}${gridHtml}</div></div>${subject}${intro}${items}${totals}${termsHtml}${allIn}${footer}</div>`;

  const tax = f.taxMode === "none" ? null : f.taxes.length === 1 || taxTotalPrinted ? (sign * f.taxCents) / 100 : undefined;
  const data = {
    ...headerTruth(f),
    due_date: duePrinted ? isoOf(f.due!) : null,
    subtotal: f.taxMode === "none" ? null : (sign * f.subtotalCents) / 100,
    ...(tax === undefined ? {} : { tax }),
    total: (sign * f.totalCents) / 100,
    line_items: expectedLineItems(f.lines).map((l) => ({ ...l, unit_price: sign * l.unit_price, amount: sign * l.amount })),
  };
  const doc = invoiceDoc(
    name,
    "din-window",
    {
      body,
      title: `${title} ${f.number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "serif"] as const),
      paper: { format: "A4" },
    },
    {
      source: { language: lang, credit_note: f.credit, currency_in_head_only: headOnly },
      data,
      notes: [
        ...(tax === undefined ? ["tax: two rates and no printed tax total"] : []),
        ...(dueUnknown ? ["due_date: a cash-discount schedule names two or three dates and no label says which is due"] : []),
      ],
    },
    [f.seller.name, f.number, day(f.date), money(sign * f.totalCents), ...rows.flatMap((r) => [r[descIndex]!, r[r.length - 1]!])],
  );
  const unknown = [...(tax === undefined ? ["tax"] : []), ...(dueUnknown ? ["due_date"] : [])];
  if (!unknown.length) return doc;
  const { due_date: _due, ...known } = data;
  return { ...doc, expected: { ...doc.expected, data: dueUnknown ? known : data, unknown } };
}

const CSS = `<style>
.din { font-size: 9pt; line-height: 1.35; }
.din p { margin: 0.2em 0; }
.din .top { display: flex; justify-content: space-between; gap: 24px; margin-bottom: 14px; }
.din .win { width: 85mm; margin-top: 28mm; }
.din .rl { font-size: 6.5pt; border-bottom: 1px solid #999; margin-bottom: 4px; color: #444; }
.din .right { width: 70mm; }
.din .sb { font-size: 8pt; margin-bottom: 10px; }
.din .sn { font-size: 13pt; font-weight: 700; margin-bottom: 2px; }
.din table.grid { border-collapse: collapse; font-size: 8.5pt; }
.din table.grid td { padding: 0 10px 0 0; white-space: nowrap; }
.din td.k, .din .terms .k { color: #444; }
.din .subj { font-size: 13pt; font-weight: 700; margin: 10px 0 8px; }
.din table.items { width: 100%; border-collapse: collapse; margin: 10px 0; }
.din table.items th { border-bottom: 1px solid #555; text-align: left; padding: 2px 4px; }
.din table.items td { padding: 2px 4px; vertical-align: top; }
.din .num { text-align: right; white-space: nowrap; }
.din table.tot { margin-left: auto; border-collapse: collapse; min-width: 45%; }
.din table.tot td { padding: 1px 4px; }
.din table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }
.din .terms { margin-top: 12px; }
.din .ft { display: flex; justify-content: space-between; gap: 12px; margin-top: 22px; border-top: 1px solid #bbb; font-size: 7pt; color: #555; padding-top: 3px; }
</style>`;
