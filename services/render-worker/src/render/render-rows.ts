import type { Db } from "@quire/db";

// Status changes are conditional on the row still being live: the gateway may already have failed
// a render whose wait ran out, and a late worker must not resurrect it. Each change is one plain
// statement (Prisma's updateMany would wrap it in BEGIN/COMMIT: three round trips per change).

/** Marks the render `processing`; null when the row is missing or already final. */
export async function markProcessing(db: Db, { renderId, now }: { renderId: string; now: Date }): Promise<{ requestId: string | null } | null> {
  const [row] = await db.$queryRaw<Array<{ requestId: string | null }>>`
    UPDATE renders SET status = 'processing'::"RenderStatus", started_at = ${now}
    WHERE id = ${renderId} AND status IN ('queued', 'processing')
    RETURNING request_id AS "requestId"`;
  return row ?? null;
}

export async function markRendered(
  db: Db,
  {
    renderId,
    size,
    pages,
    stored,
    storageKey,
    storageError,
    title,
    now,
  }: {
    renderId: string;
    size: number;
    pages: number;
    stored: boolean;
    storageKey: string | undefined;
    storageError: string | undefined;
    title: string;
    now: Date;
  },
): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE renders SET status = 'rendered'::"RenderStatus", size = ${size}, pages = ${pages}, stored = ${stored},
      storage_key = ${storageKey ?? null}, storage_error = ${storageError ?? null}, title = ${title}, completed_at = ${now}
    WHERE id = ${renderId} AND status IN ('queued', 'processing')`;
  return updated > 0;
}

export async function markFailed(db: Db, { renderId, code, message, now }: { renderId: string; code: string; message: string; now: Date }): Promise<void> {
  await db.$executeRaw`
    UPDATE renders SET status = 'failed'::"RenderStatus", error_code = ${code}, error_message = ${message}, completed_at = ${now}
    WHERE id = ${renderId} AND status IN ('queued', 'processing')`;
}
