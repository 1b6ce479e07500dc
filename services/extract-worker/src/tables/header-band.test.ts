import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { Rect } from "../layout/types";
import { detectTables } from "./detect-tables";

// A header drawn as shaded cells ("Spending" spans the two columns under it, "District" both
// header rows) over a body of bare text rows.
const X = [50, 170, 260, 350];
const ROW = 18;
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ bbox: [x0, y0, x1, y1], filled: true, stroked: false });

describe("shaded header over an unruled body", () => {
  it("reads header and body as one table", () => {
    const specs: CellSpec[] = [];
    const at = (text: string, col: number, row: number) => specs.push({ text, x: (X[col] as number) + 4, y: 100 + row * ROW + 4 });
    at("District", 0, 0);
    at("Spending", 1, 0);
    at("Roads", 1, 1);
    at("Water", 2, 1);
    const body = [
      ["Northern Coast", "12,310", "4,020"],
      ["Eastern Plains", "8,455", "96"],
      ["Western Hills", "3,118", "7,702"],
      ["Lake District", "5,640", "1,989"],
    ];
    body.forEach((cells, i) => cells.forEach((text, col) => at(text, col, 2 + i)));
    const p = page(specs);
    p.rects = [
      box(X[0] as number, 100, X[1] as number, 100 + 2 * ROW),
      box(X[1] as number, 100, X[3] as number, 100 + ROW),
      box(X[1] as number, 100 + ROW, X[2] as number, 100 + 2 * ROW),
      box(X[2] as number, 100 + ROW, X[3] as number, 100 + 2 * ROW),
    ];
    const tables = detectTables({ pageCount: 1, encrypted: false, pages: [p] });
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([["District", "Spending", ""], ["", "Roads", "Water"], ...body]);
  });
});
