import type { Page, PositionedDocument, Word } from "../layout/types";
import { joinContinuations } from "./continuation";
import { toCsv } from "./csv";
import { isDiagram, isolatedBoxes } from "./diagram";
import { joinHeaderBands } from "./header-band";
import { latticeTables } from "./lattice";
import { withoutLeaders } from "./leaders";
import { proseBeside } from "./prose-beside";
import { pageSegments } from "./segments";
import { streamTables } from "./stream";
import { textRows } from "./text-rows";
import type { PageTable, Table } from "./types";
import { uprightViews } from "./upright";

export interface DetectTablesOptions {
  /** Join tables that continue on the next page (default true). */
  joinPages?: boolean;
}

/** Ruled then whitespace-aligned tables among `words` of one (possibly turned) page. */
function tablesIn(page: Page, pageWords: Word[]): PageTable[] {
  const words = withoutLeaders(pageWords);
  const { tables: ruled, used } = latticeTables(page, words);
  const inRuled = (x: number, y: number) => ruled.some((t) => x >= t.bbox[0] && x <= t.bbox[2] && y >= t.bbox[1] && y <= t.bbox[3]);
  const outside = words.filter((w) => !used.has(w) && !inRuled((w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2));
  const prose = proseBeside(textRows(outside));
  const rest = prose.size ? outside.filter((w) => !prose.has(w)) : outside;
  const boxes = isolatedBoxes(page);
  const unruled = streamTables(
    page.number,
    textRows(rest),
    pageSegments(page).h,
    rest.filter((w) => w.rotated),
  ).filter((t) => !isDiagram(t, rest, boxes));
  return joinHeaderBands(ruled, unruled);
}

/** Every recoverable table of the document: ruled tables first, then whitespace-aligned ones. */
export function detectTables(doc: PositionedDocument, options: DetectTablesOptions = {}): Table[] {
  const found: PageTable[] = [];
  for (const page of doc.pages) {
    if (!page.hasTextLayer) continue;
    // Sideways tables first: their words are then left out of the upright reading.
    const sideways: PageTable[] = [];
    const taken = new Set<Word>();
    for (const view of uprightViews(page)) {
      const tables = tablesIn(view.page, view.words);
      for (const t of tables) {
        sideways.push({ ...t, bbox: view.toPage(t.bbox), columnEdges: [] });
        view.words.forEach((w, i) => {
          const [x0, y0, x1, y1] = w.bbox;
          const cx = (x0 + x1) / 2;
          const cy = (y0 + y1) / 2;
          if (cx >= t.bbox[0] && cx <= t.bbox[2] && cy >= t.bbox[1] && cy <= t.bbox[3]) taken.add(view.sources[i] as Word);
        });
      }
    }
    const upright = tablesIn(
      page,
      page.words.filter((w) => !taken.has(w)),
    );
    found.push(...[...sideways, ...upright].sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]));
  }
  const heights = new Map(doc.pages.map((p) => [p.number, p.height]));
  const merged = options.joinPages === false ? found.map((t) => ({ ...t, pages: [t.page] })) : joinContinuations(found, heights);
  return merged.map((t, index) => ({
    page: t.page,
    index,
    rows: t.rows,
    csv: toCsv(t.rows),
    pages: t.pages,
    bbox: t.bbox,
    method: t.method,
    confidence: t.confidence,
  }));
}
