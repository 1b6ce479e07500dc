import { foldWithMap } from "./fold";
import { parseNumberWords } from "./numbers-in-words";

// Contract periods in prose → structured durations: "thirty (30) days", "sixty days",
// "twelve (12) months", "1 year", "a one-year term", "drei Monate", "trente (30) jours".
//
// Conversion to days, stated once: 1 week = 7 days, 1 month = 30 days, 1 year = 365 days.
// Notice periods are stated in days by the contract preset, and "one month's notice" is read as
// 30 days by that convention; a calendar-exact answer would need the date the notice is given.
// Business days do not convert (weekends and holidays vary): `days` is null for them.

export type DurationUnit = "day" | "business_day" | "week" | "month" | "year";

export interface DurationMatch {
  /** Null when the words and the digits disagree ("thirty (31) days"). */
  value: number | null;
  unit: DurationUnit;
  ambiguous: boolean;
  /** The differing readings when ambiguous (words first, then digits). */
  readings: number[];
  /** Calendar days by the convention above; null for business days or when ambiguous. */
  days: number | null;
  /** Months for month and year units (1 year = 12 months); null otherwise. */
  months: number | null;
  /** ISO 8601 duration (P30D, P2W, P12M, P1Y); null for business days or when ambiguous. */
  iso: string | null;
  /** "30 days", "12 months", "1 year", "10 business days". */
  normalized: string | null;
  text: string;
  start: number;
  end: number;
}

const UNITS: Record<string, DurationUnit> = {};
function units(unit: DurationUnit, words: string): void {
  for (const w of words.split(" ")) UNITS[w] = unit;
}
units("day", "day days tag tage tagen tages kalendertag kalendertage kalendertagen jour jours dag dagen kalenderdag kalenderdagen dia dias");
units("business_day", "werktag werktage werktagen arbeitstag arbeitstage arbeitstagen bankarbeitstag bankarbeitstage bankarbeitstagen werkdag werkdagen");
units("week", "week weeks woche wochen semaine semaines weken semana semanas");
units("month", "month months monat monate monaten monats mois maand maanden mes meses");
units("year", "year years jahr jahre jahren jahres an ans annee annees jaar jaren ano anos");

/** Qualifiers before the unit (English) or after it (French, Spanish). */
const BUSINESS_BEFORE = new Set(["business", "working", "banking", "bank"]);
// "fourteen clear days' notice" (Commonwealth drafting: the day of giving and the day of the event not
// counted) is still a count of calendar days as printed.
const CALENDAR_BEFORE = new Set(["calendar", "consecutive", "clear"]);
const BUSINESS_AFTER = new Set(["ouvres", "ouvrables", "habiles", "laborables"]);
const CALENDAR_AFTER = new Set(["calendaires", "naturales", "civils"]);

/** Articles read as "one" directly before a unit: "a month", "ein Jahr", "un an". */
const ARTICLES = new Set(["a", "an", "ein", "eine", "einen", "einem", "einer", "un", "une", "una", "een"]);

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const { text: folded, map } = foldWithMap(text);
  const out: Token[] = [];
  const re = /\p{L}+|\d+|[()]/gu;
  for (let m = re.exec(folded); m !== null; m = re.exec(folded)) {
    out.push({ word: m[0], start: map[m.index] as number, end: (map[m.index + m[0].length - 1] as number) + 1 });
  }
  return out;
}

const DAYS_PER: Record<DurationUnit, number | null> = { day: 1, business_day: null, week: 7, month: 30, year: 365 };
const ISO_LETTER: Record<DurationUnit, string | null> = { day: "D", business_day: null, week: "W", month: "M", year: "Y" };
const UNIT_NAMES: Record<DurationUnit, [string, string]> = {
  day: ["day", "days"],
  business_day: ["business day", "business days"],
  week: ["week", "weeks"],
  month: ["month", "months"],
  year: ["year", "years"],
};

/** Calendar days for a value and unit (month = 30, year = 365), or null for business days. */
export function durationToDays(value: number, unit: DurationUnit): number | null {
  const per = DAYS_PER[unit];
  return per === null ? null : value * per;
}

function build(value: number | null, unit: DurationUnit, readings: number[], text: string, start: number, end: number): DurationMatch {
  const ok = value !== null;
  const letter = ISO_LETTER[unit];
  return {
    value,
    unit,
    ambiguous: !ok,
    readings: ok ? [] : readings,
    days: ok ? durationToDays(value, unit) : null,
    months: ok && unit === "month" ? value : ok && unit === "year" ? value * 12 : null,
    iso: ok && letter ? `P${value}${letter}` : null,
    normalized: ok ? `${value} ${UNIT_NAMES[unit][value === 1 ? 0 : 1]}` : null,
    text: text.slice(start, end),
    start,
    end,
  };
}

