// Invoices as software vendors send them (the Stripe and Paddle kind): "Invoice number" / "Date of
// issue" / "Date due" in a label column, seller, bill-to and ship-to side by side, an "€95.20 due
// 25 December 2026" headline, seat and plan lines with qty × unit price, a discount, "Total
// excluding tax", tax lines naming their rate and base, and after the total the decoys such
// invoices print: amount paid, applied balance, amount due, a credit note's original invoice.
import {
  addDays,
  formatDate,
  formatMoney,
  formatQuantity,
  isoOf,
  laterDay,
  moneyStyleFor,
  randomDay,
  escapeHtml as e,
  type Day,
  type MoneyStyle,
} from "./formats";
import { percentOf, TAX_RATES } from "./invoice";
import { company, personName, sharesWord, type Company, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type SaasLang = "en" | "de";

const WORDS = {
  en: {
    title: ["Invoice"],
    creditTitle: ["Credit note"],
    number: ["Invoice number"],
    creditNumber: ["Credit note number"],
    issue: ["Date of issue", "Invoice date"],
    due: ["Date due", "Due date"],
    billTo: ["Bill to", "Billed to"],
    shipTo: ["Ship to"],
    dueHeadline: (amount: string, date: string) => `${amount} due ${date}`,
    paidHeadline: (amount: string, date: string) => `${amount} paid on ${date}`,
    payOnline: "Pay online",
    description: "Description",
    qty: "Qty",
    unitPrice: "Unit price",
    tax: ["Tax", "Taxes"],
    // A tax column's cell: the rate, or the tax named with it ("Tax 6.5%").
    lineTax: ["", "Tax ", "VAT ", "Sales tax "],
    amount: "Amount",
    subtotal: "Subtotal",
    discount: (name: string, pct: string) => `${name} (${pct} off)`,
    exclTax: "Total excluding tax",
    total: "Total",
    amountDue: "Amount due",
    amountPaid: "Amount paid",
    appliedBalance: "Applied balance",
    creditTotal: "Total credit",
    creditedTo: "Credited to customer balance",
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    vat: (country: string, pct: string, base: string) => `VAT - ${country} (${pct} on ${base})`,
    salesTax: (state: string, pct: string, base: string) => `Sales tax - ${state} (${pct} on ${base})`,
    reverse: "Tax to be paid on reverse charge basis.",
    paidWith: (brand: string, last4: string) => `Paid with ${brand} ending in ${last4}`,
    customerId: "Customer ID",
    orderNo: "Order number",
    period: (from: string, to: string) => `${from} – ${to}`,
    questions: (email: string) => `Questions? Contact us at ${email}`,
    balanceDue: "Balance due",
    receiptNo: "Receipt number",
  },
  de: {
    title: ["Rechnung"],
    creditTitle: ["Gutschrift", "Rechnungskorrektur"],
    number: ["Rechnungsnummer"],
    creditNumber: ["Gutschriftsnummer", "Nummer der Gutschrift"],
    issue: ["Rechnungsdatum", "Ausstellungsdatum"],
    due: ["Fälligkeitsdatum", "Fällig am"],
    billTo: ["Rechnungsadresse", "Rechnung an"],
    shipTo: ["Lieferadresse"],
    dueHeadline: (amount: string, date: string) => `${amount} fällig am ${date}`,
    paidHeadline: (amount: string, date: string) => `${amount} bezahlt am ${date}`,
    payOnline: "Online bezahlen",
    description: "Beschreibung",
    qty: "Menge",
    unitPrice: "Stückpreis",
    tax: ["Steuer", "Steuern", "USt."],
    lineTax: ["", "USt. ", "MwSt. "],
    amount: "Betrag",
    subtotal: "Zwischensumme",
    discount: (name: string, pct: string) => `${name} (${pct} Rabatt)`,
    exclTax: "Gesamtbetrag ohne Steuern",
    total: "Gesamt",
    amountDue: "Fälliger Betrag",
    amountPaid: "Bezahlter Betrag",
    appliedBalance: "Angewendetes Guthaben",
    creditTotal: "Gutschrift gesamt",
    creditedTo: "Dem Kundenguthaben gutgeschrieben",
    page: (i: number, n: number) => `Seite ${i} von ${n}`,
    vat: (country: string, pct: string, base: string) => `USt. – ${country} (${pct} auf ${base})`,
    salesTax: (state: string, pct: string, base: string) => `Sales Tax – ${state} (${pct} auf ${base})`,
    reverse: "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).",
    paidWith: (brand: string, last4: string) => `Bezahlt mit ${brand} mit Endziffern ${last4}`,
    customerId: "Kunden-ID",
    orderNo: "Bestellnummer",
    period: (from: string, to: string) => `${from} – ${to}`,
    questions: (email: string) => `Fragen? Kontaktieren Sie uns unter ${email}`,
    balanceDue: "Offener Betrag",
    receiptNo: "Belegnummer",
  },
} satisfies Record<SaasLang, unknown>;

const COUNTRY_NAME: Record<SaasLang, Partial<Record<InvoiceCountry, string>>> = {
  en: { DE: "Germany", IE: "Ireland", UK: "United Kingdom", NL: "Netherlands", FR: "France", US: "United States", AT: "Austria" },
  de: { DE: "Deutschland", IE: "Irland", UK: "Vereinigtes Königreich", NL: "Niederlande", FR: "Frankreich", US: "Vereinigte Staaten", AT: "Österreich" },
};
const STATES: ReadonlyArray<readonly [string, number]> = [
  ["California", 7.25],
  ["Texas", 6.25],
  ["New York", 4],
  ["Washington", 6.5],
  ["Colorado", 2.9],
];
const PLANS = [
  ["Starter plan", 900, 2900],
  ["Pro plan", 1900, 9900],
  ["Team plan (per seat)", 800, 2500],
  ["Business plan", 4900, 29900],
  ["Additional seats", 500, 1500],
  ["Extra storage (100 GB)", 300, 1200],
  ["Priority support", 2900, 19900],
  ["API usage (per 1,000 requests)", 50, 400],
  ["Onboarding package", 25000, 150000],
] as const;

interface SaasLine {
  description: string;
  period: string | null;
  qty: number;
  unitCents: number;
  amountCents: number;
}

function stripeNumber(rng: Rng): string {
  const hex = Array.from({ length: 8 }, () => "0123456789ABCDEF"[rng.int(0, 15)]).join("");
  return rng.pick([
    () => `${hex}-${String(rng.int(1, 40)).padStart(4, "0")}`,
    () => `INV-${rng.int(2019, 2026)}-${String(rng.int(1, 9999)).padStart(5, "0")}`,
    () => `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`,
  ])();
}

/** A software vendor's invoice or credit note; `style` picks the Stripe-like or the Paddle-like page. */
export function makeSaasInvoice(rng: Rng, name: string, style: "saas-stripe" | "saas-paddle"): SynthDoc {
  const lang: SaasLang = rng.chance(0.6) ? "en" : "de";
  const sellerCountry: InvoiceCountry = lang === "de" ? rng.pick(["DE", "DE", "AT", "IE"] as const) : rng.pick(["US", "US", "UK", "IE", "NL"] as const);
  const buyerCountry: InvoiceCountry = rng.chance(0.6) ? sellerCountry : rng.pick(["DE", "FR", "NL", "US", "UK"] as const);
  const seller = company(rng, sellerCountry);
  let buyer: Company = company(rng, buyerCountry);
  while (sharesWord(buyer, seller)) buyer = company(rng, buyerCountry);
  const w = WORDS[lang];
  const credit = rng.chance(0.15);
  const currency = rng.chance(0.75)
    ? ({ US: "USD", UK: "GBP" }[sellerCountry as "US" | "UK"] ?? "EUR")
    : rng.pick(["USD", "EUR", "GBP", "CAD", "CHF"] as const);
  const money: MoneyStyle = { ...moneyStyleFor(rng, lang, currency), everywhere: true, numbers: lang === "de" ? "dot-comma" : "comma-dot" };
  const fmt = (cents: number) => formatMoney(cents, money);
  const dateStyle =
    lang === "de" ? rng.pick(["d-month-y", "dmy-dot", "d-mon-y"] as const) : rng.pick(["month-d-y", "mon-d-y", "d-mon-y", "d-month-y"] as const);
  const date = randomDay(rng, dateStyle);
  const due = credit ? null : laterDay(rng, date, rng.pick([0, 7, 14, 30]), 30, dateStyle);
  const day = (d: Day) => formatDate(d, dateStyle, lang);
  // Seats and plans for a month; the period line under each is two more dates on the page.
  const periodEnd = addDays(date, rng.int(27, 30));
  const lines: SaasLine[] = rng
    .shuffle(PLANS)
    .slice(0, rng.int(1, 4))
    .map(([description, low, high]) => {
      const qty = description.includes("seat")
        ? rng.int(2, 40)
        : rng.weighted([
            [1, 6],
            [2, 1],
            [rng.int(3, 25), 1],
          ] as const);
      const unitCents = Math.round(rng.int(low, high) / 100) * 100 || low;
      return { description, period: rng.chance(0.6) ? w.period(day(date), day(periodEnd)) : null, qty, unitCents, amountCents: qty * unitCents };
    });
  const subtotal = lines.reduce((s, l) => s + l.amountCents, 0);
  const discountPct = !credit && rng.chance(0.3) ? rng.pick([10, 15, 20, 25, 50]) : 0;
  const discount = Math.round((subtotal * discountPct) / 100);
  const net = subtotal - discount;
  // US sellers charge a state's sales tax or none; EU sellers domestic VAT, or 0 % under reverse charge to another EU country.
  const reverse = sellerCountry !== "US" && buyerCountry !== sellerCountry && buyerCountry !== "US" && buyerCountry !== "UK" && rng.chance(0.7);
  const [rate, taxLabel] =
    sellerCountry === "US"
      ? (() => {
          const [state, r] = rng.pick(STATES);
          return rng.chance(0.25) ? ([null, ""] as const) : ([r, w.salesTax(state, `${formatQuantity(r * 1000, money.numbers)}%`, fmt(net))] as const);
        })()
      : (() => {
          const r = reverse ? 0 : TAX_RATES[sellerCountry][0];
          return [
            r,
            w.vat(COUNTRY_NAME[lang][sellerCountry] ?? sellerCountry, `${formatQuantity(r * 1000, money.numbers)}${lang === "de" ? " %" : "%"}`, fmt(net)),
          ] as const;
        })();
  const tax = rate === null ? 0 : percentOf(net, rate);
  const total = net + tax;
  const number = stripeNumber(rng);
  const creditNumber = `${number}-CN-${String(rng.int(1, 3)).padStart(2, "0")}`;
  const ownNumber = credit ? creditNumber : number;
  const applied = !credit && rng.chance(0.2) ? Math.min(total, rng.int(5, 50) * 100) : 0;
  const paid = !credit && !applied && rng.chance(0.35);
  const dueAmount = paid ? 0 : total - applied;
  const title = rng.pick(credit ? w.creditTitle : w.title);
  const meta: Array<[string, string]> = [[rng.pick(credit ? w.creditNumber : w.number), ownNumber]];
  if (credit) meta.push([rng.pick(w.number), number]);
  if (style === "saas-paddle" && rng.chance(0.6)) meta.push([w.orderNo, `${rng.int(100, 999)}-${rng.int(100000, 999999)}`]);
  meta.push([rng.pick(w.issue), day(date)]);
  if (due) meta.push([rng.pick(w.due), day(due)]);
  if (rng.chance(0.4))
    meta.push([w.customerId, `cus_${Array.from({ length: 14 }, () => "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"[rng.int(0, 55)]).join("")}`]);
  const address = (c: Company, withVat: boolean) => [c.name, c.street, c.cityLine, ...(rng.chance(0.5) ? [c.email] : []), ...(withVat ? [c.vatId] : [])];
  const sellerBlock = address(seller, sellerCountry !== "US");
  const billTo = address(buyer, reverse || rng.chance(0.3));
  const shipTo = rng.chance(0.3) ? [personName(rng), buyer.street, buyer.cityLine] : null;
  const totals: Array<[string, string, boolean?]> = [[w.subtotal, fmt(subtotal)]];
  if (discount) totals.push([w.discount(rng.pick(["LAUNCH", "ANNUAL", "PARTNER", "WELCOME"]) + discountPct, `${discountPct}%`), fmt(-discount)]);
  // Stripe prints the discounted net whenever there is a discount: the net before tax is always on the page.
  const exclTaxPrinted = discount > 0 || (rate !== null && rng.chance(0.7));
  if (exclTaxPrinted) totals.push([w.exclTax, fmt(net)]);
  if (rate !== null) totals.push([taxLabel, fmt(tax)]);
  totals.push([credit ? w.creditTotal : w.total, fmt(total), true]);
  if (applied) totals.push([w.appliedBalance, fmt(-applied)]);
  if (paid) totals.push([w.amountPaid, fmt(total)]);
  if (!credit) totals.push([style === "saas-paddle" ? w.balanceDue : w.amountDue, fmt(dueAmount), style === "saas-stripe"]);
  if (credit) totals.push([w.creditedTo, fmt(total)]);
  const headline = credit
    ? ""
    : paid
      ? w.paidHeadline(fmt(total), day(date))
      : w.dueHeadline(`${fmt(dueAmount)}${rng.chance(0.3) ? ` ${currency}` : ""}`, day(due!));
  const notes = [
    ...(reverse ? [w.reverse] : []),
    ...(paid ? [w.paidWith(rng.pick(["Visa", "Mastercard", "American Express"]), String(rng.int(1000, 9999)))] : []),
    w.questions(seller.email),
  ];
  const taxColumn = rate !== null && style === "saas-stripe" && rng.chance(0.5);
  const taxHead = taxColumn ? `<th class="num">${e(rng.pick(w.tax))}</th>` : "";
  const lineTax = taxColumn ? `${rng.pick(w.lineTax)}${formatQuantity((rate ?? 0) * 1000, money.numbers)}%` : "";
  const head = `<tr><th>${e(w.description)}</th><th class="num">${e(w.qty)}</th><th class="num">${e(w.unitPrice)}</th>${taxHead}<th class="num">${e(w.amount)}</th></tr>`;
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}${l.period ? `<br><span class="small">${e(l.period)}</span>` : ""}</td><td class="num">${l.qty}</td><td class="num">${e(fmt(l.unitCents))}</td>${taxColumn ? `<td class="num">${e(lineTax)}</td>` : ""}<td class="num">${e(fmt(l.amountCents))}</td></tr>`,
    )
    .join("");
  const block = (heading: string | null, ls: string[]) =>
    `<div class="col">${heading ? `<div class="label">${e(heading)}</div>` : ""}${ls.map((l, i) => `<div${i === 0 ? ' class="strong"' : ""}>${e(l)}</div>`).join("")}</div>`;
  const kv = `<table class="kv">${meta.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;
  const totalsHtml = `<table class="totals">${totals.map(([k, v, strong]) => `<tr${strong ? ' class="strong"' : ""}><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;
  const footer = `<div class="foot small">${e(ownNumber)} · ${e(credit ? fmt(total) : headline)} · ${e(w.page(1, 1))}</div>`;
  const body =
    style === "saas-stripe"
      ? `${CSS}<div class="sa"><div class="top"><div class="title">${e(title)}</div><div class="logo">${e(seller.short)}</div></div>${kv}
      <div class="cols">${block(null, sellerBlock)}${block(rng.pick(w.billTo), billTo)}${shipTo ? block(rng.pick(w.shipTo), shipTo) : ""}</div>
      ${headline ? `<div class="headline">${e(headline)}</div>${paid ? "" : `<div class="link">${e(w.payOnline)}</div>`}` : ""}
      <table class="items"><thead>${head}</thead><tbody>${rows}</tbody></table>${totalsHtml}
      <div class="notes">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>${footer}</div>`
      : `${CSS}<div class="sa"><div class="top"><div><div class="logo">${e(seller.short)}</div>${sellerBlock
          .slice(1)
          .map((l) => `<div class="small">${e(l)}</div>`)
          .join("")}<div class="small">${e(seller.name)}</div></div><div><div class="title">${e(title)}</div>${kv}</div></div>
      <div class="cols">${block(rng.pick(w.billTo), billTo)}${paid ? `<div class="stamp">${lang === "de" ? "BEZAHLT" : "PAID"}</div>` : ""}</div>
      <table class="items"><thead>${head}</thead><tbody>${rows}</tbody></table>${totalsHtml}
      <div class="notes">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div></div>`;
  const data = {
    vendor: seller.name,
    invoice_number: ownNumber,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency,
    // Net before tax is the discounted "Total excluding tax"; without that line a discounted page prints no such value.
    // Net before tax: the discounted "Total excluding tax" (the "Subtotal" above the discount is a decoy).
    subtotal: net / 100,
    tax: rate === null ? null : tax / 100,
    total: total / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty, unit_price: l.unitCents / 100, amount: l.amountCents / 100 })),
  };
  return {
    name,
    kind: "invoice",
    family: style,
    render: {
      kind: "html",
      page: {
        body,
        title: `${title} ${ownNumber}`,
        theme: rng.pick(["minimal", "default", "invoice"] as const),
        font: rng.pick([undefined, "sans", "system", "humanist"] as const),
        paper: { format: sellerCountry === "US" ? "Letter" : "A4" },
      },
    },
    expected: {
      name,
      preset: "invoice",
      source: { kind: "synthetic", family: style, language: lang, credit_note: credit, discount: discount / 100 },
      data,
      unknown: [],
      notes: discount ? ["subtotal: the net after the discount ('total excluding tax'); the lines add up to it plus source.discount"] : [],
    },
    mustPrint: [
      seller.name,
      ownNumber,
      day(date),
      ...(due ? [day(due)] : []),
      fmt(total),
      fmt(net),
      ...(rate !== null ? [fmt(tax)] : []),
      ...lines.flatMap((l) => [l.description, fmt(l.amountCents), fmt(l.unitCents)]),
    ],
  };
}

