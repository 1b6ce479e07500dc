import { describe, expect, it } from "@jest/globals";
import { page, type CellSpec } from "../../test/synthetic-model";
import type { Page, PositionedDocument, Ruling } from "../layout/types";
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
      ["Option", "Votes", "Share", "Median"],
      ["First", "412", "41.0", "1830"],
      ["Second", "268", "26.7", "2470"],
      ["Third", "324", "32.3", "905"],
    ];
    const heading = [
      { text: "4.2", x: 60, y: 200, size: 16 },
      { text: "Section heading", x: 110, y: 200, size: 16 },
    ];
    const p = page([...grid(rows, 60, 100), { text: "Note: figures are rounded.", x: 60, y: 162 }, ...heading]);
    p.rulings = [hRule(97, 55, 400), hRule(114, 55, 400), hRule(165, 55, 400)];
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
    expect(tables[0]?.confidence).toBe(0.8);
  });

  it("ends an unruled table at a section heading set in larger type, however close it sits", () => {
    // Writers give one font different ascents, so the blank above the heading varies by a point
    // or two between copies of one page: here it is within the rows' gap limit for its type size.
    const rows = [
      ["Answer", "Count", "Percent", "Mean"],
      ["Kept", "344", "75.2", "12196"],
      ["Sold some", "53", "11.6", "23518"],
      ["Sold all", "61", "13.2", "9187"],
    ];
    const heading = [
      { text: "3.3", x: 60, y: 194, size: 16 },
      { text: "Measuring Skills", x: 110, y: 194, size: 16 },
    ];
    const tables = detectTables(docOf(page([...grid(rows, 60, 100), { text: "Source: a survey, weighted.", x: 60, y: 164 }, ...heading])));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
  });

  it("follows a table whose rows are padded wider than text lines, wrapped cells included", () => {
    // Rows 30 pt apart (three lines' worth), the last column's cells wrap onto a second line.
    const specs: CellSpec[] = [];
    const body = [
      ["North", "1,204", "Ports and rail", "upgraded"],
      ["South", "988", "Roads", ""],
      ["East", "1,020", "Schools and", "hospitals"],
      ["West", "611", "Water", ""],
    ];
    ["Region", "Units", "Programme"].forEach((text, c) => specs.push({ text, x: 60 + c * 90, y: 100 }));
    body.forEach(([name, units, line1, line2], r) => {
      const y = 130 + r * 30;
      specs.push({ text: name as string, x: 60, y }, { text: units as string, x: 150, y }, { text: line1 as string, x: 240, y });
      if (line2) specs.push({ text: line2, x: 240, y: y + 11 });
    });
    const tables = detectTables(docOf(page(specs)));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Region", "Units", "Programme"],
      ["North", "1,204", "Ports and rail upgraded"],
      ["South", "988", "Roads"],
      ["East", "1,020", "Schools and hospitals"],
      ["West", "611", "Water"],
    ]);
  });

  it("follows padded rows whose cells wrap, under a header that wraps too", () => {
    // Two-line header and two-line records, 20 pt of blank between rows; lines 11 pt apart.
    const specs: CellSpec[] = [
      { text: "Region", x: 60, y: 100 },
      { text: "Code of", x: 160, y: 100 },
      { text: "Units", x: 260, y: 100 },
      { text: "the area", x: 160, y: 111 },
    ];
    const records = [
      ["North", "X81-", "667", "1,204"],
      ["South", "X89-", "891", "988"],
      ["East", "A78-", "203", "1,020"],
    ];
    records.forEach(([name, code1, code2, units], r) => {
      const y = 141 + r * 42;
      specs.push(
        { text: name as string, x: 60, y },
        { text: code1 as string, x: 160, y },
        { text: units as string, x: 260, y },
        { text: code2 as string, x: 160, y: y + 11 },
      );
    });
    const tables = detectTables(docOf(page(specs)));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Region", "Code of the area", "Units"],
      ["North", "X81- 667", "1,204"],
      ["South", "X89- 891", "988"],
      ["East", "A78- 203", "1,020"],
    ]);
  });

  it("keeps a figure set under a figure as its own row even when rows are padded", () => {
    // Rows 30 pt apart; the second record is two tight lines that each carry a figure.
    const specs: CellSpec[] = [];
    const lines = [
      { y: 100, cells: ["Item", "2024"] },
      { y: 130, cells: ["Fees", "48"] },
      { y: 160, cells: ["Rent", "3,410"] },
      { y: 171, cells: ["Repairs", "(260)"] },
      { y: 201, cells: ["Total", "1,982"] },
    ];
    for (const {
      y,
      cells: [label, value],
    } of lines)
      specs.push({ text: label as string, x: 60, y }, { text: value as string, x: 300, y });
    const tables = detectTables(docOf(page(specs)));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(lines.map((l) => l.cells));
  });

  it("takes rules drawn between rows as row separators, wrapped lines and all", () => {
    const specs: CellSpec[] = [];
    const rulings: Ruling[] = [];
    const rows = [
      ["Item", "Owner", "Status"],
      ["Survey design", "Field team", "done"],
      ["Data cleaning", "Analysts", "open"],
      ["Report", "Editors", "open"],
    ];
    rows.forEach((row, r) => {
      const y = 100 + r * 24;
      row.forEach((text, c) => specs.push({ text, x: 60 + c * 110, y }));
      rulings.push(hRule(y + 12, 55, 400));
    });
    // Wrapped second lines: 11 pt under their first line, inside the ruled band.
    specs.push({ text: "and sampling", x: 60, y: 111 + 24 }, { text: "and coding", x: 60, y: 111 + 48 });
    rulings.splice(0, rulings.length, ...rows.map((_, r) => hRule(100 + r * 24 + 23, 55, 400)));
    const p = page(specs);
    p.rulings = rulings;
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Item", "Owner", "Status"],
      ["Survey design and sampling", "Field team", "done"],
      ["Data cleaning and coding", "Analysts", "open"],
      ["Report", "Editors", "open"],
    ]);
  });

  it("does not read numbered headings or a numbered list as a two-column table", () => {
    const specs: CellSpec[] = [
      { text: "1.", x: 60, y: 100 },
      { text: "Scope of the study and the questions it sets out to answer", x: 90, y: 100 },
      { text: "for each region", x: 90, y: 111 },
      { text: "1.1.", x: 60, y: 128 },
      { text: "Sources of the data", x: 90, y: 128 },
      { text: "1.2.", x: 60, y: 145 },
      { text: "Method of estimation", x: 90, y: 145 },
    ];
    expect(detectTables(docOf(page(specs)))).toEqual([]);
  });

  it("tells apart columns set closer together than a wide word gap", () => {
    // Codes end at x = 335, years start at x = 341: 6 pt apart (0.6 × the font size), in every row.
    const rows = [
      ["Harbour City", "X89-804", "2018"],
      ["River Basin", "A67-610", "2019"],
      ["Lake District", "B90-908", "2018"],
      ["Border Region", "K45-404", "2022"],
    ];
    const specs = rows.flatMap(([name, code, year], r) => [
      { text: name as string, x: 60, y: 100 + r * 14 },
      { text: code as string, x: 300, y: 100 + r * 14 },
      { text: year as string, x: 341, y: 100 + r * 14 },
    ]);
    const tables = detectTables(docOf(page(specs)));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
  });

  it("finds close-set columns under a header that crosses their gutter", () => {
    // The header "Code and share" runs over both narrow columns; the data rows keep 6 pt apart.
    const rows = [
      ["Harbour City", "X89-804", "48.6%"],
      ["River Basin", "A67-610", "29.1%"],
      ["Lake District", "B90-908", "51.0%"],
      ["Border Region", "K45-404", "47.7%"],
    ];
    const specs: CellSpec[] = [
      { text: "Region", x: 60, y: 86 },
      { text: "Code and share", x: 300, y: 86 },
      ...rows.flatMap(([name, code, share], r) => [
        { text: name as string, x: 60, y: 100 + r * 14 },
        { text: code as string, x: 300, y: 100 + r * 14 },
        { text: share as string, x: 341, y: 100 + r * 14 },
      ]),
    ];
    const tables = detectTables(docOf(page(specs)));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([["Region", "Code and share", ""], ...rows]);
  });

  it("keeps a thousands space inside its number", () => {
    const rows = [
      ["Harbour City", "1 204 331", "18.2"],
      ["River Basin", "2 988 140", "21.0"],
      ["Lake District", "1 020 500", "9.4"],
    ];
    const specs = rows.flatMap(([name, units, rate], r) => [
      { text: name as string, x: 60, y: 100 + r * 14 },
      { text: units as string, x: 250, y: 100 + r * 14 },
      { text: rate as string, x: 360, y: 100 + r * 14 },
    ]);
    const tables = detectTables(docOf(page(specs)));
    expect(tables[0]?.rows).toEqual(rows);
  });

  describe("tight rows (no padding, no rules)", () => {
    // 11 pt from line to line everywhere; the label column is 150 pt wide (its widest line).
    const lines: Array<[string, string, string]> = [
      ["Programme", "Units", "Share"],
      ["Ports, rail and inland waterway works", "1,204", "31.5"],
      ["and their upkeep", "", ""],
      ["Roads", "988", "25.8"],
      ["Schools", "", ""],
      ["Primary and secondary school buildings", "1,020", "26.7"],
      ["Teacher training", "", ""],
      ["Colleges", "611", "16.0"],
    ];
    const specs = lines.flatMap(([a, b, c], r) =>
      [
        { text: a, x: 60, y: 100 + r * 11 },
        { text: b, x: 260, y: 100 + r * 11 },
        { text: c, x: 330, y: 100 + r * 11 },
      ].filter((s) => s.text),
    );
    const rows = detectTables(docOf(page(specs)))[0]?.rows;

    it("joins a line that could not have fitted on the line above and reads on from it", () => {
      expect(rows?.[1]).toEqual(["Ports, rail and inland waterway works and their upkeep", "1,204", "31.5"]);
    });

    it("keeps a line that would have fitted beside a short label as its own row", () => {
      expect(rows?.[2]).toEqual(["Roads", "988", "25.8"]);
      expect(rows?.[3]).toEqual(["Schools", "", ""]);
    });

    it("keeps a line that starts afresh after a long label as its own row", () => {
      expect(rows?.slice(4)).toEqual([
        ["Primary and secondary school buildings", "1,020", "26.7"],
        ["Teacher training", "", ""],
        ["Colleges", "611", "16.0"],
      ]);
      expect(rows).toHaveLength(7);
    });
  });

  it("leaves a note set tight under a table's last row out of it", () => {
    const rows = [
      ["Option", "Votes", "Share"],
      ["First", "412", "41.0"],
      ["Second", "268", "26.7"],
      ["Total", "680", "67.7"],
    ];
    const p = page([...grid(rows, 60, 100, 90, 14), { text: "Note: rounded.", x: 60, y: 156 }]);
    // Rules over the header, under it, and over the total row; none under the total.
    p.rulings = [hRule(98, 55, 300), hRule(113, 55, 300), hRule(141, 55, 300)];
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
  });

  it("takes the edges of alternately shaded rows as row separators", () => {
    // Lines 11 pt apart everywhere; every other row sits on a full-width shaded box. The wrapped
    // second lines start in upper case, so only the shading tells them from new rows.
    const lines: Array<[string, string, string, number]> = [
      ["Region", "Units", "Share", 0],
      ["Northern", "1,204", "31.5", 1],
      ["Coast", "", "", 1],
      ["Eastern", "988", "25.8", 2],
      ["Plains", "", "", 2],
      ["Western", "1,020", "26.7", 3],
      ["Hills", "", "", 3],
      ["Lake", "611", "16.0", 4],
    ];
    const specs = lines.flatMap(([a, b, c], r) =>
      [
        { text: a, x: 60, y: 100 + r * 11 },
        { text: b, x: 200, y: 100 + r * 11 },
        { text: c, x: 300, y: 100 + r * 11 },
      ].filter((s) => s.text),
    );
    const p = page(specs);
    // Rows 1 and 3 (lines 1-2 and 5-6) are shaded, from just above their first line to just below their last.
    p.rects = [1, 5].map((line) => ({ bbox: [55, 100 + line * 11 - 0.5, 340, 100 + (line + 2) * 11 - 0.5], filled: true, stroked: false }));
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Region", "Units", "Share"],
      ["Northern Coast", "1,204", "31.5"],
      ["Eastern Plains", "988", "25.8"],
      ["Western Hills", "1,020", "26.7"],
      ["Lake", "611", "16.0"],
    ]);
  });

  it("does not take a chart's two-line legend for a table", () => {
    const specs: CellSpec[] = [
      ...["2019", "2020", "2021"].map((text, i) => ({ text, x: 120 + i * 40, y: 100 })),
      ...["2019", "2020", "2021"].map((text, i) => ({ text, x: 340 + i * 40, y: 100 })),
      { text: "Northern Coast", x: 40, y: 114 },
      { text: "Eastern", x: 240, y: 114 },
      { text: "Western", x: 460, y: 114 },
      { text: "250", x: 520, y: 114 },
    ];
    expect(detectTables(docOf(page(specs)))).toEqual([]);
  });

  it("joins a bottom-aligned header cell's upper line to its last line, but not a header spanning sub-headers", () => {
    // Rows padded 20 pt apart, text lines 11 pt. "Unit" / "price" / "(units)" and "Lead" /
    // "body" wrap and end on the header's baseline; over the two figure columns of the second table a spanning "Survey".
    const wrapped = page([
      { text: "Unit", x: 330, y: 78 },
      { text: "Lead", x: 195, y: 89 },
      { text: "price", x: 330, y: 89 },
      ...grid([["Scheme", "body", "(units)"]], 60, 100, 135),
      ...grid(
        [
          ["Canal dredging", "Harbour office", "118.5"],
          ["Bridge repair", "Roads agency", "42.6"],
          ["Park lighting", "City works", "5.6"],
        ],
        60,
        124,
        135,
        20,
      ),
    ]);
    wrapped.rulings = [hRule(75, 55, 420), hRule(116, 55, 420), hRule(184, 55, 420)];
    expect(detectTables(docOf(wrapped))[0]?.rows).toEqual([
      ["Scheme", "Lead body", "Unit price (units)"],
      ["Canal dredging", "Harbour office", "118.5"],
      ["Bridge repair", "Roads agency", "42.6"],
      ["Park lighting", "City works", "5.6"],
    ]);
    const spanning = page([
      { text: "Survey", x: 235, y: 80 },
      ...grid([["Town", "First", "Second", "Third"]], 60, 100, 90),
      ...grid(
        [
          ["Elmstead", "12", "19", "4"],
          ["Cordwick", "31", "8", "27"],
          ["Hallowby", "5", "16", "11"],
        ],
        60,
        120,
        90,
        20,
      ),
    ]);
    spanning.rulings = [hRule(76, 55, 400), hRule(116, 55, 400), hRule(180, 55, 400)];
    // Centred over the three heads under it (and so over the middle one), a row's padding above
    // them: a spanner over the three, in the first of them.
    expect(detectTables(docOf(spanning))[0]?.rows.slice(0, 2)).toEqual([
      ["", "Survey", "", ""],
      ["Town", "First", "Second", "Third"],
    ]);
  });

  it("ends a table at a caption set under it, even when justification splits the caption into segments", () => {
    const rows = [
      ["Town", "Wells", "Pumps", "Tanks"],
      ["Elmstead", "12", "19", "4"],
      ["Cordwick", "31", "8", "27"],
      ["Hallowby", "5", "16", "11"],
    ];
    const caption = [
      { text: "Table 7. Water", x: 60, y: 168 },
      { text: "works by", x: 190, y: 168 },
      { text: "town, latest", x: 280, y: 168 },
      { text: "survey", x: 370, y: 168 },
    ];
    const p = page([...grid(rows, 60, 100), ...caption]);
    p.rulings = [hRule(116, 55, 400), hRule(164, 55, 400)];
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
  });

  it("keeps columns apart under headers spanning their gutters", () => {
    // Two years, each centred over its two sub-columns, whose texts are set 15 pt apart: the
    // year covers the whole gutter between them.
    const rows = [
      ["Town", "Public", "Private", "Public", "Private"],
      ["Elmstead", "1,271", "6,774", "4,181", "15"],
      ["Cordwick", "5,988", "7,777", "6,204", "4,891"],
      ["Hallowby", "7,707", "6,630", "4,078", "3,214"],
      ["Marlow End", "360", "48", "4,102", "4,146"],
    ];
    const xs = [60, 130, 175, 230, 275];
    const specs = rows.flatMap((row, r) => row.map((text, c) => ({ text, x: xs[c] as number, y: 100 + r * 16 })));
    const p = page([{ text: "Year 1", x: 154, y: 84 }, { text: "Year 2", x: 254, y: 84 }, ...specs]);
    const tables = detectTables(docOf(p));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([["", "Year 1", "", "Year 2", ""], ...rows]);
  });
});
