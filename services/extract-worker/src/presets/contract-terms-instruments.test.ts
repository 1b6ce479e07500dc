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
});
