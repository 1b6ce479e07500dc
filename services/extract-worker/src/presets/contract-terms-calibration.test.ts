import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { contractTerms } from "./contract-terms";

// The confidence of a period read from a contract's prose: above 0.9 only for the evidence that held
// on unseen drafting (rules/contract/pick.ts). The values themselves do not change.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));
const PREAMBLE =
  'This Supply Agreement (this "Agreement") is made as of March 2, 2021 by and between Corvane Industries, Inc. ("Supplier") and Basselt Foods LLC ("Buyer").';

describe("contract_terms: calibrated confidence of periods", () => {
  it("keeps a notice of non-renewal tied to the end of the term above 0.9", () => {
    const out = contract(
      PREAMBLE,
      "The initial term of this Agreement is three (3) years. Thereafter this Agreement shall renew automatically for successive one-year terms unless either party gives written notice of non-renewal at least ninety (90) days prior to the expiration of the then-current term.",
    );
    expect(out.data.termination_notice_days).toBe(90);
    expect(out.fields.termination_notice_days?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it("returns a named initial term below 0.9: recitals and master agreements name terms too", () => {
    const out = contract(PREAMBLE, 'This Agreement shall remain in effect for a period of two (2) years from the date hereof (the "Initial Term").');
    expect(out.data.initial_term).toBe("2 years");
    expect(out.fields.initial_term?.confidence).toBeLessThan(0.9);
    expect(out.fields.initial_term?.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
