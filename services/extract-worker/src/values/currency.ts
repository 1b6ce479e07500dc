import { isKnownCurrencyCode } from "./iso4217";
import { escapeRegExp } from "../escape-regexp";

// Currency markers as printed (symbols, local abbreviations, ISO codes) → ISO 4217 candidates.
// A marker shared by several currencies ("$", "¥", "kr", "Rs") stays ambiguous: the caller may
// narrow it with codes it has grounded elsewhere in the document (`prefer`), never by a default.

export interface CurrencyResolution {
  /** ISO 4217 code, or null when the marker denotes several currencies and nothing narrowed it. */
  code: string | null;
  /** Every currency the marker may denote (one entry when resolved). */
  candidates: string[];
  ambiguous: boolean;
  /** How the code was decided: by the marker alone or by the caller's `prefer` list. */
  resolvedBy: "marker" | "prefer" | null;
}

export interface CurrencyMarker extends CurrencyResolution {
  /** The marker exactly as printed, and its span in the input (end exclusive). */
  text: string;
  start: number;
  end: number;
}

export interface CurrencyOptions {
  /** Codes grounded elsewhere in the document; an ambiguous marker resolves if exactly one candidate is listed. */
  prefer?: readonly string[];
}

// prettier-ignore
const DOLLAR_CURRENCIES = [
  "USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "ARS", "CLP", "COP", "UYU", "TWD", "BSD",
  "BBD", "BMD", "BZD", "FJD", "JMD", "KYD", "LRD", "NAD", "SBD", "SRD", "TTD", "XCD", "BND",
  "GYD", "CUP", "DOP",
];
const RUPEE_CURRENCIES = ["INR", "PKR", "LKR", "NPR", "MUR", "SCR"];
const KRONE_CURRENCIES = ["SEK", "NOK", "DKK", "ISK"];
const YEN_YUAN = ["JPY", "CNY"];

interface MarkerSpec {
  forms: string[];
  candidates: string[];
  /** Letter markers that are also ordinary words or abbreviations must match case exactly. */
  caseSensitive?: boolean;
}

const MARKERS: MarkerSpec[] = [
  { forms: ["€", "euro", "euros"], candidates: ["EUR"] },
  { forms: ["£", "pound sterling", "pounds sterling"], candidates: ["GBP"] },
  { forms: ["E£"], candidates: ["EGP"], caseSensitive: true },
  { forms: ["$", "dollar", "dollars"], candidates: DOLLAR_CURRENCIES },
  { forms: ["US$", "U$S", "USD$", "US dollar", "US dollars", "U.S. dollars"], candidates: ["USD"] },
  { forms: ["A$", "AU$", "AUD$"], candidates: ["AUD"], caseSensitive: true },
  { forms: ["CA$", "Can$", "CAD$"], candidates: ["CAD"], caseSensitive: true },
  { forms: ["C$"], candidates: ["CAD", "NIO"], caseSensitive: true },
  { forms: ["NZ$"], candidates: ["NZD"], caseSensitive: true },
  { forms: ["S$", "SG$"], candidates: ["SGD"], caseSensitive: true },
  { forms: ["HK$"], candidates: ["HKD"], caseSensitive: true },
  { forms: ["MX$", "Mex$"], candidates: ["MXN"], caseSensitive: true },
  { forms: ["R$"], candidates: ["BRL"], caseSensitive: true },
  { forms: ["NT$"], candidates: ["TWD"], caseSensitive: true },
  { forms: ["RD$"], candidates: ["DOP"], caseSensitive: true },
  { forms: ["J$"], candidates: ["JMD"], caseSensitive: true },
  { forms: ["TT$"], candidates: ["TTD"], caseSensitive: true },
  { forms: ["EC$"], candidates: ["XCD"], caseSensitive: true },
  { forms: ["¥", "￥"], candidates: YEN_YUAN },
  { forms: ["JP¥", "円"], candidates: ["JPY"] },
  { forms: ["CN¥", "RMB", "元"], candidates: ["CNY"] },
  { forms: ["₹"], candidates: ["INR"] },
  { forms: ["Rs", "Rs.", "RS", "rs.", "₨"], candidates: RUPEE_CURRENCIES, caseSensitive: true },
  { forms: ["Rp"], candidates: ["IDR"], caseSensitive: true },
  // Bare "Fr." is left out: it is Friday ("Mo.-Fr. 14.00") as often as Swiss francs.
  { forms: ["SFr.", "sFr."], candidates: ["CHF"], caseSensitive: true },
  { forms: ["kr", "kr.", "Kr", "Kr."], candidates: KRONE_CURRENCIES, caseSensitive: true },
  { forms: ["zł", "zl"], candidates: ["PLN"] },
  { forms: ["Kč"], candidates: ["CZK"] },
  { forms: ["Ft"], candidates: ["HUF"], caseSensitive: true },
  { forms: ["lei"], candidates: ["RON", "MDL"] },
  { forms: ["лв", "лв."], candidates: ["BGN"] },
  { forms: ["₽", "руб", "руб."], candidates: ["RUB"] },
  { forms: ["₴"], candidates: ["UAH"] },
  { forms: ["₺"], candidates: ["TRY"] },
  { forms: ["₪"], candidates: ["ILS"] },
  { forms: ["₩"], candidates: ["KRW"] },
  { forms: ["₫"], candidates: ["VND"] },
  { forms: ["฿"], candidates: ["THB"] },
  { forms: ["₱"], candidates: ["PHP"] },
  { forms: ["₦"], candidates: ["NGN"] },
  { forms: ["₵"], candidates: ["GHS"] },
  { forms: ["₸"], candidates: ["KZT"] },
  { forms: ["₾"], candidates: ["GEL"] },
  { forms: ["₼"], candidates: ["AZN"] },
  { forms: ["₡"], candidates: ["CRC"] },
  { forms: ["₲"], candidates: ["PYG"] },
  { forms: ["RM"], candidates: ["MYR"], caseSensitive: true },
];

