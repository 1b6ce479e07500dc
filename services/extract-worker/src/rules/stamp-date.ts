import type { PositionedDocument } from "../model/types";
import { findDates, resolveDateOrder } from "../values";
import type { Candidate } from "./anchor";
import type { DocContext } from "./context";
import { sameRow, segmentOf, wordsInSpan } from "./geometry";

// The till's timestamp: a date printed with a time of day on its row ("01.06.2025   09:02",
// "2021-11-02 07:33"). A receipt may print other dates (a return deadline, a validity), but only
// the transaction is stamped with a clock time. Several distinct stamped dates give nothing.

const TIME_RE = /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/u;

export function stampedDate(doc: PositionedDocument, ctx: DocContext, field: string, score: number): Candidate | null {
  const seen: Candidate[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const dates = findDates(line.text);
      if (!dates.length) continue;
      const row = page.lines.filter((l) => sameRow(line.bbox, l.bbox)).map((l) => l.text).join(" ");
      if (!TIME_RE.test(row.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/g, " "))) continue;
      for (const d of dates) {
        const settled = d.ambiguous && ctx.dateOrder ? resolveDateOrder(d, ctx.dateOrder) : d;
        if (!settled.iso) continue;
        seen.push({ field, value: settled.iso, score, page: page.number, words: wordsInSpan(segmentOf(line.words), d.start, d.end), via: "rule", label: null, labelWords: [] });
      }
    }
  }
  return new Set(seen.map((c) => c.value)).size === 1 ? (seen[0] as Candidate) : null;
}
