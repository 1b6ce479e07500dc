// What the till families (receipt-restaurant, -fuel, -supermarket, -fiscal, -branded) share: a
// till's locale in eight languages with the words real tills print, the sale's date and time as
// tills print them (month names, two-digit years, the time before the date), the merchant's
// heading (plain, letter-spaced like a logo, or only the legal name in the footer) and the page.
// The classic families (receipt.ts) keep their own code, so their documents stay as they were.
import { escapeHtml as e, formatCents, isoOf, MONTHS, MONTHS_SHORT, type Day, type InvoiceLang, type NumberStyle } from "./formats";
import { company, companyName, INVOICE_COUNTRY_LANG, type Company, type InvoiceCountry } from "./names";
import { CSS, CURRENCY as RECEIPT_CURRENCY, WIDTHS } from "./receipt";
import type { Rng } from "./random";
import type { FontPreset } from "./render";
import type { SynthDoc } from "./synth-doc";

type Words = Record<InvoiceLang, readonly string[]>;

export const TILL_WORDS = {
  total: {
    en: ["TOTAL", "TOTAL DUE", "BALANCE DUE"],
    de: ["SUMME", "GESAMT", "ZU ZAHLEN"],
    fr: ["TOTAL", "TOTAL TTC", "NET À PAYER"],
    nl: ["TOTAAL", "TE BETALEN"],
    es: ["TOTAL", "TOTAL A PAGAR"],
    it: ["TOTALE", "TOTALE COMPLESSIVO"],
    pt: ["TOTAL", "TOTAL A PAGAR"],
    pl: ["SUMA", "DO ZAPŁATY"],
  },
  subtotal: {
    en: ["SUBTOTAL"],
    de: ["ZWISCHENSUMME"],
    fr: ["SOUS-TOTAL"],
    nl: ["SUBTOTAAL"],
    es: ["SUBTOTAL"],
    it: ["SUBTOTALE"],
    pt: ["SUBTOTAL"],
    pl: ["SUMA CZĘŚCIOWA"],
  },
  cash: { en: ["CASH"], de: ["BAR"], fr: ["ESPÈCES"], nl: ["CONTANT"], es: ["EFECTIVO"], it: ["CONTANTI"], pt: ["NUMERÁRIO"], pl: ["GOTÓWKA"] },
  change: {
    en: ["CHANGE"],
    de: ["RÜCKGELD"],
    fr: ["RENDU"],
    nl: ["WISSELGELD"],
    es: ["CAMBIO"],
    it: ["RESTO"],
    pt: ["TROCO"],
    pl: ["RESZTA"],
  },
  card: {
    en: ["VISA", "MASTERCARD", "AMEX", "DEBIT CARD"],
    de: ["GIROCARD", "EC-KARTE", "VISA"],
    fr: ["CB", "CARTE BANCAIRE", "VISA"],
    nl: ["PIN", "MAESTRO", "V PAY"],
    es: ["TARJETA", "VISA"],
    it: ["BANCOMAT", "CARTA DI CREDITO"],
    pt: ["MULTIBANCO", "CARTÃO", "VISA"],
    pl: ["KARTA", "KARTA PŁATNICZA", "BLIK"],
  },
  tax: { en: ["VAT"], de: ["MwSt"], fr: ["TVA"], nl: ["BTW"], es: ["IVA"], it: ["IVA"], pt: ["IVA"], pl: ["PTU"] },
  taxIncl: {
    en: ["incl. VAT"],
    de: ["enth. MwSt"],
    fr: ["dont TVA"],
    nl: ["incl. btw"],
    es: ["IVA incluido"],
    it: ["di cui IVA"],
    pt: ["IVA incluído"],
    pl: ["w tym PTU"],
  },
  thanks: {
    en: ["THANK YOU", "Thank you for your visit"],
    de: ["Vielen Dank für Ihren Einkauf", "Danke und bis bald"],
    fr: ["Merci de votre visite", "À bientôt"],
    nl: ["Bedankt en tot ziens", "Dank u wel"],
    es: ["Gracias por su visita", "GRACIAS"],
    it: ["Grazie e arrivederci", "GRAZIE"],
    pt: ["Obrigado pela preferência", "Volte sempre"],
    pl: ["Dziękujemy za zakupy", "Zapraszamy ponownie"],
  },
  taxId: {
    en: ["VAT No"],
    de: ["USt-IdNr."],
    fr: ["N° TVA"],
    nl: ["BTW-nr."],
    es: ["NIF"],
    it: ["P.IVA"],
    pt: ["NIF"],
    pl: ["NIP"],
  },
  date: { en: ["Date"], de: ["Datum"], fr: ["Date"], nl: ["Datum"], es: ["Fecha"], it: ["Data"], pt: ["Data"], pl: ["Data"] },
  time: { en: ["Time"], de: ["Uhrzeit"], fr: ["Heure"], nl: ["Tijd"], es: ["Hora"], it: ["Ora"], pt: ["Hora"], pl: ["Godz."] },
} satisfies Record<string, Words>;

