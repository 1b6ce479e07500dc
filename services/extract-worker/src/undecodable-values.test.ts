import { describe, expect, it } from "@jest/globals";
import type { ExtractJob, Provenance } from "@quire/contracts";
import { doc } from "../test/synthetic-model";
import { runExtractJob } from "./extract-document";
import { dropUndecodable } from "./undecodable-values";

const at: Provenance = { confidence: 0.9, method: "deterministic", page: 1, bbox: [0, 0, 10, 10], text: "x" };
const WARNING = "its printed text could not be decoded (the PDF maps some of its glyphs to no character)";

describe("fields with undecodable text", () => {
  it("nulls a field whose text holds U+FFFD, with a warning; an item's description keeps the mark", () => {
    const items = [{ description: "Microsoft O\ufffd\ufffdce", amount: 3 }];
    const out = dropUndecodable({
      data: { vendor: "Istratek O\ufffd\ufffdce Supply", total: 12.5, line_items: items },
      fields: { vendor: at, total: at, "line_items[0].description": at, "line_items[0].amount": at },
      warnings: [],
    });
    expect(out.data).toEqual({ vendor: null, total: 12.5, line_items: items });
    expect(Object.keys(out.fields).sort()).toEqual(["line_items[0].amount", "line_items[0].description", "total"]);
    expect(out.warnings).toEqual([`vendor: ${WARNING}`]);
  });

  it("returns the output as it is when every field decodes", () => {
    const input = { data: { vendor: "Acme GmbH" }, fields: { vendor: at }, warnings: ["due_date: not found in the document"] };
    expect(dropUndecodable(input)).toBe(input);
  });
});

describe("through an extraction", () => {
  // A party's name holds a ligature its font maps to nothing (U+FFFD from the layout).
  const contract = (party: string) =>
    doc([
      { text: "SUPPLY AGREEMENT", x: 200, y: 40 },
      { text: `This Supply Agreement is made as of March 3, 2021 between ${party}, Inc. ("Supplier") and Beta Widgets LLC ("Buyer").`, x: 60, y: 80 },
    ]);
  const job = (preset: ExtractJob["preset"]): ExtractJob => ({
    kind: "extract",
    extractionId: "ext_u",
    accountId: "acc_1",
    documentBase64: "",
    maxPages: 5,
    requestId: "req_u",
    ocrFallback: false,
    preset,
  });

  it("returns the party as null with a warning where it returns it when it decodes", async () => {
    const read = async (party: string) => runExtractJob({ parse: async () => contract(party) }, job("contract_terms"));
    expect((await read("Acme Office Supplies")).data.party_1).toBe("Acme Office Supplies, Inc.");
    const garbled = await read("Acme O\ufffd\ufffdce Supplies");
    expect(garbled.data.party_1).toBeNull();
    expect(garbled.fields.party_1).toBeUndefined();
    expect(garbled.warnings).toContain(`party_1: ${WARNING}`);
    expect(garbled.data.party_2).toBe("Beta Widgets LLC");
  });

  it("keeps the character in a page's full text", async () => {
    const out = await runExtractJob({ parse: async () => contract("Acme O\ufffd\ufffdce Supplies") }, job("full_text"));
    expect(JSON.stringify(out.data)).toContain("O\ufffd\ufffdce");
  });
});