/** Words joined only by spaces or hyphens belong to one phrase; punctuation ends it. */
function joined(text: string, a: Token, b: Token): boolean {
  return /^[\s\u00A0\u202F\-–]*$/.test(text.slice(a.end, b.start));
}

/** The number that ends at token `last` (digits, or up to six number words), with its first token. */
function numberEndingAt(text: string, tokens: Token[], last: number, beforeUnit: boolean): { value: number; first: number } | null {
  const t = tokens[last];
  if (!t) return null;
  if (/^\d+$/.test(t.word)) return { value: Number(t.word), first: last };
  if (beforeUnit && ARTICLES.has(t.word)) {
    const v = parseNumberWords(t.word);
    return { value: v ?? 1, first: last };
  }
  let best: { value: number; first: number } | null = null;
  for (let first = last; first >= Math.max(0, last - 5); first--) {
    if (first < last && !joined(text, tokens[first] as Token, tokens[first + 1] as Token)) break;
    const phrase = text.slice((tokens[first] as Token).start, t.end);
    const v = parseNumberWords(phrase);
    if (v !== null) best = { value: v, first };
  }
  return best;
}

/**
 * Every duration in `text` with its span. Words and digits that repeat each other must agree:
 * "thirty (30) days" → 30, "30 (thirty) days" → 30, "thirty (31) days" → ambiguous, value null.
 */
export function findDurations(text: string): DurationMatch[] {
  const tokens = tokenize(text);
  const out: DurationMatch[] = [];
  let consumed = -1;
  for (let i = 0; i < tokens.length; i++) {
    const unitToken = tokens[i] as Token;
    let unit = UNITS[unitToken.word];
    if (!unit) continue;
    let end = unitToken.end;
    let j = i - 1;
    const before = tokens[j];
    // "thirty business days", "sixty clear days", and "one calendar month's notice" (a month counts 30 days either way).
    const qualifies =
      before &&
      joined(text, before, unitToken) &&
      (unit === "day" ? BUSINESS_BEFORE.has(before.word) || CALENDAR_BEFORE.has(before.word) : unit === "month" && before.word === "calendar");
    if (qualifies) {
      if (BUSINESS_BEFORE.has(before.word)) unit = "business_day";
      j--;
    }
    const after = tokens[i + 1];
    if (after && unit === "day" && joined(text, unitToken, after)) {
      if (BUSINESS_AFTER.has(after.word)) {
        unit = "business_day";
        end = after.end;
      } else if (CALENDAR_AFTER.has(after.word)) end = after.end;
    }
    const adjacent = tokens[j];
    if (!adjacent || j <= consumed) continue;
    if (adjacent.word !== ")" && !joined(text, adjacent, tokens[j + 1] as Token)) continue;

    let main: { value: number; first: number } | null;
    let repeated: number | null = null;
    let first: number;
    if (adjacent.word === ")") {
      // "thirty (30) days" or "30 (thirty) days": a number in parentheses repeats the one before it.
      let open = j - 1;
      while (open >= 0 && (tokens[open] as Token).word !== "(" && j - open <= 7) open--;
      if (open < 0 || (tokens[open] as Token).word !== "(") continue;
      const inner = numberEndingAt(text, tokens, j - 1, false);
      if (!inner || inner.first !== open + 1) continue;
      repeated = inner.value;
      main = numberEndingAt(text, tokens, open - 1, false);
      first = main && joined(text, tokens[open - 1] as Token, tokens[open] as Token) ? main.first : open;
      if (first === open) main = null;
    } else {
      main = numberEndingAt(text, tokens, j, true);
      if (!main) continue;
      first = main.first;
    }
    if (first <= consumed) continue;
    const values = [main?.value, repeated].filter((v): v is number => v !== undefined && v !== null);
    if (values.length === 0) continue;
    const agree = values.every((v) => v === values[0]);
    out.push(build(agree ? (values[0] as number) : null, unit, agree ? [] : values, text, (tokens[first] as Token).start, end));
    consumed = i;
  }
  return out;
}

/** Reads `input` as exactly one duration (surrounding whitespace and punctuation allowed), or null. */
export function parseDuration(input: string): DurationMatch | null {
  const found = findDurations(input);
  if (found.length !== 1) return null;
  const only = found[0] as DurationMatch;
  const rest = input.slice(0, only.start) + input.slice(only.end);
  return /^[\s\p{P}]*$/u.test(rest) ? only : null;
}
