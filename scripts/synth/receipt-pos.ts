// Counter receipts the other till families do not make, printed at 58, 76 or 80 mm: tablet and
// phone POS receipts (a big merchant name, "Receipt #1-1042", items with unpriced options under
// them, "Total", "Visa •••• 1234", "Thank you", the POS app's "Powered by" line), pharmacy receipts
// (prescription numbers and the prescription's date, the full price of each medicine, the insurer's
// share taken off and the patient's co-payment to pay), hotel bar and restaurant tabs charged to a
// room (no payment, a guest, a room number and a signature line), cinema, museum and event
// admissions (the show's or visit's date and time printed beside the sale's, a booking fee) and
// bakery or kiosk receipts with deposit cups (a cup deposit and a returned cup as priced lines,
// eat-in and take-away VAT rates). Truth: the merchant is the name on top (the operator's legal
// name is an alternative), or the legal name when only the footer names one; the date is the
// sale's (show, visit, prescription and arrival dates are decoys); the total is what the customer
// paid (a pharmacy's co-payment, not the price before the insurer's share; a room tab's total);
// a tab charged to a room has no payment method (the room-charge words are accepted); items are
// the priced lines above the subtotal, or above the total when there is none, with their sign, and
// the quantity whenever one is printed.
import { isoOf, MONTHS, MONTHS_SHORT, type Day } from "./formats";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import { itemTruth, line, openTill, RULE, saleMoment, text, tillDoc, type MerchantMode, type Till, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type PLang = "en" | "de" | "fr" | "nl" | "es";
type Words = Record<PLang, readonly string[]>;
const COUNTRIES: readonly InvoiceCountry[] = ["US", "UK", "UK", "DE", "DE", "AT", "CH", "FR", "NL", "BE", "ES"];
const FAMILIES = ["tablet-pos", "pharmacy", "room-charge", "admission", "bakery-deposit"] as const;

const WORDS = {
  receiptNo: {
    en: ["Receipt #", "Receipt no. ", "Sale #"],
    de: ["Beleg #", "Bon-Nr. ", "Beleg-Nr. "],
    fr: ["Reçu n° ", "Ticket #"],
    nl: ["Bon #", "Bonnummer "],
    es: ["Recibo n.º ", "Ticket #"],
  },
  total: { en: ["Total", "TOTAL"], de: ["Gesamt", "Summe", "Total"], fr: ["Total", "TOTAL"], nl: ["Totaal"], es: ["Total"] },
  subtotal: { en: ["Subtotal"], de: ["Zwischensumme"], fr: ["Sous-total"], nl: ["Subtotaal"], es: ["Subtotal"] },
  tip: { en: ["Tip"], de: ["Trinkgeld"], fr: ["Pourboire"], nl: ["Fooi"], es: ["Propina"] },
  discount: { en: ["Discount 10%"], de: ["Rabatt 10%"], fr: ["Remise 10%"], nl: ["Korting 10%"], es: ["Descuento 10%"] },
  card: {
    en: ["Card", "Visa", "Mastercard", "Amex"],
    de: ["Karte", "Girocard", "Visa"],
    fr: ["Carte", "CB", "Visa"],
    nl: ["Pin", "Maestro", "Visa"],
    es: ["Tarjeta", "Visa"],
  },
  contactless: { en: ["Contactless"], de: ["Kontaktlos"], fr: ["Sans contact"], nl: ["Contactloos"], es: ["Sin contacto"] },
  thanks: {
    en: ["Thank you!", "Thanks for stopping by", "Thank you, see you soon"],
    de: ["Danke!", "Vielen Dank und bis bald"],
    fr: ["Merci !", "Merci et à bientôt"],
    nl: ["Bedankt!", "Dank je wel en tot snel"],
    es: ["¡Gracias!", "Gracias por su visita"],
  },
  vatIncl: { en: ["incl. VAT"], de: ["inkl. MwSt."], fr: ["dont TVA"], nl: ["incl. btw"], es: ["IVA incl."] },
  served: { en: ["Served by"], de: ["Bedient von"], fr: ["Servi par"], nl: ["Geholpen door"], es: ["Le atendió"] },
  powered: { en: ["Powered by"], de: ["Bereitgestellt von"], fr: ["Propulsé par"], nl: ["Mogelijk gemaakt door"], es: ["Con la tecnología de"] },
  cashGiven: { en: ["Cash"], de: ["Bar"], fr: ["Espèces"], nl: ["Contant"], es: ["Efectivo"] },
  change: { en: ["Change"], de: ["Rückgeld"], fr: ["Rendu"], nl: ["Wisselgeld"], es: ["Cambio"] },
} satisfies Record<string, Words>;

const POS_KINDS: Words = {
  en: ["Coffee", "Market Stall", "Studio", "Flowers", "Records", "Bike Shop"],
  de: ["Kaffeebar", "Blumen", "Laden", "Fahrräder", "Hofladen"],
  fr: ["Café", "Fleurs", "Atelier", "Vélos", "Comptoir"],
  nl: ["Koffiebar", "Bloemen", "Winkel", "Fietsen"],
  es: ["Café", "Floristería", "Taller", "Bicicletas"],
};
const POS_ITEMS: Record<PLang, ReadonlyArray<readonly [string, number, number, readonly string[]]>> = {
  en: [
    ["Flat white", 320, 420, ["Oat milk", "Extra shot", "Large"]],
    ["Banana bread", 280, 380, ["Warmed"]],
    ["Tulip bunch", 900, 1500, ["Gift wrap"]],
    ["Vinyl LP", 1800, 3200, []],
    ['Inner tube 28"', 600, 900, []],
    ["Tote bag", 1200, 1800, ["Natural"]],
    ["Ceramic mug", 1400, 2200, ["Blue glaze"]],
  ],
  de: [
    ["Cappuccino", 320, 420, ["Hafermilch", "Groß"]],
    ["Zimtschnecke", 280, 380, []],
    ["Strauß Tulpen", 900, 1500, ["Geschenkpapier"]],
    ["Fahrradschlauch", 600, 900, []],
    ["Honig 500g", 700, 1100, []],
    ["Keramikbecher", 1400, 2200, ["Blau"]],
  ],
  fr: [
    ["Café allongé", 200, 320, ["Lait d'avoine"]],
    ["Cannelé", 180, 280, []],
    ["Bouquet de tulipes", 900, 1500, ["Papier cadeau"]],
    ["Chambre à air", 600, 900, []],
    ["Tasse en grès", 1400, 2200, ["Bleu"]],
    ["Confiture 250g", 450, 700, []],
  ],
  nl: [
    ["Cappuccino", 320, 420, ["Havermelk", "Groot"]],
    ["Appeltaart", 380, 480, ["Slagroom"]],
    ["Bos tulpen", 600, 1200, []],
    ["Binnenband", 600, 900, []],
    ["Stroopwafels", 350, 550, []],
    ["Mok", 1400, 2200, ["Blauw"]],
  ],
  es: [
    ["Café con leche", 150, 250, ["Leche de avena"]],
    ["Tostada con tomate", 250, 400, []],
    ["Ramo de tulipanes", 900, 1500, []],
    ["Cámara de bici", 600, 900, []],
    ["Taza de cerámica", 1400, 2200, ["Azul"]],
  ],
};

/** The sale's date and time as a POS app prints them: month names, "at", a 12-hour clock in English. */
function appMoment(rng: Rng, t: Till): { day: Day; date: string; html: string } {
  const lang = t.lang as PLang;
  const day: Day = { y: rng.int(2021, 2026), m: rng.int(1, 12), d: rng.int(13, 28) };
  const h = rng.int(8, 21);
  const mi = String(rng.int(0, 59)).padStart(2, "0");
  const h12 = `${((h + 11) % 12) + 1}:${mi} ${h < 12 ? "AM" : "PM"}`;
  const dd = String(day.d).padStart(2, "0");
  const mm = String(day.m).padStart(2, "0");
  const options =
    lang === "en"
      ? [
          [`${MONTHS.en[day.m - 1]} ${day.d}, ${day.y}`, ` at ${h12}`],
          [`${day.d} ${MONTHS_SHORT.en[day.m - 1]} ${day.y}`, `, ${String(h).padStart(2, "0")}:${mi}`],
          [t.country === "US" ? `${mm}/${dd}/${day.y}` : `${dd}/${mm}/${day.y}`, ` ${t.country === "US" ? h12 : `${h}:${mi}`}`],
        ]
      : [
          [`${day.d}. ${MONTHS[lang][day.m - 1]} ${day.y}`.replace(/^(\d+)\. (?=\p{Ll})/u, "$1 "), ` ${lang === "fr" ? `${h}h${mi}` : `${h}:${mi}`}`],
          [`${day.d} ${MONTHS_SHORT[lang][day.m - 1]} ${day.y}`, `, ${String(h).padStart(2, "0")}:${mi}`],
          [lang === "de" ? `${dd}.${mm}.${day.y}` : lang === "nl" ? `${day.d}-${day.m}-${day.y}` : `${dd}/${mm}/${day.y}`, ` ${h}:${mi}`],
        ];
  const [date, time] = rng.pick(options);
  return { day, date: date!, html: text(`${date}${time}`, "nw") };
}

const cardTail = (rng: Rng) => `•••• ${rng.int(1000, 9999)}`;

/** The payment as a POS prints it: the card's word and last digits, or cash with change. */
function payment(rng: Rng, t: Till, paid: number, cashShare: number): { html: string; method: string } {
  const lang = t.lang as PLang;
  if (rng.chance(cashShare)) {
    const method = rng.pick(WORDS.cashGiven[lang]);
    const given = Math.ceil(paid / 500) * 500 + (rng.chance(0.4) ? 500 : 0);
    return { method, html: line(method, t.amount(given)) + line(rng.pick(WORDS.change[lang]), t.amount(given - paid)) };
  }
  const method = rng.pick(WORDS.card[lang]);
  const contactless = rng.chance(0.4) ? `${rng.pick(WORDS.contactless[lang])} ` : "";
  return rng.pick([
    () => ({ method, html: line(`${contactless}${method} ${cardTail(rng)}`, t.amount(paid)) }),
    () => ({ method, html: `${text(`${contactless}${method} ${cardTail(rng)}`)}${text(`Auth ${rng.int(100000, 999999)}`)}` }),
  ])();
}

/** The VAT included, or (US) the sales tax added: the line and the tax in cents. */
function taxLine(t: Till, gross: number, rate: number): string {
  const tax = Math.round(gross - gross / (1 + rate / 100));
  return line(`${t.rng.pick(WORDS.vatIncl[t.lang as PLang])} ${rate}%`, t.amount(tax));
}

const RATE: Partial<Record<InvoiceCountry, number>> = { UK: 20, DE: 19, AT: 20, CH: 8.1, FR: 20, NL: 21, BE: 21, ES: 21 };
const REDUCED: Partial<Record<InvoiceCountry, number>> = { UK: 0, DE: 7, AT: 10, CH: 2.6, FR: 5.5, NL: 9, BE: 6, ES: 10 };

const pickItems = <T>(rng: Rng, pool: readonly T[], min: number, max: number) => rng.shuffle(pool).slice(0, rng.int(min, Math.min(max, pool.length)));
const quantityOf = (rng: Rng) =>
  rng.weighted([
    [1, 6],
    [2, 2],
    [3, 1],
  ] as const);

interface Made {
  family: string;
  html: string[];
  rows: number;
  total: number;
  method: string | null;
  methodAlternatives?: string[];
  items: TillItem[];
  dayIso: string;
  date: string;
  mustPrint: string[];
}

function tabletPos(rng: Rng, t: Till, who: { heading: string; footer: string }): Made {
  const lang = t.lang as PLang;
  const w = (key: keyof typeof WORDS) => rng.pick(WORDS[key][lang]);
  const moment = rng.chance(0.7) ? appMoment(rng, t) : saleMoment(rng, t);
  const items: TillItem[] = pickItems(rng, POS_ITEMS[lang], 1, 5).map(([description, low, high]) => {
    const quantity = quantityOf(rng);
    const unit = Math.round(rng.int(low, high) / 10) * 10;
    return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit };
  });
  const options = new Map(POS_ITEMS[lang].map(([d, , , o]) => [d, o]));
  const style = rng.pick(["under", "before", "times"] as const);
  const itemHtml = items.map((i) => {
    const q = i.quantity ?? 1;
    const unit = i.cents / q;
    const head =
      style === "before"
        ? line(`${q} × ${i.description}`, t.amount(i.cents))
        : style === "times"
          ? line(`${i.description} x${q}`, t.money(i.cents))
          : line(i.description, t.money(i.cents)) + (q > 1 ? text(`  ${q} × ${t.amount(unit)}`) : "");
    const extras = (options.get(i.description) ?? []).filter(() => rng.chance(0.4));
    return head + extras.map((x) => text(`  + ${x}`)).join("");
  });
  const sum = items.reduce((s, i) => s + i.cents, 0);
  const discount = rng.chance(0.25) ? -Math.round(sum / 10) : 0;
  const salesTax = t.country === "US" ? Math.round(((sum + discount) * 8.875) / 100) : 0;
  const tip = rng.chance(0.3) ? rng.pick([50, 100, 150, 200]) : 0;
  const total = sum + discount + salesTax + tip;
  const pay = payment(rng, t, total, 0.2);
  const number = `${w("receiptNo")}${rng.int(1, 4)}-${rng.int(1000, 9999)}`;
  const showSubtotal = discount !== 0 || salesTax !== 0 || tip !== 0 || rng.chance(0.4);
  return {
    family: "tablet-pos",
    html: [
      who.heading,
      text(number, rng.chance(0.5) ? "c" : ""),
      moment.html,
      rng.chance(0.5) ? text(`${w("served")} ${rng.pick(["Mia", "Jonas", "Chloé", "Sam", "Daan", "Lucía"])}`) : "",
      RULE,
      ...itemHtml,
      RULE,
      showSubtotal ? line(w("subtotal"), t.amount(sum)) : "",
      discount ? line(w("discount"), t.amount(discount)) : "",
      salesTax ? line("Sales tax 8.875%", t.amount(salesTax)) : "",
      tip ? line(w("tip"), t.amount(tip)) : "",
      line(w("total"), t.money(total), "big"),
      t.country === "US" ? "" : taxLine(t, total - tip, RATE[t.country] ?? 20),
      RULE,
      pay.html,
      `<div class="sp"></div>`,
      text(w("thanks"), "c"),
      who.footer,
      rng.chance(0.5) ? text(`${w("powered")} Tillpad`, "c") : "",
    ],
    rows: 22 + items.length * 2,
    total,
    method: pay.method,
    items,
    dayIso: isoOf(moment.day),
    date: moment.date,
    mustPrint: [t.amount(total), pay.method],
  };
}