/**
 * ISO codes written in lower or title case are still read for these common currencies
 * ("Total eur 40,43"); any other code must be upper case, because "all", "top", "try" or "cup"
 * are words before they are currencies.
 */
// prettier-ignore
const CASE_INSENSITIVE_CODES = [
  "EUR", "USD", "GBP", "CHF", "JPY", "CNY", "INR", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK",
  "PLN", "CZK", "HUF", "RON", "BGN", "HRK", "RUB", "ZAR", "BRL", "MXN", "HKD", "SGD",
];

interface Entry {
  candidates: string[];
  caseSensitive: boolean;
}

const BY_FORM = new Map<string, Entry>();
for (const spec of MARKERS) {
  for (const form of spec.forms) {
    const key = spec.caseSensitive ? form : form.toLowerCase();
    BY_FORM.set(key, { candidates: spec.candidates, caseSensitive: spec.caseSensitive ?? false });
  }
}

function lookupForm(token: string): Entry | undefined {
  // Case-sensitive forms are stored as written, the others in lower case.
  const exact = BY_FORM.get(token);
  if (exact && (exact.caseSensitive || token === token.toLowerCase())) return exact;
  const lower = BY_FORM.get(token.toLowerCase());
  return lower && !lower.caseSensitive ? lower : undefined;
}

function resolve(candidates: string[], options: CurrencyOptions): CurrencyResolution {
  if (candidates.length === 1) {
    return { code: candidates[0] as string, candidates: [...candidates], ambiguous: false, resolvedBy: "marker" };
  }
  const preferred = candidates.filter((c) => options.prefer?.includes(c));
  if (preferred.length === 1) {
    return { code: preferred[0] as string, candidates: [...candidates], ambiguous: false, resolvedBy: "prefer" };
  }
  return { code: null, candidates: [...candidates], ambiguous: true, resolvedBy: null };
}

/**
 * Reads one currency marker (`€`, `US$`, `kr`, `EUR`, `zł` …) as printed. Returns null when the
 * token is not a currency marker at all; returns `ambiguous: true` with the candidates when it
 * denotes several currencies and `prefer` did not narrow it to one.
 */
export function resolveCurrency(token: string, options: CurrencyOptions = {}): CurrencyResolution | null {
  const trimmed = token.trim().replace(/\s+/g, " ");
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    const codeOk = trimmed === upper || CASE_INSENSITIVE_CODES.includes(upper);
    if (codeOk && isKnownCurrencyCode(upper)) return resolve([upper], options);
  }
  const entry = lookupForm(trimmed);
  return entry ? resolve(entry.candidates, options) : null;
}

/** True for a 3-letter upper-case ISO 4217 code, current or recently withdrawn. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && isKnownCurrencyCode(code);
}

const ALL_FORMS = [...new Set(MARKERS.flatMap((m) => m.forms))].sort((a, b) => b.length - a.length);
// Letter-edged markers must not sit inside a word ("Frs", "kraft", "EURO2016" is fine: digits may touch).
const MARKER_RE = new RegExp(
  `(?<!\\p{L})(?:${ALL_FORMS.map((f) => escapeRegExp(f).replace(/ /g, "\\s+")).join("|")}|[A-Za-z]{3})(?!\\p{L})` +
    `|(?:${ALL_FORMS.filter((f) => !/^\p{L}/u.test(f))
      .map(escapeRegExp)
      .join("|")})`,
  "giu",
);

/** Every currency marker in `text`, with spans, left to right, longest form first on overlap. */
export function findCurrencyMarkers(text: string, options: CurrencyOptions = {}): CurrencyMarker[] {
  const out: CurrencyMarker[] = [];
  MARKER_RE.lastIndex = 0;
  for (let m = MARKER_RE.exec(text); m !== null; m = MARKER_RE.exec(text)) {
    const raw = m[0];
    let resolution = resolveCurrency(raw, options);
    let matched = raw;
    // "CHE-501.116.107": a code joined to digits by a hyphen opens an id (the Swiss UID), not an amount.
    if (/^[A-Za-z]{3}$/.test(raw) && /^-\d/.test(text.slice(m.index + raw.length))) resolution = null;
    // "4D75D9DB-0BEF5205": a code with digits glued on both sides is a run of a hexadecimal code (a fiscal signature), not money.
    if (/^[A-Za-z]{3}$/.test(raw) && /\d$/.test(text.slice(0, m.index)) && /^\d/.test(text.slice(m.index + raw.length))) resolution = null;
    if (resolution === null) {
      MARKER_RE.lastIndex = m.index + 1;
      continue;
    }
    // A form matched without its abbreviation dot ("Kr" of "Kr.") takes the dot.
    const dotted = text[m.index + raw.length] === "." ? resolveCurrency(raw + ".", options) : null;
    if (dotted) {
      matched = raw + ".";
      resolution = dotted;
    }
    out.push({ ...resolution, text: matched, start: m.index, end: m.index + matched.length });
    MARKER_RE.lastIndex = m.index + matched.length;
  }
  return out;
}
