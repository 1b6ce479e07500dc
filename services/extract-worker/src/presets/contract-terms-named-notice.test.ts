import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { contractTerms } from "./contract-terms";

// A renewal clause whose notice is a period named and printed elsewhere: a UK definitions list
// ("Notice Period: three months"), or a summary table the clause refers to. The definition is read
// where it is printed; a named period that cannot be read leaves the notice null rather than letting
// a termination-for-convenience notice stand in for it. Every document is built here.

const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

const CONVENIENCE =
  "6.1 Termination for convenience. Either party may terminate this agreement for convenience at any time by giving the other party not less than two months' written notice.";

describe("contract_terms: a notice period named in the renewal clause", () => {
  it("reads a UK definitions list entry 'Notice Period: three months.' named by the renewal clause", () => {
    const out = contract(
      "1.1 The definitions and rules of interpretation in this clause apply in this agreement.",
      "Initial Period: the period of 24 months beginning on the Commencement Date.",
      "Notice Period: three months.",
      '2.2 At the end of the Initial Period this agreement shall automatically renew for successive periods of twelve months (each a "Renewal Period") unless either party gives the other written notice of not less than the Notice Period to terminate it at the end of the Initial Period or the then current Renewal Period.',
      CONVENIENCE,
    );
    expect(out.data.termination_notice_days).toBe(90);
    expect(out.fields.termination_notice_days?.text).toMatch(/^three months/);
  });

  it("reads an entry that runs into the one before it when the list prints no full stop", () => {
    const out = contract(
      "Minimum Term: the period so described in the Key Details, beginning on the Commencement Date",
      "Notice Period: one month.",
      "2.2 This agreement shall continue after the Minimum Term unless and until terminated by either party giving to the other written notice of not less than the Notice Period, which notice shall not expire before the end of the Minimum Term.",
      CONVENIENCE,
    );
    expect(out.data.termination_notice_days).toBe(30);
  });

  it("returns null, not the convenience notice, when the named period is printed where it cannot be read", () => {
    const renewing = contract(
      "4. Term and Renewal. This Agreement begins on the Effective Date and continues for an initial term of twelve (12) months. Thereafter, this Agreement will renew automatically for successive renewal terms of one (1) year each unless either party notifies the other in writing at least the Non-Renewal Notice period stated in the Order Summary before the end of the then-current term that it does not wish to renew.",
      "5. Termination. Either party may terminate this Agreement for convenience upon thirty (30) days' prior written notice to the other party.",
    );
    expect(renewing.data.termination_notice_days).toBeNull();
    const continuing = contract(
      "2.2 This agreement shall continue after the Initial Period unless and until terminated by either party giving to the other written notice of not less than the Notice Period.",
      CONVENIENCE,
    );
    expect(continuing.data.termination_notice_days).toBeNull();
  });

  it("still falls back to the convenience notice when the renewal clause names only the term's periods", () => {
    const out = contract(
      "2.1 This agreement shall take effect on the Commencement Date and shall continue for the Initial Period.",
      '2.2 At the end of the Initial Period this agreement shall automatically renew for successive periods of twelve months (each a "Renewal Period") unless terminated in accordance with clause 6.',
      CONVENIENCE,
    );
    expect(out.data.termination_notice_days).toBe(60);
    expect(out.fields.termination_notice_days?.confidence).toBeLessThan(0.9);
  });

  it("reads a summary table's non-renewal notice row, not the payment row beside it", () => {
    const out = contract(
      "ORDER SUMMARY Effective Date March 3, 2024 Initial Term 2 years Renewal Automatic, for successive one-year terms Non-Renewal Notice forty-five (45) days Payment Terms Net 30",
      "4. Term and Renewal. Thereafter, this Agreement will renew automatically for successive renewal terms of one (1) year each unless either party notifies the other in writing at least the Non-Renewal Notice period stated in the Order Summary before the end of the then-current term that it does not wish to renew.",
      "5. Termination. Either party may terminate this Agreement for convenience upon thirty (30) days' prior written notice to the other party.",
    );
    expect(out.data.termination_notice_days).toBe(45);
    // A row of another notice is no notice of non-renewal.
    const other = contract(
      "ORDER SUMMARY Effective Date March 3, 2024 Initial Term 2 years Price Change Notice sixty (60) days Payment Terms Net 30",
      "This Agreement continues for the Initial Term and then expires.",
    );
    expect(other.data.termination_notice_days).toBeNull();
  });

  it("reads 'Die Kündigungsfrist beträgt drei Monate zum Ende der jeweiligen Vertragslaufzeit' after a renewal clause", () => {
    const out = contract(
      "(2) Die Vergütung kann einmal jährlich mit einer Ankündigungsfrist von sechs Wochen angepasst werden.",
      "(2) Die Vertragslaufzeit beträgt zwei (2) Jahre. Der Vertrag verlängert sich automatisch um jeweils zwölf Monate, sofern er nicht fristgerecht gekündigt wird. Die Kündigungsfrist beträgt drei Monate zum Ende der jeweiligen Vertragslaufzeit.",
      "(3) Ein wichtiger Grund liegt insbesondere vor, wenn eine Partei trotz schriftlicher Abmahnung und Setzung einer Nachfrist von 14 Tagen wesentliche Vertragspflichten verletzt.",
    );
    expect(out.data.termination_notice_days).toBe(90);
    expect(out.data.auto_renews).toBe(true);
  });

  it("reads no definition of a period that is not a notice ('Initial Period: six months.')", () => {
    const out = contract(
      "Initial Period: six months.",
      "This agreement shall automatically renew at the end of the Initial Period unless either party gives written notice of not less than the Initial Period to the other.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });
});
