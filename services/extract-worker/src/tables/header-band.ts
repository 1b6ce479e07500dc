import type { PageTable } from "./types";

// A table whose header is drawn (shaded or boxed cells) and whose body is not comes out as two
// tables: a ruled one holding only the header rows and an unruled one under it. When the unruled
// table starts right under the ruled one and its columns fall into the ruled one's columns, the
// two are one table.

const EDGE_SLACK = 3; // pt: a column's text may start a little left of its drawn cell edge

/** Does every column of `body` start inside the matching column of `head` (same count)? */
function columnsFit(head: PageTable, body: PageTable): boolean {
  const cols = head.rows[0]?.length ?? 0;
  if (cols !== (body.rows[0]?.length ?? 0) || head.columnEdges.length !== cols || body.columnEdges.length !== cols) return false;
  return body.columnEdges.every((x, i) => {
    const left = head.columnEdges[i] as number;
    const right = i + 1 < cols ? (head.columnEdges[i + 1] as number) : head.bbox[2];
    return x >= left - EDGE_SLACK && x < right;
  });
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
