import type { Provenance } from "@quire/contracts";
import type { PresetOutput } from "../presets/preset-output";
import { accentOptional, lostAccent } from "./lost-accents";
import { englishWord, printedAgain, vouchedBySpelling } from "./vouched-words";
import { wordsUnder } from "./ocr-provenance";
import type { OcrPageEvidence } from "./ocr-page";
import { CENT, withinCent } from "../values/cents";

// Values the rules read from OCR'd words get a second look before they are returned, because a
// misread digit yields a value that is perfectly well-formed and wrong ("9,90" → "89,90", a tax
// rate row taken for the tax). The rules' own checks assume the characters are right; here they
// are not trusted unless the page's arithmetic or the recogniser vouches for them:
// - a number, date or id whose digit-bearing words the recogniser was unsure of (< 0.5) is kept
//   only when arithmetic confirms it; a name (no digits) needs every word ≥ 0.7 but those its
//   spelling vouches for (vouched-words.ts), and no word that is only ever spelt with an accent
//   read without it (lost-accents.ts);
// - an amount the preset's own arithmetic confirmed from other printed numbers (`checked`: a
//   receipt's cash − change) is kept however unsure the recogniser was of its digits;
// - an OCR'd tax needs subtotal + tax = total; subtotal, tax and total that contradict each other
//   are all dropped (any of them may hold the misread digit);
// - an amount with more decimals than its currency has lost a separator to OCR ("7.48213"), and a
//   total below the subtotal (no tax read) misreads one of them;
// - an item's unit price needs quantity × unit price = amount (unit price = amount when no
//   quantity is printed); an item amount needs that, or the items summing to the subtotal (or
//   total), or confident digits (≥ 0.8); a receipt item's description needs every word spelt as
//   an English word (spelledOut below).
// A dropped value becomes null with a warning: the contract prefers no value to a wrong one.

/** Below this (0–1) tesseract word confidence, digits are not taken on the recogniser's word. */
export const MIN_DIGIT_CONFIDENCE = 0.5;
/**
 * A header amount the rules themselves found weakly supported (their confidence below
 * WEAK_RULE_EVIDENCE: e.g. a receipt total no cash − change, payment or second printing confirms)
 * needs this much confidence in its digits. On 54 till receipts such totals read at 0.5–0.9 were
 * wrong about half the time; a misread digit is as legible to tesseract as a right one.
 */
export const MIN_WEAK_AMOUNT_CONFIDENCE = 0.9;
const WEAK_RULE_EVIDENCE = 0.7;
/** Weak rule evidence below this contests the value's row, not its digits (rules/receipt/total.ts ROUNDED_BELOW_SCORE). */
const UNCONTESTED_EVIDENCE = 0.6;
/** Item amounts without arithmetic support need this much confidence in their digits. */
export const MIN_UNCHECKED_AMOUNT_CONFIDENCE = 0.8;
/**
 * Words of a name (vendor, merchant …) read by OCR need at least this confidence each. On 54 till
 * receipts, names read right had weakest words from 0.67 up (a few far lower), misread ones
 * mostly below 0.7.
 */
export const MIN_NAME_CONFIDENCE = 0.7;

/** The shortest word of an item description its spelling vouches for ("tea", "Croissant"). */
const MIN_DESCRIPTION_WORD = 3;

/**
 * An item description read by OCR is kept only when every word of it is an English word, letter
 * for letter (punctuation aside), none lost an accent and none is printed both with and without
 * one ("CAFE CREME" for "CAFÉ CRÈME"): tesseract reads English only, and reads
 * unit and size tokens and foreign words wrong at high confidence ("Müllbeutel 30l" → "Millbeutel
 * 301" at 0.80 / 0.89, "Schrift A5" → "Schrift AS" at 0.96, "KÄSEBRÖTCHEN" → "KASEBROTCHEN" at
 * 0.92). On 60 scanned till receipts (seed 6061) descriptions were right 94 in 140 as read, 58 in
 * 64 with every word at ≥ 0.9; spelt-out English ones 20 in 20.
 */
function spelledOut(description: string): boolean {
  const words = description.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length > 0 && words.every((w) => englishWord(w, MIN_DESCRIPTION_WORD) && !accentOptional(w)) && !lostAccent(description);
}

/** Strings covering more OCR words than this are passages (text, clauses), not values to judge. */
const MAX_READING_WORDS = 8;

