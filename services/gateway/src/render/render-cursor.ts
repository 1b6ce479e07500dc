import { AppError } from "@quire/contracts";

// Keyset cursor over (createdAt desc, id desc): stable while new renders arrive, because new rows
// sort before any cursor already handed out. Opaque to callers (base64url JSON).
export interface RenderCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor({ createdAt, id }: RenderCursor): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id]), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): RenderCursor {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    const createdAt = new Date(String(iso));
    if (typeof id !== "string" || Number.isNaN(createdAt.getTime())) throw new Error("bad cursor");
    return { createdAt, id };
  } catch {
    throw new AppError("invalid_request", "Invalid `cursor`: pass the `next_cursor` value of a previous page unchanged.");
  }
}
