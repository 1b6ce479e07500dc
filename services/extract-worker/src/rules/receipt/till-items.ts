import type { PositionedDocument, Word } from "../../layout/types";
import type { DocContext } from "../types";
import { segmentOf } from "../geometry";
import type { ItemRow } from "../items/line-items";
import { readMoney } from "../read-value";
import { isTotalsRow } from "../items/totals-row";
import { classifyLabel } from "../../values";
import { pageRows, type Row } from "../rows";

// Items of a till receipt, which prints no table header: the rows right above the totals block
// that end in a right-aligned amount ("STROOPWAFELS ........ 11,57"), read upwards until a row
// that is neither an item nor a quantity line (the header block, the date, the till number).
// A quantity line ("3 x 12,17", "2 @ 4.99", "0,512 kg x 2,99") belongs to the item beside it, and
// is kept only when quantity × unit price is the item's amount.

/** "3 x 12,17", "2 @ 4.99", "0,512 kg x 2,99 €/kg", "2 Stk x 1,50": a quantity and a unit price. */
const QUANTITY_RE =
  /^\s*(\d+(?:[.,]\d{1,3})?)\s*(?:kg|g|l|stk\.?|pcs?\.?|st\.?)?\s*[x×@*]\s*(?:[€$£]\s*)?(\d+[.,]\d{2})(?:\s*(?:€|eur|\$|£)?(?:\/\s*\p{L}+)?)?\s*$/iu;

/** Lines that end the item block going upwards, or never are items: tax, payment, change, counts. */
const NOT_ITEM_RE =
  /\b(mwst|ust|btw|vat|tva|iva|gst|sst|tax|steuer|bar|cash|contant|change|rückgeld|terug|wechselgeld|visa|mastercard|maestro|card|karte|kaart|pin|tendered|gegeben|rendu|rabatt|discount|korting|remise|subtotal|zwischensumme|subtotaal|sous-total|total|totaal|summe|gesamt|rounding|rundung|tel|phone|telefon|datum|date|fecha|bon|receipt|beleg|kasse|kassa|till|cashier|kassierer|table|tisch)\b/iu;

interface Parsed {
  description: string;
  descWords: Word[];
  amount: number;
  amountWords: Word[];
}

/** A row that is an item: a description with letters, then one money amount at its right end. */
function itemOf(row: Row, ctx: DocContext, amountRight: number): Parsed | null {
  const words = row.words;
  const last = words[words.length - 1];
  if (!last || words.length < 2) return null;
  // The amount may carry a currency or tax-class mark after it ("11,57 A", "3,00 €").
  const tail = /^[A-Z€$£*]{1,2}$/u.test(last.text) && words.length >= 3 ? 2 : 1;
  const amountWords = words.slice(words.length - tail, words.length - tail + 1);
  const amount = readMoney(amountWords.map((w) => w.text).join(" "), ctx);
  const amountWord = amountWords[0] as Word;
  if (!amount || typeof amount.value !== "number" || (amount.others ?? 0) > 0) return null;
  // Right-aligned with the totals' amounts: an amount column, not a number inside the text.
  if (Math.abs(amountWord.bbox[2] - amountRight) > Math.max(12, (amountWord.bbox[3] - amountWord.bbox[1]) * 1.5) && tail === 1) return null;
  const descWords = words.slice(0, words.length - tail);
  const description = segmentOf(descWords)
    .text.replace(/[.\s]+$/u, "")
    .trim();
  if (!/\p{L}{2}/u.test(description) || NOT_ITEM_RE.test(description) || /\d\s?%/.test(description)) return null;
  return { description, descWords, amount: amount.value, amountWords: [amountWord] };
}

