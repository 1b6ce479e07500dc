import type { Line, Page, PositionedDocument } from "../../layout/types";
import { wrapsOnto } from "../geometry";

// An order form's label column wraps a long label ("Order Effective" / "Date", "Subscription" /
// "Term"): the label's second line sits right under its first, flush with it, with nothing beside
// it, while the value stands beside the first line. The labelled readers are given the label whole
// again. A label line is short and has a value beside it; its tail is one or two words opening in
// capitals, no further below than a line's height.

const MAX_LABEL_WORDS = 4;
const MAX_TAIL_WORDS = 2;

const ROW_NUMBER_RE = /^\s*(?:item\s+)?\d{1,2}\.\s*$/i;

const sameBaseline = (a: Line, b: Line) => Math.abs(a.baseline - b.baseline) < 2;

function joined(page: Page): Page {
  const { lines } = page;
  const beside = (l: Line) => lines.some((o) => o !== l && sameBaseline(o, l) && o.bbox[0] > l.bbox[2]);
  const tails = new Set<Line>();
  const out = lines.map((l): Line => {
    // A key-terms table's row number ends in a period ("4." over "Vertragsbeginn"): it opens a label all the same.
    const rowNumber = ROW_NUMBER_RE.test(l.text);
    if (l.words.length > MAX_LABEL_WORDS || (/[.,;:]$/.test(l.text.trim()) && !rowNumber) || !beside(l)) return l;
    const tail = lines.find((o) => !tails.has(o) && wrapsOnto(l, o) && o.words.length <= MAX_TAIL_WORDS && /^\p{Lu}/u.test(o.text));
    // Beside the tail, only what the value beside the label wrapped onto, going on in lower case: label and value
    // wrapped together ("6. Non-renewal" | "one hundred eighty (180) days'" over "Notice" | "written notice before …").
    // A capital opens the next row's own value ("Fees" | "As set out in Schedule 1").
    const valueWrapped = (o: Line) => /^\p{Ll}/u.test(o.text) && lines.some((v) => v !== l && sameBaseline(v, l) && v.bbox[0] > l.bbox[2] && wrapsOnto(v, o));
    const besideTail = lines.filter((o) => o !== tail && tail && sameBaseline(o, tail) && o.bbox[0] > tail.bbox[2]);
    if (!tail || (besideTail.length && (rowNumber || !besideTail.every(valueWrapped)))) return l;
    tails.add(tail);
    return {
      ...l,
      text: `${l.text} ${tail.text}`,
      words: [...l.words, ...tail.words],
      bbox: [l.bbox[0], l.bbox[1], Math.max(l.bbox[2], tail.bbox[2]), tail.bbox[3]],
    };
  });
  return { ...page, lines: out.filter((l) => !tails.has(l)) };
}

/** The document with each wrapped label line joined to its tail (for the labelled readers only). */
export function wrappedLabelsJoined(doc: PositionedDocument): PositionedDocument {
  return { ...doc, pages: doc.pages.map(joined) };
}
