import type { Line, Page, PositionedDocument, Word } from "../layout/types";
import { findAmounts, findCurrencyMarkers, rankLabels, type AmountMatch, type CurrencyMarker, type LabelField } from "../values";
import type { Candidate } from "./anchor";
import { height, lineHolding, linesBelow, linesRightOf, overlapX, segmentOf, wordsInSpan } from "./geometry";

// The document's currency when no "Currency:" label states it: the ISO codes its amounts are
// printed with ("€ 496,10", "Total EUR 40,43") or that its prose names ("in US Dollars").
// A marker shared by several currencies ("$", "Rs") is settled only by the document itself: a
// code printed elsewhere, or every country named in its addresses using the same one of them.

const COUNTRIES: [RegExp, string][] = [
  [/\b(?:United States(?: of America)?|U\.S\.A\.?|USA)\b/u, "USD"],
  [/\bCanada\b/u, "CAD"],
  [/\bAustralia\b/u, "AUD"],
  [/\bNew Zealand\b/u, "NZD"],
  [/\bSingapore\b/u, "SGD"],
  [/\bHong Kong\b/u, "HKD"],
  [/\bIndia\b/u, "INR"],
  // A GSTIN (Goods and Services Tax Identification Number) is issued in India only.
  [/\bGSTIN\b/u, "INR"],
  [/\bPakistan\b/u, "PKR"],
  [/\bSri Lanka\b/u, "LKR"],
  // Addresses name their country without naming it: "Portland, OR 97205" (state and ZIP), "Toronto, ON M5V 2T6" (province and postal code).
  [
    /,\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/u,
    "USD",
  ],
  [/,\s*(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/u, "CAD"],
  // "Sydney NSW 2000" (a town, its state, a four-digit postcode), and the Australian Business Number.
  [/\p{Lu}\p{Ll}+,?\s+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/u, "AUD"],
  [/\bABN:?\s*\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b/u, "AUD"],
  // Tax ids issued in one country only: Mexico's RFC (and its "M.N.", moneda nacional), Brazil's CNPJ, Romania's CIF
  // with its RO prefix and trade-register number, Turkey's tax office and number ("V.D.: … V.N.: 1234567890").
  [/\bRFC:?\s*[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b/u, "MXN"],
  [/\bM\.\s?N\.(?!\p{L})/u, "MXN"],
  [/\bCNPJ:?\s*\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/u, "BRL"],
  [/\bCIF:?\s*RO\s?\d{2,10}\b|\bJ\d{2}\/\d{1,6}\/\d{4}\b/u, "RON"],
  [/\bV\.\s?D\.\s?:?.*\bV\.\s?N\.\s?:?\s*\d{10,11}\b/u, "TRY"],
];

/** ISO codes that are also English words in capitals ("CUP 2.50", "TOP 3"): never evidence on their own. */
const WORD_CODES = new Set(["ALL", "CUP", "TOP", "TRY", "PEN", "MOP", "SOS", "BOB", "MAD", "GEL", "BAM", "NAD", "PAB", "MUR", "LAK", "VES"]);

/** Currency names written out in prose ("in US Dollars", "euros"): worth a look without digits. */
const NAMES_RE = /dollar|euro|pound|sterling/iu;

/**
 * A line that converts an amount into another currency ("exchange rate 1.0841", "Wechselkurs",
 * "taux de change", "charged to your card as …"): its code is the page's second currency, not the
 * invoice's.
 */
const CONVERSION_RE =
  /exchange rate|conversion rate|converted|equivalent|charged to your card|wechselkurs|umgerechnet|entspricht|\bkurs\b|taux de change|tipo de cambio|tasso di cambio|wisselkoers|taxa de c[aâ]mbio/iu;

interface Seen {
  marker: CurrencyMarker;
  page: number;
  words: Word[];
  conversion: boolean;
}

/** Fields whose label over a column of figures may carry the figures' currency ("Betrag (EUR)", "Unit price in €"). */
const MONEY_HEAD_FIELDS: LabelField[] = ["item_amount", "item_unit_price", "subtotal", "tax", "total"];
/** A sentence stating the currency of every amount: "All amounts in EUR", "Alle Beträge in CHF", "Montants en EUR". */
const AMOUNTS_IN_RE =
  /\b(?:amounts?|prices?|beträge|preise|montants|prix|importes|precios|bedragen|prijzen|importi|prezzi|belopp|beløp|beløb)\b[^\d]{0,20}?\b(?:in|en)\b/iu;

/**
 * A code or symbol closing a money column's head or an "amounts in" sentence: the document's
 * currency where the amounts themselves are printed bare.
 */
function headMarkers(text: string): CurrencyMarker[] {
  if (text.length > 60) return [];
  return findCurrencyMarkers(text).filter((m) => {
    if (WORD_CODES.has(m.text) || /\p{L}/u.test(text.slice(m.end).replace(/^[)\]]/, ""))) return false;
    const rest = text.slice(0, m.start).replace(/[([\s]+$/u, "");
    if (AMOUNTS_IN_RE.test(rest)) return true;
    return rankLabels(rest.replace(/\s+(?:in|en)$/iu, ""), MONEY_HEAD_FIELDS).some((l) => l.strength === "strong" && l.kind !== "contains");
  });
}

/**
 * Codes a label line ends with when its amount is printed apart on the same row ("ZU ZAHLEN CHF
 * ‹gap› 150.81"): read across the row, they are that amount's.
 */
function rowMarkers(page: Page, line: Line): CurrencyMarker[] {
  const right = linesRightOf(page, line)[0];
  if (!right) return [];
  const row = `${line.text} ${right.text}`;
  return findAmounts(row).flatMap((a) => (a.currency && a.currency.end <= line.text.length && !WORD_CODES.has(a.currency.text) ? [a.currency] : []));
}

/** A cell holding an ISO code alone: "EUR", as a totals box prints in a column of its own. */
const CODE_CELL = /^\s*[A-Z]{3}\s*$/u;

/**
 * True when a code-only cell heads a money column: the next line under it in its column is an
 * amount ("EUR" over "1.585,59"). A code cell beside its amount on the row is rowMarkers' case.
 */
function codeHeadsAmounts(page: Page, line: Line): boolean {
  if (!CODE_CELL.test(line.text) || WORD_CODES.has(line.text.trim())) return false;
  const under = linesBelow(page, line.bbox, height(line.bbox) * 2).find((l) => overlapX(l.bbox, line.bbox) > 0);
  return !!under && /^[\s(+-−]*\d[\d\s.,'’]*[)-]?\s*$/u.test(under.text) && findAmounts(under.text).length === 1;
}

/**
 * A code after a whole number that goes on into more words of capitals ("Blk 712 ANG MO KIO Ave 6")
 * is the first word of a street's name, not the currency of an amount: a code closing an amount
 * ends its phrase ("TOTAL 12 EUR", "12.50 SGD incl. GST").
 */
function beginsAName(text: string, amount: AmountMatch): boolean {
  const code = amount.currency;
  return !!code && amount.scale === 0 && code.start >= amount.numberEnd && /^\s+\p{Lu}{2,}\b/u.test(text.slice(code.end));
}

function markersOf(doc: PositionedDocument): Seen[] {
  const out: Seen[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const digits = /\d/.test(line.text);
      const heads = digits ? [] : codeHeadsAmounts(page, line) ? findCurrencyMarkers(line.text) : [...headMarkers(line.text), ...rowMarkers(page, line)];
      if (!digits && !heads.length && !NAMES_RE.test(line.text)) continue;
      const seg = segmentOf(line.words);
      const attached = !digits
        ? heads
        : findAmounts(line.text).flatMap((a) => (a.currency && !WORD_CODES.has(a.currency.text) && !beginsAName(line.text, a) ? [a.currency] : []));
      // Names in prose count without an amount; bare codes and symbols only beside one or closing a money column's head.
      const named = findCurrencyMarkers(line.text).filter((m) => /\p{L}{4,}/u.test(m.text) && !attached.some((a) => a.start === m.start));
      const conversion = CONVERSION_RE.test(line.text);
      for (const m of [...attached, ...named]) out.push({ marker: m, page: page.number, words: wordsInSpan(seg, m.start, m.end), conversion });
    }
  }
  return out;
}

/** True when the line a marker stands on prints `value` (sign aside). */
function printsAmount(doc: PositionedDocument, seen: Seen, value: number): boolean {
  const line = lineHolding(doc, seen.page, seen.words);
  return !!line && findAmounts(line.text).some((a) => a.value !== null && Math.abs(Math.abs(a.value) - Math.abs(value)) < 0.001);
}

function countryCodes(doc: PositionedDocument): Set<string> {
  const found = new Set<string>();
  for (const page of doc.pages) for (const [re, code] of COUNTRIES) if (re.test(page.text)) found.add(code);
  return found;
}

/**
 * The marker printed on the document's chosen total, resolved against the codes the document
 * prints: on a page that also states a conversion ("Charged as 47.30 EUR") the invoice's currency
 * is the one its total is printed in.
 */
function totalMarker(doc: PositionedDocument, total: Candidate): Seen | null {
  const line = lineHolding(doc, total.page, total.words);
  if (!line) return null;
  const seg = segmentOf(line.words);
  for (const a of findAmounts(seg.text)) {
    const words = wordsInSpan(seg, a.start, a.end);
    if (!a.currency || a.value === null || Math.abs(Math.abs(a.value) - Math.abs(Number(total.value))) > 0.001) continue;
    if (!words.some((w) => total.words.includes(w))) continue;
    const { code, candidates } = a.currency;
    // A shared symbol ("$") is settled by the countries of the addresses alone: the other codes the
    // page prints are its second currency ("Charged as 47.30 CAD" under a "$" total).
    const countries = countryCodes(doc);
    const named = candidates.filter((c) => countries.has(c));
    const settled = code ?? (named.length === 1 ? named[0] : undefined);
    return settled
      ? { marker: { ...a.currency, code: settled }, page: total.page, words: wordsInSpan(seg, a.currency.start, a.currency.end), conversion: false }
      : null;
  }
  return null;
}

/**
 * A currency candidate from the document's markers, or a reason there is none. `total`, the
 * document's chosen total, settles a page printed in several currencies when its own amount
 * carries a marker.
 */
export function documentCurrency(doc: PositionedDocument, total: Candidate | null = null): { candidate: Candidate | null; reason: string | null } {
  const all = markersOf(doc);
  // Conversion lines name the second currency; they count only on a page printing no other marker.
  const seen = all.some((s) => !s.conversion) ? all.filter((s) => !s.conversion) : all;
  if (!seen.length) return { candidate: null, reason: null };
  // … and only if one prints the total: a converted total ("for information: total in EUR …" under
  // amounts in a currency we do not read) names the currency the invoice is not in.
  if (total && seen.every((s) => s.conversion) && !seen.some((s) => printsAmount(doc, s, Number(total.value))))
    return { candidate: null, reason: "only a conversion of the total names a currency" };
  const codes = new Set(seen.flatMap((s) => (s.marker.code ? [s.marker.code] : [])));
  const open = seen.filter((s) => !s.marker.code);
  let code: string | null = null;
  let confidence = 0.85;
  const several = (codes.size === 1 && open.some((s) => !s.marker.candidates.includes([...codes][0] as string))) || codes.size > 1;
  if (several) {
    const own = total && totalMarker(doc, total);
    if (!own) return { candidate: null, reason: `amounts are printed in several currencies${codes.size > 1 ? ` (${[...codes].join(", ")})` : ""}` };
    const value = own.marker.code as string;
    return { candidate: { field: "currency", value, score: 0.8, page: own.page, words: own.words, via: "rule", label: null, labelWords: [] }, reason: null };
  }
  if (codes.size === 1) {
    code = [...codes][0] as string;
  } else {
    const shared = open.map((s) => new Set(s.marker.candidates));
    const countries = [...countryCodes(doc)].filter((c) => shared.every((set) => set.has(c)));
    if (countries.length !== 1) {
      return { candidate: null, reason: `'${open[0]?.marker.text}' alone does not name one currency` };
    }
    code = countries[0] as string;
    confidence = 0.7;
  }
  const evidence = seen.find((s) => s.marker.code === code || s.marker.candidates.includes(code)) as Seen;
  return {
    candidate: { field: "currency", value: code, score: confidence, page: evidence.page, words: evidence.words, via: "rule", label: null, labelWords: [] },
    reason: null,
  };
}

/**
 * A till receipt's currency when it prints its amounts bare: a sale at a counter is paid in the
 * currency of the country the shop's address is in ("Portland, OR 97205"). Only when the document
 * names exactly one country's currency; grounded on the address that names it.
 */
export function addressCurrency(doc: PositionedDocument): Candidate | null {
  const codes = countryCodes(doc);
  if (codes.size !== 1) return null;
  const code = [...codes][0] as string;
  for (const page of doc.pages) {
    for (const line of page.lines) {
      for (const [re, c] of COUNTRIES) {
        const m = c === code ? re.exec(line.text) : null;
        if (!m) continue;
        const words = wordsInSpan(segmentOf(line.words), m.index, m.index + m[0].length);
        return { field: "currency", value: code, score: 0.6, page: page.number, words, via: "rule", label: null, labelWords: [] };
      }
    }
  }
  return null;
}
