import type { PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";

// Credit notes (UNTDID 1001 type 381, "Gutschrift", "Avoir", "Credit note"). A credit note prints
// the number of the invoice it corrects, under an invoice label ("Rechnung Nr.", "Invoice No.",
// "Facture n°"); its own number carries a credit-note label or stands in its title. So in a credit
// note an invoice label names another document, and its number is never the answer.

const CREDIT_TITLE_RE =
  /^(?:gutschrift|rechnungskorrektur|stornorechnung|storno|korrekturrechnung|credit\s*note|credit\s*memo|avoir|facture\s+d['’]avoir|creditnota|creditfactuur|nota\s+de\s+cr[ée]dito|factura\s+rectificativa|(?:nota\s+de\s+|factura\s+de\s+)?abono(?=\s*(?:$|n\s?[º°o.]|núm|número|\d))|nota\s+di\s+credito|faktura\s+koryguj\p{L}*|korekta)\b|\(38[134]\)/iu;
const CREDIT_WORD_RE = /gutschrift|korrektur|storno|credit|avoir|cr[ée]dito|rectificativa|abono|koryg|korekt/iu;
const INVOICE_WORD_RE = /rechnung|invoice|facture|factuur|factura|fattura|fatura|bill/iu;

/** True when a line in the top half of the first page titles the document a credit note. */
export function isCreditNote(doc: PositionedDocument): boolean {
  const page = doc.pages[0];
  if (!page) return false;
  return page.lines.some((l) => l.bbox[1] <= page.height / 2 && l.text.length <= 120 && CREDIT_TITLE_RE.test(l.text.trim()));
}

/** Candidates a credit note may keep: those whose label or title words name the credit note itself, or no document. */
export function ownNumberCandidates(cands: readonly Candidate[]): Candidate[] {
  return cands.filter((c) => {
    const label = c.label?.text ?? c.labelWords.map((w) => w.text).join(" ");
    return CREDIT_WORD_RE.test(label) || !INVOICE_WORD_RE.test(label);
  });
}
