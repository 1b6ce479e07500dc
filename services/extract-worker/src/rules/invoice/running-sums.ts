import type { Line, Page } from "../../layout/types";
import { linesRightOf } from "../geometry";
import type { ItemRow } from "../items/line-items";
import { readMoney } from "../read-value";
import type { DocContext } from "../types";

// A long invoice carries its items' running sum from one page to the next ("Übertrag",
// "Carried forward", "Brought forward from page 1"). Its words are those of a balance brought
// from an earlier bill, but its figure is this invoice's own: the sum of the item amounts printed
// above it, on earlier pages and higher on its own page. That arithmetic tells the two apart.

const cents = (value: number) => Math.round(value * 100);

/** Whether a line (a label, its figure on it or right beside it) states the sum of the items above it, to the cent. */
export function runningSumTest(items: readonly ItemRow[], ctx: DocContext): (page: Page, line: Line) => boolean {
  const placed = items.flatMap((item) => {
    const amount = item.cells.item_amount;
    return amount && typeof amount.value === "number"
      ? [{ page: item.page, top: Math.min(...amount.words.map((w) => w.bbox[1])), cents: cents(amount.value) }]
      : [];
  });
  return (page, line) => {
    const above = placed.filter((p) => p.page < page.number || (p.page === page.number && p.top < line.bbox[1]));
    if (!above.length) return false;
    const sum = above.reduce((total, p) => total + p.cents, 0);
    // The figure is on the label's line or right beside it; a page number in the label ("Übertrag von Seite 1") is none.
    return [line.text, linesRightOf(page, line)[0]?.text ?? ""].some((text) => {
      const figure = readMoney(text, ctx);
      return !!figure && typeof figure.value === "number" && figure.value !== 0 && cents(figure.value) === sum;
    });
  };
}
