import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../../test/contract-drafts";
import { contractTerms } from "../../presets/contract-terms";

// A renewal phrase under a negation further back in its clause says nothing sure about renewal; one
// in another clause of the sentence does not touch it. Agreements invented for the test.

const TERM = 'This Agreement commences on 1 March 2024 and continues for two (2) years (the "Initial Term").';
const renews = (clause: string) => contractTerms(paragraphsDoc(TERM, clause)).data.auto_renews;

describe("auto_renews under a negation", () => {
  it("reads no renewal from a phrase a negation governs across a list of verbs", () => {
    expect(renews("This Agreement shall not be assigned, transferred, renewed or extended automatically.")).not.toBe(true);
    expect(renews("This Agreement will not under any circumstances renew automatically.")).not.toBe(true);
  });

  it("reads nothing sure from a negation that governs only a word before the phrase", () => {
    expect(renews("A party that does not wish this Agreement to be renewed automatically shall give written notice.")).toBeNull();
  });

  it("still reads renewal where the negation sits in another clause", () => {
    expect(renews("Unless terminated earlier, this Agreement shall renew automatically for successive one-year periods.")).toBe(true);
    expect(renews("Neither party may assign this Agreement, and this Agreement shall renew automatically for successive one-year periods.")).toBe(true);
    expect(renews("This Agreement may not be assigned and will renew automatically for successive one-year periods.")).toBe(true);
    expect(
      renews("This Agreement shall renew automatically for successive one-year periods unless either party gives notice of its intention not to renew."),
    ).toBe(true);
  });
});
