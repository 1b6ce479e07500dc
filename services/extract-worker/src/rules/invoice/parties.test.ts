import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
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

describe("which letterhead entity issued the document", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => c.value);
  const vendorsWithScore = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => [c.value, c.score]);

  it("prefers the entity whose own block prints contact lines over a bare window address", () => {
    const found = vendorsWithScore([
      { text: "Brindleia SARL", x: 50, y: 30 },
      { text: "1880 rue des Tanneurs", x: 50, y: 42 },
      { text: "Kestrelia Imprimerie SARL", x: 350, y: 30 },
      { text: "1744 rue des Tanneurs", x: 350, y: 42 },
      { text: "Tél. +33 37 871 0519", x: 350, y: 54 },
    ]);
    expect(found).toEqual([
      ["Brindleia SARL", 0.4],
      ["Kestrelia Imprimerie SARL", 0.55],
    ]);
  });

  it("does not borrow contact lines of a block above", () => {
    const found = vendorsWithScore([
      { text: "info@wendroly.es", x: 50, y: 200 },
      { text: "Fjellanwerk S.L.", x: 50, y: 240 },
      { text: "Avenida de la Constitución 39", x: 50, y: 252 },
    ]);
    expect(found).toEqual([]);
  });

  it("knows more legal forms and never reads the tail of a spaced-out name", () => {
    expect(vendors([{ text: "Wendroly S.L.U.", x: 50, y: 20 }])).toEqual(["Wendroly S.L.U."]);
    expect(vendors([{ text: "Wendrotek Druck UG (haftungsbeschränkt)", x: 50, y: 20 }])).toEqual(["Wendrotek Druck UG (haftungsbeschränkt)"]);
    expect(vendors([{ text: "Taxiunter nehmen TX GmbH", x: 50, y: 20 }, { text: "Tel. 030 1234", x: 50, y: 32 }])).toEqual([]);
    expect(vendors([{ text: "Pellamia Software S.n.c.", x: 50, y: 20 }])).toEqual(["Pellamia Software S.n.c."]);
    expect(vendors([{ text: "Quarrotek Doradztwo sp. z o.o.", x: 50, y: 20 }])).toEqual(["Quarrotek Doradztwo sp. z o.o."]);
    expect(vendors([{ text: "Rosvika Unipessoal Lda.", x: 50, y: 20 }])).toEqual(["Rosvika Unipessoal Lda."]);
  });

  it("never takes a recipient heading under a seller label for the seller's name", () => {
    const found = vendors([
      { text: "From", x: 50, y: 100 },
      { text: "BILL TO", x: 50, y: 112 },
      { text: "Orlin Consulting Ltd", x: 50, y: 124 },
      { text: "12 Abbey Road", x: 50, y: 136 },
    ]);
    expect(found).not.toContain("BILL TO");
  });

  it("never takes a name under a recipient heading in Italian, Portuguese or Polish", () => {
    for (const heading of ["Intestatario", "Adquirente", "Nabywca", "Rechnung an"]) {
      const found = vendors([{ text: heading, x: 50, y: 100 }, { text: "Kaltern Logistica S.r.l.", x: 50, y: 112 }, { text: "Tel. +39 02 555 0101", x: 50, y: 124 }]);
      expect([heading, found]).toEqual([heading, []]);
    }
  });
});

describe("window envelopes", () => {
  const vendorsWithScore = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => [c.value, c.score]);

  it("reads the return-address line over the window as the sender", () => {
    const found = vendorsWithScore([
      { text: "Kalternium Gebäudeservice GmbH · Gartenstraße 9 · 20095 Hamburg", x: 50, y: 120, size: 7 },
      { text: "Grevinex Elektrotechnik AG", x: 50, y: 132 },
      { text: "Bahnhofstraße 38", x: 50, y: 144 },
      { text: "USt-IdNr. DE228820115", x: 50, y: 156 },
    ]);
    expect(found).toEqual([
      ["Kalternium Gebäudeservice GmbH", 0.6],
      ["Grevinex Elektrotechnik AG", 0.5],
    ]);
  });

  it("never reads a delivery address line as the sender", () => {
    expect(vendorsWithScore([{ text: "Lieferadresse: Beispiel Lager AG | Feldstraße 39 | 54321 Hithausen", x: 50, y: 200 }])).toEqual([]);
  });
});
