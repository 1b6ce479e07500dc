// Till receipts from British, American, German, French, Australian, Malaysian and Singaporean
// shops with the card terminal's slip printed on below the sale: a logo line on top ("*** NAME ***",
// "Welcome to NAME", a slogan under the name), store, till, cashier and transaction numbers, items
// with "2 @ 4.99" or "0.512 kg @ 3.49/kg" under them, discounts and a returned item as negative
// lines, sales tax added (US) or a VAT/GST table of the tax included, a rounding line on cash,
// loyalty points, and then the slip: "CUSTOMER COPY", merchant and terminal ids, the card, the
// slip's own date and time in the terminal's format, "PURCHASE"/"SALE" and, with cash out, a
// second, larger "TOTAL". Truth: the merchant is the shop name (the operator's legal name is an
// alternative); the date is the sale's; the total is the sale's amount paid (the slip's cash-out
// total is a decoy); the payment word is the tender line's; items are the priced lines with sign.
import { formatCents, isoOf, MONTHS_SHORT, type NumberStyle } from "./formats";
import { companyName, digits, personName } from "./names";
import type { Rng } from "./random";
import { itemTruth, letterSpaced, line, RULE, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type Place = "UK" | "US" | "DE" | "FR" | "AU" | "MY" | "SG";
type Lang = "en" | "de" | "fr";

interface Locale {
  lang: Lang;
  currency: string;
  symbol: string;
  numbers: NumberStyle;
  legal: readonly string[];
  address: readonly string[];
  taxId: (rng: Rng) => string;
  /** Tax rate in percent: added on top (US sales tax) or included in the prices. */
  rate: number;
  added: boolean;
  /** Cash is rounded to five cents. */
  roundCash: boolean;
  totals: readonly string[];
  cards: readonly string[];
}

const LOCALES: Record<Place, Locale> = {
  UK: {
    lang: "en",
    currency: "GBP",
    symbol: "£",
    numbers: "comma-dot",
    legal: ["Ltd", "Limited", "plc"],
    address: ["14 High Street|Bristol BS1 2AW", "220 Deansgate|Manchester M3 4BQ", "5 Market Place|Leeds LS1 6PB"],
    taxId: (rng) => `VAT Reg No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    rate: 20,
    added: false,
    roundCash: false,
    totals: ["TOTAL", "BALANCE DUE", "TOTAL TO PAY", "AMOUNT DUE"],
    cards: ["VISA", "MASTERCARD", "DEBIT CARD", "AMEX"],
  },
  US: {
    lang: "en",
    currency: "USD",
    symbol: "$",
    numbers: "comma-dot",
    legal: ["Inc.", "LLC", "Corp."],
    address: ["1820 W Main St|Springfield, IL 62704", "455 Market Ave|Austin, TX 78701", "77 Elm Road|Columbus, OH 43215"],
    taxId: () => "",
    rate: 7.25,
    added: true,
    roundCash: false,
    totals: ["TOTAL", "TOTAL DUE", "AMOUNT DUE", "BALANCE"],
    cards: ["VISA", "MASTERCARD", "AMEX", "DISCOVER"],
  },
  DE: {
    lang: "de",
    currency: "EUR",
    symbol: "€",
    numbers: "dot-comma",
    legal: ["GmbH", "GmbH & Co. KG", "KG"],
    address: ["Hauptstraße 12|80331 München", "Bahnhofstr. 4|50667 Köln", "Marktplatz 7|04109 Leipzig"],
    taxId: (rng) => `USt-IdNr. DE${digits(rng, 9)}`,
    rate: 19,
    added: false,
    roundCash: false,
    totals: ["SUMME", "Summe EUR", "ZU ZAHLEN", "GESAMTBETRAG"],
    cards: ["GIROCARD", "EC-KARTE", "VISA", "MASTERCARD"],
  },
  FR: {
    lang: "fr",
    currency: "EUR",
    symbol: "€",
    numbers: "space-comma",
    legal: ["SARL", "SAS", "SA"],
    address: ["12 rue de la République|69002 Lyon", "3 avenue Jean Jaurès|31000 Toulouse", "48 bd Voltaire|75011 Paris"],
    taxId: (rng) => `SIRET ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 5)}`,
    rate: 20,
    added: false,
    roundCash: false,
    totals: ["TOTAL TTC", "TOTAL", "NET A PAYER", "MONTANT TTC"],
    cards: ["CB", "CARTE BANCAIRE", "VISA", "CB SANS CONTACT"],
  },
  AU: {
    lang: "en",
    currency: "AUD",
    symbol: "$",
    numbers: "comma-dot",
    legal: ["Pty Ltd", "Pty. Ltd."],
    address: ["210 George St|Sydney NSW 2000", "45 Swanston St|Melbourne VIC 3000", "9 Queen St|Brisbane QLD 4000"],
    taxId: (rng) => `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    rate: 10,
    added: false,
    roundCash: true,
    totals: ["TOTAL", "TOTAL AUD", "TOTAL (INC GST)", "AMOUNT PAYABLE"],
    cards: ["EFTPOS", "VISA", "MASTERCARD", "DEBIT"],
  },
  MY: {
    lang: "en",
    currency: "MYR",
    symbol: "RM",
    numbers: "plain-dot",
    legal: ["SDN BHD", "SDN. BHD."],
    address: ["NO 12, JALAN BUKIT BINTANG|55100 KUALA LUMPUR", "LOT 5, JALAN SS2/24|47300 PETALING JAYA, SELANGOR"],
    taxId: (rng) => `SST ID: W10-${digits(rng, 4)}-${digits(rng, 8)}`,
    rate: 6,
    added: false,
    roundCash: true,
    totals: ["TOTAL", "TOTAL (RM)", "NETT TOTAL", "TOTAL AMOUNT"],
    cards: ["VISA", "MASTERCARD", "DEBIT CARD"],
  },
  SG: {
    lang: "en",
    currency: "SGD",
    symbol: "S$",
    numbers: "comma-dot",
    legal: ["PTE LTD", "PTE. LTD."],
    address: ["BLK 123 ANG MO KIO AVE 6 #01-45|SINGAPORE 560123", "68 ORCHARD ROAD #B1-12|SINGAPORE 238839"],
    taxId: (rng) => `GST REG NO: ${digits(rng, 9)}X`,
    rate: 9,
    added: false,
    roundCash: true,
    totals: ["TOTAL", "NETT TOTAL", "TOTAL PAYABLE", "GRAND TOTAL"],
    cards: ["VISA", "MASTERCARD", "NETS"],
  },
};

