import type { PositionedDocument } from "../../layout/types";
import { findDates, fold, resolveDateOrder } from "../../values";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { segmentOf, wordsInSpan } from "../geometry";

// The due date inside a payment-terms sentence: "Zahlbar ohne Abzug bis 04.04.2026, bei Zahlung
// bis 15.03.2026 3 % Skonto", "Payable net until 4 April 2026; 2% discount if paid by 15 March".
// Each clause (split at ";" and at a "," that is no decimal comma nor a date's) that puts a deadline word right
// before its date names the date payment is due. A document whose terms grant a cash discount by a
// date gives nothing: issuers differ on whether the discount deadline or the net one is "due"
// (e-invoices often record the first date of the schedule), so either answer may be wrong.
// Several different deadlines are a schedule: none is taken.

// A request to transfer the amount by a date is a payment term too ("Bitte überweisen Sie 1.234,56 € bis zum …"),
// Dutch splitting its verb around the date ("het bedrag … vóór 12 juni over te maken").
const TERMS_RE =
  /\b(?:zahlbar|zahlung|zahlungsziel|uberweisen|uberweisung|payable|payment|pay|remit|paiement|payer|regler|virement|betaling|betalen|overmaken|over te maken|pago|pagar|pagamento|pagare)\b/u;
const DEADLINE_RE =
  /\b(?:bis(?: zum| spatestens)?|spatestens am|until|by|before|no later than|avant le|au plus tard le|uiterlijk|voor|antes del?|hasta el|entro il|entro)\s*$/u;
const DISCOUNT_RE = /skonto|discount|escompte|korting|descuento|sconto|rabatt/u;

/** True when the text grants a cash discount ("2% Skonto", "Escompte de 3 %"). */
export function grantsDiscount(text: string): boolean {
  return DISCOUNT_RE.test(fold(text).toLowerCase());
}

/** Due-date candidates (score 0.6) from payment-terms sentences. */
export function paymentTermsCandidates(doc: PositionedDocument, ctx: DocContext): Candidate[] {
  const found: Candidate[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const text = fold(line.text).toLowerCase();
      if (grantsDiscount(line.text) && findDates(line.text).length) return [];
      if (!TERMS_RE.test(text)) continue;
      const seg = segmentOf(line.words);
      let from = 0;
      // A comma before a year is the date's own ("Jan 22, 2020"), not the end of a clause.
      for (const clause of line.text.split(/;|,(?!\d|\s?\d{4}\b)/)) {
        const start = from;
        from += clause.length + 1;
        for (const d of findDates(clause)) {
          const date = resolveDateOrder(d, ctx.dateOrder);
          if (!date.iso || date.ambiguous || !DEADLINE_RE.test(fold(clause.slice(0, d.start)).toLowerCase())) continue;
          const words = wordsInSpan(seg, start + d.start, start + d.end);
          if (words.length) found.push({ field: "due_date", value: date.iso, score: 0.6, page: page.number, words, via: "rule", label: null, labelWords: [] });
        }
      }
    }
  }
  return new Set(found.map((c) => c.value)).size === 1 ? found : [];
}
