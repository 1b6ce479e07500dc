import { describe, expect, it } from "@jest/globals";
import { judgeFamily, wrongValues, type Envelope } from "./untouched";

describe("pnpm eval untouched", () => {
  it("reads the wrong values of both scorers' --details output", () => {
    const presets = [
      "synth-cwl-001 auto_renews: wrong True, expected False",
      "synth-cwl-002 party_1: missed 'X'",
      "synth-ctr-004 governing_law: hallucinated 'Y'",
    ];
    const invoices = [
      "per-document problems:",
      "  synth-frs-003  [synth-frs-003.json]",
      "     total                        wrong        expected=12.5 returned=125",
      "     due_date                     missed       expected=2024-01-01 returned=None",
    ];
    expect([...wrongValues([...presets, ...invoices].join("\n"))].sort()).toEqual([
      "synth-ctr-004 governing_law",
      "synth-cwl-001 auto_renews",
      "synth-frs-003 total",
    ]);
  });

  it("judges only the family's scalar values that came with a confidence", () => {
    const envelopes = new Map<string, Envelope>([
      [
        "synth-cwl-001",
        {
          data: { auto_renews: true, party_1: "A Ltd", party_2: null, items: [] },
          fields: { auto_renews: { confidence: 0.93 }, party_1: { confidence: 0.85 } },
        },
      ],
      ["synth-ctr-001", { data: { auto_renews: true }, fields: { auto_renews: { confidence: 0.93 } } }],
    ]);
    expect(judgeFamily(envelopes, new Set(["synth-cwl-001 auto_renews"]), "synth-cwl-")).toEqual([
      { doc: "synth-cwl-001", field: "auto_renews", confidence: 0.93, correct: false },
      { doc: "synth-cwl-001", field: "party_1", confidence: 0.85, correct: true },
    ]);
  });
});
