import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { contractTerms } from "./contract-terms";

// An amended and restated agreement, or a letter amending a master agreement, recites the other
// agreement's term and notice: those are not the document's own. Every document is built here.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: terms recited from another agreement", () => {
  it("takes an amended and restated agreement's own term and notice, not the original agreement's recited in a WHEREAS clause", () => {
    const out = contract(
      'This Amended and Restated Supply Agreement (this "Agreement") is entered into as of May 4, 2019 by and between Dunmore Kettle Corp. ("Supplier") and Orrin Vale LLC ("Purchaser").',
      'WHEREAS, Supplier and Purchaser are parties to the Supply Agreement dated as of March 2, 2015 (the "Original Agreement"), which had an initial term of four (4) years and renewed for successive one (1) year periods unless either party gave one hundred twenty (120) days\' notice of non-renewal;',
      "3. Term. The term of this Agreement shall commence on the Effective Date and continue for two (2) years. This Agreement shall not renew automatically.",
      "4. Termination. Either party may terminate this Agreement for convenience upon thirty (30) days' prior written notice to the other party.",
    );
    expect(out.data).toMatchObject({ initial_term: "2 years", termination_notice_days: 30 });
  });

  it("reads no term or notice from a letter that only refers to the master agreement's", () => {
    const out = contract(
      'Reference is made to the Master Services Agreement dated June 1, 2016 (the "Master Agreement") between Dunmore Kettle Corp. and Orrin Vale LLC, which provides for an initial term of three (3) years and requires ninety (90) days\' written notice of non-renewal.',
      "This letter confirms that the Term of the Master Agreement is extended through December 31, 2021.",
    );
    expect(out.data).toMatchObject({ initial_term: null, termination_notice_days: null });
  });

  it("does not date a letter amendment by the agreement it amends", () => {
    const out = contract(
      "Re: Amendment No. 2 to Master Supply Agreement dated April 7, 2017",
      "This letter confirms our agreement that the Term of the Master Agreement is extended through December 31, 2022.",
    );
    expect(out.data.effective_date).not.toBe("2017-04-07");
  });
});
