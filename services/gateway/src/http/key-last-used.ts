import type { Db } from "@quire/db";

// "Last used" for the dashboard's key list, at most one write per key per minute per gateway
// process and never awaited: an authenticated request pays no extra round trip, and the value is
// accurate to the minute.
const INTERVAL_MS = 60_000;

export function keyLastUsedRecorder(db: Db) {
  const written = new Map<string, number>();
  return (keyId: string, at: Date, onError: (error: unknown) => void): void => {
    const previous = written.get(keyId);
    if (previous !== undefined && at.getTime() - previous < INTERVAL_MS) return;
    if (written.size > 100_000) written.clear();
    written.set(keyId, at.getTime());
    db.apiKey.updateMany({ where: { id: keyId }, data: { lastUsedAt: at } }).catch(onError);
  };
}
