import type { PositionedDocument } from "../layout/types";
import type { ChatRequest } from "./chat-client";
import type { EscalationField, VerifiableKind } from "./escalation-fields";

// What the model sees: the document's extracted text with its layout (one line per text line,
// prefixed with page and position), never the file bytes; and a JSON schema that allows exactly
// the escalated fields, each a value or null. The instructions ask for values copied as printed,
// but nothing depends on the model obeying: every answer is verified against the document.

/** Characters of layout text sent at most; long documents are cut (the model answers from what it saw). */
export const MAX_LAYOUT_CHARS = 24_000;

const HINTS: Record<VerifiableKind, string> = {
  date: "a date as ISO YYYY-MM-DD",
  money: "an amount as a number (no currency sign, '.' as decimal separator)",
  number: "a number",
  identifier: "the identifier exactly as printed",
  text: "the text exactly as printed",
  currency: "an ISO 4217 currency code",
};

export function layoutText(doc: PositionedDocument, maxChars = MAX_LAYOUT_CHARS): { text: string; truncated: boolean } {
  let text = "";
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const row = `[p${page.number} x${Math.round(line.bbox[0])} y${Math.round(line.bbox[1])}] ${line.text}\n`;
      if (text.length + row.length > maxChars) return { text, truncated: true };
      text += row;
    }
  }
  return { text, truncated: false };
}

export function answerSchema(fields: EscalationField[]): Record<string, unknown> {
  const properties = Object.fromEntries(
    fields.map((f) => [f.path, { type: [f.kind === "money" || f.kind === "number" ? "number" : "string", "null"], description: HINTS[f.kind] }]),
  );
  return { type: "object", properties, required: fields.map((f) => f.path), additionalProperties: false };
}

export function buildRequest(doc: PositionedDocument, fields: EscalationField[]): ChatRequest {
  const { text, truncated } = layoutText(doc);
  return {
    system:
      "You read documents for a data-extraction service. Answer only from the document text given. " +
      "For each requested field, copy the value exactly as it is printed in the document, or answer null " +
      "when the document does not state it. Never infer, compute or invent a value.",
    user:
      `Fields: ${fields.map((f) => `${f.path} (${HINTS[f.kind]})`).join("; ")}.\n` +
      `Document text, one line per text line, prefixed with [page x y] in PDF points from the top-left${truncated ? " (cut short)" : ""}:\n` +
      text,
    schemaName: "extraction",
    schema: answerSchema(fields),
  };
}