const KINDS: Record<Lang, readonly string[]> = {
  en: ["EXPRESS", "FOOD STORE", "MARKET", "CHEMIST", "HOMEWARES", "OUTLET"],
  de: ["MARKT", "DROGERIE", "BACKSTUBE", "GETRÄNKEMARKT"],
  fr: ["MARCHÉ", "PRIMEUR", "BAZAR", "PHARMACIE"],
};
const SLOGANS: Record<Lang, readonly string[]> = {
  en: ["Quality you can trust", "Fresh every day", "Every little saves"],
  de: ["Frisch für Sie", "Gut und günstig"],
  fr: ["La qualité au quotidien", "Toujours moins cher"],
};
/** [description, low cents, high cents]; "/kg" marks a weighed item. */
const GOODS: Record<Lang, ReadonlyArray<readonly [string, number, number]>> = {
  en: [
    ["APPLES GALA /kg", 249, 449],
    ["CARROTS LOOSE /kg", 89, 199],
    ["MILK 2L", 189, 329],
    ["ORANGE JUICE 1L", 199, 399],
    ["SOURDOUGH LOAF", 299, 549],
    ["TEA BAGS 80S", 199, 459],
    ["HAND SOAP 250ML", 129, 299],
    ["BIN BAGS 20PK", 179, 399],
    ["PASTA 500G", 79, 189],
    ["CHOCOLATE BAR", 99, 249],
  ],
  de: [
    ["Äpfel Elstar /kg", 199, 349],
    ["Kartoffeln /kg", 99, 179],
    ["Vollmilch 1L", 99, 149],
    ["Roggenbrot", 199, 349],
    ["Kaffee Bohne 500g", 499, 899],
    ["Spülmittel", 89, 199],
    ["Mineralwasser 6x1,5L", 199, 399],
    ["Joghurt Natur", 49, 129],
  ],
  fr: [
    ["Pommes Golden /kg", 199, 329],
    ["Tomates grappe /kg", 249, 449],
    ["Baguette tradition", 95, 140],
    ["Lait demi-écrémé 1L", 99, 139],
    ["Camembert 250g", 199, 349],
    ["Café moulu 250g", 249, 499],
    ["Eau minérale 6x1,5L", 229, 399],
    ["Lessive liquide", 599, 1099],
  ],
};
const WORDS = {
  store: { en: ["Store", "Store No.", "Branch"], de: ["Filiale", "Markt-Nr."], fr: ["Magasin", "Mag."] },
  till: { en: ["Till", "Reg", "POS"], de: ["Kasse"], fr: ["Caisse"] },
  cashier: { en: ["Cashier", "Served by", "Operator"], de: ["Bediener", "Es bediente Sie"], fr: ["Hôtesse", "Caissier"] },
  trans: { en: ["Trans", "Receipt", "Txn"], de: ["Bon-Nr.", "Beleg"], fr: ["Ticket", "N°"] },
  subtotal: { en: ["SUBTOTAL", "SUB-TOTAL"], de: ["ZWISCHENSUMME"], fr: ["SOUS-TOTAL"] },
  saving: { en: ["Multibuy saving", "PROMO DISCOUNT", "Staff discount"], de: ["Rabatt", "Preisvorteil"], fr: ["Remise", "Promo immédiate"] },
  refund: { en: ["RETURN", "REFUND"], de: ["Rückgabe", "Storno"], fr: ["Retour", "Avoir"] },
  cash: { en: ["CASH"], de: ["BAR"], fr: ["ESPECES"] },
  change: { en: ["CHANGE"], de: ["Rückgeld"], fr: ["RENDU"] },
  rounding: { en: ["Rounding", "Rounding Adj"], de: ["Rundung"], fr: ["Arrondi"] },
  items: { en: ["No. of items", "ITEMS"], de: ["Anzahl Artikel"], fr: ["Nombre d'articles"] },
  points: { en: ["Points earned", "Rewards points this visit"], de: ["PAYBACK Punkte", "Bonuspunkte"], fr: ["Points fidélité gagnés"] },
  balance: { en: ["Points balance"], de: ["Punktestand"], fr: ["Solde de points"] },
  copy: { en: ["CUSTOMER COPY", "CARDHOLDER COPY"], de: ["Kundenbeleg", "KUNDENBELEG"], fr: ["TICKET CLIENT", "CLIENT"] },
  sale: { en: ["PURCHASE", "SALE"], de: ["Zahlung", "Kartenzahlung"], fr: ["DEBIT", "PAIEMENT"] },
  cashout: { en: ["CASH OUT", "CASHOUT"], de: ["Auszahlung"], fr: ["Retrait"] },
  approved: { en: ["APPROVED", "AUTH CODE"], de: ["Zahlung erfolgt", "Genehmigungs-Nr."], fr: ["ACCEPTE", "No autorisation"] },
  thanks: { en: ["Thank you for shopping with us", "Please retain for your records"], de: ["Vielen Dank für Ihren Einkauf"], fr: ["Merci de votre visite"] },
} satisfies Record<string, Record<Lang, readonly string[]>>;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The sale's date as the till prints it, and the same moment as the card terminal prints it. */
function dates(rng: Rng, place: Place, lang: Lang) {
  const day = { y: rng.int(2020, 2026), m: rng.int(1, 12), d: rng.int(13, 28) };
  const [dd, mm, yy] = [pad2(day.d), pad2(day.m), String(day.y).slice(2)];
  const mon = MONTHS_SHORT[lang][day.m - 1]!.replace(/\.$/, "");
  const till =
    place === "US"
      ? rng.pick([`${mm}/${dd}/${day.y}`, `${mm}/${dd}/${yy}`])
      : lang === "de"
        ? rng.pick([`${dd}.${mm}.${day.y}`, `${dd}.${mm}.${yy}`])
        : rng.pick([`${dd}/${mm}/${day.y}`, `${dd}/${mm}/${yy}`, `${dd} ${mon} ${day.y}`, `${dd}-${mm}-${day.y}`]);
  const terminal = rng.pick([`${dd}${MONTHS_SHORT.en[day.m - 1]!.toUpperCase()}${yy}`, `${day.y}-${mm}-${dd}`, till]);
  const clock = (h: number, m: number) => `${pad2(h)}:${pad2(m)}`;
  const [h, m] = [rng.int(8, 21), rng.int(0, 58)];
  return { day, till, terminal, time: clock(h, m), slipTime: `${clock(h, m + 1)}:${pad2(rng.int(0, 59))}` };
}