const PHARMACY: Record<PLang, { kinds: readonly string[]; rx: readonly string[]; otc: readonly string[]; words: Record<string, readonly string[]> }> = {
  en: {
    kinds: ["Pharmacy", "Chemist", "Drug Store"],
    rx: ["Amoxicillin 500mg caps x21", "Omeprazole 20mg x28", "Salbutamol inhaler", "Sertraline 50mg x28"],
    otc: ["Ibuprofen 200mg x16", "Sunscreen SPF50", "Plasters mixed", "Throat lozenges"],
    words: {
      rx: ["Rx #", "Prescription no. "],
      prescribed: ["Prescribed", "Rx date"],
      gross: ["Total price", "Retail value"],
      insurer: ["Insurance paid", "Plan pays", "NHS contribution"],
      due: ["You pay", "Patient pays", "Amount paid"],
    },
  },
  de: {
    kinds: ["Apotheke", "Stadt-Apotheke", "Apotheke am Markt"],
    rx: ["Amoxicillin 1000 20 St", "Pantoprazol 20mg 30 St", "Salbutamol Spray", "Ramipril 5mg 50 St"],
    otc: ["Ibuprofen 400 20 St", "Nasenspray", "Pflaster Strips", "Halstabletten"],
    words: {
      rx: ["Rezept-Nr. ", "Verordnung "],
      prescribed: ["Rezept vom", "Ausgestellt am"],
      gross: ["Gesamtpreis", "Preis gesamt"],
      insurer: ["Anteil Krankenkasse", "Kassenanteil"],
      due: ["Zuzahlung / zu zahlen", "Zu zahlen", "Ihr Anteil"],
    },
  },
  fr: {
    kinds: ["Pharmacie", "Pharmacie du Centre"],
    rx: ["Amoxicilline 1g x12", "Doliprane 1000mg x8", "Ventoline spray", "Oméprazole 20mg x14"],
    otc: ["Crème solaire SPF50", "Pansements x20", "Pastilles gorge", "Sérum physiologique"],
    words: {
      rx: ["Ordonnance n° ", "Ord. "],
      prescribed: ["Prescrite le", "Ordonnance du"],
      gross: ["Montant total", "Total brut"],
      insurer: ["Part AMO", "Part Sécu + mutuelle"],
      due: ["Reste à payer", "Net à payer"],
    },
  },
  nl: {
    kinds: ["Apotheek", "Apotheek Centrum"],
    rx: ["Amoxicilline 500mg 21st", "Omeprazol 20mg 28st", "Salbutamol inhaler", "Metformine 500mg 60st"],
    otc: ["Paracetamol 500mg 20st", "Zonnebrand SPF50", "Pleisters", "Keeltabletten"],
    words: {
      rx: ["Recept ", "Receptnr. "],
      prescribed: ["Voorgeschreven", "Receptdatum"],
      gross: ["Totaalprijs", "Bruto"],
      insurer: ["Vergoed door verzekeraar", "Zorgverzekeraar"],
      due: ["Eigen bijdrage", "Te betalen"],
    },
  },
  es: {
    kinds: ["Farmacia", "Farmacia Central"],
    rx: ["Amoxicilina 500mg 24 caps", "Omeprazol 20mg 28 caps", "Ventolin inhalador", "Enalapril 10mg 28 comp"],
    otc: ["Ibuprofeno 400mg 20 comp", "Crema solar SPF50", "Tiritas surtidas", "Pastillas garganta"],
    words: {
      rx: ["Receta nº ", "Receta "],
      prescribed: ["Prescrita el", "Fecha receta"],
      gross: ["Importe total", "PVP total"],
      insurer: ["Aportación Seg. Social", "Financiado SNS"],
      due: ["Aportación usuario", "A pagar"],
    },
  },
};

