import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "./contract-terms";

// Agreements drafted in Canada, Australia, Hong Kong and Ireland: "– and –" between the parties, a
// statute's "(Cap. 622)" inside a party's description, "clear days", "the laws in force in the State
// of …", a defined Commencement Date, and an Australian "Details" schedule; names and dates invented.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: Commonwealth drafting", () => {
  it("splits a Canadian party list at '– and –' and reads the law of a province", () => {
    const { data } = contractTerms(
      doc([
        { text: "SUPPLY AGREEMENT", x: 250, y: 40 },
        { text: "THIS AGREEMENT is made as of the 3rd day of March, 2021.", x: 60, y: 70 },
        { text: "BETWEEN:", x: 60, y: 90 },
        { text: "Quendel Analytics ULC, a corporation existing under the laws of the Province of Alberta,", x: 120, y: 106 },
        { text: '(the "Supplier")', x: 120, y: 120 },
        { text: "– and –", x: 120, y: 136 },
        { text: "Norvik Holdings Inc., a Delaware corporation,", x: 120, y: 152 },
        { text: '(the "Purchaser")', x: 120, y: 166 },
        { text: "NOW THEREFORE THIS AGREEMENT WITNESSES that the parties agree as follows:", x: 60, y: 190 },
        {
          text: "12.1 This Agreement shall be governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.",
          x: 60,
          y: 220,
          size: 8,
        },
      ]),
    );
    expect([data.party_1, data.party_2]).toEqual(["Quendel Analytics ULC", "Norvik Holdings Inc."]);
    expect(data.effective_date).toBe("2021-03-03");
    expect(data.governing_law).toBe("Province of Ontario");
  });

  it("does not end the first party's block at a statute's '(Cap. 622)'", () => {
    const { data } = contract(
      'THIS AGREEMENT is dated 5 June 2020 BETWEEN: (1) Ostrava Trading Company Limited (Company No. 2777889), a company incorporated under the Companies Ordinance (Cap. 622) of Hong Kong, whose registered office is at 8 Queen\'s Road Central, Hong Kong (the "Vendor"); and (2) Brindle Labs Corp., a New York corporation (the "Reseller").',
    );
    expect([data.party_1, data.party_2]).toEqual(["Ostrava Trading Company Limited", "Brindle Labs Corp."]);
  });

  it("reads a notice in clear days, and 'shall not be renewed or extended automatically' as no renewal", () => {
    const renews = contract(
      "3.2 This Agreement will be extended automatically for successive renewal terms of 12 months each, unless a party notifies the other in writing at least 60 clear days prior to the expiry of the then current term that it does not wish to extend it.",
    ).data;
    expect(renews.auto_renews).toBe(true);
    expect(renews.termination_notice_days).toBe(60);
    const ends = contract("3.2 This Agreement shall not be renewed or extended automatically, and shall expire at the end of the Initial Term.").data;
    expect(ends.auto_renews).toBe(false);
  });

  it("reads 'calendar months' notice of an agreement that runs until terminated, and 'The laws of … govern this document'", () => {
    const { data } = contract(
      "3.1 This Agreement commences on the Effective Date and continues until terminated by either party giving the other not less than two calendar months' written notice.",
      "8.2 The laws of the State of Queensland govern this document.",
    );
    expect(data.termination_notice_days).toBe(60);
    expect(data.governing_law).toBe("State of Queensland");
  });

  it("does not end the first party's block at '(Reg. No. …)'", () => {
    const { data } = contract(
      'THIS AGREEMENT is made as of 8th December, 2024 BETWEEN: QUENDEL LOGISTICS LTD. (Reg. No. 514930165) of 29 HaBarzel Street, Haifa, Israel (the "Supplier") – and – NORVIK HOLDINGS LIMITED of 4 Canton Road, Kowloon, Hong Kong (the "Customer").',
    );
    expect([data.party_1, data.party_2]).toEqual(["QUENDEL LOGISTICS LTD.", "NORVIK HOLDINGS LIMITED"]);
  });

  it("reads 'the laws in force in the State of …' as the law, not the courts or the arbitral seat", () => {
    const { data } = contract(
      "14. GOVERNING LAW",
      "14.1 This agreement is governed by the laws in force in the State of Victoria, Australia. Each party submits to the non-exclusive jurisdiction of the courts of New South Wales.",
      "14.2 Any dispute shall be finally resolved by arbitration administered by the Singapore International Arbitration Centre. The seat of the arbitration shall be Singapore.",
    );
    expect(data.governing_law).toBe("State of Victoria");
  });

  it("dates the agreement by its defined Commencement Date, and by a defined Effective Date above that", () => {
    const commencement = contract(
      'THIS AGREEMENT is made on 20 September 2025 between Quendel Analytics Limited (the "Supplier") and Norvik Holdings Limited (the "Customer").',
      '1.1 In this Agreement: "Commencement Date" means 18 October 2025; "Business Day" means a day on which banks are open in Sydney.',
    ).data;
    expect(commencement.effective_date).toBe("2025-10-18");
    const effective = contract(
      'THIS AGREEMENT is made on 20 September 2025 (the "Effective Date") between Quendel Analytics Limited (the "Supplier") and Norvik Holdings Limited (the "Customer").',
      '1.1 In this Agreement: "Commencement Date" means 18 October 2025.',
    ).data;
    expect(effective.effective_date).toBe("2025-09-20");
  });

  it("dates a Details schedule by its own Commencement Date row, its label wrapped, and not when that row names an event", () => {
    const details = (start: string) =>
      contractTerms(
        doc([
          { text: "Date", x: 60, y: 80 },
          { text: "31st day of August, 2025", x: 220, y: 80 },
          { text: "Parties", x: 60, y: 96 },
          { text: "Name", x: 60, y: 112 },
          { text: "Quendel Analytics Pty Ltd", x: 220, y: 112 },
          { text: "Name", x: 60, y: 128 },
          { text: "Norvik Holdings Limited", x: 220, y: 128 },
          { text: "Commencement", x: 60, y: 144 },
          { text: start, x: 220, y: 144 },
          { text: "Date", x: 60, y: 156 },
        ]),
      ).data.effective_date;
    expect(details("28th day of September, 2025")).toBe("2025-09-28");
    expect(details("the date the Customer accepts the Services")).toBeNull();
  });

  it("dates a Details schedule by a Commencement Date row set on one line with its value", () => {
    // LibreOffice Writer sets a short label column's value right after the label: one line of text.
    const details = (start: string) =>
      contractTerms(
        doc([
          { text: "Date", x: 60, y: 80 },
          { text: "19 August 2025", x: 220, y: 80 },
          { text: "Parties", x: 60, y: 96 },
          { text: "Name", x: 60, y: 112 },
          { text: "Quendel Analytics Pty Ltd", x: 220, y: 112 },
          { text: "Name", x: 60, y: 128 },
          { text: "Norvik Holdings Limited", x: 220, y: 128 },
          { text: `Commencement Date ${start}`, x: 60, y: 144 },
        ]),
      ).data.effective_date;
    expect(details("7th day of September 2025")).toBe("2025-09-07");
    expect(details("the date of this agreement")).toBe("2025-08-19");
  });

  it("reads no date from a bare Date row that heads no parties (a signature's)", () => {
    const { data } = contractTerms(
      doc([
        { text: "Signed for the Supplier", x: 60, y: 80 },
        { text: "Date", x: 60, y: 96 },
        { text: "16 May 2026", x: 220, y: 96 },
        { text: "Name", x: 60, y: 112 },
        { text: "Quendel Analytics Pty Ltd", x: 220, y: 112 },
      ]),
    );
    expect(data.effective_date).toBeNull();
  });

  it("reads the parties and the date of an Australian Details schedule, and no parties when a third Name row follows", () => {
    const rows = (extra: Array<[string, string]>) =>
      contractTerms(
        doc(
          (
            [
              ["Date", "16 May 2026"],
              ["Parties", ""],
              ["Name", "Quendel Analytics Pty Ltd"],
              ["ACN", "211 641 241"],
              ["Address", "12 Collins Street, Melbourne VIC 3000"],
              ["Short name", "Supplier"],
              ["Name", "Norvik Holdings Limited"],
              ["Address", "9 George Street, Sydney NSW 2000"],
              ["Short name", "Customer"],
              ...extra,
              ["Commencement Date", "the date of this agreement"],
            ] as Array<[string, string]>
          ).flatMap(([label, value], i) => [{ text: label, x: 60, y: 80 + i * 16 }, ...(value ? [{ text: value, x: 220, y: 80 + i * 16 }] : [])]),
        ),
      ).data;
    const two = rows([]);
    expect([two.party_1, two.party_2]).toEqual(["Quendel Analytics Pty Ltd", "Norvik Holdings Limited"]);
    // The Date row heading the parties dates the agreement, which starts on "the date of this agreement".
    expect(two.effective_date).toBe("2026-05-16");
    const three = rows([["Name", "Ostrava Trading Limited"]]);
    expect([three.party_1, three.party_2]).toEqual([null, null]);
  });
});
