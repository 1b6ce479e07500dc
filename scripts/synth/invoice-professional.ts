// Invoices of law, accounting and agency firms (English, German "Honorarrechnung", French "Note
// d'honoraires"), written before reading the invoice rules. They bill a matter for a client: the
// client and matter numbers and the billing period are decoys beside the invoice number and date.
// Fees come from a timekeeper table (hours × rate, sometimes after a list of time entries with hours
// only), then disbursements at cost; the current invoice's total is followed by an account summary:
// prior unpaid invoices, payments received, a retainer or trust funds applied, and the total balance
// due. The truth's total is this invoice's total; the balance due with earlier invoices is a decoy.
import { addDays, formatDate, formatMoney, formatQuantity, escapeHtml as e, isoOf, type Day } from "./formats";
import { invoiceFacts, percentOf, TAX_RATES } from "./invoice";
import { invoiceDoc } from "./invoice-doc";
import { personName } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type ProLang = "en" | "de" | "fr";
type Firm = "law" | "accounting" | "agency";

const WORDS = {
  en: {
    title: { law: ["INVOICE", "Invoice for Legal Services"], accounting: ["INVOICE", "Invoice"], agency: ["INVOICE", "Invoice"] },
    number: ["Invoice No.", "Invoice Number", "Invoice #", "Bill No."],
    date: ["Invoice Date", "Date", "Bill Date"],
    due: ["Due Date", "Payment Due"],
    dueOnReceipt: "Payment is due upon receipt.",
    client: ["Client No.", "Client ID", "Client Number"],
    matter: ["Matter No.", "Matter", "Engagement No.", "Project No."],
    period: ["For services through", "Billing period ending", "Services rendered through"],
    re: "Re:",
    matters: {
      law: ["Commercial lease dispute", "Acquisition of shares", "Employment matter", "Trademark registration", "General corporate advice"],
      accounting: ["Annual accounts and tax return", "Payroll services", "VAT compliance", "Audit of financial statements"],
      agency: ["Brand refresh campaign", "Website redesign", "Quarterly social media", "Product launch event"],
    },
    feesHead: "Professional Services",
    entryHead: ["Date", "Timekeeper", "Description", "Hours"],
    keeperHead: ["Timekeeper", "Hours", "Rate", "Amount"],
    roles: {
      law: ["Partner", "Associate", "Paralegal"],
      accounting: ["Partner", "Senior Manager", "Staff Accountant"],
      agency: ["Creative Director", "Designer", "Account Manager"],
    },
    entries: [
      "Review of correspondence",
      "Telephone conference with client",
      "Draft memorandum",
      "Revise agreement",
      "Prepare schedules",
      "Meeting with client",
    ],
    disbHead: "Disbursements",
    disb: ["Court filing fee", "Courier charges", "Travel expenses", "Photocopying", "Search fees", "Stock photography licence"],
    fees: ["Total fees", "Total professional fees", "Fees"],
    disbTotal: "Total disbursements",
    subtotal: ["Subtotal", "Total before tax"],
    tax: (r: string) => `VAT at ${r}`,
    salesTax: (r: string) => `Sales tax ${r}`,
    total: ["Current invoice total", "Total this invoice", "Total current charges", "Invoice total"],
    summary: "Account summary",
    prior: "Previous balance",
    priorRow: (n: string, d: string) => `Invoice ${n} dated ${d}`,
    payments: "Payments received",
    retainer: ["Retainer applied", "Trust funds applied", "Less: funds held on account"],
    balance: ["Total balance due", "Total amount due", "Balance due"],
    remit: "Please quote the invoice number with your payment.",
  },
  de: {
    title: { law: ["Rechnung", "Kostennote"], accounting: ["Honorarrechnung", "Rechnung"], agency: ["Rechnung", "RECHNUNG"] },
    number: ["Rechnungsnummer", "Rechnung Nr.", "Rechnungs-Nr."],
    date: ["Rechnungsdatum", "Datum"],
    due: ["Zahlbar bis", "Fällig am"],
    dueOnReceipt: "Zahlbar sofort nach Erhalt ohne Abzug.",
    client: ["Mandantennummer", "Mandanten-Nr.", "Kundennummer"],
    matter: ["Aktenzeichen", "Unser Zeichen", "Projektnummer"],
    period: ["Leistungszeitraum bis", "Abrechnungszeitraum bis"],
    re: "Betreff:",
    matters: {
      law: ["Mietrechtliche Auseinandersetzung", "Arbeitsrechtliche Beratung", "Gesellschaftsrecht allgemein", "Markenanmeldung"],
      accounting: ["Jahresabschluss und Steuererklärungen", "Lohnbuchhaltung", "Umsatzsteuer-Voranmeldungen", "Betriebsprüfung"],
      agency: ["Relaunch Markenauftritt", "Neugestaltung Website", "Messeauftritt", "Social-Media-Betreuung"],
    },
    feesHead: "Honorar nach Zeitaufwand",
    entryHead: ["Datum", "Bearbeiter", "Tätigkeit", "Stunden"],
    keeperHead: ["Bearbeiter", "Stunden", "Stundensatz", "Betrag"],
    roles: {
      law: ["Partner", "Rechtsanwalt", "Rechtsfachwirtin"],
      accounting: ["Steuerberater", "Prüfungsassistent", "Buchhalterin"],
      agency: ["Art Director", "Designerin", "Projektleitung"],
    },
    entries: ["Durchsicht der Unterlagen", "Telefonat mit Mandant", "Entwurf Schriftsatz", "Besprechung", "Prüfung Vertragsentwurf", "Abstimmung Finanzamt"],
    disbHead: "Auslagen",
    disb: ["Gerichtskosten", "Reisekosten", "Post- und Telekommunikation", "Kopierkosten", "Registerauszüge", "Bildrechte"],
    fees: ["Summe Honorar", "Honorar gesamt"],
    disbTotal: "Summe Auslagen",
    subtotal: ["Nettobetrag", "Summe netto"],
    tax: (r: string) => `Umsatzsteuer ${r}`,
    salesTax: (r: string) => `Umsatzsteuer ${r}`,
    total: ["Rechnungsbetrag", "Gesamtbetrag dieser Rechnung", "Bruttobetrag"],
    summary: "Kontoübersicht",
    prior: "Offene Posten",
    priorRow: (n: string, d: string) => `Rechnung ${n} vom ${d}`,
    payments: "Zahlungseingänge",
    retainer: ["Verrechneter Vorschuss", "Abzüglich Vorschuss"],
    balance: ["Gesamt offener Betrag", "Zu zahlender Gesamtbetrag"],
    remit: "Bitte geben Sie bei Zahlung die Rechnungsnummer an.",
  },
  fr: {
    title: { law: ["Note d'honoraires", "Facture"], accounting: ["Note d'honoraires", "Facture"], agency: ["Facture", "FACTURE"] },
    number: ["Facture n°", "N° de facture", "Note n°"],
    date: ["Date", "Date de facture"],
    due: ["Échéance", "Date d'échéance"],
    dueOnReceipt: "Payable à réception.",
    client: ["Code client", "N° client"],
    matter: ["Dossier n°", "Réf. dossier", "Projet n°"],
    period: ["Période jusqu'au", "Prestations au"],
    re: "Objet :",
    matters: {
      law: ["Litige bail commercial", "Cession de parts sociales", "Conseil en droit social", "Dépôt de marque"],
      accounting: ["Bilan annuel et liasse fiscale", "Tenue de la paie", "Déclarations de TVA"],
      agency: ["Refonte identité visuelle", "Refonte du site internet", "Campagne de lancement"],
    },
    feesHead: "Honoraires",
    entryHead: ["Date", "Intervenant", "Prestation", "Heures"],
    keeperHead: ["Intervenant", "Heures", "Taux horaire", "Montant"],
    roles: {
      law: ["Associé", "Avocat collaborateur", "Juriste"],
      accounting: ["Expert-comptable", "Chef de mission", "Assistant comptable"],
      agency: ["Directeur artistique", "Graphiste", "Chef de projet"],
    },
    entries: [
      "Étude du dossier",
      "Rendez-vous client",
      "Rédaction de conclusions",
      "Échanges avec le confrère",
      "Revue des comptes",
      "Conférence téléphonique",
    ],
    disbHead: "Frais et débours",
    disb: ["Frais de greffe", "Frais de déplacement", "Frais postaux", "Photocopies", "Droits photographiques"],
    fees: ["Total honoraires", "Honoraires HT"],
    disbTotal: "Total frais et débours",
    subtotal: ["Total HT", "Montant HT"],
    tax: (r: string) => `TVA ${r}`,
    salesTax: (r: string) => `TVA ${r}`,
    total: ["Total TTC de la présente facture", "Montant TTC", "Total TTC"],
    summary: "Situation du compte",
    prior: "Solde antérieur",
    priorRow: (n: string, d: string) => `Facture ${n} du ${d}`,
    payments: "Règlements reçus",
    retainer: ["Provision reçue", "Provision versée à déduire"],
    balance: ["Solde total dû", "Reste à payer"],
    remit: "Merci de rappeler le numéro de facture lors de votre règlement.",
  },
};

