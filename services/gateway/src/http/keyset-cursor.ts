import { AppError } from "@quire/contracts";

// Opaque keyset cursors for lists ordered by (rank, createdAt, id): base64url JSON of the last
// item's sort key. `rank` orders groups (system templates before the account's own).
export interface KeysetPosition {
  rank: number;
  createdAt: Date;
  id: string;
}

export function encodeKeyset({ rank, createdAt, id }: KeysetPosition): string {
  return Buffer.from(JSON.stringify([rank, createdAt.toISOString(), id]), "utf8").toString("base64url");
}

export function decodeKeyset(cursor: string): KeysetPosition {
  try {
    const [rank, iso, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown, unknown];
    const createdAt = new Date(String(iso));
    if (typeof rank !== "number" || !Number.isInteger(rank) || typeof id !== "string" || Number.isNaN(createdAt.getTime())) throw new Error("bad cursor");
    return { rank, createdAt, id };
  } catch {
    throw new AppError("invalid_request", "Invalid `cursor`: pass the `next_cursor` value of a previous page unchanged.");
  }
}
