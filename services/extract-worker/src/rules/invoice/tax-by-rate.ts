import type { PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import { lineHolding } from "../geometry";

// A totals ladder that prints the tax once per rate ("USt. 19 % … 72,65", "zzgl. USt. 7 % …
// 289,34", "State tax (6%)", "County tax (1.25%)") and no tax total: each line is the tax of its
// rate, never the invoice's tax, which is their sum. The lines' sum stands in for them as one weak
// candidate (returned only when subtotal + tax = total confirms it), so that one rate's tax is never
// returned as the document's and does not make a correct net and gross contradict.

/** The one rate a label line states ("19 %", "5,5%", "(1.25%)"); null when it states none or several. */
function rateOf(text: string): string | null {
  const rates = [...text.matchAll(/(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/gu)].map((m) => m[1]!.replace(",", "."));
  return rates.length === 1 ? String(Number(rates[0])) : null;
}

const cents = (v: number) => Math.round(v * 100);

/** The tax candidates with the per-rate lines of a ladder without a tax total replaced by their sum. */
export function withRateTaxesSummed(doc: PositionedDocument, cands: readonly Candidate[]): Candidate[] {
  const rated = cands
    .filter((c) => typeof c.value === "number" && c.labelWords.length > 0)
    .map((c) => ({ c, rate: rateOf(lineHolding(doc, c.page, c.labelWords)?.text ?? "") }))
    .filter((r): r is { c: Candidate; rate: string } => r.rate !== null);
  const byRate = new Map<string, Set<number>>();
  for (const { c, rate } of rated) byRate.set(rate, (byRate.get(rate) ?? new Set()).add(cents(c.value as number)));
  // Two rates at least, each with one amount, all on one page.
  if (byRate.size < 2 || [...byRate.values()].some((v) => v.size > 1) || new Set(rated.map((r) => r.c.page)).size > 1) return [...cands];
  const sum = [...byRate.values()].reduce((s, v) => s + [...v][0]!, 0);
  // A tax total printed beside them is read as it is.
  if (cands.some((c) => typeof c.value === "number" && cents(c.value) === sum)) return [...cands];
  const parts = new Set(rated.map((r) => r.c));
  const first = rated[0]!.c;
  const summed: Candidate = {
    ...first,
    value: sum / 100,
    score: Math.min(...rated.map((r) => r.c.score)),
    words: rated.flatMap((r) => r.c.words),
    labelWords: rated.flatMap((r) => r.c.labelWords),
    via: "rule",
    unconfirmed: true,
  };
  return [...cands.filter((c) => !parts.has(c)), summed];
}
