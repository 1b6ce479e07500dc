// How the synthetic documents print numbers, money and dates: the printed forms real documents
// use across English, German, French, Dutch and Spanish (all kinds) and Italian, Portuguese and
// Polish (invoices). Amounts are integer cents throughout, so
// every total printed is the exact sum of what is printed above it.
import type { Rng } from "./random";

export type Lang = "en" | "de" | "fr" | "nl" | "es";
export const LANGS: readonly Lang[] = ["en", "de", "fr", "nl", "es"];
/** Invoices also come in these; receipts and contracts keep to `Lang` (their word lists). */
export type InvoiceLang = Lang | "it" | "pt" | "pl";

/**
 * Thousands and decimal separators: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56, the narrow
 * no-break space Intl prints for French and Polish (1\u202f234,56), the right single quote Swiss
 * software prints (1’234.56), and no grouping at all (1234.56, 1234,56).
 */
export type NumberStyle = "comma-dot" | "dot-comma" | "space-comma" | "apostrophe-dot" | "thin-comma" | "quote-dot" | "plain-dot" | "plain-comma";

const SEPARATORS: Record<NumberStyle, { group: string; decimal: string }> = {
  "comma-dot": { group: ",", decimal: "." },
  "dot-comma": { group: ".", decimal: "," },
  "space-comma": { group: " ", decimal: "," },
  "apostrophe-dot": { group: "'", decimal: "." },
  "thin-comma": { group: "\u202f", decimal: "," },
  "quote-dot": { group: "\u2019", decimal: "." },
  "plain-dot": { group: "", decimal: "." },
  "plain-comma": { group: "", decimal: "," },
};

export function numberStyleFor(rng: Rng, lang: Lang, currency: string): NumberStyle {
  if (currency === "CHF" && rng.chance(0.7)) return "apostrophe-dot";
  if (rng.chance(0.15)) return rng.pick(["comma-dot", "dot-comma", "space-comma", "apostrophe-dot"] as const);
  return { en: "comma-dot", de: "dot-comma", fr: "space-comma", nl: "dot-comma", es: "dot-comma" }[lang] as NumberStyle;
}

/** Digits with grouping and `decimals` places; `value` is scaled by 10^decimals (cents for money). */
export function formatScaled(value: number, decimals: number, style: NumberStyle, { grouping = true } = {}): string {
  const { group, decimal } = SEPARATORS[style];
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, "0");
  const intPart = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  const grouped = grouping ? intPart.replace(/\B(?=(\d{3})+(?!\d))/g, group) : intPart;
  return `${negative ? "-" : ""}${grouped}${decimals ? decimal + frac : ""}`;
}

export const formatCents = (cents: number, style: NumberStyle, grouping = true) => formatScaled(cents, 2, style, { grouping });

/** A quantity: whole numbers bare, fractions with the style's decimal mark ("2,5"). */
export function formatQuantity(thousandths: number, style: NumberStyle): string {
  if (thousandths % 1000 === 0) return String(thousandths / 1000);
  const decimals = thousandths % 100 === 0 ? 1 : thousandths % 10 === 0 ? 2 : 3;
  return formatScaled(thousandths / 10 ** (3 - decimals), decimals, style, { grouping: false });
}

/** Currency as printed: a symbol or the ISO code, before or after the number. */
export interface MoneyStyle {
  numbers: NumberStyle;
  /** What marks the currency: "€", "$", "£", "US$", "zł", or the code itself. */
  mark: string;
  markAfter: boolean;
  /** Whether every amount carries the mark, or only the totals (bare numbers in the lines). */
  everywhere: boolean;
  /** How a negative amount is printed: -1.00, −1.00 (U+2212, as Stripe prints), (1.00), 1.00-. */
  negative: "minus" | "unicode-minus" | "parens" | "trailing";
}

const SYMBOLS: Record<string, readonly string[]> = { EUR: ["€"], USD: ["$", "$", "US$"], GBP: ["£"], CAD: ["CA$", "C$"], PLN: ["zł"], CHF: ["CHF", "Fr."] };