function pharmacy(rng: Rng, t: Till, who: { heading: string; footer: string }): Made {
  const lang = t.lang as PLang;
  const p = PHARMACY[lang];
  const pw = (key: string) => rng.pick(p.words[key]!);
  const moment = saleMoment(rng, t, { labelled: rng.chance(0.4) });
  const rx: TillItem[] = pickItems(rng, p.rx, 1, 2).map((description) => ({ description, cents: rng.int(8, 90) * 100 + rng.pick([0, 45, 90, 99]) }));
  const otc: TillItem[] = pickItems(rng, p.otc, 0, 2).map((description) => {
    const quantity = rng.chance(0.25) ? 2 : 1;
    return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * (rng.int(3, 15) * 100 + rng.pick([49, 95, 99])) };
  });
  const items = rng.chance(0.5) ? [...rx, ...otc] : [...otc, ...rx];
  const gross = items.reduce((s, i) => s + i.cents, 0);
  // The insurer pays all of each prescription but a co-payment (at least a small fixed sum).
  const copay = rx.map((i) => Math.min(i.cents, rng.pick([500, 500, 750, 1000, Math.round(i.cents / 10 / 10) * 10 || 100])));
  const insurer = rx.reduce((s, i, k) => s + i.cents - copay[k]!, 0);
  const total = gross - insurer;
  const prescribed = { y: moment.day.y, m: moment.day.m, d: Math.max(1, moment.day.d - rng.int(1, 9)) };
  const prescribedDate =
    t.country === "US"
      ? `${String(prescribed.m).padStart(2, "0")}/${String(prescribed.d).padStart(2, "0")}/${prescribed.y}`
      : `${String(prescribed.d).padStart(2, "0")}.${String(prescribed.m).padStart(2, "0")}.${prescribed.y}`;
  const itemHtml = items.map((i) => {
    const isRx = rx.includes(i);
    const q = i.quantity ?? 1;
    return (
      (isRx ? text(`${pw("rx")}${rng.int(1000000, 9999999)}`) : "") +
      line(q > 1 ? `${q} x ${i.description}` : i.description, t.amount(i.cents)) +
      (isRx && rng.chance(0.5) ? text(`  ${pw("prescribed")} ${prescribedDate}`) : "")
    );
  });
  const pay = payment(rng, t, total, 0.35);
  return {
    family: "pharmacy",
    html: [
      who.heading,
      moment.html,
      RULE,
      ...itemHtml,
      RULE,
      line(pw("gross"), t.amount(gross)),
      insurer ? line(pw("insurer"), t.amount(-insurer)) : "",
      line(pw("due"), t.money(total), "big"),
      RULE,
      pay.html,
      t.country === "US" ? "" : taxLine(t, total, REDUCED[t.country] || (RATE[t.country] ?? 20)),
      `<div class="sp"></div>`,
      text(rng.pick(WORDS.thanks[lang]), "c"),
      who.footer,
    ],
    rows: 24 + items.length * 3,
    total,
    method: pay.method,
    items,
    dayIso: isoOf(moment.day),
    date: moment.date,
    mustPrint: [t.amount(total), pay.method],
  };
}

