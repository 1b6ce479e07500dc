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

// A taxed invoice over two pages prints one page's total at its foot and carries the running sum
// of its items to the next page; neither is the document's subtotal or total, and the carried sum
// is this invoice's own, not a balance from an earlier bill that would make "Total due" a remainder.
describe("a taxed invoice over two pages", () => {
  const firstPage = (pageTotalLabel: string | null, carried: string): CellSpec[] => [
    { text: "Invoice No.", x: 350, y: 60 },
    { text: "TX-4410", x: 430, y: 60 },
    { text: "Description", x: 50, y: 100 },
    { text: "Amount", x: 450, y: 100 },
    ...rows(116, [
      ["Design work", "1,200.00"],
      ["Site survey", "800.00"],
    ]),
    ...(pageTotalLabel
      ? [
          { text: pageTotalLabel, x: 300, y: 160 },
          { text: "2,000.00", x: 450, y: 160 },
        ]
      : []),
    { text: "Carried forward", x: 300, y: 176 },
    { text: carried, x: 450, y: 176 },
  ];
  const lastPage = (carried: string): CellSpec[] => [
    { text: "Description", x: 50, y: 60 },
    { text: "Amount", x: 450, y: 60 },
    { text: "Brought forward from page 1", x: 250, y: 76 },
    { text: carried, x: 450, y: 76 },
    ...rows(92, [["Travel", "350.00"]]),
    { text: "VAT rate", x: 50, y: 140 },
    { text: "Net", x: 150, y: 140 },
    { text: "VAT", x: 250, y: 140 },
    { text: "20 %", x: 50, y: 156 },
    { text: "2,000.00", x: 150, y: 156 },
    { text: "400.00", x: 250, y: 156 },
    { text: "5 %", x: 50, y: 172 },
    { text: "350.00", x: 150, y: 172 },
    { text: "17.50", x: 250, y: 172 },
    { text: "Net total", x: 300, y: 200 },
    { text: "2,350.00", x: 450, y: 200 },
    { text: "Total due", x: 300, y: 216 },
    { text: "$2,767.50", x: 450, y: 216 },
  ];

  it("takes no total from a page's own total", () => {
    const out = invoice(doc(firstPage("Total this page", "2,000.00"), lastPage("2,000.00")));
    expect(out.data.subtotal).toBe(2350);
    expect(out.data.total).toBe(2767.5);
  });

  it("reads the amount due as the total when the carried sum is the items' own", () => {
    const out = invoice(doc(firstPage("Page 1 subtotal", "2,000.00"), lastPage("2,000.00")));
    expect(out.data.total).toBe(2767.5);
    // The page's sum is no item either.
    expect((out.data.line_items as Array<{ amount: number }>).map((l) => l.amount)).toEqual([1200, 800, 350]);
  });

  it("reads it so with no page total printed, the carried sums alone", () => {
    expect(invoice(doc(firstPage(null, "2,000.00"), lastPage("2,000.00"))).data.total).toBe(2767.5);
  });

  it("but not when the carried figure is no sum of the items above it (a balance from an earlier bill)", () => {
    const out = invoice(doc(firstPage("Page 1 subtotal", "2,000.00"), lastPage("2,500.00")));
    expect(out.data.total).toBeNull();
  });
});