export function moneyStyleFor(rng: Rng, lang: InvoiceLang, currency: string): MoneyStyle {
  const numbers = invoiceNumberStyleFor(rng, lang, currency);
  const symbols = SYMBOLS[currency];
  const mark = symbols && rng.chance(0.65) ? rng.pick(symbols) : currency;
  // "$1,234.56" and "£1,234.56" lead; "1.234,56 €" and "1 234,56 zł" trail in most of continental Europe.
  const markAfter = mark === "zł" ? true : mark.endsWith("$") || mark === "£" ? false : lang === "en" ? rng.chance(0.2) : rng.chance(0.7);
  const negative = rng.weighted([
    ["minus", 6],
    ["unicode-minus", 2],
    ["parens", 1],
    ["trailing", 1],
  ] as const);
  return { numbers, mark, markAfter, everywhere: rng.chance(0.5), negative };
}

export function formatMoney(cents: number, style: MoneyStyle, { withMark = true } = {}): string {
  const number = formatCents(Math.abs(cents), style.numbers);
  const spaced = (style.mark.length > 1 && !style.mark.endsWith("$")) || style.markAfter ? " " : "";
  const marked = !withMark ? number : style.markAfter ? `${number}${spaced}${style.mark}` : `${style.mark}${spaced}${number}`;
  if (cents >= 0) return marked;
  switch (style.negative) {
    case "minus":
      return withMark && !style.markAfter ? `${style.mark}${spaced}-${number}` : `-${marked}`;
    case "unicode-minus":
      return `\u2212${marked}`;
    case "parens":
      return `(${marked})`;
    case "trailing":
      return !withMark ? `${number}-` : style.markAfter ? `${number}-${spaced}${style.mark}` : `${style.mark}${spaced}${number}-`;
  }
}

export const MONTHS: Record<InvoiceLang, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  it: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
  // Polish dates print the month in the genitive ("25 listopada 2026").
  pl: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
};

/** Abbreviated months as invoicing software prints them ("25 Nov 2026", "25. Nov. 2026", "25 nov. 2026"). */
export const MONTHS_SHORT: Record<InvoiceLang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  nl: ["jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
  es: ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."],
  it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
  pt: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
  pl: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
};

/**
 * Date styles. The slash styles are ambiguous between day-first and month-first; documents that
 * use them print only dates whose day is above 12 (see `needsUnambiguousDay`), as real readers
 * could not tell either.
 */
export type DateStyle =
  | "iso"
  | "dmy-dot"
  | "dmy-slash"
  | "mdy-slash"
  | "d-month-y"
  | "month-d-y"
  | "dmy-dash"
  /** "25 Nov 2026", "Nov 25, 2026", "25.11.26": the short forms of SaaS and accounting software (invoices). */
  | "d-mon-y"
  | "mon-d-y"
  | "dmy-dot-short";

export function dateStyleFor(rng: Rng, lang: Lang): DateStyle {
  const byLang: Record<Lang, ReadonlyArray<readonly [DateStyle, number]>> = {
    en: [
      ["mdy-slash", 3],
      ["dmy-slash", 2],
      ["d-month-y", 3],
      ["month-d-y", 3],
      ["iso", 2],
    ],
    de: [
      ["dmy-dot", 6],
      ["d-month-y", 3],
      ["iso", 1],
    ],
    fr: [
      ["dmy-slash", 5],
      ["d-month-y", 3],
      ["iso", 1],
    ],
    nl: [
      ["dmy-dash", 4],
      ["d-month-y", 3],
      ["dmy-dot", 1],
      ["iso", 1],
    ],
    es: [
      ["dmy-slash", 5],
      ["d-month-y", 3],
      ["iso", 1],
    ],
  };
  return rng.weighted(byLang[lang]);
}

export const needsUnambiguousDay = (style: DateStyle) => style === "dmy-slash" || style === "mdy-slash" || style === "dmy-dash";

