// Utility and telecom bills: an account summary before the charges (previous balance, the payment
// received for it, the balance brought forward, this period's charges, the total amount due), an
// account number, a billing period and a meter or contract number beside the invoice's own number
// and dates, charges listed with their period and no quantities, and a direct-debit note with its
// own date. The previous bill is always paid in full, so the amount due is this bill's total.
import { addDays, formatDate, formatMoney, invoiceDateStyleFor, isoOf, laterDay, moneyStyleFor, randomDay, escapeHtml as e, type Day } from "./formats";
import { percentOf, TAX_RATES } from "./invoice";
import { company, personName, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type StatementLang = "en" | "de" | "fr" | "it";

const WORDS = {
  en: {
    title: ["Your bill", "Invoice", "Statement of account"],
    account: ["Account number", "Account no."],
    number: ["Invoice number", "Bill number"],
    date: ["Bill date", "Invoice date", "Statement date"],
    period: ["Billing period"],
    due: ["Payment due", "Due date", "Please pay by"],
    summary: "Account summary",
    previous: "Previous balance",
    received: (d: string) => `Payment received ${d} – thank you`,
    forward: "Balance brought forward",
    current: "This period's charges",
    totalDue: ["Total amount due", "Amount due", "Total due"],
    detail: "Your charges in detail",
    description: "Description",
    amount: "Amount",
    net: ["Total charges excl. VAT", "Subtotal"],
    vat: (r: string) => `VAT at ${r}`,
    total: ["Total charges", "Total this bill"],
    debit: (d: string, iban: string) => `We will collect this amount by direct debit from ${iban} on or after ${d}.`,
    meter: "Meter number",
    contract: "Contract",
    customer: "Customer",
  },
  de: {
    title: ["Ihre Rechnung", "Rechnung", "Verbrauchsabrechnung"],
    account: ["Kundennummer", "Kundenkonto"],
    number: ["Rechnungsnummer", "Rechnungs-Nr."],
    date: ["Rechnungsdatum", "Datum"],
    period: ["Abrechnungszeitraum", "Rechnungszeitraum"],
    due: ["Fällig am", "Zahlbar bis"],
    summary: "Kontoübersicht",
    previous: "Vorheriger Rechnungsbetrag",
    received: (d: string) => `Zahlungseingang vom ${d} – vielen Dank`,
    forward: "Saldovortrag",
    current: "Beträge dieser Rechnung",
    totalDue: ["Zu zahlender Betrag", "Rechnungsbetrag"],
    detail: "Ihre Rechnung im Detail",
    description: "Leistung",
    amount: "Betrag",
    net: ["Summe netto", "Nettobetrag"],
    vat: (r: string) => `Umsatzsteuer ${r}`,
    total: ["Summe brutto", "Rechnungsbetrag gesamt"],
    debit: (d: string, iban: string) => `Den Betrag buchen wir frühestens am ${d} von Ihrem Konto ${iban} ab.`,
    meter: "Zählernummer",
    contract: "Vertragskonto",
    customer: "Kunde",
  },
  fr: {
    title: ["Votre facture", "Facture"],
    account: ["Numéro de compte", "Référence client"],
    number: ["Numéro de facture", "Facture n°"],
    date: ["Date de facture", "Date d'émission"],
    period: ["Période de facturation"],
    due: ["Date limite de paiement", "À payer avant le"],
    summary: "Récapitulatif de votre compte",
    previous: "Montant de la facture précédente",
    received: (d: string) => `Paiement reçu le ${d} – merci`,
    forward: "Solde reporté",
    current: "Montant de cette facture",
    totalDue: ["Montant total à payer", "Total à payer"],
    detail: "Détail de votre facture",
    description: "Désignation",
    amount: "Montant",
    net: ["Total HT"],
    vat: (r: string) => `TVA ${r}`,
    total: ["Total TTC"],
    debit: (d: string, iban: string) => `Ce montant sera prélevé sur le compte ${iban} à partir du ${d}.`,
    meter: "N° de compteur",
    contract: "N° de contrat",
    customer: "Titulaire",
  },
  it: {
    title: ["La tua bolletta", "Fattura"],
    account: ["Codice cliente"],
    number: ["Numero fattura", "Fattura n."],
    date: ["Data emissione", "Data fattura"],
    period: ["Periodo di fatturazione"],
    due: ["Scadenza", "Da pagare entro il"],
    summary: "Riepilogo del conto",
    previous: "Importo bolletta precedente",
    received: (d: string) => `Pagamento ricevuto il ${d} – grazie`,
    forward: "Saldo riportato",
    current: "Importo di questa bolletta",
    totalDue: ["Totale da pagare", "Importo da pagare"],
    detail: "Dettaglio degli importi",
    description: "Descrizione",
    amount: "Importo",
    net: ["Totale imponibile"],
    vat: (r: string) => `IVA ${r}`,
    total: ["Totale bolletta", "Totale fattura"],
    debit: (d: string, iban: string) => `L'importo sarà addebitato sul conto ${iban} a partire dal ${d}.`,
    meter: "Matricola contatore",
    contract: "Numero contratto",
    customer: "Intestatario",
  },
} satisfies Record<StatementLang, unknown>;

const CHARGES: Record<StatementLang, readonly string[]> = {
  en: [
    "Monthly plan Unlimited",
    "Data add-on 10 GB",
    "Calls outside your plan",
    "Device instalment",
    "Roaming charges",
    "Standing charge",
    "Energy used",
    "Network charges",
    "Broadband line rental",
  ],
  de: [
    "Grundgebühr Tarif Komfort",
    "Datenoption 10 GB",
    "Verbindungen außerhalb des Tarifs",
    "Gerätezahlung",
    "Roaming",
    "Grundpreis",
    "Arbeitspreis Strom",
    "Netzentgelt",
    "Messstellenbetrieb",
  ],
  fr: [
    "Forfait mensuel",
    "Option data 10 Go",
    "Communications hors forfait",
    "Paiement échelonné du mobile",
    "Abonnement",
    "Consommation électricité",
    "Acheminement",
    "Contribution tarifaire",
  ],
  it: [
    "Canone mensile",
    "Opzione dati 10 GB",
    "Traffico extra soglia",
    "Rata dispositivo",
    "Quota fissa",
    "Spesa per la materia energia",
    "Spesa per il trasporto",
    "Oneri di sistema",
  ],
};
const COUNTRY: Record<StatementLang, readonly InvoiceCountry[]> = { en: ["UK", "IE", "US"], de: ["DE", "AT"], fr: ["FR"], it: ["IT"] };

export function makeStatementInvoice(rng: Rng, name: string): SynthDoc {
  const lang = rng.pick(["en", "en", "de", "de", "fr", "it"] as const);
  const w = WORDS[lang];
  const country = rng.pick(COUNTRY[lang]);
  const seller = company(rng, country);
  const customer = rng.chance(0.6) ? personName(rng) : company(rng, country).name;
  const buyer = company(rng, country);
  const currency = country === "UK" ? "GBP" : country === "US" ? "USD" : "EUR";
  const money = { ...moneyStyleFor(rng, lang, currency), everywhere: true };
  const fmt = (cents: number) => formatMoney(cents, money);
  const style = invoiceDateStyleFor(rng, lang);
  const day = (d: Day) => formatDate(d, style, lang);
  const date = randomDay(rng, style);
  const due = laterDay(rng, date, 10, 21, style);
  const periodStart = addDays(date, -rng.int(32, 40));
  const periodEnd = addDays(periodStart, rng.int(27, 30));
  const lines = rng
    .shuffle(CHARGES[lang])
    .slice(0, rng.int(2, 6))
    .map((description) => ({ description, amountCents: rng.int(150, 6000) }));
  const net = lines.reduce((s, l) => s + l.amountCents, 0);
  const rate = country === "US" ? 0 : TAX_RATES[country][0];
  const tax = percentOf(net, rate);
  const total = net + tax;
  const previous = rng.int(2000, 15000);
  const number = rng.pick([
    () => `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    () => `${date.y}-${String(date.m).padStart(2, "0")}-${rng.int(100000, 999999)}`,
    () => `R${rng.int(10000000, 99999999)}`,
  ])();
  const account = `${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`;
  const meta: Array<[string, string]> = rng.shuffle([
    [rng.pick(w.account), account],
    [rng.pick(w.number), number],
  ] as Array<[string, string]>);
  meta.push([rng.pick(w.date), day(date)], [rng.pick(w.period), `${day(periodStart)} – ${day(periodEnd)}`], [rng.pick(w.due), day(due)]);
  if (rng.chance(0.5)) meta.push([rng.chance(0.5) ? w.meter : w.contract, String(rng.int(10000000, 99999999))]);
  const totalDueLabel = rng.pick(w.totalDue);
  const summary: Array<[string, string]> = [
    [w.previous, fmt(previous)],
    [w.received(day(addDays(periodStart, rng.int(3, 12)))), fmt(-previous)],
    [w.forward, fmt(0)],
    [w.current, fmt(total)],
    [totalDueLabel, fmt(total)],
  ];
  const taxed = country !== "US";
  const details: Array<[string, string, boolean?]> = lines.map((l) => [l.description, fmt(l.amountCents)]);
  const totals: Array<[string, string, boolean?]> = taxed
    ? [
        [rng.pick(w.net), fmt(net)],
        [w.vat(`${rate}%`), fmt(tax)],
        [rng.pick(w.total), fmt(total), true],
      ]
    : [[rng.pick(w.total), fmt(total), true]];
  const rows = (r: Array<[string, string, boolean?]>) =>
    r.map(([k, v, strong]) => `<tr${strong ? ' class="strong"' : ""}><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("");
  const body = `${CSS}<div class="ut">
    <div class="top"><div class="brand">${e(seller.short)}</div><div class="title">${e(rng.pick(w.title))}</div></div>
    <div class="row"><div><div class="label">${e(w.customer)}</div><div>${e(customer)}</div><div>${e(buyer.street)}</div><div>${e(buyer.cityLine)}</div></div>
    <table class="kv">${meta.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table></div>
    <h3>${e(w.summary)}</h3><table class="sum">${rows(summary.map(([k, v], i) => [k, v, i === summary.length - 1]))}</table>
    <h3>${e(w.detail)}</h3><table class="sum"><tr class="head"><td>${e(w.description)}</td><td class="num">${e(w.amount)}</td></tr>${rows(details)}${rows(totals)}</table>
    <p>${e(w.debit(day(due), seller.iban.replace(/\d{4} \d{4} \d{2}$/, "XXXX XXXX XX")))}</p>
    <div class="foot small">${e([seller.name, seller.street, seller.cityLine, seller.registration, ...(taxed ? [seller.vatId] : [])].join(" · "))}</div></div>`;
  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: isoOf(due),
    currency,
    subtotal: taxed ? net / 100 : null,
    tax: taxed ? tax / 100 : null,
    total: total / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: null, unit_price: null, amount: l.amountCents / 100 })),
  };
  return {
    name,
    kind: "invoice",
    family: "utility-statement",
    render: {
      kind: "html",
      page: {
        body,
        title: `${w.title[0]} ${number}`,
        theme: rng.pick(["default", "minimal", "bold"] as const),
        font: rng.pick([undefined, "sans", "humanist"] as const),
        paper: { format: country === "US" ? "Letter" : "A4" },
      },
    },
    expected: {
      name,
      preset: "invoice",
      source: { kind: "synthetic", family: "utility-statement", language: lang, credit_note: false },
      data,
      unknown: [],
      notes: [],
    },
    mustPrint: [
      seller.name,
      number,
      day(date),
      day(due),
      fmt(total),
      ...(taxed ? [fmt(net), fmt(tax)] : []),
      ...lines.flatMap((l) => [l.description, fmt(l.amountCents)]),
    ],
  };
}

const CSS = `<style>
.ut { font-size: 9pt; line-height: 1.4; }
.ut .top { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #e2007a; padding-bottom: 6px; margin-bottom: 12px; }
.ut .brand { font-size: 16pt; font-weight: 800; color: #e2007a; }
.ut .title { font-size: 14pt; font-weight: 700; }
.ut .row { display: flex; justify-content: space-between; gap: 30px; }
.ut .label { color: #666; font-size: 8pt; }
.ut table.kv td { padding: 0 0 0 14px; }
.ut table.kv td.k { color: #555; }
.ut h3 { font-size: 10.5pt; margin: 16px 0 4px; }
.ut table.sum { width: 100%; border-collapse: collapse; }
.ut table.sum td { padding: 3px 4px; border-bottom: 1px solid #eee; }
.ut table.sum tr.strong td { font-weight: 700; border-top: 1px solid #333; }
.ut table.sum tr.head td { color: #666; border-bottom: 1px solid #999; }
.ut .num { text-align: right; white-space: nowrap; }
.ut .small { font-size: 7pt; color: #666; }
.ut .foot { margin-top: 30px; border-top: 1px solid #ccc; padding-top: 4px; }
</style>`;
