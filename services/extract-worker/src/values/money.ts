import { findCurrencyMarkers, type CurrencyMarker, type CurrencyOptions } from "./currency";
import { findDates } from "./dates";
import { readCore, type CoreReading, type DecimalSeparator } from "./number-structure";

export type { DecimalSeparator } from "./number-structure";

// Monetary amounts as printed → exact numbers, with the span they came from. The decimal
// separator is decided by the digits' structure; "1,234" (one separator, three digits after it)
// is genuinely ambiguous and comes back with both readings unless `decimalHint` decides.
// Values are computed from integer minor units, so 1.234,56 is exactly the double nearest 1234.56.

export interface AmountOptions extends CurrencyOptions {
  /** Decimal separator the document uses (see `inferDecimalSeparator`); settles "1,234"-type amounts. */
  decimalHint?: DecimalSeparator;
  /**
   * Whether an ordinary space groups thousands ("1 234,56"). `auto` (default in findAmounts)
   * accepts it only when a currency marker is adjacent and otherwise returns the joined reading
   * as ambiguous with the separate numbers in `parts` ("Total 1 278.61" may be a quantity of 1
   * and a price); `always` (default in parseAmount, which is handed one token) and `never` decide.
   * No-break, narrow no-break and thin spaces always group.
   */
  spaceGrouping?: "auto" | "always" | "never";
  /** Skip numbers that are part of a date (default true). */
  skipDates?: boolean;
}

export interface AmountReading {
  /** Signed value. */
  value: number;
  /** Signed value in units of 10^-scale: 1.234,56 → 123456 with scale 2. */
  minor: number;
  /** Decimal places as printed. */
  scale: number;
  decimalSeparator: DecimalSeparator | null;
  groupSeparator: string | null;
}

export interface AmountMatch {
  /** Null when ambiguous. */
  value: number | null;
  minor: number | null;
  scale: number | null;
  decimalSeparator: DecimalSeparator | null;
  groupSeparator: string | null;
  ambiguous: boolean;
  /** Why it is ambiguous: the separator of "1,234", or an ordinary space that may split two numbers. */
  ambiguity: "decimal-separator" | "space-grouping" | null;
  /** One reading when decided; for a decimal-separator ambiguity the decimal reading then the grouping one. */
  readings: AmountReading[];
  resolvedBy: "structure" | "hint" | "currency" | "option" | null;
  /** For a space-grouping ambiguity: the numbers read separately. */
  parts?: AmountMatch[];
  negative: boolean;
  sign: "minus" | "plus" | "parentheses" | "trailing-minus" | null;
  currency: CurrencyMarker | null;
  /** The whole amount as printed (sign, parentheses and currency included) and its span. */
  text: string;
  start: number;
  end: number;
  /** Span of the digits alone. */
  numberStart: number;
  numberEnd: number;
}

const MINUS = new Set(["-", "−"]);

