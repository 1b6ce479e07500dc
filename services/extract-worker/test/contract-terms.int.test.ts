import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ParserPool } from "../src/parse/parser-pool";
import { contractTerms } from "../src/presets/contract-terms";
import { fixture } from "./fixture";

// contract_terms on a synthetic services agreement printed by Chromium (fixtures/contract-terms.html).

describe("contract_terms preset", () => {
  let pool: ParserPool;
  beforeAll(() => {
    pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("reads parties, dates, term, renewal, notice and law from prose", async () => {
    const doc = await pool.parse(fixture("contract-terms.pdf"), { maxPages: 10, withGraphics: false });
    const out = contractTerms(doc);
    expect(out.data).toEqual({
      party_1: "Northwind Analytics, Inc.",
      party_2: "Harbor Logistics LLC",
      effective_date: "2024-03-01",
      initial_term: "24 months",
      auto_renews: true,
      // "thirty (30) days' prior written notice"; the 45-day payment term is not a notice period.
      termination_notice_days: 30,
      governing_law: "State of New York",
    });
    expect(out.warnings).toEqual([]);
    expect(out.fields.termination_notice_days).toMatchObject({ page: 1, text: "thirty (30) days'", method: "deterministic" });
    expect(out.fields.initial_term?.text).toBe("twenty-four (24) months");
    for (const p of Object.values(out.fields)) {
      const inside = doc.pages[0]!.words.filter(
        (w) => w.bbox[0] >= p.bbox[0] - 0.01 && w.bbox[1] >= p.bbox[1] - 0.01 && w.bbox[2] <= p.bbox[2] + 0.01 && w.bbox[3] <= p.bbox[3] + 0.01,
      );
      expect(inside.map((w) => w.text)).toEqual(expect.arrayContaining(p.text.split(" ")));
    }
  });
});
