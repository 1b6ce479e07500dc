import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { PositionedDocument, Ruling } from "../layout/types";
import { detectTables } from "./detect-tables";

// Government report tables: spanners over groups of three columns, units heads wrapped over
// lines under an underlined spanner, stub labels wrapped under a hanging indent. Fixed-pitch
// model, size 8: 4 pt a character, 8 pt a line; a cell's lines 9.6 pt apart, rows 13 pt.
const at = (text: string, right: number, y: number): CellSpec => ({ text, x: right - text.length * 4, y, size: 8 });
const left = (text: string, x: number, y: number): CellSpec => ({ text, x, y, size: 8 });
const hRule = (y: number, x0: number, x1: number): Ruling => ({ orientation: "h", bbox: [x0, y, x1, y] });
const tableOf = (cells: CellSpec[], rulings: Ruling[] = []): string[][] | undefined => {
  const p = page(cells);
  p.rulings = rulings;
  const doc: PositionedDocument = { pageCount: 1, encrypted: false, pages: [p] };
  return detectTables(doc)[0]?.rows;
};
/** A body row: its stub label and figures right-aligned at `rights`. */
const record = (label: string, figures: string[], rights: number[], y: number): CellSpec[] => [
  left(label, 40, y),
  ...figures.map((f, i) => at(f, rights[i] as number, y)),
];

