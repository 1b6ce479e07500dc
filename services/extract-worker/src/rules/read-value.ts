import { findAmounts, findCurrencyMarkers, findDates, resolveDateOrder, type AmountMatch } from "../values";
import type { DocContext } from "./types";

// Value readers: one per kind of field. Each reads the text found beside or below a label and
// returns the value with its span, or null when the text does not hold exactly that kind of value.
// `quality` is 1 when the text alone decides the value, lower when the document's context had to.

export type ValueKind = "date" | "money" | "number" | "identifier" | "text" | "currency" | "boolean";

export interface ReadValue {
  value: string | number | boolean;
  start: number;
  end: number;
  quality: number;
  /** Further values of the same kind in the text ("19.99 4.00 23.99"): the caller decides. */
  others?: number;
  /** The text held a rate ("15%") before the value: a tax line such as "VAT 15% on 100.00 15.00". */
  rate?: boolean;
  /** A whole number where the document prints its amounts with decimals ("Steuerbetrag in EUR 285"): an amount only if arithmetic confirms it. */
  bare?: boolean;
}

export type Reader = (text: string, ctx: DocContext) => ReadValue | null;

/** At most this much text (a connective: "le", "on", ":") may precede a value in its cell. */
const MAX_LEAD = 6;

export function readDate(text: string, ctx: DocContext): ReadValue | null {
  const found = findDates(text);
  const first = found[0];
  if (!first || first.start > MAX_LEAD || found.length > 1) return null;
  const settled = resolveDateOrder(first, ctx.dateOrder);
  if (!settled.iso) return null;
  return { value: settled.iso, start: first.start, end: first.end, quality: settled.resolvedBy === "order" ? 0.9 : 1 };
}

function amountValue(a: AmountMatch, ctx: DocContext): { value: number; quality: number } | null {
  if (a.value !== null) return { value: a.value, quality: 1 };
  if (a.ambiguity === "decimal-separator" && ctx.decimal) {
    const r = a.readings.find((x) => (x.decimalSeparator === null ? x.groupSeparator !== ctx.decimal : x.decimalSeparator === ctx.decimal));
    if (r) return { value: r.value, quality: 0.9 };
  }
  return null;
}

/** Amounts that look like money: decimals, or a currency marker, or grouping. */
function moneyLike(a: AmountMatch): boolean {
  return a.currency !== null || (a.scale ?? a.readings[0]?.scale ?? 0) > 0 || a.groupSeparator !== null || a.ambiguous;
}

export function readMoney(text: string, ctx: DocContext): ReadValue | null {
  const found = findAmounts(text, { decimalHint: ctx.decimal ?? undefined }).filter((a) => !a.ambiguous || a.ambiguity !== "space-grouping" || a.currency);
  const money = found.filter(moneyLike);
  // A document that prints its amounts with decimals does not print a bare "19" as money: that is a rate or a count.
  const list = money.length || ctx.decimal ? money : found;
  const first = list[0];
  if (!first) return null;
  const v = amountValue(first, ctx);
  if (!v) return null;
  const rate = /\d\s?%/.test(text.slice(0, first.start));
  return { value: v.value, start: first.start, end: first.end, quality: v.quality, others: list.length - 1, rate };
}

/**
 * A totals amount: money as `readMoney` reads it, or else a lone whole number in a document that
 * prints decimals ("Steuerbetrag in EUR | 285", "Tax | 0"), or an amount grouped by an ordinary
 * space ("3 267,25"), read at quality 0.6 and marked `bare`.
 */
export function readTotalAmount(text: string, ctx: DocContext): ReadValue | null {
  const money = readMoney(text, ctx);
  if (money || !ctx.decimal) return money;
  // "3 267,25" with no currency beside it: one amount grouped by a space, or a count and a price.
  // Read as one amount in the document's decimal style, it is weak evidence like a bare number.
  const spaced = findAmounts(text, { decimalHint: ctx.decimal }).find((a) => a.ambiguity === "space-grouping" && a.start <= MAX_LEAD);
  if (spaced) {
    const [joined] = findAmounts(text.slice(spaced.start, spaced.end), { decimalHint: ctx.decimal, spaceGrouping: "always" });
    if (joined?.value !== null && joined?.value !== undefined && (joined.scale ?? 0) > 0 && joined.decimalSeparator === ctx.decimal)
      return { value: joined.value, start: spaced.start, end: spaced.end, quality: 0.6, others: 0, bare: true };
  }
  const found = findAmounts(text, { decimalHint: ctx.decimal, spaceGrouping: "never" });
  const only = found[0];
  if (found.length !== 1 || !only || only.value === null || !Number.isInteger(only.value) || only.start > MAX_LEAD || /%/.test(text.slice(only.end)))
    return null;
  return { value: only.value, start: only.start, end: only.end, quality: 0.6, others: 0, bare: true };
}