const CURRENCY: Record<InvoiceCountry, [string, string]> = { ...RECEIPT_CURRENCY, IE: ["EUR", "€"], IT: ["EUR", "€"], PT: ["EUR", "€"], PL: ["PLN", "zł"] };
const NUMBERS: Record<InvoiceLang, NumberStyle> = {
  en: "comma-dot",
  de: "dot-comma",
  fr: "space-comma",
  nl: "dot-comma",
  es: "dot-comma",
  it: "dot-comma",
  pt: "dot-comma",
  pl: "space-comma",
};

/** One till's country, language, currency and number style, and the helpers that print with them. */
export interface Till {
  rng: Rng;
  country: InvoiceCountry;
  lang: InvoiceLang;
  currency: string;
  symbol: string;
  numbers: NumberStyle;
  word(key: keyof typeof TILL_WORDS): string;
  amount(cents: number): string;
  /** An amount with the currency's symbol or code, where the locale puts it. */
  money(cents: number): string;
}

export function till(rng: Rng, countries: readonly InvoiceCountry[]): Till {
  const country = rng.pick(countries);
  const lang = INVOICE_COUNTRY_LANG[country];
  const [currency, symbol] = CURRENCY[country];
  const numbers = currency === "CHF" ? "apostrophe-dot" : rng.chance(0.1) ? "plain-dot" : NUMBERS[lang];
  const amount = (cents: number) => formatCents(cents, numbers);
  const useCode = rng.chance(0.4);
  const money = (cents: number) => {
    if (useCode) return `${currency} ${amount(cents)}`;
    return symbol === "$" || symbol === "£" ? `${symbol}${amount(cents)}` : `${amount(cents)} ${symbol}`;
  };
  return { rng, country, lang, currency, symbol, numbers, word: (key) => rng.pick(TILL_WORDS[key][lang]), amount, money };
}

export const line = (left: string, right: string, cls = "") => `<div class="l ${cls}"><span>${e(left)}</span><span>${e(right)}</span></div>`;
export const text = (content: string, cls = "") => `<div class="${cls}">${e(content)}</div>`;
export const RULE = `<div class="rule"></div>`;

/** A sale moment: the day, and its date and time as the till prints them (one line or two). */
export interface SaleMoment {
  day: Day;
  date: string;
  html: string;
}

/**
 * Dates as tills print them: numeric with four or two-digit years, month names (short, upper-case
 * or long), ISO; the time after the date, before it, or on a labelled line of its own. Numeric
 * day-first and month-first dates keep the day above 12, as readers could not tell either.
 */