describe("government report tables", () => {
  it("puts a spanner centred over three columns, a row's padding above their heads, in the first of them", () => {
    const rights = [200, 250, 300, 350, 400, 450];
    const cells = [
      left("Men", 235, 80),
      left("Women", 381, 80),
      left("Region", 40, 93),
      ...["2019", "2020", "2021", "2019", "2020", "2021"].map((y, i) => at(y, rights[i] as number, 93)),
      ...record("Northvale", ["1 204", "1 310", "1 355", "1 187", "1 260", "1 298"], rights, 106),
      ...record("Eastmarch", ["2 577", "2 582", "2 604", "2 490", "2 511", "2 530"], rights, 119),
      ...record("Southmere", ["3 627", "3 728", "3 802", "3 514", "3 599", "3 640"], rights, 132),
    ];
    expect(tableOf(cells)?.slice(0, 2)).toEqual([
      ["", "Men", "", "", "Women", "", ""],
      ["Region", "2019", "2020", "2021", "2019", "2020", "2021"],
    ]);
  });

  it("joins a units head wrapped over three lines under an underlined spanner, and reads '1 000 tonnes' as no figure", () => {
    const rights = [220, 300];
    const cells = [
      left("Consumption", 216, 80),
      ...["2020", "2021"].map((y, i) => at(y, rights[i] as number, 93)),
      ...[
        ["1 000 tonnes", 106],
        ["of oil", 115.6],
        ["equivalent", 125.2],
      ].flatMap(([text, y]) => rights.map((r) => at(text as string, r, y as number))),
      left("Item", 40, 125.2),
      ...record("Solid fuels", ["5 201", "5 330"], rights, 140),
      ...record("Natural gas", ["9 546", "9 612"], rights, 153),
      ...record("Electricity", ["1 848", "1 901"], rights, 166),
    ];
    // A rule over the table, and the spanner's underline, which leaves out the stub: no rule under the header.
    expect(tableOf(cells, [hRule(76, 36, 304), hRule(90, 170, 300)])?.slice(0, 3)).toEqual([
      ["", "Consumption", ""],
      ["", "2020", "2021"],
      ["Item", "1 000 tonnes of oil equivalent", "1 000 tonnes of oil equivalent"],
    ]);
  });

  it("keeps a table whole across a label's lines under a hanging indent and the group row after them", () => {
    const rights = [260, 320];
    const cells = [
      ...["2020", "2021"].map((y, i) => at(y, rights[i] as number, 80)),
      ...record("Manufacture of food", ["204", "310"], rights, 93),
      left("products, beverages", 48, 102.6),
      left("and tobacco", 48, 112.2),
      left("Education", 40, 127),
      ...record("Primary", ["627", "728"], rights, 140),
      ...record("Secondary", ["124", "130"], rights, 153),
    ];
    expect(tableOf(cells)).toEqual([
      ["", "2020", "2021"],
      ["Manufacture of food products, beverages and tobacco", "204", "310"],
      ["Education", "", ""],
      ["Primary", "627", "728"],
      ["Secondary", "124", "130"],
    ]);
  });

  it("keeps a table whole across a text cell's lines and the group row after them", () => {
    const cells = [
      left("Status", 150, 80),
      at("2021", 300, 80),
      left("Energy", 40, 94),
      left("Solid fuels", 48, 107),
      left("Partly implemented;", 150, 107),
      at("1 096", 300, 107),
      left("remaining measures", 150, 116.6),
      left("postponed to 2027", 150, 126.2),
      left("Industry", 40, 140),
      left("Mining", 48, 153),
      left("Implemented", 150, 153),
      at("526", 300, 153),
      left("Chemicals", 48, 166),
      left("Pending", 150, 166),
      at("653", 300, 166),
    ];
    expect(tableOf(cells)).toEqual([
      ["", "Status", "2021"],
      ["Energy", "", ""],
      ["Solid fuels", "Partly implemented; remaining measures postponed to 2027", "1 096"],
      ["Industry", "", ""],
      ["Mining", "Implemented", "526"],
      ["Chemicals", "Pending", "653"],
    ]);
  });

  it("joins a stub label's lines set under a hanging indent in a table set tight, a note under it set wider", () => {
    const rights = [260, 320];
    const cells = [
      ...["2020", "2021"].map((y, i) => at(y, rights[i] as number, 80)),
      ...record("Mining", ["204", "310"], rights, 90),
      ...record("Accommodation and food", ["577", "582"], rights, 100),
      left("service activities", 48, 110),
      ...record("Transport", ["627", "728"], rights, 120),
      ...record("Construction", ["124", "130"], rights, 130),
      left("1 Excludes territorial bodies.", 40, 139),
    ];
    expect(tableOf(cells)).toEqual([
      ["", "2020", "2021"],
      ["Mining", "204", "310"],
      ["Accommodation and food service activities", "577", "582"],
      ["Transport", "627", "728"],
      ["Construction", "124", "130"],
    ]);
  });

  it("leaves the caption between two tables set close out of both, though each reaches for the other's rule", () => {
    const rights = [260, 320];
    const cells = [
      ...["2020", "2021"].map((y, i) => at(y, rights[i] as number, 80)),
      ...record("Mining", ["204", "310"], rights, 93),
      ...record("Transport", ["627", "728"], rights, 106),
      ...record("Construction", ["124", "130"], rights, 119),
      left("Table 12: Households by size", 40, 134),
      ...["2022", "2023"].map((y, i) => at(y, rights[i] as number, 150)),
      ...record("One person", ["1 915", "1 940"], rights, 163),
      ...record("Two persons", ["2 377", "2 402"], rights, 176),
      ...record("Three or more", ["3 012", "3 050"], rights, 189),
    ];
    const p = page(cells);
    // Each table's rules at head and foot only: the first's foot lies 18 pt over the second's head.
    p.rulings = [hRule(77, 36, 324), hRule(89.5, 36, 324), hRule(129, 36, 324), hRule(147, 36, 324), hRule(159.5, 36, 324), hRule(199, 36, 324)];
    const found = detectTables({ pageCount: 1, encrypted: false, pages: [p] }).map((t) => t.rows);
    expect(found).toEqual([
      [
        ["", "2020", "2021"],
        ["Mining", "204", "310"],
        ["Transport", "627", "728"],
        ["Construction", "124", "130"],
      ],
      [
        ["", "2022", "2023"],
        ["One person", "1 915", "1 940"],
        ["Two persons", "2 377", "2 402"],
        ["Three or more", "3 012", "3 050"],
      ],
    ]);
  });

  it("leaves a caption wrapped onto a second line out of the table under it, its rule reached for over the caption", () => {
    const rights = [260, 320];
    const cells = [
      ...["2020", "2021"].map((y, i) => at(y, rights[i] as number, 80)),
      ...record("Mining", ["204", "310"], rights, 93),
      ...record("Transport", ["627", "728"], rights, 106),
      { text: "Table 12: Households by size and type", x: 40, y: 122, size: 10 },
      { text: "of area", x: 40, y: 134, size: 10 },
      ...["2022", "2023"].map((y, i) => at(y, rights[i] as number, 152)),
      ...record("One person", ["1 915", "1 940"], rights, 165),
      ...record("Two persons", ["2 377", "2 402"], rights, 178),
    ];
    const p = page(cells);
    p.rulings = [hRule(77, 36, 324), hRule(89.5, 36, 324), hRule(116, 36, 324), hRule(149, 36, 324), hRule(161.5, 36, 324), hRule(188, 36, 324)];
    const found = detectTables({ pageCount: 1, encrypted: false, pages: [p] }).map((t) => t.rows);
    expect(found[1]).toEqual([
      ["", "2022", "2023"],
      ["One person", "1 915", "1 940"],
      ["Two persons", "2 377", "2 402"],
    ]);
  });
});
