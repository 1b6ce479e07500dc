// Subscription and usage invoices as software vendors e-mail them (written before the extractor
// was looked at for them, issue 14: a held-out proxy), in English and now and then German: plan
// changes billed by proration ("Unused time on …" credited, "Remaining time on … after Nov 14,
// 2026" charged), metered usage in tiers with sub-cent unit prices, sales tax by jurisdiction
// (state, county, city; GST and QST; VAT or a reverse charge), and after the total what the
// account settles it with: credits or balance applied, an amount paid, an "Amount due" that is not
// the total. A paid variant prints the receipt's own number beside the invoice's. Decoys: the
// account, customer, subscription and receipt IDs, the billing period, "Due on receipt", the
// charge in the card's currency, the next invoice's date and estimate.
import { addDays, formatDate, formatMoney, formatScaled, isoOf, moneyStyleFor, escapeHtml as e, type DateStyle, type Day, type MoneyStyle } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Region = "US" | "CA" | "EU" | "UK";
type Lang = "en" | "de";

const STEMS = ["Nimbus", "Quillstack", "Orbitry", "Lumenforge", "Tessel", "Fathom", "Brightwire", "Parcelo", "Zenquery", "Kitewave", "Stackmint", "Driftlog"];
const SUFFIXES = ["Labs", "Cloud", "Software", "Analytics", "Systems", "HQ"];
const FORMS: Record<Region, readonly string[]> = {
  US: ["Inc.", "LLC", "Corp."],
  CA: ["Inc.", "Technologies Inc."],
  EU: ["GmbH", "B.V.", "SAS", "ApS"],
  UK: ["Ltd", "Limited"],
};
const CUSTOMERS = ["Harborview Dental Group", "Pinecrest Realty", "Copperfield Studio", "Meridian Freight", "Oakline Bakery", "Sablewood Legal"];
const PLANS = ["Starter", "Team", "Pro", "Business", "Growth", "Scale"];
const METERS: ReadonlyArray<readonly [string, string, number]> = [
  ["API requests", "requests", 4],
  ["Compute (vCPU-hours)", "vCPU-h", 4],
  ["Storage (GB-month)", "GB-mo", 3],
  ["Transactional emails", "emails", 4],
  ["SMS messages", "messages", 4],
  ["Monthly active users", "MAU", 3],
];
const JURISDICTIONS: Record<Region, ReadonlyArray<ReadonlyArray<readonly [string, number]>>> = {
  US: [
    [
      ["New York State sales tax", 4],
      ["New York City sales tax", 4.5],
      ["Metropolitan Commuter Transportation District", 0.375],
    ],
    [
      ["Washington State sales tax", 6.5],
      ["Seattle city tax", 3.85],
    ],
    [["Texas sales tax", 6.25]],
    [
      ["Colorado state tax", 2.9],
      ["Denver city tax", 4.81],
      ["RTD district tax", 1],
    ],
  ],
  CA: [
    [
      ["GST", 5],
      ["QST", 9.975],
    ],
    [["HST (Ontario)", 13]],
  ],
  EU: [[["VAT - Germany", 19]], [["VAT - Netherlands", 21]], [["VAT - Ireland", 23]]],
  UK: [[["VAT - United Kingdom", 20]]],
};
const ADDRESS: Record<Region, readonly string[]> = {
  US: ["548 Market St, Suite 300", "San Francisco, CA 94104", "United States"],
  CA: ["220 King St W", "Toronto, ON M5H 1K4", "Canada"],
  EU: ["Keizersgracht 62", "1015 CS Amsterdam", "Netherlands"],
  UK: ["1 Dock Place", "London E14 5AB", "United Kingdom"],
};
const CURRENCY: Record<Region, string> = { US: "USD", CA: "CAD", EU: "EUR", UK: "GBP" };
const EN_WORDS = {
  number: ["Invoice number", "Invoice #", "Invoice no."],
  date: ["Date of issue", "Invoice date", "Issued", "Date"],
  due: ["Date due", "Due date", "Payment due"],
  receiptNo: ["Receipt number", "Receipt #", "Payment ID"],
  paidOn: ["Date paid", "Paid on"],
  subtotal: ["Subtotal", "Subtotal", "Total excluding tax"],
  total: ["Total", "Invoice total", "Total charges"],
  credit: ["Applied balance", "Credit applied", "Account credit", "Promotional credit"],
  paid: ["Amount paid", "Paid"],
  due2: ["Amount due", "Amount remaining", "Balance due"],
};
const DE_WORDS = {
  number: ["Rechnungsnummer", "Rechnungs-Nr."],
  date: ["Rechnungsdatum", "Ausstellungsdatum"],
  due: ["Fälligkeitsdatum", "Fällig am"],
  receiptNo: ["Belegnummer", "Quittungsnummer"],
  paidOn: ["Bezahlt am"],
  subtotal: ["Zwischensumme", "Summe ohne Steuer"],
  total: ["Gesamt", "Rechnungsbetrag"],
  credit: ["Angewendetes Guthaben", "Gutschrift verrechnet"],
  paid: ["Bezahlter Betrag"],
  due2: ["Fälliger Betrag", "Offener Betrag"],
};

