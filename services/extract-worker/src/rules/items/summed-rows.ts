import type { PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import { pageRows } from "../rows";
import { readMoney } from "../read-value";
import type { DocContext } from "../types";
import { amountLabelMatcher, namesNetOrTax } from "../invoice/amount-labels";
import type { ItemRow } from "./line-items";

// Charge lines printed without a header row, as telecom and utility bills print them ("Monthly
// plan | 25.00", "Roaming | 3.40", then "Charges before VAT | 28.40"): the rows straight above the
// document's net (or, with no tax, its total), each a text and one amount in that figure's column.
// Nothing names them items, so they count only when their amounts add up to the figure to the
// cent; a row naming a sum, a total, the net or a tax, a zero, or a row that is not a text beside an amount ends them.

/** How far (points) an amount's right edge may stand from the figure's column. */
const ALIGN = 3;
const MIN_ROWS = 2;

const TOTALS = (["subtotal", "tax", "total"] as const).map(amountLabelMatcher);
/** Words of a sum in any of its languages ("Positionssumme", "Gesamtbetrag der Zuschläge", "Total HT"): a summary row, never a charge. */
const SUMMARY_WORDS = /summe|gesamt|total|\bsum\b|somme|totaal|\bsuma\b|somma|razem|suma\b/iu;

/** Item rows over `figure` (the chosen subtotal or total candidate) summing to `value`; empty when none do. */
export function summedRows(doc: PositionedDocument, ctx: DocContext, figure: Candidate, value: number): ItemRow[] {
  const page = doc.pages[figure.page - 1];
  if (!page || !figure.words.length) return [];
  const right = Math.max(...figure.words.map((w) => w.bbox[2]));
  const rows = pageRows(page);
  const at = rows.findIndex((r) => figure.words.some((w) => r.words.includes(w)));
  const items: ItemRow[] = [];
  let cents = 0;
  for (let i = at - 1; i >= 0; i--) {
    const row = rows[i]!;
    const last = row.parts[row.parts.length - 1]!;
    if (row.parts.length < 2 || Math.abs(last.bbox[2] - right) > ALIGN) break;
    const amount = readMoney(last.text, ctx);
    const description = row.parts
      .slice(0, -1)
      .map((p) => p.text)
      .join(" ")
      .trim();
    if (!amount || (amount.others ?? 0) > 0 || /\p{L}/u.test(last.text.replace(/[A-Z]{3}|[^\p{L}]/gu, ""))) break;
    if (
      !/\p{L}{2}/u.test(description) ||
      readMoney(description, ctx) ||
      SUMMARY_WORDS.test(description) ||
      // A net or tax step the lexicon does not know ("Nettobeitrag", "VersSt. 19 %") is the ladder, not a charge.
      namesNetOrTax(description) ||
      TOTALS.some((m) => m(description)?.strength === "strong")
    )
      break;
    // A zero is a ladder's empty step ("Charges 0.00"), not a charge.
    if (amount.value === 0) break;
    const descWords = row.parts.slice(0, -1).flatMap((p) => p.words);
    const amountWords = last.words.filter((w) => /\d/.test(w.text));
    items.unshift({
      page: page.number,
      cells: {
        item_description: { value: description, words: descWords, quality: 1 },
        item_amount: { value: amount.value as number, words: amountWords, quality: amount.quality },
      },
    });
    cents += Math.round((amount.value as number) * 100);
    if (items.length >= MIN_ROWS && cents === Math.round(value * 100)) return items;
  }
  return [];
}
