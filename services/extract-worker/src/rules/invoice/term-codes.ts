import type { Line, Page, PositionedDocument } from "../../layout/types";

// EN 16931 viewers print each field's business-term code beside its label ("BT-1 Invoice number",
// "Total amount (BT-112):", "BG-4 Seller", or a column of codes). A code names the label, never a
// value: left in, "Invoice number: BT-1" reads "BT-1" as the number and "BG-4 Seller" is no seller
// heading. On a page set that prints several distinct codes they are dropped before the rules read
// it; a lone "BT-12" elsewhere may be a real reference and stays.

/** A business term or group code as one printed word, with its brackets and a trailing colon. */
const TERM_CODE = /^\(?I?B[TG]-?\d{1,3}\)?[:.]?$/i;
/** Distinct codes a document prints before they count as an e-invoice viewer's annotation. */
const MIN_DISTINCT = 3;

const codeOf = (word: string) => (TERM_CODE.test(word) ? word.replace(/[^0-9a-z]/gi, "").toUpperCase() : null);

function withoutCodes(line: Line): Line | null {
  const words = line.words.filter((w) => codeOf(w.text) === null);
  if (words.length === line.words.length) return line;
  if (!words.length) return null;
  // The line keeps its box: "BG-4 Seller" still heads the column its code opened.
  return { ...line, text: words.map((w) => w.text).join(" "), words };
}

function pageWithoutCodes(page: Page): Page {
  const lines = page.lines.map(withoutCodes).filter((l): l is Line => l !== null);
  const text = page.text
    .split("\n")
    .map((row) =>
      row
        .split("\t")
        .map((cell) =>
          cell
            .split(" ")
            .filter((w) => codeOf(w) === null)
            .join(" "),
        )
        .filter((cell, i, cells) => cell !== "" || cells.length === 1)
        .join("\t"),
    )
    .join("\n");
  return { ...page, lines, words: lines.flatMap((l) => l.words), text };
}

/** The document with its business-term codes removed, or the document itself when it prints fewer than three distinct codes. */
export function withoutTermCodes(doc: PositionedDocument): PositionedDocument {
  const codes = new Set(doc.pages.flatMap((p) => p.words.map((w) => codeOf(w.text)).filter((c): c is string => c !== null)));
  if (codes.size < MIN_DISTINCT) return doc;
  return { ...doc, pages: doc.pages.map(pageWithoutCodes) };
}