const BELOW_SUBTOTAL = "it is below the subtotal";
const ITEM_ARRAYS = ["line_items", "items"];
/**
 * Only a receipt's items have their descriptions judged (spelledOut): an invoice line's description
 * names the line with codes, periods and product names no word list holds, and is returned as read
 * (on the 40 scanned invoices, judging them left 3 of 89 lines named).
 */
const RECEIPT_ITEMS = "items";

const near = withinCent;
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Which words' confidences speak for a value: digit-bearing words for numbers, all words for names. */
function readingConfidence(p: Provenance, evidence: OcrPageEvidence, value: unknown): number | null {
  const words = wordsUnder(p.bbox, evidence);
  if (!words.length) return null;
  const numeric = typeof value === "number" || /\d/.test(String(value));
  const relevant = numeric ? words.filter((w) => /\d/.test(w.text)) : words;
  const pool = relevant.length ? relevant : words;
  return Math.min(...pool.map((w) => w.confidence));
}

/** The recogniser's confidence in a name: its weakest word, leaving out words their spelling vouches for (1 when all are). */
function nameConfidence(p: Provenance, evidence: OcrPageEvidence, value: string): number | null {
  const words = wordsUnder(p.bbox, evidence);
  if (!words.length) return null;
  const vouched = (w: (typeof words)[number]) => vouchedBySpelling(w, value) || printedAgain(w, evidence.words, MIN_NAME_CONFIDENCE);
  return Math.min(1, ...words.filter((w) => !vouched(w)).map((w) => w.confidence));
}

export interface Doubt {
  path: string;
  reason: string;
  /** Only the recogniser's confidence in its digits speaks against the value (no arithmetic does): readings that agree may clear it (ocr-check.ts). */
  unsure?: true;
}

/** Arithmetic that confirms header amounts of an invoice or receipt (fields absent count as unknown). */
function headerChecks(data: Record<string, unknown>, itemsSum: number | null): { confirmed: Set<string>; contradiction: boolean } {
  const [s, t, T] = [num(data.subtotal), num(data.tax), num(data.total)];
  const confirmed = new Set<string>();
  let contradiction = false;
  if (s !== null && t !== null && T !== null) {
    if (near(s + t, T)) ["subtotal", "tax", "total"].forEach((f) => confirmed.add(f));
    else contradiction = true;
  } else if (s !== null && T !== null && t === null && near(s, T)) {
    confirmed.add("subtotal").add("total");
  }
  if (itemsSum !== null && s !== null && near(itemsSum, s)) confirmed.add("subtotal");
  if (itemsSum !== null && T !== null && s === null && near(itemsSum, T)) confirmed.add("total");
  return { confirmed, contradiction };
}

/** Currencies whose minor unit has three digits: only there is "12.345" an amount as printed. */
const THREE_DECIMAL_CURRENCIES = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

/**
 * An amount with more decimals than its currency has: OCR lost a separator ("7.482,13" read
 * "7.48213", "9.478,25" read "9.47825"); no arithmetic built from it can vouch for it.
 */
function lostSeparator(value: number, currency: unknown): boolean {
  const text = String(value);
  const decimals = text.includes(".") && !text.includes("e") ? text.length - text.indexOf(".") - 1 : 0;
  return decimals > (typeof currency === "string" && THREE_DECIMAL_CURRENCIES.has(currency) ? 3 : 2);
}

/** Paths of money values, at the top level or in items. */
const MONEY_PATH = /(^|\.)(subtotal|tax|total|amount|unit_price)$/;
const plainDigits = (text: string) => text.replace(/\D+/g, "");
/** An amount printed with decimals ("11.212,50", "$91.86"), not a whole number ("1348441 €"). */
const PRINTS_DECIMALS = /\d[.,]\d{2,3}(?!\d)/;

const LOST_DECIMALS = "it is printed without the decimals the document's other amounts print: a separator was lost";

/**
 * An amount printed as a whole number whose value is those digits, on a document whose other
 * amounts print decimals: OCR lost its separator ("13484,41" read "1348441"), a value a hundred
 * times too large that no arithmetic is there to catch when the tax was not read. An item's
 * amount or unit price needs most of the document's other amounts to print decimals: a price
 * list may print whole prices beside a tax in cents.
 */
function lostDecimals(out: PresetOutput, path: string, value: number): boolean {
  const text = out.fields[path]?.text ?? "";
  if (PRINTS_DECIMALS.test(text) || Number(plainDigits(text)) !== Math.abs(value)) return false;
  const others = Object.entries(out.fields).filter(([other]) => other !== path && MONEY_PATH.test(other));
  const decimals = others.filter(([, p]) => PRINTS_DECIMALS.test(p.text ?? "")).length;
  return path.includes("[") ? decimals * 2 > others.length : decimals > 0;
}

