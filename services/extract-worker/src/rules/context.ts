import type { PositionedDocument } from "../layout/types";
import { dateOrderForLanguage, findDates, inferDateOrder, inferDecimalSeparator, rankLabels, type LabelField, type LabelLanguage } from "../values";
import { mayLabel } from "./anchor";
import { documentCurrency } from "./doc-currency";
import type { DocContext } from "./types";

// What a document tells about itself and every value reader needs: its numeric date order
// (from its own unambiguous dates, else its language, else the currency it is paid in) and its
// decimal separator.

/**
 * Currencies of English-speaking countries that write numeric dates day first (the UK, India,
 * Australia, New Zealand, South Africa, Singapore, Malaysia, Hong Kong, Pakistan, Sri Lanka,
 * Nigeria, Kenya): an English document paid in one reads "05/03/2024" as 5 March. Not the US or
 * Canadian dollar, nor the euro or the franc, which English documents of any country are paid in.
 */
const DAY_FIRST_CURRENCIES = new Set(["GBP", "INR", "AUD", "NZD", "ZAR", "SGD", "MYR", "HKD", "PKR", "LKR", "NGN", "KES"]);

/** A bank or account number that reads like a date ("Sort code 12-18-18", "BSB 062-000") tells no date order. */
const ID_BEFORE_RE =
  /\b(?:sort\s*code|bsb|routing(?:\s*(?:no\.?|number))?|aba|account(?:\s*(?:no\.?|number))?|iban|konto(?:nummer)?|blz|bankleitzahl)\b[\s:.#]*$/iu;

/** Fields whose labels are common and language-specific enough to tell a document's language. */
const LANGUAGE_FIELDS: LabelField[] = [
  "invoice_number",
  "invoice_date",
  "due_date",
  "subtotal",
  "total",
  "tax",
  "payment_method",
  "effective_date",
  "initial_term",
  "governing_law",
];

/** The language most strong labels of the document are written in (null on a tie or none). */
function documentLanguage(doc: PositionedDocument): LabelLanguage | null {
  const votes = new Map<LabelLanguage, number>();
  // Labels are short lines; the first pages say enough.
  for (const page of doc.pages.slice(0, 3)) {
    for (const line of page.lines) {
      if (line.text.length > 40 || !mayLabel(line, LANGUAGE_FIELDS)) continue;
      for (const m of rankLabels(line.text, LANGUAGE_FIELDS)) {
        if (m.strength !== "strong" || m.kind === "contains" || !m.language) continue;
        votes.set(m.language, (votes.get(m.language) ?? 0) + 1);
        break;
      }
    }
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] * 2 > first[1])) return null;
  return first[0];
}

export function buildContext(doc: PositionedDocument): DocContext {
  const lines = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).filter((t) => /\d/.test(t));
  const dates = lines.flatMap((t) => findDates(t).filter((d) => !ID_BEFORE_RE.test(t.slice(Math.max(0, d.start - 24), d.start))));
  const fromDates = inferDateOrder(dates);
  // The language is only needed to settle numeric dates the document's own dates leave open.
  const language = !fromDates && dates.some((d) => d.ambiguous) ? documentLanguage(doc) : null;
  // Bare English does not decide the order (US and UK disagree); the others are day-first.
  const fromLanguage = language && language !== "en" ? dateOrderForLanguage(language) : null;
  const paidIn = !fromDates && !fromLanguage && dates.some((d) => d.ambiguous) ? documentCurrency(doc).candidate?.value : null;
  const fromCurrency = typeof paidIn === "string" && DAY_FIRST_CURRENCIES.has(paidIn) ? "dmy" : null;
  return {
    dateOrder: fromDates ?? fromLanguage ?? fromCurrency,
    dateOrderFrom: fromDates ? "dates" : fromLanguage ? "language" : fromCurrency ? "currency" : null,
    decimal: inferDecimalSeparator(lines.filter((t) => /\d[.,]\d/.test(t))).separator,
    language,
  };
}
