import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "./contract-terms";

// Key-terms tables whose rows are numbered ("Item 4. Initial Term") and hold the renewal, the notice
// and the law the clauses only refer to, beside rows printing other periods; names and dates invented.

const LABEL_X = 60;
const VALUE_X = 240;
const row = (y: number, label: string, value: string) => [
  { text: label, x: LABEL_X, y },
  { text: value, x: VALUE_X, y },
];

describe("contract_terms: numbered key-terms rows", () => {
  it("reads numbered Basic Terms rows and skips the decoy periods beside them", () => {
    const { data } = contractTerms(
      doc([
        { text: "SERVICES AGREEMENT", x: 220, y: 40 },
        { text: "BASIC TERMS", x: 60, y: 64 },
        ...row(90, "Item 1. Provider", "Quillbarrow Systems, Inc., a Delaware corporation, 40 Orchard Lane, Dover"),
        ...row(110, "Item 2. Customer", "Tessaly Freight LLC, a Texas limited liability company, 9 Pier Road, Austin"),
        ...row(130, "Item 3. Cure Period", "thirty (30) days after written notice of breach"),
        ...row(150, "Item 4. Effective Date", "April 7, 2025"),
        ...row(170, "Item 5. Initial Term", "thirty-six (36) months from the Effective Date"),
        ...row(190, "Item 6. Fee Adjustment", "forty-five (45) days' prior written notice"),
        ...row(210, "Item 7. Renewal", "Automatically, for successive one-year periods"),
        ...row(230, "Item 8. Non-Renewal Notice", "ninety (90) days before the end of the then-current term"),
        ...row(250, "Item 9. Governing Law", "State of Oregon"),
        { text: "The Provider and the Customer named in the Basic Terms agree as follows.", x: 60, y: 280 },
        { text: "3. Term. This Agreement continues for the Initial Term stated in Item 5, and thereafter as provided in Item 7.", x: 60, y: 300, size: 8 },
      ]),
    );
    expect([data.party_1, data.party_2]).toEqual(["Quillbarrow Systems, Inc.", "Tessaly Freight LLC"]);
    expect(data.effective_date).toBe("2025-04-07");
    expect(data.initial_term).toBe("36 months");
    expect(data.auto_renews).toBe(true);
    expect(data.termination_notice_days).toBe(90);
    expect(data.governing_law).toBe("State of Oregon");
  });

  it("reads no renewal, a notice in months and the law of a Vertragsdaten sheet", () => {
    const { data } = contractTerms(
      doc([
        { text: "Wartungsvertrag", x: 220, y: 40 },
        { text: "Vertragsdaten", x: 60, y: 64 },
        ...row(90, "1. Zahlungsziel", "30 Tage netto"),
        ...row(110, "2. Mindestvertragslaufzeit", "24 Monate ab Vertragsbeginn"),
        ...row(130, "3. Verlängerung", "keine; der Vertrag endet mit Ablauf der Laufzeit"),
        ...row(150, "4. Kündigungsfrist", "3 Monate zum Ende der Laufzeit"),
        ...row(170, "5. Anwendbares Recht", "Recht der Bundesrepublik Deutschland"),
      ]),
    );
    expect(data.initial_term).toBe("24 months");
    expect(data.auto_renews).toBe(false);
    expect(data.termination_notice_days).toBe(90);
    expect(data.governing_law).toBe("Bundesrepublik Deutschland");
  });

  it("does not read a notice row whose label names another period, or a row that says renewal is by agreement", () => {
    const { data } = contractTerms(
      doc([
        { text: "KEY TERMS", x: 60, y: 64 },
        ...row(90, "1. Price Increase Notice", "sixty (60) days' prior written notice"),
        ...row(110, "2. Renewal", "Only by a written amendment signed by both parties"),
        ...row(130, "3. Warranty Period", "ninety (90) days from Acceptance"),
      ]),
    );
    expect(data.termination_notice_days).toBeNull();
    expect(data.auto_renews).toBeNull();
  });

  it("dates the agreement by the schedule item its definition points to, after the signatures", () => {
    const { data } = contractTerms(
      doc(
        [
          { text: "This agreement is dated 2 May 2024", x: 60, y: 60 },
          { text: "1.2 Commencement Date: the date specified in item 1 of the Key Details in Schedule 1.", x: 60, y: 90, size: 8 },
          { text: "IN WITNESS WHEREOF the parties have signed this agreement.", x: 60, y: 120 },
        ],
        [{ text: "SCHEDULE 1 KEY DETAILS", x: 60, y: 60 }, ...row(90, "1. Commencement Date", "20 May 2024")],
        [{ text: "SCHEDULE 2 SERVICES", x: 60, y: 60 }],
      ),
    );
    expect(data.effective_date).toBe("2024-05-20");
  });

  it("joins a row number to the label that wraps under it", () => {
    const { data } = contractTerms(
      doc([
        { text: "Vertragsdaten", x: 60, y: 64 },
        { text: "4.", x: LABEL_X, y: 90 },
        { text: "9. Februar 2024", x: VALUE_X, y: 90 },
        { text: "Vertragsbeginn", x: LABEL_X, y: 102 },
      ]),
    );
    expect(data.effective_date).toBe("2024-02-09");
  });

  it("reads two party rows set side by side, a name wrapped in its cell, in the order the table prints the roles", () => {
    const { data } = contractTerms(
      doc([
        { text: "Vertragsdaten", x: 60, y: 64 },
        { text: "1. Dienstleister", x: 60, y: 90 },
        { text: "Orlavent GmbH & Co.", x: 160, y: 90 },
        { text: "2. Kunde", x: 300, y: 90 },
        { text: "Kestrova AG,", x: 400, y: 90 },
        { text: "KG, Lindenweg 3, Bremen", x: 160, y: 102 },
        { text: "Am Hafen 9, Kiel", x: 400, y: 102 },
      ]),
    );
    expect([data.party_1, data.party_2]).toEqual(["Orlavent GmbH & Co. KG", "Kestrova AG"]);
  });

  it("reads a party whose address its cell wrapped before the house number", () => {
    const { data } = contractTerms(
      doc([
        { text: "Vertragsdaten", x: 60, y: 64 },
        { text: "1. Dienstleister", x: 60, y: 90 },
        { text: "Orlavent Metallbau AG, Am Hafen", x: 160, y: 90 },
        { text: "2. Kunde", x: 330, y: 90 },
        { text: "Kestrova GmbH, Ringstraße", x: 420, y: 90 },
        { text: "22, 24103 Kiel", x: 160, y: 102 },
        { text: "118, 4020 Linz", x: 420, y: 102 },
      ]),
    );
    expect([data.party_1, data.party_2]).toEqual(["Orlavent Metallbau AG", "Kestrova GmbH"]);
  });

  it("reads a label and its value wrapped together in a grid of two row pairs", () => {
    const { data } = contractTerms(
      doc([
        { text: "PARTICULARS", x: 56, y: 64 },
        { text: "5.", x: 62, y: 90 },
        { text: "Renewal", x: 99, y: 90 },
        { text: "Successive periods of one (1)", x: 148, y: 90 },
        { text: "6. Non-renewal", x: 303, y: 90 },
        { text: "ninety (90) days'", x: 390, y: 90 },
        { text: "Period", x: 62, y: 103 },
        { text: "year", x: 148, y: 103 },
        { text: "Notice", x: 303, y: 103 },
        { text: "written notice before the end of", x: 390, y: 103 },
        { text: "the Initial Period or any Renewal", x: 390, y: 116 },
        { text: "Period", x: 390, y: 129 },
      ]),
    );
    expect(data.termination_notice_days).toBe(90);
  });

  it("reads a law cell wrapped under itself whole", () => {
    const { data } = contractTerms(
      doc([
        { text: "Vertragsdaten", x: 60, y: 64 },
        { text: "7. Anwendbares Recht", x: LABEL_X, y: 90 },
        { text: "Recht der Bundesrepublik", x: VALUE_X, y: 90 },
        { text: "Deutschland", x: VALUE_X, y: 102 },
      ]),
    );
    expect(data.governing_law).toBe("Bundesrepublik Deutschland");
  });

  it("leaves the date null when the agreement is dated by an item it cannot read, not the dating line", () => {
    const dated = (item: string) =>
      contractTerms(
        doc([
          { text: "This agreement is dated 2 May 2024", x: 60, y: 60 },
          { text: `1.2 Commencement Date: ${item}.`, x: 60, y: 90, size: 8 },
        ]),
      ).data.effective_date;
    expect(dated("the date specified in item 1 of the Particulars")).toBeNull();
    expect(dated("the date of this agreement")).toBe("2024-05-02");
  });

  it("takes a numbered clause's run-in heading for no label", () => {
    const { data } = contractTerms(
      doc([
        { text: "Section 3.1 Term. This Agreement begins on", x: 60, y: 90 },
        { text: "for twelve (12) months after Acceptance.", x: 320, y: 90 },
      ]),
    );
    expect(data.initial_term).toBeNull();
  });
});
