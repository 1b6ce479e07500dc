import { lookupMonth, type MonthLanguage } from "./month-names";

// Dates as printed on invoices and contracts → ISO `YYYY-MM-DD`, with the span they came from.
// A numeric date whose day and month are both ≤ 12 has two readings; in `auto` mode it comes back
// with `iso: null`, `ambiguous: true` and both readings, for the caller to settle from the other
// dates of the document (`inferDateOrder`) or its language (`dateOrderForLanguage`).

export type DateOrder = "dmy" | "mdy";

export interface DateOptions {
  /**
   * Day/month order of numeric dates. `auto` (default) decides from the numbers (a day > 12) and
   * leaves the rest ambiguous; `dmy`/`mdy` read every numeric date that way, and a date that is
   * only valid in the other order is rejected (it contradicts what the caller knows).
   */
  order?: DateOrder | "auto";
  /**
   * Dotted numeric dates (`05.03.2018`) are day-first: the locales that write dates with dots
   * (German, Dutch, Nordic, Slavic…) all put the day first. Default true; false treats dots like slashes.
   */
  dottedDayFirst?: boolean;
  /** Two-digit years below the pivot are 20yy, the others 19yy. Default 69 (POSIX `%y`). */
  twoDigitYearPivot?: number;
  /** Four-digit years outside this range are not dates (a part number, a postcode). Default 1900–2099. */
  minYear?: number;
  maxYear?: number;
}

export interface DateReading {
  iso: string;
  order: DateOrder | "ymd";
}

export interface DateMatch {
  /** ISO date, or null when the reading is ambiguous. */
  iso: string | null;
  ambiguous: boolean;
  /** One reading when decided, two (dmy first) when ambiguous. */
  readings: DateReading[];
  /**
   * What decided the reading: `format` (ISO, or a month written as a word), `structure` (a day
   * above 12), `dotted` (the dotted-date convention), `order` (the caller's order); null when ambiguous.
   */
  resolvedBy: "format" | "structure" | "dotted" | "order" | null;
  format: "iso" | "numeric" | "month-name";
  twoDigitYear: boolean;
  /** For month-name dates: the languages the month word belongs to. */
  monthLanguages?: MonthLanguage[];
  /** The date exactly as printed and its span in the input (end exclusive). */
  text: string;
  start: number;
  end: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when the calendar has this day (no 31 February, 29 February only in leap years). */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const max = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  return day <= max;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function toIso(year: number, month: number, day: number): string | null {
  return isValidDate(year, month, day) ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : null;
}

interface Resolved {
  order: DateOrder | "auto";
  dottedDayFirst: boolean;
  pivot: number;
  minYear: number;
  maxYear: number;
}

function resolveOptions(options: DateOptions): Resolved {
  return {
    order: options.order ?? "auto",
    dottedDayFirst: options.dottedDayFirst ?? true,
    pivot: options.twoDigitYearPivot ?? 69,
    minYear: options.minYear ?? 1900,
    maxYear: options.maxYear ?? 2099,
  };
}

/** Year as printed → full year, or null when out of range. */
function readYear(text: string, o: Resolved): { year: number; twoDigit: boolean } | null {
  const digits = text.replace(/^'/, "");
  const n = Number(digits);
  if (digits.length === 2) return { year: n < o.pivot ? 2000 + n : 1900 + n, twoDigit: true };
  if (n < o.minYear || n > o.maxYear) return null;
  return { year: n, twoDigit: false };
}

type Candidate = Omit<DateMatch, "text" | "start" | "end"> & { start: number; end: number };

// Lookarounds keep dates out of longer numbers and identifiers ("00.417.902.3-2020-4"), while a
// dash may join two dates ("01.05.14-31.05.14"). Year first, the Hungarian way sets a space after each dot ("2026. 04. 15.").
const ISO_RE = /(?<![\d.,/-])(\d{4})([-./]|\. )(\d{1,2})\2(\d{1,2})(?!\d|[.,/:]\d)/g;
const NUMERIC_RE = /(?<![\d.,/])(\d{1,2})([-./])(\d{1,2})\2(\d{4}|\d{2})(?!\d|[.,/:]\d)/g;
const SUFFIX = String.raw`(?:(?:st|nd|rd|th|er|re|eme|ème|e|º|°)(?!\p{L})|\.)?`;
const SEP = String.raw`[\s\u00A0\u202F\-/]*`;
const WORD = String.raw`([\p{L}\p{M}]+)\.?`;
// 5 March 2018 · 5. März 2018 · 5-Mar-18 · 1er juillet 2015 · 5th of March, 2018 · 5 de marzo de 2018
const DAY_FIRST_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(\d{1,2})${SUFFIX}${SEP}(?:(?:of|de)\s+)?${WORD}[\s\u00A0\u202F,\-/]*(?:(?:de|del)\s+)?(\d{4}|'?\d{2})(?![\p{L}\d])`,
  "giu",
);
// March 5, 2018 · Mar. 5 2018 · August 3 , 2014 · March 5th, 2018
const MONTH_FIRST_RE = new RegExp(
  String.raw`(?<![\p{L}\d])${WORD}[\s\u00A0\u202F\-]*(\d{1,2})(?:st|nd|rd|th)?(?:\s*,\s*|[\s\u00A0\u202F/-]+)(\d{4})(?![\p{L}\d])`,
  "giu",
);
// 2018-Mar-05 · 2018 March 5
const YEAR_FIRST_RE = new RegExp(String.raw`(?<![\p{L}\d])(\d{4})[\s\u00A0\-]${WORD}[\s\u00A0\-](\d{1,2})(?![\p{L}\d])`, "giu");

function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    yield m;
    // Retry one character later so a failed month word does not hide a date that starts inside it.
    re.lastIndex = m.index + 1;
  }
}

