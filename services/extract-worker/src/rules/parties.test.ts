import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../test/synthetic-model";
import { isName, partyCandidates } from "./parties";

describe("isName", () => {
  it("accepts organisation and person names", () => {
    for (const name of ["Lieferant GmbH", "Amazon Web Services, Inc.", "Coolblue B.V.", "Tanja Tinder", "Global"]) expect([name, isName(name)]).toEqual([name, true]);
  });

  it("refuses article codes, ids and address lines", () => {
    for (const text of ["GZ250", "TB100A4", "R18-31", "GLN 4333741000005", "DE 80333 München", "42 Main Street"]) expect([text, isName(text)]).toEqual([text, false]);
  });
});

describe("legal entities in the letterhead", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((candidate) => candidate.value);

  it("keeps an ampersand inside the name", () => {
    expect(vendors([{ text: "Brandt & Söhne GmbH", x: 50, y: 20 }, { text: "USt-IdNr. DE123456789", x: 50, y: 40 }])).toContain("Brandt & Söhne GmbH");
    expect(vendors([{ text: "Smith & Sons Ltd", x: 50, y: 20 }])).toContain("Smith & Sons Ltd");
  });

  it("never starts a name with the ampersand", () => {
    const found = vendors([{ text: "Terms and & Acme GmbH", x: 50, y: 20 }]);
    expect(found).toContain("Acme GmbH");
    expect(found.some((value) => String(value).startsWith("&"))).toBe(false);
  });
});
