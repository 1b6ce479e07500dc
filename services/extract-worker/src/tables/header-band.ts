import type { PageTable } from "./types";

// A table whose header is drawn (shaded or boxed cells) and whose body is not comes out as two
// tables: a ruled one holding only the header rows and an unruled one under it. When the unruled
// table starts right under the ruled one and its columns fall into the ruled one's columns, the
// two are one table.

const EDGE_SLACK = 3; // pt: a column's text may start a little left of its drawn cell edge

/**
 * Where each column of `head` goes among the columns of `body` (null: they do not fit). Same
 * number of columns: each column of `body` starts in a later drawn column of `head` than the one
 * before (drawn edges may include slivers between inset cell boxes). A header with fewer columns
 * (no stub head, its empty column dropped): each of its columns holds the first body column that
 * starts inside it, in order.
 */
function columnsFit(head: PageTable, body: PageTable): number[] | null {
  const headCols = head.rows[0]?.length ?? 0;
  const bodyCols = body.rows[0]?.length ?? 0;
  const edges = [...head.columnEdges].sort((a, b) => a - b);
  if (headCols === bodyCols) {
    let last = -1;
    for (const x of body.columnEdges) {
      if (x > head.bbox[2]) return null;
      const slot = edges.filter((e) => e <= x + EDGE_SLACK).length - 1;
      if (slot <= last) return null;
      last = slot;
    }
    return Array.from({ length: headCols }, (_, k) => k);
  }
  const kept = head.rowColumnEdges ?? [];
  if (headCols > bodyCols || kept.length !== headCols || body.columnEdges.length !== bodyCols) return null;
  const at: number[] = [];
  for (let k = 0; k < headCols; k++) {
    const [from, to] = [(kept[k] as number) - EDGE_SLACK, kept[k + 1] ?? head.bbox[2]];
    const col = body.columnEdges.findIndex((x) => x >= from && x < to);
    if (col < 0 || col <= (at[k - 1] ?? -1)) return null;
    at.push(col);
  }
  return at;
}

/** Is `body` set directly under `head`: no further below it than one of its rows is tall, and across the same width? */
function directlyUnder(head: PageTable, body: PageTable): boolean {
  const rowHeight = (head.bbox[3] - head.bbox[1]) / head.rows.length;
  const gap = body.bbox[1] - head.bbox[3];
  const overlap = Math.min(head.bbox[2], body.bbox[2]) - Math.max(head.bbox[0], body.bbox[0]);
  const narrower = Math.min(head.bbox[2] - head.bbox[0], body.bbox[2] - body.bbox[0]);
  return gap >= -2 && gap <= rowHeight && overlap >= 0.8 * narrower;
}

/** Ruled header tables joined to the unruled body under them; the rest unchanged (ruled first). */
export function joinHeaderBands(ruled: PageTable[], unruled: PageTable[]): PageTable[] {
  const bodies = new Set(unruled);
  const out: PageTable[] = [];
  for (const head of ruled) {
    const body = [...bodies].find((b) => head.method === "lattice" && b.method === "stream" && directlyUnder(head, b) && columnsFit(head, b));
    const at = body && columnsFit(head, body);
    if (!body || !at) {
      out.push(head);
      continue;
    }
    bodies.delete(body);
    const width = body.rows[0]?.length ?? 0;
    const headRows = head.rows.map((r) => {
      const row = Array.from({ length: width }, () => "");
      r.forEach((text, k) => (row[at[k] as number] = text));
      return row;
    });
    out.push({
      page: head.page,
      bbox: [Math.min(head.bbox[0], body.bbox[0]), head.bbox[1], Math.max(head.bbox[2], body.bbox[2]), body.bbox[3]],
      method: "stream",
      rows: [...headRows, ...body.rows],
      columnEdges: body.columnEdges,
      confidence: Math.min(head.confidence, body.confidence),
    });
  }
  return [...out, ...unruled.filter((t) => bodies.has(t))];
}
