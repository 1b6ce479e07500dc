import type { Line, Page, PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import { linesRightOf } from "../geometry";
import { readIdentifier } from "../read-value";
import { headers } from "../items/item-headers";

// Credit notes (UNTDID 1001 type 381, "Gutschrift", "Avoir", "Credit note"). A credit note prints
// the number of the invoice it corrects, under an invoice label ("Rechnung Nr.", "Invoice No.",
// "Facture n°"); its own number carries a credit-note label or stands in its title. So in a credit
// note an invoice label names another document, and its number is never the answer — unless the
// page names the corrected invoice under a label of its own ("Preceding invoice reference",
// "Vorausgegangene Rechnung", "Facture d'origine", as e-invoice viewers print BT-25): then an
// invoice label carrying another number is the credit note's own ("Invoice number" is BT-1).

/**
 * A credit note's title, or its type code after the type's name ("Gutschrift (381)"); a phone
 * number's area code in parentheses ("(381) 051-2117") is no type code.
 */
const CREDIT_TITLE_RE =
  /^(?:gutschrift|rechnungskorrektur|stornorechnung|storno|korrekturrechnung|credit\s*note|credit\s*memo|avoir|facture\s+d['’]avoir|creditnota|creditfactuur|nota\s+de\s+cr[ée]dito|factura\s+rectificativa|(?:nota\s+de\s+|factura\s+de\s+)?abono(?=\s*(?:$|n\s?[º°o.]|núm|número|\d))|nota\s+di\s+credito|faktura\s+koryguj\p{L}*|korekta)\b|(?<=\p{L}\s?)\(38[134]\)(?!\s*\d)/iu;
const CREDIT_WORD_RE = /gutschrift|korrektur|storno|credit|avoir|cr[ée]dito|rectificativa|abono|koryg|korekt/iu;
const INVOICE_WORD_RE = /rechnung|invoice|facture|factuur|factura|fattura|fatura|bill/iu;

/**
 * True when a line in the top half of the first page titles the document a credit note. A head of
 * the item table is no title: a hotel folio posts payments under "Gutschrift" beside "Belastung".
 */
export function isCreditNote(doc: PositionedDocument): boolean {
  const page = doc.pages[0];
  if (!page) return false;
  const titles = page.lines.filter((l) => l.bbox[1] <= page.height / 2 && l.text.length <= 120 && CREDIT_TITLE_RE.test(l.text.trim()));
  if (!titles.length) return false;
  const heads = headers(page);
  const inHeader = (l: Line) => heads.some((h) => (l.bbox[1] + l.bbox[3]) / 2 >= h.top && (l.bbox[1] + l.bbox[3]) / 2 <= h.bottom);
  return titles.some((l) => !inHeader(l));
}

/** A label naming the invoice a credit note corrects (its first word suffices: the label may wrap). */
const PRECEDING_RE =
  /^(?:vorausgegangene|vorhergehende|ursprungsrechnung|urspr(?:ü|ue)ngliche\s+rechnung|rechnungsreferenz|bezugsrechnung|preceding\s+invoice|original\s+invoice|invoice\s+reference|referenced\s+invoice|facture\s+d['’]origine|facture\s+initiale|r[ée]f[ée]rence\s+(?:de\s+la\s+)?facture|facture\s+rectifi[ée]e)/iu;

/** Numbers printed under a label that names the corrected invoice: on its line after the label, or in the next cell of its row. */
export function referencedInvoices(doc: PositionedDocument): Set<string> {
  const out = new Set<string>();
  for (const page of doc.pages)
    for (const line of page.lines) {
      const m = PRECEDING_RE.exec(line.text.trim());
      if (!m) continue;
      const rest = line.text
        .trim()
        .slice(m[0].length)
        .replace(/^[^:]*:/, "");
      const id = readIdentifier(rest) ?? readIdentifier(linesRightOf(page, line)[0]?.text ?? "");
      if (id) out.add(String(id.value));
    }
  return out;
}

/**
 * Candidates a credit note may keep: those whose label or title words name the credit note itself,
 * or no document; with the corrected invoice named by its own label, also an invoice label's
 * number other than that invoice's.
 */
export function ownNumberCandidates(cands: readonly Candidate[], referenced: ReadonlySet<string> = new Set()): Candidate[] {
  return cands.filter((c) => {
    const label = c.label?.text ?? c.labelWords.map((w) => w.text).join(" ");
    if (CREDIT_WORD_RE.test(label) || !INVOICE_WORD_RE.test(label)) return true;
    return referenced.size > 0 && !referenced.has(String(c.value)) && !PRECEDING_RE.test(label.trim());
  });
}

/**
 * Words of a label that name another invoice than this document: the one a correction cancels,
 * replaces or adjusts ("Original invoice date", "Ursprünglicher Rechnungsbetrag", "Bezug: Rechnung
 * Nr. … vom", "Factura rectificada", "ersetzt Rechnung …"). Whatever the title, the number, date
 * or amount printed under such a label is that invoice's. A verb naming it counts alike
 * ("Rectifica a la factura nº", "corrige la facture").
 */
const OTHER_INVOICE_RE =
  /(?<![\p{L}])(?:original\p{L}*|urspr(?:ü|ue)ngl\p{L}*|ursprungs\p{L}*|bezug\p{L}*|vorausgegangen\p{L}*|preceding|relates\s+to|refers\s+to|ersetzt|replaces|rectificad[ao]|rectifica|corrige|korrigiert|d['’]origine|initiale)(?![\p{L}])/iu;

/** A label that only goes on with the row above ("vom", "dated", "Rechnungsdatum" under "Originalrechnung"). */
const CONTINUES_RE = /^(?:vom|von|dated|of|de\s+fecha|del)\b|rechnung|invoice|factura/iu;

/**
 * True when `line` labels another invoice: by its own words, or as the next row of a label column
 * under a row that does ("Originalrechnung 629726" over "Rechnungsdatum 20.10.2023").
 */
function labelsOtherInvoice(page: Page, line: Line, upTo: string): boolean {
  if (OTHER_INVOICE_RE.test(upTo)) return true;
  if (!CONTINUES_RE.test(upTo.trim()) || CREDIT_WORD_RE.test(upTo)) return false;
  const h = line.bbox[3] - line.bbox[1];
  const above = page.lines
    .filter((l) => l.bbox[3] <= line.bbox[1] + 1 && line.bbox[1] - l.bbox[3] < h && Math.abs(l.bbox[0] - line.bbox[0]) < 4)
    .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
  return !!above && OTHER_INVOICE_RE.test(above.text);
}

/** Numbers printed under a label that names another invoice: on its line after the label, or in the next cell of its row. */
function otherInvoiceNumbers(doc: PositionedDocument): Set<string> {
  const out = new Set<string>();
  for (const page of doc.pages)
    for (const line of page.lines) {
      const m = OTHER_INVOICE_RE.exec(line.text);
      if (!m || m.index > 20) continue;
      const id = readIdentifier(line.text.slice(m.index + m[0].length).replace(/^[^:\d]*:?/, "")) ?? readIdentifier(linesRightOf(page, line)[0]?.text ?? "");
      if (id) out.add(String(id.value));
    }
  return out;
}

/**
 * The candidates whose label does not name another invoice, and, for the invoice number, whose
 * value is not a number the page prints under such a label. The label is its whole cell: the
 * line's text up to the value, or all of it when the value stands in the next cell, so words
 * after the matched label words count too ("Rechnungsbetrag der Originalrechnung", "Importe
 * factura original").
 */
export function withoutOtherInvoices(doc: PositionedDocument, field: string, cands: readonly Candidate[]): Candidate[] {
  const others = field === "invoice_number" ? otherInvoiceNumbers(doc) : new Set<string>();
  return cands.filter((c) => {
    if (others.has(String(c.value))) return false;
    const first = c.labelWords[0];
    if (!first) return true;
    const page = doc.pages[c.page - 1];
    const line = page?.lines.find((l) => l.words.includes(first));
    if (!page || !line) return true;
    const valueAt = line.words.findIndex((w) => c.words.includes(w));
    const upTo = line.words
      .slice(0, valueAt < 0 ? line.words.length : valueAt)
      .map((w) => w.text)
      .join(" ");
    return !labelsOtherInvoice(page, line, upTo);
  });
}
