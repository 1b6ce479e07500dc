import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { Page, PositionedDocument, Ruling } from "../model/types";
import { detectTables } from "./detect-tables";

const docOf = (p: Page): PositionedDocument => ({ pageCount: 1, encrypted: false, pages: [p] });
const hRule = (y: number, x0: number, x1: number): Ruling => ({ orientation: "h", bbox: [x0, y, x1, y] });
const grid = (rows: string[][], x0: number, y0: number, colWidth = 90, pitch = 16): CellSpec[] =>
  rows.flatMap((row, r) => row.map((text, c) => ({ text, x: x0 + c * colWidth, y: y0 + r * pitch })).filter((s) => s.text));

describe("unruled tables", () => {
  it("does not read a chart's axis ticks and legend as a table", () => {
    // Two charts side by side: y-axis ticks down the left of each, a few series labels, and
    // month labels under each: aligned like columns, but most of that grid would be empty.
    const ticks = ["500", "400", "300", "200", "100", "0"].flatMap((text, i) => [
      { text, x: 60, y: 100 + i * 14 },
      { text, x: 300, y: 100 + i * 14 },
    ]);
    const legend = [
      { text: "Series one", x: 120, y: 114 },
      { text: "Series two", x: 380, y: 142 },
    ];
    const months = ["Jan", "Apr", "Jul", "Oct"].flatMap((text, i) => [
      { text, x: 90 + i * 45, y: 186 },
      { text, x: 330 + i * 45, y: 186 },
    ]);
    expect(detectTables(docOf(page([...ticks, ...legend, ...months])))).toEqual([]);
  });

  it("gives the rows framed by rules to one table only, and not again to a heading below", () => {
    const rows = [
      ["Answer", "Count", "Percent", "Mean"],
      ["Kept them", "344", "75.2", "12196"],
      ["Sold some", "53", "11.6", "23518"],
      ["Sold all", "61", "13.2", "9187"],
    ];
    const heading = [
      { text: "4.2", x: 60, y: 200, size: 16 },
      { text: "Section heading", x: 110, y: 200, size: 16 },
    ];
    const p = page([...grid(rows, 60, 100), { text: "Source: a survey, weighted.", x: 60, y: 162 }, ...heading]);
    p.rulings = [hRule(97, 55, 400), hRule(114, 55, 400), hRule(165, 55, 400)];
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
  });
});
