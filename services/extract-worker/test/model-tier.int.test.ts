import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { creditsForTier, type ExtractJob } from "@quire/contracts";
import { runExtractJob, type ExtractDeps } from "../src/extract-document";
import type { ChatModelConfig } from "../src/model-tier/chat-client";
import { CONFIDENCE_REPEATED, CONFIDENCE_UNIQUE } from "../src/model-tier/model-tier";
import { ParserPool } from "../src/parse/parser-pool";
import { startChatServer, type ChatReply, type ChatServer } from "./chat-server";
import { A4, buildTestPdf } from "./scanned-pdf";
import { testDocument } from "../../../test-support/documents/test-documents";

// The model tier over real HTTP: an honest model, a lying one (plausible values the document does
// not print — all must come back null), a provider that is down, slow or broken, and no model at all.

const pdf = testDocument("invoice-us-header-row");
/** An invoice whose vendor the rules leave null (its name wraps beside the label column): the preset cases escalate it. */
const letter = Buffer.from(testDocument("invoice-letter-one-page")).toString("base64");

function job(extra: Partial<ExtractJob>): ExtractJob {
  return {
    kind: "extract",
    extractionId: "ext_model",
    accountId: "acc_1",
    documentBase64: Buffer.from(pdf).toString("base64"),
    maxPages: 50,
    requestId: "req_model",
    ocrFallback: false,
    ...extra,
  };
}

/** Fields the rules cannot ground on this invoice (none is printed), plus one that is printed. */
const SCHEMA = {
  type: "object",
  properties: {
    purchase_order: { type: "string" },
    iban: { type: "string" },
    delivery_date: { type: "string", format: "date" },
    shipping_cost: { type: "number" },
    customer_reference: { type: "string" },
  },
};

