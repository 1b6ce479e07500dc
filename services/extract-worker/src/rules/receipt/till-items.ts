import type { PositionedDocument, Word } from "../../layout/types";
import type { DocContext } from "../types";
import { segmentOf, wordsInSpan } from "../geometry";
import type { ItemRow } from "../items/line-items";
import { readMoney } from "../read-value";
import { isTotalsRow } from "../items/totals-row";
import { namesTax, opensTotals } from "./total";
import { CASH_BAR_RE } from "./payment-method";
import { ACTIVE_CURRENCY_CODES, classifyLabel, findDates, matchLabel } from "../../values";
import { pageRows, type Row } from "../rows";

// Items of a till receipt, which prints no table header: the rows right above the totals block
// that end in a right-aligned amount ("STROOPWAFELS ........ 11,57"), read upwards until a row
// that is neither an item nor a quantity line (the header block, the date, the till number).
// A quantity line ("3 x 12,17", "2 @ 4.99", "0,512 kg x 2,99") belongs to the item beside it, and
// is kept only when quantity × unit price is the item's amount.

/** What a till's count may name after it: a weight, a volume or pieces in the tills' languages. */
const COUNT_UNIT = String.raw`(?:kg|g|l|stk\.?|pcs?\.?|st\.?|szt\.?|un\.?|und\.?|unid\.?|pzas?\.?|ks|db|buc\.?|ad\.?|adet|kpl)`;
/**
 * "3 x 12,17", "2 @ 4.99", "0,512 kg x 2,99 €/kg", "2 Stk x 1,50", "0.558 kg @ S$1.96/kg": a
 * quantity and a unit price, the price's currency before it as a symbol, a prefixed symbol
 * ("S$", "A$") or letters ("RM", "EUR"). The count may name its unit: pieces in the tills'
 * languages ("1 UN x 5,70", "2 PZA", "3 ks", "2 db", "1,000 BUC", "2 AD", "4 kpl").
 */
const QUANTITY_RE = new RegExp(
  String.raw`^\s*(\d+(?:[.,]\d{1,3})?)\s*${COUNT_UNIT}?\s*[x×@*]\s*(?:(?:\p{Lu}{1,2})?[€$£]\s*|(?:RM|\p{Lu}{3})\s?)?(\d+[.,]\d{2,3})(?:\s*(?:€|\$|£|zł|[a-z]{3})?(?:\/\s*\p{L}+)?)?\s*$`,
  "iu",
);
/** A text opening with a priced quantity ("1 UN x 22,92 …"): a quantity line, or one run into the next row — never a description. */
const QUANTITY_OPENING_RE = new RegExp(String.raw`^\s*\d+(?:[.,]\d{1,3})?\s*${COUNT_UNIT}?\s*[x×@*]\s*(?:\p{Lu}{0,3}[€$£]?\s*)?\d+[.,]\d{2}`, "iu");
export const opensWithQuantity = (text: string) => QUANTITY_OPENING_RE.test(text);

/**
 * "Chleb razowy 2 x4,54", "TEH TARIK 2 1.90": a quantity and unit price closing the description,
 * before the amount, with a times sign or as two columns of their own.
 */
const TRAILING_QUANTITY_RE = /\s(\d+(?:[.,]\d{1,3})?)\s*(?:kg|szt\.?|stk\.?|pcs?\.?)?(?:\s*[x×*]\s*|\s+)(\d+[.,]\d{2,3})$/iu;
/** An article number (EAN-8/13, UPC-A, a till's own code): printed beside or under an item, never its description. */
const ARTICLE_CODE_RE = /^\d{8,14}$/u;
/**
 * "Items: 3", "No. of items: 9", "9 Artikel", "Nombre d'articles : 4", "ARTICULOS VENDIDOS: 7", "Qtd. total de itens 5":
 * the item count between the items and the totals.
 */
