import { describe, expect, it } from "@jest/globals";
import { doc, page } from "../../test/synthetic-model";
import type { PositionedDocument } from "../layout/types";
import { detectTables } from "./detect-tables";

// Figures right-aligned at `right`, in the fixed-pitch model (size 8: 4 pt a character).
const at = (text: string, right: number, y: number) => ({ text, x: right - text.length * 4, y, size: 8 });

describe("statistical-publication tables", () => {
  it("tells apart figure columns set a point and a half apart", () => {
    // The widest figure of each column starts 1.5 pt right of the column before it ends.
    const rows = [
      ["Orchard growers", "4,817,302", "1,093,771", "63.2"],
      ["Dairy herds", "12,093", "(7,412.5)", "8.0"],
      ["Upland sheep", "986", "77,310", "(21.9)"],
    ];
    const rights = [0, 200.6, 238.1, 263.6];
    const cells = rows.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, rights[c] as number, 100 + 12 * r))),
    );
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });

  it("sets a section head centred across the body in the first column", () => {
    const body = (y: number, label: string, a: string, b: string) => [{ text: label, x: 60, y, size: 8 }, at(a, 260, y), at(b, 340, y)];
    const cells = [
      at("2019", 260, 100),
      at("2020", 340, 100),
      // Centred on the table (60..340): its centre at 200.
      { text: "Women", x: 200 - 10, y: 114, size: 8 },
      ...body(126, "Under 25 years", "418.3", "402.9"),
      ...body(138, "25 years and over", "1,207.6", "1,311.0"),
      { text: "Men", x: 200 - 6, y: 152, size: 8 },
      ...body(164, "Under 25 years", "377.4", "390.2"),
      ...body(176, "25 years and over", "1,154.8", "1,162.5"),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "2019", "2020"],
      ["Women", "", ""],
      ["Under 25 years", "418.3", "402.9"],
      ["25 years and over", "1,207.6", "1,311.0"],
      ["Men", "", ""],
      ["Under 25 years", "377.4", "390.2"],
      ["25 years and over", "1,154.8", "1,162.5"],
    ]);
  });

  it("sets a section head in the first column whole where one of its word spaces falls on a column's start", () => {
    const rights = [260, 340, 420];
    const body = (y: number, label: string, figures: string[]) => [{ text: label, x: 60, y, size: 8 }, ...figures.map((f, i) => at(f, rights[i] as number, y))];
    const labels = ["Under 25 years", "25 to 44 years", "45 to 64 years", "65 years and over", "All ages"];
    const rows = (top: number, k: number) => labels.flatMap((label, r) => body(top + 12 * r, label, [`${k}1${r}.4`, `${k}2${r}.6`, `1,${k}0${r}.5`]));
    const cells = [
      ...["2019", "2020", "2021"].map((y, i) => at(y, rights[i] as number, 100)),
      ...rows(112, 1),
      // Centred on the table (60..420), its word space before "towns" just where the third column starts (320).
      { text: "Households living in the rural areas outside", x: 154, y: 176, size: 8 },
      { text: "towns", x: 320, y: 176, size: 8 },
      ...rows(188, 2),
    ];
    const found = detectTables(doc(cells))[0]?.rows;
    expect(found?.[6]).toEqual(["Households living in the rural areas outside towns", "", "", ""]);
    expect(found?.[7]).toEqual(["Under 25 years", "210.4", "220.6", "1,200.5"]);
  });

  it("tells a stub label from the figures it runs on into, a word space short of the gutter other rows leave", () => {
    // Means with their spread start at 114; one label ends 2 pt before them, the others well short.
    const rows = [
      ["Mulch", "6.30 ± 0.49", "9.2 ± 0.5"],
      ["Compost 10 t/ha", "6.75 ± 0.21", "11.2 ± 0.4"],
      ["Nitrogen 50 kg/ha", "7.79 ± 0.29", "7.7 ± 0.9"],
      ["Manure 20 t/ha", "4.04 ± 0.59", "14.2 ± 0.6"],
    ];
    const cells = rows.flatMap(([label, a, b], r) => {
      const y = 100 + 12 * r;
      // "Nitrogen 50 kg/ha", 64 pt with its word spaces, set from 48 ends at 112, 2 pt short of the figures.
      return [
        { text: label as string, x: label === "Nitrogen 50 kg/ha" ? 48 : 40, y, size: 8 },
        { text: a as string, x: 114, y, size: 8 },
        at(b as string, 250, y),
      ];
    });
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });

  it("keeps figures with a thousands space whole", () => {
    const rows = [
      ["Orchard growers", "14 817", "63,2"],
      ["Dairy herds", "2 093", "8,0"],
      ["Upland sheep", "98 610", "21,9"],
      ["All holdings", "115 520", "93,1"],
    ];
    const cells = rows.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, c === 1 ? 220.4 : 280.4, 100 + 12 * r))),
    );
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });

  it("reads a figure inside a spanning head as part of the head, not the first record", () => {
    // "Persons 16 years and over" spans both close-set columns and crosses the strip between them.
    const rows = [
      ["Orchard growers", "4,817,302", "1,093,771"],
      ["Dairy herds", "12,093", "(7,412.5)"],
      ["Upland sheep", "986", "77,310"],
      ["All holdings", "4,830,381", "1,163,668.5"],
    ];
    const rights = [0, 200.6, 246.1];
    const cells = [
      { text: "Item", x: 60, y: 88, size: 8 },
      { text: "Persons 16 years and over", x: 170, y: 88, size: 8 },
      ...rows.flatMap((row, r) => row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, rights[c] as number, 100 + 12 * r)))),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([["Item", "Persons 16 years and over", ""], ...rows]);
  });

  it("lets only the rows under the header's rule vote on close-set columns when the header holds years", () => {
    // Years over sub-heads that run across the gutters of the figures; a rule under the sub-heads
    // over the figure columns only.
    const body = [
      ["Orchard growers", "4,817,302", "1,093,771", "63.2"],
      ["Dairy herds", "12,093", "(7,412.5)", "8.0"],
      ["Upland sheep", "986", "77,310", "(21.9)"],
      ["All holdings", "4,830,381", "1,163,668.5", "93.1"],
    ];
    const rights = [0, 200.6, 246.1, 271.6];
    const cells = [
      at("2017", 246.1, 76),
      at("2018", 271.6, 76),
      { text: "Item", x: 60, y: 88, size: 8 },
      { text: "Holders Hectares Share", x: 166, y: 88, size: 8 },
      ...body.flatMap((row, r) => row.map((text, c) => (c === 0 ? { text, x: 60, y: 102 + 12 * r, size: 8 } : at(text, rights[c] as number, 102 + 12 * r)))),
    ];
    const p = page(cells);
    const withRule: PositionedDocument = { pageCount: 1, encrypted: false, pages: [{ ...p, rulings: [{ orientation: "h", bbox: [160, 99, 272, 99] }] }] };
    expect(detectTables(withRule)[0]?.rows.slice(2)).toEqual(body);
  });

  it("keeps a group's head without figures apart from the record above it in a table of padded rows", () => {
    // Records 16 pt apart, a wrapped label's lines 10 pt apart; "Upland areas:" is set close under
    // "Dairy herds" but would have fitted on its line: a row of its own.
    const record = (y: number, label: string, a: string, b: string) => [{ text: label, x: 60, y, size: 8 }, at(a, 220, y), at(b, 270, y)];
    const cells = [
      ...record(100, "Orchard growers and", "4,817", "63.2"),
      { text: "fruit farms", x: 60, y: 110, size: 8 },
      ...record(126, "Dairy herds", "12,093", "8.0"),
      { text: "Upland areas:", x: 60, y: 136, size: 8 },
      ...record(152, "Sheep", "986", "21.9"),
      ...record(168, "Goats", "455", "3.1"),
      // "nursing" would have fitted after "Care and", but it reads on (lower case): a wrap.
      ...record(184, "Care and", "1,302", "17.4"),
      { text: "nursing homes", x: 60, y: 194, size: 8 },
      ...record(210, "Smallholdings", "733", "5.6"),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["Orchard growers and fruit farms", "4,817", "63.2"],
      ["Dairy herds", "12,093", "8.0"],
      ["Upland areas:", "", ""],
      ["Sheep", "986", "21.9"],
      ["Goats", "455", "3.1"],
      ["Care and nursing homes", "1,302", "17.4"],
      ["Smallholdings", "733", "5.6"],
    ]);
  });
  it("joins a ruled header band without a stub head to the unruled body under it, its section head in the stub", () => {
    // Two rows of heads boxed in rules over the figure columns only (150..310): a spanner, then
    // the years. The body unruled, its first row a section head centred on the whole table (60..300).
    const body = (y: number, label: string, a: string, b: string) => [{ text: label, x: 60, y, size: 8 }, at(a, 220, y), at(b, 300, y)];
    const cells = [
      { text: "Persons employed", x: 230 - 32, y: 76, size: 8 },
      { text: "2019", x: 182, y: 88, size: 8 },
      { text: "2020", x: 262, y: 88, size: 8 },
      { text: "Women", x: 180 - 10, y: 102, size: 8 },
      ...body(114, "Under 25 years", "418.3", "402.9"),
      ...body(126, "25 years and over", "1,207.6", "1,311.0"),
      ...body(138, "All ages", "1,625.9", "1,713.9"),
    ];
    const p = page(cells);
    const h = (y: number) => ({ orientation: "h" as const, bbox: [150, y, 310, y] as [number, number, number, number] });
    const v = (x: number, top: number) => ({ orientation: "v" as const, bbox: [x, top, x, 98] as [number, number, number, number] });
    const ruled: PositionedDocument = { pageCount: 1, encrypted: false, pages: [{ ...p, rulings: [h(73), h(86), h(98), v(150, 73), v(230, 86), v(310, 73)] }] };
    const found = detectTables(ruled);
    expect(found).toHaveLength(1);
    expect(found[0]?.rows).toEqual([
      ["", "Persons employed", ""],
      ["", "2019", "2020"],
      ["Women", "", ""],
      ["Under 25 years", "418.3", "402.9"],
      ["25 years and over", "1,207.6", "1,311.0"],
      ["All ages", "1,625.9", "1,713.9"],
    ]);
  });
  it("keeps a figure pushed left by its footnote reference in its own column", () => {
    // "13,754 3/" is set right-aligned: the figure starts left of its column, a word space from
    // the figure before it.
    const labels = ["Orchards", "Dairy", "Sheep", "Goats", "Pigs", "Poultry", "Bees", "Fish farms", "Horses", "Deer"];
    const rows = labels.map((label, r) => [label, `${10 + r}.4`, `${20_100 + 37 * r}`.replace(/(\d\d)(\d{3})$/, "$1,$2")]);
    rows[4] = ["Pigs", "19.6", "13,754 3/"];
    const cells = rows.flatMap((row, r) => {
      const y = 100 + 12 * r;
      const [label, a, b] = row as [string, string, string];
      return [{ text: label, x: 60, y, size: 8 }, at(a, 200, y), ...(b.endsWith("3/") ? [at("13,754", 230, y), at("3/", 240, y)] : [at(b, 240, y)])];
    });
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });

  it("puts a unit line centred over all the figure columns in the first of them", () => {
    const body = [
      ["Orchard growers", "4,817", "5,093", "5,310"],
      ["Dairy herds", "12,093", "11,412", "10,977"],
      ["Upland sheep", "986", "1,310", "1,202"],
    ];
    const rights = [0, 200, 280, 360];
    const unit = "(In thousands of dollars)";
    const cells = [
      { text: unit, x: 270 - 47, y: 76, size: 8 },
      at("2019", 200, 88),
      at("2020", 280, 88),
      at("2021", 360, 88),
      ...body.flatMap((row, r) => row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, rights[c] as number, 100 + 12 * r)))),
    ];
    const p = page(cells);
    const ruled: PositionedDocument = { pageCount: 1, encrypted: false, pages: [{ ...p, rulings: [{ orientation: "h", bbox: [60, 72, 360, 72] }] }] };
    expect(detectTables(ruled)[0]?.rows).toEqual([["", unit, "", ""], ["", "2019", "2020", "2021"], ...body]);
  });
  it("splits close-set columns under a rule drawn below the last row of heads only over the columns beside the stub", () => {
    // "Total" spans every header row (no rule under it); the close-set sub-heads run across the
    // narrow gutters of their figures: only the rows under the rule may vote on the columns.
    const rights = [0, 170, 215, 240, 285, 310];
    const body = [
      ["All workers", "4,817", "2,093", "63.2", "1,310", "41.7"],
      ["Under 25 years", "986", "402", "8.0", "515", "(2.9)"],
      ["25 to 54 years", "1,207", "611", "21.9", "433", "16.7"],
      ["55 years and over", "455", "96", "3.1", "207", "33.6"],
      ["Not reported", "172", "44", "5.6", "81", "(0.4)"],
    ];
    const cells = [
      { text: "2019", x: 210, y: 76, size: 8 },
      { text: "2020", x: 280, y: 76, size: 8 },
      { text: "Total", x: 150, y: 88, size: 8 },
      { text: "Number Percent", x: 193, y: 88, size: 8 },
      { text: "Number Percent", x: 263, y: 88, size: 8 },
      ...body.flatMap((row, r) => row.map((text, c) => (c === 0 ? { text, x: 60, y: 102 + 12 * r, size: 8 } : at(text, rights[c] as number, 102 + 12 * r)))),
    ];
    const p = page(cells);
    const rule = { orientation: "h" as const, bbox: [190, 99, 312, 99] as [number, number, number, number] };
    const ruled: PositionedDocument = { pageCount: 1, encrypted: false, pages: [{ ...p, rulings: [rule] }] };
    expect(detectTables(ruled)[0]?.rows.slice(2)).toEqual(body);
  });
  it("tells two close-set columns of three-digit figures from figures split at a thousands space", () => {
    // Each pair would read as one figure with a thousands space ("883 894.8"), but the space
    // between them varies with the width of the figure on the right.
    const rows = [
      ["Orchard growers", "883", "894.8"],
      ["Dairy herds", "204", "246"],
      ["Upland sheep", "417", "711.0"],
      ["Goat keepers", "784", "814"],
      ["Beekeepers", "882", "730"],
    ];
    const cells = rows.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, c === 1 ? 200 : 222, 100 + 12 * r))),
    );
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });
  it("keeps a superscript reference on the row of the figure it follows", () => {
    const rows = [
      ["Orchard growers", "4,817", "63.2"],
      ["Dairy herds", "4,944", "8.0"],
      ["Upland sheep", "986", "21.9"],
      ["All holdings", "10,747", "93.1"],
    ];
    const cells = rows.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, c === 1 ? 200 : 260, 100 + 12 * r))),
    );
    // "e" (estimated) in a smaller size, raised: its baseline 4.4 pt above the figure's.
    cells.push({ text: "e", x: 200, y: 110, size: 5 });
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows.map((row, r) => (r === 1 ? [row[0], "4,944 e", row[2]] : row)));
  });
  it("splits close-set sub-heads run into one another over their columns, not a head's word spaces", () => {
    const rights = [0, 198, 231, 260, 293];
    const body = [
      ["Orchard growers", "4,817", "63.2", "5,093", "61.0"],
      ["Dairy herds", "1,093", "8.0", "1,412", "9.7"],
      ["Upland sheep", "986", "21.9", "1,310", "25.4"],
      ["Goat keepers", "455", "3.1", "472", "3.3"],
    ];
    const bodyCells = body.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, rights[c] as number, 100 + 12 * r))),
    );
    // Sub-heads 5 pt apart (a word space is 2 pt), each centred over its figures.
    const heads = [
      { text: "Item", x: 60, y: 88, size: 8 },
      { text: "Number", x: 174, y: 88, size: 8 },
      { text: "Percent", x: 203, y: 88, size: 8 },
      { text: "Number", x: 236, y: 88, size: 8 },
      { text: "Percent", x: 265, y: 88, size: 8 },
    ];
    expect(detectTables(doc([...heads, ...bodyCells]))[0]?.rows).toEqual([["Item", "Number", "Percent", "Number", "Percent"], ...body]);
    const spanning = [
      { text: "Item", x: 60, y: 88, size: 8 },
      { text: "Persons in households", x: 190, y: 88, size: 8 },
    ];
    expect(detectTables(doc([...spanning, ...bodyCells]))[0]?.rows[0]).toEqual(["Item", "Persons in households", "", "", ""]);
  });
  it("tells apart close-set figure columns where marks for missing data stand in many rows", () => {
    // Columns 1.5 pt apart; most rows pair a figure with a mark, not with another figure.
    const rows = [
      ["Orchards", "1,600,291", "-"],
      ["Dairy", "1,628,370", "(X)"],
      ["Sheep", "2,497,752", "1,935,691"],
      ["Goats", "367,922.9", "2,218,781"],
      ["Pigs", "2,036,735.8", "2,920,018.8"],
      ["Poultry", "3,058,815", "Z"],
      ["Bees", "14,115", "(NA)"],
      ["Deer", "516,204", "(D)"],
    ];
    const cells = rows.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 12 * r, size: 8 } : at(text, c === 1 ? 200 : 245.5, 100 + 12 * r))),
    );
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });
});
