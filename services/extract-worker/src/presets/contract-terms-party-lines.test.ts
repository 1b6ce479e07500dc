import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "./contract-terms";

// Parties set out as "Party A: ‹name›" lines, a signing date after the place of signing, and a
// letter that confirms an agreement between its parties; names and dates invented.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: parties on labelled lines, dates after the place of signing, letters", () => {
  it("reads 'Party A: ‹name›' and 'Party B: ‹name›' lines, and their signature block repeating them", () => {
    const { data } = contractTerms(
      doc([
        { text: "EXCLUSIVE BUSINESS SUPPORT AGREEMENT", x: 150, y: 40 },
        { text: "This Agreement is made and entered into by and between the following Parties on June 3, 2014 in Harbin.", x: 60, y: 70 },
        { text: "Party A: Harbin Quendel Network Technology Co., Ltd.", x: 60, y: 100 },
        { text: "Address: Room 1201, No. 18 Keji Road, Harbin", x: 60, y: 114 },
        { text: "Legal Representative: Zhao Lei", x: 60, y: 128 },
        { text: "Party B: Harbin Norvik Trading Co., Ltd.", x: 60, y: 150 },
        { text: "Address: No. 7 Renmin Road, Harbin", x: 60, y: 164 },
        { text: "Party A: Harbin Quendel Network Technology Co., Ltd.", x: 60, y: 600 },
        { text: "Party B: Harbin Norvik Trading Co., Ltd.", x: 330, y: 600 },
      ]),
    );
    expect([data.party_1, data.party_2]).toEqual(["Harbin Quendel Network Technology Co., Ltd.", "Harbin Norvik Trading Co., Ltd."]);
    expect(data.effective_date).toBe("2014-06-03");
  });

  it("reads no parties when a role is given two different names", () => {
    const { data } = contractTerms(
      doc([
        { text: "Party A: Harbin Quendel Network Technology Co., Ltd.", x: 60, y: 100 },
        { text: "Party B: Harbin Norvik Trading Co., Ltd.", x: 60, y: 150 },
        { text: "Party B: Dalian Ostrava Trading Co., Ltd.", x: 60, y: 600 },
      ]),
    );
    expect([data.party_1, data.party_2]).toEqual([null, null]);
  });

  it("dates an agreement entered into at a place 'on' a date, but not by a party's date of incorporation", () => {
    expect(
      contract(
        'This Technical Consulting and Service Agreement is entered into in Nanjing, the People\'s Republic of China (the "PRC") on 14 March 2019 by and between the Parties below.',
      ).data.effective_date,
    ).toBe("2019-03-14");
    expect(
      contract("This Agreement is made by Quendel Labs Inc., a corporation incorporated in Delaware on March 3, 1998, and Norvik Holdings LLC.").data
        .effective_date,
    ).toBeNull();
  });

  it("reads the parties of a letter that confirms the agreement between them", () => {
    const { data } = contract(
      'This letter will confirm the agreement between Quendel Labs Inc. (the "Company", "we" or "us") and Daniel Okafor ("you") under which you will promote our products at your appearances.',
    );
    expect([data.party_1, data.party_2]).toEqual(["Quendel Labs Inc.", "Daniel Okafor"]);
  });

  it("keeps a party's name under 'BETWEEN:' that a signature block repeats at the same height but elsewhere across a later page", () => {
    const filler = (k: number) =>
      Array.from({ length: k }, (_, i) => ({ text: `Clause ${i + 1} sets out duties of the parties.`, x: 50, y: 330 + i * 14, size: 9 }));
    const { data } = contractTerms(
      doc(
        [
          { text: "SUPPORT AGREEMENT", x: 200, y: 67, size: 12 },
          { text: "BETWEEN:", x: 73, y: 107, size: 9 },
          { text: "Quendel Analytics Inc.", x: 87, y: 125, size: 9 },
          { text: "12 Mill Lane", x: 87, y: 143, size: 9 },
          { text: '(HEREINAFTER "PROVIDER")', x: 87, y: 161, size: 9 },
          { text: "AND", x: 87, y: 179, size: 9 },
          { text: "Norvik Holdings Ltd", x: 87, y: 197, size: 9 },
          { text: "17 Carver Street", x: 87, y: 215, size: 9 },
          { text: '(HEREINAFTER "CUSTOMER")', x: 87, y: 233, size: 9 },
          ...filler(4),
        ],
        [...filler(8)],
        [
          { text: "IN WITNESS WHEREOF, the parties have executed this Agreement.", x: 87, y: 69, size: 9 },
          { text: "officers.", x: 73, y: 83, size: 9 },
          { text: "Quendel Analytics Inc.", x: 73, y: 122, size: 9 },
          { text: "By: ____________", x: 87, y: 140, size: 9 },
          ...filler(5),
        ],
      ),
    );
    expect([data.party_1, data.party_2]).toEqual(["Quendel Analytics Inc.", "Norvik Holdings Ltd"]);
  });
});

