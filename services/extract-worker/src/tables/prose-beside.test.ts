import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { detectTables } from "./detect-tables";

const at = (text: string, right: number, y: number) => ({ text, x: right - text.length * 4, y, size: 8 });

const TABLE = [
  ["", "2019", "2020"],
  ["Orchard growers", "4,817", "5,093"],
  ["Dairy herds", "12,093", "11,412"],
  ["Upland sheep", "986", "1,310"],
  ["Goat keepers", "455", "472"],
  ["All holdings", "18,351", "18,287"],
];
const table = (top: number) =>
  TABLE.flatMap((row, r) =>
    row.flatMap((text, c) => (!text ? [] : c === 0 ? [{ text, x: 60, y: top + 12 * r, size: 8 }] : [at(text, c === 1 ? 200 : 250, top + 12 * r)])),
  );
// Running text in a column of its own, 10 pt type on a 13.5 pt pitch.
const PROSE = [
  "Holdings are counted once in the year of the",
  "survey, whatever the number of their sites,",
  "and the figures for the latest year remain",
  "provisional until the register is closed at",
  "the end of the following spring when all",
  "returns of the smaller holdings are in.",
];
const prose = (x: number, top: number) => PROSE.map((text, k) => ({ text, x, y: top + 13.5 * k, size: 10 }));

describe("a table beside running text", () => {
  it("leaves the lines of running text level with its rows out of the table", () => {
    const found = detectTables(doc([...table(100), ...prose(300, 96)]));
    expect(found).toHaveLength(1);
    expect(found[0]?.rows).toEqual(TABLE);
  });

  it("leaves out running text set in short paragraphs, three long lines and a short last one each", () => {
    const paragraphs = [
      "Holdings are counted once in the year of the",
      "survey, whatever the number of their sites,",
      "and the figures for the latest year remain",
      "provisional.",
      "The register is closed at the end of the",
      "following spring when all the returns of the",
      "smaller holdings and their sites are in at",
      "last.",
    ];
    // 10 pt on a 13.5 pt pitch, a paragraph's margin of 6 pt between them.
    const text = paragraphs.map((line, k) => ({ text: line, x: 300, y: 96 + 13.5 * k + (k >= 4 ? 6 : 0), size: 10 }));
    const found = detectTables(doc([...table(100), ...text]));
    expect(found.map((t) => t.rows)).toEqual([TABLE]);
  });

  it("keeps a column of long cells whose lines share the rows' baselines", () => {
    // Every record's description is a long run of words, set level with its figures.
    const rows = [
      ["Grants to rural schools for new roofs and heating", "4,817"],
      ["Loans to small farms for storage of winter fodder", "12,093"],
      ["Repairs of the coastal path and its two bridges", "986"],
      ["Surveys of the upland bogs and their water levels", "455"],
    ];
    const cells = rows.flatMap(([label, figure], r) => [{ text: label as string, x: 60, y: 100 + 12 * r, size: 8 }, at(figure as string, 330, 100 + 12 * r)]);
    expect(detectTables(doc(cells))[0]?.rows).toEqual(rows);
  });
});

describe("a table under running text in one column of a two-column page", () => {
  // Both columns of running text on one line grid (10 pt on 13.5 pt); the table, 8 pt on 12 pt,
  // starts under the left column's text at its left edge, its first rows level with the right column's.
  const LEFT = [
    "Each of the holdings is counted once in the",
    "year of the survey, and each of its sites is",
    "added to the total of the region where the",
    "largest of them lies, as it was done in all",
    "the earlier rounds of the survey in the past.",
  ];
  const RIGHT = Array.from({ length: 16 }, (_, k) => `line ${k + 1} of the running text in the right column here`);
  const HEADED = [["Holding", "2019", "2020"], ...TABLE.slice(1)];
  const top = 110;
  const page = (right: string[], indent: number) => [
    ...LEFT.map((text, k) => ({ text, x: 60, y: 40 + 13.5 * k, size: 10 })),
    ...right.map((text, k) => ({ text, x: 300, y: top - 2.6 + 13.5 * (k - 5), size: 10 })),
    ...HEADED.flatMap((row, r) =>
      row.map((text, c) => (c === 0 ? { text, x: 60 + indent, y: top + 12 * r, size: 8 } : at(text, (c === 1 ? 200 : 250) + indent, top + 12 * r))),
    ),
  ];

  it("keeps the rows whose stub starts at the text's left edge in the table", () => {
    expect(detectTables(doc(page(RIGHT, 0))).map((t) => t.rows)).toEqual([HEADED]);
  });

  it("leaves a paragraph's short last line in the other column out of the table", () => {
    const right = RIGHT.map((text, k) => (k === 9 ? "ends the paragraph." : text));
    expect(detectTables(doc(page(right, 6))).map((t) => t.rows)).toEqual([HEADED]);
  });

  it("leaves out the other column's lines level with the table's rows, their baselines on one grid", () => {
    // Both columns and the table on one 13.5 pt grid, all 10 pt: no baseline drifts. The right
    // column stands level with the left column's running text above the table too.
    const figureAt = (text: string, right: number, y: number) => ({ text, x: right - text.length * 5, y, size: 10 });
    const rows = TABLE.map((row, r) =>
      row.flatMap((text, c) =>
        !text ? [] : c === 0 ? [{ text, x: 60, y: 40 + 13.5 * (5 + r), size: 10 }] : [figureAt(text, c === 1 ? 200 : 250, 40 + 13.5 * (5 + r))],
      ),
    );
    const cells = [
      ...LEFT.map((text, k) => ({ text, x: 60, y: 40 + 13.5 * k, size: 10 })),
      ...RIGHT.slice(0, 11).map((text, k) => ({ text, x: 300, y: 40 + 13.5 * k, size: 10 })),
      ...rows.flat(),
    ];
    expect(detectTables(doc(cells)).map((t) => t.rows)).toEqual([TABLE]);
  });
});
