import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "./contract-terms";

// Service and venture agreements as filed: parties named without "between", a preamble that is
// "effective … by" its parties, deed dates in words, a joint venture's own term, a cover block
// whose party names recur on a signature page, a line that wraps to "effective until <date>", and
// a non-renewal notice timed to some other event. Every document is built here.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: parties named without 'between'", () => {
  it("reads a pair of defined parties that opens a line and says it names the parties", () => {
    const out = contract(
      "JOINT VENTURE AGREEMENT",
      'Harrowgate Minerals, Inc. ("HMI") and Pelliston Batteries LLC ("PB") (each a "Party" and together the "Parties"), by this Agreement associate themselves as business associates, and not as partners, in the formation of a joint venture.',
    );
    expect(out.data).toMatchObject({ party_1: "Harrowgate Minerals, Inc.", party_2: "Pelliston Batteries LLC" });
  });

  it("does not read a title above the pair into the first name", () => {
    const out = contract(
      "AGREEMENT OF JOINT VENTURE",
      'HARROWGATE MINERALS, INC. ("HMI") and PELLISTON BATTERIES LLC ("PB") (the "Parties"), by this Agreement associate themselves in the formation of a joint venture.',
    );
    expect(out.data).toMatchObject({ party_1: "HARROWGATE MINERALS, INC.", party_2: "PELLISTON BATTERIES LLC" });
  });

  it("reads no parties from a pair that does not name the parties of this agreement", () => {
    const out = contract(
      "SIDE LETTER",
      'Harrowgate Minerals, Inc. ("HMI") and Pelliston Batteries LLC ("PB") entered into a Supply Agreement on June 2, 2011, which remains in force.',
    );
    expect(out.data).toMatchObject({ party_1: null, party_2: null });
  });

  it("reads the parties of a preamble that is 'effective as of <date> (the Effective Date) by' them", () => {
    const out = contract(
      'This Consulting Agreement (the "Agreement") is effective as of April 7th, 2014 (the "Effective Date") by Dunmore Kettle Corp., a Utah corporation ("Company") and Orrin Vale LLC, a Texas limited liability company ("Consultant").',
    );
    expect(out.data).toMatchObject({ party_1: "Dunmore Kettle Corp.", party_2: "Orrin Vale LLC", effective_date: "2014-04-07" });
  });
});

describe("contract_terms: a cover block of parties set out line by line", () => {
  const block = (defined: boolean) =>
    contractTerms(
      doc(
        [
          "SERVICES AGREEMENT",
          "BETWEEN:",
          "NORTHFIELD TELEMETRY GROUP",
          "12 HARBOUR ROAD",
          ...(defined ? ['(HEREINAFTER "NTG")'] : []),
          "AND",
          "Marta Velasco",
          "77 Orchard Lane",
          ...(defined ? ['(HEREINAFTER "CONSULTANT")'] : []),
          "1. SERVICES",
          "Consultant shall provide the services described in the schedule.",
        ].map((text, i) => ({ text, x: 120, y: 60 + i * 14, size: 9 })),
      ),
    );

  it("reads the line after 'BETWEEN:' and the line after 'AND' when each block defines its party", () => {
    expect(block(true).data).toMatchObject({ party_1: "NORTHFIELD TELEMETRY GROUP", party_2: "Marta Velasco" });
  });

  it("reads no parties from such lines without the terms that define them", () => {
    expect(block(false).data).toMatchObject({ party_1: null, party_2: null });
  });
});

describe("contract_terms: dates and terms of service and venture agreements", () => {
  it("reads a deed date whose day is an ordinal word", () => {
    const out = contract(
      'THIS AGREEMENT (this "Agreement") is entered into this twenty-third day of May, 2008, by and between Dunmore Kettle Corp., a Utah corporation ("Company") and Orrin Vale LLC, a Texas limited liability company ("Agent").',
    );
    expect(out.data.effective_date).toBe("2008-05-23");
  });

  it("reads 'This Agreement is effective as of <date>' from the term article of an agreement whose preamble is undated", () => {
    const out = contract(
      'Harrowgate Minerals, Inc. ("HMI") and Pelliston Batteries LLC ("PB") (the "Parties") hereby agree as follows.',
      "1. Assignment. HMI hereby assigns to PB all right, title and interest in the Assigned Patents.",
      "2. Term. This Agreement is effective as of October 9, 2012.",
    );
    expect(out.data.effective_date).toBe("2012-10-09");
  });

  it("reads a joint venture's own commencement date and term", () => {
    const out = contract(
      'Harrowgate Minerals, Inc. ("HMI") and Pelliston Batteries LLC ("PB") (the "Parties"), by this Agreement associate themselves in the formation of a joint venture (the "Joint Venture").',
      "Term of Joint Venture. The Joint Venture shall commence on the 1st of June, 2013 and shall continue for a period of two (2) years, unless sooner terminated as provided herein.",
    );
    expect(out.data).toMatchObject({ effective_date: "2013-06-01", initial_term: "2 years" });
  });

  it("does not take 'effective until <date>' at the head of a wrapped line for a labelled effective date", () => {
    const out = contractTerms(
      doc([
        {
          text: 'THIS AGREEMENT (this "Agreement") is effective as of the date of the last signature below (the "Effective Date"), between',
          x: 50,
          y: 60,
          size: 9,
        },
        {
          text: 'Dunmore Kettle Corp., a Utah corporation ("Customer") and Orrin Vale LLC, a Texas limited liability company ("Carrier").',
          x: 50,
          y: 72,
          size: 9,
        },
        { text: "This Agreement shall commence on the Effective Date and shall be", x: 50, y: 96, size: 9 },
        { text: "effective until March 30, 2017, unless extended by written agreement of the parties.", x: 50, y: 108, size: 9 },
        { text: "IN WITNESS WHEREOF, the parties have executed this Agreement.", x: 50, y: 132, size: 9 },
        { text: "Date: April 4, 2014", x: 50, y: 150, size: 9 },
      ]),
    );
    expect(out.data.effective_date).toBe("2014-04-04");
  });

  it("prefers a non-renewal notice timed to the anniversary over one timed to another event", () => {
    const out = contract(
      "This Agreement will be automatically renewed for additional one (1) year terms (subject to applicable fee adjustments) unless forty-five (45) days prior to the anniversary of the Effective Date Licensee gives written notice to Licensor of its intention not to renew.",
      "Licensor shall also have the right not to renew this Agreement with respect to any Product by providing written notice of such election at least seventy-five (75) days prior to the discontinuation of support for such Product.",
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 45 });
  });
});

