import type { PresetOutput } from "../../presets/preset-output";
import type { ItemCell, ItemField, ItemRow } from "./line-items";
import { provenance } from "../select";
import { rowAddsUp } from "../../values/cents";

// Line items into the envelope. Confidence of an item cell = 0.8 (read under a recognised column
// header) × parse quality, × 1.15 when quantity × unit price (per its basis) = amount on its row, × 1.1 when all
// item amounts sum to the subtotal; capped at 0.99.

const KEYS: Record<ItemField, string> = {
  item_description: "description",
  item_quantity: "quantity",
  item_unit_price: "unit_price",
  item_amount: "amount",
};

export function emitItems(out: PresetOutput, path: string, items: ItemRow[], opts: { sumMatches: boolean; fields?: ItemField[] }): void {
  const fields = opts.fields ?? (Object.keys(KEYS) as ItemField[]);
  out.data[path] = items.map((item, i) => {
    const q = item.cells.item_quantity?.value;
    const u = item.cells.item_unit_price?.value;
    const a = item.cells.item_amount?.value;
    const rowChecks = typeof q === "number" && typeof u === "number" && typeof a === "number" && rowAddsUp(q, u / (item.priceBasis ?? 1), a);
    const factor = (rowChecks ? 1.15 : 1) * (opts.sumMatches ? 1.1 : 1);
    const obj: Record<string, unknown> = {};
    for (const f of fields) {
      const cell: ItemCell | undefined = item.cells[f];
      const key = KEYS[f];
      obj[key] = cell ? cell.value : null;
      if (cell) out.fields[`${path}[${i}].${key}`] = provenance({ page: item.page, words: cell.words }, Math.min(0.99, 0.8 * cell.quality * factor));
    }
    return obj;
  });
}

/** The items' amounts in cents, each rounded to its cent; an item without an amount counts none. */
export function amountCents(items: readonly ItemRow[]): number {
  return items.reduce((s, r) => s + Math.round(Number(r.cells.item_amount?.value ?? 0) * 100), 0);
}

/** The items' amounts summed to the cent, or null when there are none or one has no amount. */
export function itemsSum(items: readonly ItemRow[]): number | null {
  const amounts = items.map((i) => i.cells.item_amount?.value);
  if (!items.length || !amounts.every((a) => typeof a === "number")) return null;
  return Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;
}
