import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { pageRows } from "./rows";

describe("pageRows", () => {
  it("joins the parts of one printed row, whatever the gap between them", () => {
    const rows = pageRows(
      doc([
        { text: "Total", x: 10, y: 100 },
        { text: "9.00", x: 150, y: 101 },
        { text: "Cash", x: 10, y: 114 },
      ]).pages[0]!,
    );
    expect(rows.map((r) => r.text)).toEqual(["Total 9.00", "Cash"]);
  });

  it("never lets a mark taller than two rows chain them into one", () => {
    const page = doc([
      { text: "Cash Tendered", x: 10, y: 100 },
      { text: "50.00", x: 150, y: 100 },
      // A blot OCR read across both rows, 3.5 rows tall.
      { text: "A", x: 90, y: 104, size: 35 },
      { text: "Change", x: 10, y: 114 },
      { text: "20.70", x: 150, y: 114 },
    ]).pages[0]!;
    // The blot joins the row it overlaps most.
    expect(pageRows(page).map((r) => r.text)).toEqual(["Cash Tendered 50.00", "Change A 20.70"]);
  });

  it("keeps two lines of a skewed scan apart when they overlap in height but stand one over the other", () => {
    const page = doc([
      { text: "Harbour Trading Sdn Bhd", x: 20, y: 100, size: 12 },
      { text: "Lot 5, Jalan Pasar", x: 40, y: 106, size: 16 },
    ]).pages[0]!;
    expect(pageRows(page).map((r) => r.text)).toEqual(["Harbour Trading Sdn Bhd", "Lot 5, Jalan Pasar"]);
  });
});
