// Telecom and utility bills that carry an unpaid balance: the amount due on top of the page is
// the previous balance not yet paid plus this bill's charges, so "Amount due" and "Current
// charges" differ; the page also prints an account number, a customer number, a phone or meter
// number, a billing period (two dates), the date the last payment arrived, and a direct-debit
// date beside the bill's own number, date and due date. The truth is the bill's own total (its
// current charges); the amount due is a decoy whenever a balance is carried.
import { addDays, formatDate, formatMoney, invoiceDateStyleFor, isoOf, laterDay, moneyStyleFor, randomDay, escapeHtml as e, type Day } from "./formats";
import { percentOf, TAX_RATES } from "./invoice";
import { company, digits, personName, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { invoiceDoc } from "./invoice-doc";

type BillLang = "en" | "de";

const WORDS = {
  en: {
    title: ["Your monthly bill", "Invoice", "Your bill"],
    account: ["Account number", "Account no."],
    customer: ["Customer number", "Customer ID"],
    line: ["Mobile number", "Service number", "Supply number"],
    number: ["Invoice number", "Bill number", "Invoice no."],
    date: ["Invoice date", "Bill date", "Date of issue"],
    period: ["Billing period", "Bill period", "Charges for"],
    due: ["Due date", "Payment due by", "Please pay by"],
    amountDue: ["Amount due", "Total amount due", "Balance due"],
    previous: "Previous balance",
    received: (d: string) => `Payment received ${d}`,
    unpaid: "Balance carried forward",
    current: ["Current charges", "Total current charges", "New charges"],
    charges: [
      "Monthly plan",
      "Line rental",
      "Unlimited calls & texts",
      "Data add-on 20 GB",
      "Roaming charges",
      "Premium-rate calls",
      "Device instalment",
      "Insurance",
    ],
    usage: "Usage charges",
    discount: "Loyalty discount",
    net: ["Total charges excluding VAT", "Charges before VAT"],
    vat: (r: string) => `VAT at ${r}`,
    debit: (d: string) => `Your direct debit will be taken on or after ${d}.`,
    late: (m: string) => `A late payment fee of ${m} may apply.`,
  },
  de: {
    title: ["Ihre Mobilfunkrechnung", "Rechnung", "Ihre Rechnung"],
    account: ["Kundenkonto", "Konto-Nr."],
    customer: ["Kundennummer", "Kunden-Nr."],
    line: ["Rufnummer", "Anschlussnummer", "Zählpunkt"],
    number: ["Rechnungsnummer", "Rechnungs-Nr."],
    date: ["Rechnungsdatum", "Datum"],
    period: ["Abrechnungszeitraum", "Leistungszeitraum"],
    due: ["Fällig am", "Zahlbar bis"],
    amountDue: ["Zu zahlender Betrag", "Offener Gesamtbetrag"],
    previous: "Offener Betrag aus Vorrechnung",
    received: (d: string) => `Zahlungseingang am ${d}`,
    unpaid: "Übertrag",
    current: ["Rechnungsbetrag dieser Rechnung", "Aktueller Rechnungsbetrag", "Summe dieser Rechnung"],
    charges: [
      "Grundgebühr Tarif",
      "Festnetz-Flatrate",
      "Datenoption 20 GB",
      "Roaming-Verbindungen",
      "Sonderrufnummern",
      "Gerätefinanzierung",
      "Handyversicherung",
    ],
    usage: "Verbindungsentgelte",
    discount: "Treuerabatt",
    net: ["Summe netto", "Nettobetrag"],
    vat: (r: string) => `zzgl. USt. ${r}`,
    debit: (d: string) => `Der Betrag wird frühestens am ${d} von Ihrem Konto abgebucht.`,
    late: (m: string) => `Bei Zahlungsverzug berechnen wir eine Mahngebühr von ${m}.`,
  },
};

export function makeTelecomBill(rng: Rng, name: string): SynthDoc {
  const lang: BillLang = rng.chance(0.55) ? "en" : "de";
  const w = WORDS[lang];
  const country: InvoiceCountry = lang === "en" ? rng.pick(["UK", "UK", "IE", "US"] as const) : rng.pick(["DE", "DE", "AT"] as const);
  const seller = company(rng, country);
  const currency = { UK: "GBP", US: "USD" }[country as "UK" | "US"] ?? "EUR";
  const money = moneyStyleFor(rng, lang, currency);
  const fmt = (cents: number) => formatMoney(cents, money);
  const dateStyle = invoiceDateStyleFor(rng, lang);
  const day = (d: Day) => formatDate(d, dateStyle, lang);
  const date = randomDay(rng, dateStyle);
  const due = laterDay(rng, date, 10, 28, dateStyle);
  const unambiguous = (d: Day) => ((dateStyle.includes("slash") || dateStyle === "dmy-dash") && d.d <= 12 ? { ...d, d: d.d + 12 } : d);
  const periodEnd = unambiguous(addDays(date, -rng.int(2, 8)));
  const periodStart = unambiguous(addDays(periodEnd, -rng.int(27, 30)));
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);

  const rate = country === "US" ? 0 : TAX_RATES[country][0];
  const charges = rng
    .shuffle(w.charges)
    .slice(0, rng.int(2, 5))
    .map((description) => ({ description, cents: rng.int(300, 6000) }));
  if (rng.chance(0.5)) charges.push({ description: w.usage, cents: rng.int(50, 2500) });
  if (rng.chance(0.3)) charges.push({ description: w.discount, cents: -rng.int(100, 800) });
  const net = charges.reduce((s, c) => s + c.cents, 0);
  const tax = percentOf(net, rate);
  const current = net + tax;
  const previous = rng.int(2000, 12000);
  // Most of these bills carry part of the last bill unpaid; some were paid in full.
  const received = rng.chance(0.7) ? previous - rng.int(500, previous - 500) : previous;
  const carried = previous - received;
  const amountDue = carried + current;

  const accountNo = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`;
  const number = pick([() => `${digits(rng, 10)}`, () => `${pick(["RG", "INV", "B"])}${digits(rng, 8)}`, () => `${digits(rng, 4)}-${digits(rng, 6)}`])();
  const lineNo = lang === "en" ? `07${digits(rng, 3)} ${digits(rng, 6)}` : `01${digits(rng, 2)} ${digits(rng, 7)}`;
  const box = `<div class="box"><div class="lbl">${e(pick(w.amountDue))}</div><div class="big">${e(fmt(amountDue))}</div><div>${e(`${pick(w.due)} ${day(due)}`)}</div><div>${e(
    `${pick(w.account)}: ${accountNo}`,
  )}</div></div>`;
  const meta: Array<[string, string]> = [
    [pick(w.number), number],
    [pick(w.date), day(date)],
    [pick(w.period), `${day(periodStart)} – ${day(periodEnd)}`],
    [pick(w.customer), `${digits(rng, 8)}`],
    [pick(w.line), lineNo],
  ];
  const metaHtml = `<table class="meta">${[...meta.slice(0, 2), ...rng.shuffle(meta.slice(2))]
    .map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`)
    .join("")}</table>`;
  const summary: Array<[string, string, boolean?]> = [
    [w.previous, fmt(previous)],
    [w.received(day(unambiguous(addDays(date, -rng.int(10, 20))))), fmt(-received)],
    [w.unpaid, fmt(carried)],
    [pick(w.current), fmt(current)],
    [pick(w.amountDue), fmt(amountDue), true],
  ];
  const rows = (xs: Array<[string, string, boolean?]>) =>
    xs.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("");
  const detail: Array<[string, string, boolean?]> = charges.map((c) => [c.description, fmt(c.cents)]);
  const currentLabel = pick(w.current);
  if (rate) detail.push([pick(w.net), fmt(net)], [w.vat(`${rate}%`), fmt(tax)]);
  detail.push([currentLabel, fmt(current), true]);
  const sellerHtml = `<div class="sel"><div class="nm">${e(seller.short)}</div><div class="sm">${e([seller.name, seller.street, seller.cityLine].join(", "))}</div></div>`;
  const buyerHtml = `<div class="buy"><div>${e(personName(rng))}</div><div>${e(company(rng, country).street)}</div><div>${e(seller.cityLine.replace(/\d/g, (d) => String((Number(d) + 3) % 10)))}</div></div>`;
  const notes = [w.debit(day(unambiguous(addDays(due, rng.int(1, 4))))), w.late(fmt(pick([500, 750, 1000])))];
  const body = `${CSS}<div class="tb"><div class="top">${sellerHtml}${box}</div>${buyerHtml}<div class="ttl">${e(pick(w.title))}</div>${metaHtml}
    <table class="sum">${rows(summary)}</table><table class="det">${rows(detail)}</table><div class="nt">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>
    <div class="ft">${e([seller.name, seller.registration, seller.vatId].join(" · "))}</div></div>`;

  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: isoOf(due),
    currency,
    subtotal: rate ? net / 100 : null,
    tax: rate ? tax / 100 : null,
    total: current / 100,
    line_items: charges.map((c) => ({ description: c.description, quantity: null, unit_price: null, amount: c.cents / 100 })),
  };
  return invoiceDoc(
    name,
    "telecom-bill",
    {
      body,
      title: `${pick(w.title)} ${number}`,
      theme: pick(["minimal", "default"] as const),
      font: pick([undefined, "sans", "system"] as const),
      paper: { format: country === "US" ? "Letter" : "A4" },
    },
    {
      source: { language: lang, carried_balance: carried / 100, amount_due: amountDue / 100 },
      data,
      notes: ["total: this bill's current charges; the amount due adds the balance carried from the last bill"],
    },
    [seller.name, number, day(date), day(due), fmt(current), ...charges.flatMap((c) => [c.description, fmt(c.cents)])],
  );
}

