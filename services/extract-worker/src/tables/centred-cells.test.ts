import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { PositionedDocument } from "../layout/types";
import { detectTables } from "./detect-tables";

// An office suite's table: every cell centred in its row, lines 12 pt apart, rows padded 12 pt,
// so a cell of two lines sits half a line lower than its neighbour of three.
const X = [60, 170, 290, 400];
const PITCH = 12;

/** One row of cells (each a list of lines) from `top`, every cell centred on the tallest; returns the specs and the next row's top. */
function centredRow(cells: string[][], top: number): { specs: CellSpec[]; next: number } {
  const tallest = Math.max(...cells.map((c) => c.length));
  const specs = cells.flatMap((lines, k) => lines.map((text, j) => ({ text, x: X[k] as number, y: top + ((tallest - lines.length) * PITCH) / 2 + j * PITCH })));
  return { specs, next: top + (tallest - 1) * PITCH + 10 + 12 };
}

function table(rows: string[][][]): PositionedDocument {
  const specs: CellSpec[] = [];
  let top = 100;
  for (const row of rows) {
    const { specs: s, next } = centredRow(row, top);
    specs.push(...s);
    top = next;
  }
  return { pageCount: 1, encrypted: false, pages: [page(specs)] };
}

describe("cells centred in their rows", () => {
  it("reads each padded row's lines as one record, header included, where shorter cells sit between a taller cell's lines", () => {
    const doc = table([
      [["Project"], ["Lead", "agency"], ["Stage"], ["Cost", "(thousand", "euro)"]],
      [["Harbour", "dredging", "works"], ["Coastal works", "board of the", "province"], ["Tendered", "in May"], ["4,310"]],
      [["Cycle lanes"], ["City transport", "office"], ["Under way", "since spring"], ["918"]],
      [["School roofs", "repair"], ["Building", "authority of", "the district"], ["Planned"], ["2,075"]],
      [["Flood gauges"], ["Water board"], ["Done", "in part"], ["655"]],
    ]);
    const tables = detectTables(doc);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Project", "Lead agency", "Stage", "Cost (thousand euro)"],
      ["Harbour dredging works", "Coastal works board of the province", "Tendered in May", "4,310"],
      ["Cycle lanes", "City transport office", "Under way since spring", "918"],
      ["School roofs repair", "Building authority of the district", "Planned", "2,075"],
      ["Flood gauges", "Water board", "Done in part", "655"],
    ]);
  });

  it("takes in a bold last head standing a little past the widest cell under it", () => {
    // "Outlays" (398..433) stands 3 pt past the column's widest cell, "(euro)" (400..430).
    const specs: CellSpec[] = [
      { text: "Outlays", x: 398, y: 100 },
      { text: "Project", x: 60, y: 112 },
      { text: "Lead agency", x: 170, y: 112 },
      { text: "Stage", x: 290, y: 112 },
      { text: "(euro)", x: 400, y: 124 },
    ];
    const records = [
      ["Harbour works", "Coastal board", "Tendered", "4,310"],
      ["Cycle lanes", "Transport office", "Under way", "918"],
      ["School roofs", "Building authority", "Planned", "2,075"],
    ];
    records.forEach((row, r) => row.forEach((text, k) => specs.push({ text, x: X[k] as number, y: 150 + 22 * r })));
    const tables = detectTables({ pageCount: 1, encrypted: false, pages: [page(specs)] });
    expect(tables[0]?.rows).toEqual([["Project", "Lead agency", "Stage", "Outlays (euro)"], ...records]);
  });

  it("keeps records set close apart when a column holds a figure on each line", () => {
    // Padded pairs of records: the second of each pair is no centred line of the first, its figures say so.
    const specs: CellSpec[] = [];
    const pairs = [
      ["Spruce", "41.2", "Larch", "12.8"],
      ["Beech", "30.5", "Oak", "19.6"],
      ["Alder", "7.1", "Ash", "5.3"],
    ];
    specs.push({ text: "Species", x: 60, y: 100 }, { text: "Share", x: 170, y: 100 });
    pairs.forEach(([a, fa, b, fb], i) => {
      const y = 130 + i * 40;
      specs.push(
        { text: a as string, x: 60, y },
        { text: fa as string, x: 170, y },
        { text: b as string, x: 60, y: y + 12 },
        { text: fb as string, x: 170, y: y + 12 },
      );
    });
    const tables = detectTables({ pageCount: 1, encrypted: false, pages: [page(specs)] });
    expect(tables[0]?.rows).toEqual([
      ["Species", "Share"],
      ...pairs.flatMap(([a, fa, b, fb]) => [
        [a, fa],
        [b, fb],
      ]),
    ]);
  });
});