const BAR: Record<
  PLang,
  { outlets: readonly string[]; guests: readonly string[]; items: ReadonlyArray<readonly [string, number]>; words: Record<string, readonly string[]> }
> = {
  en: {
    guests: ["Mr J. Hale", "Ms R. Okafor"],
    outlets: ["Lobby Bar", "The Terrace Restaurant", "Pool Bar"],
    items: [
      ["Gin & tonic", 1250],
      ["Club sandwich", 1650],
      ["Sparkling water", 450],
      ["Glass of Rioja", 950],
      ["Caesar salad", 1400],
      ["Espresso", 350],
    ],
    words: {
      room: ["Charge to room", "Room charge - Room", "Posted to room"],
      guest: ["Guest"],
      check: ["Check #", "Chk "],
      sign: ["Signature", "Guest signature"],
      tip: ["Tip"],
    },
  },
  de: {
    guests: ["Fr. K. Brandt", "Hr. T. Vogel"],
    outlets: ["Hotelbar", "Restaurant", "Lobby-Lounge"],
    items: [
      ["Aperol Spritz", 950],
      ["Clubsandwich", 1650],
      ["Mineralwasser 0,5l", 550],
      ["Glas Riesling", 850],
      ["Wiener Schnitzel", 2450],
      ["Espresso", 340],
    ],
    words: {
      room: ["Auf Zimmer", "Zimmerbelastung Zi.", "Buchung auf Zimmer"],
      guest: ["Gast"],
      check: ["Rechnung #", "Beleg "],
      sign: ["Unterschrift"],
      tip: ["Trinkgeld"],
    },
  },
  fr: {
    guests: ["Mme L. Perrin", "M. A. Roux"],
    outlets: ["Le Bar", "Restaurant", "Salon"],
    items: [
      ["Coupe de champagne", 1600],
      ["Croque-monsieur", 1400],
      ["Eau pétillante", 550],
      ["Verre de bordeaux", 900],
      ["Café", 350],
    ],
    words: {
      room: ["Imputé chambre", "Report chambre n°", "Débit chambre"],
      guest: ["Client"],
      check: ["Note n° ", "Addition "],
      sign: ["Signature"],
      tip: ["Pourboire"],
    },
  },
  nl: {
    guests: ["Dhr. P. de Wit", "Mw. S. Bakker"],
    outlets: ["Hotelbar", "Restaurant", "Lounge"],
    items: [
      ["Gin-tonic", 1150],
      ["Clubsandwich", 1450],
      ["Spa rood", 380],
      ["Glas huiswijn", 650],
      ["Bitterballen", 850],
    ],
    words: { room: ["Op kamer", "Boeking op kamer", "Kamerrekening"], guest: ["Gast"], check: ["Bon ", "Rekening "], sign: ["Handtekening"], tip: ["Fooi"] },
  },
  es: {
    guests: ["Sra. M. Ortega", "Sr. J. Vidal"],
    outlets: ["Bar del Lobby", "Restaurante", "Terraza"],
    items: [
      ["Gin tonic", 1200],
      ["Sándwich club", 1400],
      ["Agua con gas", 400],
      ["Copa de rioja", 650],
      ["Croquetas", 900],
    ],
    words: {
      room: ["Cargo a habitación", "Cargar a hab.", "Habitación"],
      guest: ["Cliente"],
      check: ["Cuenta nº ", "Ticket "],
      sign: ["Firma"],
      tip: ["Propina"],
    },
  },
};

