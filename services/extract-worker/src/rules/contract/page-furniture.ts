import type { Line, Page, Word } from "../../layout/types";

// Running headers and footers — page numbers, a filing's "Source: …" line, "Exhibit 10.1", a
// confidential-treatment legend — sit between the clauses in reading order, so a sentence that
// crosses a page break reads "… ninety (90) days' Page 1 of 3 written notice …" and loses its
// notice. A line is page furniture when it is among the first or last lines of its page and either
// reads as a page number or recurs (digits ignored) among the edge lines of another page. A running
// header is printed at the same height and in the same place on every page; a line at the top of one
// page that recurs at another height, or at the same height set elsewhere across the page, at the top
// of another is content, such as a party's name under the title of a cover block and again heading
// its signature block.

/** How many lines at each edge of a page can be furniture (a header and a legend; a footer and a page number). */
const EDGE_LINES = 3;
/** Points a running header's baseline may move between pages. */
const SAME_HEIGHT = 4;
/** Points a running header's left edge, right edge or centre (as it is set flush left, flush right or centred) may move between pages. */
const SAME_SPOT = 4;
// "<PAGE>" is the page mark of an EDGAR text filing, printed where the filing was converted to PDF.
const PAGE_NUMBER_RE = /^(?:(?:page\s+)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?|<page>)$/i;

// Clause headings that happen to open two pages ("ARTICLE 5", "Section 4.2") are not furniture.
const HEADING_RE = /^\s*(?:article|section|clause|§|schedule|annex|appendix)\b/i;

const shape = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

// Words are matched by page, position and text: a document read back from JSON (the eval cache)
// holds each word twice, once in its line and once in the page's reading order.
const wordKey = (page: number, w: Word) => `${page}|${w.bbox.join(",")}|${w.text}`;

interface Spot {
  baseline: number;
  x0: number;
  x1: number;
}
const spotOf = (line: Line): Spot => ({ baseline: line.baseline, x0: line.bbox[0], x1: line.bbox[2] });

/** Whether a word of a page belongs to a running header or footer line. */
export function pageFurniture(pages: readonly Page[]): (page: number, word: Word) => boolean {
  const edges = pages.map((p) => {
    const lines = [...p.lines].sort((a, b) => a.baseline - b.baseline);
    if (lines.length <= 2 * EDGE_LINES) return [];
    return [...lines.slice(0, EDGE_LINES).map((line) => ({ line, top: true })), ...lines.slice(-EDGE_LINES).map((line) => ({ line, top: false }))];
  });
  const shapes = edges.map((lines) => lines.map(({ line, top }) => ({ shape: shape(line.text), top, ...spotOf(line) })));
  const sameSpot = (a: Spot, b: Spot) =>
    Math.abs(a.x0 - b.x0) <= SAME_SPOT || Math.abs(a.x1 - b.x1) <= SAME_SPOT || Math.abs(a.x0 + a.x1 - b.x0 - b.x1) / 2 <= SAME_SPOT;
  // Footers follow the text of short pages up the page, so only a header's height and place are held to.
  const recurs = (i: number, s: string, top: boolean, at: Spot) =>
    shapes.some(
      (lines, j) => j !== i && lines.some((l) => l.shape === s && (!top || (l.top && Math.abs(l.baseline - at.baseline) <= SAME_HEIGHT && sameSpot(l, at)))),
    );
  const out = new Set<string>();
  for (const [i, lines] of edges.entries()) {
    const page = pages[i]!.number;
    for (const { line, top } of lines) {
      const s = shape(line.text);
      if (PAGE_NUMBER_RE.test(line.text.trim()) || (s.length >= 4 && !HEADING_RE.test(line.text) && recurs(i, s, top, spotOf(line))))
        for (const w of line.words) out.add(wordKey(page, w));
    }
  }
  return (page, word) => out.has(wordKey(page, word));
}
