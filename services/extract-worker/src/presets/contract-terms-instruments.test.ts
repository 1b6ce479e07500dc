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

  it("reads no termination notice from a notice by which a party may extend the agreement, an option unnamed", () => {
    const out = contract(
      'This Distribution Agreement is made on 4 May 2021 between Dunmore Kettle Limited ("Supplier") and Orrin Vale Limited ("Distributor").',
      'This Agreement shall continue for a period of 36 months from the Commencement Date (the "Initial Term"), unless terminated earlier in accordance with its terms.',
      "The Distributor may, by written notice given not less than three months before the expiry of the Initial Term, extend this Agreement for one further period of one year on the same terms.",
    );
    expect(out.data.termination_notice_days).toBeNull();
    expect(out.data.initial_term).toBe("36 months");
  });

  it("still reads a notice that the agreement may be ended at the end of a term it would otherwise renew for", () => {
    const out = contract(
      'This Supply Agreement is made on 4 May 2021 between Dunmore Kettle Limited ("Supplier") and Orrin Vale Limited ("Buyer").',
      "This Agreement shall renew for successive periods of one year unless either party gives not less than three months' notice before the expiry of the then-current term that it does not wish to renew the Agreement.",
    );
    expect(out.data.termination_notice_days).toBe(90);
  });

  it("still reads a right to terminate for convenience that a party 'may exercise'", () => {
    const out = contract(
      'This Services Agreement (this "Agreement") is entered into as of May 4, 2019 by and between Dunmore Kettle Corp. ("Provider") and Orrin Vale LLC ("Customer").',
      "Either party may exercise its right to terminate this Agreement for convenience upon ninety (90) days' prior written notice to the other party.",
    );
    expect(out.data.termination_notice_days).toBe(90);
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

  it("reads a guaranty's parties 'by A (\"Guarantor\"), in favor of B', an ampersand inside B's name", () => {
    const out = contract(
      'THIS GUARANTY (this "Guaranty") is made on January 9, 2019 by Wendro Galvane LLC, a Delaware limited liability company ("Guarantor"), in favor of Kaltern Print & Design Ltd, a Texas corporation ("Lender").',
    );
    expect(out.data).toMatchObject({ party_1: "Wendro Galvane LLC", party_2: "Kaltern Print & Design Ltd" });
  });
});

describe("contract_terms: deeds and letters", () => {
  it("reads a deed that expires automatically and shall not be renewed as not renewing", () => {
    const out = contract(
      "2.1 This agreement shall commence on the Commencement Date and shall continue for the Initial Term, when it shall expire automatically without the need for notice and shall not be renewed.",
    );
    expect(out.data.auto_renews).toBe(false);
  });

  it("dates a letter agreement effective as of the date of this letter by its date line, not the master agreement's date", () => {
    const out = contract(
      "Pellam Works Inc.",
      "March 3, 2021",
      "Orrin Vale LLC, 12 Mill Lane, Dayton, OH 45402",
      "Re: Letter Amendment No. 2 to Master Supply Agreement dated June 1, 2016",
      "Ladies and Gentlemen:",
      "This letter confirms our agreement that, effective as of the date of this letter, the Term of the Master Agreement is extended through December 31, 2023.",
    );
    expect(out.data.effective_date).toBe("2021-03-03");
  });

  it("does not date a letter by the date it names after 'dated'", () => {
    const out = contract(
      "Re: Letter Amendment No. 2 to Master Supply Agreement dated June 1, 2016",
      "Ladies and Gentlemen:",
      "This letter confirms our agreement that, effective as of the date of this letter, the Term of the Master Agreement is extended through December 31, 2023.",
    );
    expect(out.data.effective_date).toBeNull();
  });
});

describe("contract_terms: German contracts in §§", () => {
  const parties = [
    "Softwarepflegevertrag",
    "zwischen der Ferrowa Druck GmbH, Mühlenweg 104, 80331 München, vertreten durch die Geschäftsführerin Elena Hughes – nachfolgend „Dienstleister“ genannt – und der Delmarwerk UG (haftungsbeschränkt), Mühlenweg 56, 79098 Freiburg, vertreten durch den Geschäftsführer Tom Keller – nachfolgend „Auftraggeber“ genannt –",
    "§ 1 Vertragsgegenstand (1) Der Dienstleister erbringt für den Auftraggeber die in Anlage 1 beschriebenen Leistungen. (2) Störungen beantwortet der Dienstleister innerhalb von zwei Tagen.",
  ];

  it("reads the parties of a list whose blocks close with '– nachfolgend „X“ genannt –', and a term that 'beträgt'", () => {
    const out = contract(...parties, "§ 3 Laufzeit (1) Der Vertrag tritt am 18.02.2024 in Kraft. Die Vertragslaufzeit beträgt vierundzwanzig Monate.");
    expect(out.data).toMatchObject({ party_1: "Ferrowa Druck GmbH", party_2: "Delmarwerk UG (haftungsbeschränkt)", initial_term: "24 months" });
  });

  it("reads the notice of a sentence whose subject 'Er' is the contract of the sentence before, and its Mindestlaufzeit", () => {
    const out = contract(
      ...parties,
      "§ 3 Laufzeit (1) Der Vertrag tritt am 18.02.2024 in Kraft und läuft auf unbestimmte Zeit. Er kann von jeder Partei mit einer Frist von sechs Wochen zum Quartalsende gekündigt werden, erstmals zum Ablauf einer Mindestlaufzeit von fünf (5) Jahren.",
    );
    expect(out.data).toMatchObject({ initial_term: "5 years", termination_notice_days: 42 });
  });
});