function roomCharge(rng: Rng, t: Till, who: { heading: string; footer: string }): Made {
  const lang = t.lang as PLang;
  const b = BAR[lang];
  const bw = (key: string) => rng.pick(b.words[key]!);
  const moment = saleMoment(rng, t);
  const items: TillItem[] = pickItems(rng, b.items, 2, 5).map(([description, price]) => {
    const quantity = quantityOf(rng);
    return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * price };
  });
  const food = items.reduce((s, i) => s + i.cents, 0);
  const servicePct = t.country === "US" ? 18 : t.country === "UK" ? rng.pick([0, 12.5]) : 0;
  const service = Math.round((food * servicePct) / 100);
  const salesTax = t.country === "US" ? Math.round((food * 8.875) / 100) : 0;
  const total = food + service + salesTax;
  const room = `${rng.int(1, 9)}${String(rng.int(1, 40)).padStart(2, "0")}`;
  const roomWords = bw("room");
  const nights = rng.int(1, 5);
  const arrival = { ...moment.day, d: Math.max(1, moment.day.d - nights) };
  const arrivalDate =
    t.country === "US"
      ? `${String(arrival.m).padStart(2, "0")}/${String(arrival.d).padStart(2, "0")}/${arrival.y}`
      : `${String(arrival.d).padStart(2, "0")}.${String(arrival.m).padStart(2, "0")}.${arrival.y}`;
  const itemHtml = items.map((i) => line(`${i.quantity ?? 1} ${i.description}`, t.amount(i.cents)));
  return {
    family: "room-charge",
    html: [
      who.heading,
      text(rng.pick(b.outlets), "c b"),
      line(
        `${bw("check")}${rng.int(100, 9999)}`,
        `${lang === "en" ? "Table" : lang === "de" ? "Tisch" : lang === "fr" ? "Table" : lang === "nl" ? "Tafel" : "Mesa"} ${rng.int(1, 30)}`,
      ),
      moment.html,
      RULE,
      ...itemHtml,
      RULE,
      line(rng.pick(WORDS.subtotal[lang]), t.amount(food)),
      service ? line(`Service ${servicePct}%`, t.amount(service)) : "",
      salesTax ? line("Tax 8.875%", t.amount(salesTax)) : "",
      line(rng.pick(WORDS.total[lang]), t.money(total), "big"),
      t.country === "US" ? "" : taxLine(t, total, RATE[t.country] ?? 20),
      RULE,
      line(`${roomWords} ${room}`, t.amount(total), "b"),
      text(`${bw("guest")}: ${rng.pick(b.guests)}`),
      rng.chance(0.5)
        ? text(`${lang === "de" ? "Anreise" : lang === "fr" ? "Arrivée" : lang === "nl" ? "Aankomst" : lang === "es" ? "Llegada" : "Arrival"} ${arrivalDate}`)
        : "",
      `<div class="sp"></div>`,
      t.country === "US" || rng.chance(0.3) ? line(`${bw("tip")}:`, "__________") : "",
      line(`${bw("sign")}:`, "__________________"),
      `<div class="sp"></div>`,
      who.footer,
    ],
    rows: 28 + items.length,
    total,
    method: null,
    methodAlternatives: [roomWords],
    items,
    dayIso: isoOf(moment.day),
    date: moment.date,
    mustPrint: [t.amount(total), roomWords],
  };
}

