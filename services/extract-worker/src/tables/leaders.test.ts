import { describe, expect, it } from "@jest/globals";
import { page } from "../../test/synthetic-model";
import type { PositionedDocument } from "../layout/types";
import { detectTables } from "./detect-tables";
import { withoutLeaders } from "./leaders";

describe("dot leaders", () => {
  it("reads a table whose labels run out to their figures on dot leaders", () => {
    // Each label is followed by dots up to x = 240, 4 pt short of its figure.
    const rows = [
      ["Northern Coast", "1,204", "31.5"],
      ["Eastern Plains", "988", "25.8"],
      ["Lake District", "1,020", "26.7"],
      ["Total", "3,212", "84.0"],
    ];
    const specs = rows.flatMap(([label, a, b], r) => {
      const y = 100 + r * 14;
      const labelEnd = 60 + (label as string).length * 5 + 2.5;
      const dots = ".".repeat(Math.floor((240 - labelEnd) / 5));
      return [
        { text: `${label} ${dots}`, x: 60, y },
        { text: a as string, x: 244, y },
        { text: b as string, x: 320, y },
      ];
    });
    const doc: PositionedDocument = { pageCount: 1, encrypted: false, pages: [page(specs)] };
    const tables = detectTables(doc);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(rows);
  });

  it("cuts a leader off a word and keeps an ellipsis", () => {
    const word = (text: string) => ({
      text,
      bbox: [0, 0, text.length * 5, 10] as [number, number, number, number],
      baseline: 8,
      fontSize: 10,
      font: "f",
      rotated: false,
    });
    expect(withoutLeaders([word("Total......"), word("........"), word("etc..."), word("1,204")])).toEqual([
      { ...word("Total"), bbox: [0, 0, 25, 10] },
      word("etc..."),
      word("1,204"),
    ]);
  });

  it("drops spaced leaders, one dot per word, and keeps a lone full stop", () => {
    // ". . . . ." after each label up to x = 250; the figures start at 262.
    const rows = [
      ["Orchard growers", "4,817", "63.2"],
      ["Dairy herds", "12,093", "(7.4)"],
      ["Upland sheep", "986", "21.9"],
      ["All holdings", "17,896", "77.7"],
    ];
    const specs = rows.flatMap(([label, a, b], r) => {
      const y = 120 + r * 14;
      const labelEnd = 60 + (label as string).length * 5;
      const dots = Array(Math.floor((250 - labelEnd) / 7.5))
        .fill(".")
        .join(" ");
      return [
        { text: `${label} ${dots}`, x: 60, y },
        { text: a as string, x: 262, y },
        { text: b as string, x: 330, y },
      ];
    });
    const doc: PositionedDocument = { pageCount: 1, encrypted: false, pages: [page([...specs, { text: "Figures are final .", x: 60, y: 200 }])] };
    expect(detectTables(doc)[0]?.rows).toEqual(rows);
    const words = withoutLeaders(doc.pages[0]?.words ?? []).map((w) => w.text);
    expect(words.filter((t) => t === ".")).toEqual(["."]);
  });
});
