import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../test/synthetic-model";
import { detectTables } from "./detect-tables";

// Tables as office suites set them: every cell flush left, figures too, with little padding, so a
// long label runs up close to the figure column after it and a spanner starts where its group does.

const rowAt = (y: number, cells: Array<[string, number]>): CellSpec[] => cells.map(([text, x]) => ({ text, x, y }));

describe("tables set flush left", () => {
  it("keeps the figure columns apart where a missing-data mark is set close after a long label", () => {
    // "Total, all sectors" ends at 145 (5 pt a character); the mark stands 2.8 pt after it, where
    // the figures start: no word-free strip is left between the stub and the figures.
    const cells = [
      ...rowAt(100, [
        ["Sector", 60],
        ["Output", 147.8],
        ["Change", 214],
      ]),
      ...rowAt(116, [
        ["Mills", 60],
        ["412", 147.8],
        ["2.5", 214],
      ]),
      ...rowAt(132, [
        ["Quarries", 60],
        ["88", 147.8],
        ["-1.4", 214],
      ]),
      ...rowAt(148, [
        ["Kilns", 60],
        ["1,037", 147.8],
        ["0.6", 214],
      ]),
      ...rowAt(164, [
        ["Total, all sectors", 60],
        ["n/a", 147.8],
        ["1.1", 214],
      ]),
    ];
    const rows = detectTables(doc(cells))[0]?.rows;
    expect(rows?.slice(0, 4)).toEqual([
      ["Sector", "Output", "Change"],
      ["Mills", "412", "2.5"],
      ["Quarries", "88", "-1.4"],
      ["Kilns", "1,037", "0.6"],
    ]);
    expect(rows?.[4]?.[2]).toBe("1.1");
  });

  it("keeps a spanner set flush left over its group in the group's first column", () => {
    const cells = [
      ...rowAt(100, [
        ["2021", 140],
        ["2022", 280],
      ]),
      ...rowAt(114, [["Area", 60]]),
      ...rowAt(128, [
        ["Tonnes", 140],
        ["Change (%)", 186],
        ["Tonnes", 280],
        ["Change on year (%)", 326],
      ]),
      ...rowAt(150, [
        ["Northfield", 60],
        ["37", 140],
        ["2.1", 186],
        ["47", 280],
        ["8.7", 326],
      ]),
      ...rowAt(166, [
        ["Eastmoor", 60],
        ["57", 140],
        ["-6.8", 186],
        ["3 252", 280],
        ["-9.9", 326],
      ]),
      ...rowAt(182, [
        ["Westbury", 60],
        ["7 344", 140],
        ["2.5", 186],
        ["1 818", 280],
        ["7.2", 326],
      ]),
      ...rowAt(198, [
        ["Southend", 60],
        ["792", 140],
        ["17.8", 186],
        ["6 119", 280],
        ["-11.2", 326],
      ]),
    ];
    const rows = detectTables(doc(cells))[0]?.rows;
    expect(rows?.[0]).toEqual(["", "2021", "", "2022", ""]);
    expect(rows?.slice(-4)).toEqual([
      ["Northfield", "37", "2.1", "47", "8.7"],
      ["Eastmoor", "57", "-6.8", "3 252", "-9.9"],
      ["Westbury", "7 344", "2.5", "1 818", "7.2"],
      ["Southend", "792", "17.8", "6 119", "-11.2"],
    ]);
  });
});
