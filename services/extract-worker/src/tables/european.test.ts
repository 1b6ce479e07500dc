import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { PositionedDocument } from "../layout/types";
import { detectTables } from "./detect-tables";

// Tables of European statistical offices and panel tables, in the fixed-pitch model (size 8: 4 pt
// a character; a word space 2 pt).
const at = (text: string, right: number, y: number): CellSpec => ({ text, x: right - text.length * 4, y, size: 8 });
const left = (text: string, x: number, y: number): CellSpec => ({ text, x, y, size: 8 });
const ruled = (cells: CellSpec[], rules: number[], x0: number, x1: number): PositionedDocument => ({
  pageCount: 1,
  encrypted: false,
  pages: [{ ...page(cells), rulings: rules.map((y) => ({ orientation: "h" as const, bbox: [x0, y, x1, y] })) }],
});

describe("European statistical tables", () => {
  it("gives a figure set close after a flag or a missing-data mark its own column", () => {
    // Figures right-aligned at 200 and 231 (a gutter of 5 pt once a flag pushes the next figure
    // left, narrower than the gap that splits segments): "51.9 b" and ":" end their cells.
    const rights = [0, 160, 200, 231];
    const body: string[][] = Array.from({ length: 20 }, (_, r) => [`Area ${r + 1}`, `${10 + r}.4`, `${20 + r}.1`, `${30 + r}.7`]);
    body[5] = ["Area 6", "17.6", "51.9 b", "249.6 c"];
    body[12] = ["Area 13", "22.4", ":", "293.5 u"];
    const cells = body.flatMap((row, r) => row.map((text, c) => (c === 0 ? left(text, 60, 100 + 11 * r) : at(text, rights[c] as number, 100 + 11 * r))));
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows).toEqual(body);
  });

  it("keeps a units line in parentheses whole and apart from the years over it", () => {
    // "(1 000 tonnes)" centred under the years; a column starts between "(1" and "000".
    const rights = [0, 200, 240, 280];
    const years = ["", "2019", "2020", "2021"];
    const body = [
      ["Northvale", "12,345.6", "12,345.6", "1,204.2"],
      ["Eastmarch", "2,093.1", "1,882.4", "2,010.7"],
      ["Southmere", "986.4", "1,003.9", "977.0"],
      ["Westholm", "4,830.3", "4,911.8", "5,002.6"],
    ];
    const cells = [
      ...years.flatMap((text, c) => (text ? [at(text, rights[c] as number, 88)] : [])),
      left("(1 000 tonnes)", 198, 98),
      ...body.flatMap((row, r) => row.map((text, c) => (c === 0 ? left(text, 60, 112 + 11 * r) : at(text, rights[c] as number, 112 + 11 * r)))),
    ];
    expect(detectTables(ruled(cells, [85, 108, 157], 60, 280))[0]?.rows).toEqual([years, ["", "(1 000 tonnes)", "", ""], ...body]);
  });

  it("gives a figure pushed by its flag under a long stub label its own column", () => {
    // "12.8 p" right-aligned at 160 starts 6 pt after "Unions (28 members)": one run of words,
    // the figure left of where its column's other figures start.
    const body: string[][] = Array.from({ length: 12 }, (_, r) => [`Area ${r + 1}`, `${10 + r}.4`, `${20 + r}.1`]);
    body[0] = ["Unions (28 members)", "12.8 p", "21.7"];
    const rights = [0, 160, 200];
    const cells = body.flatMap((row, r) => row.map((text, c) => (c === 0 ? left(text, 60, 100 + 11 * r) : at(text, rights[c] as number, 100 + 11 * r))));
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows).toEqual(body);
  });

  // Years at the top, units under them, three records under a rule: the table's first three rows.
  const yearsOver = (heads: CellSpec[]) => {
    const rights = [0, 200, 240, 280];
    const cells = [
      ...heads,
      ...["2019", "2020", "2021"].map((y, k) => at(y, rights[k + 1] as number, 88)),
      ...[
        ["Northvale", "13.7", "11.6", "16.8"],
        ["Eastmarch", "27.6", "23.9", "26.3"],
        ["Southmere", "8.7", "11.9", "8.6"],
      ].flatMap((row, r) => row.map((text, c) => (c === 0 ? left(text, 60, 110 + 11 * r) : at(text, rights[c] as number, 110 + 11 * r)))),
    ];
    return detectTables(ruled(cells, [85, 106, 146], 60, 280))[0]?.rows.slice(0, 3);
  };

  it("reads a line of units under the years as a row of its own", () => {
    expect(yearsOver([200, 240, 280].map((right) => at("%", right, 96)))).toEqual([
      ["", "2019", "2020", "2021"],
      ["", "%", "%", "%"],
      ["Northvale", "13.7", "11.6", "16.8"],
    ]);
  });

  it("reads a unit under the years beside the stub's head as a row of its own", () => {
    expect(yearsOver([left("Country", 60, 88), at("(%)", 280, 97)])).toEqual([
      ["Country", "2019", "2020", "2021"],
      ["", "", "", "(%)"],
      ["Northvale", "13.7", "11.6", "16.8"],
    ]);
  });
});

