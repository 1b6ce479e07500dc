import type { Page, Word } from "../../layout/types";

// Running headers and footers — page numbers, a filing's "Source: …" line, "Exhibit 10.1", a
// confidential-treatment legend — sit between the clauses in reading order, so a sentence that
// crosses a page break reads "… ninety (90) days' Page 1 of 3 written notice …" and loses its
// notice. A line is page furniture when it is among the first or last lines of its page and either
// reads as a page number or recurs (digits ignored) among the edge lines of another page.

/** How many lines at each edge of a page can be furniture (a header and a legend; a footer and a page number). */
const EDGE_LINES = 3;
const PAGE_NUMBER_RE = /^(?:page\s+)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i;

// Clause headings that happen to open two pages ("ARTICLE 5", "Section 4.2") are not furniture.
const HEADING_RE = /^\s*(?:article|section|clause|§|schedule|annex|appendix)\b/i;

const shape = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

// Words are matched by page, position and text: a document read back from JSON (the eval cache)
// holds each word twice, once in its line and once in the page's reading order.
const wordKey = (page: number, w: Word) => `${page}|${w.bbox.join(",")}|${w.text}`;

/** Whether a word of a page belongs to a running header or footer line. */
export function pageFurniture(pages: readonly Page[]): (page: number, word: Word) => boolean {
  const edges = pages.map((p) => {
    const lines = [...p.lines].sort((a, b) => a.baseline - b.baseline);
    return lines.length <= 2 * EDGE_LINES ? [] : [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
  });
  const pagesWith = new Map<string, number>();
  for (const lines of edges) for (const s of new Set(lines.map((l) => shape(l.text)))) pagesWith.set(s, (pagesWith.get(s) ?? 0) + 1);
  const out = new Set<string>();
  for (const [i, lines] of edges.entries()) {
    const page = pages[i]!.number;
    for (const line of lines) {
      const s = shape(line.text);
      if (PAGE_NUMBER_RE.test(line.text.trim()) || (s.length >= 4 && !HEADING_RE.test(line.text) && (pagesWith.get(s) ?? 0) >= 2))
        for (const w of line.words) out.add(wordKey(page, w));
    }
  }
  return (page, word) => out.has(wordKey(page, word));
}
