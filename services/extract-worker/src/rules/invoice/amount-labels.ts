import type { Line, Page, PositionedDocument } from "../../layout/types";
import { fold, matchLabel, normalizeLabel, valueStartAfter, type LabelMatch } from "../../values";
import { labelTokens, type LabelMatcher } from "../anchor";
import { linesRightOf } from "../geometry";

// What an amount label names, read from its qualifiers rather than from its first word. A long
// label starts with a generic word ("Gesamtbetrag", "Invoice total", "Summe") that the lexicon
// takes for the total, while the words after it decide: "Gesamtbetrag ohne Umsatzsteuer" is the
// net, "Gesamtbetrag der Umsatzsteuer" the tax, "Gesamtbetrag einschließlich Umsatzsteuer" the
// gross (the EN 16931 wordings e-invoice viewers print, and their kind on ordinary invoices). A
// paid amount, an allowance or the sum of the lines is none of subtotal, tax and total.

type AmountField = "subtotal" | "tax" | "total";
type Role = AmountField | "none" | "lines";

// German tax words are compounds ending in "steuer" ("Umsatzsteuer", "Versicherungsteuer"; "VersSt."
// abbreviated): each is read as the tax word it is, so "Beitrag ohne Versicherungsteuer" is a net.
const TAX = /\b(?:tax|vat|gst|u\.?st|\p{L}*steuer|versst|mwst|tva|btw|iva|imposta|imposto|podatek)\b/u;
// "inc" and "ex" are the Australian, New Zealand and British abbreviations ("Total (inc GST)", "Total ex GST").
const EXCL = /\b(?:ohne|without|excl|exclusive|excluding|ex|exkl|exklusive|zonder|exclusief|hors|sans|sin|senza|sem|bez|before)\b/u;
const INCL = /\b(?:einschliesslich|einschl|inkl|inklusive|incl|inc|including|inclusive|inclusief|with|mit|ttc|con|avec|compris)\b/u;
/**
 * A statement of the tax a price contains ("Total includes GST of", "Includes VAT", "GST
 * included"): its amount is the tax, whatever amount word comes before it. Unlike "including",
 * which qualifies the amount it follows ("Total including VAT" is the gross).
 */
const TAX_CONTAINED = /\b(?:includes|included|contains)\b/u;
/** Words that make the label name an amount (not a rate, an id or a category). */
/** German compounds end in their amount word ("Rechnungsbetrag netto", "Abschlagsbetrag brutto"); an insurer bills a premium ("Nettobeitrag", "Prämie"). */
const AMOUNT =
  /\b(?:\p{L}*betrag|\p{L}*summe|\p{L}*beitrag\p{L}*|\p{L}*pramie|gesamt\p{L}*|amount|sum|total|totaal|totale|montant|bedrag|importe|importo|cuota|kwota|valor|razem|charges)\b/u;
/** German compounds lead with it ("Summe Nettobeiträge", "Bruttobetrag"). */
const NET = /\b(?:netto\p{L}*|net|ht)\b/u;
const GROSS = /\b(?:brutto\p{L}*|gross|ttc)\b/u;
/** A price names one line's value ("Gesamtpreis (netto)" of a position), not the document's: the lexicon decides. */
const PRICE = /(?:preis|price|prix|prezzo|precio|prijs|preco)/u;
/**
 * Paid before, received, carried over from an earlier bill, taken off ("abzgl.") or added as a
 * separate line, or the work billed so far and the contract sum a progress invoice bills a part of
 * ("Leistungsstand kumuliert", "Gesamtleistung bisher", "Auftragssumme"), or a stamp duty the page
 * states beside an untaxed total ("Imposta di bollo assolta in modo virtuale: 2,00"): never one of the three totals.
 */