const CSS = `<style>
.sa { font-size: 9pt; line-height: 1.4; color: #1a1a1a; }
.sa p { margin: 0.2em 0; }
.sa .top { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 10px; }
.sa .title { font-size: 17pt; font-weight: 700; }
.sa .logo { font-size: 13pt; font-weight: 700; color: #635bff; }
.sa .small { font-size: 7.5pt; color: #666; }
.sa .label { color: #666; font-size: 8pt; }
.sa .strong { font-weight: 600; }
.sa table.kv td { padding: 0 14px 0 0; }
.sa table.kv td.k { color: #444; font-weight: 600; }
.sa .cols { display: flex; gap: 36px; margin: 16px 0; }
.sa .col { min-width: 150px; }
.sa .headline { font-size: 13pt; font-weight: 700; margin-top: 10px; }
.sa .link { color: #635bff; margin-bottom: 10px; }
.sa .stamp { border: 2px solid #2a8a4a; color: #2a8a4a; font-weight: 800; padding: 4px 10px; align-self: center; margin-left: auto; }
.sa table.items { width: 100%; border-collapse: collapse; margin: 12px 0; }
.sa table.items th { text-align: left; color: #666; font-weight: 500; border-bottom: 1px solid #ccc; padding: 4px 4px; }
.sa table.items td { padding: 5px 4px; border-bottom: 1px solid #eee; vertical-align: top; }
.sa .num { text-align: right; white-space: nowrap; }
.sa table.totals { margin-left: auto; width: 55%; border-collapse: collapse; }
.sa table.totals td { padding: 3px 4px; border-top: 1px solid #eee; }
.sa table.totals tr.strong td { font-weight: 700; }
.sa .notes { margin-top: 18px; }
.sa .foot { margin-top: 28px; border-top: 1px solid #ddd; padding-top: 4px; }
</style>`;