const VENUES: Record<
  PLang,
  {
    kinds: readonly string[];
    tickets: ReadonlyArray<readonly [string, number]>;
    snacks: ReadonlyArray<readonly [string, number]>;
    words: Record<string, readonly string[]>;
  }
> = {
  en: {
    kinds: ["Cinema", "Picturehouse", "Museum", "Gallery", "Playhouse"],
    tickets: [
      ["Adult", 1250],
      ["Child", 800],
      ["Concession", 950],
      ["Senior", 900],
    ],
    snacks: [
      ["Popcorn medium", 550],
      ["Soft drink", 380],
      ["Exhibition guide", 600],
    ],
    words: {
      show: ["Show:", "Performance:", "Valid on"],
      seat: ["Screen 3 Row F Seats 11-12", "Hall 2 Row C", "Timed entry"],
      fee: ["Booking fee", "Service fee"],
      sold: ["Sold", "Purchased"],
    },
  },
  de: {
    kinds: ["Kino", "Filmtheater", "Museum", "Kunsthalle"],
    tickets: [
      ["Erwachsene", 1200],
      ["Kind", 750],
      ["Ermäßigt", 900],
    ],
    snacks: [
      ["Popcorn mittel", 550],
      ["Cola 0,5l", 420],
      ["Katalog", 1500],
    ],
    words: {
      show: ["Vorstellung:", "Gültig am", "Einlass:"],
      seat: ["Saal 4 Reihe 7 Platz 12-13", "Zeitfenster"],
      fee: ["Vorverkaufsgebühr", "Servicegebühr"],
      sold: ["Verkauft", "Kauf"],
    },
  },
  fr: {
    kinds: ["Cinéma", "Musée", "Théâtre"],
    tickets: [
      ["Plein tarif", 1150],
      ["Tarif réduit", 850],
      ["Enfant", 650],
    ],
    snacks: [
      ["Pop-corn moyen", 600],
      ["Boisson", 400],
      ["Audioguide", 500],
    ],
    words: {
      show: ["Séance :", "Valable le", "Représentation :"],
      seat: ["Salle 5 Rang G", "Placement libre"],
      fee: ["Frais de location", "Frais de service"],
      sold: ["Vendu le", "Achat"],
    },
  },
  nl: {
    kinds: ["Bioscoop", "Filmhuis", "Museum"],
    tickets: [
      ["Volwassene", 1300],
      ["Kind", 850],
      ["CJP", 950],
    ],
    snacks: [
      ["Popcorn middel", 550],
      ["Frisdrank", 380],
      ["Audiotour", 450],
    ],
    words: {
      show: ["Voorstelling:", "Geldig op", "Tijdslot:"],
      seat: ["Zaal 2 Rij 8 Stoel 5-6", "Vrije plaatskeuze"],
      fee: ["Reserveringskosten", "Servicekosten"],
      sold: ["Verkocht", "Aankoop"],
    },
  },
  es: {
    kinds: ["Cines", "Museo", "Teatro"],
    tickets: [
      ["Entrada general", 950],
      ["Reducida", 650],
      ["Infantil", 550],
    ],
    snacks: [
      ["Palomitas medianas", 550],
      ["Refresco", 400],
      ["Audioguía", 500],
    ],
    words: {
      show: ["Sesión:", "Válida el", "Función:"],
      seat: ["Sala 6 Fila 9 Butaca 4-5", "Acceso libre"],
      fee: ["Gastos de gestión", "Gastos de servicio"],
      sold: ["Vendida", "Compra"],
    },
  },
};

