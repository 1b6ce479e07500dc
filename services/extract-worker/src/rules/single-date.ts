import type { Line, Page, PositionedDocument } from "../layout/types";
import { findDates, resolveDateOrder } from "../values";
import type { Candidate } from "./anchor";
import type { DocContext } from "./types";
import { segmentOf, wordsInSpan } from "./geometry";

/**
 * The document's only date, when it prints exactly one (a receipt stamps one transaction date).
 * Several distinct dates, or one that cannot be read unambiguously, give nothing. `counts` limits
 * which lines' dates take part (receipt/stamp-date.ts: only those printed with a clock time).
 */
export function onlyDate(
  doc: PositionedDocument,
  ctx: DocContext,
  field: string,
  score: number,
  counts: (page: Page, line: Line) => boolean = () => true,
): Candidate | null {
  const seen: Candidate[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const dates = findDates(line.text);
      if (!dates.length || !counts(page, line)) continue;
      for (const d of dates) {
        const settled = resolveDateOrder(d, ctx.dateOrder);
        if (!settled.iso) return null;
        const words = wordsInSpan(segmentOf(line.words), d.start, d.end);
        seen.push({ field, value: settled.iso, score, page: page.number, words, via: "rule", label: null, labelWords: [] });
      }
    }
  }
  const distinct = new Set(seen.map((c) => c.value));
  return distinct.size === 1 ? (seen[0] as Candidate) : null;
}
