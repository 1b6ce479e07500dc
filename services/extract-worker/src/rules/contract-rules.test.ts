import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "../presets/contract-terms";

// One sentence per line, as prose reads once wrapped lines are joined.
const contract = (...sentences: string[]) => contractTerms(doc(sentences.map((text, i) => ({ text, x: 50, y: 100 + i * 14 }))));

describe("contract rules over prose", () => {
  it("reads a notice period written as a month in days, and a law", () => {
    const out = contract(
      "This Lease is made between Alpha Properties Ltd and Bruno Keller.",
      "The tenant may terminate this Lease by giving one month's written notice.",
      "This Lease is governed by the laws of England and Wales.",
    );
    expect(out.data).toMatchObject({ party_1: "Alpha Properties Ltd", party_2: "Bruno Keller", termination_notice_days: 30, governing_law: "England and Wales" });
    expect(out.fields.termination_notice_days?.text).toBe("one month's");
  });

  it("reads an explicit 'no automatic renewal' as false, and notice of non-renewal as a renewing contract", () => {
    expect(contract("This Agreement shall not automatically renew.").data.auto_renews).toBe(false);
    expect(contract("The term shall renew automatically for one-year periods unless either party gives notice of non-renewal.").data.auto_renews).toBe(true);
  });

  it("returns null with a warning when two notice periods contradict each other", () => {
    const out = contract(
      "Either party may terminate this Agreement upon thirty (30) days' written notice.",
      "Either party may terminate this Agreement upon sixty (60) days' written notice.",
    );
    expect(out.data.termination_notice_days).toBeNull();
    expect(out.warnings.find((w) => w.startsWith("termination_notice_days:"))).toMatch(/ambiguous between/);
  });

  it("refuses words that disagree with their digits", () => {
    const out = contract("Either party may terminate this Agreement upon thirty (31) days' written notice.");
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("does not read a time span as two parties", () => {
    const out = contract("Die Leistung wurde erbracht im Zeitraum zwischen Übergabe und Rückgabe.");
    expect(out.data.party_1).toBeNull();
    expect(out.data.party_2).toBeNull();
  });
});