/**
 * An id (a string mostly of digits) with a token that holds the letter O among digits: the
 * recogniser reads O and 0 as one glyph ("C0FF6509" read "COFF6509"), so which was printed is
 * not known. An id printed with an O reads the same: it is null too (precision first).
 */
function oAmongDigits(value: string): boolean {
  const alnum = value.replace(/[^\p{L}\p{N}]/gu, "");
  if (plainDigits(value).length * 2 < alnum.length) return false;
  return value.split(/[^\p{L}\p{N}]+/u).some((token) => /\d/.test(token) && /[Oo]/.test(token));
}

/**
 * Quantity × unit price = amount to the cent, signs aside: a credit note prints its unit prices
 * positive and its amounts negative (or the other way), and the recogniser's digits are what is
 * checked here. Not looser: a digit misread in the amount's cents ("77.90" read "77.98") is as near.
 */
function rowAdds(q: number | null, u: number, a: number): boolean {
  return q === null ? near(Math.abs(u), Math.abs(a)) : near(Math.abs(q * u), Math.abs(a));
}

/** Quantity × unit price within half a percent of the amount but not to the cent. */
function offByCents(q: number, u: number, a: number): boolean {
  return Math.abs(Math.abs(q * u) - Math.abs(a)) <= Math.abs(a) * 0.005;
}

/** The row's own arithmetic vouches for its unit price and quantity (no quantity printed and unit price = amount: one unit). */
function rowConfirmedBy(item: Record<string, unknown>, currency: unknown): boolean {
  const [q, u, a] = [num(item.quantity), num(item.unit_price), num(item.amount)];
  return u !== null && a !== null && !lostSeparator(a, currency) && rowAdds(q, u, a);
}

/** Per page, the horizontal extent [x0, x1] of the values the rows' arithmetic confirmed. */
type Columns = Map<number, [number, number]>;

/** Only upright pages: on a page read turned, the provenance boxes are in the page's displayed frame. */
function columnsOf(confirmed: Array<Provenance | null>, evidence: ReadonlyMap<number, OcrPageEvidence>): Columns {
  const columns: Columns = new Map();
  for (const p of confirmed) {
    if (!p || evidence.get(p.page)?.turn !== 0) continue;
    const [x0, x1] = columns.get(p.page) ?? [p.bbox[0], p.bbox[2]];
    columns.set(p.page, [Math.min(x0, p.bbox[0]), Math.max(x1, p.bbox[2])]);
  }
  return columns;
}

/**
 * How far (in the quantity's own heights, some seven digits' widths) a quantity may stand from the
 * confirmed ones: scans shift a short quantity by a few digits' widths from row to row (seen 1.3
 * heights), while the next column over lies many heights away.
 */
const COLUMN_SLACK_HEIGHTS = 4;

/**
 * A quantity clear of the column the confirmed quantities of its page stand in was taken from
 * another column: a year ending a wrapped description ("… from 27 Jun 2021") read as the row's quantity.
 */
function outsideColumn(p: Provenance, columns: Columns): boolean {
  const column = columns.get(p.page);
  if (!column) return false;
  const slack = COLUMN_SLACK_HEIGHTS * (p.bbox[3] - p.bbox[1]);
  return p.bbox[2] < column[0] - slack || p.bbox[0] > column[1] + slack;
}

/**
 * The unit price as read is the amount ÷ quantity with its decimal separator lost ("35,35 €" read
 * "3535€"): the misread is the unit price's, and the quantity is the one the amount vouches for.
 * Otherwise, when a trusted amount refutes the row, a quantity that lost its separator ("179,9"
 * read "1799") is as likely as a misread unit price, and neither is kept.
 */
function lostUnitSeparator(unitText: string | undefined, unitPrice: number): boolean {
  const digits = (text: string) => plainDigits(text).replace(/^0+/, "");
  return unitText !== undefined && Number.isFinite(unitPrice) && digits(unitText) === digits(Math.abs(unitPrice).toFixed(2));
}

/**
 * A name with a word where the digit 0 stands among letters or dots and no other digit does
 * ("sp. z 0.0.", "Gebäudeservice 0G"): the recogniser read a letter O as 0, and the name as read is
 * not the printed one. Digits a name does print come with others ("Studio 101", "2000 Bau").
 */
