import { fold } from "./fold";

// Month names and their usual abbreviations, in folded form (lower case, no accents, no dot):
// `Mär`, `März`, `Maerz` and `mrz` all fold to an entry here. One spelling may belong to several
// languages ("mai", "mar"); no spelling maps to two different months in these languages.

export type MonthLanguage = "en" | "de" | "fr" | "nl" | "es" | "it" | "pt" | "pl" | "sv" | "no" | "da";

const NAMES: Record<MonthLanguage, string[][]> = {
  // prettier-ignore
  en: [
    ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"],
    ["june", "jun"], ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"],
    ["october", "oct"], ["november", "nov"], ["december", "dec"],
  ],
  // prettier-ignore
  de: [
    ["januar", "jan", "janner", "jaenner"], ["februar", "feb", "feber"], ["marz", "maerz", "mar", "mrz"],
    ["april", "apr"], ["mai"], ["juni", "jun"], ["juli", "jul"], ["august", "aug"],
    ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"], ["dezember", "dez"],
  ],
  // prettier-ignore
  fr: [
    ["janvier", "janv", "jan"], ["fevrier", "fevr", "fev"], ["mars", "mar"], ["avril", "avr"], ["mai"],
    ["juin"], ["juillet", "juil"], ["aout"], ["septembre", "sept", "sep"], ["octobre", "oct"],
    ["novembre", "nov"], ["decembre", "dec"],
  ],
  // prettier-ignore
  nl: [
    ["januari", "jan"], ["februari", "feb"], ["maart", "mrt", "mar"], ["april", "apr"], ["mei"],
    ["juni", "jun"], ["juli", "jul"], ["augustus", "aug"], ["september", "sep", "sept"],
    ["oktober", "okt"], ["november", "nov"], ["december", "dec"],
  ],
  // prettier-ignore
  es: [
    ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"],
    ["junio", "jun"], ["julio", "jul"], ["agosto", "ago"], ["septiembre", "setiembre", "sep", "sept", "set"],
    ["octubre", "oct"], ["noviembre", "nov"], ["diciembre", "dic"],
  ],
  // prettier-ignore
  it: [
    ["gennaio", "gen"], ["febbraio", "feb"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"],
    ["giugno", "giu"], ["luglio", "lug"], ["agosto", "ago"], ["settembre", "set", "sett"],
    ["ottobre", "ott"], ["novembre", "nov"], ["dicembre", "dic"],
  ],
  // prettier-ignore
  pt: [
    ["janeiro", "jan"], ["fevereiro", "fev"], ["marco", "mar"], ["abril", "abr"], ["maio", "mai"],
    ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"],
    ["novembro", "nov"], ["dezembro", "dez"],
  ],
  // Polish dates print the genitive ("25 listopada 2026"); "sie" and "lis" are GUARDED below: "Sie" is a German word.
  pl: [
    ["styczen", "stycznia", "sty"],
    ["luty", "lutego", "lut"],
    ["marzec", "marca"],
    ["kwiecien", "kwietnia", "kwi"],
    ["maj", "maja"],
    ["czerwiec", "czerwca", "cze"],
    ["lipiec", "lipca", "lip"],
    ["sierpien", "sierpnia"],
    ["wrzesien", "wrzesnia", "wrz"],
    ["pazdziernik", "pazdziernika", "paz"],
    ["listopad", "listopada"],
    ["grudzien", "grudnia", "gru"],
  ],
  // prettier-ignore
  sv: [
    ["januari", "jan"], ["februari", "feb"], ["mars", "mar"], ["april", "apr"], ["maj"], ["juni", "jun"],
    ["juli", "jul"], ["augusti", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"],
    ["december", "dec"],
  ],
  // Norwegian's "des" (desember) is left out: it is a French word.
  // prettier-ignore
  no: [
    ["januar", "jan"], ["februar", "feb"], ["mars", "mar"], ["april", "apr"], ["mai"], ["juni", "jun"],
    ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"],
    ["desember"],
  ],
  // prettier-ignore
  da: [
    ["januar", "jan"], ["februar", "feb"], ["marts", "mar"], ["april", "apr"], ["maj"], ["juni", "jun"],
    ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"],
    ["december", "dec"],
  ],
};

export interface MonthName {
  /** 1–12 */
  month: number;
  /** Languages in which this spelling names the month. */
  languages: MonthLanguage[];
}

const LEXICON = new Map<string, MonthName>();
for (const [lang, months] of Object.entries(NAMES) as [MonthLanguage, string[][]][]) {
  months.forEach((spellings, index) => {
    for (const spelling of spellings) {
      const existing = LEXICON.get(spelling);
      if (existing && existing.month !== index + 1) throw new Error(`month spelling ${spelling} is ambiguous`);
      if (existing) existing.languages.push(lang);
      else LEXICON.set(spelling, { month: index + 1, languages: [lang] });
    }
  });
}

// Polish abbreviations that are words elsewhere ("Sie", German): a month only where nothing else
// can be, between a day and a four-digit year ("05 SIE 2024").
const GUARDED = new Map<string, MonthName>([
  ["sie", { month: 8, languages: ["pl"] }],
  ["lis", { month: 11, languages: ["pl"] }],
]);

/**
 * `März` → 3, `févr.` → 2, `mrt` → 3, `Sept.` → 9; null when the word is not a month. `dayAndFullYear`:
 * the word stands between a day and a four-digit year, where guarded spellings are months too.
 */
export function lookupMonth(word: string, dayAndFullYear = false): MonthName | null {
  const key = fold(word).replace(/\.$/, "");
  return LEXICON.get(key) ?? (dayAndFullYear ? (GUARDED.get(key) ?? null) : null);
}
