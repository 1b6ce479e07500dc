// The structure of a printed number: which separator groups thousands and which marks decimals.
// "1.234,56", "1,234.56", "1 234,56", "1'234.56" and Indian "12,34,567.89" decide themselves;
// a lone "." or "," before exactly three digits ("1,234") has two readings.

export type DecimalSeparator = "." | ",";

const SPACE_LIKE = new Set(["\u00A0", "\u2007", "\u2009", "\u202F"]);
// U+02BC (modifier letter apostrophe) is what some PDF fonts map the right quote of "1’234.50" to.
const APOSTROPHES = new Set(["'", "’", "\u02BC"]);

export interface CoreReading {
  minor: number;
  scale: number;
  decimalSeparator: DecimalSeparator | null;
  groupSeparator: string | null;
}

function sepKind(ch: string): string {
  if (ch === " " || SPACE_LIKE.has(ch)) return "space";
  if (APOSTROPHES.has(ch)) return "apostrophe";
  return ch;
}

function validGroups(groups: string[], sep: string): boolean {
  const [first, ...rest] = groups;
  if (first === undefined || rest.length === 0) return false;
  const western = /^[1-9]\d{0,2}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
  // Indian grouping: 12,34,567 (lakh and crore) — only with commas.
  const indian =
    sep === "," &&
    /^[1-9]\d?$/.test(first) &&
    rest.length >= 2 &&
    rest.slice(0, -1).every((g) => /^\d{2}$/.test(g)) &&
    /^\d{3}$/.test(rest[rest.length - 1] as string);
  return western || indian;
}

function integerPartOk(digits: string): boolean {
  return digits === "0" || /^[1-9]\d*$/.test(digits);
}

function reading(intDigits: string, fracDigits: string, dec: DecimalSeparator | null, group: string | null): CoreReading | null {
  const minor = Number(intDigits + fracDigits);
  if (!Number.isSafeInteger(minor)) return null;
  return { minor, scale: fracDigits.length, decimalSeparator: dec, groupSeparator: group };
}

/**
 * All readings of a bare number ("1.234,56", "1 234", "1'234.5"): none when malformed, one when
 * the structure decides, two (decimal first, then grouping) for a lone "." or "," before three digits.
 */
export function readCore(core: string): CoreReading[] {
  const digits = core.split(/[^\d]/);
  const seps = core.replace(/\d/g, "").split("");
  if (digits.some((d) => d === "")) return [];
  if (seps.length === 0) {
    const r = integerPartOk(core) ? reading(core, "", null, null) : null;
    return r ? [r] : [];
  }
  const kinds = seps.map(sepKind);
  const last = kinds[kinds.length - 1] as string;
  const lastChar = seps[seps.length - 1] as string;
  const sameKind = kinds.every((k) => k === last);

  if (sameKind) {
    if (last === "space" || last === "apostrophe" || seps.length > 1) {
      if (!validGroups(digits, lastChar)) return [];
      const r = reading(digits.join(""), "", null, lastChar);
      return r ? [r] : [];
    }
    const [intDigits, fracDigits] = digits as [string, string];
    const dec = lastChar as DecimalSeparator;
    if (!integerPartOk(intDigits) && !validGroups([intDigits, fracDigits], dec)) return [];
    const decimal = integerPartOk(intDigits) ? reading(intDigits, fracDigits, dec, null) : null;
    if (fracDigits.length !== 3 || !validGroups([intDigits, fracDigits], dec)) return decimal ? [decimal] : [];
    const grouped = reading(intDigits + fracDigits, "", null, dec);
    return [decimal, grouped].filter((r): r is CoreReading => r !== null);
  }

  // Mixed: the last separator must be a decimal point or comma, every earlier one the same
  // grouping kind ("1.234,56", "1,234.56", "1 234,56", "1'234.56").
  if (last !== "." && last !== ",") return [];
  const groupKinds = new Set(kinds.slice(0, -1));
  if (groupKinds.size !== 1 || groupKinds.has(last)) return [];
  const groupChar = seps[0] as string;
  const intGroups = digits.slice(0, -1);
  if (!validGroups(intGroups, groupChar)) return [];
  const r = reading(intGroups.join(""), digits[digits.length - 1] as string, last, groupChar);
  return r ? [r] : [];
}