describe("model tier", () => {
  let pool: ParserPool;
  let server: ChatServer;
  let reply: (body: Record<string, unknown>) => ChatReply = () => ({ content: {} });
  const config = (over: Partial<ChatModelConfig> = {}): ChatModelConfig => ({
    baseUrl: server.baseUrl,
    model: "test-model",
    apiKey: "sk-test",
    timeoutMs: 5_000,
    ...over,
  });
  const deps = (model?: ExtractDeps["model"]): ExtractDeps => ({ parse: (b, r) => pool.parse(b, r), model });

  beforeAll(async () => {
    pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 20_000 });
    server = await startChatServer((body) => reply(body));
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  it("fills a field the rules left null when the document prints the model's answer, with verified provenance", async () => {
    reply = () => ({
      content: {
        vendor: "Larkspur Cloud",
        invoice_number: null,
        invoice_date: null,
        due_date: null,
        currency: null,
        subtotal: null,
        tax: null,
        total: null,
      },
    });
    const result = await runExtractJob(deps({ config: config() }), job({ preset: "invoice", documentBase64: letter }));
    expect(result.data.vendor).toBe("Larkspur Cloud");
    expect(result.fields.vendor).toMatchObject({ method: "model", page: 1, text: "Larkspur Cloud" });
    expect([CONFIDENCE_UNIQUE, CONFIDENCE_REPEATED]).toContain(result.fields.vendor!.confidence);
    // Rule-grounded fields keep their tier; the call is charged as a model call.
    expect(result.fields.invoice_number?.method).toBe("deterministic");
    expect(result.extraction_method).toBe("model");
    expect(creditsForTier(result.extraction_method, { pages: 1, scannedPages: 0 })).toBe(3);
    expect(result.warnings.some((w) => w.startsWith("vendor:"))).toBe(false);

    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
    // Only the fields the rules left null are asked for; text and layout are sent, never the file.
    const schema = (sent.body.response_format as { json_schema: { schema: { properties: object } } }).json_schema.schema;
    expect(Object.keys(schema.properties)).toEqual(["vendor", "due_date", "subtotal"]);
    const wire = JSON.stringify(sent.body);
    expect(wire).toContain("58300412");
    expect(wire).not.toContain("%PDF");
    expect(wire).not.toContain(letter.slice(0, 200));
  });

  it("discards every value of a lying model: plausible answers the document does not print come back null with warnings", async () => {
    reply = () => ({
      content: {
        purchase_order: "PO-2022-0412",
        iban: "US64 SVBK US6S 3300 9673 8637",
        delivery_date: "2022-03-16",
        shipping_cost: 12.5,
        // Printed nearby but not this: "S00412" is; a near miss must not pass.
        customer_reference: "S00413",
      },
    });
    const result = await runExtractJob(deps({ config: config() }), job({ schema: SCHEMA }));
    for (const key of Object.keys(SCHEMA.properties)) {
      expect([key, result.data[key]]).toEqual([key, null]);
      expect(result.fields[key]).toBeUndefined();
      expect(result.warnings).toContain(`${key}: model answer for ${key} was not found in the document`);
    }
    // The provider answered, so the tier ran (and is charged) even though nothing survived.
    expect(result.extraction_method).toBe("model");
  });

  it("also refuses a lie about a preset field", async () => {
    reply = () => ({ content: { vendor: "Larkspur Clouds Ltd." } });
    const result = await runExtractJob(deps({ config: config() }), job({ preset: "invoice", documentBase64: letter }));
    expect(result.data.vendor).toBeNull();
    expect(result.fields.vendor).toBeUndefined();
    expect(result.warnings).toContain("vendor: model answer for vendor was not found in the document");
  });

  it("normalises answers like the rules: a date given as printed and an amount with its symbol are grounded where printed", async () => {
    // Fields no label of this invoice anchors, so the rules leave them null and the model answers.
    // (Verification proves a value is printed, not that it is the right field: hence confidence < rules'.)
    const schema = { type: "object", properties: { delivery_date: { type: "string", format: "date" }, shipping_cost: { type: "number" } } };
    reply = () => ({ content: { delivery_date: "04/13/2022", shipping_cost: "$ 257.20" } });
    const result = await runExtractJob(deps({ config: config() }), job({ schema }));
    expect(result.data).toMatchObject({ delivery_date: "2022-04-13", shipping_cost: 257.2 });
    expect(result.fields.delivery_date).toMatchObject({ method: "model", page: 1, text: "04/13/2022", confidence: CONFIDENCE_UNIQUE });
    expect(result.fields.shipping_cost).toMatchObject({ method: "model", page: 1 });
    expect(result.fields.shipping_cost!.text).toMatch(/257\.20/);
    expect(result.fields.shipping_cost!.confidence).toBeLessThanOrEqual(CONFIDENCE_UNIQUE);
  });

  it("returns the deterministic result with a warning when the provider errors, times out or is down, and does not charge the tier", async () => {
    const cases: Array<[string, ChatModelConfig, (b: Record<string, unknown>) => ChatReply]> = [
      ["HTTP 500", config(), () => ({ status: 500, raw: '{"error":"boom"}' })],
      ["not JSON", config(), () => ({ raw: '{"choices":[{"message":{"content":"Sure! The vendor is Larkspur."}}]}' })],
      ["timeout", config({ timeoutMs: 300 }), () => ({ hang: true })],
      ["down", config({ baseUrl: "http://127.0.0.1:9/v1" }), () => ({ content: {} })],
    ];
    for (const [name, cfg, answer] of cases) {
      reply = answer;
      const result = await runExtractJob(deps({ config: cfg }), job({ preset: "invoice", documentBase64: letter }));
      expect([name, result.extraction_method]).toEqual([name, "deterministic"]);
      expect([name, result.data.invoice_number]).toEqual([name, "58300412"]);
      expect([name, result.warnings.some((w) => w.startsWith("model tier unavailable"))]).toEqual([name, true]);
      expect(result.data.vendor).toBeNull();
    }
  });

  it("is not called (nor charged) for a document without any text", async () => {
    const before = server.requests.length;
    const blank = buildTestPdf([{ kind: "text", ...A4, lines: [] }]);
    const result = await runExtractJob(deps({ config: config() }), job({ preset: "invoice", documentBase64: Buffer.from(blank).toString("base64") }));
    expect(server.requests.length).toBe(before);
    expect(result.extraction_method).toBe("deterministic");
    expect(result.warnings).toContain("model tier skipped: the document has no text to read");
  });

  it("is skipped with a warning, not an error, when no model is configured", async () => {
    const before = server.requests.length;
    const result = await runExtractJob(deps(undefined), job({ preset: "invoice", documentBase64: letter }));
    expect(result.extraction_method).toBe("deterministic");
    expect(result.warnings).toContain("model tier not configured: 3 ungrounded field(s) were not escalated");
    expect(server.requests.length).toBe(before);
  });
});