// A run of digits with internal separators; ordinary spaces are considered afterwards.
// "ʼ" (U+02BC): the Swiss thousands apostrophe as some PDF fonts map their right quote glyph.
const RUN_RE = /\d(?:[\d.,'’\u02BC\u00A0\u2007\u2009\u202F]*\d)?/g;

function signed(r: CoreReading, negative: boolean): AmountReading {
  const magnitude = r.minor / 10 ** r.scale;
  return {
    value: negative && r.minor !== 0 ? -magnitude : magnitude,
    minor: negative && r.minor !== 0 ? -r.minor : r.minor,
    scale: r.scale,
    decimalSeparator: r.decimalSeparator,
    groupSeparator: r.groupSeparator,
  };
}

interface Run {
  start: number;
  end: number;
}

/** Joins runs separated by one ordinary space when they form a valid thousands grouping. */
function spaceChains(text: string, runs: Run[]): Run[][] {
  const chains: Run[][] = [];
  let i = 0;
  while (i < runs.length) {
    const first = runs[i] as Run;
    const chain = [first];
    if (/^[1-9]\d{0,2}$/.test(text.slice(first.start, first.end))) {
      let j = i + 1;
      while (j < runs.length) {
        const prev = chain[chain.length - 1] as Run;
        const next = runs[j] as Run;
        const nextText = text.slice(next.start, next.end);
        const prevText = text.slice(prev.start, prev.end);
        if (next.start !== prev.end + 1 || text[prev.end] !== " ") break;
        if (chain.length > 1 && !/^\d{3}$/.test(prevText)) break;
        if (!/^\d{3}(?:[.,]\d+)?$/.test(nextText)) break;
        chain.push(next);
        j++;
      }
    }
    chains.push(chain);
    i += chain.length;
  }
  return chains;
}

const LETTER = /[\p{L}_]/u;
/**
 * A price per unit of time or of goods after its amount ("€95.00/hr", "12,50 €/Std."): the slash
 * then belongs to the unit, not to a date or a fraction. Only a known unit word qualifies.
 */
const PER_UNIT =
  /^\/\s?(?:h|hr|hrs|hour|std\.?|stunde|heure|uur|hora|ora|day|tag|jour|dag|día|dia|giorno|week|wk|woche|semaine|month|mo|monat|mois|maand|mes|mese|unit|item|pc|pcs|stk\.?|stück|seat|user|kg|km)(?![\p{L}\d])/iu;

interface Attached {
  start: number;
  end: number;
  negative: boolean;
  sign: AmountMatch["sign"];
  currency: CurrencyMarker | null;
}

function isBlankGap(text: string, from: number, to: number): boolean {
  return to - from <= 2 && /^[ \u00A0\u2009\u202F]*$/.test(text.slice(from, to));
}

/** Sign, parentheses and currency around the digits at [s, e); null when the digits belong to a word or a code. */
function attach(text: string, s: number, e: number, markers: CurrencyMarker[], hasDecimals: boolean): Attached | null {
  let start = s;
  let end = e;
  let sign: AmountMatch["sign"] = null;
  let currency: CurrencyMarker | null = null;

  const signAt = (i: number): boolean => {
    const ch = text[i];
    if (ch === undefined || !(MINUS.has(ch) || ch === "+")) return false;
    const before = text[i - 1];
    // A dot leader runs a label out to its figure and ends where the sign starts ("Gutschriftsbetrag …….-11.223,58").
    const leader = /[.…·_]{3}$/u.test(text.slice(0, i));
    return before === undefined || leader || !/[\p{L}\p{N}.,\-−+]/u.test(before) || markers.some((m) => m.end === i);
  };
  const markerEndingAt = (i: number) => markers.find((m) => m.end <= i && isBlankGap(text, m.end, i));
  const markerStartingAt = (i: number) => markers.find((m) => m.start >= i && isBlankGap(text, i, m.start));

  if (signAt(start - 1)) {
    sign = text[start - 1] === "+" ? "plus" : "minus";
    start--;
  }
  const left = markerEndingAt(start);
  // A registry or file number whose letters happen to name a currency ("REA RM-799577", "KM-4410"):
  // letters, a hyphen and whole digits with no space are a code; a credit prints "RM -5.00" or "RM-5.00".
  if (left && sign === "minus" && left.end === start && /^\p{L}+$/u.test(left.text) && !hasDecimals) return null;
  if (left) {
    currency = left;
    start = left.start;
    if (sign === null && signAt(start - 1)) {
      sign = text[start - 1] === "+" ? "plus" : "minus";
      start--;
    }
  }
  // Not a sign but a hyphen: "D-63571", "40-42", "4-8,4100".
  if (sign === null && MINUS.has(text[start - 1] ?? "") && /[\p{L}\p{N}]/u.test(text[start - 2] ?? "")) return null;
  const before = text[start - 1];
  if (!left && before !== undefined && (LETTER.test(before) || /[\d/@#&°º§]/.test(before))) return null;
  if (!left && before === ":" && /\d/.test(text[start - 2] ?? "")) return null;

  const after = text[end];
  if (after !== undefined && MINUS.has(after)) {
    if (/\d/.test(text[end + 1] ?? "")) return null; // a range or an identifier
    if (sign === null && !/[\p{L}]/u.test(text[end + 1] ?? "")) {
      sign = "trailing-minus";
      end++;
    }
  }
  const right = currency ? undefined : markerStartingAt(end);
  if (right) {
    currency = right;
    end = right.end;
  } else {
    const next = text[end];
    const perUnit = next === "/" && (hasDecimals || currency !== null) && PER_UNIT.test(text.slice(end));
    if (next !== undefined && !perUnit && (LETTER.test(next) || /[\d/%'"’″°]/.test(next))) return null;
    if (next === ":" && /\d/.test(text[end + 1] ?? "")) return null;
    if (/^[ \u00A0\u202F]?%/.test(text.slice(end, end + 2))) return null; // a rate, not an amount
  }
  // "(12.00)" is a credit; "thirty (30) days" is not, so bare integers in parentheses stay positive.
  if (text[start - 1] === "(" && text[end] === ")" && sign === null && (hasDecimals || currency !== null)) {
    sign = "parentheses";
    start--;
    end++;
  }
  return { start, end, negative: sign === "minus" || sign === "parentheses" || sign === "trailing-minus", sign, currency };
}

function buildMatch(text: string, numberStart: number, numberEnd: number, core: CoreReading[], a: Attached, options: AmountOptions): AmountMatch {
  const readings = core.map((r) => signed(r, a.negative));
  let chosen: AmountReading | null = readings.length === 1 ? (readings[0] as AmountReading) : null;
  let resolvedBy: AmountMatch["resolvedBy"] = chosen ? "structure" : null;
  if (!chosen && options.decimalHint) {
    const hint = options.decimalHint;
    chosen = readings.find((r) => (r.decimalSeparator === null ? r.groupSeparator !== hint : r.decimalSeparator === hint)) ?? null;
    if (chosen) resolvedBy = "hint";
  }
  return {
    value: chosen?.value ?? null,
    minor: chosen?.minor ?? null,
    scale: chosen?.scale ?? null,
    decimalSeparator: chosen?.decimalSeparator ?? null,
    groupSeparator: chosen?.groupSeparator ?? null,
    ambiguous: chosen === null,
    ambiguity: chosen === null ? "decimal-separator" : null,
    readings: chosen ? [chosen] : readings,
    resolvedBy,
    negative: a.negative,
    sign: a.sign,
    currency: a.currency,
    text: text.slice(a.start, a.end),
    start: a.start,
    end: a.end,
    numberStart,
    numberEnd,
  };
}

function hasDecimals(core: CoreReading[]): boolean {
  return core.every((r) => r.decimalSeparator !== null);
}

// "bis zum 19.12." is a day and month; "08.30 - 12.30 Uhr" are times.
const PARTIAL_DATE_RE = /^(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])$/;
const TIME_WORD_RE = /^(?:\s*[-–]\s*\d{1,2}[.:]\d{2})?[ \u00A0]?(?:uhr|h|hrs|am|pm|a\.m\.|p\.m\.)(?!\p{L})/iu;

function single(text: string, run: Run, markers: CurrencyMarker[], options: AmountOptions): AmountMatch | null {
  const raw = text.slice(run.start, run.end);
  if (PARTIAL_DATE_RE.test(raw) && text[run.end] === "." && !/\d/.test(text[run.end + 1] ?? "")) return null;
  if (/^\d{1,2}[.:]\d{2}$/.test(raw) && TIME_WORD_RE.test(text.slice(run.end, run.end + 20))) return null;
  const core = readCore(raw);
  if (core.length === 0) return null;
  const a = attach(text, run.start, run.end, markers, hasDecimals(core));
  return a ? buildMatch(text, run.start, run.end, core, a, options) : null;
}

/**
 * Every amount in `text` (a line or a cell), left to right, with spans. Numbers glued to letters
 * or codes ("E103184", "D-63571"), ranges ("40-42"), percentages and date parts are not amounts.
 * Plain integers are returned too (a quantity, a year): callers pick by label and position.
 */
export function findAmounts(text: string, options: AmountOptions = {}): AmountMatch[] {
  const spaceGrouping = options.spaceGrouping ?? "auto";
  const out: AmountMatch[] = [];
  const allMarkers = findCurrencyMarkers(text, options);
  // A marker belongs to one amount: "12,00 € 15,00 €" must not give the first € to 15,00.
  const claimed = new Set<CurrencyMarker>();
  const free = () => allMarkers.filter((m) => !claimed.has(m));
  const emit = (m: AmountMatch) => {
    out.push(m);
    if (m.currency) claimed.add(allMarkers.find((x) => x.start === m.currency?.start) as CurrencyMarker);
  };
  const dates = options.skipDates === false ? [] : findDates(text);
  const runs: Run[] = [];
  RUN_RE.lastIndex = 0;
  for (let m = RUN_RE.exec(text); m !== null; m = RUN_RE.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (dates.some((d) => start < d.end && d.start < end)) continue;
    runs.push({ start, end });
  }
  const chains = spaceGrouping === "never" ? runs.map((r) => [r]) : spaceChains(text, runs);
  for (const chain of chains) {
    const markers = free();
    const parts = chain.map((r) => single(text, r, markers, options));
    if (chain.length === 1) {
      if (parts[0]) emit(parts[0]);
      continue;
    }
    const joined: Run = { start: (chain[0] as Run).start, end: (chain[chain.length - 1] as Run).end };
    const core = readCore(text.slice(joined.start, joined.end));
    const a = core.length > 0 ? attach(text, joined.start, joined.end, markers, hasDecimals(core)) : null;
    if (!a) {
      for (const p of parts) if (p) emit(p);
      continue;
    }
    const match = buildMatch(text, joined.start, joined.end, core, a, options);
    if (spaceGrouping === "always" || a.currency !== null) {
      emit({ ...match, resolvedBy: match.resolvedBy === "structure" ? (a.currency ? "currency" : "option") : match.resolvedBy });
      continue;
    }
    emit({
      ...match,
      value: null,
      minor: null,
      scale: null,
      decimalSeparator: null,
      groupSeparator: null,
      ambiguous: true,
      ambiguity: "space-grouping",
      resolvedBy: null,
      parts: parts.filter((p): p is AmountMatch => p !== null),
    });
  }
  return out;
}

/**
 * Reads `input` as exactly one amount (surrounding whitespace allowed): "€ 1.234,56",
 * "1 234,56", "(12.00)", "12.00-", "USD 12". Null when it is not exactly one amount.
 * Ordinary spaces group thousands here unless `spaceGrouping` says otherwise.
 */
export function parseAmount(input: string, options: AmountOptions = {}): AmountMatch | null {
  const found = findAmounts(input, { spaceGrouping: "always", ...options });
  if (found.length !== 1) return null;
  const only = found[0] as AmountMatch;
  const rest = input.slice(0, only.start) + input.slice(only.end);
  return /^[\s\u00A0\u202F]*$/.test(rest) ? only : null;
}

export interface DecimalInference {
  separator: DecimalSeparator | null;
  /** Amounts whose structure shows a decimal point / comma. */
  dot: number;
  comma: number;
}

/**
 * The decimal separator a document uses, learned from amounts whose structure decides it:
 * "1.234,56" or "19,99" vote comma; "1,234.56" or "4.11" vote point; "1,234" votes nothing.
 * Only amounts with two decimals or both separators vote (a rate "1.12244" or a version "3.0"
 * says little about money). Decided when one side has every vote, or at least three votes and
 * three times the other's; otherwise null.
 */
export function inferDecimalSeparator(samples: readonly (string | AmountMatch)[]): DecimalInference {
  let dot = 0;
  let comma = 0;
  for (const sample of samples) {
    const amounts = typeof sample === "string" ? findAmounts(sample, { spaceGrouping: "never" }) : [sample];
    for (const a of amounts) {
      if (a.ambiguous || a.resolvedBy === "hint" || a.decimalSeparator === null) continue;
      const bothSeparators = a.groupSeparator === "." || a.groupSeparator === ",";
      if (a.scale !== 2 && !bothSeparators) continue;
      if (a.decimalSeparator === ".") dot++;
      else comma++;
    }
  }
  const decide = (win: number, lose: number) => win > 0 && (lose === 0 || (win >= 3 && win >= 3 * lose));
  const separator = decide(dot, comma) ? "." : decide(comma, dot) ? "," : null;
  return { separator, dot, comma };
}
