import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { detectTables } from "./detect-tables";

const at = (text: string, right: number, y: number) => ({ text, x: right - text.length * 4, y, size: 8 });

const TABLE = [
  ["Treatment", "2019", "2020", "2021"],
  ["Control", "4.81", "5.09", "5.12"],
  ["Mulch", "6.02", "6.41", "6.37"],
  ["Compost", "7.86", "7.12", "7.44"],
  ["Cover crop", "5.55", "5.72", "5.90"],
];
// Two columns of running text; a paragraph of the right one ends in a short line.
const LEFT = [
  "Further work will test whether the effect of a",
  "treatment persists under reduced tillage and on",
  "the lighter soils of the northern sites, where",
  "the first trials of the programme were sown in",
  "the spring of the year before the present one.",
];
const RIGHT = [
  "A second season of the trial will be sown in",
  "spring, with the same plots and treatments.",
  "Rainfall was near the long-term mean in both",
  "seasons, though the early weeks of the second",
  "were drier than any of the earlier twenty.",
];

const TABLE_CELLS = TABLE.flatMap((row, r) =>
  row.map((text, c) => (c === 0 ? { text, x: 60, y: 100 + 11 * r, size: 8 } : at(text, 200 + 90 * c, 100 + 11 * r))),
);
const NOTE = { text: "Values are means of four replicates.", x: 60, y: 158, size: 7 };
// The fixed-pitch model's width of a line of 10 pt text.
const width = (text: string) => text.replace(/ /g, "").length * 5 + (text.split(" ").length - 1) * 2.5;

describe("a table set across a page whose running text is set in two columns", () => {
  it("ends where the text's lines begin, a paragraph's short last line among them", () => {
    const columns = LEFT.flatMap((text, k) => [
      { text, x: 60, y: 170 + 13 * k, size: 10 },
      { text: k === 1 ? "the first sowing." : (RIGHT[k] as string), x: 330, y: 170 + 13 * k, size: 10 },
    ]);
    expect(detectTables(doc([...TABLE_CELLS, NOTE, ...columns])).map((t) => t.rows)).toEqual([TABLE]);
  });

  it("ends where the text's lines begin, a justified line stretched wider than a word gap among them", () => {
    // Its word spaces stretched to fill the column: every word a run of its own.
    const stretched = "the plots of the trial were sown".split(" ");
    const gap = (Math.max(...LEFT.filter((_, k) => k !== 1).map(width)) - width(stretched.join(""))) / (stretched.length - 1);
    let x = 60;
    const spread = stretched.map((text) => {
      const cell = { text, x, y: 170 + 13, size: 10 };
      x += text.length * 5 + gap;
      return cell;
    });
    const columns = LEFT.flatMap((text, k) => [
      ...(k === 1 ? spread : [{ text, x: 60, y: 170 + 13 * k, size: 10 }]),
      { text: RIGHT[k] as string, x: 330, y: 170 + 13 * k, size: 10 },
    ]);
    expect(detectTables(doc([...TABLE_CELLS, NOTE, ...columns])).map((t) => t.rows)).toEqual([TABLE]);
  });
});
