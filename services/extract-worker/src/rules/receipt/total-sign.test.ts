import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { OCR_FONT } from "../../layout/types";
import { receipt } from "../../presets/receipt";

// A refund's minus: a text layer keeps it, a scan leaves it open. Receipts invented.

const refund = (total: string): CellSpec[] => [
  { text: "KRAMLADEN OSTWIND", x: 40, y: 10, size: 14 },
  { text: "Havenweg 59, 1013 Amsterdam", x: 30, y: 30 },
  { text: "Refund", x: 10, y: 60 },
  { text: "Wall hooks", x: 10, y: 80 },
  { text: total, x: 160, y: 80 },
  { text: "TOTAL", x: 10, y: 100 },
  { text: total, x: 160, y: 100 },
];

function scannedTotal(total: string) {
  const scan = doc(refund(total));
  for (const w of scan.pages.flatMap((p) => p.words)) w.font = OCR_FONT;
  return receipt(scan).data.total;
}

describe("a receipt total's sign", () => {
  it("keeps the minus a text layer prints", () => {
    expect(receipt(doc(refund("-16.64"))).data.total).toBe(-16.64);
  });

  it("reads no total from a scan whose total OCR read with a minus, and the digits of one read without", () => {
    expect(scannedTotal("-16.64")).toBeNull();
    expect(scannedTotal("16.64-")).toBeNull();
    expect(scannedTotal("16.64")).toBe(16.64);
  });
});
