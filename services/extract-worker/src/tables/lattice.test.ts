import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { PositionedDocument, Rect, Ruling } from "../layout/types";
import { detectTables } from "./detect-tables";

// A table drawn only by shaded cells: the header cells and every other body row are filled boxes,
// the rows between them are bare. Rules run across the top and bottom of each shaded row and down
// the left edge. "Spending" spans the two columns under it.
const X = [50, 170, 260, 350]; // column lines
const ROW = 18;
// Shaded boxes stop 3 pt short of the column lines (white gaps between cells), so each line is a
// pair of edges with a narrow empty strip between them.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ bbox: [x0 + 3, y0, x1 - 3, y1], filled: true, stroked: false });

/** With `bodyShaded` false only the header is drawn (its boxes and rules); the body is bare text. */
function shadedTable(bodyShaded = true): PositionedDocument {
  const specs: CellSpec[] = [];
  const rects: Rect[] = [];
  const at = (text: string, col: number, row: number) => specs.push({ text, x: (X[col] as number) + 4, y: 100 + row * ROW + 4 });
  // Header: "District" spans both header rows, "Spending" spans two columns.
  rects.push(box(X[0] as number, 100, X[1] as number, 100 + 2 * ROW), box(X[1] as number, 100, X[3] as number, 100 + ROW));
  rects.push(box(X[1] as number, 100 + ROW, X[2] as number, 100 + 2 * ROW), box(X[2] as number, 100 + ROW, X[3] as number, 100 + 2 * ROW));
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
  body.forEach((cells, i) => {
    const row = 2 + i;
    cells.forEach((text, col) => at(text, col, row));
    if (bodyShaded && i % 2 === 0) for (let c = 0; c < 3; c++) rects.push(box(X[c] as number, 100 + row * ROW, X[c + 1] as number, 100 + (row + 1) * ROW));
  });
  const p = page(specs);
  p.rects = rects;
  const across = (y: number): Ruling => ({ orientation: "h", bbox: [(X[0] as number) + 3, y, (X[3] as number) - 3, y] });
  const lastRuled = bodyShaded ? 6 : 2;
  p.rulings = [
    { orientation: "v", bbox: [(X[0] as number) + 3, 100, (X[0] as number) + 3, 100 + lastRuled * ROW] },
    ...[0, 2, 3, 4, 5].filter((row) => row <= lastRuled).map((row) => across(100 + row * ROW)),
  ];
  return { pageCount: 1, encrypted: false, pages: [p] };
}

/** What both forms of the shaded table read as. */
const SHADED_ROWS = [
  ["District", "Spending", ""],
  ["", "Roads", "Water"],
  ["Northern Coast", "12,310", "4,020"],
  ["Eastern Plains", "8,455", "96"],
  ["Western Hills", "3,118", "7,702"],
  ["Lake District", "5,640", "1,989"],
];

