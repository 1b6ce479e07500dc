import type { ObjectStore } from "@quire/storage";

export interface StoreOutcome {
  stored: boolean;
  storageKey?: string;
  storageError?: string;
}

export function renderStorageKey({ accountId, renderId }: { accountId: string; renderId: string }): string {
  return `renders/${accountId}/${renderId}.pdf`;
}

/** A short, caller-safe reason: the error's code or class, never a path or bucket name. */
function shortReason(error: unknown): string {
  if (error instanceof StorageTimeout) return "object storage timed out";
  const code = (error as { code?: unknown; name?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  const tag = typeof code === "string" && code ? code : typeof name === "string" && name !== "Error" ? name : "";
  return tag ? `object storage write failed (${tag.slice(0, 60)})` : "object storage write failed";
}

class StorageTimeout extends Error {}

/**
 * Stores the PDF; a failure (or a store that does not answer within `timeoutMs`) is reported, not
 * thrown, because the render itself succeeded and the caller still gets the bytes.
 */
export async function storePdf(
  { store }: { store: ObjectStore | null },
  { key, pdf, timeoutMs }: { key: string; pdf: Buffer; timeoutMs: number },
): Promise<StoreOutcome & { error?: unknown }> {
  if (!store) return { stored: false };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      store.put(key, pdf, { contentType: "application/pdf" }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new StorageTimeout()), timeoutMs);
      }),
    ]);
    return { stored: true, storageKey: key };
  } catch (error) {
    return { stored: false, storageError: shortReason(error), error };
  } finally {
    clearTimeout(timer);
  }
}
