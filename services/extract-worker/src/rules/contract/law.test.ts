import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { contractTerms } from "../../presets/contract-terms";

const lawOf = (clause: string) => {
  const out = contractTerms(
    doc([
      { text: "SERVICES AGREEMENT", x: 60, y: 60 },
      { text: `12. Governing law. ${clause}`, x: 60, y: 100, size: 9 },
    ]),
  );
  return { value: out.data.governing_law, printed: out.fields.governing_law?.text };
};

describe("governing law named by an adjective", () => {
  it.each([
    ["Dieser Vertrag unterliegt deutschem Recht.", "Germany", "deutschem"],
    ["Dieser Vertrag unterliegt österreichischem Recht.", "Austria", "österreichischem"],
    ["Op deze overeenkomst is Nederlands recht van toepassing.", "Netherlands", "Nederlands"],
    ["Le présent contrat est soumis au droit français.", "France", "français."],
    ["Este contrato se rige por la legislación española.", "Spain", "española."],
    ["This Agreement shall be governed by Swiss law.", "Switzerland", "Swiss"],
  ])("%j is the law of %s, grounded on the printed adjective", (clause, country, printed) => {
    expect(lawOf(clause)).toEqual({ value: country, printed });
  });

  it("keeps a place printed by name as printed", () => {
    expect(lawOf("Le présent contrat est régi par les lois de la République française.").value).toBe("République française");
  });

  it("reads 'ist das Recht der … anzuwenden' and 'findet das Recht der … Anwendung' as printed", () => {
    expect(lawOf("Auf diesen Vertrag ist das Recht der Republik Österreich anzuwenden.").value).toBe("Republik Österreich");
    expect(lawOf("Auf diesen Vertrag findet ausschließlich das Recht der Bundesrepublik Deutschland Anwendung.").value).toBe("Bundesrepublik Deutschland");
    // "ist" without the law applying to the agreement names no law.
    expect(lawOf("Erfüllungsort ist der Sitz der Gesellschaft.").value).toBeNull();
  });

  it("returns nothing for an adjective that names no single country", () => {
    expect(lawOf("This Agreement shall be governed by English law.").value).toBeNull();
  });
});

describe("governing law set off by a comma", () => {
  it("reads the place after 'the laws of,' in a clause that makes the agreement in one place and construes it under another", () => {
    const clause =
      "This Agreement shall be deemed to have been made in, and shall be construed pursuant to the laws of, the State of Ohio, without regard to conflicts of laws provisions thereof.";
    expect(lawOf(clause).value).toBe("State of Ohio");
  });

  it("still skips a party's incorporation set off the same way", () => {
    expect(lawOf("Supplier is a corporation organized under the laws of, the State of Nevada, and shall be construed as such.").value).toBeNull();
  });
});
