import { describe, expect, it } from "@jest/globals";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { judgeInvoices, judgePresets } from "./reliability";

// The judges behind the reliability tables of `pnpm eval extract` and `pnpm eval untouched`.

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quire-judge-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(content));
  }
  return dir;
}

describe("judging returned values", () => {
  it("judges a preset's scalars by the scorer's --details lines, and only the values returned with a confidence", () => {
    const set = folder({
      "manifest.json": { documents: [{ name: "c-1", expected: "expected/c-1.json" }] },
      "expected/c-1.json": { party_1: "Norvik Ltd", party_2: "Ostrava Inc.", auto_renews: false, items: [] },
    });
    const actual = folder({
      "c-1.json": {
        data: { party_1: "Norvik Ltd", party_2: null, auto_renews: true },
        fields: { party_1: { confidence: 0.9 }, auto_renews: { confidence: 0.93 } },
      },
    });
    const details = ["c-1 auto_renews: wrong True, expected False", "c-1 party_2: missed 'Ostrava Inc.'"].join("\n");
    expect(judgePresets(details, set, actual)).toEqual([
      { doc: "c-1", field: "party_1", confidence: 0.9, correct: true },
      { doc: "c-1", field: "auto_renews", confidence: 0.93, correct: false },
    ]);
  });

  it("judges an invoice's scalars by the scorer's outcome and its item leaves by the problems it lists", () => {
    const actual = folder({
      "i-1.json": {
        data: { total: 10, vendor: "Quendel GmbH", line_items: [{ description: "Widget", amount: 5 }] },
        fields: {
          total: { confidence: 0.95 },
          vendor: { confidence: 0.8 },
          "line_items[0].description": { confidence: 0.7 },
          "line_items[0].amount": { confidence: 0.7 },
        },
      },
    });
    const scorer = {
      docs: [
        {
          name: "i-1",
          fields: { total: "wrong", vendor: "correct" },
          problems: [{ field: "line_items[0].amount", outcome: "wrong", returned: 5 }],
          line_items: {},
        },
      ],
    };
    expect(judgeInvoices(JSON.stringify(scorer), actual)).toEqual([
      { doc: "i-1", field: "total", confidence: 0.95, correct: false },
      { doc: "i-1", field: "vendor", confidence: 0.8, correct: true },
      { doc: "i-1", field: "line_items.description", confidence: 0.7, correct: true },
      { doc: "i-1", field: "line_items.amount", confidence: 0.7, correct: false },
    ]);
  });
});
