import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { contractTerms } from "./contract-terms";

// Long-form agreements: a cover page that lists three entities, a term that runs to an anniversary of
// its start, and a UK definitions list that names the Initial Period. Every document is built here.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: long-form agreements", () => {
  it("names no party from a cover page that lists three entities, and keeps two legal names apart", () => {
    const out = contract(
      "MASTER SUPPLY AGREEMENT",
      "by and among",
      "Orvane Partners, L.P.",
      "and",
      "Telmira Foods Co.",
      "and",
      "Bastel Logistics LLC",
      "Dated as of June 4, 2019",
    );
    expect(out.data.party_2).not.toBe("Telmira Foods Co. and Bastel Logistics LLC");
    expect(out.data.party_1).toBeNull();
    expect(out.data.party_2).toBeNull();
  });

  it("ends a party's name before the seat that follows it, but not a bank's 'of'", () => {
    const out = contract(
      'This Supply Agreement (this "Agreement") is made as of May 2, 2018 by and between Orvane Inc. of Austin, Texas ("Orvane") and Telmira Foods Limited of Cardiff, Wales ("Telmira").',
    );
    expect(out.data).toMatchObject({ party_1: "Orvane Inc.", party_2: "Telmira Foods Limited" });
    const bank = contract(
      'This Deposit Agreement (this "Agreement") is made as of May 2, 2018 by and between Orvane Inc. ("Client") and Telmira Bank of Commerce, a state chartered bank ("Bank").',
    );
    expect(bank.data.party_2).toBe("Telmira Bank of Commerce");
  });

  it("still reads a bank and trust company as one name", () => {
    const out = contract(
      'This Custody Agreement (this "Agreement") is made as of June 4, 2019 by and between Orvane Holdings, Inc. ("Client") and First Telmira Bank and Trust Company ("Custodian").',
    );
    expect(out.data).toMatchObject({ party_1: "Orvane Holdings, Inc.", party_2: "First Telmira Bank and Trust Company" });
  });

  it("reads a term that runs until an anniversary of the Effective Date as whole years", () => {
    const out = contract(
      'This Services Agreement (this "Agreement") is made as of June 4, 2019 (the "Effective Date") by and between Orvane Holdings, Inc. ("Provider") and Telmira Foods LLC ("Customer").',
      'The term of this Agreement shall commence on the Effective Date and shall continue in full force and effect until the third anniversary of the Effective Date (the "Initial Term").',
      "The obligations of confidentiality shall continue until the fifth anniversary of the date of this Agreement.",
    );
    expect(out.data.initial_term).toBe("3 years");
    // The strongest reading of a term, yet under 0.9: see the calibration in rules/contract/pick.ts.
    expect(out.fields.initial_term?.confidence).toBe(0.88);
  });

  it("is less sure of an anniversary term when the agreement or its named term is not the subject", () => {
    const out = contract(
      'This Joint Venture Agreement (this "Agreement") is made as of June 4, 2019 by and between Orvane Holdings, Inc. ("Orvane") and Telmira Foods LLC ("Telmira").',
      "The Joint Venture shall commence on the date hereof and continue until the third anniversary of the Effective Date.",
    );
    expect(out.data.initial_term).toBe("3 years");
    expect(out.fields.initial_term?.confidence).toBeLessThan(0.9);
  });

  it("reads no term from an anniversary of the termination or from a surviving obligation", () => {
    const out = contract(
      'This Services Agreement (this "Agreement") is made as of June 4, 2019 by and between Orvane Holdings, Inc. ("Provider") and Telmira Foods LLC ("Customer").',
      "Upon termination of this Agreement, the restrictions of Section 8 shall continue until the second anniversary of the date of termination.",
      "The confidentiality obligations shall remain in effect until the fifth anniversary of the Effective Date.",
    );
    expect(out.data.initial_term).toBeNull();
  });

  it("does not take a restated agreement's Original Effective Date for its own", () => {
    const out = contract(
      'This Amended and Restated Supply Agreement (this "Agreement") is made and entered into as of August 13, 2021 (the "Effective Date"), by and between Orvane Holdings, Inc. ("Supplier") and Telmira Foods LLC ("Buyer").',
      "ARTICLE 1 DEFINITIONS",
      '1.1 "Original Effective Date" means July 1, 2015, the effective date of the Original Agreement.',
    );
    expect(out.data.effective_date).toBe("2021-08-13");
    expect(out.fields.effective_date?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it("reads the Initial Period of a UK definitions list", () => {
    const out = contract(
      "THIS AGREEMENT is dated 3 May 2021.",
      "1.1 The definitions and rules of interpretation in this clause apply in this agreement.",
      "Commencement Date: 1 June 2021.",
      "Initial Period: the period of thirty-six months beginning on the Commencement Date.",
      "Payment Period: the period of thirty days from the date of each invoice.",
    );
    expect(out.data.initial_term).toBe("36 months");
  });

  it("reads a Scottish preamble's parties numbered '(One)' and '(Two)'", () => {
    const out = contract(
      'BETWEEN (One) CARVELTON MARINE LIMITED, a company incorporated under the Companies Acts (registered number SC112233) and having its registered office at 12 Quay Street, Dundee (the "Supplier"); and',
      '(Two) BRAEMOR FOODS LIMITED, a company incorporated under the Companies Acts (registered number SC445566) and having its registered office at 4 Mill Lane, Perth (the "Customer").',
      "WHEREAS the Supplier carries on business as a provider of cold storage services.",
    );
    expect(out.data).toMatchObject({ party_1: "CARVELTON MARINE LIMITED", party_2: "BRAEMOR FOODS LIMITED" });
  });
});
