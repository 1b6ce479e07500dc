import { fold } from "./fold";

// Cardinal numbers written as words, as contracts write them ("thirty", "twenty-four",
// "vierundzwanzig", "quatre-vingt-dix", "veinticuatro", "vierentwintig"), 0–999 999.
// Input words are folded (lower case, no accents) before lookup: "zwölf" = "zwolf", "días" = "dias".

export type NumberLanguage = "en" | "de" | "fr" | "nl" | "es";

export const NUMBER_LANGUAGES: readonly NumberLanguage[] = ["en", "de", "fr", "nl", "es"];

function table(words: string, from = 0): Record<string, number> {
  const out: Record<string, number> = {};
  words.split(" ").forEach((w, i) => {
    for (const alt of w.split("/")) out[alt] = from + i;
  });
  return out;
}

// prettier-ignore
const EN: Record<string, number> = {
  ...table("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"),
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

// prettier-ignore
const ES: Record<string, number> = {
  ...table("cero uno/un/una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte"),
  ...table("veintiuno/veintiun/veintiuna veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve", 21),
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400,
  quinientos: 500, seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
};

// prettier-ignore
const FR: Record<string, number> = {
  ...table("zero un/une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize"),
  vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
  quatrevingt: 80, dixsept: 17, dixhuit: 18, dixneuf: 19,
};

// German and Dutch write numbers below a million as one word; these are its atoms.
const DE_UNITS = table("null eins/ein/eine/einen/einem/einer zwei/zwo drei vier funf sechs sieben acht neun");
// prettier-ignore
const DE: Record<string, number> = {
  ...DE_UNITS,
  ...table("zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn", 10),
  zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90,
};
const NL_UNITS = table("nul een/eén/één twee drie vier vijf zes zeven acht negen");
// prettier-ignore
const NL: Record<string, number> = {
  ...NL_UNITS,
  ...table("tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien", 10),
  twintig: 20, dertig: 30, veertig: 40, vijftig: 50, zestig: 60, zeventig: 70, tachtig: 80, negentig: 90,
};

interface Germanic {
  words: Record<string, number>;
  units: Record<string, number>;
  join: string;
  hundred: string;
  thousand: string;
}

const GERMANIC: Record<"de" | "nl", Germanic> = {
  de: { words: DE, units: DE_UNITS, join: "und", hundred: "hundert", thousand: "tausend" },
  nl: { words: NL, units: NL_UNITS, join: "en", hundred: "honderd", thousand: "duizend" },
};

/** One German or Dutch number word: "vierundzwanzig" → 24, "tweehonderdtachtig" → 280. */
function parseGermanicWord(w: string, g: Germanic, limit = 999_999): number | null {
  if (w in g.words) return (g.words[w] as number) <= limit ? (g.words[w] as number) : null;
  for (const [marker, factor, leftMax] of [
    [g.thousand, 1000, 999],
    [g.hundred, 100, 9],
  ] as const) {
    const at = w.indexOf(marker);
    if (at < 0) continue;
    const left = w.slice(0, at);
    const right = w.slice(at + marker.length);
    const lv = left === "" ? 1 : parseGermanicWord(left, g, leftMax);
    const rv = right === "" ? 0 : parseGermanicWord(right, g, factor - 1);
    if (lv === null || rv === null || lv === 0) return null;
    const v = lv * factor + rv;
    return v <= limit ? v : null;
  }
  // "vierundzwanzig", "vierentwintig", "tweeentwintig": unit + join + tens
  for (let i = w.indexOf(g.join); i > 0; i = w.indexOf(g.join, i + 1)) {
    const unit = g.units[w.slice(0, i)];
    const tens = g.words[w.slice(i + g.join.length)];
    if (unit !== undefined && unit > 0 && tens !== undefined && tens >= 20 && tens % 10 === 0) {
      return unit + tens <= limit ? unit + tens : null;
    }
  }
  return null;
}

/** Additive reading of a word sequence with "hundred"/"thousand" multipliers (en, es, fr). */
function parseAdditive(words: string[], lang: "en" | "es" | "fr"): number | null {
  const lexicon = lang === "en" ? EN : lang === "es" ? ES : FR;
  const hundredWord = lang === "en" ? "hundred" : lang === "fr" ? "cent" : null;
  const thousandWord = lang === "en" ? "thousand" : lang === "es" ? "mil" : "mille";
  const filler = lang === "en" ? "and" : lang === "es" ? "y" : "et";
  let total = 0;
  let group = 0; // the part below 1000 being read
  let tens = 0;
  let low = false; // a unit or teen already read in this group
  let hundreds = false;
  let thousands = false;
  let any = false;
  for (const raw of words) {
    const w = lang === "fr" && raw === "cents" ? "cent" : raw;
    if (w === filler) {
      if (!any) return null;
      continue;
    }
    if (w === hundredWord) {
      if (hundreds || tens > 0 || group >= 10) return null;
      group = (group || 1) * 100;
      hundreds = true;
      low = false;
    } else if (w === thousandWord) {
      if (thousands) return null;
      total = (group || 1) * 1000;
      group = 0;
      tens = 0;
      low = false;
      hundreds = false;
      thousands = true;
    } else {
      const v = lexicon[w];
      if (v === undefined) return null;
      if (v >= 100) {
        if (hundreds || group > 0) return null;
        hundreds = true;
      } else if (v >= 20) {
        if (tens > 0 || low) return null;
        tens = v;
      } else {
        // "twenty four" yes, "five six" and "twenty twelve" no; French "soixante-dix", "quatre-vingt-seize" yes.
        const frenchTeen = lang === "fr" && (tens === 60 || tens === 80);
        if (low || (v === 0 && any) || (tens > 0 && v >= 10 && !frenchTeen)) return null;
        low = true;
      }
      group += v;
    }
    any = true;
  }
  return any ? total + group : null;
}

/**
 * Reads a number written in words in one language, or null. Hyphens and spaces separate words;
 * French "quatre-vingt(s)" is handled as one word.
 */
export function parseNumberWordsIn(text: string, lang: NumberLanguage): number | null {
  let folded = fold(text).trim();
  if (folded === "") return null;
  if (lang === "fr") folded = folded.replace(/quatre[\s-]+vingts?/g, "quatrevingt").replace(/dix[\s-]+(sept|huit|neuf)/g, "dix$1");
  const words = folded.split(/[\s\u00A0-]+/).filter((w) => w !== "");
  if (lang === "de" || lang === "nl") {
    if (words.length !== 1) return null;
    return parseGermanicWord(words[0] as string, GERMANIC[lang]);
  }
  return parseAdditive(words, lang);
}

/**
 * Reads a number written in words: "thirty" → 30, "twenty-four" → 24, "dreißig" → 30,
 * "quatre-vingt-dix" → 90, "veinticuatro" → 24. Digits are read too ("30"). Null when the
 * text is not one number, or when two languages would read it differently.
 */
export function parseNumberWords(text: string, languages: readonly NumberLanguage[] = NUMBER_LANGUAGES): number | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const values = new Set<number>();
  for (const lang of languages) {
    const v = parseNumberWordsIn(trimmed, lang);
    if (v !== null) values.add(v);
  }
  return values.size === 1 ? ([...values][0] as number) : null;
}

/** The languages in which `word` is a number word (for callers that guess a document's language). */
export function numberWordLanguages(word: string): NumberLanguage[] {
  return NUMBER_LANGUAGES.filter((lang) => parseNumberWordsIn(word, lang) !== null);
}
