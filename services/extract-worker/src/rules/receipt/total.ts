import { OCR_FONT, type PositionedDocument, type Word } from "../../layout/types";
import { findAmounts } from "../../values";
import type { Candidate } from "../anchor";
import { readMisread } from "../../ocr/misread";
import { pageRows, type Row } from "../rows";
import { sameCents } from "../../values/cents";

// The total of a till receipt: the amount to pay. A receipt prints several totals-like rows —
// subtotal, tax, total, rounding, rounded total, cash tendered, change — and OCR misreads digits,
// so a total is returned only when the receipt's own arithmetic or a second printing agrees:
// - the payable row (ROUNDED / GRAND / NETT TOTAL, AMOUNT DUE, TOTAL …, never SUBTOTAL, a tax,
//   quantity or discount total, CASH or CHANGE) gives the value;
// - it is confirmed by cash − change, by a payment row of the same amount (card, cash paid
//   exactly), by another total row printing it, by subtotal + tax (+ rounding), by a tax
//   summary row's net amount + tax, or by a total above it less a share taken off between them
//   (an insurer's, "PVP total 60,98 / Aportación -51,58 / A pagar 9,40");
// - a total nothing confirms, with such a share under it, gives way to the payment row printing
//   the total less the share ("Total price 36.45 / Plan pays -26.45 / Amount paid 10.00");
// - a rounded / due row nothing confirms gives way to a plain total the payment confirms (the
//   rounded row then holds the misread);
// - an unconfirmed total is returned with low confidence only when no other total row disagrees
//   (a total before rounding may, by exactly the printed rounding, or by under 5 cents when the
//   later total is rounded to 5 cents); OCR then also wants its digits read with high confidence
//   (ocr-doubt.ts);
// - a row whose label OCR garbled ("TOBE", "TL:"), or a total's row OCR ran together with the
//   payment's, gives the total only when the receipt's arithmetic alone names its amount: cash −
//   change, or subtotal + tax;
// - label words are read through OCR damage: a glyph substituted (misread.ts), digits inside a
//   word read as the letters they look like ("10TAL"), and for the payment and rounding words
//   that only confirm, a glyph lost ("ROUNDIG");
// - a money row whose decimal separator OCR lost ("GRAND TOTAL 1000") is read with cents when the
//   receipt prints its money with cents.
// A total the arithmetic confirms (not merely a second printing, which repeats a misread) says so
// in `checked`, so neither OCR doubt nor a crop's second reading second-guesses its digits
// (ocr-doubt.ts, ocr-reread.ts).

type Kind = "payable" | "rounded" | "subtotal" | "other" | "tax" | "rounding" | "cash" | "change" | "paid" | "tip" | "cashout";

/**
 * Row labels (English, Malay, German, French, Dutch, Spanish, Italian, Portuguese, Polish, Czech, Slovak, Hungarian,
 * Romanian, Turkish, Swedish, Norwegian, Danish, Finnish), checked in order: the first kind whose pattern matches the
 * label part wins.
 */
