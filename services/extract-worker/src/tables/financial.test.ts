import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { joinCurrencyColumns } from "./currency-columns";
import { detectTables } from "./detect-tables";

// Figures right-aligned at `right`, in the fixed-pitch model (size 8: 4 pt a character).
const at = (text: string, right: number, y: number) => ({ text, x: right - text.length * 4, y, size: 8 });
const stub = (text: string, y: number, x = 60) => ({ text, x, y, size: 8 });

describe("financial-statement tables", () => {
  it("gives a dollar sign set apart at its cell's left edge to the figure beside it", () => {
    const cells = [
      at("2021", 260, 88),
      at("2020", 340, 88),
      stub("Cash and deposits", 100),
      { text: "$", x: 200, y: 100, size: 8 },
      at("1,204", 260, 100),
      { text: "$", x: 280, y: 100, size: 8 },
      at("3,310", 340, 100),
      stub("Receivables", 112),
      at("577", 260, 112),
      at("(82)", 340, 112),
      stub("Advances", 124),
      at("—", 260, 124),
      at("415", 340, 124),
      stub("Total assets", 136),
      { text: "$", x: 200, y: 136, size: 8 },
      at("1,781", 260, 136),
      { text: "$", x: 280, y: 136, size: 8 },
      at("3,643", 340, 136),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "2021", "2020"],
      ["Cash and deposits", "$ 1,204", "$ 3,310"],
      ["Receivables", "577", "(82)"],
      ["Advances", "—", "415"],
      ["Total assets", "$ 1,781", "$ 3,643"],
    ]);
  });

  it("moves a dollar sign set closer to the figure before it than to its own", () => {
    const cells = [
      at("2021", 260, 88),
      at("2020", 340, 88),
      ...[
        ["Cash and deposits", "1,204", "3,310"],
        ["Receivables", "577", "(82)"],
        ["Advances", "906", "415"],
        ["Total assets", "2,687", "3,643"],
      ].flatMap(([label, a, b], r) => {
        const y = 100 + 12 * r;
        const dollars = r === 0 || r === 3;
        return [stub(label as string, y), at(a as string, 260, y), ...(dollars ? [{ text: "$", x: 264, y, size: 8 }] : []), at(b as string, 340, y)];
      }),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "2021", "2020"],
      ["Cash and deposits", "1,204", "$ 3,310"],
      ["Receivables", "577", "(82)"],
      ["Advances", "906", "415"],
      ["Total assets", "2,687", "$ 3,643"],
    ]);
  });

  it("joins a label wrapped under a hanging indent to the figures set level with its last line", () => {
    const cells = [
      at("2021", 260, 88),
      at("2020", 340, 88),
      stub("Fund balance held with", 100),
      stub("the treasury", 110, 68),
      at("1,204", 260, 110),
      at("3,310", 340, 110),
      stub("Accounts receivable", 120),
      at("577", 260, 120),
      at("(82)", 340, 120),
      stub("Liabilities:", 130),
      stub("Accrued payroll", 140),
      at("906", 260, 140),
      at("415", 340, 140),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "2021", "2020"],
      ["Fund balance held with the treasury", "1,204", "3,310"],
      ["Accounts receivable", "577", "(82)"],
      ["Liabilities:", "", ""],
      ["Accrued payroll", "906", "415"],
    ]);
  });
  it("joins a column of dollar signs that also holds a wide figure read into it beside an empty slot", () => {
    const rows = [
      ["", "", "2021"],
      ["Cash and deposits", "$", "1,204"],
      ["Receivables", "", "577"],
      ["Total assets", "$ (25,875)", ""],
    ];
    expect(joinCurrencyColumns(rows)).toEqual([
      ["", "2021"],
      ["Cash and deposits", "$ 1,204"],
      ["Receivables", "577"],
      ["Total assets", "$ (25,875)"],
    ]);
  });
  it("joins the lines of column heads that all wrap onto a second line", () => {
    // Each head is set on two lines, centred over its figures, tighter than the header is set
    // above the body.
    const cells = [
      { text: "Trust", x: 230 - 10, y: 76, size: 8 },
      { text: "Revolving", x: 310 - 18, y: 76, size: 8 },
      { text: "Funds", x: 230 - 10, y: 85, size: 8 },
      { text: "Funds", x: 310 - 10, y: 85, size: 8 },
      // The body set solid, as tight as the head's lines.
      stub("Appropriations received", 97),
      at("1,204", 250, 97),
      at("3,310", 330, 97),
      stub("Appropriations used", 106),
      at("577", 250, 106),
      at("(82)", 330, 106),
      stub("Nonexchange revenue", 115),
      at("906", 250, 115),
      at("415", 330, 115),
    ];
    expect(detectTables(doc(cells))[0]?.rows).toEqual([
      ["", "Trust Funds", "Revolving Funds"],
      ["Appropriations received", "1,204", "3,310"],
      ["Appropriations used", "577", "(82)"],
      ["Nonexchange revenue", "906", "415"],
    ]);
  });
});
