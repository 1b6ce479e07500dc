import { describe, expect, it } from "@jest/globals";
import type { ExtractJob, Provenance } from "@quire/contracts";
import { doc } from "../test/synthetic-model";
import { runExtractJob } from "./extract-document";
import { dropUndecodable } from "./undecodable-values";

const at: Provenance = { confidence: 0.9, method: "deterministic", page: 1, bbox: [0, 0, 10, 10], text: "x" };

describe("values with undecodable text", () => {
  it("nulls a scalar or item field whose text holds U+FFFD, with a warning, and keeps the rest", () => {
    const out = dropUndecodable({
      data: {
        vendor: "Istratek O\ufffd\ufffdce Supply",
        total: 12.5,
        line_items: [
          { description: "Paper \ufffd", amount: 3 },
          { description: "Pens", amount: 2 },
        ],
      },
      fields: { vendor: at, total: at, "line_items[0].description": at, "line_items[0].amount": at, "line_items[1].description": at },
      warnings: [],
    });
    expect(out.data).toEqual({
      vendor: null,
      total: 12.5,
      line_items: [
        { description: null, amount: 3 },
        { description: "Pens", amount: 2 },
      ],
    });
    expect(Object.keys(out.fields).sort()).toEqual(["line_items[0].amount", "line_items[1].description", "total"]);
    expect(out.warnings).toEqual([
      "vendor: its printed text could not be decoded (the PDF maps some of its glyphs to no character)",
      "line_items[0].description: its printed text could not be decoded (the PDF maps some of its glyphs to no character)",
    ]);
  });

  it("returns the output as it is when every value decodes", () => {
    const input = { data: { vendor: "Acme GmbH" }, fields: { vendor: at }, warnings: ["due_date: not found in the document"] };
    expect(dropUndecodable(input)).toEqual(input);
  });
});

describe("through an extraction", () => {
  // An item's description holds a ligature its font maps to nothing (U+FFFD from the layout).
  const invoice = (description: string) =>
    doc([
      { text: "Rechnung Nr. 5521", x: 60, y: 60, size: 14 },
      { text: "Rechnungsdatum: 03.02.2025", x: 60, y: 90 },
      { text: "Pos.", x: 60, y: 130 },
      { text: "Bezeichnung", x: 100, y: 130 },
      { text: "Menge", x: 300, y: 130 },
      { text: "Einzelpreis", x: 380, y: 130 },
      { text: "Betrag", x: 480, y: 130 },
      { text: "1", x: 60, y: 146 },
      { text: description, x: 100, y: 146 },
      { text: "4", x: 300, y: 146 },
      { text: "12,50", x: 380, y: 146 },
      { text: "50,00", x: 480, y: 146 },
      { text: "Gesamtbetrag:", x: 300, y: 200 },
      { text: "50,00", x: 480, y: 200 },
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
  const items = (data: Record<string, unknown>) => data.line_items as Array<Record<string, unknown>>;

  it("returns the description as null with a warning where it returns it when it decodes", async () => {
    const read = async (description: string) => runExtractJob({ parse: async () => invoice(description) }, job("invoice"));
    expect(items((await read("Office chairs")).data)[0]!.description).toBe("Office chairs");
    const garbled = await read("O\ufffd\ufffdce chairs");
    expect(items(garbled.data)[0]).toMatchObject({ description: null, quantity: 4, amount: 50 });
    expect(garbled.fields["line_items[0].description"]).toBeUndefined();
    expect(garbled.warnings).toContain("line_items[0].description: its printed text could not be decoded (the PDF maps some of its glyphs to no character)");
  });

  it("keeps the character in a page's full text", async () => {
    const out = await runExtractJob({ parse: async () => invoice("O\ufffd\ufffdce chairs") }, job("full_text"));
    expect(JSON.stringify(out.data)).toContain("O\ufffd\ufffdce");
  });
});
