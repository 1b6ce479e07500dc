import { describe, expect, it } from "@jest/globals";
import type { BBox } from "../../layout/types";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A form's boxes: a small label in a box's top-left corner names the value typed into the box
// below it, wherever the box aligns it (amounts right-aligned, far from under the label).

const body: CellSpec[] = [
  { text: "Invoice no.", x: 350, y: 100 },
  { text: "48213", x: 450, y: 100 },
  { text: "Description", x: 50, y: 300 },
  { text: "Amount", x: 450, y: 300 },
  { text: "Consulting", x: 50, y: 316 },
  { text: "100.00", x: 470, y: 316 },
];

function boxed(boxes: Array<{ label: string; value: string; top: number }>, frames = true) {
  const d = doc([
    ...body,
    ...boxes.flatMap((b) => [
      { text: b.label, x: 302, y: b.top + 2, size: 6 },
      { text: b.value, x: 498 - b.value.length * 5, y: b.top + 12 },
    ]),
  ]);
  if (frames) d.pages[0]!.rects.push(...boxes.map((b) => ({ bbox: [300, b.top, 500, b.top + 26] as BBox, filled: false, stroked: true })));
  return invoice(d);
}

const totals = [
  { label: "Subtotal", value: "100.00", top: 400 },
  { label: "VAT 20 %", value: "20.00", top: 430 },
  { label: "Total", value: "120.00", top: 460 },
];

describe("totals in boxes labelled in their corner", () => {
  it("reads each box's value under its corner label", () => {
    const out = boxed(totals);
    expect(out.data.subtotal).toBe(100);
    expect(out.data.tax).toBe(20);
    expect(out.data.total).toBe(120);
  });

  it("reads nothing far right of a label when no box holds them together", () => {
    const out = boxed(totals, false);
    expect(out.data.total).not.toBe(100);
    expect(out.data.subtotal).not.toBe(20);
  });
});
