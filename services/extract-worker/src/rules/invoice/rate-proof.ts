import type { PositionedDocument } from "../../layout/types";
import { findAmounts } from "../../values";
import type { DocContext } from "../types";
import { withinCent } from "../../values/cents";

// A tax line that prints its rate and its base ("Sales tax - California (7.25% on $1,267.00)",
// "MwSt. 19 % von 573,00 €") proves the tax from two other printed numbers: rate × base, to the
// cent. On a scan whose subtotal, tax and total disagree, that tells which one OCR misread.

const RATE_RE = /(\d{1,2}(?:[.,]\d{1,3})?)\s?%/g;
/**
 * Whether some line prints a rate and a base `base` whose product, to the cent, is `tax`. The lines
 * are read on the first question only: most invoices' totals agree and never ask.
 */
export function rateProof(doc: PositionedDocument, ctx: DocContext): (tax: number, base: number) => boolean {
  let pairs: Array<[rate: number, base: number]> | null = null;
  const printed = () =>
    doc.pages.flatMap((page) =>
      page.lines.flatMap((line) => {
        const rates = [...line.text.matchAll(RATE_RE)].map((m) => Number(m[1]!.replace(",", ".")));
        if (!rates.length) return [];
        const bases = findAmounts(line.text, { decimalHint: ctx.decimal ?? undefined }).flatMap((a) => (a.value !== null ? [a.value] : []));
        return rates.flatMap((rate) => bases.map((b): [number, number] => [rate, b]));
      }),
    );
  return (tax, base) => tax > 0 && (pairs ??= printed()).some(([rate, b]) => withinCent(b, base) && withinCent(Math.round(b * rate) / 100, tax));
}
