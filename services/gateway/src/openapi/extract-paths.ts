import type { JsonSchema } from "./json-schema";
import { jsonResponse, operation, ref } from "./operation";

export function extractPaths(): Record<string, JsonSchema> {
  return {
    "/api/v1/extract": {
      post: operation({
        operationId: "extract",
        summary: "Extract grounded, structured data from a PDF",
        description: [
          "Presets: invoice, receipt, contract_terms, table_dump (`data.tables[]`, see ExtractedTable), full_text. Or a custom `schema`: a plain object schema (at most 16 KiB, depth 4, 64 properties); `$ref`, `allOf`, `anyOf`, `oneOf` and other composition keywords are rejected by name.",
          "`file_url` must be public http(s): private, loopback and link-local addresses are refused, every redirect hop is re-checked, and the download is capped at the plan's document size.",
          "Per plan: free 5 MiB / 50 pages, pro 20 MiB / 200, team 50 MiB / 500, enterprise 100 MiB / 1,000 pages.",
          "Cost: deterministic 1 credit per started 20 pages; model 3 credits up to 5 pages + 1 per started 5; OCR 10 up to 5 pages + 2 per started 5 (only with `ocr_fallback`, refused above 15 scanned pages). Only the tier that ran is charged; a failed call is refunded. With `ocr_fallback` the document is inspected first and the OCR tier's full cost reserved before any OCR runs (429 `quota_exceeded` if it cannot be); the unused part is refunded.",
          "The deterministic tier reads the text layer and, in a filled-in PDF form, the values of its visible text fields and drop-down lists where the form shows them.",
          "Documents are processed in memory and never stored.",
        ].join("\n\n"),
        tags: ["extract"],
        parameters: [{ $ref: "#/components/parameters/ServiceSource" }],
        requestBody: ref("ExtractRequest"),
        responses: { 200: jsonResponse("The Extraction envelope.", ref("ExtractionEnvelope")) },
        errors: ["schema_too_complex", "unsupported_document", "document_encrypted", "quota_exceeded", "pool_busy", "render_timeout"],
      }),
    },
    "/api/v1/extract/inspect": {
      post: operation({
        operationId: "inspect",
        summary: "Inspect a PDF for free: pages, scanned pages, per-tier cost",
        description: "Never billed; rate-limited like every call (the key's per-second burst limit). Recommended before extraction.",
        tags: ["extract"],
        parameters: [{ $ref: "#/components/parameters/ServiceSource" }],
        requestBody: ref("InspectRequest"),
        responses: { 200: jsonResponse("What extraction would meet.", ref("InspectResult")) },
        errors: ["unsupported_document", "document_encrypted", "pool_busy", "render_timeout"],
      }),
    },
  };
}