function numericCandidate(m: RegExpExecArray, o: Resolved): Candidate | null {
  const [, aText, sep, bText, yText] = m as unknown as [string, string, string, string, string];
  const y = readYear(yText, o);
  if (!y) return null;
  const a = Number(aText);
  const b = Number(bText);
  const dmy = toIso(y.year, b, a);
  const mdy = toIso(y.year, a, b);
  const base = { format: "numeric" as const, twoDigitYear: y.twoDigit, start: m.index, end: m.index + m[0].length };
  const one = (iso: string, order: DateOrder, resolvedBy: Candidate["resolvedBy"]): Candidate => ({
    ...base,
    iso,
    ambiguous: false,
    readings: [{ iso, order }],
    resolvedBy,
  });
  if (o.order !== "auto") {
    const iso = o.order === "dmy" ? dmy : mdy;
    return iso ? one(iso, o.order, "order") : null;
  }
  if (dmy && mdy) {
    if (dmy === mdy) return one(dmy, "dmy", "structure");
    if (sep === "." && o.dottedDayFirst) return one(dmy, "dmy", "dotted");
    return {
      ...base,
      iso: null,
      ambiguous: true,
      readings: [
        { iso: dmy, order: "dmy" },
        { iso: mdy, order: "mdy" },
      ],
      resolvedBy: null,
    };
  }
  if (dmy) return one(dmy, "dmy", "structure");
  if (mdy) return one(mdy, "mdy", "structure");
  return null;
}

function namedCandidate(m: RegExpExecArray, dayText: string, monthWord: string, yearText: string, o: Resolved, dayFirst = false): Candidate | null {
  const month = lookupMonth(monthWord, dayFirst && yearText.length === 4);
  if (!month) return null;
  const y = readYear(yearText, o);
  if (!y) return null;
  const iso = toIso(y.year, month.month, Number(dayText));
  if (!iso) return null;
  return {
    iso,
    ambiguous: false,
    readings: [{ iso, order: "dmy" }],
    resolvedBy: "format",
    format: "month-name",
    twoDigitYear: y.twoDigit,
    monthLanguages: month.languages,
    start: m.index,
    end: m.index + m[0].length,
  };
}

function collect(text: string, o: Resolved): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matches(ISO_RE, text)) {
    const [, yText, , mText, dText] = m as unknown as [string, string, string, string, string];
    const y = readYear(yText, o);
    const iso = y ? toIso(y.year, Number(mText), Number(dText)) : null;
    if (iso) {
      out.push({
        iso,
        ambiguous: false,
        readings: [{ iso, order: "ymd" }],
        resolvedBy: "format",
        format: "iso",
        twoDigitYear: false,
        start: m.index,
        end: m.index + m[0].length,
      });
    }
  }
  for (const m of matches(NUMERIC_RE, text)) {
    const c = numericCandidate(m, o);
    if (c) out.push(c);
  }
  for (const m of matches(DAY_FIRST_RE, text)) {
    const c = namedCandidate(m, m[1] as string, m[2] as string, m[3] as string, o, true);
    if (c) out.push(c);
  }
  for (const m of matches(MONTH_FIRST_RE, text)) {
    const c = namedCandidate(m, m[2] as string, m[1] as string, m[3] as string, o);
    if (c) out.push(c);
  }
  for (const m of matches(YEAR_FIRST_RE, text)) {
    const c = namedCandidate(m, m[3] as string, m[2] as string, m[1] as string, o);
    if (c) out.push(c);
  }
  return out;
}

/**
 * Every date in `text`, left to right, with spans. Where readings overlap, a four-digit year
 * beats a two-digit one ("July 1 - July 31 , 2014" is not 1 July 2031), then the longer wins.
 */
export function findDates(text: string, options: DateOptions = {}): DateMatch[] {
  const o = resolveOptions(options);
  const candidates = collect(text, o).sort(
    (a, b) => Number(a.twoDigitYear) - Number(b.twoDigitYear) || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: Candidate[] = [];
  for (const c of candidates) {
    if (kept.some((k) => c.start < k.end && k.start < c.end)) continue;
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
}

/**
 * Reads `input` as one date (surrounding whitespace and a trailing `.`/`,` allowed). Null when
 * it is not exactly one valid date; an ambiguous date is returned with `ambiguous: true`.
 */
export function parseDate(input: string, options: DateOptions = {}): DateMatch | null {
  const found = findDates(input, options);
  if (found.length !== 1) return null;
  const only = found[0] as DateMatch;
  const rest = input.slice(0, only.start) + input.slice(only.end);
  return /^[\s\u00A0\u202F]*[.,]?[\s\u00A0\u202F]*$/.test(rest) ? only : null;
}
