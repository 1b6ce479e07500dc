import type { Line } from "../model/types";
import { classifyLabel, type LabelField } from "../values";
import { mayLabel } from "./anchor";

/** True when a row of lines carries a totals label (subtotal, tax, total …): the item table ends or pauses there. */
export function isTotalsRow(lines: readonly Line[], fields: readonly LabelField[] = ["subtotal", "tax", "total"]): boolean {
  return lines.some((l) => {
    if (!mayLabel(l, fields)) return false;
    const m = classifyLabel(l.text, fields);
    return m !== null && m.strength === "strong" && m.kind !== "contains" && fields.includes(m.field as LabelField);
  });
}