describe("ruled tables", () => {
  it("keeps the cells of an unruled row apart while header cells span", () => {
    const tables = detectTables(shadedTable());
    expect(tables).toHaveLength(1);
    expect(tables[0]?.method).toBe("lattice");
    expect(tables[0]?.rows).toEqual(SHADED_ROWS);
  });

  it("reads a drawn header and the bare body under it as one table", () => {
    const tables = detectTables(shadedTable(false));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(SHADED_ROWS);
  });

  it("keeps wrapped cells whole in a table ruled row by row", () => {
    // A full grid; the header cells and some body cells wrap onto two or three lines.
    const cols = [50, 160, 240, 320];
    const rowsY = [100, 140, 170, 200, 230];
    const specs: CellSpec[] = [];
    const put = (lines: string[], col: number, row: number) =>
      lines.forEach((text, k) => specs.push({ text, x: (cols[col] as number) + 4, y: (rowsY[row] as number) + 3 + k * 11 }));
    put(["Urban", "population", "growth"], 0, 0);
    put(["Index", "loans", "deposits"], 1, 0);
    put(["Annual"], 2, 0);
    put(["Harbour", "City"], 0, 1);
    put(["208,067"], 1, 1);
    put(["B47-", "346"], 2, 1);
    put(["Eastern Plains"], 0, 2);
    put(["665,948"], 1, 2);
    put(["C83-242"], 2, 2);
    put(["Total"], 0, 3);
    put(["874,015"], 1, 3);
    const p = page(specs);
    p.rulings = [
      ...rowsY.map((y) => ({ orientation: "h" as const, bbox: [cols[0] as number, y, cols[3] as number, y] as [number, number, number, number] })),
      ...cols.map((x) => ({ orientation: "v" as const, bbox: [x, rowsY[0] as number, x, rowsY[4] as number] as [number, number, number, number] })),
    ];
    const tables = detectTables({ pageCount: 1, encrypted: false, pages: [p] });
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Urban population growth", "Index loans deposits", "Annual"],
      ["Harbour City", "208,067", "B47- 346"],
      ["Eastern Plains", "665,948", "C83-242"],
      ["Total", "874,015", ""],
    ]);
    // Every boundary is a drawn line.
    expect(tables[0]?.confidence).toBe(0.9);
  });

  it("reads a table framed by a box with no column lines from its whitespace", () => {
    // A box around the table and a rule under its header; the columns are set close together,
    // each record on one line with words in every column.
    const cols = [56, 150, 262, 360];
    const body = [
      ["Harbour works", "Widen the old quay", "Port office", "Ongoing"],
      ["Tram renewal", "Replace worn rails", "City transport", "Planned"],
      ["School roofs", "Insulate old buildings", "Building agency", "Done"],
    ];
    const specs: CellSpec[] = [];
    ["Project", "Aim", "Lead body", "Stage"].forEach((text, c) => specs.push({ text, x: cols[c] as number, y: 104 }));
    body.forEach((cells, r) => cells.forEach((text, c) => specs.push({ text, x: cols[c] as number, y: 124 + r * 14 })));
    const p = page(specs);
    const h = (y: number): Ruling => ({ orientation: "h", bbox: [50, y, 420, y] });
    const v = (x: number): Ruling => ({ orientation: "v", bbox: [x, 100, x, 170] });
    p.rulings = [h(100), h(119), h(170), v(50), v(420)];
    const tables = detectTables({ pageCount: 1, encrypted: false, pages: [p] });
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([["Project", "Aim", "Lead body", "Stage"], ...body]);
  });

  it("keeps two heads apart over a band that only another column's sub-cells rule", () => {
    // The last column's head is boxed line by line, so its sub-cell rules cut the header into
    // bands the other columns do not draw; the heads of the middle columns miss the top band.
    const xs = [50, 150, 250, 350, 450];
    const specs: CellSpec[] = [
      { text: "Region", x: 54, y: 115 },
      { text: "North", x: 154, y: 115 },
      { text: "side", x: 154, y: 128 },
      { text: "South", x: 254, y: 115 },
      { text: "side", x: 254, y: 128 },
      { text: "All", x: 354, y: 102 },
      { text: "areas", x: 354, y: 115 },
      { text: "counted", x: 354, y: 128 },
    ];
    ["Lowland", "Upland"].forEach((name, i) => {
      const y = 144 + i * 20;
      specs.push({ text: name, x: 54, y }, { text: `${12 + i}`, x: 154, y }, { text: `${30 + i}`, x: 254, y }, { text: `${42 + 2 * i}`, x: 354, y });
    });
    const p = page(specs);
    const across = (y: number, x0 = 50, x1 = 450): Ruling => ({ orientation: "h", bbox: [x0, y, x1, y] });
    const down = (x: number, y0: number): Ruling => ({ orientation: "v", bbox: [x, y0, x, 180] });
    p.rulings = [
      across(100),
      across(113, 350),
      across(126, 350),
      across(140),
      across(160),
      across(180),
      down(50, 100),
      down(450, 100),
      ...xs.slice(1, -1).map((x) => down(x, 140)),
    ];
    const tables = detectTables({ pageCount: 1, encrypted: false, pages: [p] });
    expect(tables).toHaveLength(1);
    const cells = tables[0]?.rows.flat() ?? [];
    expect(cells).toContain("North side");
    expect(cells).toContain("South side");
  });
});
