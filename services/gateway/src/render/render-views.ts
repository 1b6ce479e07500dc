import type { RenderPostResult, RenderRecord } from "@quire/contracts";
import type { Render } from "@quire/db";
import type { ObjectStore } from "@quire/storage";

/** Short-lived link minted on every read (contract: "Freshly minted on every read"). */
export async function presignRender(
  store: ObjectStore | null,
  render: { id: string; storageKey: string | null; stored: boolean },
  ttlSeconds: number,
): Promise<string | undefined> {
  if (!store || !render.stored || !render.storageKey) return undefined;
  return store.presign(render.storageKey, { expiresInSeconds: ttlSeconds, filename: `${render.id}.pdf` });
}

export function toListItem(render: Render): Omit<RenderRecord, "url" | "errorMessage"> {
  return {
    id: render.id,
    status: render.status,
    ...(render.size !== null ? { size: render.size } : {}),
    source: render.source,
    format: render.format,
    title: render.title,
    createdAt: render.createdAt.toISOString(),
    ...(render.completedAt ? { completedAt: render.completedAt.toISOString() } : {}),
    stored: render.stored,
  };
}

export function toRecord(render: Render, url: string | undefined): RenderRecord {
  return {
    ...toListItem(render),
    ...(url ? { url } : {}),
    ...(render.status === "failed" ? { errorMessage: render.errorMessage ?? "Render failed." } : {}),
  };
}

export function toReplay(render: Render, url: string | undefined): RenderPostResult {
  return { id: render.id, status: render.status, size: render.size ?? 0, ...(url ? { url } : {}), stored: render.stored, replayed: true };
}
