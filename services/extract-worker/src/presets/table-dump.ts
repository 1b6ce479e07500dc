import type { PositionedDocument } from "../layout/types";
import { detectTables } from "../tables/detect-tables";
import type { PresetOutput } from "./preset-output";

/**
 * table_dump: every recoverable table as {page, index, rows, csv} (+ additive `pages` when it
 * continues across pages). Provenance: one entry per non-empty cell, at the table's page.
 */
export function tableDump(doc: PositionedDocument): PresetOutput {
  const tables = detectTables(doc);
  const fields: PresetOutput["fields"] = {};
  for (const t of tables) {
    fields[`tables[${t.index}]`] = {
      confidence: t.confidence,
      method: "deterministic",
      page: t.page,
      bbox: t.bbox,
      text: t.rows[0]?.join(" ") ?? "",
    };
  }
  const data = {
    tables: tables.map((t) => ({
      page: t.page,
      index: t.index,
      rows: t.rows,
      csv: t.csv,
      ...(t.pages.length > 1 ? { pages: t.pages } : {}),
    })),
  };
  return { data, fields, warnings: tables.length ? [] : ["No table was found in the document."] };
}
