import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { PositionedDocument } from "../layout/types";
import { detectTables } from "./detect-tables";

// Tables of technical reports set in two columns and of federal program reports, in the
// fixed-pitch model (size 8: 4 pt a character; a word space 2 pt).
const at = (text: string, right: number, y: number): CellSpec => ({ text, x: right - text.length * 4, y, size: 8 });
const left = (text: string, x: number, y: number): CellSpec => ({ text, x, y, size: 8 });
const centred = (text: string, middle: number, y: number): CellSpec => ({ text, x: middle - text.length * 2, y, size: 8 });
const doc = (cells: CellSpec[], rules: Array<["h" | "v", number, number, number]> = []): PositionedDocument => ({
  pageCount: 1,
  encrypted: false,
  pages: [
    {
      ...page(cells),
      rulings: rules.map(([o, pos, a, b]) => ({ orientation: o, bbox: o === "h" ? [a, pos, b, pos] : [pos, a, pos, b] })),
    },
  ],
});

describe("tables of technical reports", () => {
  it("ends a table where prose set in two page columns follows its note", () => {
    const cells = [
      ...["Treatment", "Yield", "Height"].map((t, c) => (c === 0 ? left(t, 60, 100) : at(t, 150 + 60 * c, 100))),
      ...["Control", "Mulch", "Compost"].flatMap((label, r) => [
        left(label, 60, 112 + 12 * r),
        at(`${5 + r}.1`, 210, 112 + 12 * r),
        at(`${80 + r}.5`, 270, 112 + 12 * r),
      ]),
      left("Values are means of four replicates.", 60, 150),
      ...[0, 1, 2].flatMap((r) => [
        left("plots were laid out in blocks with four replicates each", 60, 162 + 12 * r),
        left("and every treatment was applied at the start of the season", 300, 162 + 12 * r),
      ]),
    ];
    expect(detectTables(doc(cells))).toHaveLength(1);
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["Treatment", "Yield", "Height"],
      ["Control", "5.1", "80.5"],
      ["Mulch", "6.1", "81.5"],
      ["Compost", "7.1", "82.5"],
    ]);
  });

  it("keeps a mean and its spread in parentheses one cell, and a spanner over two heads in the first", () => {
    // "5.11 (0.39)" centred in columns 100 pt apart: one word space between the two figures in
    // every row. Each year is centred over its two columns.
    const means = [
      ["Control", "5.11 (0.39)", "9.97 (0.69)", "4.52 (0.09)", "7.10 (0.12)"],
      ["Mulch", "2.76 (0.13)", "8.37 (0.54)", "4.03 (0.23)", "6.88 (0.31)"],
      ["Compost", "3.30 (0.36)", "1.08 (0.16)", "2.48 (0.18)", "5.93 (0.25)"],
      ["Biochar", "5.11 (0.27)", "6.21 (0.27)", "4.17 (0.10)", "6.02 (0.44)"],
    ];
    const mids = [0, 160, 260, 360, 460];
    const heads = ["Treatment", "Yield", "Height", "Yield", "Height"];
    const cells = [
      centred("2019", 210, 90),
      centred("2020", 410, 90),
      ...heads.map((t, c) => (c === 0 ? left(t, 60, 102) : centred(t, mids[c] as number, 102))),
      ...means.flatMap((row, r) => row.map((t, c) => (c === 0 ? left(t, 60, 116 + 12 * r) : centred(t, mids[c] as number, 116 + 12 * r)))),
    ];
    expect(detectTables(doc(cells, [["h", 112, 55, 500]]))[0]?.rows).toEqual([["", "2019", "", "2020", ""], heads, ...means]);
  });
});

describe("program tables of federal reports", () => {
  // Agency | Program | Obligations: an agency named once beside its programs, rules between agencies.
  const records: Array<[string, string, string]> = [
    ["Energy", "Grid grants", "$40.1"],
    ["", "Fleet vouchers", "$210.3"],
    ["", "Weatherization", "(NA)"],
    ["Labor", "Apprentices", "$344.1"],
    ["", "Youth jobs", "$68.4"],
  ];
  // Heads, the records, a total; rules over and under the heads and over the total.
  const cells = [
    left("Agency", 60, 100),
    left("Program", 150, 100),
    at("Obligations", 330, 100),
    ...records.flatMap(([agency, program, amount], r) => {
      const y = 116 + 12 * r + (r >= 3 ? 4 : 0);
      return [...(agency ? [left(agency, 60, y)] : []), left(program, 150, y), at(amount, 330, y)];
    }),
    left("Total", 60, 182),
    at("$663.0", 330, 182),
  ];
  const rules: Array<["h" | "v", number, number, number]> = [97, 111, 179].map((y) => ["h", y, 55, 335]);
  const expected = [["Agency", "Program", "Obligations"], ...records, ["Total", "", "$663.0"]];

  it("reads the programs of one agency set between rules as rows of their own", () => {
    expect(detectTables(doc(cells, [...rules, ["h", 151, 55, 335]]))[0]?.rows).toEqual(expected);
  });

  it("reads a body in whitespace under heads boxed cell by cell, closed by a total's rule", () => {
    const columnLines = [55, 145, 240, 335].map((x): ["v", number, number, number] => ["v", x, 97, 111]);
    expect(detectTables(doc(cells, [...rules, ...columnLines]))[0]?.rows).toEqual(expected);
  });
});
