import type { Page, PositionedDocument, Word } from "../layout/types";
import { detectTables } from "../tables/detect-tables";
import type { Table } from "../tables/types";
import { matchPropertyLabel, rankLabels } from "../values";
import type { DocContext } from "./types";
import { readerFor, type ValueKind } from "./read-value";

// Arrays of objects in custom schemas: the detected table whose header cells best match the item
// properties' names fills the array, one object per body row. Table cells are strings, so each
// cell is grounded again in the page's words (inside the table's box, below the previous row).

export interface ItemProperty {
  name: string;
  kind: ValueKind;
}

export interface FilledCell {
  value: string | number | boolean;
  page: number;
  words: Word[];
}

export type FilledRow = Record<string, FilledCell | null>;

function headerMap(table: Table, props: ItemProperty[]): Map<string, number> {
  const map = new Map<string, number>();
  const header = table.rows[0] ?? [];
  for (const p of props) {
    let best = -1;
    let bestScore = 0;
    header.forEach((cell, i) => {
      const m = matchPropertyLabel(cell, p.name);
      if (m && m.strength === "strong" && m.score > bestScore) [best, bestScore] = [i, m.score];
    });
    if (best >= 0 && bestScore >= 0.7) map.set(p.name, best);
  }
  return map;
}

/**
 * The words spelling a cell's text inside the table's box, at or below `fromY`. A cell's text is
 * its words line by line (tables/cell-text.ts), so each next token is the next word on the same
 * baseline, or the first word of a lower line under the cell's words so far.
 */
function locate(page: Page, box: Table["bbox"], text: string, fromY: number): Word[] | null {
  const tokens = text.split(" ").filter(Boolean);
  const pool = page.words.filter((w) => {
    const cx = (w.bbox[0] + w.bbox[2]) / 2;
    const cy = (w.bbox[1] + w.bbox[3]) / 2;
    return cx >= box[0] - 2 && cx <= box[2] + 2 && cy >= Math.max(box[1] - 2, fromY - 1) && cy <= box[3] + 2;
  });
  const sameLine = (a: Word, b: Word) => Math.abs(a.baseline - b.baseline) <= 0.4 * Math.max(a.fontSize, b.fontSize);
  for (const start of pool.filter((w) => w.text === tokens[0])) {
    const got = [start];
    for (let t = 1; t < tokens.length; t++) {
      const last = got[got.length - 1] as Word;
      const right = pool.filter((w) => sameLine(w, last) && w.bbox[0] > last.bbox[0]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      if (right && right.text === tokens[t]) {
        got.push(right);
        continue;
      }
      const [x0, x1] = [Math.min(...got.map((w) => w.bbox[0])), Math.max(...got.map((w) => w.bbox[2]))];
      const below = pool
        .filter((w) => w.baseline > last.baseline && !sameLine(w, last) && w.bbox[0] < x1 + 2 && w.bbox[2] > x0 - 2)
        .sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0])[0];
      if (!below || below.text !== tokens[t] || below.baseline - last.baseline > 3 * last.fontSize) break;
      got.push(below);
    }
    if (got.length === tokens.length) return got;
  }
  return null;
}

/** A row naming a total ("Subtotal $ 112.00") is not an item. */
function isTotals(row: string[]): boolean {
  return row.some((cell) => rankLabels(cell, ["subtotal", "tax", "total"]).some((m) => m.strength === "strong" && m.kind !== "contains"));
}

/** Rows for an array of objects, or null when no table's header names at least half the properties (and two when there are several). */
export function fillFromTables(doc: PositionedDocument, ctx: DocContext, props: ItemProperty[]): FilledRow[] | null {
  const tables = detectTables(doc);
  const need = Math.max(1, Math.min(2, props.length), Math.ceil(props.length / 2));
  const ranked = tables
    .map((t) => ({ t, map: headerMap(t, props) }))
    .filter((x) => x.map.size >= need)
    .sort((a, b) => b.map.size - a.map.size);
  const best = ranked[0];
  if (!best) return null;
  const { t, map } = best;
  const page = doc.pages.find((p) => p.number === t.page);
  if (!page) return null;
  let fromY = t.bbox[1];
  const rows: FilledRow[] = [];
  const numeric = props.filter((p) => p.kind === "money" || p.kind === "number");
  for (const row of t.rows.slice(1)) {
    if (row.every((c) => !c.trim()) || isTotals(row)) continue;
    const out: FilledRow = {};
    let rowTop = Infinity;
    for (const p of props) {
      const col = map.get(p.name);
      const text = col === undefined ? "" : (row[col] ?? "").trim();
      const read = text ? readerFor(p.kind)(text, ctx) : null;
      const words = read ? locate(page, t.bbox, text, fromY) : null;
      out[p.name] = read && words ? { value: read.value, page: page.number, words } : null;
      if (words) rowTop = Math.min(rowTop, ...words.map((w) => w.bbox[1]));
    }
    if (Number.isFinite(rowTop)) fromY = rowTop;
    // Section titles and wrapped notes carry no numbers: an item row fills at least one numeric property.
    if (numeric.length && numeric.every((p) => out[p.name] === null)) continue;
    rows.push(out);
  }
  return rows;
}