export function makeProfessionalInvoice(rng: Rng, name: string): SynthDoc {
  const country = rng.pick(["US", "US", "UK", "IE", "DE", "AT", "FR", "FR"] as const);
  const f = invoiceFacts(rng, { sellerCountries: [country], creditShare: 0 });
  const lang = f.lang as ProLang;
  const w = WORDS[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const firm: Firm = pick(["law", "law", "accounting", "agency"] as const);
  const money = (cents: number, mark = true) => formatMoney(cents, f.money, { withMark: mark });
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const hours = (tenths: number) => formatQuantity(tenths * 100, f.money.numbers);
  const mark = f.money.everywhere;

  // Timekeepers, senior first, each with hours in tenths at a rate by seniority.
  const keepers = w.roles[firm].slice(0, rng.int(1, 3)).map((role, k) => {
    const person = personName(rng);
    const rateCents = (k === 0 ? rng.int(28, 65) : k === 1 ? rng.int(16, 32) : rng.int(8, 16)) * 1000 + pick([0, 0, 500]);
    const tenths = rng.int(3, 180);
    return { label: rng.chance(0.5) ? `${person}, ${role}` : person, person, role, rateCents, tenths, amountCents: Math.round((rateCents * tenths) / 10) };
  });
  const disbursements = rng.chance(0.7)
    ? rng
        .shuffle(w.disb)
        .slice(0, rng.int(1, 3))
        .map((text) => ({ text, amountCents: rng.int(4, 680) * 100 + rng.int(0, 99) }))
    : [];
  const feesCents = keepers.reduce((s, k) => s + k.amountCents, 0);
  const disbCents = disbursements.reduce((s, d) => s + d.amountCents, 0);
  const subtotalCents = feesCents + disbCents;
  const rate = country === "US" ? (rng.chance(0.25) ? pick([4, 4.5, 6]) : 0) : TAX_RATES[country][0];
  const taxCents = percentOf(subtotalCents, rate);
  const totalCents = subtotalCents + taxCents;

  // Decoys: client and matter numbers, the period's end, prior unpaid invoices and a retainer.
  const clientNo = pick([() => String(rng.int(1000, 99999)), () => `C${rng.int(10000, 99999)}`])();
  const matterNo = pick([
    () => `${clientNo}.${String(rng.int(1, 40)).padStart(4, "0")}`,
    () => `${f.date.y}/${rng.int(100, 999)}`,
    () => `M-${rng.int(10000, 99999)}`,
  ])();
  const periodEnd = addDays(f.date, -rng.int(1, 20));
  const priors = rng.chance(0.5)
    ? Array.from({ length: rng.int(1, 2) }, (_, k) => ({
        number: String(Number(f.number.replace(/\D/g, "").slice(-5) || "1000") - 17 * (k + 1)),
        date: addDays(f.date, -30 * (k + 1) - rng.int(0, 5)),
        cents: rng.int(400, 9000) * 100 + rng.int(0, 99),
      }))
    : [];
  const priorCents = priors.reduce((s, p) => s + p.cents, 0);
  const paymentsCents = priors.length && rng.chance(0.4) ? -Math.round(priorCents / 2) : 0;
  const retainerCents = rng.chance(0.45) ? -Math.min(totalCents, rng.int(5, 40) * 10000) : 0;
  const balanceCents = totalCents + priorCents + paymentsCents + retainerCents;
  const due = f.due;

  const pct = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)}%`;
  const refs: Array<[string, string]> = [
    [pick(w.number), f.number],
    [pick(w.date), day(f.date)],
    [pick(w.client), clientNo],
    [pick(w.matter), matterNo],
    [pick(w.period), day(periodEnd)],
  ];
  if (due) refs.push([pick(w.due), day(due)]);
  const order = rng.chance(0.5) ? refs : [refs[2]!, refs[3]!, ...refs.slice(0, 2), ...refs.slice(4)];
  const refsHtml = `<table class="refs">${order.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;
  const matterText = pick(w.matters[firm]);

  // Time entries (hours only) that add up to each timekeeper's hours, then the summary table.
  const entries = rng.chance(0.45)
    ? keepers.flatMap((k) => {
        const n = Math.min(k.tenths, rng.int(1, 3));
        const parts = Array.from({ length: n }, (_, j) => (j < n - 1 ? Math.floor(k.tenths / n) : k.tenths - Math.floor(k.tenths / n) * (n - 1)));
        return parts.map((t) => ({
          day: addDays(periodEnd, -rng.int(0, 25)),
          who: k.person
            .split(" ")
            .map((x) => x[0])
            .join(""),
          text: pick(w.entries),
          tenths: t,
        }));
      })
    : [];
  const entriesHtml = entries.length
    ? `<table class="items ent"><tr>${w.entryHead.map((h, k) => `<th class="${k === 3 ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${entries
        .sort((a, b) => isoOf(a.day).localeCompare(isoOf(b.day)))
        .map((x) => `<tr><td>${e(day(x.day))}</td><td>${e(x.who)}</td><td>${e(x.text)}</td><td class="num">${e(hours(x.tenths))}</td></tr>`)
        .join("")}</table>`
    : "";
  const keeperHtml = `<table class="items"><tr>${w.keeperHead.map((h, k) => `<th class="${k ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${keepers
    .map(
      (k) =>
        `<tr><td>${e(k.label)}</td><td class="num">${e(hours(k.tenths))}</td><td class="num">${e(money(k.rateCents, mark))}</td><td class="num">${e(
          money(k.amountCents, mark),
        )}</td></tr>`,
    )
    .join("")}<tr class="b"><td colspan="3">${e(pick(w.fees))}</td><td class="num">${e(money(feesCents, mark))}</td></tr></table>`;
  const disbHtml = disbursements.length
    ? `<div class="sec">${e(w.disbHead)}</div><table class="items">${disbursements
        .map((d) => `<tr><td>${e(d.text)}</td><td class="num">${e(money(d.amountCents, mark))}</td></tr>`)
        .join("")}<tr class="b"><td>${e(w.disbTotal)}</td><td class="num">${e(money(disbCents, mark))}</td></tr></table>`
    : "";
  const ladder: Array<[string, string, boolean?]> = [];
  if (rate) {
    ladder.push([pick(w.subtotal), money(subtotalCents)]);
    ladder.push([country === "US" ? w.salesTax(pct(rate)) : w.tax(pct(rate)), money(taxCents)]);
  }
  ladder.push([pick(w.total), money(totalCents), true]);
  const summary: Array<[string, string, boolean?]> = [];
  if (priors.length || retainerCents) {
    for (const p of priors) summary.push([`${w.prior}: ${w.priorRow(p.number, day(p.date))}`, money(p.cents)]);
    if (paymentsCents) summary.push([w.payments, money(paymentsCents)]);
    summary.push([pick(w.total), money(totalCents)]);
    if (retainerCents) summary.push([pick(w.retainer), money(retainerCents)]);
    summary.push([pick(w.balance), money(balanceCents), true]);
  }
  const table = (rows: Array<[string, string, boolean?]>) =>
    `<table class="tot">${rows.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;
  const summaryHtml = summary.length ? `<div class="sec">${e(w.summary)}</div>${table(summary)}` : "";
  const letterhead = rng.chance(0.5)
    ? `<div class="lh c"><div class="nm">${e(f.seller.name)}</div><div class="sm">${e(f.seller.street)} · ${e(f.seller.cityLine)} · ${e(f.seller.phone)} · ${e(f.seller.email)}</div></div>`
    : `<div class="lh"><div class="nm">${e(f.seller.name)}</div><div class="sm">${e(f.seller.street)}<br>${e(f.seller.cityLine)}<br>${e(f.seller.phone)}</div></div>`;
  const client = `<div class="adr"><div class="b">${e(f.buyer.name)}</div><div>${lang === "en" && rng.chance(0.5) ? `Attn: ${e(personName(rng))}` : ""}</div><div>${e(f.buyer.street)}</div><div>${e(
    f.buyer.cityLine,
  )}</div></div>`;
  const footer = `${due ? "" : `${w.dueOnReceipt} `}${w.remit} IBAN ${f.seller.iban}${country === "US" ? "" : ` · ${f.seller.vatId}`}`;
  const body = `${CSS}<div class="pr">${letterhead}<div class="mid">${client}<div><div class="ttl">${e(pick(w.title[firm]))}</div>${refsHtml}</div></div><p><b>${e(w.re)}</b> ${e(
    matterText,
  )}</p><div class="sec">${e(w.feesHead)}</div>${entriesHtml}${keeperHtml}${disbHtml}${table(ladder)}${summaryHtml}<p class="sm">${e(footer)}</p></div>`;

  const data = {
    vendor: f.seller.name,
    invoice_number: f.number,
    invoice_date: isoOf(f.date),
    due_date: due ? isoOf(due) : null,
    currency: f.currency,
    subtotal: rate ? subtotalCents / 100 : null,
    tax: rate ? taxCents / 100 : null,
    total: totalCents / 100,
    line_items: [
      ...keepers.map((k) => ({ description: k.label, quantity: k.tenths / 10, unit_price: k.rateCents / 100, amount: k.amountCents / 100 })),
      ...disbursements.map((d) => ({ description: d.text, quantity: null, unit_price: null, amount: d.amountCents / 100 })),
    ],
  };
  return invoiceDoc(
    name,
    `professional-${firm}`,
    {
      body,
      title: f.number,
      theme: pick(["invoice", "default", "minimal", "editorial", "technical"] as const),
      font: pick([undefined, "serif", "serif", "sans", "humanist", "system"] as const),
      paper: { format: country === "US" ? "Letter" : pick(["A4", "A4", "Letter"] as const) },
    },
    {
      source: { language: lang, country, firm, prior_balance: priorCents / 100, retainer: retainerCents / 100, balance_due: balanceCents / 100 },
      data,
      notes: [
        "total: the current invoice's total; prior invoices, payments, the retainer applied and the total balance due are decoys",
        "invoice_number: client and matter numbers and prior invoices' numbers are decoys; invoice_date: the billing period's end is a decoy",
        "line_items: the timekeeper rows (hours × rate) and the disbursements; time entries print hours only and are not items",
      ],
    },
    [
      f.seller.name,
      f.number,
      day(f.date),
      ...(due ? [day(due)] : []),
      money(totalCents),
      ...keepers.flatMap((k) => [k.label, money(k.amountCents, mark)]),
      ...disbursements.flatMap((d) => [d.text, money(d.amountCents, mark)]),
    ],
  );
}

const CSS = `<style>
.pr { font-size: 9.5pt; line-height: 1.4; }
.pr p { margin: 0.4em 0; }
.pr .lh .nm { font-size: 15pt; font-weight: 600; }
.pr .lh.c { text-align: center; border-bottom: 1px solid #999; padding-bottom: 4px; }
.pr .sm { font-size: 7.5pt; color: #555; }
.pr .mid { display: flex; justify-content: space-between; margin: 20px 0 8px; gap: 24px; }
.pr .b { font-weight: 700; }
.pr .ttl { font-size: 13pt; font-weight: 700; margin-bottom: 4px; }
.pr table.refs td { padding: 0 10px 0 0; white-space: nowrap; }
.pr td.k { color: #555; }
.pr .sec { font-weight: 700; margin-top: 10px; text-transform: uppercase; font-size: 8.5pt; letter-spacing: 0.04em; }
.pr table.items { width: 100%; border-collapse: collapse; margin: 4px 0 8px; }
.pr table.items th { border-bottom: 1px solid #444; text-align: left; padding: 2px 4px; }
.pr table.items td { padding: 1px 4px; }
.pr table.items tr.b td { border-top: 1px solid #999; }
.pr table.ent { font-size: 8.5pt; color: #333; }
.pr .num { text-align: right; white-space: nowrap; }
.pr table.tot { margin-left: auto; border-collapse: collapse; min-width: 45%; margin-top: 6px; }
.pr table.tot td { padding: 1px 4px; }
.pr table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }
</style>`;
