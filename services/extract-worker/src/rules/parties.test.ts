import { describe, expect, it } from "@jest/globals";
import { isName } from "./parties";

describe("isName", () => {
  it("accepts organisation and person names", () => {
    for (const name of ["Lieferant GmbH", "Amazon Web Services, Inc.", "Coolblue B.V.", "Tanja Tinder", "Global"]) expect([name, isName(name)]).toEqual([name, true]);
  });

  it("refuses article codes, ids and address lines", () => {
    for (const text of ["GZ250", "TB100A4", "R18-31", "GLN 4333741000005", "DE 80333 München", "42 Main Street"]) expect([text, isName(text)]).toEqual([text, false]);
  });
});