/** Invoices' date styles: the receipts' and contracts' ones plus the short forms, and Italian, Portuguese, Polish. */
export function invoiceDateStyleFor(rng: Rng, lang: InvoiceLang): DateStyle {
  const byLang: Record<InvoiceLang, ReadonlyArray<readonly [DateStyle, number]>> = {
    en: [
      ["mdy-slash", 2],
      ["dmy-slash", 2],
      ["d-month-y", 2],
      ["month-d-y", 3],
      ["iso", 1],
      ["d-mon-y", 3],
      ["mon-d-y", 3],
    ],
    de: [
      ["dmy-dot", 6],
      ["d-month-y", 2],
      ["iso", 1],
      ["d-mon-y", 1],
      ["dmy-dot-short", 2],
    ],
    fr: [
      ["dmy-slash", 5],
      ["d-month-y", 3],
      ["iso", 1],
      ["d-mon-y", 1],
    ],
    nl: [
      ["dmy-dash", 4],
      ["d-month-y", 3],
      ["dmy-dot", 1],
      ["iso", 1],
      ["d-mon-y", 1],
    ],
    es: [
      ["dmy-slash", 5],
      ["d-month-y", 3],
      ["iso", 1],
    ],
    it: [
      ["dmy-slash", 5],
      ["d-month-y", 2],
      ["dmy-dot", 1],
      ["iso", 1],
    ],
    pt: [
      ["dmy-slash", 4],
      ["d-month-y", 2],
      ["dmy-dash", 1],
      ["iso", 1],
    ],
    pl: [
      ["dmy-dot", 5],
      ["iso", 2],
      ["d-month-y", 2],
    ],
  };
  return rng.weighted(byLang[lang]);
}

/** Invoices' number styles: the local habit, the Swiss ones for CHF, and now and then any other. */
export function invoiceNumberStyleFor(rng: Rng, lang: InvoiceLang, currency: string): NumberStyle {
  if (currency === "CHF" && rng.chance(0.7)) return rng.pick(["apostrophe-dot", "apostrophe-dot", "quote-dot"] as const);
  if (rng.chance(0.15)) return rng.pick(["comma-dot", "dot-comma", "space-comma", "apostrophe-dot", "thin-comma", "plain-dot", "plain-comma"] as const);
  const local: Record<InvoiceLang, ReadonlyArray<readonly [NumberStyle, number]>> = {
    en: [["comma-dot", 1]],
    de: [["dot-comma", 1]],
    nl: [["dot-comma", 1]],
    es: [["dot-comma", 1]],
    it: [["dot-comma", 1]],
    pt: [
      ["dot-comma", 3],
      ["space-comma", 1],
    ],
    fr: [
      ["space-comma", 3],
      ["thin-comma", 1],
    ],
    pl: [
      ["space-comma", 2],
      ["thin-comma", 1],
      ["plain-comma", 1],
    ],
  };
  return rng.weighted(local[lang]);
}

export interface Day {
  y: number;
  m: number;
  d: number;
}

export const isoOf = ({ y, m, d }: Day) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

export function addDays(day: Day, days: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** A date in 2019–2026, with a day above 12 when the style needs it. */
export function randomDay(rng: Rng, style: DateStyle): Day {
  const low = needsUnambiguousDay(style) ? 13 : 1;
  return { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.int(low, 28) };
}

/** `from` plus a number of days in [min, max], re-drawn until its day suits the style. */
export function laterDay(rng: Rng, from: Day, min: number, max: number, style: DateStyle): Day {
  for (let i = 0; i < 100; i += 1) {
    const day = addDays(from, rng.int(min, max));
    if (!needsUnambiguousDay(style) || day.d > 12) return day;
  }
  return addDays(from, max);
}

export function formatDate(day: Day, style: DateStyle, lang: InvoiceLang, { pad = true } = {}): string {
  const dd = pad ? String(day.d).padStart(2, "0") : String(day.d);
  const mm = pad ? String(day.m).padStart(2, "0") : String(day.m);
  const month = MONTHS[lang][day.m - 1]!;
  switch (style) {
    case "iso":
      return isoOf(day);
    case "dmy-dot":
      return `${dd}.${mm}.${day.y}`;
    case "dmy-slash":
      return `${dd}/${mm}/${day.y}`;
    case "dmy-dash":
      return `${dd}-${mm}-${day.y}`;
    case "mdy-slash":
      return `${mm}/${dd}/${day.y}`;
    case "d-month-y":
      if (lang === "de") return `${day.d}. ${month} ${day.y}`;
      if (lang === "es" || lang === "pt") return `${day.d} de ${month} de ${day.y}`;
      return `${day.d} ${month} ${day.y}`;
    case "month-d-y":
      return `${MONTHS.en[day.m - 1]} ${day.d}, ${day.y}`;
    case "d-mon-y":
      return `${day.d}${lang === "de" ? "." : ""} ${MONTHS_SHORT[lang][day.m - 1]} ${day.y}`;
    case "mon-d-y":
      return `${MONTHS_SHORT.en[day.m - 1]} ${day.d}, ${day.y}`;
    case "dmy-dot-short":
      return `${dd}.${mm}.${String(day.y).slice(2)}`;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
