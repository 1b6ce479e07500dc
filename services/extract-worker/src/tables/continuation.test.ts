import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../test/synthetic-model";
import { detectTables } from "./detect-tables";

const grid = (rows: string[][], y0: number): CellSpec[] => rows.flatMap((row, r) => row.map((text, c) => ({ text, x: 60 + c * 120, y: y0 + r * 16 })));

const body = (a: string, b: string) => [
  ["North", a, "31.0"],
  ["South", b, "22.5"],
  ["East", "96", "14.2"],
  ["West", "118", "32.3"],
];

describe("tables across pages", () => {
  it("keeps apart two tables of one layout on facing pages whose heads name different things", () => {
    const women = [["Region", "Women counted", "Share"], ...body("412", "268")];
    const men = [["Region", "Men counted", "Share"], ...body("377", "301")];
    const tables = detectTables(doc(grid(women, 700), grid(men, 60)));
    expect(tables.map((t) => t.rows)).toEqual([women, men]);
  });

  it("still joins a table that runs onto the next page and repeats its head there", () => {
    const head = ["Region", "Women counted", "Share"];
    const tables = detectTables(doc(grid([head, ...body("412", "268")], 700), grid([head, ...body("377", "301")], 60)));
    expect(tables.map((t) => t.rows)).toEqual([[head, ...body("412", "268"), ...body("377", "301")]]);
  });
});
