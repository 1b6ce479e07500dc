import type { PositionedDocument } from "../../layout/types";
import { fold, matchLabel } from "../../values";
import type { Candidate } from "../anchor";
import { lineHolding } from "../geometry";

// A reference block dates a reference on the row under it with a bare connective for a label:
// "Ihre Bestellung | 4711" over "vom | 27.12.2023", "Votre commande | 123" over "du | …". The
// connective names the date of the reference above it: the invoice's own date only under the
// invoice's number ("Rechnung Nr. | 123" over "vom | …").

/** A label that is only a connective to the reference above ("vom", "du", "del", "dated", "z dnia"). */
const CONNECTIVE = /^(?:vom|du|del|dated|z dnia)\s*:?$/u;

/** Invoice-date candidates, without those labelled by a connective under another reference than the invoice's number. */
export function withoutOtherReferenceDates(doc: PositionedDocument, candidates: readonly Candidate[]): Candidate[] {
  return candidates.filter((c) => {
    const label = fold(c.labelWords.map((w) => w.text).join(" ")).toLowerCase();
    if (!CONNECTIVE.test(label)) return true;
    const line = lineHolding(doc, c.page, c.labelWords);
    const page = doc.pages.find((p) => p.number === c.page);
    if (!line || !page) return true;
    // The row right above, starting in the label's column: the reference the connective dates.
    const h = line.bbox[3] - line.bbox[1];
    const above = page.lines
      .filter((l) => l.bbox[3] <= line.bbox[1] + 1 && line.bbox[1] - l.bbox[3] < h && Math.abs(l.bbox[0] - line.bbox[0]) < h)
      .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
    return !above || matchLabel(above.text, "invoice_number") !== null;
  });
}