function quantityOf(row: Row, ctx: DocContext): { quantity: number; unitPrice: number; words: Word[] } | null {
  const text = segmentOf(row.words).text;
  const m = QUANTITY_RE.exec(text);
  if (!m) return null;
  const q = readMoney(m[1] as string, ctx) ?? { value: Number((m[1] as string).replace(",", ".")) };
  const p = readMoney(m[2] as string, ctx);
  if (!p || typeof q.value !== "number" || typeof p.value !== "number") return null;
  return { quantity: q.value, unitPrice: p.value, words: row.words.filter((w) => /\d/.test(w.text)).slice(0, 1) };
}

/** The first row of the totals block: a subtotal or total label, weak ones ("Zu zahlen", "Amount due") included, opening the row. */
function endsItems(row: Row): boolean {
  if (isTotalsRow(row.parts, ["subtotal", "total"])) return true;
  const first = row.parts.reduce((a, l) => (a.bbox[0] <= l.bbox[0] ? a : l));
  const m = classifyLabel(first.text, ["subtotal", "total"]);
  return m !== null && m.kind !== "contains" && m.start === 0;
}

/** A quantity line that also prints the item's amount: "2 x 8,09    16,18" with 2 × 8,09 = 16,18. */
function pricedQuantityOf(
  row: Row,
  ctx: DocContext,
  amountRight: number,
): { quantity: number; amount: number; quantityWords: Word[]; amountWords: Word[] } | null {
  const last = row.words[row.words.length - 1];
  if (!last || row.words.length < 2 || Math.abs(last.bbox[2] - amountRight) > 12) return null;
  const amount = readMoney(last.text, ctx);
  const rest = { ...row, words: row.words.slice(0, -1) };
  const q = quantityOf(rest, ctx);
  if (!q || !amount || typeof amount.value !== "number" || !matches(q, amount.value)) return null;
  return { quantity: q.quantity, amount: amount.value, quantityWords: q.words, amountWords: [last] };
}

/** A row of words only (an item's description printed above its quantity line). */
function isDescriptionOnly(row: Row): boolean {
  const text = segmentOf(row.words).text;
  return /\p{L}{2}/u.test(text) && !/\d+[.,]\d{2}\b/.test(text) && !NOT_ITEM_RE.test(text);
}

const matches = (q: { quantity: number; unitPrice: number }, amount: number) => Math.abs(q.quantity * q.unitPrice - amount) <= 0.011;

/**
 * A quantity column: the descriptions' last word is a whole number right-aligned with the same
 * word of the other items ("CROISSANT | 1 | 7.69"). It moves from the description to the quantity.
 */
function splitQuantityColumn(items: ItemRow[]): void {
  const trailing = items.map((item) => {
    const words = item.cells.item_description?.words ?? [];
    const last = words[words.length - 1];
    return last && words.length >= 2 && /^\d{1,3}$/.test(last.text) ? last : null;
  });
  const found = trailing.filter((w): w is Word => w !== null);
  if (found.length < 2 || found.length < items.length * 0.6) return;
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
export function tillItems(doc: PositionedDocument, ctx: DocContext): ItemRow[] {
  const page = doc.pages[0];
  if (!page) return [];
  const rows = pageRows(page);
  const totalsAt = rows.findIndex((r) => endsItems(r));
  if (totalsAt <= 0) return [];
  // The totals' amounts are right-aligned: their right edge is the amount column's.
  const totalsWords = rows[totalsAt]!.words;
  const amountRight = totalsWords[totalsWords.length - 1]!.bbox[2];
  const found: ItemRow[] = [];
  let pendingQuantity: ReturnType<typeof quantityOf> = null;
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
      pendingQuantity = null;
      continue;
    }
    // "LECHE ENTERA 1L" / "1 x 2,95    2,95": the amount closes the quantity line under its description.
    const priced = pricedQuantityOf(row, ctx, amountRight);
    const descRow = rows[i - 1];
    if (priced && descRow && isDescriptionOnly(descRow)) {
      const description = segmentOf(descRow.words).text;
      found.unshift({
        page: page.number,
        cells: {
          item_description: { value: description, words: descRow.words, quality: 0.9 },
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
    break;
  }
  splitQuantityColumn(found);
  return found;
}
