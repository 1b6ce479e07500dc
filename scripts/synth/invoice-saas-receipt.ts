// The receipt a software vendor e-mails after a card payment, which is also the invoice: "Receipt"
// as the title with "Invoice number" and "Receipt number" both printed (the receipt number is a
// decoy), "Date of issue", "Date due" and "Paid on"/"Date paid" (the same or another day), the
// amount paid as a headline, the card's last four digits, and a charge in a second currency:
// the card statement's converted amount, or the plan priced in one currency and the totals
// followed by their equivalent in the buyer's.
import { addDays, formatDate, formatMoney, isoOf, moneyStyleFor, randomDay, escapeHtml as e, type Day, type MoneyStyle } from "./formats";
import { percentOf, TAX_RATES } from "./invoice";
import { company, sharesWord, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { invoiceDoc } from "./invoice-doc";

type ReceiptLang = "en" | "de";

const WORDS = {
  en: {
    title: ["Receipt", "Receipt from", "Invoice & receipt"],
    invoiceNo: ["Invoice number", "Invoice #"],
    receiptNo: ["Receipt number", "Receipt #", "Transaction ID"],
    issued: ["Date of issue", "Invoice date"],
    due: ["Date due", "Due date"],
    paid: ["Paid on", "Date paid", "Payment date"],
    headline: (m: string, d: string) => `${m} paid on ${d}`,
    method: (brand: string, last4: string) => `${brand} – ${last4}`,
    methodLabel: "Payment method",
    subtotal: "Subtotal",
    tax: (r: string) => `Tax (${r})`,
    total: ["Total", "Total amount"],
    amountPaid: ["Amount paid", "Amount charged"],
    amountDue: "Amount due",
    converted: (m: string, rate: string) => `Charged to your card as ${m} (exchange rate ${rate}).`,
    equivalent: (m: string) => `Equivalent in your currency: ${m}`,
    billed: "Billed to",
    plans: ["Pro subscription (monthly)", "Team workspace – 5 seats", "Annual plan", "Storage add-on 1 TB", "Usage overage"],
  },
  de: {
    title: ["Zahlungsbeleg", "Beleg", "Rechnung und Quittung"],
    invoiceNo: ["Rechnungsnummer", "Rechnungs-Nr."],
    receiptNo: ["Belegnummer", "Quittungsnummer", "Transaktions-ID"],
    issued: ["Ausstellungsdatum", "Rechnungsdatum"],
    due: ["Fälligkeitsdatum", "Fällig am"],
    paid: ["Bezahlt am", "Zahlungsdatum"],
    headline: (m: string, d: string) => `${m} bezahlt am ${d}`,
    method: (brand: string, last4: string) => `${brand} •••• ${last4}`,
    methodLabel: "Zahlungsart",
    subtotal: "Zwischensumme",
    tax: (r: string) => `USt. (${r})`,
    total: ["Gesamt", "Gesamtbetrag"],
    amountPaid: ["Bezahlter Betrag", "Belasteter Betrag"],
    amountDue: "Fälliger Betrag",
    converted: (m: string, rate: string) => `Ihrer Karte belastet als ${m} (Wechselkurs ${rate}).`,
    equivalent: (m: string) => `Entspricht in Ihrer Währung: ${m}`,
    billed: "Rechnungsempfänger",
    plans: ["Pro-Abo (monatlich)", "Team-Arbeitsbereich – 5 Plätze", "Jahresplan", "Speicher-Erweiterung 1 TB", "Mehrverbrauch"],
  },
};

const OTHER: Record<string, readonly string[]> = { USD: ["EUR", "GBP", "CAD"], EUR: ["USD", "GBP", "CHF"], GBP: ["EUR", "USD"] };

export function makeSaasReceipt(rng: Rng, name: string): SynthDoc {
  const lang: ReceiptLang = rng.chance(0.65) ? "en" : "de";
  const w = WORDS[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const sellerCountry: InvoiceCountry = lang === "en" ? pick(["US", "US", "IE", "UK"] as const) : pick(["DE", "IE", "AT"] as const);
  const seller = company(rng, sellerCountry);
  let buyer = company(rng, lang === "de" ? "DE" : pick(["US", "UK", "NL"] as const));
  while (sharesWord(buyer, seller)) buyer = company(rng, buyer.country);
  const currency = { US: "USD", UK: "GBP" }[sellerCountry as "US" | "UK"] ?? "EUR";
  const money: MoneyStyle = { ...moneyStyleFor(rng, lang, currency), everywhere: true, numbers: lang === "de" ? "dot-comma" : "comma-dot" };
  const fmt = (cents: number) => formatMoney(cents, money);
  const dateStyle = lang === "de" ? pick(["dmy-dot", "d-month-y"] as const) : pick(["month-d-y", "mon-d-y", "d-mon-y"] as const);
  const day = (d: Day) => formatDate(d, dateStyle, lang);
  const date = randomDay(rng, dateStyle);
  const paidDay = rng.chance(0.5) ? date : addDays(date, rng.int(1, 3));
  const dueShown = rng.chance(0.6);

  const lines = rng
    .shuffle(w.plans)
    .slice(0, rng.int(1, 3))
    .map((description) => {
      const qty = rng.chance(0.7) ? 1 : rng.int(2, 12);
      const unit = rng.int(5, 400) * 100 - pick([0, 1]);
      return { description, qty, unit, amount: qty * unit };
    });
  const net = lines.reduce((s, l) => s + l.amount, 0);
  const rate = sellerCountry === "US" ? (rng.chance(0.5) ? 0 : pick([6.25, 8.875, 7.25])) : TAX_RATES[sellerCountry][0];
  const tax = percentOf(net, rate);
  const total = net + tax;
  const other = pick(OTHER[currency] ?? ["USD"]);
  const fx = rng.int(7000, 14000) / 10000;
  const otherStyle: MoneyStyle = { ...money, mark: other, markAfter: true };
  const converted = formatMoney(Math.round(total * fx), otherStyle);

  const invoiceNo = `${Array.from({ length: 8 }, () => "0123456789ABCDEF"[rng.int(0, 15)]).join("")}-${String(rng.int(1, 30)).padStart(4, "0")}`;
  const receiptNo = `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`;
  const meta: Array<[string, string]> = rng.shuffle([
    [pick(w.invoiceNo), invoiceNo],
    [pick(w.receiptNo), receiptNo],
  ] as Array<[string, string]>);
  meta.push([pick(w.issued), day(date)]);
  if (dueShown) meta.push([pick(w.due), day(date)]);
  meta.push([pick(w.paid), day(paidDay)], [w.methodLabel, w.method(pick(["Visa", "Mastercard", "Amex"]), String(rng.int(1000, 9999)))]);
  const rows = lines
    .map(
      (l) => `<tr><td>${e(l.description)}</td><td class="num">${l.qty}</td><td class="num">${e(fmt(l.unit))}</td><td class="num">${e(fmt(l.amount))}</td></tr>`,
    )
    .join("");
  const sums: Array<[string, string, boolean?]> = [[w.subtotal, fmt(net)]];
  if (rate) sums.push([w.tax(`${rate}%`), fmt(tax)]);
  sums.push([pick(w.total), fmt(total), true], [pick(w.amountPaid), fmt(total)]);
  if (rng.chance(0.5)) sums.push([w.amountDue, fmt(0)]);
  const note = rng.chance(0.5) ? w.converted(converted, String(fx)) : w.equivalent(converted);
  const headline = w.headline(fmt(total), day(paidDay));
  const body = `${CSS}<div class="sr"><div class="top"><div class="logo">${e(seller.short)}</div><div class="ttl">${e(pick(w.title))}</div></div>
    <div class="head">${e(headline)}</div>
    <table class="meta">${meta.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>
    <div class="cols"><div><div class="lbl">${e(seller.name)}</div><div>${e(seller.street)}</div><div>${e(seller.cityLine)}</div>${
      sellerCountry === "US" ? "" : `<div>${e(seller.vatId)}</div>`
    }</div><div><div class="lbl">${e(w.billed)}</div><div>${e(buyer.name)}</div><div>${e(buyer.email)}</div></div></div>
    <table class="it"><tr><th>Description</th><th class="num">Qty</th><th class="num">${lang === "de" ? "Preis" : "Unit price"}</th><th class="num">${lang === "de" ? "Betrag" : "Amount"}</th></tr>${rows}</table>
    <table class="sums">${sums.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>
    <p class="nt">${e(note)}</p></div>`;

  const data = {
    vendor: seller.name,
    invoice_number: invoiceNo,
    invoice_date: isoOf(date),
    due_date: dueShown ? isoOf(date) : null,
    currency,
    subtotal: net / 100,
    tax: rate ? tax / 100 : null,
    total: total / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty, unit_price: l.unit / 100, amount: l.amount / 100 })),
  };
  return invoiceDoc(
    name,
    "saas-receipt",
    {
      body,
      title: invoiceNo,
      theme: pick(["minimal", "default"] as const),
      font: pick([undefined, "sans", "system"] as const),
      paper: { format: sellerCountry === "US" ? "Letter" : "A4" },
    },
    { source: { language: lang, receipt_number: receiptNo }, data, notes: rate ? [] : ["subtotal: printed though no tax is charged, so it equals the total"] },
    [seller.name, invoiceNo, day(date), fmt(total), fmt(net), ...lines.flatMap((l) => [l.description, fmt(l.amount)])],
  );
}

const CSS = `<style>
.sr { font-size: 9.5pt; line-height: 1.4; }
.sr .top { display: flex; justify-content: space-between; align-items: center; }
.sr .logo { font-size: 16pt; font-weight: 800; color: #0a7c5a; }
.sr .ttl { font-size: 15pt; color: #555; }
.sr .head { font-size: 15pt; font-weight: 700; margin: 14px 0 8px; }
.sr table.meta td { padding: 1px 16px 1px 0; }
.sr table.meta td.k { color: #666; }
.sr .cols { display: flex; gap: 50px; margin: 14px 0; }
.sr .lbl { font-weight: 700; }
.sr table.it { width: 100%; border-collapse: collapse; }
.sr table.it th { color: #666; text-align: left; border-bottom: 1px solid #ccc; padding: 3px; }
.sr table.it td { padding: 4px 3px; border-bottom: 1px solid #eee; }
.sr .num { text-align: right; white-space: nowrap; }
.sr table.sums { margin-left: auto; width: 50%; margin-top: 8px; }
.sr table.sums tr.b td { font-weight: 700; }
.sr .nt { margin-top: 14px; color: #555; }
</style>`;