export function makeSlipReceipt(rng: Rng, name: string): SynthDoc {
  const place = rng.pick<Place>(["UK", "US", "DE", "FR", "AU", "MY", "SG"]);
  const loc = LOCALES[place];
  const { lang } = loc;
  const word = (key: keyof typeof WORDS) => rng.pick(WORDS[key][lang]);
  const amount = (cents: number) => formatCents(cents, loc.numbers);
  const signed = (cents: number) => (cents < 0 ? `-${amount(-cents)}` : amount(cents));
  const money = (cents: number) => (loc.symbol === "€" ? `${amount(cents)} €` : `${loc.symbol}${amount(cents)}`);
  const base = companyName(rng, place === "DE" || place === "FR" || place === "US" ? place : "UK").short.split(" ")[0]!;
  const shop = rng.chance(0.5) ? `${base} ${rng.pick(KINDS[lang])}` : base;
  const legal = `${base} ${rng.pick(["Retail", "Stores", "Handels", "Distribution"])} ${rng.pick(loc.legal)}`;
  const printed = rng.chance(0.6) ? shop.toUpperCase() : shop;
  const [street, town] = rng.pick(loc.address).split("|") as [string, string];
  const when = dates(rng, place, lang);

  // The items: single, "N @ unit" under the line, weighed, a discount under an item, a returned item.
  const items: TillItem[] = [];
  const itemHtml: string[] = [];
  for (const [label, low, high] of rng.shuffle(GOODS[lang]).slice(0, rng.int(2, 7))) {
    const description = label.replace(" /kg", "");
    const unit = rng.int(low, high);
    if (label.endsWith("/kg")) {
      const grams = rng.int(180, 1900);
      const cents = Math.round((grams * unit) / 1000);
      itemHtml.push(text(description), line(`  ${formatKg(grams, loc.numbers)} kg @ ${money(unit)}/kg`, amount(cents)));
      items.push({ description, quantity: grams / 1000, cents });
      continue;
    }
    const quantity = rng.weighted([
      [1, 5],
      [2, 2],
      [3, 1],
    ] as const);
    if (quantity > 1 && rng.chance(0.5)) itemHtml.push(line(`${quantity} x ${description}`, amount(quantity * unit)));
    else if (quantity > 1) itemHtml.push(line(description, amount(quantity * unit)), text(`  ${quantity} @ ${amount(unit)}`));
    else itemHtml.push(line(description, amount(unit)));
    items.push({ description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit });
    if (rng.chance(0.18)) {
      const label = word("saving");
      const saving = -rng.int(20, Math.max(25, Math.floor((quantity * unit) / 3)));
      itemHtml.push(line(label, signed(saving)));
      items.push({ description: label, cents: saving });
    }
  }
  if (rng.chance(0.15)) {
    const [label, low, high] = rng.pick(GOODS[lang].filter(([l]) => !l.endsWith("/kg")));
    const cents = -rng.int(low, high);
    const description = `${word("refund")} ${label}`;
    itemHtml.push(line(description, signed(cents)));
    items.push({ description, cents });
  }
  const subtotal = items.reduce((s, i) => s + i.cents, 0);
  // A sale whose returns outweigh its purchases is a refund slip, not this family.
  if (subtotal <= 0) return makeSlipReceipt(rng, name);
  const tax = loc.added ? Math.round((subtotal * loc.rate) / 100) : Math.round((subtotal * loc.rate) / (100 + loc.rate));
  const due = loc.added ? subtotal + tax : subtotal;
  const card = rng.chance(0.6);
  const rounding = !card && loc.roundCash ? Math.round(due / 5) * 5 - due : 0;
  const total = due + rounding;
  const method = card ? rng.pick(loc.cards) : rng.pick(WORDS.cash[lang]);
  const given = Math.ceil(total / 1000) * 1000 + (rng.chance(0.5) ? 1000 : 0);
  const cashout = card && rng.chance(0.25) ? rng.pick([2000, 5000, 10000]) : 0;

  const header = rng.weighted([
    [text(`*** ${printed} ***`, "c big"), 2],
    [`${text({ en: "Welcome to", de: "Willkommen bei", fr: "Bienvenue chez" }[lang], "c")}${text(printed, "c big")}`, 1],
    [`${text(printed, "c big")}${text(rng.pick(SLOGANS[lang]), "c")}`, 2],
    [`<div class="c big pre">${letterSpaced(shop)}</div>`, 1],
    [text(printed, "c big"), 2],
  ] as const);
  const spaced = header.includes("pre");
  const numbers = [
    `${word("store")} ${digits(rng, 4)}`,
    `${word("till")} ${rng.int(1, 12)}`,
    `${word("trans")} ${digits(rng, 5)}`,
    rng.chance(0.5) ? `${word("cashier")}: ${personName(rng).split(" ")[0]}` : `${word("cashier")} ${digits(rng, 3)}`,
  ];
  const taxTable = loc.added
    ? [line(`SALES TAX ${loc.rate}%`, amount(tax))]
    : rng.weighted([
        [
          [
            text(
              `${lang === "de" ? "MwSt" : lang === "fr" ? "TVA" : place === "UK" ? "VAT" : place === "MY" ? "SST" : "GST"} ${loc.rate}%  ${amount(subtotal - tax)}  ${amount(tax)}  ${amount(subtotal)}`,
              "nw",
            ),
          ],
          2,
        ],
        [
          [
            text(
              place === "AU"
                ? `Total includes GST ${money(tax)}`
                : lang === "de"
                  ? `enth. MwSt ${loc.rate}% ${amount(tax)}`
                  : lang === "fr"
                    ? `dont TVA ${loc.rate}% ${amount(tax)}`
                    : `Incl. ${loc.rate}% tax ${amount(tax)}`,
            ),
          ],
          2,
        ],
        [[], 1],
      ] as const);
  const slipAmount = (label: string, cents: number) => line(label, `${loc.currency} ${amount(cents)}`);
  const slip = card
    ? [
        `<div class="sp"></div>`,
        text(`-- ${word("copy")} --`, "c"),
        text(printed, "c"),
        text(`MID: ${digits(rng, 8)}  TID: ${digits(rng, 8)}`, "nw"),
        text(`${method} ${rng.pick(["************", "XXXX XXXX XXXX ", "**** "])}${digits(rng, 4)}`, "nw"),
        line(when.terminal, when.slipTime, "nw"),
        text(rng.pick(["CONTACTLESS", "CHIP & PIN", "PIN VERIFIED", "NO CVM"])),
        slipAmount(word("sale"), total),
        cashout ? slipAmount(word("cashout"), cashout) : "",
        cashout ? slipAmount("TOTAL", total + cashout) : "",
        text(`${word("approved")} ${digits(rng, 6)}`),
        text(`AID A0000000${rng.pick(["031010", "041010", "043060"])}`),
      ].join("")
    : "";
  const points = rng.int(1, 40);
  const taxId = loc.taxId(rng);
  const html = [
    header,
    rng.chance(0.35) ? text(legal, "c") : "",
    text(street, "c"),
    text(town, "c"),
    taxId ? text(taxId, "c") : "",
    RULE,
    rng.chance(0.5) ? `${text(numbers.slice(0, 2).join("  "), "nw")}${text(numbers.slice(2).join("  "), "nw")}` : numbers.map((n) => text(n)).join(""),
    line(when.till, when.time, "nw"),
    RULE,
    ...itemHtml,
    RULE,
    text(`${word("items")}: ${items.filter((i) => i.cents > 0).reduce((n, i) => n + (Number.isInteger(i.quantity) ? i.quantity! : 1), 0)}`),
    loc.added || rng.chance(0.5) ? line(word("subtotal"), amount(subtotal)) : "",
    ...(loc.added ? taxTable : []),
    rounding ? line(word("rounding"), signed(rounding)) : "",
    line(rng.pick(loc.totals), rng.chance(0.5) ? money(total) : amount(total), "big"),
    cashout ? line(word("cashout"), amount(cashout)) : "",
    card ? line(method, amount(total + cashout)) : `${line(method, amount(given))}${line(word("change"), amount(given - total))}`,
    ...(loc.added ? [] : taxTable),
    rng.chance(0.5) ? `${RULE}${line(word("points"), String(points))}${line(word("balance"), String(points + rng.int(100, 4000)))}` : "",
    slip,
    RULE,
    text(rng.pick(WORDS.thanks[lang]), "c"),
    rng.chance(0.3) ? text(legal, "c") : "",
  ].join("");
  return tillDoc(rng, {
    name,
    family: "till-slip",
    html,
    rows: 40 + itemHtml.length * 2,
    expected: {
      merchant: spaced ? shop.toUpperCase() : printed,
      date: isoOf(when.day),
      total: total / 100,
      currency: loc.currency,
      payment_method: method,
      items: itemTruth(items),
    },
    alternatives: { merchant: [legal, base], payment_method: method.startsWith("CB ") ? ["CB"] : [] },
    mustPrint: [spaced ? letterSpaced(shop) : printed, when.till, amount(total), method, ...items.map((i) => i.description)],
  });
}

/** A weight in kilograms with three decimals, in the till's number style ("0.512", "0,512"). */
const formatKg = (grams: number, numbers: NumberStyle) => {
  const kg = (grams / 1000).toFixed(3);
  return numbers === "dot-comma" || numbers === "space-comma" ? kg.replace(".", ",") : kg;
};
