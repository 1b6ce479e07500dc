import { describe, expect, it } from "@jest/globals";
import { asWindows1252, macRomanFonts } from "./mac-roman";

describe("Windows-1252 text read as Mac OS Roman", () => {
  it("flags a font whose words hold a Mac-only sign between letters, and reads its text back", () => {
    const items = [
      { str: "W\u2030hrung:", fontName: "f1" }, // "Währung" through the Mac table
      { str: "Rohstoff AG", fontName: "f1" },
      { str: "don\u2019t stop \u2013 Nord\u2013S\u00fcd", fontName: "f2" },
      { str: "12,5 \u2030 Promille", fontName: "f3" },
      { str: "nachstehend\u201eAG\u201c, x\u2248y", fontName: "f4" },
    ];
    expect(macRomanFonts(items)).toEqual(new Set(["f1"]));
    expect(asWindows1252("W\u2030hrung: f\u00b8r \u00f7l, \u2039bertrag")).toBe("Währung: für Öl, Übertrag");
    // Plain ASCII is what it was.
    expect(asWindows1252("Invoice 2024-01")).toBe("Invoice 2024-01");
  });
});