interface Row {
  description: string;
  sub?: string;
  qty: number | null;
  qtyText: string;
  unitCents: number | null;
  unitText: string;
  amountCents: number;
}

export function makeSaasUsageInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const region: Region = rng.weighted([
    ["US", 4],
    ["CA", 1],
    ["EU", 3],
    ["UK", 1],
  ] as const);
  const lang: Lang = region === "EU" && rng.chance(0.35) ? "de" : "en";
  const W = lang === "de" ? DE_WORDS : EN_WORDS;
  const currency = CURRENCY[region];
  const money: MoneyStyle = { ...moneyStyleFor(rng, lang, currency), everywhere: true };
  if (lang === "en") Object.assign(money, { numbers: "comma-dot", markAfter: false });
  const fmt = (c: number) => formatMoney(c, money);
  // Sub-cent unit prices print with their own places ("$0.00042").
  const fmtUnit = (tenths: number, places: number) => {
    const text = (tenths / 10 ** places).toFixed(places);
    const local =
      money.numbers === "comma-dot" || money.numbers === "plain-dot" || money.numbers === "apostrophe-dot" || money.numbers === "quote-dot"
        ? text
        : text.replace(".", ",");
    return money.markAfter ? `${local} ${money.mark}` : `${money.mark}${local}`;
  };
  const count = (n: number) => formatScaled(n, 0, money.numbers);
  const style: DateStyle =
    lang === "de"
      ? pick(["dmy-dot", "d-month-y"] as const)
      : pick(["mon-d-y", "month-d-y", "mon-d-y", "d-mon-y", "iso", region === "US" ? "mon-d-y" : "d-month-y"] as const);
  const day = (d: Day) => formatDate(d, style, lang, { pad: style !== "mon-d-y" && style !== "month-d-y" });

  const seller = `${pick(STEMS)} ${pick(SUFFIXES)} ${pick(FORMS[region])}`;
  const customer = pick(CUSTOMERS);
  const date: Day = { y: rng.int(2021, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const periodStart = date;
  const periodEnd = addDays(date, pick([29, 30, 30, 364]));
  const mode = rng.weighted([
    ["open", 4],
    ["paid", 3],
    ["on-receipt", 2],
  ] as const);
  const due = mode === "open" ? addDays(date, pick([7, 14, 15, 30])) : null;

  const plan = pick(PLANS);
  const seats = rng.int(2, 40);
  const seatCents = pick([800, 1200, 1500, 1900, 2500, 4900, 9900]);
  const rows: Row[] = [];
  const seatWord = lang === "de" ? "Nutzer" : pick(["seat", "user"]);
  rows.push({
    description: `${plan} plan`,
    sub: `${day(periodStart)} – ${day(periodEnd)}`,
    qty: seats,
    qtyText: String(seats),
    unitCents: seatCents,
    unitText: fmt(seatCents),
    amountCents: seats * seatCents,
  });
  // A plan change in the last period: the old plan's unused time credited, the new one's remaining time charged.
  if (rng.chance(0.55)) {
    const changed = addDays(date, -rng.int(3, 25));
    const older = pick(PLANS.filter((p) => p !== plan));
    const oldSeats = rng.int(1, seats);
    const part = rng.int(10, 90) / 100;
    const credit = -Math.round(oldSeats * seatCents * 0.8 * part);
    const charge = Math.round(seats * seatCents * part);
    const after = day(changed);
    const [unused, remaining] =
      lang === "de"
        ? [`Ungenutzte Zeit für ${oldSeats} × ${older} nach ${after}`, `Verbleibende Zeit für ${seats} × ${plan} nach ${after}`]
        : pick([
            [`Unused time on ${oldSeats} × ${older} after ${after}`, `Remaining time on ${seats} × ${plan} after ${after}`],
            [`Credit for unused ${older} (${oldSeats} ${seatWord}s) from ${after}`, `Prorated charge for ${plan} (${seats} ${seatWord}s) from ${after}`],
          ]);
    rows.push({ description: unused, qty: 1, qtyText: "1", unitCents: null, unitText: "", amountCents: credit });
    rows.push({ description: remaining, qty: 1, qtyText: "1", unitCents: null, unitText: "", amountCents: charge });
  }
  // Metered usage: a flat unit price, or tiers each on its own row.
  for (const [meter, unit, places] of rng.shuffle(METERS).slice(0, rng.int(0, 2))) {
    const used = rng.int(2, 900) * pick([100, 1000, 10]);
    const unitTenths = rng.int(2, 90) * pick([1, 10]);
    const unitValue = unitTenths / 10 ** places;
    if (rng.chance(0.5)) {
      const amount = Math.round(used * unitValue * 100);
      rows.push({
        description: meter,
        sub: `${count(used)} ${unit}`,
        qty: used,
        qtyText: count(used),
        unitCents: unitValue * 100,
        unitText: fmtUnit(unitTenths, places),
        amountCents: amount,
      });
    } else {
      const free = Math.floor(used / 3);
      rows.push({
        description: `${meter} — ${lang === "de" ? "Stufe 1" : "Tier 1"} (0 – ${count(free)})`,
        qty: free,
        qtyText: count(free),
        unitCents: 0,
        unitText: fmt(0),
        amountCents: 0,
      });
      const rest = used - free;
      rows.push({
        description: `${meter} — ${lang === "de" ? "Stufe 2" : "Tier 2"} (${count(free + 1)} and above)`,
        qty: rest,
        qtyText: count(rest),
        unitCents: unitValue * 100,
        unitText: fmtUnit(unitTenths, places),
        amountCents: Math.round(rest * unitValue * 100),
      });
    }
  }
  const subtotal = rows.reduce((s, r) => s + r.amountCents, 0);
  const discountPct = rng.chance(0.25) ? pick([10, 15, 20, 25]) : 0;
  const discount = -Math.round((subtotal * discountPct) / 100);
  const net = subtotal + discount;

  // Tax: by jurisdiction (several lines), one VAT line, or a reverse charge at zero.
  const reverse = (region === "EU" || region === "UK") && rng.chance(0.35);
  const taxLines = reverse ? [] : pick(JURISDICTIONS[region]).map(([label, rate]) => ({ label, rate, cents: percentOf(net, rate) }));
  const taxCents = taxLines.reduce((s, t) => s + t.cents, 0);
  const total = net + taxCents;
  const showTaxTotal = taxLines.length > 1 && rng.chance(0.4);
  const credit = mode !== "paid" && rng.chance(0.35) ? Math.min(total, rng.int(5, 120) * 100) : 0;
  const amountDue = mode === "paid" ? 0 : total - credit;

  const number = pick([
    () => `${pick(["A1B2", "F7C3", "9D4E", "C0FF"])}${rng.int(1000, 9999)}-${String(rng.int(1, 99)).padStart(4, "0")}`,
    () => `INV-${date.y}${String(date.m).padStart(2, "0")}-${rng.int(10000, 99999)}`,
    () => `${rng.int(100000, 999999)}`,
  ])();
  const receiptNo = `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`;
  const refs: Array<[string, string]> = [[pick(W.number), number]];
  if (mode === "paid" && rng.chance(0.7)) refs.push([pick(W.receiptNo), receiptNo]);
  refs.push([pick(W.date), day(date)]);
  if (due) refs.push([pick(W.due), day(due)]);
  else if (mode === "on-receipt") refs.push([pick(W.due), lang === "de" ? "Sofort fällig" : pick(["Due on receipt", "Upon receipt"])]);
  if (mode === "paid") refs.push([pick(W.paidOn), day(addDays(date, rng.int(0, 2)))]);
  if (rng.chance(0.6)) refs.push([pick(["Account ID", "Customer ID", "Account number"]), `${pick(["acct_", "cus_", "C-"])}${rng.int(100000, 999999)}`]);
  if (rng.chance(0.4)) refs.push([pick(["Subscription", "Subscription ID"]), `sub_${rng.int(1000000, 9999999)}`]);
  if (rng.chance(0.5)) refs.push([lang === "de" ? "Abrechnungszeitraum" : "Billing period", `${day(periodStart)} – ${day(periodEnd)}`]);
  if (rng.chance(0.3)) refs.push(["PO number", `PO-${rng.int(1000, 9999)}`]);

  const ladder: Array<[string, string, boolean?]> = [[pick(W.subtotal), fmt(subtotal)]];
  if (discount) ladder.push([`${lang === "de" ? "Rabatt" : pick(["Discount", "Promotion"])} (${discountPct}% off)`, fmt(discount)]);
  // A discounted page prints its net before tax (the "Subtotal" above the discount is a decoy).
  if (discount) ladder.push([lang === "de" ? "Summe ohne Steuer" : "Total excluding tax", fmt(net)]);
  for (const t of taxLines) ladder.push([`${t.label} (${t.rate}%${rng.chance(0.5) ? ` on ${fmt(net)}` : ""})`, fmt(t.cents)]);
  if (reverse) ladder.push([lang === "de" ? "USt. (0 %, Reverse Charge)" : pick(["VAT (0%, reverse charge)", "Tax (reverse charge)"]), fmt(0)]);
  if (showTaxTotal) ladder.push([lang === "de" ? "Steuern gesamt" : "Total tax", fmt(taxCents)]);
  ladder.push([pick(W.total), fmt(total), mode === "paid"]);
  if (credit) ladder.push([pick(W.credit), fmt(-credit)]);
  if (mode === "paid") ladder.push([pick(W.paid), fmt(total)]);
  ladder.push([pick(W.due2), fmt(amountDue), mode !== "paid"]);
  const converted =
    rng.chance(0.25) && currency !== "EUR" ? `≈ ${formatMoney(Math.round(total * (rng.int(85, 95) / 100)), { ...money, mark: "€", markAfter: true })}` : "";

  const headline =
    mode === "paid"
      ? lang === "de"
        ? `${fmt(total)} bezahlt am ${day(date)}`
        : `${fmt(total)} paid on ${day(date)}`
      : lang === "de"
        ? `${fmt(amountDue)} fällig ${due ? `am ${day(due)}` : "sofort"}`
        : `${fmt(amountDue)} due ${due ? day(due) : "on receipt"}`;
  const title =
    mode === "paid" ? pick(lang === "de" ? ["Quittung", "Rechnung"] : ["Receipt", "Invoice", "Paid invoice"]) : lang === "de" ? "Rechnung" : "Invoice";
  const taxId =
    region === "US"
      ? `EIN ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`
      : region === "CA"
        ? `GST/HST ${rng.int(100000000, 999999999)} RT0001`
        : region === "UK"
          ? `VAT GB${rng.int(100000000, 999999999)}`
          : `VAT ID ${pick(["DE", "NL", "IE"])}${rng.int(100000000, 999999999)}`;
  const buyerVat = reverse ? `<div>${e(`VAT ID ${pick(["FR", "BE", "AT", "SE"])}${rng.int(10000000000, 99999999999)}`)}</div>` : "";
  const thead = ["Description", "Qty", "Unit price", "Amount"];
  const rowsHtml = rows
    .map(
      (r) =>
        `<tr><td><div>${e(r.description)}</div>${r.sub ? `<div class="sub">${e(r.sub)}</div>` : ""}</td><td class="num">${e(r.qtyText)}</td><td class="num">${e(r.unitText)}</td><td class="num">${e(fmt(r.amountCents))}</td></tr>`,
    )
    .join("");
  const items = `<table class="items"><thead><tr>${(lang === "de" ? ["Beschreibung", "Menge", "Stückpreis", "Betrag"] : thead)
    .map((h, i) => `<th class="${i ? "num" : ""}">${e(h)}</th>`)
    .join("")}</tr></thead><tbody>${rowsHtml}</tbody></table>`;
  const tot = `<table class="tot">${ladder.map(([a, b, bold]) => `<tr class="${bold ? "b" : ""}"><td>${e(a)}</td><td class="num">${e(b)}</td></tr>`).join("")}</table>`;
  const notes: string[] = [];
  if (converted) notes.push(`${lang === "de" ? "Belastet in EUR" : "Charged in EUR"}: ${converted}`);
  if (reverse)
    notes.push(lang === "de" ? "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)." : "Reverse charge: the customer is liable for VAT.");
  if (mode === "paid") notes.push(`${lang === "de" ? "Bezahlt mit" : "Paid with"} ${pick(["Visa", "Mastercard", "Amex"])} •••• ${rng.int(1000, 9999)}`);
  if (mode !== "paid" && rng.chance(0.5))
    notes.push(`${lang === "de" ? "Online bezahlen" : "Pay online"}: https://pay.${seller.split(" ")[0]!.toLowerCase()}.com/i/${rng.int(100000, 999999)}`);
  if (rng.chance(0.4))
    notes.push(
      lang === "de"
        ? `Nächste Rechnung am ${day(addDays(periodEnd, 1))}: ca. ${fmt(seats * seatCents)}`
        : `Your next invoice on ${day(addDays(periodEnd, 1))} is estimated at ${fmt(seats * seatCents)}.`,
    );

  const refsHtml = `<table class="refs">${refs.map(([a, b]) => `<tr><td class="k">${e(a)}</td><td>${e(b)}</td></tr>`).join("")}</table>`;
  const from = `<div class="party"><div class="sn">${e(seller)}</div>${ADDRESS[region].map((l) => `<div>${e(l)}</div>`).join("")}<div>${e(taxId)}</div><div>${e(`billing@${seller.split(" ")[0]!.toLowerCase()}.com`)}</div></div>`;
  const to = `<div class="party"><div class="k">${e(lang === "de" ? "Rechnung an" : pick(["Bill to", "Billed to", "Customer"]))}</div><div>${e(customer)}</div><div>${e(`accounts@${customer.split(" ")[0]!.toLowerCase()}.example`)}</div>${buyerVat}</div>`;
  const logo = rng.chance(0.5) ? `<div class="logo">${e(seller.split(" ")[0]!)}</div>` : "";
  const body = `${CSS}<div class="su">${logo}<h1>${e(title)}</h1>${refsHtml}<div class="cols">${from}${to}</div><div class="headline">${e(
    headline,
  )}</div>${items}${tot}${notes.map((n) => `<p class="note">${e(n)}</p>`).join("")}<div class="ft">${e(`${number} · ${fmt(amountDue)} ${lang === "de" ? "fällig" : "due"} · ${lang === "de" ? "Seite" : "Page"} 1 of 1`)}</div></div>`;

  const data = {
    vendor: seller,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency,
    subtotal: net / 100,
    ...(taxLines.length > 1 && !showTaxTotal ? {} : { tax: taxCents / 100 }),
    total: total / 100,
    line_items: rows.map((r) => ({
      description: r.description,
      quantity: r.qty,
      unit_price: r.unitCents === null ? null : r.unitCents / 100,
      amount: r.amountCents / 100,
    })),
  };
  const doc = invoiceDoc(
    name,
    "saas-usage",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "system", "humanist"] as const),
      paper: { format: region === "US" || region === "CA" ? "Letter" : "A4" },
    },
    { source: { language: lang, credit_note: false, region, mode, reverse_charge: reverse, credit: credit / 100, discount: -discount / 100 }, data },
    [seller, number, day(date), fmt(total), ...rows.flatMap((r) => [r.description, fmt(r.amountCents)])],
  );
  return taxLines.length > 1 && !showTaxTotal
    ? { ...doc, expected: { ...doc.expected, unknown: ["tax"], notes: ["tax: several jurisdictions' lines and no tax total"] } }
    : doc;
}

