import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { contractTerms } from "./contract-terms";

// Leases, employment agreements, UK deeds and German §§ print periods that are not the contract's
// term or notice: an option's exercise deadline, a holdover tenancy's notice. Every document is built here.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: leases, employment agreements and deeds", () => {
  it("reads no termination notice from the deadline to exercise an option to extend, nor from a holdover tenancy", () => {
    const out = contract(
      'This Office Lease (this "Lease") is made and entered into as of March 3, 2021, by and between Harlow Yard LLC ("Landlord") and Pemberton Quill Inc. ("Tenant").',
      'Tenant shall have one (1) option to extend the Term for a period of five (5) years (the "Extension Term"), exercisable by written notice to Landlord given not less than nine (9) months prior to the expiration of the then-current Term.',
      "If Tenant remains in possession of the Premises after the expiration of the Term with Landlord's consent, such possession shall be as a tenancy from month to month, terminable by either party upon thirty (30) days' written notice.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("reads no notice from a sponsor's right of first negotiation exercisable before the expiration of the Term", () => {
    const out = contract(
      'This Sponsorship Agreement (this "Agreement") is entered into as of May 4, 2019 by and between Dunmore Kettle Corp. ("Sponsor") and Orrin Vale LLC ("Organizer").',
      "Sponsor shall have a right of first negotiation for the following season, exercisable by written notice given no later than sixty (60) days before the expiration of the Term.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("dates a UK deed by 'This Deed is dated' and reads its Initial Term from the definitions list", () => {
    const out = contract(
      "This Deed is dated 11 February 2019",
      "PARTIES (1) Delmar Consulting Ltd incorporated and registered in England and Wales with company number 05765346 (Provider). (2) Haldenly Services Limited (Client).",
      "1.3 Commencement Date: the date of this deed. 1.4 Initial Term: the period of two (2) years beginning on the Commencement Date.",
    );
    expect(out.data).toMatchObject({ effective_date: "2019-02-11", initial_term: "2 years" });
  });

  it("dates a guaranty by its preamble", () => {
    const out = contract(
      'THIS GUARANTY (this "Guaranty") is made on July 13, 2020 by Brindle Logistics, Inc. ("Guarantor"), in favor of Kalter Co. ("Lender").',
    );
    expect(out.data.effective_date).toBe("2020-07-13");
  });

  it("reads an employment agreement's term that the sentence names as the Initial Term or the Employment Period", () => {
    const named = contract(
      'The term of Executive\'s employment under this Agreement shall commence on the Effective Date and continue for six (6) months (the "Initial Term"), unless earlier terminated in accordance with Section 5.',
    );
    expect(named.data.initial_term).toBe("6 months");
    const period = contract(
      'The Company agrees to employ Executive for a period of three (3) years commencing on the Effective Date (the "Employment Period").',
    );
    expect(period.data.initial_term).toBe("3 years");
    const restricted = contract(
      'During the Employment Period and for twelve (12) months thereafter (the "Restricted Period"), Executive shall not compete with the Company.',
    );
    expect(restricted.data.initial_term).toBeNull();
  });
});