/** The last amount of the text (the result column of a tax line). */
export function readLastMoney(text: string, ctx: DocContext): ReadValue | null {
  const list = findAmounts(text, { decimalHint: ctx.decimal ?? undefined }).filter(moneyLike);
  const last = list[list.length - 1];
  const v = last ? amountValue(last, ctx) : null;
  return last && v ? { value: v.value, start: last.start, end: last.end, quality: v.quality } : null;
}

/** A plain number (a quantity): "20 Stk", "1.00 kg", "12". */
export function readNumber(text: string, ctx: DocContext): ReadValue | null {
  const found = findAmounts(text, { decimalHint: ctx.decimal ?? undefined, spaceGrouping: "never" });
  const first = found[0];
  if (!first || first.start > MAX_LEAD) return null;
  const v = amountValue(first, ctx);
  return v ? { value: v.value, start: first.start, end: first.end, quality: v.quality } : null;
}

const ID_RE = /[#:\s]*((?:[\p{Lu}]{1,4} (?=\p{N}))?[\p{L}\p{N}][\p{L}\p{N}_\-/.]*[\p{L}\p{N}])/uy;

/**
 * An identifier: one token with at least one digit ("INV/2024/07/0042", "K24-77"), not a date or
 * amount; a short capital prefix may stand apart from its number ("FA 6522/20", "RE 2024-17").
 */
export function readIdentifier(text: string): ReadValue | null {
  ID_RE.lastIndex = 0;
  const m = ID_RE.exec(text);
  if (!m) return null;
  const token = m[1] as string;
  // A currency before an amount is no prefix ("EUR 1250").
  if (/ /.test(token) && findCurrencyMarkers(token.split(" ")[0] as string).length) return null;
  const start = m.index + m[0].length - token.length;
  if (!/\d/.test(token) || token.length < 3) return null;
  const rest = text.slice(start + token.length);
  // A token that continues with a space and more digits is probably a phone or an IBAN.
  if (/^\s\d/.test(rest) && /^\d+$/.test(token)) return null;
  if (findDates(token).some((d) => d.text === token)) return null;
  if (/^\d{1,3}([.,]\d{2})$/.test(token)) return null; // an amount, not a number
  return { value: token, start, end: start + token.length, quality: 1 };
}

/** Digits in groups and nothing after them: "269 320 8144", as utilities and telecoms print their bill numbers. */
const GROUPED_ID_RE = /^[#:\s]*(\d{2,4}(?: \d{2,4}){1,4})\s*$/u;

/**
 * An identifier read beside a label that names it outright ("Numéro de facture", "Rechnungsnummer"):
 * there a number printed in digit groups is that number, not a phone or an account.
 */
export function readNamedIdentifier(text: string): ReadValue | null {
  const id = readIdentifier(text);
  if (id) return id;
  const m = GROUPED_ID_RE.exec(text);
  const token = m?.[1];
  if (!m || !token || token.replace(/ /g, "").length < 6) return null;
  const start = m[0].indexOf(token);
  return { value: token, start, end: start + token.length, quality: 1 };
}

/** Free text up to the end of the segment (a name, a law, a payment method), trimmed of punctuation. */
export function readText(text: string): ReadValue | null {
  const m = /^[\s:;,.\-–]*(.*?)[\s:;,.]*$/u.exec(text);
  const value = m?.[1] ?? "";
  if (!/\p{L}/u.test(value) || value.length > 80) return null;
  const start = text.indexOf(value);
  return { value, start, end: start + value.length, quality: 1 };
}

export function readCurrency(text: string): ReadValue | null {
  const markers = findCurrencyMarkers(text);
  const first = markers[0];
  if (!first || markers.length > 1 || !first.code || first.start > MAX_LEAD) return null;
  return { value: first.code, start: first.start, end: first.end, quality: 1 };
}

const YES = /^(yes|y|true|checked|ja|oui|si|sí|x|✓|✔|☑|☒)$/iu;
const NO = /^(no|n|false|unchecked|nein|non|nee|☐)$/iu;

export function readBoolean(text: string): ReadValue | null {
  const m = /^[\s:]*(\S+)/u.exec(text);
  const token = m?.[1]?.replace(/[.,;]$/, "");
  if (!token || !m) return null;
  const start = m[0].length - (m[1] as string).length;
  if (YES.test(token)) return { value: true, start, end: start + token.length, quality: 1 };
  if (NO.test(token)) return { value: false, start, end: start + token.length, quality: 1 };
  return null;
}

export function readerFor(kind: ValueKind): Reader {
  switch (kind) {
    case "date":
      return readDate;
    case "money":
      return readMoney;
    case "number":
      return readNumber;
    case "identifier":
      return (t) => readIdentifier(t);
    case "currency":
      return (t) => readCurrency(t);
    case "boolean":
      return (t) => readBoolean(t);
    case "text":
      return (t) => readText(t);
  }
}