function zeroForO(value: string): boolean {
  return value.split(/\s+/).some((word) => /0/.test(word) && !/[1-9]/.test(word) && /(?:[\p{L}.]0|0[\p{L}.])/u.test(word));
}

function itemsSumOf(items: Array<Record<string, unknown>>): number | null {
  if (!items.length) return null;
  const amounts = items.map((i) => num(i.amount));
  return amounts.every((a) => a !== null) ? Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100 : null;
}

/** The values of `out` read from OCR'd pages that are not to be trusted as read, each with the reason. */
export function ocrDoubts(out: PresetOutput, evidence: ReadonlyMap<number, OcrPageEvidence>): Doubt[] {
  if (!evidence.size) return [];
  const ocrField = (path: string) => {
    const p = out.fields[path];
    return p && evidence.has(p.page) ? p : null;
  };
  const confidenceOf = (path: string, value: unknown) => {
    const p = ocrField(path);
    return p ? readingConfidence(p, evidence.get(p.page)!, value) : null;
  };
  const doubts: Doubt[] = [];

  // Items first: their sum is evidence for the header amounts.
  const itemArrays = ITEM_ARRAYS.filter((k) => Array.isArray(out.data[k]));
  let itemsSum: number | null = null;
  for (const key of itemArrays) {
    const items = out.data[key] as Array<Record<string, unknown>>;
    const sum = itemsSumOf(items);
    const s = num(out.data.subtotal);
    const T = num(out.data.total);
    const sumConfirmed = sum !== null && ((s !== null && near(sum, s)) || (s === null && T !== null && near(sum, T)));
    if (key === itemArrays[0]) itemsSum = sum;
    const confirmedRows = items.map((item) => rowConfirmedBy(item, out.data.currency));
    const quantityColumns = columnsOf(
      items.map((_, i) => (confirmedRows[i] ? ocrField(`${key}[${i}].quantity`) : null)),
      evidence,
    );
    items.forEach((item, i) => {
      const [q, u, a] = [num(item.quantity), num(item.unit_price), num(item.amount)];
      const amountLost = a !== null && lostSeparator(a, out.data.currency);
      const rowConfirmed = confirmedRows[i]!;
      const at = (f: string) => `${key}[${i}].${f}`;
      // Quantity × unit price a few cents off the amount: the quantity and price read agree with
      // each other, and the amount's confident digits are as likely misread ("134.30" read
      // "134.38" at 0.86: a misread digit is as legible to the recogniser as a right one).
      const nearMiss = q !== null && u !== null && a !== null && !rowConfirmed && offByCents(q, u, a);
      // An amount the items' sum confirms, or read with confident digits its row does not nearly give, stands without its row.
      const amountTrusted =
        a !== null &&
        !amountLost &&
        (!ocrField(at("amount")) || sumConfirmed || (!nearMiss && (confidenceOf(at("amount"), a) ?? 0) >= MIN_UNCHECKED_AMOUNT_CONFIDENCE));
      if (u !== null && ocrField(at("unit_price")) && !rowConfirmed) {
        doubts.push({ path: at("unit_price"), reason: "quantity × unit price does not give the amount" });
      } else if (u !== null && ocrField(at("unit_price")) && !sumConfirmed && lostDecimals(out, at("unit_price"), u)) {
        // "1,49 €" and "4,47 €" read "149€" and "447€" still multiply out: the row cannot vouch for them.
        doubts.push({ path: at("unit_price"), reason: LOST_DECIMALS });
      }
      if (amountLost && ocrField(at("amount"))) doubts.push({ path: at("amount"), reason: "it has more decimals than money has: a separator was lost" });
      else if (a !== null && ocrField(at("amount")) && !sumConfirmed && lostDecimals(out, at("amount"), a))
        doubts.push({ path: at("amount"), reason: LOST_DECIMALS });
      else if (a !== null && !rowConfirmed && !amountTrusted) doubts.push({ path: at("amount"), reason: "neither the row nor the items' sum confirms it" });
      if (key === RECEIPT_ITEMS && typeof item.description === "string" && ocrField(at("description")) && !spelledOut(item.description)) {
        doubts.push({ path: at("description"), reason: "not every word of it is an English word its spelling vouches for" });
      }
      if (q !== null && ocrField(at("quantity")) && !rowConfirmed) {
        const c = confidenceOf(at("quantity"), q);
        if (c === null || c < MIN_DIGIT_CONFIDENCE) doubts.push({ path: at("quantity"), reason: "the recogniser was unsure of its digits" });
        else if (outsideColumn(ocrField(at("quantity"))!, quantityColumns))
          doubts.push({ path: at("quantity"), reason: "it stands outside the column of the quantities whose rows add up" });
        else if (u !== null && amountTrusted && !lostUnitSeparator(out.fields[at("unit_price")]?.text, a / q))
          doubts.push({ path: at("quantity"), reason: "quantity × unit price does not give the amount, and OCR may have misread either" });
      }
    });
  }

  const checks = headerChecks(out.data, itemsSum);
  const confirmed = checks.confirmed;
  for (const path of out.checked ?? []) confirmed.add(path);
  // The preset's arithmetic may hold where this one does not (a rounding printed between tax and total).
  const contradiction = checks.contradiction && !["subtotal", "tax", "total"].every((f) => out.checked?.includes(f));
  const [subtotal, tax] = [num(out.data.subtotal), num(out.data.tax)];
  for (const f of ["subtotal", "tax", "total"]) {
    if (out.data[f] === null || out.data[f] === undefined || !ocrField(f)) continue;
    const value = num(out.data[f]);
    if (value !== null && lostSeparator(value, out.data.currency))
      doubts.push({ path: f, reason: "it has more decimals than money has: a separator was lost" });
    else if (value !== null && lostDecimals(out, f, value)) doubts.push({ path: f, reason: LOST_DECIMALS });
    // Tax only adds: a total below the subtotal, with no tax read to explain it, misreads one of them
    // (a discount after the subtotal would explain it too; the total then stays null).
    else if (f === "total" && value !== null && subtotal !== null && tax === null && Math.abs(value) < Math.abs(subtotal) - CENT)
      doubts.push({ path: f, reason: BELOW_SUBTOTAL });
    else if (contradiction) doubts.push({ path: f, reason: "subtotal + tax ≠ total, and OCR may have misread any of them" });
    else if (f === "tax" && !confirmed.has("tax")) doubts.push({ path: f, reason: "subtotal + tax = total does not confirm it" });
    else if (!confirmed.has(f)) {
      const c = confidenceOf(f, out.data[f]);
      const weak = out.fields[f]!.confidence < WEAK_RULE_EVIDENCE;
      if (c === null || c < (weak ? MIN_WEAK_AMOUNT_CONFIDENCE : MIN_DIGIT_CONFIDENCE)) {
        // A total only the rules' weak evidence names (no payment, second printing or arithmetic)
        // with digits the recogniser doubts outright (< MIN_DIGIT_CONFIDENCE) is not cleared by
        // readings: misread digits read the same again as often as not. Digits it half trusts are
        // cleared when two crop readings at two sizes both give them (ocr-reread.ts) — unless the
        // rules doubt the row itself (below UNCONTESTED_EVIDENCE: a total before rounding, the
        // rounded one printed below it), which readings of its digits cannot settle.
        const clearable = !weak || (c !== null && c >= MIN_DIGIT_CONFIDENCE && out.fields[f]!.confidence >= UNCONTESTED_EVIDENCE);
        doubts.push({
          path: f,
          reason: "the recogniser was unsure of its digits and no arithmetic confirms it",
          ...(clearable ? { unsure: true as const } : {}),
        });
      }
    }
  }

  // Which of a total below the subtotal and the subtotal holds the misread is not known: neither is returned.
  if (doubts.some((d) => d.path === "total" && d.reason === BELOW_SUBTOTAL) && ocrField("subtotal") && !doubts.some((d) => d.path === "subtotal"))
    doubts.push({ path: "subtotal", reason: "the total is below it, and OCR may have misread either" });

  // Every other OCR'd number, and every top-level string (dates, ids, names): its own words must be
  // legible enough (item descriptions were judged above).
  const covered = new Set(doubts.map((d) => d.path));
  for (const [path, p] of Object.entries(out.fields)) {
    if (covered.has(path) || !evidence.has(p.page) || /^(subtotal|tax|total)$/.test(path) || /\.(amount|unit_price|quantity)$/.test(path)) continue;
    const value = getPath(out.data, path);
    const topLevel = !path.includes(".") && !path.includes("[");
    // A passage (full_text's text, a clause) is returned as read: only short readings are judged.
    const shortReading = typeof value === "string" && topLevel && wordsUnder(p.bbox, evidence.get(p.page)!).length <= MAX_READING_WORDS;
    if (typeof value !== "number" && !shortReading) continue;
    const numeric = typeof value === "number" || /\d/.test(p.text ?? String(value));
    const c = numeric ? readingConfidence(p, evidence.get(p.page)!, value) : nameConfidence(p, evidence.get(p.page)!, String(value));
    if (typeof value === "string" && topLevel && oAmongDigits(value)) doubts.push({ path, reason: "it holds an O among digits, and OCR reads O and 0 alike" });
    else if (typeof value === "string" && topLevel && plainDigits(value).length * 2 < value.length && zeroForO(value))
      doubts.push({ path, reason: "it holds a 0 among letters, and OCR reads O and 0 alike" });
    else if (numeric && (c === null || c < MIN_DIGIT_CONFIDENCE)) doubts.push({ path, reason: "the recogniser was unsure of its digits", unsure: true });
    // Names (no digits) at the top level: a misread name is still a confident-looking string.
    else if (!numeric && (c === null || c < MIN_NAME_CONFIDENCE)) {
      // Not for readings to clear: a misread name reads the same at every size ("PERNIAGAAR").
      doubts.push({ path, reason: "the recogniser was unsure of its words" });
    } else if (typeof value === "string" && !numeric) {
      const accented = lostAccent(value);
      if (accented) doubts.push({ path, reason: `it holds a word printed "${accented}", and OCR read it without its accent` });
    }
  }
  return doubts;
}