const NOT_A_TOTAL =
  /\b(?:gezahlt\p{L}*|bezahlt\p{L}*|paid|prepaid|prepayment|received|erhalten\p{L}*|zahlungseingang|recu|ontvangen|recibido|ricevuto|forward|vortrag|ubertrag|reporte|anzahlung\p{L}*|vorauszahlung\p{L}*|abschlagszahlung\p{L}*|acompte|verse|anticipo|acconto|betaald|aanbetaling|pagado|pagato|nachlass\p{L}*|nachlasse|rabatt\p{L}*|discount\p{L}*|allowance\p{L}*|skonto|remise|korting|descuento|sconto|zuschlag\p{L}*|zuschlage|abzgl|abzuglich|bisher\p{L}*|kumuliert\p{L}*|bereits|auftragssumme|auftragswert|leistungsstand|bollo|stamp duty|stempel\p{L}*|timbre)\b/u;
const AFTER_DEDUCTION = /\b(?:nach|after|apres)\s+(?:\p{L}+\s+)?(?:nachlass\p{L}*|rabatt\p{L}*|skonto|discount\p{L}*|remise)\b/u;
/** The sum of the lines ("Summe aller Positionen", "Summe Leistungen", "Sum of invoice line net amounts"): the net only before any allowance. */
const LINES = /\b(?:positionen|positions|lines?|posten|regels|items|leistungen)\b/u;
/** A credit note's own total ("Gutschriftsbetrag", "Total credit", "Montant de l'avoir"). */
const CREDIT_TOTAL =
  /\b(?:gutschriftsbetrag|gutschriftbetrag|credit\s+total|total\s+credit|montant\s+de\s+l\s?avoir|total\s+abono|totale\s+nota\s+di\s+credito)\b/u;

