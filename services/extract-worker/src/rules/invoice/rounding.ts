import type { PositionedDocument } from "../../layout/types";
import { findAmounts, fold } from "../../values";
import { linesRightOf } from "../geometry";
import type { DocContext } from "../types";

// A rounding line between the tax and the total: Swedish and Norwegian totals are rounded to whole
// kronor ("Öresavrundning -0,25"), Swiss ones to five centimes ("Rundungsdifferenz 0,02"), Indian
// ones to whole rupees ("Round Off -0.44"), cash invoices elsewhere too. With it printed, subtotal +
// tax + rounding = total is the page's own arithmetic; without it, that total would contradict the
// subtotal and tax read right above it.

const ROUNDING_RE =
  /^(?:rundung(?:sdifferenz)?|rounding(?: adjustment| difference)?|round(?:ed|ing)?[ -]?off|arrondi|oresavrundning|avrundning|oreavrunding|avrunding|afrunding|redondeo|arrotondamento|afronding|zaokraglenie)\b/u;

/** The rounding amounts printed on rounding lines (less than one unit each). */
export function roundingAmounts(doc: PositionedDocument, ctx: DocContext): number[] {
  const out: number[] = [];
  for (const page of doc.pages)
    for (const line of page.lines) {
      if (!ROUNDING_RE.test(fold(line.text).toLowerCase().trim())) continue;
      // The amount on the label's line, or in the cell right of it on its row.
      const text = /\d/.test(line.text) ? line.text : (linesRightOf(page, line)[0]?.text ?? "");
      const last = findAmounts(text, ctx.decimal ? { decimalHint: ctx.decimal } : {}).pop();
      if (last?.value !== null && last?.value !== undefined && Math.abs(last.value) < 1) out.push(last.value);
    }
  return [...new Set(out)];
}
