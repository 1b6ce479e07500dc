import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "./contract-terms";

// Exhibits as EDGAR's plain-text filings print them: "<PAGE>" marks between pages, a term clause
// that names its defined term before its verb, and parties named only in the signature blocks of an
// agreement that leaves them to its signature page, or of a letter. Names and dates invented.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));
const lines = (texts: string[], from = 60) => texts.map((text, i) => ({ text, x: 50, y: from + i * 12 }));

describe("contract_terms: plain-text EDGAR exhibits", () => {
  it("reads a term whose defined name stands between the subject and its verb", () => {
    const out = contract(
      'The initial term of this Agreement (the "Initial Term") shall be six (6) months from the Effective Date.',
      "This Agreement shall be governed by the laws of the State of Oregon.",
    );
    expect(out.data.initial_term).toBe("6 months");
  });

  it("joins a sentence across a '<PAGE>' mark at the head of the next page", () => {
    const page1 = lines([
      "1. Purpose. The parties shall cooperate.",
      "2. Fees. Fees are set out in Exhibit A.",
      "3. Audit. Records shall be kept.",
      "4. Claims. Claims shall be notified.",
      "5. Insurance. Each party shall be insured.",
      "6. Notices. Notices shall be in writing.",
      "7. Governing Law. This Agreement shall be governed by the laws of",
    ]);
    const page2 = lines([
      "<PAGE>",
      "the State of Oregon, without regard to its conflict of laws rules.",
      "8. Assignment. Neither party may assign this Agreement.",
      "9. Waiver. No waiver shall be effective unless in writing.",
      "10. Counterparts. This Agreement may be signed in counterparts.",
      "11. Entire Agreement. This is the entire agreement.",
      "12. Headings. Headings are for convenience only.",
    ]);
    expect(contractTerms(doc(page1, page2)).data.governing_law).toBe("State of Oregon");
  });

  it("reads the parties from the signature blocks when the preamble leaves them to the signature page", () => {
    const out = contractTerms(
      doc(
        lines([
          "CO-BRANDING AGREEMENT",
          'This Co-Branding Agreement (this "Agreement") is entered into as of May 2, 2016 by and among the parties whose',
          'names appear on the signature page hereto, the first of which is referred to herein as "Company".',
          "1. Governing Law. This Agreement shall be governed by the laws of the State of Oregon.",
          "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.",
          "TALLOWMERE SYSTEMS, INC.",
          "By: ______________________",
          "Name: Ada Quint",
          "Brindlecourt Media LLC",
          "By: ______________________",
          "Name: Olek Varga",
        ]),
      ),
    );
    expect([out.data.party_1, out.data.party_2]).toEqual(["TALLOWMERE SYSTEMS, INC.", "Brindlecourt Media LLC"]);
    expect(out.fields.party_1?.confidence).toBeLessThan(0.9);
  });

  it("reads a letter's parties in the order the text names them, and none when a third block signs", () => {
    const letter = [
      "TALLOWMERE SYSTEMS, INC.",
      "12 Harbor Way, Portland, OR 97205",
      "Ada Quint",
      "Brindlecourt Media LLC",
      "Dear Ms. Quint:",
      "This letter agreement confirms the terms on which you will promote our products.",
      "Very truly yours,",
    ];
    const blocks = ["TALLOWMERE SYSTEMS, INC.", "By: ______________________", "ACCEPTED AND AGREED:", "Brindlecourt Media LLC", "By: ______________________"];
    const two = contractTerms(doc(lines([...letter, ...blocks]))).data;
    expect([two.party_1, two.party_2]).toEqual(["TALLOWMERE SYSTEMS, INC.", "Brindlecourt Media LLC"]);
    const three = contractTerms(doc(lines([...letter, ...blocks, "Quarrystone Holdings Corp.", "By: ______________________"]))).data;
    expect([three.party_1, three.party_2]).toEqual([null, null]);
  });

  it("reads no termination notice from the notice that exercises an option to renew", () => {
    const out = contract(
      "Franchisee may renew this Agreement for one additional term of five (5) years by giving Franchisor written notice of its election to renew not less than six (6) months nor more than twelve (12) months prior to the expiration of the Initial Term, provided that Franchisee is not then in default.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("reads a window's earliest notice, not its outer bound", () => {
    const out = contract(
      "This Agreement shall automatically renew for successive one (1) year terms unless either party gives written notice of non-renewal not less than sixty (60) days nor more than one hundred twenty (120) days prior to the expiration of the then-current term.",
    );
    expect(out.data.termination_notice_days).toBe(60);
  });

  it("reads a notice period from its definition when the renewal clause only names it", () => {
    const out = contract(
      '1.4 "Notice Period" means ninety (90) days.',
      "Thereafter, the Initial Term shall automatically renew for successive periods of one (1) year each, unless either party gives the other party written notice of non-renewal at least the Notice Period prior to the expiration of the then-current Term.",
      "Either party may terminate this Agreement for any reason upon thirty (30) days' prior written notice to the other party.",
    );
    expect(out.data.termination_notice_days).toBe(90);
    // A defined term is read as a notice period only when it names one.
    const term = contract(
      '1.4 "Initial Term" means six (6) months.',
      "Either party may give notice of non-renewal at any time during the Initial Term prior to the expiration thereof.",
    );
    expect(term.data.termination_notice_days).toBeNull();
  });

  it("reads no convenience notice in place of a non-renewal notice the filer redacted", () => {
    const out = contract(
      "Thereafter, this Agreement shall automatically renew for successive one (1) year terms unless either party gives written notice of non-renewal at least [***] days prior to the expiration of the then-current term.",
      "Either party may terminate this Agreement for any reason upon thirty (30) days' prior written notice to the other party.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("reads an order form's labels wrapped over two lines of their column, and no label joined to a line that has a value", () => {
    const form = (tail: { text: string; x: number; y: number }[]) =>
      contractTerms(
        doc([
          { text: "ORDER FORM", x: 250, y: 60 },
          { text: "Order Effective", x: 80, y: 100 },
          { text: "March 4, 2019", x: 170, y: 100 },
          { text: "Date", x: 80, y: 112 },
          { text: "Subscription", x: 80, y: 130 },
          { text: "two (2) years from the Order Effective Date", x: 170, y: 130 },
          ...tail,
        ]),
      ).data;
    expect(form([{ text: "Term", x: 80, y: 142 }])).toMatchObject({ effective_date: "2019-03-04", initial_term: "2 years" });
    // "Fees" under "Subscription" is a row of its own: it has a value beside it.
    expect(
      form([
        { text: "Fees", x: 80, y: 142 },
        { text: "As set out in Schedule 1", x: 170, y: 142 },
      ]).initial_term,
    ).toBeNull();
  });

  it("reads no parties from signature blocks when the agreement is neither a letter nor left to its signature page", () => {
    const out = contractTerms(
      doc(
        lines([
          "This Agreement shall be governed by the laws of the State of Oregon.",
          "TALLOWMERE SYSTEMS, INC.",
          "By: ______________________",
          "Brindlecourt Media LLC",
          "By: ______________________",
        ]),
      ),
    );
    expect([out.data.party_1, out.data.party_2]).toEqual([null, null]);
  });
});
