import type { PositionedDocument } from "../../layout/types";
import { findAmounts } from "../../values";
import type { DocContext } from "../types";

// A tax line that prints its rate and its base ("Sales tax - California (7.25% on $1,267.00)",
// "MwSt. 19 % von 573,00 €") proves the tax from two other printed numbers: rate × base, to the
// cent. On a scan whose subtotal, tax and total disagree, that tells which one OCR misread.

const RATE_RE = /(\d{1,2}(?:[.,]\d{1,3})?)\s?%/g;
const CENT = 0.011;

/** Whether some line prints a rate and a base `base` whose product, to the cent, is `tax`. */
export function rateProof(doc: PositionedDocument, ctx: DocContext): (tax: number, base: number) => boolean {
  const pairs: Array<[rate: number, base: number]> = [];
  for (const page of doc.pages)
    for (const line of page.lines) {
      const rates = [...line.text.matchAll(RATE_RE)].map((m) => Number(m[1]!.replace(",", ".")));
      if (!rates.length) continue;
      const bases = findAmounts(line.text, { decimalHint: ctx.decimal ?? undefined }).flatMap((a) => (a.value !== null ? [a.value] : []));
      for (const rate of rates) for (const b of bases) pairs.push([rate, b]);
    }
  return (tax, base) => tax > 0 && pairs.some(([rate, b]) => Math.abs(b - base) < CENT && Math.abs(Math.round(b * rate) / 100 - tax) < CENT);
}
