// Swiss invoices with a QR-bill payment slip (written after the extractor was tuned, issue 14: a
// held-out proxy; no other family prints a payment slip): German or French, CHF with apostrophe
// thousands ("1'234.50") on the invoice and space thousands ("1 234.50") on the slip, MWST/TVA at
// the rates of the invoice's year, totals rounded to 5 Rappen by a rounding line, a UID
// ("CHE-123.456.789 MWST"). The slip at the foot repeats the seller's name and address under
// "Konto / Zahlbar an", the customer's under "Zahlbar durch", a 27-digit QR reference that may
// carry the invoice number's digits, and the amount: the customer is no vendor and the reference
// no invoice number. A due date is printed as a date or only as a term ("Zahlbar innert 30 Tagen").
import { addDays, formatScaled, isoOf, escapeHtml as e, type Day } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc, ledgerCss, referenceTable, totalsLadder } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type SwissLang = "de" | "fr";

const L = {
  de: {
    title: ["Rechnung", "RECHNUNG"],
    number: ["Rechnungs-Nr.", "Rechnungsnummer", "Rechnung Nr."],
    date: ["Rechnungsdatum", "Datum"],
    due: ["Zahlbar bis", "Fällig am"],
    terms: (n: number) => `Zahlbar innert ${n} Tagen netto.`,
    customer: ["Kunden-Nr.", "Kundennummer"],
    order: ["Ihre Bestellung", "Auftrag"],
    head: { pos: "Pos.", desc: ["Beschreibung", "Bezeichnung"], qty: "Menge", price: "Preis", amount: "Betrag" },
    net: ["Total exkl. MWST", "Zwischensumme", "Nettobetrag"],
    tax: (r: string) => `MWST ${r} %`,
    rounding: "Rundungsdifferenz",
    gross: ["Total inkl. MWST", "Rechnungsbetrag", "Total"],
    uid: "MWST",
    thanks: "Vielen Dank für Ihren Auftrag.",
    slip: {
      receipt: "Empfangsschein",
      payment: "Zahlteil",
      account: "Konto / Zahlbar an",
      reference: "Referenz",
      info: "Zusätzliche Informationen",
      infoText: (n: string) => `Rechnung ${n}`,
      payer: "Zahlbar durch",
      currency: "Währung",
      amount: "Betrag",
      acceptance: "Annahmestelle",
    },
    cities: ["8001 Zürich", "3011 Bern", "4051 Basel", "6003 Luzern", "9000 St. Gallen", "8400 Winterthur"],
    streets: ["Bahnhofstrasse", "Hauptstrasse", "Seestrasse", "Industriestrasse", "Dorfstrasse"],
    forms: ["AG", "GmbH"],
    goods: [
      "Beratung",
      "Softwarelizenz",
      "Wartungsvertrag",
      "Bürostuhl",
      "Installation",
      "Versand",
      "Schulung",
      "Support",
      "Monitor 27 Zoll",
      "Druckerpapier A4",
    ],
  },
  fr: {
    title: ["Facture", "FACTURE"],
    number: ["Facture n°", "N° de facture", "Numéro de facture"],
    date: ["Date de facture", "Date"],
    due: ["Payable jusqu'au", "Échéance"],
    terms: (n: number) => `Payable dans les ${n} jours net.`,
    customer: ["N° client", "Numéro client"],
    order: ["Votre commande", "Commande"],
    head: { pos: "Pos.", desc: ["Désignation", "Description"], qty: "Quantité", price: "Prix unit.", amount: "Montant" },
    net: ["Total hors TVA", "Sous-total", "Montant net"],
    tax: (r: string) => `TVA ${r} %`,
    rounding: "Arrondi",
    gross: ["Total TTC", "Montant total", "Total"],
    uid: "TVA",
    thanks: "Nous vous remercions de votre confiance.",
    slip: {
      receipt: "Récépissé",
      payment: "Section paiement",
      account: "Compte / Payable à",
      reference: "Référence",
      info: "Informations supplémentaires",
      infoText: (n: string) => `Facture ${n}`,
      payer: "Payable par",
      currency: "Monnaie",
      amount: "Montant",
      acceptance: "Point de dépôt",
    },
    cities: ["1201 Genève", "1003 Lausanne", "2000 Neuchâtel", "1700 Fribourg", "1950 Sion"],
    streets: ["Rue du Marché", "Avenue de la Gare", "Rue du Lac", "Chemin des Vignes", "Route de Berne"],
    forms: ["SA", "Sàrl"],
    goods: [
      "Conseil",
      "Licence logicielle",
      "Contrat de maintenance",
      "Chaise de bureau",
      "Installation",
      "Frais d'envoi",
      "Formation",
      "Assistance",
      "Écran 27 pouces",
      "Papier A4",
    ],
  },
} as const;