/** The label part of a line: its words up to a colon, a digit or a currency sign. */
const LABEL_RE = /^[\s]*([^\d:€$£]*[\p{L}][^\d:€$£]*?)\s*(?::|(?=[\d€$£(−-])|$)/u;

function roleOf(label: string): Role | null {
  const t = fold(label)
    .toLowerCase()
    .replace(/['’]/g, " ")
    .replace(/[^\p{L}\p{N} ]+/gu, " ");
  // "Summe netto nach Nachlass", "Total after discount": the amount left after the deduction names it.
  if (NOT_A_TOTAL.test(t.replace(AFTER_DEDUCTION, ""))) return "none";
  if (CREDIT_TOTAL.test(t)) return "total";
  if (TAX.test(t) && TAX_CONTAINED.test(t)) return "tax";
  // Without a word for an amount the label may be a rate, an id or a column header: the lexicon decides.
  if (!AMOUNT.test(t) || PRICE.test(t)) return null;
  if (LINES.test(t)) return "lines";
  if (TAX.test(t)) {
    const excl = EXCL.test(t) || NET.test(t);
    const incl = INCL.test(t) || GROSS.test(t);
    if (excl && incl) return null;
    if (excl) return "subtotal";
    if (incl) return "total";
    return "tax";
  }
  const net = NET.test(t);
  const gross = GROSS.test(t);
  if (net === gross) return null;
  return net ? "subtotal" : "total";
}

const PAGE = /\b(?:seite|page|blatt)\b/u;

/**
 * True when a label names one page's sum of a long invoice ("Summe Seite 2", "Seitensumme",
 * "Total this page", "Page 2 subtotal", "Sous-total page 1"): a page's items only, never the
 * document's net or total. A page word alone is no such label ("Landing page design").
 */
export function namesPageShare(label: string): boolean {
  const t = folded(label).replace(/[^\p{L}\p{N} ]+/gu, " ");
  return /\bseitensumme\b/u.test(t) || (PAGE.test(t) && (AMOUNT.test(t) || /\b(?:sub ?total|sous total)\b/u.test(t)));
}

/**
 * A matcher for one amount field: the qualifiers' reading when they name a field (that field
 * gets a strong label, the others none), the lexicon's otherwise.
 */
export function amountLabelMatcher(field: AmountField): LabelMatcher {
  return (text: string): LabelMatch | null => {
    if (namesPageShare(text)) return null;
    const lexical = matchLabel(text, field);
    const m = LABEL_RE.exec(text);
    const label = m?.[1]?.trim();
    if (!m || !label) return lexical;
    // A one-word label is the lexicon's to judge ("Net", "USt.", "Total"), but for a credit note's own total ("Gutschriftsbetrag").
    const single = label.split(/\s+/).length < 2;
    if (single && !CREDIT_TOTAL.test(fold(label).toLowerCase())) return lexical;
    const role = roleOf(label);
    if (role === null) return lexical;
    if (role === "lines") return field === "subtotal" ? lexical : null;
    if (role !== field) return null;
    const start = text.indexOf(label);
    const end = start + label.length;
    const valueStart = valueStartAfter(text, end);
    const exact = !/[\p{L}\p{N}]/u.test(text.slice(valueStart));
    return {
      field,
      score: exact ? 1 : start === 0 ? 0.9 : 0.7,
      kind: exact ? "exact" : start === 0 ? "prefix" : "contains",
      strength: "strong",
      synonym: label,
      language: lexical?.language ?? null,
      tokens: label.split(/\s+/).length,
      text: label,
      start,
      end,
      valueStart,
    };
  };
}

/**
 * True when a label names a tax ("VersSt. 19 %", "MwSt.") or the net or gross ("Nettobeitrag",
 * "Bruttobetrag"), whatever amount word it lacks: a step of a totals ladder, never a charge line.
 */
export function namesNetOrTax(label: string): boolean {
  const t = fold(label)
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, " ");
  return TAX.test(t) || NET.test(t) || GROSS.test(t);
}

/** Tokens a line must share to be tried as an amount label: the lexicon's, and a credit note's total words. */
export const AMOUNT_LABEL_TOKENS: ReadonlySet<string> = new Set([
  ...labelTokens(["subtotal", "tax", "total"]),
  ...normalizeLabel("Gutschriftsbetrag Gutschriftbetrag credit avoir abono includes included").split(" "),
]);

/** What is left to pay ("Net à payer", "Zahlbetrag", "Amount due"): the total only when nothing was paid before. */
const PAYABLE = /\b(?:a payer|zu zahlen\p{L}*|zahlbetrag|amount due|balance due|total due|te betalen|a pagar|da pagare|do zaplaty|montant du)\b/u;
/**
 * A prepayment or an amount already paid printed on the page ("Acompte : 10,00", "Erhaltene
 * Anzahlungen"), or a balance carried from an earlier bill ("Previous balance", "Balance brought
 * forward"): either way what is left to pay is not this invoice's own total.
 */
const PREPAID =
  /\b(?:previous balance|brought forward|carried forward|payment received|zahlungseingang|saldovortrag|ubertrag|vorheriger rechnungsbetrag|solde precedent|solde reporte|acompte|anzahlung\p{L}*|vorauszahlung\p{L}*|abschlagszahlung\p{L}*|amount paid|paid|prepayment|deposit|deja paye|deja regle|aanbetaling|betaald|anticipo|acconto|pagado|pagato|zaliczka|zaplacono|wplacono|zaplacona)\b/u;

const folded = (text: string) => fold(text).toLowerCase().replace(/['’]/g, " ");

/** True when the label names the amount left to pay. */
export function namesPayable(label: string): boolean {
  return PAYABLE.test(folded(label));
}

/**
 * True when an amount paid before (a prepayment, a deposit) or a carried balance is printed, with
 * its figure, above the label's line. `runningSum` names the lines that carry this invoice's own
 * items from page to page ("Übertrag", "Brought forward"): no balance from an earlier bill.
 */
export function paidAbove(doc: PositionedDocument, page: number, top: number, runningSum: (page: Page, line: Line) => boolean = () => false): boolean {
  return doc.pages.some(
    (p) =>
      p.number <= page &&
      p.lines.some(
        (l) =>
          (p.number < page || l.bbox[3] <= top) &&
          PREPAID.test(folded(l.text)) &&
          !/%/.test(l.text) &&
          (/\d/.test(l.text) || /\d/.test(linesRightOf(p, l)[0]?.text ?? "")) &&
          !runningSum(p, l),
      ),
  );
}
