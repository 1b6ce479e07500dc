import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { Page, PositionedDocument, Rect } from "../layout/types";
import { detectTables } from "./detect-tables";

const docOf = (p: Page): PositionedDocument => ({ pageCount: 1, encrypted: false, pages: [p] });

// Nine labels on a 3 × 3 grid of positions, as a flowchart would place them.
const labels: CellSpec[] = [
  ["Orders", "Warehouse", "Dispatch"],
  ["Suppliers", "Quality check", "Returns"],
  ["Invoicing", "Payments", "Archive"],
].flatMap((row, r) => row.map((text, c) => ({ text, x: 60 + c * 150, y: 100 + r * 40 })));

describe("diagrams", () => {
  it("reads labels set on a grid as a table when nothing is drawn around them", () => {
    expect(detectTables(docOf(page(labels)))).toHaveLength(1);
  });

  it("does not read labels in separate outlined boxes as a table", () => {
    const p = page(labels);
    // One outlined box around each label, 6 pt clear of it and well apart from the others.
    p.rects = p.lines.map((l): Rect => ({ bbox: [l.bbox[0] - 6, l.bbox[1] - 6, l.bbox[2] + 6, l.bbox[3] + 6], filled: false, stroked: true }));
    expect(detectTables(docOf(p))).toEqual([]);
  });
});