describe("contract_terms: page furniture", () => {
  // Seven body lines per page, so the first and last three lines of a page are its edges.
  const body = (from: number, k: number) =>
    Array.from({ length: k }, (_, i) => ({
      text: `Clause ${i + 1} sets out obligations of the parties with no period in them.`,
      x: 50,
      y: from + i * 12,
      size: 9,
    }));

  it("keeps a party's name that heads a cover block and, at another height, a signature page", () => {
    const cover = [
      { text: "SUPPORT AGREEMENT", x: 200, y: 60, size: 12 },
      { text: "BETWEEN:", x: 50, y: 90, size: 9 },
      { text: "Dunmore Kettle Corp.", x: 50, y: 104, size: 9 },
      { text: '(HEREINAFTER "PROVIDER")', x: 50, y: 118, size: 9 },
      { text: "AND", x: 50, y: 132, size: 9 },
      { text: "Orrin Vale LLC", x: 50, y: 146, size: 9 },
      { text: '(HEREINAFTER "CUSTOMER")', x: 50, y: 160, size: 9 },
      ...body(190, 7),
    ];
    const signatures = [
      { text: "Dunmore Kettle Corp.", x: 50, y: 50, size: 9 },
      { text: "By: ____________", x: 50, y: 64, size: 9 },
      { text: "Orrin Vale LLC", x: 300, y: 50, size: 9 },
      ...body(100, 7),
    ];
    const out = contractTerms(doc(cover, signatures));
    expect(out.data).toMatchObject({ party_1: "Dunmore Kettle Corp.", party_2: "Orrin Vale LLC" });
  });
});

describe("contract_terms: terms of other instruments and after the end", () => {
  const PREAMBLE =
    'THIS AGREEMENT (this "Agreement") is entered into as of March 3, 2015, by and between Dunmore Kettle Corp., a Utah corporation ("Company") and Orrin Vale LLC, a Texas limited liability company ("Agent").';

  it("reads no renewal or notice from a statement of work's own renewal, under a heading or after 'Exhibit A.'", () => {
    for (const clause of [
      "REPRESENTATIONS AND COVENANTS Section 4.01 Each Statement of Work shall have an initial term of six (6) months and shall automatically renew for successive three (3) month periods unless Company gives written notice of non-renewal at least fifteen (15) days prior to the end of the then-current term of such Statement of Work.",
      "Section 1.01 Company appoints Agent for the Territory described in Exhibit A. Section 1.02 Each Statement of Work shall automatically renew for successive three (3) month periods unless Company gives written notice of non-renewal at least ten (10) days prior to the end of the then-current term of such Statement of Work.",
    ]) {
      const out = contract(PREAMBLE, clause, "This Agreement shall continue for a period of two (2) years from the Effective Date.");
      expect(out.data).toMatchObject({ initial_term: "2 years", auto_renews: null, termination_notice_days: null });
    }
  });

  it("reads no term from what continues after the end of the agreement, nor a notice from a change of fees", () => {
    const out = contract(
      PREAMBLE,
      "Upon expiration or termination of this Agreement, Sections 4 and 6 shall continue in effect for a period of four (4) years.",
      "Company may increase the fees for any renewal term by giving Agent written notice at least forty-five (45) days prior to the end of the then-current term.",
    );
    expect(out.data).toMatchObject({ initial_term: null, termination_notice_days: null });
  });

  it("rejoins a word hyphenated at the end of a line ('non-' / 'renewal')", () => {
    const out = contractTerms(
      doc([
        { text: PREAMBLE.slice(0, 100), x: 50, y: 60, size: 9 },
        { text: PREAMBLE.slice(101), x: 50, y: 72, size: 9 },
        {
          text: "This Agreement shall renew automatically for successive one (1) year periods unless either party gives at least ninety (90) days written notice of non-",
          x: 50,
          y: 96,
          size: 9,
        },
        {
          text: "renewal to the other party; either party may terminate this Agreement at any time without cause upon thirty (30) days' notice.",
          x: 50,
          y: 108,
          size: 9,
        },
      ]),
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 90 });
  });
});
