// How contracts print periods: "thirty (30) days", "30 days", "ninety days' prior written notice",
// "three (3) months", "zwei (2) Jahren", "trois (3) mois", and the dates of a preamble ("the 3rd day
// of March, 2021", "3 March 2021", "1er mars 2024"), in English, German and French drafting.
import { formatDate, MONTHS, type Day } from "./formats";
import type { Rng } from "./random";

export type ContractLang = "en" | "de" | "fr" | "es" | "nl";
export type Unit = "year" | "month" | "day";
export interface Period {
  n: number;
  unit: Unit;
}

/** Calendar days of a period as the truth counts them (a month is 30 days, a year 365). */
export const daysOf = ({ n, unit }: Period) => n * (unit === "day" ? 1 : unit === "month" ? 30 : 365);

const EN_ONES = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

export function englishNumber(n: number): string {
  if (n < 20) return EN_ONES[n]!;
  if (n < 100) return EN_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${EN_ONES[n % 10]}` : "");
  const rest = n % 100;
  return `${EN_ONES[Math.floor(n / 100)]} hundred${rest ? ` ${englishNumber(rest)}` : ""}`;
}

const DE_ONES = [
  "",
  "ein",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
];
const DE_TENS = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];

export function germanNumber(n: number): string {
  if (n < 20) return DE_ONES[n]!;
  if (n < 100) return (n % 10 ? `${DE_ONES[n % 10]}und` : "") + DE_TENS[Math.floor(n / 10)]!;
  const rest = n % 100;
  return `${n >= 200 ? DE_ONES[Math.floor(n / 100)] : "ein"}hundert${rest ? germanNumber(rest) : ""}`;
}

const FR: Record<number, string> = {
  1: "un",
  2: "deux",
  3: "trois",
  4: "quatre",
  5: "cinq",
  6: "six",
  8: "huit",
  10: "dix",
  12: "douze",
  14: "quatorze",
  15: "quinze",
  18: "dix-huit",
  20: "vingt",
  24: "vingt-quatre",
  30: "trente",
  36: "trente-six",
  45: "quarante-cinq",
  60: "soixante",
  90: "quatre-vingt-dix",
  120: "cent vingt",
  180: "cent quatre-vingts",
};
export const frenchNumber = (n: number) => {
  const word = FR[n];
  if (!word) throw new Error(`synth: no French word for ${n}`);
  return word;
};

// Spanish and Dutch: only the numbers the generators draw (terms, notices and decoy periods).
const ES: Record<number, string> = {
  1: "un",
  2: "dos",
  3: "tres",
  5: "cinco",
  6: "seis",
  9: "nueve",
  10: "diez",
  12: "doce",
  14: "catorce",
  15: "quince",
  18: "dieciocho",
  20: "veinte",
  24: "veinticuatro",
  30: "treinta",
  36: "treinta y seis",
  45: "cuarenta y cinco",
  60: "sesenta",
  90: "noventa",
  120: "ciento veinte",
  180: "ciento ochenta",
};
const NL: Record<number, string> = {
  1: "één",
  2: "twee",
  3: "drie",
  5: "vijf",
  6: "zes",
  9: "negen",
  10: "tien",
  12: "twaalf",
  14: "veertien",
  15: "vijftien",
  18: "achttien",
  20: "twintig",
  24: "vierentwintig",
  30: "dertig",
  36: "zesendertig",
  45: "vijfenveertig",
  60: "zestig",
  90: "negentig",
  120: "honderdtwintig",
  180: "honderdtachtig",
};
const fromTable = (table: Record<number, string>, lang: string) => (n: number) => {
  const word = table[n];
  if (!word) throw new Error(`synth: no ${lang} word for ${n}`);
  return word;
};
export const spanishNumber = fromTable(ES, "Spanish");
export const dutchNumber = fromTable(NL, "Dutch");

const UNIT_WORDS: Record<ContractLang, Record<Unit, [string, string, string]>> = {
  // [singular, plural, German dative plural]
  en: { year: ["year", "years", "years"], month: ["month", "months", "months"], day: ["day", "days", "days"] },
  de: { year: ["Jahr", "Jahre", "Jahren"], month: ["Monat", "Monate", "Monaten"], day: ["Tag", "Tage", "Tagen"] },
  fr: { year: ["an", "ans", "ans"], month: ["mois", "mois", "mois"], day: ["jour", "jours", "jours"] },
  es: { year: ["año", "años", "años"], month: ["mes", "meses", "meses"], day: ["día", "días", "días"] },
  // Dutch counts years in the singular: "twee jaar".
  nl: { year: ["jaar", "jaar", "jaar"], month: ["maand", "maanden", "maanden"], day: ["dag", "dagen", "dagen"] },
};

export type NumberForm = "words-digits" | "digits" | "words";

export function numberForm(rng: Rng): NumberForm {
  return rng.weighted([
    ["words-digits", 6],
    ["digits", 3],
    ["words", 2],
  ] as const);
}

function numberText(n: number, lang: ContractLang, form: NumberForm, { dative = false } = {}): string {
  const word =
    lang === "en"
      ? englishNumber(n)
      : lang === "de"
        ? n === 1 && dative
          ? "einem"
          : germanNumber(n)
        : lang === "es"
          ? spanishNumber(n)
          : lang === "nl"
            ? dutchNumber(n)
            : frenchNumber(n);
  return form === "digits" ? String(n) : form === "words" ? word : `${word} (${n})`;
}

/** A period as printed: "three (3) years", "zwei (2) Jahren", "30 days", "trois mois". */
export function period(p: Period, lang: ContractLang, form: NumberForm, { dative = false, possessive = false } = {}): string {
  const [one, many, dat] = UNIT_WORDS[lang][p.unit];
  const unit = p.n === 1 ? one : lang === "de" && dative ? dat : many;
  // English notice periods take the possessive: "ninety days' notice", "one month's notice".
  const owned = possessive && lang === "en" ? (p.n === 1 ? `${unit}'s` : `${unit}'`) : unit;
  return `${numberText(p.n, lang, form, { dative })} ${owned}`;
}

/** What a reader may return for a term printed as `printed`: "3 years", and for whole years in months also the years. */
export function termAlternatives({ n, unit }: Period, printed: string): string[] {
  const unitEn = `${unit}${n === 1 ? "" : "s"}`;
  return [`${n} ${unitEn}`, ...(unit === "month" && n % 12 === 0 ? [`${n / 12} ${n === 12 ? "year" : "years"}`] : [])].filter((x) => x !== printed);
}

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;

export type EnglishDateForm = "month-d-y" | "d-month-y" | "day-of" | "ordinal-month";

/** An English preamble date: "March 3, 2021", "3 March 2021", "the 3rd day of March, 2021", "3rd March 2021". */
export function englishDate(day: Day, form: EnglishDateForm): string {
  const month = MONTHS.en[day.m - 1]!;
  switch (form) {
    case "month-d-y":
      return `${month} ${day.d}, ${day.y}`;
    case "d-month-y":
      return `${day.d} ${month} ${day.y}`;
    case "day-of":
      return `the ${ordinal(day.d)} day of ${month}, ${day.y}`;
    case "ordinal-month":
      return `${ordinal(day.d)} ${month} ${day.y}`;
  }
}

export function germanDate(rng: Rng, day: Day): string {
  return formatDate(day, rng.pick(["dmy-dot", "d-month-y"] as const), "de");
}

export function spanishDate(rng: Rng, day: Day): string {
  return rng.chance(0.3) ? formatDate(day, "dmy-slash", "es") : formatDate(day, "d-month-y", "es");
}

export function dutchDate(rng: Rng, day: Day): string {
  return rng.chance(0.3) ? formatDate(day, "dmy-dash", "nl") : formatDate(day, "d-month-y", "nl");
}

export function frenchDate(rng: Rng, day: Day): string {
  if (rng.chance(0.3)) return formatDate(day, "dmy-slash", "fr");
  return `${day.d === 1 ? "1er" : day.d} ${MONTHS.fr[day.m - 1]} ${day.y}`;
}

/** Ties a number in words to its digits or unit so a line end never splits "thirty-six (36)" or "thirty-six months" in the text layer. */
export const keepTogether = (html: string) =>
  html.replace(/(\p{L}+(?:-\p{L}+)+ (?:\(\d+\)|(?:days|months|years)(?![\p{L}])))/gu, '<span style="white-space:nowrap">$1</span>');
