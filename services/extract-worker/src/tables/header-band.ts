import type { PageTable } from "./types";

// A table whose header is drawn (shaded or boxed cells) and whose body is not comes out as two
// tables: a ruled one holding only the header rows and an unruled one under it. When the unruled
// table starts right under the ruled one and its columns fall into the ruled one's columns, the
// two are one table.

const EDGE_SLACK = 3; // pt: a column's text may start a little left of its drawn cell edge

/**
 * Same number of columns, and each column of `body` starts in a later drawn column of `head`
 * than the one before (drawn edges may include slivers between inset cell boxes).
 */
function columnsFit(head: PageTable, body: PageTable): boolean {
  if ((head.rows[0]?.length ?? 0) !== (body.rows[0]?.length ?? 0)) return false;
  const edges = [...head.columnEdges].sort((a, b) => a - b);
  let last = -1;
  for (const x of body.columnEdges) {
    if (x > head.bbox[2]) return false;
    const slot = edges.filter((e) => e <= x + EDGE_SLACK).length - 1;
    if (slot <= last) return false;
    last = slot;
  }
  return true;
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
    if (!body) {
      out.push(head);
      continue;
    }
    bodies.delete(body);
    out.push({
      page: head.page,
      bbox: [Math.min(head.bbox[0], body.bbox[0]), head.bbox[1], Math.max(head.bbox[2], body.bbox[2]), body.bbox[3]],
      method: "stream",
      rows: [...head.rows, ...body.rows],
      columnEdges: body.columnEdges,
      confidence: Math.min(head.confidence, body.confidence),
    });
  }
  return [...out, ...unruled.filter((t) => bodies.has(t))];
}
