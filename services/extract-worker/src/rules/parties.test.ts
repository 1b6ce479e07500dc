import { describe, expect, it } from "@jest/globals";
import type { Line, Page, PositionedDocument, Word } from "../model/types";
import { isName, partyCandidates } from "./parties";

describe("isName", () => {
  it("accepts organisation and person names", () => {
    for (const name of ["Lieferant GmbH", "Amazon Web Services, Inc.", "Coolblue B.V.", "Tanja Tinder", "Global"]) expect([name, isName(name)]).toEqual([name, true]);
  });

  it("refuses article codes, ids and address lines", () => {
    for (const text of ["GZ250", "TB100A4", "R18-31", "GLN 4333741000005", "DE 80333 München", "42 Main Street"]) expect([text, isName(text)]).toEqual([text, false]);
  });
});

function line(y: number, texts: string[]): Line {
  let x = 50;
  const words: Word[] = texts.map((text) => {
    const w: Word = { text, bbox: [x, y, x + 6 * text.length, y + 10], baseline: y + 8, fontSize: 10, font: "f", rotated: false };
    x += 6 * text.length + 4;
    return w;
  });
  return { text: texts.join(" "), bbox: [50, y, x, y + 10], baseline: y + 8, fontSize: 10, words };
}

function doc(lines: Line[]): PositionedDocument {
  const page: Page = { number: 1, width: 600, height: 800, rotation: 0, hasTextLayer: true, lines, words: lines.flatMap((l) => l.words), rulings: [], rects: [], text: lines.map((l) => l.text).join("\n") };
  return { pageCount: 1, encrypted: false, pages: [page] };
}

describe("legal entities in the letterhead", () => {
  const vendors = (lines: Line[]) => partyCandidates(doc(lines), { field: "vendor", label: "vendor" }).map((candidate) => candidate.value);

  it("keeps an ampersand inside the name", () => {
    expect(vendors([line(20, ["Brandt", "&", "Söhne", "GmbH"]), line(40, ["USt-IdNr.", "DE123456789"])])).toContain("Brandt & Söhne GmbH");
    expect(vendors([line(20, ["Smith", "&", "Sons", "Ltd"])])).toContain("Smith & Sons Ltd");
  });

  it("never starts a name with the ampersand", () => {
    const found = vendors([line(20, ["Terms", "and", "&", "Acme", "GmbH"])]);
    expect(found).toContain("Acme GmbH");
    expect(found.some((value) => String(value).startsWith("&"))).toBe(false);
  });
});
