import type { PositionedDocument } from "../layout/types";
import type { PresetOutput } from "./preset-output";

/**
 * full_text: the whole text layer in reading order, plus each page's text. Provenance: one entry
 * per page text (the page box; the text is the page's own). Pages without a text layer get ""
 * and a warning (the OCR tier may fill them).
 */
export function fullText(doc: PositionedDocument): PresetOutput {
  const fields: PresetOutput["fields"] = {};
  const warnings: string[] = [];
  const pages = doc.pages.map((p, i) => {
    if (p.text) {
      fields[`pages[${i}].text`] = { confidence: 1, method: "deterministic", page: p.number, bbox: [0, 0, p.width, p.height], text: p.text };
    } else {
      warnings.push(`Page ${p.number} has no text layer.`);
    }
    return { page: p.number, text: p.text };
  });
  const text = pages.map((p) => p.text).join("\n\f\n");
  const first = doc.pages.find((p) => p.text);
  if (text.trim() && first) {
    fields.text = { confidence: 1, method: "deterministic", page: first.number, bbox: [0, 0, first.width, first.height], text: first.text.slice(0, 200) };
  }
  return { data: { text, pages }, fields, warnings };
}
