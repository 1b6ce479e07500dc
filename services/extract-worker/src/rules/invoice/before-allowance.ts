import type { PositionedDocument } from "../../layout/types";
import { findAmounts } from "../../values";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { CENT, withinCent } from "../../values/cents";

// The sum before a document discount. Software prints "Subtotal 834.00 / Discount (20% off)
// −166.80 / Total excluding tax 667.20": both figures sit under a net label, but the one a discount
// line takes something off is the lines' sum, and the net is what is left after it. A subtotal
// candidate with a lower one below it on its page, and between them a line printing exactly the
// difference, is dropped.

const top = (c: Candidate) => Math.min(...c.words.map((w) => w.bbox[1]));
const bottom = (c: Candidate) => Math.max(...c.words.map((w) => w.bbox[3]));

/**
 * The subtotal candidates without the sums a printed discount line reduces to a lower subtotal
 * below, or to a total under a total's own label: an invoice without tax ("Summe Leistungen /
 * abzgl. 3 % Nachlass / Rechnungsbetrag") prints its net only as its total.
 */
export function withoutPreAllowanceSums(doc: PositionedDocument, ctx: DocContext, cands: readonly Candidate[], totals: readonly Candidate[] = []): Candidate[] {
  const reduced = (upper: Candidate) =>
    // Only a total's own label: what is left to pay after a credit ("Amount due") is lower for another reason.
    [...cands, ...totals.filter((t) => t.label?.strength === "strong")].some((lower) => {
      if (lower.page !== upper.page || top(lower) <= bottom(upper)) return false;
      const gap = Number(upper.value) - Number(lower.value);
      if (!(gap > CENT) || Number(lower.value) <= 0) return false;
      const page = doc.pages[upper.page - 1];
      return !!page?.lines.some(
        (l) =>
          l.bbox[1] >= bottom(upper) - 1 &&
          l.bbox[3] <= top(lower) + 1 &&
          findAmounts(l.text, ctx.decimal ? { decimalHint: ctx.decimal } : {}).some((a) => a.value !== null && withinCent(Math.abs(a.value), gap)),
      );
    });
  return cands.filter((c) => typeof c.value !== "number" || !reduced(c));
}
