import { findAmounts } from "../../values";
import { withinCent } from "../../values/cents";
import { readMoney, readNumber, type ReadValue } from "../read-value";
import type { DocContext } from "../types";
import { priceBasis } from "./price-basis";

// French and Swiss software group thousands with a plain space ("1 159,65"), which reads as two
// numbers ("1" and "159,65") as readily as one. In an item's amount cell the row's own arithmetic
// decides: the grouped figure is the amount when quantity × unit price makes it to the cent (a
// looser check would let a grouping near the right amount pass).

/**
 * A cell's one figure read grouped by spaces ("1 159,65" as 1159.65), for a caller whose arithmetic
 * proves it: the row's own (readItemAmount), or a position's net (position-conditions.ts).
 */
export function readSpaceGrouped(text: string, ctx: DocContext): ReadValue | null {
  const found = findAmounts(text, { decimalHint: ctx.decimal ?? undefined, spaceGrouping: "always" });
  const grouped = found[0];
  if (found.length !== 1 || !grouped || grouped.value === null || grouped.groupSeparator === null) return null;
  return { value: grouped.value, start: grouped.start, end: grouped.end, quality: 1, others: 0 };
}

/**
 * The amount of an item's amount cell: as money reads it, or grouped by spaces where the row proves
 * it, with a unit price that may be grouped too ("3,5 | 2 249,70 | 7 873,95").
 */
export function readItemAmount(text: string, ctx: DocContext, quantityText: string, priceText: string): ReadValue | null {
  const plain = readMoney(text, ctx);
  if (plain) return plain;
  const grouped = readSpaceGrouped(text, ctx);
  const quantity = readNumber(quantityText, ctx)?.value;
  const price = (readMoney(priceText, ctx) ?? readSpaceGrouped(priceText, ctx))?.value;
  if (!grouped || typeof quantity !== "number" || typeof price !== "number" || !withinCent(quantity * (price / priceBasis(priceText)), grouped.value as number))
    return null;
  return grouped;
}

/** The unit price of an item's price cell: as money reads it, or grouped by spaces where quantity × price makes the row's amount. */
export function readItemPrice(priceText: string, ctx: DocContext, quantityText: string, amount: unknown): ReadValue | null {
  const plain = readMoney(priceText, ctx);
  if (plain) return plain;
  const grouped = readSpaceGrouped(priceText, ctx);
  const quantity = readNumber(quantityText, ctx)?.value;
  if (
    !grouped ||
    typeof quantity !== "number" ||
    typeof amount !== "number" ||
    !withinCent(quantity * ((grouped.value as number) / priceBasis(priceText)), amount)
  )
    return null;
  return grouped;
}
