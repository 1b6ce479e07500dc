// Hotel folios and travel invoices (German "Rechnung/Hotelrechnung", French "Facture/Note",
// English "Folio/Invoice"), written before reading the invoice rules. Beside the invoice number and
// date they print a folio, reservation and room number and the arrival and departure dates (decoys);
// the charges are room nights × rate, breakfast, city tax, minibar and parking, either posted night
// by night (date, text, charge, credit) or summed per kind (quantity × price). Prices include the
// tax, broken down by rate below (lodging and board at different rates, city tax at none); US
// folios post the room taxes as charges of their own. Payments are posted as credits: an advance
// or deposit, the card at check-out, and a "Balance 0.00" after them; a company billed on account
// owes the rest by a due date. The truth's total is the folio's charges, never the balance.
// Professional-services invoices share the stream (invoice-professional.ts), in turn.
import { addDays, formatDate, formatMoney, formatQuantity, escapeHtml as e, isoOf, moneyStyleFor, type Day } from "./formats";
import { invoiceFacts } from "./invoice";
import { invoiceDoc } from "./invoice-doc";
import { makeProfessionalInvoice } from "./invoice-professional";
import { personName, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type FolioLang = "de" | "fr" | "en";
type Charge = "room" | "breakfast" | "cityTax" | "minibar" | "parking" | "restaurant" | "roomTax" | "occupancyTax";

const WORDS = {
  de: {
    title: ["Rechnung", "Hotelrechnung", "RECHNUNG"],
    number: ["Rechnungsnummer", "Rechnung Nr.", "Rechnungs-Nr."],
    date: ["Rechnungsdatum", "Datum"],
    due: ["Zahlbar bis", "Fällig am"],
    folio: ["Folio-Nr.", "Folio"],
    reservation: ["Reservierungsnr.", "Buchungsnummer"],
    room: ["Zimmer", "Zimmer-Nr."],
    arrival: ["Anreise", "Ankunft"],
    departure: ["Abreise"],
    guest: ["Gast", "Gastname"],
    guests: "Personen",
    head: ["Datum", "Beschreibung", "Belastung", "Gutschrift"],
    sumHead: ["Leistung", "Menge", "Einzelpreis", "Betrag"],
    charges: {
      room: ["Übernachtung", "Logis", "Zimmer Standard"],
      breakfast: ["Frühstück", "Frühstücksbuffet"],
      cityTax: ["City Tax", "Übernachtungssteuer", "Kurtaxe"],
      minibar: ["Minibar"],
      parking: ["Garage", "Parkplatz"],
      restaurant: ["Restaurant", "Bar"],
      roomTax: [""],
      occupancyTax: [""],
    },
    deposit: ["Anzahlung", "Vorauszahlung"],
    card: ["Kreditkarte", "EC-Karte", "Zahlung Visa"],
    total: ["Gesamtbetrag", "Summe", "Rechnungsbetrag", "Gesamt"],
    paid: ["Bezahlt", "Zahlungen"],
    balance: ["Saldo", "Offener Betrag", "Restbetrag"],
    vatHead: ["MwSt.-Satz", "Netto", "MwSt.", "Brutto"],
    vatSum: "Summe MwSt.",
    net: "Summe netto",
    included: "Im Gesamtbetrag sind enthalten:",
    billTo: ["Rechnungsadresse", "Rechnung an"],
    thanks: "Wir danken für Ihren Besuch und freuen uns, Sie bald wieder begrüßen zu dürfen.",
  },
  fr: {
    title: ["Facture", "Note", "FACTURE"],
    number: ["Facture n°", "N° de facture", "Note n°"],
    date: ["Date de facture", "Date"],
    due: ["Échéance", "À régler avant le"],
    folio: ["Folio n°", "N° de folio"],
    reservation: ["N° de réservation", "Réservation"],
    room: ["Chambre", "Chambre n°"],
    arrival: ["Arrivée", "Date d'arrivée"],
    departure: ["Départ", "Date de départ"],
    guest: ["Client", "Nom du client"],
    guests: "Personnes",
    head: ["Date", "Libellé", "Débit", "Crédit"],
    sumHead: ["Prestation", "Qté", "Prix unitaire", "Montant"],
    charges: {
      room: ["Hébergement", "Nuitée", "Chambre double"],
      breakfast: ["Petit-déjeuner"],
      cityTax: ["Taxe de séjour"],
      minibar: ["Minibar"],
      parking: ["Parking"],
      restaurant: ["Restaurant", "Bar"],
      roomTax: [""],
      occupancyTax: [""],
    },
    deposit: ["Acompte", "Arrhes versées"],
    card: ["Carte bancaire", "Règlement CB", "Visa"],
    total: ["Total TTC", "Montant total", "Total"],
    paid: ["Réglé", "Total des règlements"],
    balance: ["Solde", "Reste à payer", "Solde à régler"],
    vatHead: ["Taux TVA", "HT", "TVA", "TTC"],
    vatSum: "Total TVA",
    net: "Total HT",
    included: "Dont TVA :",
    billTo: ["Adresse de facturation", "Facturé à"],
    thanks: "Merci de votre visite, nous espérons vous revoir bientôt.",
  },
  en: {
    title: ["Invoice", "Guest Folio", "INVOICE"],
    number: ["Invoice No.", "Invoice Number", "Invoice #"],
    date: ["Invoice Date", "Date"],
    due: ["Due Date", "Payment due"],
    folio: ["Folio No.", "Folio #"],
    reservation: ["Confirmation No.", "Reservation No."],
    room: ["Room", "Room No."],
    arrival: ["Arrival", "Check-in"],
    departure: ["Departure", "Check-out"],
    guest: ["Guest", "Guest Name"],
    guests: "Guests",
    head: ["Date", "Description", "Charges", "Credits"],
    sumHead: ["Description", "Qty", "Rate", "Amount"],
    charges: {
      room: ["Accommodation", "Room Charge", "Deluxe King Room"],
      breakfast: ["Breakfast"],
      cityTax: ["City Tax", "Tourism Levy"],
      minibar: ["Minibar"],
      parking: ["Valet Parking", "Car Park"],
      restaurant: ["Restaurant", "Lobby Bar"],
      roomTax: ["Room Tax", "State Tax"],
      occupancyTax: ["Occupancy Tax", "City Occupancy Tax"],
    },
    deposit: ["Advance Deposit", "Deposit", "Prepayment"],
    card: ["Visa", "Mastercard", "American Express"],
    total: ["Total", "Total Charges", "Invoice Total"],
    paid: ["Total Payments", "Payments"],
    balance: ["Balance", "Balance Due", "Amount Due"],
    vatHead: ["VAT rate", "Net", "VAT", "Gross"],
    vatSum: "Total VAT",
    net: "Total net",
    included: "VAT included in the above:",
    billTo: ["Bill to", "Billing address"],
    thanks: "Thank you for staying with us.",
  },
};

/** Tax rates on lodging, on food, drink and parking, by country (city tax bears none); US folios post taxes as charges instead. */
const RATES: Partial<Record<InvoiceCountry, { lodging: number; board: number }>> = {
  DE: { lodging: 7, board: 19 },
  AT: { lodging: 10, board: 20 },
  CH: { lodging: 3.8, board: 8.1 },
  FR: { lodging: 10, board: 20 },
  UK: { lodging: 20, board: 20 },
  IE: { lodging: 13.5, board: 23 },
};

interface Posting {
  day: Day;
  kind: Charge;
  text: string;
  qty: number;
  unitCents: number;
  amountCents: number;
}

export function makeFolioInvoice(rng: Rng, name: string, i: number): SynthDoc {
  return i % 2 === 0 ? makeHotelFolio(rng, name) : makeProfessionalInvoice(rng, name);
}

function makeHotelFolio(rng: Rng, name: string): SynthDoc {
  const country = rng.pick(["DE", "DE", "AT", "CH", "FR", "FR", "UK", "IE", "US", "US"] as const);
  const f = invoiceFacts(rng, { sellerCountries: [country], creditShare: 0 });
  const lang = f.lang as FolioLang;
  const w = WORDS[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const currency = f.homeCurrency;
  const moneyStyle = currency === f.currency ? f.money : moneyStyleFor(rng, lang, currency);
  const money = (cents: number, mark = true) => formatMoney(cents, moneyStyle, { withMark: mark });
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const rates = RATES[country];

  const nights = rng.int(1, 6);
  const persons = rng.int(1, 2);
  const departure = addDays(
    f.date,
    -rng.weighted([
      [0, 6],
      [1, 2],
      [rng.int(2, 5), 1],
    ] as const),
  );
  const arrival = addDays(departure, -nights);
  const nightly = Array.from({ length: nights }, (_, n) => addDays(arrival, n));
  const rateCents = rng.int(69, 289) * 100 + pick([0, 0, 50, 90]);
  const charge = (kind: Charge) => pick(w.charges[kind]);
  const roomText = charge("room");
  const postings: Posting[] = [];
  const post = (d: Day, kind: Charge, text: string, qty: number, unitCents: number) =>
    postings.push({ day: d, kind, text, qty, unitCents, amountCents: qty * unitCents });
  const breakfastCents = rng.chance(0.6) ? rng.int(12, 29) * 100 + pick([0, 50]) : 0;
  const cityTaxCents = country !== "US" && country !== "UK" && rng.chance(0.7) ? pick([150, 250, 300, 380, 500]) : 0;
  const taxRates = country === "US" ? { room: pick([6, 6.25, 8]), occupancy: pick([5.875, 6, 7.5]) } : null;
  for (const d of nightly) {
    post(d, "room", roomText, 1, rateCents);
    if (breakfastCents) post(d, "breakfast", charge("breakfast"), persons, breakfastCents);
    if (cityTaxCents) post(d, "cityTax", charge("cityTax"), persons, cityTaxCents);
    if (taxRates) {
      post(d, "roomTax", charge("roomTax"), 1, Math.round((rateCents * taxRates.room) / 100));
      post(d, "occupancyTax", charge("occupancyTax"), 1, Math.round((rateCents * taxRates.occupancy) / 100));
    }
  }
  if (rng.chance(0.4)) post(nightly[rng.int(0, nights - 1)]!, "minibar", charge("minibar"), 1, rng.int(4, 38) * 100 + pick([0, 50]));
  if (rng.chance(0.3)) post(nightly[rng.int(0, nights - 1)]!, "restaurant", charge("restaurant"), 1, rng.int(18, 140) * 100 + rng.int(0, 99));
  if (rng.chance(0.35)) {
    const parking = rng.int(12, 32) * 100;
    for (const d of nightly) post(d, "parking", charge("parking"), 1, parking);
  }
  const totalCents = postings.reduce((s, p) => s + p.amountCents, 0);

  // Prices include the tax: each rate's gross is split into net and tax, as the folio's breakdown prints it.
  const rateOf = (kind: Charge) => (!rates || kind === "cityTax" ? 0 : kind === "room" ? rates.lodging : rates.board);
  const byRate = new Map<number, number>();
  for (const p of postings) byRate.set(rateOf(p.kind), (byRate.get(rateOf(p.kind)) ?? 0) + p.amountCents);
  const breakdown = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => {
      const net = Math.round((gross * 100) / (100 + rate));
      return { rate, gross, net, tax: gross - net };
    });
  const taxCents = breakdown.reduce((s, b) => s + b.tax, 0);
  const netCents = totalCents - taxCents;

  // Payments: a deposit before arrival and the card at check-out, or a company billed on account for the rest.
  const onAccount = rng.chance(0.3);
  const depositCents = rng.chance(0.5) ? Math.min(rateCents * rng.int(1, nights), totalCents - 100) : 0;
  const depositDay = addDays(arrival, -rng.int(3, 40));
  const payments: Array<{ day: Day; text: string; cents: number }> = [];
  if (depositCents) payments.push({ day: depositDay, text: `${pick(w.deposit)} ${day(depositDay)}`, cents: depositCents });
  if (!onAccount) payments.push({ day: departure, text: `${pick(w.card)} ****${rng.int(1000, 9999)}`, cents: totalCents - depositCents });
  const balanceCents = totalCents - depositCents - (onAccount ? 0 : totalCents - depositCents);
  const due = onAccount && rng.chance(0.7) ? addDays(f.date, pick([10, 14, 30])) : null;

  const folioNo = String(rng.int(100000, 999999));
  const reservation = pick([
    () => String(rng.int(10000000, 99999999)),
    () => `${rng.int(100, 999)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000, 9999)}`,
  ])();
  const room = String(rng.int(101, 719));
  const guest = personName(rng);
  const hotel = `${pick(["Hotel", "Parkhotel", "Grand Hotel"] as const)} ${f.seller.short}`;
  const brandOnTop = rng.chance(0.6);
  const mark = moneyStyle.everywhere;

  const billTo = onAccount || rng.chance(0.4) ? f.buyer : null;
  const addressHtml = billTo
    ? `<div class="adr"><div class="lbl">${e(pick(w.billTo))}</div><div class="b">${e(billTo.name)}</div><div>${e(w.guest[0]!)}: ${e(guest)}</div><div>${e(billTo.street)}</div><div>${e(billTo.cityLine)}</div></div>`
    : `<div class="adr"><div class="b">${e(guest)}</div><div>${e(f.buyer.street)}</div><div>${e(f.buyer.cityLine)}</div></div>`;
  const number = f.number;
  const refs: Array<[string, string]> = [
    [pick(w.number), number],
    [pick(w.date), day(f.date)],
    [pick(w.folio), folioNo],
    [pick(w.reservation), reservation],
    [pick(w.room), room],
    [pick(w.arrival), day(arrival)],
    [pick(w.departure), day(departure)],
    [w.guests, String(persons)],
  ];
  if (due) refs.splice(2, 0, [pick(w.due), day(due)]);
  const shuffled = rng.chance(0.4) ? [...refs.slice(2), ...refs.slice(0, 2)] : refs;
  const refsHtml = rng.chance(0.5)
    ? `<table class="refs">${shuffled.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`
    : `<table class="refs grid"><tr>${shuffled
        .slice(0, 4)
        .map(([k]) => `<td class="k">${e(k)}</td>`)
        .join("")}</tr><tr>${shuffled
        .slice(0, 4)
        .map(([, v]) => `<td>${e(v)}</td>`)
        .join("")}</tr><tr>${shuffled
        .slice(4)
        .map(([k]) => `<td class="k">${e(k)}</td>`)
        .join("")}</tr><tr>${shuffled
        .slice(4)
        .map(([, v]) => `<td>${e(v)}</td>`)
        .join("")}</tr></table>`;

  // Night by night (one row per posting, credits beside) or summed per kind (quantity × price).
  const perNight = rng.chance(0.55);
  let itemsHtml: string;
  let lineItems: Array<Record<string, unknown>>;
  let printed: string[];
  if (perNight) {
    const rows = postings
      .slice()
      .sort((a, b) => isoOf(a.day).localeCompare(isoOf(b.day)))
      .map((p) => ({ p, text: p.qty > 1 ? `${p.text} ${p.qty} x ${money(p.unitCents, false)}` : p.text }));
    const credits = payments.map((p) => `<tr><td>${e(day(p.day))}</td><td>${e(p.text)}</td><td></td><td class="num">${e(money(p.cents, mark))}</td></tr>`);
    itemsHtml = `<table class="items"><tr>${w.head.map((h, k) => `<th class="${k >= 2 ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${rows
      .map(({ p, text }) => `<tr><td>${e(day(p.day))}</td><td>${e(text)}</td><td class="num">${e(money(p.amountCents, mark))}</td><td></td></tr>`)
      .join("")}${credits.join("")}</table>`;
    lineItems = rows.map(({ p, text }) => ({ description: text, quantity: null, unit_price: null, amount: p.amountCents / 100 }));
    printed = rows.flatMap(({ p, text }) => [text, money(p.amountCents, mark)]);
  } else {
    const kinds = [...new Set(postings.map((p) => p.kind))];
    const grouped = kinds.map((kind) => {
      const ps = postings.filter((p) => p.kind === kind);
      const unit = ps[0]!.unitCents;
      const same = ps.every((p) => p.unitCents === unit);
      const qty = ps.reduce((s, p) => s + p.qty, 0);
      const amount = ps.reduce((s, p) => s + p.amountCents, 0);
      return { text: ps[0]!.text, qty: same ? qty : null, unit: same ? unit : null, amount };
    });
    itemsHtml = `<table class="items"><tr>${w.sumHead.map((h, k) => `<th class="${k ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${grouped
      .map(
        (g) =>
          `<tr><td>${e(g.text)}</td><td class="num">${g.qty === null ? "" : e(formatQuantity(g.qty * 1000, moneyStyle.numbers))}</td><td class="num">${
            g.unit === null ? "" : e(money(g.unit, mark))
          }</td><td class="num">${e(money(g.amount, mark))}</td></tr>`,
      )
      .join("")}</table>`;
    lineItems = grouped.map((g) => ({ description: g.text, quantity: g.qty, unit_price: g.unit === null ? null : g.unit / 100, amount: g.amount / 100 }));
    printed = grouped.flatMap((g) => [g.text, money(g.amount, mark)]);
  }

  const ladder: Array<[string, string, boolean?]> = [[pick(w.total), money(totalCents), true]];
  if (!perNight) for (const p of payments) ladder.push([p.text, money(-p.cents)]);
  else if (payments.length) ladder.push([pick(w.paid), money(-(totalCents - balanceCents))]);
  ladder.push([pick(w.balance), money(balanceCents), rng.chance(0.5)]);
  const pct = (r: number) => `${formatQuantity(Math.round(r * 1000), moneyStyle.numbers)} %`;
  const vatHtml = rates
    ? `<div class="vat"><div class="lbl">${e(w.included)}</div><table class="vt"><tr>${w.vatHead.map((h, k) => `<th class="${k ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${breakdown
        .map(
          (b) =>
            `<tr><td>${e(pct(b.rate))}</td><td class="num">${e(money(b.net, false))}</td><td class="num">${e(money(b.tax, false))}</td><td class="num">${e(
              money(b.gross, false),
            )}</td></tr>`,
        )
        .join(
          "",
        )}</table><table class="vt"><tr><td>${e(w.net)}</td><td class="num">${e(money(netCents))}</td></tr><tr><td>${e(w.vatSum)}</td><td class="num">${e(
        money(taxCents),
      )}</td></tr></table></div>`
    : "";
  const legal = `${f.seller.name} · ${f.seller.street} · ${f.seller.cityLine}${country === "US" ? "" : ` · ${f.seller.vatId}`}${
    f.seller.registration ? ` · ${f.seller.registration}` : ""
  }`;
  const head = brandOnTop
    ? `<div class="brand">${e(hotel)}</div><div class="sm">${e(f.seller.street)} · ${e(f.seller.cityLine)} · ${e(f.seller.phone)}</div>`
    : `<div class="brand">${e(f.seller.name)}</div><div class="sm">${e(hotel)} · ${e(f.seller.street)} · ${e(f.seller.cityLine)}</div>`;
  const body = `${CSS}<div class="fo">${head}<div class="mid">${addressHtml}<div><div class="ttl">${e(pick(w.title))}</div>${refsHtml}</div></div>${itemsHtml}<table class="tot">${ladder
    .map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`)
    .join("")}</table>${vatHtml}<p class="sm">${e(w.thanks)}</p><div class="foot">${e(legal)}</div></div>`;

  const data = {
    vendor: f.seller.name,
    invoice_number: number,
    invoice_date: isoOf(f.date),
    due_date: due ? isoOf(due) : null,
    currency,
    ...(rates ? { subtotal: netCents / 100, tax: taxCents / 100 } : { subtotal: null }),
    total: totalCents / 100,
    line_items: lineItems,
  };
  const doc = invoiceDoc(
    name,
    `hotel-folio-${lang}`,
    {
      body,
      title: number,
      theme: pick(["invoice", "default", "minimal", "technical"] as const),
      font: pick([undefined, "sans", "serif", "humanist", "system"] as const),
      paper: { format: country === "US" ? "Letter" : "A4" },
    },
    {
      source: { language: lang, country, prices_include_tax: Boolean(rates), per_night: perNight, deposit: depositCents / 100, balance: balanceCents / 100 },
      data,
      notes: [
        "total: the folio's charges (gross); payments, the deposit and the balance are decoys",
        "invoice_date: the invoice date printed beside the number; arrival and departure dates are decoys",
        "invoice_number: the invoice number; folio, reservation and room numbers are decoys",
        ...(rates
          ? ["subtotal/tax: the net and VAT totals under the breakdown (prices include VAT)"]
          : ["tax: not scored, the room taxes are posted as charges without a tax total"]),
        ...(perNight ? ["line_items: every posted charge, night by night, without quantity or price columns; payments are not items"] : []),
      ],
    },
    [f.seller.name, number, day(f.date), ...(due ? [day(due)] : []), money(totalCents), ...printed],
  );
  if (!rates) (doc.expected.unknown as string[]).push("tax");
  return doc;
}

const CSS = `<style>
.fo { font-size: 9pt; line-height: 1.35; }
.fo p { margin: 0.3em 0; }
.fo .brand { font-size: 17pt; font-weight: 600; letter-spacing: 0.03em; }
.fo .sm, .fo .lbl { font-size: 7.5pt; color: #555; }
.fo .mid { display: flex; justify-content: space-between; margin: 22px 0 10px; gap: 24px; }
.fo .b { font-weight: 700; }
.fo .ttl { font-size: 14pt; font-weight: 700; margin-bottom: 4px; }
.fo table.refs td { padding: 0 10px 0 0; white-space: nowrap; }
.fo table.refs.grid td { padding: 0 8px 0 0; }
.fo td.k { color: #555; }
.fo table.items { width: 100%; border-collapse: collapse; margin: 10px 0; }
.fo table.items th { border-bottom: 1px solid #444; text-align: left; padding: 2px 4px; }
.fo table.items td { padding: 1px 4px; }
.fo .num { text-align: right; white-space: nowrap; }
.fo table.tot { margin-left: auto; border-collapse: collapse; min-width: 40%; }
.fo table.tot td { padding: 1px 4px; }
.fo table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }
.fo .vat { margin-top: 12px; font-size: 8pt; }
.fo table.vt { border-collapse: collapse; margin-bottom: 4px; }
.fo table.vt td, .fo table.vt th { padding: 0 10px 0 0; }
.fo .foot { margin-top: 18px; font-size: 7pt; color: #666; border-top: 1px solid #ccc; padding-top: 3px; }
</style>`;
