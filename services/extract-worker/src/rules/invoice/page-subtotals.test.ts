import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A long untaxed invoice carries each page's sum to the next page: "Page subtotal" is one page's
// share, never the document's net, which this invoice does not print.
const rows = (y: number, items: Array<[string, string]>): CellSpec[] =>
  items.flatMap(([d, a], i) => [
    { text: d, x: 50, y: y + 16 * i },
    { text: a, x: 450, y: y + 16 * i },
  ]);

describe("an untaxed invoice over two pages", () => {
  it("takes no subtotal from a page's carried sum", () => {
    const out = invoice(
      doc(
        [
          { text: "Invoice #", x: 350, y: 60 },
          { text: "RX-2231", x: 430, y: 60 },
          { text: "Description", x: 50, y: 100 },
          { text: "Amount", x: 450, y: 100 },
          ...rows(116, [
            ["Design work", "1,200.00"],
            ["Site survey", "800.00"],
          ]),
          { text: "Page subtotal", x: 50, y: 160 },
          { text: "2,000.00", x: 450, y: 160 },
        ],
        [
          { text: "Description", x: 50, y: 60 },
          { text: "Amount", x: 450, y: 60 },
          { text: "Subtotal from previous page", x: 50, y: 76 },
          { text: "2,000.00", x: 450, y: 76 },
          ...rows(92, [["Travel", "350.00"]]),
          { text: "Total", x: 300, y: 140 },
          { text: "$2,350.00", x: 450, y: 140 },
        ],
      ),
    );
    expect(out.data.subtotal).toBeNull();
    expect(out.data.total).toBe(2350);
  });
});
