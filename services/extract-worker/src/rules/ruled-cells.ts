import type { Line, PositionedDocument, Page, Ruling, Word } from "../layout/types";
import { unionAll } from "../layout/geometry";

// A painted column rule between two words of a line parts them into two cells, however close they
// are set: a form's item grid puts a right-aligned quantity a few points from the description typed
// into the next cell ("10 | Copy paper"), and its template heads the same way ("Qty | Description"),
// which the line builder, seeing a word space, joined. A rule through a word parts nothing. Only a
// row ruled above and below that holds this one line of text is parted: a grid of single-line rows;
// a table whose cells hold several lines (heads on two rows, descriptions with details) is left as
// it was, its rows read by the item rules as before.

/** The document with every line that a vertical rule crosses between two of its words split there; the document itself when nothing is split. */
export function withRuledCells(doc: PositionedDocument): PositionedDocument {
  let changed = false;
  const pages = doc.pages.map((page) => {
    const split = splitPage(page);
    changed ||= split !== page;
    return split;
  });
  return changed ? { ...doc, pages } : doc;
}

function splitPage(page: Page): Page {
  const walls = page.rulings.filter((r) => r.orientation === "v");
  if (!walls.length) return page;
  // Horizontal edges: rules, and the top and bottom of painted boxes.
  const edges = [
    ...page.rulings.filter((r) => r.orientation === "h").map((r) => ({ y: (r.bbox[1] + r.bbox[3]) / 2, x0: r.bbox[0], x1: r.bbox[2] })),
    ...page.rects.flatMap((r) => [r.bbox[1], r.bbox[3]].map((y) => ({ y, x0: r.bbox[0], x1: r.bbox[2] }))),
  ];
  let text = page.text;
  let changed = false;
  const lines = page.lines.flatMap((line) => {
    const pieces = singleLineRow(page, line, edges) ? splitLine(line, walls) : [line];
    if (pieces.length === 1) return [line];
    changed = true;
    text = text.replace(line.text, pieces.map((p) => p.text).join("\t"));
    return pieces;
  });
  return changed ? { ...page, lines, text } : page;
}

/** Whether `line` sits alone in a row ruled just above and below it (edges spanning the line). */
function singleLineRow(page: Page, line: Line, edges: Array<{ y: number; x0: number; x1: number }>): boolean {
  const h = line.bbox[3] - line.bbox[1];
  const spanning = edges.filter((e) => e.x0 <= line.bbox[0] + 1 && e.x1 >= line.bbox[2] - 1);
  const above = Math.max(...spanning.filter((e) => e.y <= line.bbox[1] + 1).map((e) => e.y));
  const below = Math.min(...spanning.filter((e) => e.y >= line.bbox[3] - 1).map((e) => e.y));
  if (!Number.isFinite(above) || !Number.isFinite(below) || below - above > h * 2.5) return false;
  return !page.lines.some(
    (o) =>
      o !== line &&
      o.bbox[3] > above + 1 &&
      o.bbox[1] < below - 1 &&
      o.bbox[0] < line.bbox[2] &&
      o.bbox[2] > line.bbox[0] &&
      (o.bbox[1] >= line.bbox[3] - 1 || o.bbox[3] <= line.bbox[1] + 1),
  );
}

function splitLine(line: Line, walls: Ruling[]): Line[] {
  const mid = (line.bbox[1] + line.bbox[3]) / 2;
  const crossing = walls.filter((w) => w.bbox[1] <= mid && w.bbox[3] >= mid && w.bbox[0] > line.bbox[0] && w.bbox[2] < line.bbox[2]);
  if (!crossing.length) return [line];
  const groups: Word[][] = [[]];
  line.words.forEach((w, i) => {
    const prev = line.words[i - 1];
    if (prev && crossing.some((c) => c.bbox[0] >= prev.bbox[2] - 0.5 && c.bbox[2] <= w.bbox[0] + 0.5)) groups.push([]);
    groups[groups.length - 1]!.push(w);
  });
  return groups.length === 1 ? [line] : groups.map(toLine);
}

function toLine(words: Word[]): Line {
  let main = words[0]!;
  for (const w of words) if (w.fontSize > main.fontSize) main = w;
  return { text: words.map((w) => w.text).join(" "), bbox: unionAll(words.map((w) => w.bbox)), baseline: main.baseline, fontSize: main.fontSize, words };
}
