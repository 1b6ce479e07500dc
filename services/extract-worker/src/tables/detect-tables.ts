import type { PositionedDocument } from "../model/types";
import { joinContinuations } from "./continuation";
import { toCsv } from "./csv";
import { latticeTables } from "./lattice";
import { pageSegments } from "./segments";
import { streamTables } from "./stream";
import { textRows } from "./text-rows";
import type { PageTable, Table } from "./types";

export interface DetectTablesOptions {
  /** Join tables that continue on the next page (default true). */
  joinPages?: boolean;
}

/** Every recoverable table of the document: ruled tables first, then whitespace-aligned ones. */
export function detectTables(doc: PositionedDocument, options: DetectTablesOptions = {}): Table[] {
  const found: PageTable[] = [];
  for (const page of doc.pages) {
    if (!page.hasTextLayer) continue;
    const { tables: ruled, used } = latticeTables(page, page.words);
    const inRuled = (x: number, y: number) => ruled.some((t) => x >= t.bbox[0] && x <= t.bbox[2] && y >= t.bbox[1] && y <= t.bbox[3]);
    const rest = page.words.filter((w) => !used.has(w) && !inRuled((w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2));
    const unruled = streamTables(page.number, textRows(rest), pageSegments(page).h);
    found.push(...[...ruled, ...unruled].sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]));
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
  }));
}
