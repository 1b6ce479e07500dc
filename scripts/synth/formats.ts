// How the synthetic documents print numbers, money and dates: the printed forms real documents
// use across English, German, French, Dutch and Spanish. Amounts are integer cents throughout, so
// every total printed is the exact sum of what is printed above it.
import type { Rng } from "./random";

export type Lang = "en" | "de" | "fr" | "nl" | "es";
export const LANGS: readonly Lang[] = ["en", "de", "fr", "nl", "es"];

/** Thousands and decimal separators: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56. */
export type NumberStyle = "comma-dot" | "dot-comma" | "space-comma" | "apostrophe-dot";

const SEPARATORS: Record<NumberStyle, { group: string; decimal: string }> = {
  "comma-dot": { group: ",", decimal: "." },
  "dot-comma": { group: ".", decimal: "," },
  "space-comma": { group: " ", decimal: "," },
  "apostrophe-dot": { group: "'", decimal: "." },
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
  /** What marks the currency: "€", "$", "£", or the code itself. */
  mark: string;
  markAfter: boolean;
  /** Whether every amount carries the mark, or only the totals (bare numbers in the lines). */
  everywhere: boolean;
}

const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£" };

export function moneyStyleFor(rng: Rng, lang: Lang, currency: string): MoneyStyle {
  const numbers = numberStyleFor(rng, lang, currency);
  const symbol = SYMBOLS[currency];
  const mark = symbol && rng.chance(0.65) ? symbol : currency;
  // "$1,234.56" and "£1,234.56" lead; "1.234,56 €" trails in most of continental Europe.
  const markAfter = mark === "$" || mark === "£" ? false : lang === "en" ? rng.chance(0.2) : rng.chance(0.7);
  return { numbers, mark, markAfter, everywhere: rng.chance(0.5) };
}

export function formatMoney(cents: number, style: MoneyStyle, { withMark = true } = {}): string {
  const number = formatCents(cents, style.numbers);
  if (!withMark) return number;
  const spaced = style.mark.length > 1 || style.markAfter ? " " : "";
  return style.markAfter ? `${number}${spaced}${style.mark}` : `${style.mark}${spaced}${number}`;
}

export const MONTHS: Record<Lang, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

/**
 * Date styles. The slash styles are ambiguous between day-first and month-first; documents that
 * use them print only dates whose day is above 12 (see `needsUnambiguousDay`), as real readers
 * could not tell either.
 */
export type DateStyle = "iso" | "dmy-dot" | "dmy-slash" | "mdy-slash" | "d-month-y" | "month-d-y" | "dmy-dash";

export function dateStyleFor(rng: Rng, lang: Lang): DateStyle {
  const byLang: Record<Lang, ReadonlyArray<readonly [DateStyle, number]>> = {
    en: [["mdy-slash", 3], ["dmy-slash", 2], ["d-month-y", 3], ["month-d-y", 3], ["iso", 2]],
    de: [["dmy-dot", 6], ["d-month-y", 3], ["iso", 1]],
    fr: [["dmy-slash", 5], ["d-month-y", 3], ["iso", 1]],
    nl: [["dmy-dash", 4], ["d-month-y", 3], ["dmy-dot", 1], ["iso", 1]],
    es: [["dmy-slash", 5], ["d-month-y", 3], ["iso", 1]],
  };
  return rng.weighted(byLang[lang]);
}

export const needsUnambiguousDay = (style: DateStyle) => style === "dmy-slash" || style === "mdy-slash" || style === "dmy-dash";

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

export function formatDate(day: Day, style: DateStyle, lang: Lang, { pad = true } = {}): string {
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
      if (lang === "es") return `${day.d} de ${month} de ${day.y}`;
      return `${day.d} ${month} ${day.y}`;
    case "month-d-y":
      return `${MONTHS.en[day.m - 1]} ${day.d}, ${day.y}`;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