describe("panel tables", () => {
  // Heads right-aligned over figure columns at 180, 250 and 320, wrapped to the bottom: "Change
  // on" over "previous year" over "(points)" in the middle column.
  const rights = [0, 180, 250, 320];
  const heads = (y: number): CellSpec[] => [
    at("Change on", 250, y),
    at("Persons", 180, y + 9),
    at("previous year", 250, y + 9),
    at("Share", 320, y + 9),
    at("(thousands)", 180, y + 18),
    at("(points)", 250, y + 18),
    at("(%)", 320, y + 18),
  ];
  const rowsAt = (labels: string[], y: number) =>
    labels.flatMap((label, r) => [
      left(label, 60, y + 13 * r),
      ...[1, 2, 3].map((c) => at(c === 2 ? `${r}.${c}` : `${40 + 7 * r + c},${100 + r}`, rights[c] as number, y + 13 * r)),
    ]);

  it("takes in the upper line of a head standing alone above the table", () => {
    const cells = [...heads(80), ...rowsAt(["Men", "Women", "Total"], 112)];
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows.slice(0, 2)).toEqual([
      ["", "Persons (thousands)", "Change on previous year (points)", "Share (%)"],
      ["Men", "41,100", "0.2", "43,100"],
    ]);
  });

  it("takes in the upper line of a head set close to the next head", () => {
    // "part-time" and "At-risk" 5 pt apart: one run of words, two heads.
    const cells = [
      at("Share of", 200, 80),
      left("Group", 60, 89),
      at("part-time", 200, 89),
      left("At-risk", 205, 89),
      ...["Men", "Women", "Total"].flatMap((label, r) => [
        left(label, 60, 103 + 12 * r),
        at(`${41 + r}.5`, 200, 103 + 12 * r),
        at(`${17 + r}.2`, 233, 103 + 12 * r),
      ]),
    ];
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows.slice(0, 2)).toEqual([
      ["Group", "Share of part-time", "At-risk"],
      ["Men", "41.5", "17.2"],
    ]);
  });

  it("reads a panel's own heads, wrapped over lines, as one row", () => {
    const cells = [
      ...heads(80),
      left("Panel A. By sex", 60, 112),
      ...rowsAt(["Men", "Women"], 125),
      left("Panel B. By age", 60, 154),
      ...heads(167),
      ...rowsAt(["Young", "Old"], 199),
    ];
    const head = ["", "Persons (thousands)", "Change on previous year (points)", "Share (%)"];
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows).toEqual([
      head,
      ["Panel A. By sex", "", "", ""],
      ["Men", "41,100", "0.2", "43,100"],
      ["Women", "48,101", "1.2", "50,101"],
      ["Panel B. By age", "", "", ""],
      head,
      ["Young", "41,100", "0.2", "43,100"],
      ["Old", "48,101", "1.2", "50,101"],
    ]);
  });

  it("takes in head lines whose heads, set close, run into one line wider than half the table", () => {
    // Heads right-aligned at 180, 230 and 280; "Households Labourforce (percentage" 6 pt apart,
    // one run of words; a panel repeats them.
    const rights = [0, 180, 230, 280];
    const headLines = (y: number, stub: boolean): CellSpec[] => [
      at("Change on", 280, y),
      at("previous", 280, y + 9),
      at("year", 280, y + 18),
      at("Households", 180, y + 27),
      at("Labourforce", 230, y + 27),
      at("(percentage", 280, y + 27),
      ...(stub ? [left("Group", 60, y + 36)] : []),
      at("rate (%)", 180, y + 36),
      at("share (%)", 230, y + 36),
      at("points)", 280, y + 36),
    ];
    const records = (labels: string[], y: number) =>
      labels.flatMap((label, r) => [left(label, 60, y + 13 * r), ...[1, 2, 3].map((c) => at(`${40 + r}.${c}`, rights[c] as number, y + 13 * r))]);
    const cells = [
      ...headLines(80, true),
      left("Panel A. By sex", 60, 129),
      ...records(["Men", "Women"], 142),
      left("Panel B. By age", 60, 171),
      ...headLines(184, false),
      ...records(["Young", "Old"], 233),
    ];
    const head = ["Households rate (%)", "Labourforce share (%)", "Change on previous year (percentage points)"];
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows).toEqual([
      ["Group", ...head],
      ["Panel A. By sex", "", "", ""],
      ["Men", "40.1", "40.2", "40.3"],
      ["Women", "41.1", "41.2", "41.3"],
      ["Panel B. By age", "", "", ""],
      ["", ...head],
      ["Young", "40.1", "40.2", "40.3"],
      ["Old", "41.1", "41.2", "41.3"],
    ]);
  });

  it("still reads wrapped text cells under a row with figures as that row's lines", () => {
    // Rows padded 15 pt apart, their text cells wrapped 9 pt apart: lines without a stub and
    // without figures, but in text columns, not over the figures.
    const records = [
      ["Flood works", "Move common", "Office for", "392.7", "procedures online", "digital services"],
      ["Grants", "Reduce heating", "Energy agency", "768.8", "of older homes", ""],
      ["Bonus", "Raise the number", "Ministry of", "623.4", "of apprentices", "Labour"],
    ];
    const cells = [
      ...["Measure", "Objective", "Body"].map((text, c) => left(text, 60 + 90 * c, 85)),
      at("Budget", 360, 85),
      ...records.flatMap(([label, objective, body, budget, objective2, body2], r) => {
        const y = 100 + 24 * r;
        return [
          left(label as string, 60, y),
          left(objective as string, 150, y),
          left(body as string, 240, y),
          at(budget as string, 360, y),
          left(objective2 as string, 150, y + 9),
          ...(body2 ? [left(body2, 240, y + 9)] : []),
        ];
      }),
    ];
    expect(detectTables({ pageCount: 1, encrypted: false, pages: [page(cells)] })[0]?.rows).toEqual([
      ["Measure", "Objective", "Body", "Budget"],
      ["Flood works", "Move common procedures online", "Office for digital services", "392.7"],
      ["Grants", "Reduce heating of older homes", "Energy agency", "768.8"],
      ["Bonus", "Raise the number of apprentices", "Ministry of Labour", "623.4"],
    ]);
  });
});