export function saleMoment(rng: Rng, t: Pick<Till, "lang" | "country">, { labelled = rng.chance(0.3) } = {}): SaleMoment {
  const usa = t.country === "US";
  const style = rng.pick(
    usa
      ? (["mdy-slash", "mdy-slash-short", "mon-d-y", "iso"] as const)
      : (["dmy-dot", "dmy-dot-short", "dmy-slash-short", "dmy-dash", "d-mon-y", "d-mon-y-dash", "d-month-y", "iso"] as const),
  );
  const ambiguous = style === "mdy-slash" || style === "mdy-slash-short" || style === "dmy-slash-short" || style === "dmy-dash";
  const day: Day = { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.int(ambiguous ? 13 : 1, 28) };
  const dd = String(day.d).padStart(2, "0");
  const mm = String(day.m).padStart(2, "0");
  const yy = String(day.y).slice(2);
  const mon = MONTHS_SHORT[t.lang][day.m - 1]!.replace(/\.$/, "").toUpperCase();
  const date = {
    "dmy-dot": `${dd}.${mm}.${day.y}`,
    "dmy-dot-short": `${dd}.${mm}.${yy}`,
    "dmy-slash-short": `${dd}/${mm}/${yy}`,
    "dmy-dash": `${dd}-${mm}-${day.y}`,
    "mdy-slash": `${mm}/${dd}/${day.y}`,
    "mdy-slash-short": `${mm}/${dd}/${yy}`,
    "d-mon-y": `${dd} ${mon} ${day.y}`,
    "d-mon-y-dash": `${dd}-${mon}-${yy}`,
    "mon-d-y": `${MONTHS_SHORT.en[day.m - 1]!.toUpperCase()} ${dd}, ${day.y}`,
    "d-month-y": `${day.d} ${MONTHS[t.lang][day.m - 1]} ${day.y}`,
    iso: isoOf(day),
  }[style];
  const time = `${String(rng.int(7, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}${rng.chance(0.4) ? `:${String(rng.int(0, 59)).padStart(2, "0")}` : ""}`;
  const label = (key: "date" | "time") => rng.pick(TILL_WORDS[key][t.lang]);
  // "24-SEPT-21" must not wrap at its hyphens on 58 mm paper.
  const html = labelled
    ? line(`${label("date")}: ${date}`, `${label("time")}: ${time}`, "nw")
    : rng.pick([() => text(`${time}  ${date}`, "nw"), () => line(time, date, "nw"), () => line(date, time, "nw"), () => text(`${date} ${time}`, "nw")])();
  return { day, date, html };
}

/** A shop name: a kind of shop and a made-up stem, in either order. */
function shopName(rng: Rng, country: InvoiceCountry, kinds: readonly string[]): string {
  const stem = companyName(rng, country).short.split(" ")[0]!;
  const kind = rng.pick(kinds);
  return rng.chance(0.5) ? `${kind} ${stem}` : `${stem} ${kind}`;
}

/** "SUPERMARKT ARVEL" printed as a logo: letters spaced, words three spaces apart. */
export const letterSpaced = (name: string) =>
  name
    .toUpperCase()
    .split(/\s+/)
    .map((w) => [...w].join(" "))
    .join("   ");

/** The longest letter-spaced name (spaces counted) that still fits the narrowest paper on one line. */
const SPACED_MAX = 50;

/** The merchant's heading and footer, and the truth a careful reader records for them. */
export interface MerchantPrint {
  heading: string;
  footer: string;
  merchant: string;
  alternatives: string[];
  mustPrint: string[];
}

/**
 * How the till prints its merchant: the shop name on top (its operator's legal name under it or in
 * the footer), letter-spaced like a logo (the merchant is the name without the spaces), or only a
 * branch line on top with the legal name at the bottom (the merchant is then that legal name).
 */
