import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { detectTables } from "./detect-tables";

// Statistics-office release tables: a narrow stub whose labels wrap, cells aligned to the bottom
// (figures level with a label's last line), heads of two levels. Fixed-pitch model, size 8: 4 pt a character.
const at = (text: string, right: number, y: number) => ({ text, x: right - text.length * 4, y, size: 8 });
const stub = (text: string, y: number, x = 60) => ({ text, x, y, size: 8 });

describe("release tables", () => {
  it("joins a label's footnote reference wrapped onto the line of its figures", () => {
    const cells = [
      at("2021", 260, 88),
      at("2022", 340, 88),
      stub("Total", 100),
      at("1 204,5", 260, 100),
      at("1 310,2", 340, 100),
      stub("Small firms", 112),
      at("577,0", 260, 112),
      at("582,1", 340, 112),
      stub("Large firms", 124),
      stub("employing more", 134),
      stub("(2)", 144),
      at("627,5", 260, 144),
      at("728,1", 340, 144),
      stub("Other", 156),
      at("12,4", 260, 156),
      at("13,0", 340, 156),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "2021", "2022"],
      ["Total", "1 204,5", "1 310,2"],
      ["Small firms", "577,0", "582,1"],
      ["Large firms employing more (2)", "627,5", "728,1"],
      ["Other", "12,4", "13,0"],
    ]);
  });

  it("reads a stub head set to the bottom between two lines of heads as one cell on the spanners' row", () => {
    const cells = [
      { text: "Turnover (EUR million)", x: 248, y: 80, size: 8 },
      stub("Enterprise", 84),
      stub("characteristic", 92),
      at("2021", 260, 92),
      at("2022 (1)", 340, 92),
      stub("Total", 106),
      at("1 204,5", 260, 106),
      at("1 310,2", 340, 106),
      stub("Small firms", 118),
      at("577,0", 260, 118),
      at("582,1", 340, 118),
      stub("Large firms", 130),
      at("627,5", 260, 130),
      at("728,1", 340, 130),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["Enterprise characteristic", "Turnover (EUR million)", ""],
      ["", "2021", "2022 (1)"],
      ["Total", "1 204,5", "1 310,2"],
      ["Small firms", "577,0", "582,1"],
      ["Large firms", "627,5", "728,1"],
    ]);
  });

  it("takes in a year centred over the heads as a head row, not the first record", () => {
    const cells = [
      { text: "2022", x: 280, y: 81, size: 8 },
      stub("Item", 90),
      at("Public", 260, 90),
      at("Private", 340, 90),
      stub("Energy and utilities", 102),
      at("299", 260, 102),
      at("16.970", 340, 102),
      stub("Households", 114),
      at("28.3", 260, 114),
      at("1,495.9", 340, 114),
      stub("Services", 126),
      at("2,586.9", 260, 126),
      at("300.4", 340, 126),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "2022", ""],
      ["Item", "Public", "Private"],
      ["Energy and utilities", "299", "16.970"],
      ["Households", "28.3", "1,495.9"],
      ["Services", "2,586.9", "300.4"],
    ]);
  });
});
