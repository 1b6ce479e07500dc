import type { Segment } from "../geometry";
import { readMoney, readNumber } from "../read-value";
import type { DocContext } from "../types";
import { withinCent } from "../../values/cents";
import type { ItemCell, ItemRow } from "./line-items";

// ERP print-outs set an item's conditions as rows under it, each with its own amount (a discount
// "Rabatt 10 %" / "Remise 5 %", a surcharge), and often close the position with its net
// ("Nettowert", "Positionsnetto", "Montant net"). The item's amount is that net, as an e-invoice's
// line total is net of the line's allowances and charges: the net row is found by arithmetic, not
// by its label (which reads like the document's subtotal), as the amount that the item's printed
// amount and the conditions under it make to the cent.

/**
 * The item last read and the conditions under it so far; `charges` are the conditions also read as
 * charge rows; `left` is where the item's description begins.
 */
export interface OpenPosition {
  item: ItemRow;
  left: number;
  conditions: ItemCell[];
  charges: ItemRow[];
}

/**
 * A row with a label set in under the item's description and an amount, but neither quantity nor
 * price: a condition of the item above, or its net. A label flush with the descriptions is a line
 * of its own ("Nebenkostenvorauszahlung" beside the rent) or a step of the totals.
 */
export function isConditionRow(position: OpenPosition, desc: Segment, qtySeg: Segment, priceSeg: Segment, ctx: DocContext): boolean {
  const first = desc.parts[0]?.word;
  return (
    !!first &&
    first.bbox[0] > position.left + 2 &&
    /\p{L}{2}/u.test(desc.text) &&
    readNumber(qtySeg.text, ctx) === null &&
    readMoney(priceSeg.text, ctx) === null
  );
}

/** The net row closes the position: its amount is the item's own plus its conditions (one at least). */
export function closesPosition(position: OpenPosition, net: ItemCell): boolean {
  const own = position.item.cells.item_amount?.value;
  if (!position.conditions.length || typeof own !== "number" || typeof net.value !== "number") return false;
  return withinCent(own + position.conditions.reduce((sum, c) => sum + Number(c.value), 0), net.value);
}

/** The item takes the net as its amount; the conditions read as charge rows were the item's, not items of their own. */
export function settlePosition(position: OpenPosition, net: ItemCell, out: ItemRow[], unsummed: Set<ItemRow>): void {
  position.item.cells.item_amount = net;
  for (const charge of position.charges) {
    if (out.includes(charge)) out.splice(out.indexOf(charge), 1);
    unsummed.delete(charge);
  }
}