const CSS = `<style>
.su { font-size: 9pt; line-height: 1.4; }
.su .logo { font-size: 18pt; font-weight: 800; color: #4b3fd6; margin-bottom: 6px; }
.su h1 { font-size: 18pt; margin: 0 0 8px; }
.su table.refs td { padding: 0 10px 0 0; white-space: nowrap; }
.su .k { color: #666; }
.su .cols { display: flex; gap: 40px; margin: 12px 0; }
.su .sn { font-weight: 700; }
.su .headline { font-size: 14pt; font-weight: 700; margin: 10px 0; }
.su table.items { width: 100%; border-collapse: collapse; margin: 8px 0; }
.su table.items th { border-bottom: 1px solid #999; text-align: left; padding: 3px 4px; color: #666; font-weight: 400; }
.su table.items td { padding: 3px 4px; vertical-align: top; border-bottom: 0.5px solid #ddd; }
.su .sub { color: #777; font-size: 0.9em; }
.su .num { text-align: right; white-space: nowrap; }
.su table.tot { margin-left: auto; border-collapse: collapse; min-width: 50%; }
.su table.tot td { padding: 2px 4px; border-top: 0.5px solid #ddd; }
.su table.tot tr.b td { font-weight: 700; }
.su .note { color: #555; margin: 3px 0; }
.su .ft { margin-top: 24px; font-size: 7pt; color: #888; }
</style>`;
