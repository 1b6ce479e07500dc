import type { RenderJobResult } from "@quire/contracts";
import type { Db } from "./client";

/**
 * A render's result as its row records it, or null unless the row is `rendered`. BullMQ can lose a
 * job's completion after the render finished (Redis restarting between the worker's row update and
 * its completion write): the job then runs again or ends failed, while the row — the truth the
 * money path keeps — says the PDF exists and the charge stands. Both the worker's re-run and the
 * waiting gateway answer from here instead of failing a delivered render. The email outcome is not
 * recorded, so it is absent: the first run sent (or tried) it, and a re-run never sends twice.
 */
export async function finishedRender(db: Db, renderId: string): Promise<RenderJobResult | null> {
  const row = await db.render.findFirst({ where: { id: renderId, status: "rendered" } });
  if (!row) return null;
  return {
    renderId: row.id,
    size: row.size ?? 0,
    pages: row.pages ?? 0,
    title: row.title,
    stored: row.stored,
    ...(row.storageKey ? { storageKey: row.storageKey } : {}),
    ...(row.storageError ? { storageError: row.storageError } : {}),
  };
}
