// Invoices a freelancer types in a word processor: the sender is a person (with or without a trade
// name), "From"/"To" (or "Von"/"An") blocks side by side, "Invoice #" with the date and a project
// or PO reference beside it, hours × hourly rate lines (quarter hours) and an expenses line, a
// deposit already paid and the "Balance due" after it, no tax at all for small businesses
// ("Kleinunternehmer", "not VAT registered"), and a bank-details block whose sort code, account
// number and reference are digit-string decoys.
import {
  addDays,
  formatDate,
  formatMoney,
  formatQuantity,
  invoiceDateStyleFor,
  isoOf,
  laterDay,
  moneyStyleFor,
  randomDay,
  escapeHtml as e,
  type Day,
} from "./formats";
import { percentOf } from "./invoice";
import { company, personName, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { invoiceDoc } from "./invoice-doc";

type FreelanceLang = "en" | "de";

const WORDS = {
  en: {
    title: ["INVOICE", "Invoice"],
    from: ["From", "FROM"],
    to: ["To", "Bill To", "TO"],
    number: ["Invoice #", "Invoice No.", "Invoice number:"],
    date: ["Date:", "Invoice Date:", "Date"],
    due: ["Due Date:", "Payment due:", "Due"],
    project: ["Project:", "Re:", "PO #"],
    head: { desc: "Description", qty: "Hours", rate: "Rate", amount: "Amount" },
    work: [
      "Website redesign",
      "Logo and brand guidelines",
      "Copywriting – landing pages",
      "Photo editing",
      "Backend development",
      "UX research interviews",
      "Translation EN–DE",
      "Project management",
    ],
    expenses: ["Travel expenses", "Stock images (licence)", "Software licence"],
    subtotal: "Subtotal",
    tax: (r: string) => `Sales tax (${r})`,
    vat: (r: string) => `VAT ${r}`,
    total: ["Total", "TOTAL", "Invoice total"],
    deposit: (d: string) => `Less deposit received ${d}`,
    balance: ["Balance due", "BALANCE DUE", "Amount due"],
    noTax: "Not VAT registered – no VAT charged.",
    bank: "Bank details",
    bankLines: (rng: Rng, holder: string, number: string) => [
      `Account name: ${holder}`,
      `Sort code: ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
      `Account number: ${rng.int(10000000, 99999999)}`,
      `Reference: ${number}`,
    ],
    terms: (n: number) => `Payment within ${n} days. Thank you for your business!`,
  },
  de: {
    title: ["RECHNUNG", "Rechnung"],
    from: ["Von", "Absender"],
    to: ["An", "Rechnung an"],
    number: ["Rechnung Nr.", "Rechnungsnummer:", "Nr."],
    date: ["Datum:", "Rechnungsdatum:", "Datum"],
    due: ["Zahlbar bis:", "Fällig:"],
    project: ["Projekt:", "Ihr Auftrag:", "Betreff:"],
    head: { desc: "Leistung", qty: "Stunden", rate: "Stundensatz", amount: "Betrag" },
    work: [
      "Konzeption Webseite",
      "Gestaltung Flyer",
      "Lektorat Manuskript",
      "Programmierung Schnittstelle",
      "Workshop Moderation",
      "Fotografie Produktbilder",
      "Übersetzung DE–EN",
    ],
    expenses: ["Reisekosten", "Bildlizenzen", "Materialkosten"],
    subtotal: "Zwischensumme",
    tax: (r: string) => `zzgl. ${r} USt.`,
    vat: (r: string) => `zzgl. ${r} USt.`,
    total: ["Gesamtbetrag", "Summe", "Rechnungsbetrag"],
    deposit: (d: string) => `abzgl. Anzahlung vom ${d}`,
    balance: ["Offener Betrag", "Noch zu zahlen", "Zahlbetrag"],
    noTax: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    bank: "Bankverbindung",
    bankLines: (rng: Rng, holder: string, number: string) => [
      `Kontoinhaber: ${holder}`,
      `IBAN: DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
      `BIC: ${rng.pick(["GENODEF1", "COBADEFF", "DEUTDEDB"])}XXX`,
      `Verwendungszweck: ${number}`,
    ],
    terms: (n: number) => `Bitte überweisen Sie den Betrag innerhalb von ${n} Tagen. Vielen Dank!`,
  },
};

export function makeFreelanceInvoice(rng: Rng, name: string): SynthDoc {
  const lang: FreelanceLang = rng.chance(0.6) ? "en" : "de";
  const w = WORDS[lang];
  const country: InvoiceCountry = lang === "en" ? rng.pick(["UK", "US", "IE"] as const) : rng.pick(["DE", "DE", "AT"] as const);
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const person = personName(rng);
  const vendor = rng.chance(0.5)
    ? person
    : `${person} ${pick(lang === "en" ? ["Design", "Consulting", "Studio", "Creative"] : ["Design", "Beratung", "Medien", "Webentwicklung"])}`;
  const self = company(rng, country);
  const buyer = company(rng, country);
  const currency = { UK: "GBP", US: "USD" }[country as "UK" | "US"] ?? "EUR";
  const money = moneyStyleFor(rng, lang, currency);
  const fmt = (cents: number, mark = true) => formatMoney(cents, money, { withMark: mark });
  const dateStyle = invoiceDateStyleFor(rng, lang);
  const day = (d: Day) => formatDate(d, dateStyle, lang);
  const date = randomDay(rng, dateStyle);
  const terms = pick([7, 14, 30]);
  const due = rng.chance(0.6) ? laterDay(rng, date, terms, terms, dateStyle) : null;
  const number = pick([
    () => `${date.y}-${String(rng.int(1, 60)).padStart(3, "0")}`,
    () => String(rng.int(1, 250)),
    () => `${pick(["INV", "R"])}-${String(rng.int(1, 999)).padStart(4, "0")}`,
  ])();

  const hourly = rng.int(45, 160) * 100;
  const lines = rng
    .shuffle(w.work)
    .slice(0, rng.int(1, 4))
    .map((description) => {
      const qty = rng.int(2, 160) * 250;
      return { description, qty, unit: hourly, amount: Math.round((qty * hourly) / 1000) };
    });
  if (rng.chance(0.35)) {
    const cents = rng.int(1500, 40000);
    lines.push({ description: pick(w.expenses), qty: 1000, unit: cents, amount: cents });
  }
  const net = lines.reduce((s, l) => s + l.amount, 0);
  const rate = rng.chance(0.4) ? 0 : country === "US" ? pick([6.25, 7, 8.875]) : country === "UK" ? 20 : country === "IE" ? 23 : country === "AT" ? 20 : 19;
  const tax = percentOf(net, rate);
  const total = net + tax;
  const deposit = rng.chance(0.35) ? Math.round(total * pick([0.25, 0.3, 0.5])) : 0;

  const block = (label: string, ls: string[]) =>
    `<div class="col"><p class="lbl">${e(label)}</p>${ls.map((l, i) => `<p class="${i ? "" : "b"}">${e(l)}</p>`).join("")}</div>`;
  const from = block(pick(w.from), [vendor, self.street, self.cityLine, self.email, ...(rate && country !== "US" ? [self.vatId] : [])]);
  const to = block(pick(w.to), [buyer.name, `${lang === "en" ? "Attn." : "z. Hd."} ${personName(rng)}`, buyer.street, buyer.cityLine]);
  const meta: Array<[string, string]> = [
    [pick(w.number), number],
    [pick(w.date), day(date)],
  ];
  if (due) meta.push([pick(w.due), day(due)]);
  if (rng.chance(0.5)) meta.push([pick(w.project), `${pick(["P", "PO-", ""])}${rng.int(1000, 99999)}`]);
  const metaHtml = `<p>${meta.map(([k, v]) => `${e(k)} ${e(v)}`).join("<br>")}</p>`;
  const rateText = (cents: number) => `${fmt(cents)}${lang === "en" ? pick(["", "/hr"]) : pick(["", "/Std."])}`;
  const rowsHtml = lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}</td><td class="num">${e(formatQuantity(l.qty, money.numbers))}</td><td class="num">${e(rateText(l.unit))}</td><td class="num">${e(fmt(l.amount))}</td></tr>`,
    )
    .join("");
  const table = `<table class="it"><tr><th>${e(w.head.desc)}</th><th class="num">${e(w.head.qty)}</th><th class="num">${e(w.head.rate)}</th><th class="num">${e(w.head.amount)}</th></tr>${rowsHtml}</table>`;
  const sums: Array<[string, string, boolean?]> = [];
  const rateLabel = `${formatQuantity(Math.round(rate * 1000), money.numbers)}%`;
  if (rate) sums.push([w.subtotal, fmt(net)], [country === "US" ? w.tax(rateLabel) : w.vat(rateLabel), fmt(tax)]);
  sums.push([pick(w.total), fmt(total), !deposit]);
  if (deposit) sums.push([w.deposit(day(addDays(date, -rng.int(14, 40)))), fmt(-deposit)], [pick(w.balance), fmt(total - deposit), true]);
  else if (rng.chance(0.5)) sums.push([pick(w.balance), fmt(total), true]);
  const sumsHtml = `<table class="sums">${sums.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;
  const notes = [...(rate ? [] : [w.noTax]), w.terms(terms)];
  const bank = `<p class="lbl">${e(w.bank)}</p>${w
    .bankLines(rng, person, number)
    .map((l) => `<p>${e(l)}</p>`)
    .join("")}`;
  const titleHtml = `<h1>${e(pick(w.title))}</h1>`;
  const body = `${CSS}<div class="fl">${titleHtml}<div class="cols">${from}${to}</div>${metaHtml}${table}${sumsHtml}<div class="nt">${notes
    .map((n) => `<p>${e(n)}</p>`)
    .join("")}</div>${bank}</div>`;

  const data = {
    vendor,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency,
    subtotal: rate ? net / 100 : null,
    tax: rate ? tax / 100 : null,
    total: total / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty / 1000, unit_price: l.unit / 100, amount: l.amount / 100 })),
  };
  return invoiceDoc(
    name,
    "freelance-letter",
    {
      body,
      title: number,
      theme: pick(["minimal", "editorial", "default"] as const),
      font: pick(["serif", "system", undefined] as const),
      paper: { format: country === "US" ? "Letter" : "A4" },
    },
    { source: { language: lang, deposit: deposit / 100 }, data },
    [vendor, number, day(date), ...(due ? [day(due)] : []), fmt(total), ...lines.flatMap((l) => [l.description, fmt(l.amount)])],
  );
}

const CSS = `<style>
.fl { font-size: 10.5pt; line-height: 1.4; }
.fl p { margin: 0.1em 0; }
.fl h1 { font-size: 22pt; letter-spacing: 0.08em; margin: 0 0 14px; }
.fl .cols { display: flex; gap: 60px; margin-bottom: 14px; }
.fl .lbl { font-weight: 700; text-transform: uppercase; font-size: 9pt; margin-top: 8px; }
.fl .b { font-weight: 600; }
.fl table.it { width: 100%; border-collapse: collapse; margin: 14px 0; }
.fl table.it th { border-bottom: 2px solid #000; text-align: left; padding: 3px; }
.fl table.it td { padding: 3px; border-bottom: 1px solid #ccc; }
.fl .num { text-align: right; white-space: nowrap; }
.fl table.sums { margin-left: auto; border-collapse: collapse; }
.fl table.sums td { padding: 2px 8px; }
.fl table.sums tr.b td { font-weight: 700; border-top: 2px solid #000; }
.fl .nt { margin: 16px 0 8px; }
</style>`;
