import type { PageTable } from "./types";

// A table that runs off the bottom of one page usually resumes at the top of the next with the
// same columns, often repeating its header. Those pieces are one table.

const EDGE_TOLERANCE = 12; // pt: column starts may shift a little between pages
const NEAR_EDGE = 0.35; // fraction of page height counted as "bottom of the page" / "top of the page"

function sameColumns(a: PageTable, b: PageTable): boolean {
  if (a.rows[0]?.length !== b.rows[0]?.length || a.columnEdges.length !== b.columnEdges.length) return false;
  return a.columnEdges.every((x, i) => Math.abs(x - (b.columnEdges[i] as number)) <= EDGE_TOLERANCE);
}

const rowKey = (row: string[]) => row.join("\u0000").replace(/\s+/g, "");

const squeezed = (cell: string) => cell.replace(/\s+/g, "");
const isWords = (cell: string) => /\p{L}/u.test(cell);

/**
 * Does `next` open with a header of its own, made like `head` but naming something else? Two
 * tables of one layout set on facing pages (one for women, one for men) share their head's wording
 * column for column except where it names what the table counts. A continuation repeats the head
 * unchanged (or with a "continued" mark added to a cell) or starts straight on the body, whose
 * first row does not repeat a head cell in its column.
 */
function ownHeader(head: string[], next: string[]): boolean {
  let shared = false;
  let renamed = false;
  head.forEach((cell, i) => {
    const a = squeezed(cell);
    const b = squeezed(next[i] ?? "");
    if (!isWords(a) || !isWords(b)) return;
    if (a === b) shared = true;
    else if (!a.startsWith(b) && !b.startsWith(a)) renamed = true;
  });
  return shared && renamed;
}

export interface MergedTable extends PageTable {
  pages: number[];
}

/**
 * Join page tables that continue on the next page. `pageHeights` maps page number → height.
 * Input must be in document order.
 */
export function joinContinuations(tables: PageTable[], pageHeights: Map<number, number>): MergedTable[] {
  const out: MergedTable[] = [];
  const onPage = (i: number, dir: 1 | -1) => !tables.some((o, k) => (dir > 0 ? k > i : k < i) && o.page === (tables[i] as PageTable).page);
  tables.forEach((t, i) => {
    const prev = out[out.length - 1];
    const last = tables[i - 1];
    if (prev && last && onPage(i - 1, 1) && onPage(i, -1) && t.page === last.page + 1 && t.method === last.method && sameColumns(last, t)) {
      const hLast = pageHeights.get(last.page) ?? 842;
      const hNext = pageHeights.get(t.page) ?? 842;
      const header = prev.rows[0];
      const opensOwnHeader = header !== undefined && t.rows[0] !== undefined && ownHeader(header, t.rows[0]);
      if (last.bbox[3] >= (1 - NEAR_EDGE) * hLast && t.bbox[1] <= NEAR_EDGE * hNext && !opensOwnHeader) {
        const rows = header && t.rows[0] && rowKey(t.rows[0]) === rowKey(header) ? t.rows.slice(1) : t.rows;
        prev.rows.push(...rows);
        prev.pages.push(t.page);
        return;
      }
    }
    out.push({ ...t, rows: t.rows.map((r) => [...r]), pages: [t.page] });
  });
  return out;
}