const STEMS = ["Alpwerk", "Brunnera", "Chaltis", "Dornegg", "Falkenau", "Gantrisch", "Hohwald", "Lindhof", "Mattwil", "Rosenau", "Sennhof", "Tannwald"];
const TRADES = { de: ["Informatik", "Handel", "Technik", "Treuhand", "Bau"], fr: ["Informatique", "Services", "Technique", "Conseils", "Bâtiment"] };
const PEOPLE = ["Anna Keller", "Marc Dubois", "Sandra Meier", "Luca Bernasconi", "Claire Favre", "Reto Baumann"];

interface Party {
  name: string;
  street: string;
  city: string;
}

function party(rng: Rng, lang: SwissLang, avoid?: string): Party {
  const W = L[lang];
  for (;;) {
    const name = `${rng.pick(STEMS)}${rng.chance(0.6) ? ` ${rng.pick(TRADES[lang])}` : ""} ${rng.pick(W.forms)}`;
    // The scorer matches vendor names by their words: the customer shares none with the seller.
    if (avoid && name.split(" ").some((w) => avoid.split(" ").includes(w))) continue;
    return { name, street: `${rng.pick(W.streets)} ${rng.int(1, 120)}`, city: rng.pick(W.cities) };
  }
}

/** "CH44 3199 9123 0008 8901 2": a Swiss IBAN in groups of four. */
const iban = (rng: Rng) => `CH${rng.int(10, 99)} ${Array.from({ length: 4 }, () => String(rng.int(1000, 9999))).join(" ")} ${rng.int(1, 9)}`;

/** A 27-digit QR reference in the slip's grouping ("21 00000 00003 13947 14300 09017"), holding `digits` when given. */
function qrReference(rng: Rng, digits: string | null): string {
  const core = `${rng.int(10, 99)}${String(rng.int(0, 99999)).padStart(5, "0")}${(digits ?? String(rng.int(1000, 999999))).padStart(10, "0")}`;
  const all = `${core}${String(rng.int(0, 9999999999)).padStart(27 - core.length, "0")}`.slice(0, 27);
  return [all.slice(0, 2), ...Array.from({ length: 5 }, (_, i) => all.slice(2 + i * 5, 7 + i * 5))].join(" ");
}

