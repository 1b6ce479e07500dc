import type { Line } from "../../layout/types";
import { classifyLabel, type LabelField } from "../../values";
import { mayLabel } from "../anchor";

/** A tax label printed around its rate: "20 % Umsatzsteuer", "8.25% VAT", "zzgl. 19 % USt.". */
export const RATE = /\s*\b\d{1,2}(?:[.,]\d{1,3})?\s?%\s*/u;

/** True when a row of lines carries a totals label (subtotal, tax, total …): the item table ends or pauses there. */
export function isTotalsRow(lines: readonly Line[], fields: readonly LabelField[] = ["subtotal", "tax", "total"]): boolean {
  // Only the row's first cell may carry a rate; "7 % VAT (S)" further right is an item's tax category.
  const first = lines.reduce<Line | null>((a, l) => (a && a.bbox[0] <= l.bbox[0] ? a : l), null);
  return lines.some((l) => {
    if (!mayLabel(l, fields)) return false;
    const m = classifyLabel(l === first ? l.text.replace(RATE, " ").trim() : l.text, fields);
    return m !== null && m.strength === "strong" && m.kind !== "contains" && fields.includes(m.field as LabelField);
  });
}
