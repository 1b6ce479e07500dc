import { amountCents } from "./emit-items";
import type { ItemRow } from "./line-items";

// Professional-services invoices bill the fees in a priced table closed by its own sum ("Total
// fees", "Honorar gesamt", a bare "Fees"), then list the disbursements under a heading of their own
// ("DISBURSEMENTS", "AUSLAGEN"), each with an amount and no quantity or price, closed by their own
// sum ("Total disbursements", "Summe Auslagen"). Those rows are items when the arithmetic says so,
// whatever the labels: each group's sum adds up its rows, and the invoice's next sum adds up the
// fees and the groups. A block of payments under a heading sums itself too, but no sum of the
// invoice adds it to the fees.

/** A row below the item table's own sum, as line-items.ts reads it: `item` when it prints a charge (a description and an amount only). */
export type TrailingRow = { kind: "heading" } | { kind: "amount"; cents: number; item?: ItemRow } | { kind: "other" };

/** The items of the titled groups right under a table whose items sum to `itemCents`, or none when a sum does not prove them. */
export function titledGroups(rows: readonly TrailingRow[], itemCents: number): ItemRow[] {
  const groups: ItemRow[] = [];
  let i = 0;
  while (rows[i]?.kind === "heading") {
    i++;
    const block: ItemRow[] = [];
    let closed = false;
    for (let r = rows[i]; r?.kind === "amount" && !closed; r = rows[++i]) {
      closed = block.length > 0 && r.cents === amountCents(block);
      if (closed) continue;
      if (!r.item) return [];
      block.push(r.item);
    }
    if (!closed) return [];
    groups.push(...block);
  }
  const invoiceSum = rows[i];
  return groups.length && invoiceSum?.kind === "amount" && invoiceSum.cents === itemCents + amountCents(groups) ? groups : [];
}
