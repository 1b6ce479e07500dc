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

// What a cursor we issued can hold: a small rank, a timestamp Postgres and ISO strings agree on,
// and an id of printable ASCII. Anything else was not made by us (and could break the query).
const MIN_TIME = Date.UTC(1970, 0, 1);
const MAX_TIME = Date.UTC(10_000, 0, 1);
const ID = /^[\x21-\x7e]{1,200}$/;

export function decodeKeyset(cursor: string): KeysetPosition {
  try {
    const [rank, iso, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown, unknown];
    const createdAt = new Date(String(iso));
    const time = createdAt.getTime();
    if (typeof rank !== "number" || !Number.isInteger(rank) || Math.abs(rank) > 1000) throw new Error("bad cursor");
    if (typeof id !== "string" || !ID.test(id) || !(time >= MIN_TIME && time < MAX_TIME)) throw new Error("bad cursor");
    return { rank, createdAt, id };
  } catch {
    throw new AppError("invalid_request", "Invalid `cursor`: pass the `next_cursor` value of a previous page unchanged.");
  }
}
