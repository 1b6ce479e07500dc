import type { Db } from "@quire/db";

// Status changes are conditional on the row still being live: the gateway may already have failed
// a render whose wait ran out, and a late worker must not resurrect it.
const LIVE = { in: ["queued", "processing"] as Array<"queued" | "processing"> };

/** Marks the render `processing`; null when the row is missing or already final. */
export async function markProcessing(db: Db, { renderId, now }: { renderId: string; now: Date }): Promise<{ requestId: string | null } | null> {
  const updated = await db.render.updateMany({ where: { id: renderId, status: LIVE }, data: { status: "processing", startedAt: now } });
  if (updated.count === 0) return null;
  const row = await db.render.findUnique({ where: { id: renderId }, select: { requestId: true } });
  return row ? { requestId: row.requestId } : null;
}

export async function markRendered(db: Db, { renderId, size, pages, stored, storageKey, storageError, title, now }: {
  renderId: string; size: number; pages: number; stored: boolean; storageKey: string | undefined; storageError: string | undefined; title: string; now: Date;
}): Promise<boolean> {
  const updated = await db.render.updateMany({
    where: { id: renderId, status: LIVE },
    data: { status: "rendered", size, pages, stored, storageKey: storageKey ?? null, storageError: storageError ?? null, title, completedAt: now },
  });
  return updated.count > 0;
}

export async function markFailed(db: Db, { renderId, code, message, now }: { renderId: string; code: string; message: string; now: Date }): Promise<void> {
  await db.render.updateMany({
    where: { id: renderId, status: LIVE },
    data: { status: "failed", errorCode: code, errorMessage: message, completedAt: now },
  });
}