function printMerchant(rng: Rng, t: Till, shop: string, legal: Company, asked: MerchantMode): MerchantPrint {
  // A logo is set to fit the paper: a name too long to letter-space across 58 mm prints plain.
  const mode = asked === "spaced" && letterSpaced(shop).length > SPACED_MAX ? "plain" : asked;
  const address = `${text(legal.street, "c")}${text(legal.cityLine, "c")}`;
  const taxId = text(`${t.word("taxId")} ${legal.vatId}`, "c");
  if (mode === "footer") {
    const branch = rng.pick([`Filiale ${rng.int(100, 9999)}`, `Store ${rng.int(100, 9999)}`, `#${rng.int(100, 9999)}`]);
    return {
      heading: `${text(branch, "c")}${address}${RULE}`,
      footer: `${RULE}${text(legal.name, "c")}${text(legal.registration, "c")}${taxId}`,
      merchant: legal.name,
      alternatives: [legal.short],
      mustPrint: [legal.name],
    };
  }
  const printed = rng.chance(0.6) ? shop.toUpperCase() : shop;
  const operator = rng.chance(0.4);
  // A logo never runs off the paper: set in a monospaced face (0.6 em a character) on 58 mm paper,
  // a long one is set smaller to fit the till's width (container units: the width is drawn later).
  const logo = letterSpaced(shop);
  const fit = `font-size: min(1.25em, calc(100cqw / ${(logo.length * 0.6).toFixed(1)}))`;
  const title = mode === "spaced" ? `<div class="c big pre" style="${fit}">${e(logo)}</div>` : text(printed, "c big");
  return {
    heading: `${title}${operator ? text(legal.name, "c") : ""}${address}${taxId}${RULE}`,
    footer: operator ? "" : rng.chance(0.5) ? `${RULE}${text(legal.name, "c")}` : "",
    merchant: mode === "spaced" ? shop.toUpperCase() : printed,
    alternatives: [legal.name, legal.short],
    mustPrint: [mode === "spaced" ? logo : printed],
  };
}

export type MerchantMode = "plain" | "spaced" | "footer";

/** A till in one of `countries`, its owner, its shop (a kind of `kinds` and a stem) and how it prints its merchant. */
export function openTill(
  rng: Rng,
  countries: readonly InvoiceCountry[],
  kinds: (t: Till) => readonly string[],
  mode: () => MerchantMode,
): { t: Till; legal: Company; who: MerchantPrint } {
  const t = till(rng, countries);
  const legal = company(rng, t.country);
  const shop = shopName(rng, t.country, kinds(t));
  return { t, legal, who: printMerchant(rng, t, shop, legal, mode()) };
}

/** What a receipt generator hands over to be put on paper: its body and its truth. */
export interface ReceiptDocSpec {
  name: string;
  family: string;
  html: string;
  expected: Record<string, unknown>;
  alternatives: Record<string, unknown[]>;
  mustPrint: string[];
}

/** The generated document: a till's paper (58, 76 or 80 mm) tall enough for its rows. */
export function tillDoc(rng: Rng, doc: ReceiptDocSpec & { rows: number }): SynthDoc {
  const [width, fontPt] = rng.pick(WIDTHS);
  const font = rng.pick<FontPreset>(["mono", "mono", "sans", "humanist", "system"]);
  const style = `${CSS(fontPt)}<style>.rc { container-type: inline-size; } .rc .pre { white-space: pre; } .rc .nw, .rc .nw span { white-space: nowrap; }</style>`;
  return {
    name: doc.name,
    kind: "receipt",
    family: doc.family,
    onePage: true,
    render: {
      kind: "html",
      page: {
        body: `${style}<div class="rc">${doc.html}</div>`,
        title: "",
        theme: rng.pick(["default", "minimal", "technical"] as const),
        font,
        paper: { width, height: `${Math.ceil(doc.rows * fontPt * 0.5 + 10)}mm`, margin: "3mm" },
      },
    },
    expected: doc.expected,
    alternatives: Object.fromEntries(
      Object.entries(doc.alternatives).map(([k, v]) => [k, v.filter((a) => a === null || String(a).toLowerCase() !== String(doc.expected[k]).toLowerCase())]),
    ),
    mustPrint: doc.mustPrint,
  };
}

/** Item truth: quantity only where a count or a weight is printed. */
export interface TillItem {
  description: string;
  quantity?: number;
  cents: number;
}
export const itemTruth = (items: TillItem[]) =>
  items.map((i) => ({ description: i.description, ...(i.quantity !== undefined ? { quantity: i.quantity } : {}), amount: i.cents / 100 }));