/** `out` with the values ocrDoubts doubts made null. */
export function doubtOcrValues(out: PresetOutput, evidence: ReadonlyMap<number, OcrPageEvidence>): PresetOutput {
  return dropDoubted(out, ocrDoubts(out, evidence));
}

export function getPath(data: Record<string, unknown>, path: string): unknown {
  let at: unknown = data;
  for (const part of path.split(/[.[\]]+/).filter(Boolean)) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

function setNull(data: Record<string, unknown>, path: string): void {
  const parts = path.split(/[.[\]]+/).filter(Boolean);
  let at: unknown = data;
  for (const part of parts.slice(0, -1)) at = (at as Record<string, unknown>)[part];
  if (at && typeof at === "object") (at as Record<string, unknown>)[parts[parts.length - 1]!] = null;
}

/** Doubted values become null, lose their provenance and leave a warning saying why. */
export function dropDoubted(out: PresetOutput, doubts: Doubt[]): PresetOutput {
  if (!doubts.length) return out;
  const data = structuredClone(out.data);
  const fields = { ...out.fields };
  const warnings = [...out.warnings];
  for (const d of doubts) {
    const text = fields[d.path]?.text;
    setNull(data, d.path);
    delete fields[d.path];
    warnings.push(`${d.path}: OCR read ${text ? `"${text}"` : "a value"} but ${d.reason}; left null.`);
  }
  return dropEmptiedItems({ data, fields, warnings, ...(out.checked ? { checked: out.checked } : {}) }, new Set(doubts.map((d) => d.path)));
}

/**
 * An item left with no number at all once its doubted ones are gone ("Bruttopreis: 9,90" read as
 * an item row), or with neither an amount nor a description (a quantity alone names nothing), no
 * longer says anything verified: it is removed and later items move up.
 */
function dropEmptiedItems(out: PresetOutput, dropped: ReadonlySet<string>): PresetOutput {
  for (const key of ITEM_ARRAYS) {
    const items = out.data[key];
    if (!Array.isArray(items)) continue;
    const keep = items.map((item: Record<string, unknown>, i) => {
      const emptied = Object.keys(item).some((f) => dropped.has(`${key}[${i}].${f}`));
      const numbers = Object.entries(item).filter(([f]) => f !== "description");
      const unnamed = (item.amount ?? null) === null && (item.description ?? null) === null;
      return !(emptied && (unnamed || numbers.every(([, v]) => v === null)));
    });
    if (keep.every(Boolean)) continue;
    const newIndex = new Map<number, number>();
    keep.forEach((k, i) => k && newIndex.set(i, newIndex.size));
    out.data[key] = items.filter((_, i) => keep[i]);
    const prefix = new RegExp(`^${key}\\[(\\d+)\\]`);
    out.fields = Object.fromEntries(
      Object.entries(out.fields).flatMap(([path, p]) => {
        const m = prefix.exec(path);
        if (!m) return [[path, p]];
        const to = newIndex.get(Number(m[1]));
        return to === undefined ? [] : [[path.replace(prefix, `${key}[${to}]`), p]];
      }),
    );
    out.warnings.push(`${key}: ${keep.filter((k) => !k).length} OCR'd row(s) kept no confirmed number or name and were removed.`);
  }
  return out;
}