describe("contract_terms: a renewal row of an order form", () => {
  it("reads 'Automatic renewal for one (1) year; non-renewal notice: ‹period› prior to the renewal date'", () => {
    const { data } = contractTerms(
      doc([
        { text: "Commercial Terms", x: 60, y: 70 },
        { text: "Initial Term", x: 60, y: 90 },
        { text: "eighteen (18) months from the Order Effective Date", x: 200, y: 90 },
        { text: "Renewal", x: 60, y: 108 },
        { text: "Automatic renewal for one (1) year; non-renewal notice: sixty (60) days prior to the renewal date", x: 200, y: 108 },
        { text: "Billing Frequency", x: 60, y: 126 },
        { text: "Annually in advance", x: 200, y: 126 },
      ]),
    );
    expect(data).toMatchObject({ auto_renews: true, termination_notice_days: 60 });
  });

  it("reads an automatic renewal label answered no as not renewing", () => {
    expect(contract("Automatic renewal: none. The Term ends on the last day of the Initial Term.").data.auto_renews).toBe(false);
  });
});

describe("contract_terms: a term set out in the schedule the term clause names", () => {
  const filler = (k: number) =>
    Array.from({ length: k }, (_, i) => ({ text: `Clause ${i + 1} sets out duties of the parties.`, x: 50, y: 100 + i * 14, size: 9 }));
  const withSchedule = (termClause: string) =>
    contractTerms(
      doc(
        [
          {
            text: 'This Supply Agreement is entered into as of May 2, 2019 by and between Quendel Labs Inc. ("Company") and Norvik Works LLC ("Manufacturer").',
            x: 50,
            y: 60,
            size: 9,
          },
          { text: termClause, x: 50, y: 80, size: 9 },
          ...filler(8).map((f) => ({ ...f, y: f.y + 20 })),
        ],
        [...filler(8), { text: "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.", x: 50, y: 300, size: 9 }],
        [
          { text: "SCHEDULE 1 — TERM AND PRICING", x: 60, y: 100, size: 10 },
          { text: "Initial Term", x: 74, y: 122, size: 9 },
          { text: "two (2) years from the Effective Date", x: 197, y: 122, size: 9 },
          { text: "Payment", x: 74, y: 139, size: 9 },
          { text: "Net 45 days from the date of invoice", x: 197, y: 139, size: 9 },
          ...filler(4).map((f) => ({ ...f, y: f.y + 100 })),
        ],
      ),
    ).data.initial_term;

  it("reads the schedule's labelled term when the term clause refers the term to it", () => {
    expect(
      withSchedule('The term of this Agreement shall commence on the Effective Date and continue for the period set out in Schedule 1 (the "Initial Term").'),
    ).toBe("2 years");
  });

  it("reads no term from a schedule the term clause does not name", () => {
    expect(withSchedule("The term of this Agreement shall commence on the Effective Date and continue until terminated under Section 9.")).toBeNull();
  });
});
