import type { Line, Page, PositionedDocument } from "../../layout/types";
import { readMisread, withOcrWordsRead } from "../../ocr/misread";

// OCR misreads one glyph of a totals label as often as of any word ("Subtofal", "T0TAL",
// "Gesamtbetrag" with one letter wrong), and a label that names nothing leaves its amount
// unread. The words that head the amounts of an invoice are few and long: an OCR'd word one
// substituted glyph from one of them is read as it (ocr/misread.ts counts the same way as for
// receipts). A text layer's words are what was printed.

const AMOUNT_WORDS = [
  "TOTAL",
  "SUBTOTAL",
  "TOTAAL",
  "MONTANT",
  "GESAMTBETRAG",
  "RECHNUNGSBETRAG",
  "NETTOBETRAG",
  "BRUTTOBETRAG",
  "ZWISCHENSUMME",
  "GESAMTSUMME",
  "ENDBETRAG",
];

const readLine = (line: Line): Line => withOcrWordsRead(line, (text) => readMisread(text, AMOUNT_WORDS));

function readPage(page: Page): Page {
  const lines = page.lines.map(readLine);
  if (lines.every((l, i) => l === page.lines[i])) return page;
  return { ...page, lines, words: lines.flatMap((l) => l.words) };
}

/** The document with OCR'd words that misread an amount label's word by one glyph read as that word. */
export function withAmountLabelMisreads(doc: PositionedDocument): PositionedDocument {
  const pages = doc.pages.map(readPage);
  return pages.every((p, i) => p === doc.pages[i]) ? doc : { ...doc, pages };
}
