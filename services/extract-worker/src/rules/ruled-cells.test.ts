import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../test/synthetic-model";
import { invoice } from "../presets/invoice";
import { withRuledCells } from "./ruled-cells";

// A form's item grid: the quantity right-aligned in its cell a few points from the description typed
// into the next, the heads set as tight; the column rule between them parts the cells.

const rows: Array<[string, string, string, string]> = [
  ["10", "Copy paper A4", "6.50", "65.00"],
  ["3", "Training workshop", "372.15", "1,116.45"],
  ["2", "Consulting services", "101.55", "203.10"],
];

function gridDoc(ruled: boolean, detail = false) {
  // Qty right-aligned to x 88; the rule at x 89; the description from x 91.
  const cells: CellSpec[] = [
    { text: "ACME Supplies Ltd", x: 50, y: 40 },
    { text: "Invoice no.", x: 350, y: 100 },
    { text: "48213", x: 450, y: 100 },
    { text: `Qty Description`, x: 88 - 15, y: 200 },
    { text: "Unit price", x: 400, y: 200 },
    { text: "Amount", x: 500, y: 200 },
    ...rows.flatMap(([q, d, p, a], i) => [
      { text: `${q} ${d}`, x: 88 - q.length * 5, y: 218 + i * 18 },
      { text: p, x: 450 - p.length * 5, y: 218 + i * 18 },
      { text: a, x: 540 - a.length * 5, y: 218 + i * 18 },
    ]),
    ...(detail ? [{ text: "delivered 12.03.", x: 91, y: 227, size: 6 }] : []),
    { text: "Total", x: 400, y: 300 },
    { text: "1,384.55", x: 500, y: 300 },
  ];
  const d = doc(cells);
  // The grid: a rule above the heads, under them and under each row; the column rule through all.
  if (ruled)
    d.pages[0]!.rulings.push(
      { orientation: "v", bbox: [89.25, 196, 89.75, 268] },
      ...[196, 214, 232, 250, 268].map((y) => ({ orientation: "h" as const, bbox: [40, y, 555, y] as [number, number, number, number] })),
    );
  return d;
}
const grid = (ruled: boolean) => invoice(gridDoc(ruled));

describe("an item grid whose column rule parts the quantity from the description", () => {
  it("reads quantity and description as two cells", () => {
    const items = grid(true).data.line_items as Array<Record<string, unknown>>;
    expect(items.map((it) => [it.quantity, it.description, it.amount])).toEqual([
      [10, "Copy paper A4", 65],
      [3, "Training workshop", 1116.45],
      [2, "Consulting services", 203.1],
    ]);
  });

  it("leaves a row whose cell holds a second line as it was", () => {
    const texts = withRuledCells(gridDoc(true, true)).pages[0]!.lines.map((l) => l.text);
    expect(texts).toContain("10 Copy paper A4");
    expect(texts).toContain("3");
    expect(texts).toContain("Training workshop");
  });

  it("without the rule never reads the quantity as part of a wrong value", () => {
    const items = (grid(false).data.line_items ?? []) as Array<Record<string, unknown>>;
    for (const it of items) expect(it.quantity === null || [10, 3, 2].includes(it.quantity as number)).toBe(true);
  });
});