function admission(rng: Rng, t: Till, who: { heading: string; footer: string }): Made {
  const lang = t.lang as PLang;
  const v = VENUES[lang];
  const vw = (key: string) => rng.pick(v.words[key]!);
  const moment = saleMoment(rng, t, { labelled: false });
  const tickets: TillItem[] = pickItems(rng, v.tickets, 1, 2).map(([description, price]) => {
    const quantity = rng.int(1, 3);
    return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * price };
  });
  const snacks: TillItem[] = pickItems(rng, v.snacks, 0, 2).map(([description, price]) => ({ description, cents: price }));
  const count = tickets.reduce((n, i) => n + (i.quantity ?? 1), 0);
  const feeEach = rng.pick([50, 75, 100, 150]);
  // A fee per ticket printed among the tickets is an item; one fee after the subtotal is not.
  const feeMode = rng.pick(["item", "after", "none"] as const);
  const feeWords = vw("fee");
  const items: TillItem[] = [
    ...tickets,
    ...(feeMode === "item" ? [{ description: feeWords, ...(count > 1 ? { quantity: count } : {}), cents: count * feeEach }] : []),
    ...snacks,
  ];
  const sum = items.reduce((s, i) => s + i.cents, 0);
  const fee = feeMode === "after" ? feeEach * count : 0;
  const salesTax = t.country === "US" ? Math.round((sum * 6.25) / 100) : 0;
  const total = sum + fee + salesTax;
  // The show is later than the sale: the same day in the evening, or days ahead.
  const ahead = rng.int(0, 20);
  const show = { ...moment.day, d: Math.min(28, moment.day.d + ahead) };
  const showDate =
    t.country === "US"
      ? `${MONTHS_SHORT.en[show.m - 1]} ${show.d}, ${show.y}`
      : rng.chance(0.5)
        ? `${String(show.d).padStart(2, "0")}.${String(show.m).padStart(2, "0")}.${show.y}`
        : `${show.d} ${MONTHS[lang][show.m - 1]} ${show.y}`;
  const showTime = `${rng.pick([14, 17, 19, 20, 21])}:${rng.pick(["00", "15", "30", "45"])}`;
  const itemHtml = items.map((i) =>
    i.quantity
      ? line(`${i.quantity} x ${i.description}`, t.amount(i.cents)) + text(`  @ ${t.amount(i.cents / i.quantity)}`)
      : line(i.description, t.amount(i.cents)),
  );
  const pay = payment(rng, t, total, 0.3);
  const soldFirst = rng.chance(0.5);
  const sold = rng.chance(0.5) ? `<div class="nw">${vw("sold")}: </div>${moment.html}` : moment.html;
  const showHtml = `${text(rng.pick(["THE LONG WINTER", "Impressionist Light", "Die Stadt am Fluss", "La Nuit américaine", "Het Verre Land"]), "b")}${text(`${vw("show")} ${showDate} ${showTime}`, "nw")}${text(vw("seat"))}`;
  return {
    family: "admission",
    html: [
      who.heading,
      soldFirst ? sold : "",
      showHtml,
      soldFirst ? "" : sold,
      RULE,
      ...itemHtml,
      RULE,
      feeMode === "after" || salesTax ? line(rng.pick(WORDS.subtotal[lang]), t.amount(sum)) : "",
      fee ? line(feeWords, t.amount(fee)) : "",
      salesTax ? line("Sales tax 6.25%", t.amount(salesTax)) : "",
      line(rng.pick(WORDS.total[lang]), t.money(total), "big"),
      pay.html,
      t.country === "US" ? "" : taxLine(t, total, REDUCED[t.country] || (RATE[t.country] ?? 20)),
      `<div class="sp"></div>`,
      text(rng.pick(WORDS.thanks[lang]), "c"),
      who.footer,
    ],
    rows: 26 + items.length * 2,
    total,
    method: pay.method,
    items,
    dayIso: isoOf(moment.day),
    date: moment.date,
    mustPrint: [t.amount(total), pay.method],
  };
}

const BAKERY: Record<
  PLang,
  {
    kinds: readonly string[];
    goods: ReadonlyArray<readonly [string, number]>;
    cup: readonly string[];
    back: readonly string[];
    eatIn: readonly string[];
    takeAway: readonly string[];
  }
> = {
  en: {
    kinds: ["Bakery", "Kiosk", "Coffee Kiosk"],
    goods: [
      ["Latte regular", 340],
      ["Sausage roll", 260],
      ["Cinnamon bun", 295],
      ["Sourdough loaf", 450],
      ["Hot chocolate", 320],
    ],
    cup: ["Cup deposit", "Reusable cup deposit"],
    back: ["Cup returned", "Deposit refund"],
    eatIn: ["Eat in"],
    takeAway: ["Take away"],
  },
  de: {
    kinds: ["Bäckerei", "Backstube", "Kiosk"],
    goods: [
      ["Kaffee groß", 320],
      ["Butterbrezel", 195],
      ["Mohnbrötchen", 65],
      ["Bauernbrot 1kg", 420],
      ["Franzbrötchen", 230],
      ["Latte Macchiato", 360],
    ],
    cup: ["Pfand Becher", "Becherpfand"],
    back: ["Pfand zurück", "Pfandrückgabe"],
    eatIn: ["Im Haus"],
    takeAway: ["Außer Haus"],
  },
  fr: {
    kinds: ["Boulangerie", "Kiosque"],
    goods: [
      ["Café crème", 290],
      ["Croissant", 120],
      ["Baguette tradition", 130],
      ["Pain au chocolat", 140],
      ["Flan pâtissier", 320],
    ],
    cup: ["Consigne gobelet"],
    back: ["Retour gobelet"],
    eatIn: ["Sur place"],
    takeAway: ["À emporter"],
  },
  nl: {
    kinds: ["Bakkerij", "Kiosk"],
    goods: [
      ["Koffie groot", 310],
      ["Saucijzenbroodje", 250],
      ["Krentenbol", 95],
      ["Volkorenbrood", 365],
      ["Appelflap", 210],
    ],
    cup: ["Statiegeld beker", "Borg beker"],
    back: ["Beker retour"],
    eatIn: ["Hier opeten"],
    takeAway: ["Meenemen"],
  },
  es: {
    kinds: ["Panadería", "Quiosco"],
    goods: [
      ["Café con leche", 180],
      ["Napolitana", 150],
      ["Barra de pan", 110],
      ["Ensaimada", 220],
      ["Zumo natural", 300],
    ],
    cup: ["Depósito vaso"],
    back: ["Devolución vaso"],
    eatIn: ["Para tomar aquí"],
    takeAway: ["Para llevar"],
  },
};

