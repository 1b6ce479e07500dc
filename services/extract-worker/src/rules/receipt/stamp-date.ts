import type { Line, Page, PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { sameRow } from "../geometry";
import { onlyDate } from "../single-date";

// The till's timestamp: a date printed with a time of day on its row ("01.06.2025   09:02",
// "2021-11-02 07:33"). A receipt may print other dates (a return deadline, a validity), but only
// the transaction is stamped with a clock time. Several distinct stamped dates give nothing.

const TIME_RE = /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/u;

/** The line's row prints a clock time beside its date. */
function stamped(page: Page, line: Line): boolean {
  const row = page.lines
    .filter((l) => sameRow(line.bbox, l.bbox))
    .map((l) => l.text)
    .join(" ");
  return TIME_RE.test(row.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/g, " "));
}

export function stampedDate(doc: PositionedDocument, ctx: DocContext, field: string, score: number): Candidate | null {
  return onlyDate(doc, ctx, field, score, stamped);
}
