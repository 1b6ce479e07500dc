import type { Element, Root } from "hast";
import { replaceFencedBlocks } from "../fenced-block/fenced-block-replace";
import { invoiceElement } from "./invoice-layout";
import { parseInvoiceSpec } from "./invoice-spec";
import { computeTotals } from "./invoice-totals";

// ```invoice blocks (and :::invoice containers, which invoice-container.ts turns into the same
// fence) → a laid-out invoice with computed amounts. Invalid input becomes a visible error box and
// the rest of the document still renders.

export function invoiceErrorBox(message: string): Element {
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["invoice-error"], role: "note" },
    children: [
      { type: "element", tagName: "strong", properties: {}, children: [{ type: "text", value: "Invoice error: " }] },
      { type: "text", value: message },
    ],
  };
}

export function invoiceBlock(source: string): Element {
  const parsed = parseInvoiceSpec(source);
  if (!parsed.ok) return invoiceErrorBox(parsed.message);
  const totals = computeTotals(parsed.spec);
  if (!totals.ok) return invoiceErrorBox(totals.message);
  return invoiceElement(parsed.spec, totals.totals);
}

/** Trusted rehype stage (runs after sanitising). */
export function invoiceBlocks() {
  return (tree: Root) => {
    replaceFencedBlocks(tree, "invoice", invoiceBlock);
  };
}