function bakery(rng: Rng, t: Till, who: { heading: string; footer: string }): Made {
  const lang = t.lang as PLang;
  const k = BAKERY[lang];
  const moment = saleMoment(rng, t);
  const goods: TillItem[] = pickItems(rng, k.goods, 2, 5).map(([description, price]) => {
    const quantity = quantityOf(rng);
    return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * price };
  });
  const cups = rng.int(1, 2);
  const depositEach = rng.pick([100, 100, 200, 50]);
  const cupWords = rng.pick(k.cup);
  const items: TillItem[] = [...goods, { description: cupWords, ...(cups > 1 ? { quantity: cups } : {}), cents: cups * depositEach }];
  if (rng.chance(0.4)) items.push({ description: rng.pick(k.back), cents: -depositEach });
  const total = items.reduce((s, i) => s + i.cents, 0);
  const takeAway = rng.chance(0.6);
  const style = rng.pick(["qty-before", "at-under"] as const);
  const itemHtml = items.map((i) =>
    style === "qty-before" || !i.quantity
      ? line(`${i.quantity ?? 1} ${i.description}`, `${t.amount(i.cents)} ${i.cents < 0 || i.description === cupWords ? "C" : takeAway ? "A" : "B"}`)
      : line(i.description, t.amount(i.cents)) + text(`  ${i.quantity} x ${t.amount(i.cents / i.quantity)}`),
  );
  const pay = payment(rng, t, total, 0.7);
  const reduced = REDUCED[t.country] || 0;
  const full = RATE[t.country] ?? 0;
  const goodsSum = goods.reduce((s, i) => s + i.cents, 0);
  const taxOf = (gross: number, rate: number) => Math.round(gross - gross / (1 + rate / 100));
  const taxTable =
    t.country === "US"
      ? ""
      : `<table><tbody><tr><td></td><td class="n">%</td><td class="n">${lang === "de" ? "Netto" : lang === "fr" ? "HT" : lang === "es" ? "Base" : "Net"}</td><td class="n">${lang === "de" ? "MwSt" : lang === "fr" ? "TVA" : lang === "nl" ? "BTW" : lang === "es" ? "IVA" : "VAT"}</td></tr><tr><td>${takeAway ? "A" : "B"}</td><td class="n">${String(takeAway ? reduced : full).replace(".", t.amount(0).includes(",") ? "," : ".")}</td><td class="n">${t.amount(goodsSum - taxOf(goodsSum, takeAway ? reduced : full))}</td><td class="n">${t.amount(taxOf(goodsSum, takeAway ? reduced : full))}</td></tr></tbody></table>`;
  return {
    family: "bakery-deposit",
    html: [
      who.heading,
      moment.html,
      text(takeAway ? rng.pick(k.takeAway) : rng.pick(k.eatIn), "b"),
      RULE,
      ...itemHtml,
      RULE,
      line(rng.pick(WORDS.total[lang]), t.money(total), "big"),
      pay.html,
      `<div class="sp"></div>`,
      taxTable,
      `<div class="sp"></div>`,
      text(rng.pick(WORDS.thanks[lang]), "c"),
      who.footer,
    ],
    rows: 24 + items.length * 2,
    total,
    method: pay.method,
    items,
    dayIso: isoOf(moment.day),
    date: moment.date,
    mustPrint: [t.amount(total), pay.method],
  };
}

const MAKERS = { "tablet-pos": tabletPos, pharmacy, "room-charge": roomCharge, admission, "bakery-deposit": bakery } as const;
const KINDS: Record<(typeof FAMILIES)[number], (lang: PLang) => readonly string[]> = {
  "tablet-pos": (lang) => POS_KINDS[lang],
  pharmacy: (lang) => PHARMACY[lang].kinds,
  "room-charge": (lang) => ({ en: ["Hotel", "Hotel & Spa"], de: ["Hotel", "Parkhotel"], fr: ["Hôtel"], nl: ["Hotel"], es: ["Hotel", "Hostal"] })[lang],
  admission: (lang) => VENUES[lang].kinds,
  "bakery-deposit": (lang) => BAKERY[lang].kinds,
};

export function makePosReceipt(rng: Rng, name: string, index: number): SynthDoc {
  const family = FAMILIES[index % FAMILIES.length]!;
  // A tablet POS and a hotel print the name plainly; a bakery's till may set it as a logo or only in the footer.
  const mode = (): MerchantMode =>
    family === "bakery-deposit" || family === "pharmacy"
      ? rng.weighted([
          ["plain", 3],
          ["spaced", 1],
          ["footer", 1],
        ] as const)
      : "plain";
  const { t, who } = openTill(rng, COUNTRIES, (x) => KINDS[family](x.lang as PLang), mode);
  const made = MAKERS[family](rng, t, who);
  return tillDoc(rng, {
    name,
    family: made.family,
    html: made.html.join(""),
    rows: made.rows,
    expected: {
      merchant: who.merchant,
      date: made.dayIso,
      total: made.total / 100,
      currency: t.currency,
      payment_method: made.method,
      items: itemTruth(made.items),
    },
    alternatives: { merchant: who.alternatives, ...(made.methodAlternatives ? { payment_method: made.methodAlternatives } : {}) },
    mustPrint: [...who.mustPrint, made.date, ...made.mustPrint, ...made.items.flatMap((i) => [i.description, t.amount(i.cents)])],
  });
}