const CSS = `<style>
.tb { font-size: 9pt; line-height: 1.35; }
.tb p { margin: 0.15em 0; }
.tb .top { display: flex; justify-content: space-between; align-items: flex-start; }
.tb .nm { font-size: 18pt; font-weight: 800; color: #b0005a; }
.tb .sm { font-size: 7pt; color: #666; }
.tb .box { border: 2px solid #b0005a; padding: 6px 12px; min-width: 38%; }
.tb .box .big { font-size: 16pt; font-weight: 700; }
.tb .lbl { font-size: 8pt; color: #555; }
.tb .buy { margin: 14px 0; }
.tb .ttl { font-size: 13pt; font-weight: 700; margin: 8px 0; }
.tb table.meta td { padding: 0 14px 0 0; }
.tb table.meta td.k { color: #555; }
.tb table.sum, .tb table.det { width: 70%; border-collapse: collapse; margin: 10px 0; }
.tb table.sum td, .tb table.det td { padding: 2px 4px; border-bottom: 1px solid #eee; }
.tb tr.b td { font-weight: 700; border-top: 1px solid #333; }
.tb .num { text-align: right; white-space: nowrap; }
.tb .nt { margin-top: 10px; font-size: 8pt; }
.tb .ft { margin-top: 16px; border-top: 1px solid #ccc; font-size: 7pt; color: #666; }
</style>`;