const KINDS: Array<[Kind, RegExp]> = [
  // "CASH OUT 50.00": cash the card paid out over the sale; the card's payment and the slip's "TOTAL" then hold it too.
  ["cashout", /\b(CASH\s*-?\s*OUT|CASH\s*-?\s*BACK|CASH ADVANCE|BARGELDAUSZAHLUNG|AUSZAHLUNG|RETRAIT)\b/i],
  // "Tip 9.50" / "Trinkgeld": added to the bill; "TOTAL WITH TIP", "Totaal incl. fooi" are totals.
  ["tip", /^(?!.*\b(TOTAL|TOTAAL|TOTALE|GESAMT|SUMME)\b).*\b(TIP|GRATUITY|TRINKGELD|POURBOIRE|FOOI|PROPINA|MANCIA|GORJETA|NAPIWEK)\b/i],
  // "GST 6% included in total RM 0.70": the tax inside the total, not a total. ("Total includes GST"
  // prints the total on some tills and the tax on others: the receipt's arithmetic tells them apart.)
  ["tax", /\bINCLUDED IN (THE )?TOTAL\b|\bINCLUDED\s+(GST|TAX|VAT|SST)\b|\b(GST|TAX|VAT|SST)\s+INCLUDED\b/i],
  // "Service Charge" reads as CHANGE once a glyph is allowed (misread.ts), and OCR does read Change as "Charge": only the service's is a charge.
  [
    "change",
    /(?<!\bSERVICE\s)\b(CHANGE|CHANGE DUE|BALANCE RETURNED|KEMBALI|WECHSELGELD|R[ÜU]CKGELD|ZUR[ÜU]CK|RENDU|MONNAIE|WISSELGELD|TERUG|CAMBIO|VUELTO|DEVOLUCI[ÓO]N|RESTO|TROCO|RESZTA)\b|(?<![\p{L}\p{N}])(VR[ÁA]CENO|VR[ÁA]TI[ŤT]|VISSZAJ[ÁA]R[ÓO]|REST|PARA [ÜU]ST[ÜU]|V[ÄA]XEL|TILBAKE|RETUR|TAKAISIN)(?![\p{L}\p{N}])/iu,
  ],
  [
    "rounding",
    /(?:\b(ROUNDING|ROUND(ING)? ADJ|ADJUSTMENT|PEMBULATAN|RUNDUNG)\b|(?<![\p{L}\p{N}])(ZAOKROUHLEN[ÍI]|ZAOKR[ÚU]HLENIE|KEREK[ÍI]T[ÉE]S|[ÖO]RESAVRUNDNING|AVRUNDNING|[ØO]REAVRUNDING|[ØO]REAFRUNDING|AFRUNDING|PY[ÖO]RISTYS)(?![\p{L}\p{N}]))(?!.*\bTOTAL\b)/iu,
  ],
  [
    "rounded",
    /\b(ROUNDED TOTAL|TOTAL ROUNDED|ROUNDED|NETT? TOTAL|TOTAL NETT?|GRAND TOTAL|AMOUNT DUE|TOTAL DUE|BALANCE DUE|TOTAL PAYABLE|AMOUNT PAYABLE|TO PAY|TO BE PAID|ZU ZAHLEN|TOTAL TTC|A PAYER|TE BETALEN|A PAGAR|DA PAGARE|YOU PAY|PATIENT PAYS|IHR ANTEIL|EIGEN BIJDRAGE|APORTACI[ÓO]N (?:DEL )?USUARIO)\b|(?<!\p{L})(À PAYER|K [ÚU]HRAD[ĚE]|NA [ÚU]HRADU|FIZETEND[ŐO]|ATT BETALA|[ÅA] BETALE|AT BETALE|MAKSETTAVA)(?!\p{L})/iu,
  ],
  [
    "subtotal",
    /\b(SUB\s*-?\s*TOTAL|SUBTOTAL|SUBTOTAAL|SUBTOTALE|ZWISCHENSUMME|SOUS[- ]TOTAL|TOTAL HT|NETTO|BASE IMPONIBLE|SPRZEDA[ŻZ] OPODATKOWANA|TOTAL\s*\(?EXCL|EXCLUDING|EXCLUDED|EXCL\.?\s*(GST|TAX|VAT)|BEFORE TAX|NET AMOUNT|GROSS( AMOUNT| TOTAL)?)\b|(?<![\p{L}\p{N}])(MEZISOU[ČC]ET|MEDZISU[ČC]ET|Z[ÁA]KLAD|R[ÉE]SZ[ÖO]SSZEG)(?!\p{L})/iu,
  ],
  // "Total 6% supplies": a GST breakdown's category sum, not the amount to pay; nor is an item count, a discount, a
  // saving or a loyalty balance in the other tills' words ("Qtd. total de itens", "USTED AHORRO", "Bonuspoäng").
  [
    "other",
    /\b(QTY|QUANTITY|ITEMS?|DISCOUNT|SAVINGS?|VOUCHER|DEPOSIT|POINTS?|SUPPLIES)\b|(?<![\p{L}\p{N}])(ITENS|DESCONTO|DESCUENTO|AHORRO|MONEDERO|PUAN|PONTOK|PUNCTE|\p{L}*BONUS\p{L}*|\p{L}*PO[ÄA]NG|OPTJENT|KERTYNYT)(?![\p{L}\p{N}])/iu,
  ],
  // "Total Incl. GST@6% RM 14.80", "TOTAL (INC GST)", "Total Sales (Inclusive of GST)": the total, tax named inside.
  ["payable", /\bTOTAL\b.*\bINC(?:L|\.|\b)|\bINCL\w*\b.*\bTOTAL\b/i],
  [
    "tax",
    /(?:\b(GST|VAT|SST|TAX|MWST|UST|TVA|BTW|IVA|PTU|MOMS|SERVICE CHARGE|SVC)\b|(?<![\p{L}\p{N}])(DPH|DAŇ|[ÁA]FA|KDV|TOPKDV|MVA|ALV)(?![\p{L}\p{N}]))(?!.*\b(INCL|INCLUSIVE)\b)/iu,
  ],
  [
    "cash",
    /\b(CASH|TUNAI|TENDERED|BAR|BARGELD|ESP[ÈE]CES|CONTANT|CONTANTI|CONTANTE|EFECTIVO|NUMER[ÁA]RIO|GOT[ÓO]WKA)\b|(?<![\p{L}\p{N}])(DINHEIRO|HOTOVOST|HOTOV[ĚE]|HOTOVOS[ŤT]|K[ÉE]SZP[ÉE]NZ|NUMERAR|NAK[İI]T|KONTANT|K[ÄA]TEINEN)(?![\p{L}\p{N}])/iu,
  ],
  [
    "paid",
    /\b(VISA|MASTER\s*CARD|MASTER|MAESTRO|V PAY|CREDIT CARD|CREDIT|DEBIT|CARD|AMEX|PAID|PAYMENT|PURCHASE|EFTPOS|E-?WALLET|BOOST|GRABPAY|TNG|BEZAHLT|KARTE|GIROCARD|BETAALD|PINNEN|KAART|PAGADO|PAGAMENTO|PAGATO|ELETTRONICO|TARJETA|CARTE|PAY[ÉE]|KARTA|MULTIBANCO|BANCOMAT)\b|(?<![\p{L}\p{N}])(PIX|CART[ÃA]O|K[ÁA]RTYA|BANKK[ÁA]RTYA|HITELK[ÁA]RTYA|KART[Iı]|KORT|BANKKORT|DANKORT|BETALINGSKORT|PANKKIKORTTI|KORTTIMAKSU|SWISH|VIPPS|MOBILEPAY|BANKAXEPT)(?![\p{L}\p{N}])/iu,
  ],
  // "Amount" alone labels a column or a tender as often as the total: not enough.
  [
    "payable",
    /\b(TOTAL|JUMLAH|SUMME|GESAMT|GESAMTBETRAG|MONTANT TOTAL|TOTAAL|TOTALE|IMPORTE|SUMA)\b|(?<![\p{L}\p{N}])(CELKEM|SPOLU|[ÖO]SSZESEN|TOPLAM|TOTALT|I ALT|YHTEENS[ÄA]|SUMMA)(?![\p{L}\p{N}])/iu,
  ],
];

/**
 * The heading of a tax summary table ("GST SUMMARY", "VAT ANALYSIS"): a plain "Total" below it
 * sums the table's net amounts or taxes, not the amount to pay. OCR glues the next column's
 * heading on ("GST SummaryAmount"), so no word boundary after it.
 */
const TAX_SUMMARY = /\b(GST|TAX|VAT|SST|MWST|TVA|BTW|IVA)\s*(SUMMARY|ANALYSIS|BREAKDOWN)/i;
/** The heading's words as OCR misreads them by a glyph ("6ST Summary", "GET SUMMARY"): two words together, so one glyph each is safe. */
const TAX_SUMMARY_WORDS = ["GST SUMMARY", "TAX SUMMARY", "VAT SUMMARY", "SST SUMMARY"];
const taxSummaryHeading = (text: string) => TAX_SUMMARY.test(readMisread(text, TAX_SUMMARY_WORDS));
/**
 * The heading of a tax table with no "summary" in it ("Tax Code Amt(RM) GST(RM)", "GST Taxable Amt
 * GST Amt"): taken as one only below the totals, where an item table's heading is not.
 */
const TAX_TABLE = /\b(GST|TAX|VAT|SST)\s*CODE\b|\b(GST|TAX|VAT|SST)\b.*\b(AMT|AMOUNT|TAXABLE)\b.*\b(GST|TAX|VAT|SST)\b/i;

interface Amount {
  kind: Kind;
  value: number;
  row: Row;
  words: Word[];
  /** A tax summary's supplies of one tax class with their tax ("Total 6% supplies (Inc. GST)", "Total 0% supplies"), not net of it: their amount, signed (a return's are negative). */
  supply?: number;
  /** Printed with its own minus or in brackets ("-84,15", "$-84.15", "84.15-", "(84.15 USD)"): a refund's amount. */
  negative?: boolean;
  /** An unlabelled amount printed with its minus ("Plan pays -26.45"): a share taken off, never the total's sign. */
  deducted?: boolean;
}

/** A supplies row of a tax summary, and one that prints the supplies net of their tax. */
const SUPPLIES = /SUPPL/i;
const NET_OF_TAX = /\bEXCL/i;

/** Reading order of amounts: page, then top of their row. */
const byPlace = (a: Amount, b: Amount) => a.row.page - b.row.page || a.row.top - b.row.top;
const eq = sameCents;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** "RM17.35", "M1.00", "RMZ31.65": a currency code glued to the amount, or letters OCR made of it. */
const GLUED_PREFIX = /^(\p{L}{1,3})(?=\d{1,6}[.,]\d{2}$)/u;

/** "S.90", "1O.50": an amount whose digit OCR read as the letter it looks like (S for 5, O for 0); two decimals after it. */
const LETTER_DIGIT = /^[\dSO]*[SO][\dSO]*[.,]\d{2}$/;
const LETTER_AS_DIGIT: Record<string, string> = { S: "5", O: "0" };

/** "31.40/", "54.50\"": a stroke or speck OCR read from the paper's edge glued behind the amount (a date-like or quoted tail to the amount reader). */
const GLUED_STROKE = /(\d[.,]\d{2})([/|\\"'`”’]+)$/;
/** "RM .01", ".00": cents whose whole part, a zero, the till did not print or OCR lost. */
const CENTS_ONLY = /^[.,]\d{2}$/;

/** A receipt printing its money with cents ends at least this many rows in an amount with cents. */
const MIN_CENT_ROWS = 3;
/**
 * The end of a money row whose decimal separator OCR lost: "GRAND TOTAL 1000" (the separator
 * dropped), "Total incl. GST 6 00" (read as a space). A receipt that prints its money with cents
 * has no whole amounts on its money rows, so the last two digits are the cents. Never on a row
 * naming an id ("GST No 12345"), and only the row's last word: digits inside a row are codes.
 */
const LOST_SEPARATOR = /^\d{1,3}\d{2}$/;
const SPLIT_WHOLE = /^\d{1,4}$/;
const ID_WORDS = /\b(ID|NO|REG|NUMBER|INVOICE)\b|#/i;

/**
 * The row's words as text, with the character range each word was written to. A decimal split by
 * OCR ("49. 40", "50, 00": a separator and exactly two digits after a space) is joined back, and
 * letters glued in front of an amount, or a stroke behind it, are parted from it (the label keeps
 * the letters, the amount reads). With `cents` (a money row of a receipt printing cents), a
 * separator lost at the row's end is put back (LOST_SEPARATOR).
 */
function rowText(row: Row, cents = false): { text: string; starts: number[]; ends: number[] } {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  const last = row.words.length - 1;
  const lost = cents && !ID_WORDS.test(row.text);
  row.words.forEach((w, i) => {
    const joined = i > 0 && /\d[.,]$/.test(row.words[i - 1]!.text) && /^\d{2}$/.test(w.text);
    const split = lost && i === last && i > 1 && SPLIT_WHOLE.test(row.words[i - 1]!.text) && /^\d{2}$/.test(w.text);
    if (split) text += ".";
    else if (i > 0 && !joined) text += " ";
    starts.push(text.length);
    const read = LETTER_DIGIT.test(w.text) ? w.text.replace(/[SO]/g, (c) => LETTER_AS_DIGIT[c]!) : lost && CENTS_ONLY.test(w.text) ? `0${w.text}` : w.text;
    const whole = lost && i === last && !split && LOST_SEPARATOR.test(read) && !(i > 0 && /\d[.,]$/.test(row.words[i - 1]!.text));
    text += whole ? `${read.slice(0, -2)}.${read.slice(-2)}` : read.replace(GLUED_PREFIX, "$1 ").replace(GLUED_STROKE, "$1 $2");
    ends.push(text.length);
  });
  return { text, starts, ends };
}

/**
 * Currencies tills print in whole units, their smaller coins gone or never struck ("ÖSSZESEN 1 299 Ft",
 * "合計 ¥1,280"): an amount marked with one of them is money without cents.
 */
const WHOLE_UNIT_CURRENCIES = new Set(["HUF", "JPY", "KRW", "ISK", "CLP", "VND", "PYG"]);

/** What may follow a row's last amount: a tax class ("SR", "Z", "T"), a currency code, or a stray mark or short word OCR read from the paper's edge ("71.90 Wad"). */
const AMOUNT_TAIL = /^(?:SR|ZR|S|Z|T|[A-Z]{1,3}|[-~_—'"`”’/|\\]+)$/i;

/**
 * A dash standing alone between a label and its amount ("TOTAL - 12.50"): a separator, not the
 * amount's sign. Nor is a sign OCR read: brackets and dashes are what it makes of a scan's specks.
 */
const LONE_DASH = /^[-−–]$/u;

/**
 * The label–amount pairs of a row: each amount with cents and the words before it since the
 * previous one ("Total Saving 0.00 Total 64.10" holds two). None when the row ends in something
 * else than an amount, or prints two amounts with no label between them (a summary table's row,
 * "Total: 73.40 4.40": no single amount is labelled).
 */
function amountsOf(row: Row, cents = false): Array<{ label: string; value: number; signed: number; words: Word[]; whole: boolean }> {
  const { text, starts, ends } = rowText(row, cents);
  // Money on receipts has cents; a bare integer is a count, a code or a misread, unless marked with a currency of whole units.
  const amounts = findAmounts(text).filter(
    (a) => a.value !== null && (/[.,]\d{2}\b/.test(text.slice(a.start, a.end)) || (a.scale === 0 && WHOLE_UNIT_CURRENCIES.has(a.currency?.code ?? ""))),
  );
  const last = amounts[amounts.length - 1];
  if (!last) return [];
  const tail = text.slice(last.end).trim().replace(/^\)+/, "");
  if (tail && !AMOUNT_TAIL.test(tail)) return [];
  const pairs: Array<{ label: string; value: number; signed: number; words: Word[]; whole: boolean }> = [];
  let from = 0;
  for (const a of amounts) {
    const label = text.slice(from, a.numberStart);
    if (from > 0 && !/\p{L}/u.test(label)) return [];
    // The words the amount was read from: those overlapping its characters.
    const words = row.words.filter((_, i) => starts[i]! < a.end && ends[i]! > a.start);
    pairs.push({ label, value: Math.abs(a.value!), signed: a.value!, words: words.length ? words : row.words.slice(-1), whole: a.scale === 0 });
    // A currency code between two numbers is read into the labels ("27.40 RM 40.00"): it may be either amount's.
    from = a.numberEnd;
  }
  return pairs;
}

/** Label words OCR misreads by a glyph ("Tatal", "T0TAL", "TOTA1", "CHANGF", "Inc!"), read as printed (ocr/misread.ts). */
const LABEL_WORDS = ["TOTAL", "CASH", "CHANGE", "ROUNDING", "INCL"];
/**
 * Label words read with a glyph lost too ("ROUNDIG", "ASH" at the paper's edge): the rows they
 * name only confirm a total (cash − change, a rounding), they never are one.
 */
const EVIDENCE_WORDS = ["CASH", "CHANGE", "ROUNDING"];
const MIN_LOST_GLYPH_WORD = 4;

/** Digits OCR reads for the letters they look like, inside a word of letters ("10TAL", "G5T"): read as those letters. */
const DIGIT_AS_LETTER: Record<string, string> = { "0": "O", "1": "I", "5": "S", "6": "G", "8": "B" };
const MIXED_WORD = /(?<![\p{L}\p{N}])(?=(?:\d*\p{L}){2})(?=\p{L}*\d)[\p{L}\d]+(?![\p{L}\p{N}.,])/gu;
const lettersRead = (label: string) => label.replace(MIXED_WORD, (w) => w.replace(/[01568]/g, (d) => DIGIT_AS_LETTER[d]!));

function kindOf(label: string): Kind | null {
  const read = readMisread(readMisread(lettersRead(label), LABEL_WORDS), EVIDENCE_WORDS, MIN_LOST_GLYPH_WORD);
  for (const [kind, re] of KINDS) if (re.test(read)) return kind;
  return null;
}

/** Whether a row's label opens a till's totals block: a total, rounded total, subtotal or rounding in any of the tills' languages. */
export function opensTotals(label: string): boolean {
  const kind = kindOf(label);
  return kind === "payable" || kind === "rounded" || kind === "subtotal" || kind === "rounding";
}

/** The amounts a receipt prints on its total and subtotal rows (before a discount, after it, rounded), with their sign: what its items may add up to. */
export function printedTotals(doc: PositionedDocument): number[] {
  const kinds: Array<Kind | null> = ["payable", "rounded", "subtotal"];
  return doc.pages.flatMap((page) => pageRows(page).flatMap((row) => amountsOf(row).flatMap((a) => (kinds.includes(kindOf(a.label)) ? [a.signed] : []))));
}

/** Whether a row's label names a tax ("TOPKDV", "Total TVA", "MwSt 19%"), which some tills print between the items and the total. */
export const namesTax = (label: string): boolean => kindOf(label) === "tax";

export type TotalCandidate = Candidate & {
  /** The receipt's arithmetic (cash − change, subtotal + tax) gives this amount: numbers other than the total's own agree. */
  checked: boolean;
  /** The amount OCR read on the total's row when the arithmetic corrected one of its digits (see oneDigitMisread). */
  misread?: number;
};

/** The score of an unconfirmed total a row below prints rounded to 5 cents: below every other, so OCR wants its digits legible (ocr-doubt.ts). */
export const ROUNDED_BELOW_SCORE = 0.5;

/** Whether `later` is `earlier` rounded to 5 cents for cash (within 5 cents, a multiple of 5 cents that `earlier` is not). */
const cashRounded = (earlier: number, later: number) =>
  Math.abs(earlier - later) < 0.05 && Math.round(later * 100) % 5 === 0 && Math.round(earlier * 100) % 5 !== 0;

/** Every figure with cents a row prints, whatever its label or tail. */
const figuresIn = (text: string) => [...text.matchAll(/(?<![\d.,])\d+[.,]\d{2}(?![\d.,])/g)].map((m) => Number(m[0].replace(",", ".")));
const figuresOf = (row: Row) => figuresIn(row.text);

/** Digits a till print's worn or dotted strokes turn into one another (a loop closed or opened, a bar lost). */
const CONFUSED_DIGITS = new Set(["06", "08", "09", "38", "56", "58", "68", "89", "17"]);

/** Whether `read` is `sum` with exactly one digit misread as a look-alike ("77.76" for 77.75). */
function oneDigitMisread(read: number, sum: number): boolean {
  const [a, b] = [read.toFixed(2), sum.toFixed(2)];
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((c, i) => (c === b[i] ? [] : [[c, b[i]!].sort().join("")]));
  return differ.length === 1 && CONFUSED_DIGITS.has(differ[0]!);
}

/** The amount of `pool` the receipt confirms most (the last printed of equal ones), and whether another is confirmed as much. */
function bestSupported(pool: Amount[], support: (value: number, self: Amount) => number): { chosen: Amount | null; confirmed: number; tied: boolean } {
  let chosen: Amount | null = null;
  let confirmed = 0;
  let tied = false;
  for (const v of [...new Set(pool.map((a) => a.value))]) {
    const holders = pool.filter((a) => eq(a.value, v));
    const s = Math.max(...holders.map((h) => support(v, h)));
    if (s > confirmed) {
      chosen = holders[holders.length - 1]!;
      confirmed = s;
      tied = false;
    } else if (s === confirmed && s > 0) tied = true;
  }
  return { chosen, confirmed, tied };
}

// A refund's total is printed with a minus that a text layer keeps and OCR does not: a scan's minus
// may be a speck or a rule's end, and a real one is thin enough to be lost (which is why a scan's
// amounts are read without it above). A total OCR read with a minus glued to its digits ("£-408.69",
// "-16.64") is then right only by its digits: either sign may be the printed one, so it is no total.
const GLUED_MINUS_RE = /[-−–]\d|\d[-−–]$/u;
const unsureSign = (c: TotalCandidate) => c.words.some((w) => w.font === OCR_FONT && GLUED_MINUS_RE.test(w.text));

/** The receipt's amount to pay, or null when the receipt does not settle it or a scan leaves its sign open. */
export function receiptTotal(doc: PositionedDocument): TotalCandidate | null {
  const total = readTotal(doc);
  return total && unsureSign(total) ? null : total;
}

function readTotal(doc: PositionedDocument): TotalCandidate | null {
  const amounts: Amount[] = [];
  const unlabelled: Amount[] = [];
  const summaryRows: Row[] = [];
  const pages = doc.pages.map((page) => pageRows(page));
  const allRows = pages.flat();
  const cents = allRows.filter((row) => amountsOf(row).some((a) => !a.whole)).length >= MIN_CENT_ROWS;
  // A row labelled as money (not a count, a saving or a code): a separator lost at its end is put back.
  const moneyRow = (row: Row) => {
    const kind = kindOf(row.text);
    return cents && kind !== null && kind !== "other";
  };
  for (const rows of pages) {
    let inTaxSummary = false;
    let inTaxTable = false;
    rows.forEach((row, i) => {
      inTaxSummary ||= taxSummaryHeading(row.text);
      const belowTotals = () => amounts.some((a) => a.row.page === row.page && (a.kind === "payable" || a.kind === "rounded"));
      inTaxTable ||= inTaxSummary || (TAX_TABLE.test(row.text) && !figuresOf(row).length && belowTotals());
      if (inTaxTable) summaryRows.push(row);
      // "Total" with its amount on the row below (OCR split a skewed row): a lone label over a lone amount.
      const below = rows[i + 1];
      const pairs = amountsOf(row, moneyRow(row));
      if (!pairs.length && below && kindOf(row.text) && !/\d/.test(row.text)) {
        const under = amountsOf(below);
        if (under.length === 1 && !/\p{L}/u.test(under[0]!.label)) pairs.push({ ...under[0]!, label: row.text });
      }
      for (const a of pairs) {
        const read = kindOf(a.label);
        const kind = inTaxSummary && read === "payable" ? "other" : read;
        const supply = SUPPLIES.test(a.label) && !NET_OF_TAX.test(a.label) ? a.signed : undefined;
        if (kind)
          amounts.push({
            kind,
            value: a.value,
            row,
            words: a.words,
            supply,
            negative: a.signed < 0 && !a.words.some((w) => LONE_DASH.test(w.text) || w.font === OCR_FONT),
          });
        else unlabelled.push({ kind: "payable", value: a.value, row, words: a.words, deducted: a.signed < 0 });
      }
      // A total's row no label–amount pair reads, OCR having run two printed rows or columns together
      // ("Total Sales (Inclusive of GST) : CASH : 7.42 0.00"): its figures are open amounts, of
      // which only the receipt's arithmetic may name the total (byArithmetic).
      const totalsRow = () => ["payable", "rounded"].includes(kindOf(row.text) ?? "");
      if (!pairs.length && !inTaxTable && totalsRow()) {
        for (const value of figuresOf(row)) {
          const word = row.words.find((w) => figuresIn(w.text).some((v) => eq(v, value)));
          unlabelled.push({ kind: "payable", value, row, words: word ? [word] : row.words });
        }
      }
    });
  }
  const of = (...kinds: Kind[]) => amounts.filter((a) => kinds.includes(a.kind));
  // With cash out, the card pays the sale and the cash: its payment and the slip's "TOTAL" print
  // the sale's total plus the cash out, which is not the amount the sale costs.
  const cashouts = of("cashout").filter((a) => a.value > 0);
  // The sale's own total is printed with the sum above it too: only the larger of the two is taken out.
  const printed = (value: number) => [...amounts, ...unlabelled].some((o) => o.kind !== "cashout" && eq(o.value, value));
  const withCashout = (a: Amount) => cashouts.some((c) => printed(round2(a.value - c.value)) && !printed(round2(a.value + c.value)));
  const payable = of("rounded", "payable").filter((a) => a.value > 0 && !withCashout(a));

  const cash = of("cash");
  const change = of("change");
  const paid = of("paid", "cash").filter((a) => !withCashout(a));
  const subtotals = of("subtotal").filter((a) => a.value > 0);
  const taxes = of("tax");
  const roundings = of("rounding");

  // What the receipt's arithmetic gives from rows other than the total, with the parts `given`
  // admits: cash − change; subtotal + tax, subtotal ± rounding, or all three ("73.40 + 4.40 − 0.05":
  // rounding is printed unsigned as often as signed).
  const cashSums = (given: (change: number) => boolean) => cash.flatMap((c) => change.filter((ch) => given(ch.value)).map((ch) => round2(c.value - ch.value)));
  const subtotalSums = (given: (part: number) => boolean) =>
    subtotals.flatMap((s) =>
      [0, ...taxes.filter((t) => given(t.value)).map((t) => t.value)].flatMap((t) => [
        ...(t !== 0 ? [round2(s.value + t)] : []),
        ...roundings.filter((r) => given(r.value)).flatMap((r) => [round2(s.value + t + r.value), round2(s.value + t - r.value)]),
      ]),
    );
  // A plain total printed above `self` with the printed rounding added or taken off: "Total 27.42 /
  // Rounding -0.02 / Total Rounded 27.40" (the total before rounding comes first).
  const roundedSums = (given: (rounding: number) => boolean, self: Amount) =>
    payable
      .filter((p) => p.kind === "payable" && byPlace(p, self) < 0)
      .flatMap((p) => roundings.filter((r) => given(r.value)).flatMap((r) => [round2(p.value + r.value), round2(p.value - r.value)]));
  const byRounding = (value: number, self: Amount) => roundedSums((v) => v > 0, self).some((v) => eq(v, value));
  // The supplies of each tax class with their tax add up to the amount to pay ("Total 6% supplies
  // (Inc. GST) 10.07" + "Total 0% supplies 41.18" = "Total Payable 51.25"); a class printed twice counts once.
  const supplies = [...new Set(amounts.flatMap((a) => (a.supply === undefined ? [] : [a.supply])))];
  const bySupplies = (value: number) => supplies.length >= 2 && eq(round2(supplies.reduce((sum, v) => sum + v, 0)), value);
  // A tax summary's row prints a class's net amount and its tax side by side ("SR @ 6% 12.74 0.76",
  // "Total 27.36 1.64 29.00"): their sum is the amount with tax, read from other numbers than the total's.
  const summarySums = new Set(
    summaryRows.flatMap((row) => {
      const figures = figuresOf(row);
      return figures.slice(1).flatMap((tax, i) => (tax > 0 && tax < figures[i]! ? [round2(figures[i]! + tax)] : []));
    }),
  );
  const bySummary = (value: number) => [...summarySums].some((v) => eq(v, value));
  const byCash = (value: number, given: (change: number) => boolean) => cashSums(given).some((v) => eq(v, value));
  const bySum = (value: number, given: (part: number) => boolean) => subtotalSums(given).some((v) => eq(v, value));
  const any = () => true;
  // A total less a share taken off it under it ("PVP total 60,98 / Aportación -51,58 / A pagar 9,40"): the amount left to pay.
  const shares = [...amounts, ...unlabelled].filter((a) => a.negative || a.deducted);
  const byShare = (value: number, self: Amount) =>
    payable.some(
      (p) => !p.negative && byPlace(p, self) < 0 && shares.some((s) => byPlace(s, p) > 0 && byPlace(s, self) < 0 && eq(round2(p.value - s.value), value)),
    );
  const byPayment = (value: number) => byCash(value, any) || paid.some((p) => eq(p.value, value));
  const support = (value: number, self: Amount): number => {
    let n = 0;
    if (byCash(value, any)) n++;
    if (paid.some((p) => eq(p.value, value))) n++;
    if (payable.some((p) => p !== self && p.row !== self.row && eq(p.value, value))) n++;
    if (bySum(value, any)) n++;
    if (byRounding(value, self)) n++;
    if (bySupplies(value)) n++;
    if (bySummary(value)) n++;
    if (byShare(value, self)) n++;
    return n;
  };
  // Arithmetic over other numbers: change given back, a tax or rounding added (a zero only reprints the total).
  const arithmetic = (a: Amount): number =>
    Number(byCash(a.value, (v) => v > 0)) +
    Number(bySum(a.value, (v) => v > 0)) +
    Number(byRounding(a.value, a)) +
    Number(bySupplies(a.value)) +
    Number(bySummary(a.value)) +
    Number(byShare(a.value, a));
  // Arithmetic runs on amounts without their sign; a refund's total keeps the minus it is printed with.
  const result = (a: Amount, score: number): TotalCandidate => ({
    field: "total",
    value: a.negative ? -a.value : a.value,
    score,
    page: a.row.page,
    words: a.words,
    via: "rule",
    label: null,
    labelWords: [],
    checked: arithmetic(a) > 0,
  });

  // No total label survived OCR (or its amount did not): a row the receipt's arithmetic alone
  // names is the total (the top-most one: the total is printed before the payment).
  const byArithmetic = (): TotalCandidate | null => {
    // With several taxes (GST, a service charge) subtotal + one of them is a step, not the total.
    // A tax summary's columns are that tax again, not another.
    const oneTax = new Set(taxes.filter((t) => t.value > 0 && !summaryRows.includes(t.row)).map((t) => t.value)).size <= 1;
    const names = (v: number) => byCash(v, (c) => c > 0) || (oneTax && bySum(v, (p) => p > 0));
    // A row whose label reads as a count or a saving ("Item 2 Total with GST") is as open as one with no label left.
    // A cash row is open too: "Cash 8.60" over "Tendered 9.00 / Change 0.40" is the amount paid.
    const open = [...unlabelled, ...of("other"), ...cash].sort(byPlace);
    const named = open.find((a) => a.value > 0 && names(a.value));
    if (named) return result(named, arithmetic(named) >= 2 ? 0.85 : 0.75);
    return paidExactly();
  };
  // Paid exactly — by card, or in cash with the change printed as 0.00: the payment is the amount
  // to pay. Taken only when one amount was paid and a labelled row above the payment prints it too
  // (a total whose label OCR garbled into a tax's or a count's), so a misread payment or a split one
  // gives nothing. An item row of that price is not enough: other items may be lost to OCR.
  const paidExactly = (): TotalCandidate | null => {
    const exact = change.length > 0 && change.every((c) => c.value === 0);
    const payments = [...of("paid"), ...(exact ? cash : [])].filter((p) => p.value > 0);
    const value = payments[0]?.value;
    if (value === undefined || payments.some((p) => !eq(p.value, value))) return null;
    const first = [...payments].sort(byPlace)[0]!;
    const above = of("payable", "rounded", "tax", "other")
      .filter((a) => a.row.page === first.row.page && a.row.bottom <= first.row.top && eq(a.value, value))
      .sort((a, b) => b.row.top - a.row.top)[0];
    return above ? result(above, 0.7) : null;
  };
  // The total row read one look-alike digit away from what the receipt's arithmetic gives
  // ("Total 77.76" under 73.40 + 4.40 − 0.05), and from nothing else it gives: the sum is what is
  // printed there. Two independent readings agree on all but one worn glyph; the row keeps its place.
  const correctedByArithmetic = (read: Amount): TotalCandidate | null => {
    const positive = (v: number) => v > 0;
    const sums = new Set([...cashSums(positive), ...subtotalSums(positive)]);
    const near = [...sums].filter((v) => v > 0 && oneDigitMisread(read.value, v));
    if (near.length !== 1 || [...sums].some((v) => eq(v, read.value))) return null;
    return { ...result({ ...read, value: near[0]! }, 0.6), checked: true, misread: read.value };
  };
  if (!payable.length) return byArithmetic();

  // A share someone else pays taken off the total under it ("Total price 36.45 / Plan pays -26.45 /
  // Amount paid 10.00"), an insurer's or a voucher's: the total less that share is what the customer
  // paid when a payment row below the share prints it. The first row printing it is the amount paid.
  const afterShare = (total: Amount): Amount | null => {
    for (const share of shares.filter((a) => byPlace(a, total) > 0).sort(byPlace)) {
      const rest = round2(total.value - share.value);
      const payment = paid.filter((p) => p.value > 0 && eq(p.value, rest) && byPlace(p, share) > 0).sort(byPlace)[0];
      if (rest > 0 && payment) return payment;
    }
    return null;
  };

  // A tip added under the bill's total ("TOTAL 51.77 / Tip 9.50 / TOTAL WITH TIP 61.27"): what is
  // paid is the total with the tip, which the addition itself confirms.
  const tips = of("tip").filter((t) => t.value > 0);
  const tipped = payable.find((p) => tips.some((t) => payable.some((q) => q.row.top < t.row.top && eq(round2(q.value + t.value), p.value))));
  if (tipped) return { ...result(tipped, paid.some((x) => eq(x.value, tipped.value)) ? 0.95 : 0.85), checked: true };

  // A total before rounding, with the rounding printed below it and the rounded amount only on the
  // payment row ("Total 31.02 / Rounding -0.02 / CASH 31.00"), or on a row labelled as the rounding
  // itself ("Rounding Adjustment 0.02 / Rounding 18.25"): the rounded amount is the total.
  for (const p of [...payable]) {
    for (const r of roundings.filter((x) => x.value > 0)) {
      for (const v of [round2(p.value + r.value), round2(p.value - r.value)]) {
        // Cash rounding goes to coins that exist: a multiple of 5 cents.
        if (v <= 0 || Math.round(v * 100) % 5 !== 0) continue;
        const payment = paid.find((x) => eq(x.value, v)) ?? roundings.find((x) => x.value > r.value && eq(x.value, v));
        if (payment && !payable.some((x) => eq(x.value, v))) payable.push({ ...payment, kind: "rounded", value: v });
      }
    }
  }
  // The rounding itself unread ("Rounding Adjustment RM .01"), a row labelled as the rounding that
  // prints a plain total above it rounded to 5 cents ("Total 45.34 … Rounding RM 45.35") is the
  // rounded total: the total before rounding is not the amount to pay.
  for (const r of roundings) {
    if (!payable.some((x) => eq(x.value, r.value)) && payable.some((p) => p.kind === "payable" && byPlace(p, r) < 0 && cashRounded(p.value, r.value))) {
      payable.push({ ...r, kind: "rounded" });
    }
  }
  // The amount to pay: the rounded / due row when printed, else the plain totals. A rounded row
  // nothing confirms while the payment confirms a plain total ("Total $6.40 … Nett Total 56.40 …
  // Cash $6.40, Change $0.00"): the rounded row is the misread one.
  const rounded = payable.filter((a) => a.kind === "rounded");
  let pool = rounded.length ? rounded : payable;
  let best = bestSupported(pool, support);
  if (rounded.length && best.confirmed === 0) {
    const plain = bestSupported(payable, support);
    if (plain.chosen && plain.confirmed > 0 && byPayment(plain.chosen.value)) [pool, best] = [payable, plain];
  }
  let { chosen } = best;
  const { confirmed, tied } = best;
  // Two readings the receipt confirms equally: no way to tell which one is paid.
  if (tied) return null;
  if (!chosen || confirmed === 0) {
    const shared = afterShare(pool[pool.length - 1]!);
    if (shared) return { ...result(shared, 0.85), checked: true };
    const corrected = correctedByArithmetic(pool[pool.length - 1]!);
    // The corrected amount paid exactly and printed on a row above the payment as read: that row
    // gives it without a digit set right ("Total Qty: 5 60.95 … CASH 60.95 / Change 0.00").
    const printed = corrected && paidExactly();
    if (printed && eq(Number(printed.value), Number(corrected.value))) return printed;
    if (corrected) return corrected;
    // Nothing confirms any reading: accept only an amount no other total row contradicts, except
    // for a total before rounding that the printed rounding accounts for, or one printed above
    // it within 5 cents when the later one is rounded to 5 cents (cash rounding, its row unlabelled).
    const last = pool[pool.length - 1]!;
    const others = payable.filter((a) => !eq(a.value, last.value));
    const byCashRounding = (o: Amount) => byPlace(o, last) < 0 && cashRounded(o.value, last.value);
    const byRoundingOf = (o: Amount) => roundings.some((r) => eq(Math.abs(round2(o.value - last.value)), r.value));
    const explained = others.every((o) => byCashRounding(o) || byRoundingOf(o));
    // Paid exactly in cash (the change printed as 0.00) another amount than the total, by more than
    // rounding to 5 cents: the total or the payment is misread, and nothing tells which.
    const exact = change.length > 0 && change.every((c) => c.value === 0);
    const cashRounding = (c: Amount) => Math.abs(c.value - last.value) < 0.05 && Math.round(c.value * 100) % 5 === 0;
    const contradicted = exact && cash.some((c) => !eq(c.value, last.value) && !cashRounding(c) && !byRoundingOf(c));
    // A row below printing the total rounded to 5 cents, whatever OCR left of its label or tail
    // ("Rounding RM 45.35 7"): the amount to pay may be that one (receipts, and their
    // annotations, name either the total before rounding or after it), so the total is returned
    // with the weakest evidence (ROUNDED_BELOW_SCORE). A payment rounded so is the cash handed
    // over, the total stands ("TOTAL 12.48 / CASH 12.50 / CHANGE 0.00").
    const roundedBelow = allRows.some(
      (row) =>
        row.page === last.row.page && row.top > last.row.bottom && !paid.some((p) => p.row === row) && figuresOf(row).some((v) => cashRounded(last.value, v)),
    );
    if (!explained || contradicted) return byArithmetic();
    if (roundedBelow) return result(last, ROUNDED_BELOW_SCORE);
    chosen = last;
  }
  return result(chosen, confirmed >= 2 ? 0.95 : confirmed === 1 ? 0.85 : 0.6);
}