const ITEM_COUNT_RE =
  /^\s*(?:(?:(?:no\.?\s*of|number\s+of|total|#)\s+items?|items?(?:\s+sold)?|artikel|articles?|artikelen|art[íi]culos(?:\s+vendidos)?|anzahl artikel|aantal artikelen|nombre d'articles|n[ºo°]\.? art[íi]culos|pozycj[ie]|qtd\.?\s+(?:total\s+de\s+)?itens|quantidade\s+(?:total\s+)?de\s+itens)\s*:?\s*\d{1,3}|\d{1,3}\s+(?:items?|artikel|articles?|artikelen|art[íi]culos|pozycj[ie]))\s*$/iu;
/** A discount, bonus or coupon: printed in the item block with a negative amount, an item of its own. */
const DISCOUNT_RE =
  /(?<!\p{L})(rabatt|discount|korting|remise|r[ée]duction|bonus|coupon|gutschein|voucher|descuento|cup[óo]n|rabat|kupon|promo\p{L}*|aktion\p{L}*|saving|sconto)(?!\p{L})/iu;
/** Polish fiscal receipts open their totals with the taxed sales per class ("SPRZEDAŻ OPODATKOWANA A"). */
const FISCAL_TOTALS_RE = /^\s*sprzeda[żz] opodatkowana\b/iu;
/** "9,08C", "3,49A": a tax class letter glued to the amount. */
const GLUED_CLASS_RE = /^(-?\d+[.,]\d{2})[A-G]$/u;

/** Lines that end the item block going upwards, or never are items: tax, payment, change, counts. */
const NOT_ITEM_RE =
  /\b(mwst|ust|btw|vat|tva|iva|gst|sst|tax|steuer|cash|contant|change|rückgeld|terug|wechselgeld|visa|mastercard|maestro|karte|kaart|pin|tendered|gegeben|rendu|rabatt|discount|korting|remise|subtotal|zwischensumme|subtotaal|sous-total|total|totaal|summe|gesamt|rounding|rundung|tel|phone|telefon|datum|date|fecha|bon|receipt|beleg|kasse|kassa|till|cashier|kassierer|table|tisch)\b/iu;

/**
 * A card payment line ("CARD 12.00", "CREDIT CARD", "Paid by card"): a card named by how it pays.
 * A card sold in the item block ("GREETING CARD", "SD CARD") is an item.
 */
const CARD_PAYMENT_RE = /^\s*cards?\b|\b(?:credit|debit|bank|payment|paid by|pay by|by)\s+card\b/iu;

/** The same for the Czech, Slovak, Hungarian, Romanian, Turkish and Nordic tills' tax, payment and change words (not all ASCII). */
const NOT_ITEM_WORLD_RE =
  /(?<![\p{L}\p{N}])(dph|daň|áfa|kdv|topkdv|mva|alv|moms|hotovost|hotově|hotovosť|készpénz|numerar|nak[iİ]t|kontant|käteinen|vráceno|vrátiť|visszajáró|rest|para üstü|växel|tilbake|retur|takaisin|zaokrouhlení|zaokrúhlenie|kerekítés|öresavrundning|øreavrunding|øreafrunding|pyöristys)(?![\p{L}\p{N}])/iu;

const isTillWord = (text: string) => NOT_ITEM_RE.test(text) || NOT_ITEM_WORLD_RE.test(text) || CARD_PAYMENT_RE.test(text) || CASH_BAR_RE.test(text);

interface Parsed {
  description: string;
  descWords: Word[];
  amount: number;
  amountWords: Word[];
}

/**
 * The money amount closing a row, right-aligned with the totals' amounts (an amount column, not a
 * number inside the text). It may carry a currency or tax-class mark after it ("11,57 A", "3,00 €"),
 * or glued to it ("9,08C"); `tail` counts the words from the amount to the row's end.
 */
function amountAtEnd(row: Row, ctx: DocContext, amountRight: number): { value: number; word: Word; tail: number } | null {
  const words = row.words;
  const last = words[words.length - 1];
  if (!last || words.length < 2) return null;
  const whole = wholeUnitAmount(words);
  if (whole) return whole;
  // A tax class or currency mark after the amount ("11,57 A", "3,00 €", "41,28 EUR").
  const tail = (/^[A-Z€$£*]{1,2}$/u.test(last.text) || ACTIVE_CURRENCY_CODES.has(last.text)) && words.length >= 3 ? 2 : 1;
  const word = words[words.length - tail] as Word;
  const amount = readMoney(GLUED_CLASS_RE.exec(word.text)?.[1] ?? word.text, ctx);
  if (!amount || typeof amount.value !== "number" || (amount.others ?? 0) > 0) return null;
  // A mark after the amount already shows it closes the row; a bare amount must sit in the column.
  if (tail === 1 && Math.abs(word.bbox[2] - amountRight) > Math.max(12, (word.bbox[3] - word.bbox[1]) * 1.5)) return null;
  return { value: amount.value, word, tail };
}

/** The marks of a currency tills print in whole units (forints): its amounts have no cents. */
const WHOLE_UNIT_MARK = /^(?:Ft|HUF)$/u;
/** A tax class after an amount: "A", "C", or a letter and two digits ("C00", the Hungarian VAT code). */
const TAX_CLASS = /^(?:[A-Z]{1,2}|[A-Z]\d{2})$/u;

/**
 * "Kávé 250g   1 508 Ft C00": an amount in whole forints closing the row, its thousands parted by a space, the
 * currency after it and perhaps a tax class. The digit groups before the mark are the amount (two at most: a
 * till's item costs less than a million).
 */
function wholeUnitAmount(words: Word[]): { value: number; word: Word; tail: number } | null {
  let k = words.length;
  if (k > 2 && TAX_CLASS.test(words[k - 1]!.text)) k--;
  if (!WHOLE_UNIT_MARK.test(words[k - 1]?.text ?? "")) return null;
  let start = k - 2;
  if (start < 1 || !/^\d{1,3}$/.test(words[start]!.text)) return null;
  if (start >= 2 && words[start]!.text.length === 3 && /^\d{1,3}$/.test(words[start - 1]!.text)) start--;
  const value = Number(
    words
      .slice(start, k - 1)
      .map((w) => w.text)
      .join(""),
  );
  return value > 0 ? { value, word: words[start]!, tail: words.length - start } : null;
}

/** A row that is an item: a description with letters, then one money amount at its right end. */
function itemOf(row: Row, ctx: DocContext, amountRight: number): Parsed | null {
  const words = row.words;
  const amount = amountAtEnd(row, ctx, amountRight);
  if (!amount) return null;
  const { tail, word: amountWord } = amount;
  const descWords = withoutArticleCode(withoutRateColumn(withoutAmountMark(words.slice(0, words.length - tail), amount.word)));
  const description = segmentOf(descWords)
    .text.replace(/[.\s]+$/u, "")
    .trim();
  // "0,482 kg x 2,99 /kg   1,44": a priced quantity line, whose item is named on the line above.
  if (!/\p{L}{2}/u.test(description) || QUANTITY_RE.test(description) || WHOLE_UNIT_QUANTITY_RE.test(description)) return null;
  // A negative discount line may name its rate ("Rabatt 20%"), and so may a reduction in the
  // block under any other name ("Member price 30%  -0,20"): a tax line is never negative. Any
  // other rate closing the text, or a till word, is no item ("Vollmilch 3,5% 1l" is: the rate is
  // inside its name).
  const discount = amount.value < 0 && DISCOUNT_RE.test(description);
  const rateClosing = /\d\s?%(?!\s+\S*\p{L})/u.test(description);
  if (!discount && (isTillWord(description) || (rateClosing && amount.value >= 0))) return null;
  return { description, descWords, amount: amount.value, amountWords: [amountWord] };
}

/**
 * A tax-rate column between the description and the amount ("Caffè   10,00%   1,20"): a rate set
 * apart from the description by more than a wide space belongs to no description.
 */
function withoutRateColumn(words: Word[]): Word[] {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  // "EKMEK %1 *10,00": a rate written with its sign first, as Turkish tills print the KDV class, is never a name's.
  if (last && before && /^%\d{1,2}(?:[.,]\d{1,2})?$/.test(last.text)) return words.slice(0, -1);
  if (!last || !before || !/^\d{1,2}(?:[.,]\d{1,2})?\s?%$/.test(last.text)) return words;
  const gap = last.bbox[0] - before.bbox[2];
  return gap > (last.bbox[3] - last.bbox[1]) * 1.5 ? words.slice(0, -1) : words;
}

/**
 * A currency mark set before the amount, a column apart from the description ("Parken ……… Fr. 4.92"):
 * it belongs to the amount. A short word without digits, next to the amount and far from the name.
 */
function withoutAmountMark(words: Word[], amount: Word): Word[] {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!last || !before || /\d/.test(last.text) || last.text.length > 4) return words;
  const h = last.bbox[3] - last.bbox[1];
  return last.bbox[0] - before.bbox[2] > COLUMN_GAP * h && amount.bbox[0] - last.bbox[2] < h ? words.slice(0, -1) : words;
}

/**
 * "9555012345678 TEH TARIK", "MILK 2% GAL 007874235186", "003 7891234567890 ARROZ 5KG": the description without its
 * article number, nor the line number printed before it.
 */
function withoutArticleCode(words: Word[]): Word[] {
  const numbered = words.length > 2 && /^\d{1,3}$/.test(words[0]!.text) && ARTICLE_CODE_RE.test(words[1]!.text) ? 1 : 0;
  const start = words.length > numbered + 1 && ARTICLE_CODE_RE.test(words[numbered]!.text) ? numbered + 1 : 0;
  const end = words.length - start > 1 && ARTICLE_CODE_RE.test(words[words.length - 1]!.text) ? words.length - 1 : words.length;
  return words.slice(start, end);
}

function endsInMoney(row: Row, ctx: DocContext): boolean {
  const last = row.words[row.words.length - 1];
  return !!last && /\d[.,]\d{2}$/.test(last.text) && typeof readMoney(last.text, ctx)?.value === "number";
}

/** Words and no amount or till word: all a description's row holds when its price is printed elsewhere. */
const wordsOnly = (text: string, letters: RegExp) => letters.test(text) && !/\d+[.,]\d{2}\b/.test(text) && !isTillWord(text);

/** A row that may continue a description ("1.5L"): one letter will do, but no quantity line. */
function isWrapOnly(row: Row): boolean {
  const text = segmentOf(row.words).text;
  return wordsOnly(text, /\p{L}/u) && !QUANTITY_RE.test(text);
}

/**
 * A description's second line: only words, starting where the description starts, right under it,
 * in its type size. Apps set an item's options under it in smaller type ("Cheeseburger" / "No
 * onions"): a note of its own, not the name.
 */
function wrapsUnder(wrap: Row, descWords: Word[]): boolean {
  const first = descWords[0];
  const height = first ? first.bbox[3] - first.bbox[1] : 0;
  const bottom = Math.max(...descWords.map((w) => w.bbox[3]));
  const smaller = Math.max(...wrap.words.map((w) => w.fontSize)) < Math.min(...descWords.map((w) => w.fontSize)) * 0.95;
  return !!first && !smaller && Math.abs(wrap.words[0]!.bbox[0] - first.bbox[0]) <= height * 0.5 && wrap.top - bottom <= height * 0.8;
}

/** "+ Oat milk", "+ Gift wrap": an option added to the item above, printed under it without a price. */
const OPTION_RE = /^\s*\+\s*\p{L}/u;
/** "Rx #4145115", "Verordnung 2088905", "Order no. 88231": a few label words and a reference number, no price. */
const REFERENCE_RE = /^\s*\p{L}[\p{L}\s.#°º:-]{0,30}?\s*\d{5,}\s*$/u;
/** "@ 8,50", "à 1,20", "je 0,75": an item's unit price alone, under the item whose count opens it. */
const UNIT_PRICE_RE = /^\s*(?:@|à|je|each|ea\.?)\s*(?:[€$£]\s*)?(\d+[.,]\d{2})\s*(?:€|\$|£)?\s*$/iu;

/**
 * A note printed under or between items, not an item and not a wrapped description: an option
 * ("+ Oat milk"), the reference an item was sold on ("Rx #4145115"), a date a few label words name
 * ("Prescribed 03/20/2020", "Rezept vom 12.03.2025"), or the unit price of the item right `above`
 * when that item opens with its count and the count × the price is its amount ("2 x Kind 17,00" /
 * "@ 8,50").
 */
function isNote(row: Row, above: Parsed | null, ctx: DocContext): boolean {
  const text = segmentOf(row.words).text;
  if (OPTION_RE.test(text) && !/\d[.,]\d{2}\b/.test(text)) return true;
  if (REFERENCE_RE.test(text)) return true;
  const dates = findDates(text);
  const date = dates.length === 1 ? dates[0]! : null;
  if (date && /^\s*\p{L}[\p{L}\s.#:]{0,30}$/u.test(text.slice(0, date.start)) && /^[\s\d:]*$/.test(text.slice(date.end))) return true;
  const unit = UNIT_PRICE_RE.exec(text);
  const price = unit ? readMoney(unit[1]!, ctx)?.value : undefined;
  const count = above ? /^\s*(\d{1,2})\s*[x×]?\s+\p{L}/u.exec(above.description)?.[1] : undefined;
  return typeof price === "number" && price > 0 && !!above && !!count && Number(count) > 1 && Math.abs(Number(count) * price - above.amount) <= 0.011;
}

/** How many notes there may be between two items (a reference, its date and an option). */
const MAX_NOTES = 3;

/** The index of the item row right above the notes that end at row `i`, or null when row `i` is no note under an item. */
function itemOverNotes(rows: Row[], i: number, ctx: DocContext, amountRight: number): number | null {
  for (let j = i; j >= 1 && i - j < MAX_NOTES; j--) {
    const above = itemOf(rows[j - 1]!, ctx, amountRight);
    if (!isNote(rows[j]!, above, ctx)) return null;
    if (above) return j - 1;
  }
  return null;
}

/**
 * A row printing the sum of the two or more priced rows above it ("Retail value", "Gesamtpreis" over
 * an insurer's share) closes them: it and what follows are no items. So does one repeating a single
 * row's amount when a deduction follows it ("Gesamtpreis 59,45 / Kassenanteil -54,45"): two equal
 * items are not followed by a share taken off them. Taken only when the rows read do not sum to the
 * receipt's total, as the items of a receipt do; with no total, never.
 */
function cutAtSum(items: ItemRow[], total: number | null): ItemRow[] {
  const amounts = items.map((item) => item.cells.item_amount?.value);
  if (total === null || amounts.some((a) => typeof a !== "number")) return items;
  const values = amounts as number[];
  const all = values.reduce((sum, v) => sum + v, 0);
  if (Math.abs(all - total) <= 0.011) return items;
  let above = values[0] ?? 0;
  for (let k = 1; k < values.length; k++) {
    const deducted = (values[k + 1] ?? 0) < 0;
    if ((k >= 2 || deducted) && Math.abs(values[k]! - above) <= 0.011) return items.slice(0, k);
    above += values[k]!;
  }
  return items;
}

/** A row opening with an article number, perhaps after its line number ("003 7891234567890 DETERGENTE"). */
function opensWithCode(row: Row): boolean {
  const [first, second] = row.words;
  return !!first && (ARTICLE_CODE_RE.test(first.text) || (/^\d{1,3}$/.test(first.text) && !!second && ARTICLE_CODE_RE.test(second.text)));
}

/** A row holding only article numbers: an item's code wrapped under it, part of the item block. */
const isArticleCodeRow = (row: Row) => row.words.every((w) => ARTICLE_CODE_RE.test(w.text));

/** "2 db x 1 299 Ft": a count and a unit price in whole forints. */
const WHOLE_UNIT_QUANTITY_RE = /^\s*(\d{1,3})\s*(?:db|pcs?\.?)?\s*[x×@*]\s*(\d{1,3}(?: \d{3})?)\s*(?:Ft|HUF)\s*$/iu;

function quantityOf(row: Row, ctx: DocContext): { quantity: number; unitPrice: number; words: Word[] } | null {
  const whole = WHOLE_UNIT_QUANTITY_RE.exec(segmentOf(row.words).text);
  if (whole) return { quantity: Number(whole[1]), unitPrice: Number(whole[2]!.replace(" ", "")), words: row.words.slice(0, 1) };
  const m = QUANTITY_RE.exec(segmentOf(row.words).text);
  const read = m && readQuantity(m[1] as string, m[2] as string, ctx);
  return read ? { ...read, words: row.words.filter((w) => /\d/.test(w.text)).slice(0, 1) } : null;
}

/**
 * A quantity and its unit price as printed. A price with three decimals ("1,799 EUR/l", fuel) is
 * a price per unit in tenths of a cent, never a thousands group: it is read as decimals.
 */
function readQuantity(quantity: string, price: string, ctx: DocContext): { quantity: number; unitPrice: number } | null {
  // A count or weight with three decimals ("1,000 BUC", "0.512 kg") is read as decimals too: a till counts no thousands of an article.
  const q = /^\d+[.,]\d{3}$/.test(quantity)
    ? { value: Number(quantity.replace(",", ".")) }
    : (readMoney(quantity, ctx) ?? { value: Number(quantity.replace(",", ".")) });
  const p = /^\d+[.,]\d{3}$/.test(price) ? { value: Number(price.replace(",", ".")) } : readMoney(price, ctx);
  if (!p || typeof q.value !== "number" || typeof p.value !== "number") return null;
  return { quantity: q.value, unitPrice: p.value };
}

/** The first row of the totals block: a subtotal or total label, weak ones ("Zu zahlen", "Amount due") included, opening the row. */
function endsItems(row: Row): boolean {
  if (isTotalsRow(row.parts, ["subtotal", "total"]) || FISCAL_TOTALS_RE.test(segmentOf(row.words).text)) return true;
  // Parts run left to right (rows.ts): the first opens the row.
  const first = row.parts[0]!;
  const m = classifyLabel(first.text, ["subtotal", "total"]);
  // Till words such as the Polish "SUMA" are not in the invoice lexicon (there they cut Polish
  // invoices' item tables short): the receipt total's own label kinds know them.
  // A weak label word opening a line without any figure is a heading ("Payment receipt"), not the totals.
  const labelled = m !== null && m.kind !== "contains" && m.start === 0 && (m.strength === "strong" || /\d/.test(segmentOf(row.words).text));
  return labelled || opensTotals(first.text);
}

/** A quantity line that also prints the item's amount: "2 x 8,09    16,18" with 2 × 8,09 = 16,18. */
function pricedQuantityOf(
  row: Row,
  ctx: DocContext,
  amountRight: number,
): { quantity: number; amount: number; quantityWords: Word[]; amountWords: Word[] } | null {
  const amount = amountAtEnd(row, ctx, amountRight);
  if (!amount) return null;
  const rest = { ...row, words: row.words.slice(0, row.words.length - amount.tail) };
  const q = quantityOf(rest, ctx);
  if (!q || !matches(q, amount.value)) return null;
  return { quantity: q.quantity, amount: amount.value, quantityWords: q.words, amountWords: [amount.word] };
}

/** A row of words only (an item's description printed above its quantity line). */
const isDescriptionOnly = (row: Row) => wordsOnly(segmentOf(row.words).text, /\p{L}{2}/u);

/** The description of a description-only row: its left part ("Super E10 ‹gap› Pump 4": the pump is no part of it). */
function leftPart(row: Row): Word[] {
  // Parts run left to right (rows.ts): the first opens the row.
  const first = row.parts[0]!;
  return row.words.filter((w) => w.bbox[0] >= first.bbox[0] - 0.5 && w.bbox[2] <= first.bbox[2] + 0.5);
}

/** A gap of this many type heights parts two columns; a word space is a fraction of one. */
const COLUMN_GAP = 3;

/** Quantity × unit price makes the amount; a returned article prints its price as sold and its amount negative. */
const matches = (q: { quantity: number; unitPrice: number }, amount: number) => Math.abs(Math.abs(q.quantity * q.unitPrice) - Math.abs(amount)) <= 0.011;

/**
 * A quantity column: the descriptions' last word is a whole number right-aligned with the same
 * word of the other items ("CROISSANT | 1 | 7.69"). It moves from the description to the quantity.
 * A single item has no other to align with: its number must then stand a column's gap apart
 * (COLUMN_GAP type heights), where no name would set a word.
 */
function splitQuantityColumn(items: ItemRow[]): void {
  const trailing = items.map((item) => {
    const words = item.cells.item_description?.words ?? [];
    const last = words[words.length - 1];
    return last && words.length >= 2 && /^\d{1,3}$/.test(last.text) ? last : null;
  });
  const found = trailing.filter((w): w is Word => w !== null);
  if (items.length === 1 && found.length === 1) {
    const words = items[0]!.cells.item_description!.words;
    const [before, last] = words.slice(-2) as [Word, Word];
    if (last.bbox[0] - before.bbox[2] < COLUMN_GAP * (last.bbox[3] - last.bbox[1])) return;
  } else if (found.length < 2 || found.length < items.length * 0.6) return;
  const right = found.map((w) => w.bbox[2]).sort((a, b) => a - b);
  if ((right[right.length - 1] as number) - (right[0] as number) > 4) return;
  items.forEach((item, i) => {
    const w = trailing[i];
    const desc = item.cells.item_description;
    if (!w || !desc) return;
    const words = desc.words.slice(0, -1);
    desc.words = words;
    desc.value = segmentOf(words).text;
    if (!item.cells.item_quantity) item.cells.item_quantity = { value: Number(w.text), words: [w], quality: 0.9 };
  });
}

/** Items of the first page's till block, read upwards from the first totals row. */
export function tillItems(doc: PositionedDocument, ctx: DocContext, total: number | null = null): ItemRow[] {
  const page = doc.pages[0];
  if (!page) return [];
  const rows = pageRows(page);
  const totalsAt = rows.findIndex((r) => endsItems(r));
  if (totalsAt <= 0) return [];
  // The totals' amounts are right-aligned: their right edge is the amount column's (the first
  // totals row may print a count instead, "TOTAL QTY: 8").
  const totalsWords = rows.slice(totalsAt).find((r) => endsInMoney(r, ctx))?.words ?? rows[totalsAt]!.words;
  const amountRight = totalsWords[totalsWords.length - 1]!.bbox[2];
  const found: ItemRow[] = [];
  let pendingQuantity: ReturnType<typeof quantityOf> = null;
  let pendingWrap: Row | null = null;
  const wraps = new Map<ItemRow, Word[]>();
  let head: Row | undefined;
  for (let i = totalsAt - 1; i >= 0; i--) {
    const row = rows[i] as Row;
    const item = itemOf(row, ctx, amountRight);
    if (item) {
      const cells: ItemRow["cells"] = {
        item_description: { value: item.description, words: item.descWords, quality: 0.9 },
        item_amount: { value: item.amount, words: item.amountWords, quality: 0.9 },
      };
      // A quantity line is printed right under its item, or right above it.
      const below = pendingQuantity && matches(pendingQuantity, item.amount) ? pendingQuantity : null;
      const aboveRow = rows[i - 1];
      const above = !below && aboveRow ? quantityOf(aboveRow, ctx) : null;
      const q = below ?? (above && matches(above, item.amount) ? above : null);
      if (q) cells.item_quantity = { value: q.quantity, words: q.words, quality: 1 };
      if (above && q === above) i--;
      found.unshift({ page: page.number, cells });
      if (pendingWrap && wrapsUnder(pendingWrap, item.descWords)) wraps.set(found[0]!, pendingWrap.words);
      pendingQuantity = null;
      pendingWrap = null;
      continue;
    }
    // "LECHE ENTERA 1L" / "1 x 2,95    2,95": the amount closes the quantity line under its description.
    const priced = pricedQuantityOf(row, ctx, amountRight);
    const descRow = rows[i - 1];
    // "003 7891234567890 DETERGENTE" / "500ML" / "1 UN x 2,30   2,30": a name wrapped over two rows above its quantity
    // line, the first opening with the item's code.
    const upper = rows[i - 2];
    const wrapped =
      !!priced &&
      !!descRow &&
      !!upper &&
      isWrapOnly(descRow) &&
      isDescriptionOnly(upper) &&
      opensWithCode(upper) &&
      !opensWithCode(descRow) &&
      wrapsUnder(descRow, leftPart(upper));
    if (priced && descRow && (wrapped || isDescriptionOnly(descRow))) {
      const descWords = withoutArticleCode(wrapped ? [...leftPart(upper), ...leftPart(descRow)] : leftPart(descRow));
      if (wrapped) i--;
      found.unshift({
        page: page.number,
        cells: {
          item_description: { value: segmentOf(descWords).text, words: descWords, quality: 0.9 },
          item_quantity: { value: priced.quantity, words: priced.quantityWords, quality: 1 },
          item_amount: { value: priced.amount, words: priced.amountWords, quality: 0.9 },
        },
      });
      i--;
      continue;
    }
    const quantity = quantityOf(row, ctx);
    if (quantity && !pendingQuantity) {
      pendingQuantity = quantity;
      continue;
    }
    if (!found.length && ITEM_COUNT_RE.test(segmentOf(row.words).text)) continue;
    // "TOPKDV *4,25" over "TOPLAM *1.250,00": the tax's total printed before the total is part of the totals block.
    if (!found.length && endsInMoney(row, ctx) && namesTax(row.parts[0]!.text)) continue;
    if (isArticleCodeRow(row)) continue;
    const over = itemOverNotes(rows, i, ctx, amountRight);
    if (over !== null) {
      i = over + 1;
      continue;
    }
    // A description too long for its column goes on under it: the item's row is the next one up.
    if (isWrapOnly(row) && rows[i - 1] && itemOf(rows[i - 1] as Row, ctx, amountRight)) {
      pendingWrap = row;
      continue;
    }
    head = row;
    break;
  }
  const items = cutAtSum(found, total);
  splitQuantityColumn(items);
  splitLeadingCounts(items, countHead(head));
  splitTrailingCounts(items);
  items.forEach((item) => splitTrailingQuantity(item, ctx));
  // Joined after the columns are split off the description's first line.
  for (const [item, words] of wraps) {
    const desc = item.cells.item_description!;
    desc.words = [...desc.words, ...words];
    desc.value = `${String(desc.value)} ${segmentOf(words).text}`;
  }
  return items;
}

/** A column head over the item block that opens with a quantity's label ("Qtd Descrição", "Qty Item"). */
function countHead(row: Row | undefined): boolean {
  const first = row?.words[0]?.text;
  const m = first ? matchLabel(first, "item_quantity") : null;
  return m?.kind === "exact" && m.strength === "strong";
}

/**
 * A count column in front of the descriptions ("1 Espresso", "2 x Club sandwich"), as restaurant
 * and fiscal tills print it: when most items open with a count (of those without a quantity line), it moves to the quantity — and so
 * does a single item's count under a head that names the column, and a count with its times sign
 * ("2 x PASTA 500G" among items without one): the sign says what the number is.
 */
function splitLeadingCounts(items: ItemRow[], headed: boolean): void {
  const leading = items.map((item) => {
    const words = item.cells.item_description?.words ?? [];
    // OCR may glue the count to the name ("1Queijo"): the count is then the word's digits.
    const glued = /^(\d{1,2})(?=\p{Lu}\p{Ll})/u.exec(words[0]?.text ?? "");
    if (glued && Number(glued[1]) > 0) return { count: Number(glued[1]), cut: glued[1]!.length, marked: false };
    // "2x Falafel Wrap", "1× Cola": the count with its times sign in one word, as delivery apps print it.
    const timesGlued = /^(\d{1,2})[x×]$/iu.exec(words[0]?.text ?? "");
    if (timesGlued && Number(timesGlued[1]) > 0 && words.length >= 2 && /^\p{L}/u.test(words[1]!.text))
      return { count: Number(timesGlued[1]), cut: segmentOf(words).parts[1]!.start, marked: true };
    if (words.length < 2 || !/^\d{1,2}$/.test(words[0]!.text) || Number(words[0]!.text) === 0) return null;
    const times = /^[x×]$/i.test(words[1]!.text) ? 2 : 1;
    if (words.length <= times || !/^\p{L}/u.test(words[times]!.text)) return null;
    return { count: Number(words[0]!.text), cut: segmentOf(words).parts[times]!.start, marked: times === 2 };
  });
  const found = leading.filter((n) => n !== null).length;
  // An item whose count is printed on a quantity line under it has none in front: the column is among the others.
  const open = items.filter((item) => !item.cells.item_quantity).length;
  const column = found >= (headed ? 1 : 2) && found >= open * 0.6;
  items.forEach((item, i) => {
    const lead = leading[i];
    const desc = item.cells.item_description;
    if (!lead || !desc || !(column || lead.marked)) return;
    const count = desc.words[0]!;
    const value = String(desc.value).slice(lead.cut).trim();
    desc.words = wordsInSpan(segmentOf(desc.words), lead.cut, String(desc.value).length);
    desc.value = value;
    if (!item.cells.item_quantity) item.cells.item_quantity = { value: lead.count, words: [count], quality: 0.9 };
  });
}

/**
 * A count closing the descriptions with its times sign glued on ("Cappuccino x1", "Mok x2"), as POS
 * apps print it: a column when most items close with one and one of them counts one. A pack size
 * closes names the same way ("Omeprazole 20mg x28") but is never one, so "x1" is a count even on
 * its own (a receipt of one item).
 */
function splitTrailingCounts(items: ItemRow[]): void {
  const trailing = items.map((item) => {
    const words = item.cells.item_description?.words ?? [];
    const m = words.length >= 2 ? /^[x×](\d{1,2})$/iu.exec(words[words.length - 1]!.text) : null;
    return m && Number(m[1]) > 0 ? Number(m[1]) : null;
  });
  const found = trailing.filter((n) => n !== null);
  const column = found.length >= 2 && found.length >= items.length * 0.6 && found.includes(1);
  items.forEach((item, i) => {
    const count = trailing[i];
    const desc = item.cells.item_description;
    if (count === null || count === undefined || !desc || item.cells.item_quantity || (!column && count !== 1)) return;
    const sign = desc.words[desc.words.length - 1]!;
    desc.words = desc.words.slice(0, -1);
    desc.value = segmentOf(desc.words).text;
    item.cells.item_quantity = { value: count, words: [sign], quality: 0.9 };
  });
}

/** "Chleb razowy 2 x4,54 | 9,08": a quantity × unit price closing the description, kept when it makes the amount. */
function splitTrailingQuantity(item: ItemRow, ctx: DocContext): void {
  const desc = item.cells.item_description;
  const amount = item.cells.item_amount?.value;
  const m = desc && TRAILING_QUANTITY_RE.exec(String(desc.value));
  if (!desc || !m || typeof amount !== "number" || item.cells.item_quantity) return;
  const read = readQuantity(m[1] as string, m[2] as string, ctx);
  if (!read || !matches(read, amount)) return;
  const value = String(desc.value).slice(0, m.index).trim();
  const quantityWord = desc.words.find((w) => w.text.startsWith(m[1] as string));
  desc.words = wordsInSpan(segmentOf(desc.words), 0, value.length);
  desc.value = value;
  item.cells.item_quantity = { value: read.quantity, words: quantityWord ? [quantityWord] : [], quality: 1 };
}