export function makeSwissQrInvoice(rng: Rng, name: string): SynthDoc {
  const lang = rng.pick(["de", "de", "fr"] as const);
  const W = L[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const seller = party(rng, lang);
  const buyer = party(rng, lang, seller.name);
  const date: Day = { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const dueDays = pick([10, 20, 30, 30]);
  const dueAsDate = rng.chance(0.6);
  const due = dueAsDate ? addDays(date, dueDays) : null;
  const day = (d: Day) => `${String(d.d).padStart(2, "0")}.${String(d.m).padStart(2, "0")}.${d.y}`;
  const style = rng.chance(0.7) ? "apostrophe-dot" : "plain-dot";
  const num = (cents: number) => formatScaled(cents, 2, style);
  const slipNum = (cents: number) => formatScaled(cents, 2, "plain-dot").replace(/\B(?=(\d{3})+\.)/g, " ");
  const rates = date.y >= 2024 ? [8.1, 2.6] : [7.7, 2.5];
  const rateText = (r: number) => r.toFixed(1);

  const count = rng.int(1, 7);
  const goods = rng.shuffle(W.goods);
  const reduced = rng.chance(0.25);
  const lines = Array.from({ length: count }, (_, i) => {
    const qty = rng.chance(0.6) ? 1 : rng.int(2, 24);
    const unitCents = rng.int(8, 3000) * 25;
    return {
      description: goods[i % goods.length]!,
      qty,
      unitCents,
      amountCents: qty * unitCents,
      rate: reduced && i === count - 1 && count > 1 ? rates[1]! : rates[0]!,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.amountCents, 0);
  const taxes = [...new Set(lines.map((l) => l.rate))]
    .sort((a, b) => b - a)
    .map((rate) => {
      const base = lines.filter((l) => l.rate === rate).reduce((s, l) => s + l.amountCents, 0);
      return { rate, base, tax: percentOf(base, rate) };
    });
  const taxCents = taxes.reduce((s, t) => s + t.tax, 0);
  const exact = subtotal + taxCents;
  // Francs are paid in 5-Rappen steps; the difference is its own line.
  const rounded = Math.round(exact / 5) * 5;
  const roundingCents = rounded - exact;

  const number = pick([() => String(rng.int(10000, 999999)), () => `${date.y}-${rng.int(100, 9999)}`, () => `RE${rng.int(10000, 99999)}`])();
  const digits = number.replace(/\D/g, "");
  const reference = qrReference(rng, rng.chance(0.5) ? digits : null);
  const title = pick(W.title);
  const refs: Array<[string, string]> = [
    [pick(W.number), number],
    [pick(W.date), day(date)],
  ];
  if (rng.chance(0.6)) refs.push([pick(W.customer), String(rng.int(1000, 99999))]);
  if (due) refs.push([pick(W.due), day(due)]);
  if (rng.chance(0.4)) refs.push([pick(W.order), `${rng.int(1000, 99999)}`]);
  const refsHtml = referenceTable(refs);

  const withPos = rng.chance(0.6);
  const head = [...(withPos ? [W.head.pos] : []), pick(W.head.desc), W.head.qty, W.head.price, `${W.head.amount} CHF`];
  const rows = lines.map((l, i) => [...(withPos ? [String(i + 1)] : []), l.description, String(l.qty), num(l.unitCents), num(l.amountCents)]);
  const descAt = withPos ? 1 : 0;
  const cls = (i: number) => (i > descAt ? "num" : "");
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${cls(i)}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${cls(i)}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const ladder: Array<[string, string, boolean?]> = [[pick(W.net), num(subtotal)]];
  for (const t of taxes) ladder.push([taxes.length > 1 ? `${W.tax(rateText(t.rate))} (${num(t.base)})` : W.tax(rateText(t.rate)), num(t.tax)]);
  if (roundingCents !== 0) ladder.push([W.rounding, num(roundingCents)]);
  ladder.push([`${pick(W.gross)} CHF`, num(rounded), true]);
  const totals = totalsLadder(ladder);

  const uid = `CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} ${W.uid}`;
  const account = iban(rng);
  const address = (p: Party) => [p.name, p.street, p.city].map((l) => `<div>${e(l)}</div>`).join("");
  const S = W.slip;
  const slipPart = (heading: string, withInfo: boolean) =>
    `<div class="part"><div class="h">${e(heading)}</div><div class="l">${e(S.account)}</div><div>${e(account)}</div>${address(seller)}<div class="l">${e(
      S.reference,
    )}</div><div>${e(reference)}</div>${withInfo ? `<div class="l">${e(S.info)}</div><div>${e(S.infoText(number))}</div>` : ""}<div class="l">${e(S.payer)}</div>${address(
      buyer,
    )}<div class="amt"><div><div class="l">${e(S.currency)}</div><div>CHF</div></div><div><div class="l">${e(S.amount)}</div><div>${e(slipNum(rounded))}</div></div></div></div>`;
  const slip = `<div class="slip"><div class="rcpt">${slipPart(S.receipt, false)}<div class="l acc">${e(S.acceptance)}</div></div><div class="qr"></div>${slipPart(S.payment, rng.chance(0.7))}</div>`;

  const letterhead = `<div class="lh"><div class="sn">${e(seller.name)}</div><div>${e(seller.street)}, ${e(seller.city)}</div><div>${e(uid)}</div></div>`;
  const notes = [...(due ? [] : [W.terms(dueDays)]), ...(rng.chance(0.5) ? [W.thanks] : []), ...(rng.chance(0.4) ? [`${pick(PEOPLE)}`] : [])];
  const body = `${CSS}<div class="ch"><div class="top">${letterhead}<div class="buyer">${address(buyer)}</div></div><div class="t">${e(title)}</div>${refsHtml}${items}${totals}<div class="notes">${notes
    .map((n) => `<p>${e(n)}</p>`)
    .join("")}</div>${slip}</div>`;

  const tax = taxes.length === 1 ? taxCents / 100 : undefined;
  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency: "CHF",
    subtotal: subtotal / 100,
    ...(tax === undefined ? {} : { tax }),
    total: rounded / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty, unit_price: l.unitCents / 100, amount: l.amountCents / 100 })),
  };
  const doc = invoiceDoc(
    name,
    "swiss-qr",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "humanist"] as const),
      paper: { format: "A4" },
    },
    {
      source: { language: lang, credit_note: false, rounding: roundingCents / 100 },
      data,
      ...(tax === undefined ? { notes: ["tax: two rates and no printed tax total"] } : {}),
    },
    [seller.name, number, day(date), num(rounded), ...rows.flatMap((r) => [r[descAt]!, r[r.length - 1]!])],
  );
  return tax === undefined ? { ...doc, expected: { ...doc.expected, unknown: ["tax"] } } : doc;
}

const CSS = `<style>
.ch { font-size: 9pt; line-height: 1.35; }
.ch p { margin: 0.2em 0; }
.ch .top { display: flex; justify-content: space-between; gap: 24px; margin-bottom: 16px; }
.ch .sn { font-size: 14pt; font-weight: 700; }
.ch .buyer { width: 70mm; margin-top: 28px; }
.ch .t { font-size: 15pt; font-weight: 700; margin: 8px 0; }
${ledgerCss("ch", { refsGap: 12, itemsMargin: 10, totalsWidth: 45, headRuleAbove: false })}
.ch .slip { display: flex; gap: 10px; border-top: 1px dashed #444; margin-top: 28px; padding-top: 8px; font-size: 8pt; }
.ch .slip .rcpt { width: 52mm; border-right: 1px dashed #444; padding-right: 8px; }
.ch .slip .qr { width: 46mm; height: 46mm; border: 1px solid #000; margin-top: 18px; flex: none; }
.ch .slip .h { font-weight: 700; font-size: 10pt; margin-bottom: 4px; }
.ch .slip .l { font-weight: 700; font-size: 7pt; margin-top: 4px; }
.ch .slip .amt { display: flex; gap: 16px; }
.ch .slip .acc { text-align: right; }
</style>`;
