import { describe, expect, it } from "@jest/globals";
import type { Word } from "../layout/types";
import { doc } from "../../test/synthetic-model";
import { cellText } from "./cell-text";
import { detectTables } from "./detect-tables";

// Heads turned on their side over narrow columns: vertical words reading up the page, their feet
// on the table's first row. Fixed-pitch model, size 8: 4 pt a character.
const at = (text: string, right: number, y: number) => ({ text, x: right - text.length * 4, y, size: 8 });
const stub = (text: string, y: number) => ({ text, x: 60, y, size: 8 });
/** A word reading up from `foot`, its line's baseline near its right edge. */
const turned = (text: string, x: number, foot: number): Word => ({
  text,
  bbox: [x, foot - text.length * 4, x + 9.6, foot],
  baseline: x + 8,
  fontSize: 8,
  font: "f1",
  rotated: true,
});

describe("turned column heads", () => {
  it("reads heads turned on their side as the table's head row, a head of two lines as one cell", () => {
    const body = [
      ["All areas", "1,204", "577", "2,310"],
      ["Northern plains", "304", "82", "415"],
      ["River valley", "900", "495", "1,895"],
    ].flatMap(([label, ...figures], r) => [stub(label as string, 100 + 12 * r), ...figures.map((f, k) => at(f, [160, 200, 240][k] as number, 100 + 12 * r))]);
    const d = doc([stub("Area", 90), ...body]);
    const page = d.pages[0]!;
    page.words.push(
      turned("Total", 146, 98),
      turned("Farms", 186, 98),
      ...["Forest", "and"].map((t, k) => turned(t, 222, 98 - 26 * k)),
      ...["other", "land"].map((t, k) => turned(t, 232, 98 - 22 * k)),
    );
    expect(detectTables(d)[0]?.rows).toEqual([
      ["Area", "Total", "Farms", "Forest and other land"],
      ["All areas", "1,204", "577", "2,310"],
      ["Northern plains", "304", "82", "415"],
      ["River valley", "900", "495", "1,895"],
    ]);
  });

  it("splits figures set a word space apart where turned heads stand over them, two columns apart", () => {
    // Three-digit figures right-aligned 14 pt apart: 12 pt wide, a 2 pt space between them, no gutter.
    const rights = [152, 166, 180, 194];
    const records = [
      ["All areas", "373", "182", "750", "460"],
      ["Northern plains", "637", "147", "767", "327"],
      ["River valley", "849", "217", "545", "657"],
      ["Coastal strip", "420", "346", "327", "578"],
      ["Uplands", "511", "581", "262", "790"],
    ];
    const body = records.flatMap(([label, ...figures], r) => [
      stub(label as string, 100 + 12 * r),
      ...figures.map((f, k) => at(f, rights[k] as number, 100 + 12 * r)),
    ]);
    const d = doc([stub("Area", 90), ...body]);
    d.pages[0]!.words.push(...["Farms", "Forest", "Water", "Other"].map((t, k) => turned(t, (rights[k] as number) - 11, 98)));
    expect(detectTables(d)[0]?.rows).toEqual([["Area", "Farms", "Forest", "Water", "Other"], ...records]);
  });

  it("reads a turned cell's words up the page, line by line (a drawn header's cell too)", () => {
    const words = [turned("3", 354, 164), turned("to", 354, 173), turned("1", 354, 180), turned("Grades", 354, 210), turned("(grades)", 364, 210)];
    expect(cellText(words)).toBe("Grades 1 to 3 (grades)");
  });
});
