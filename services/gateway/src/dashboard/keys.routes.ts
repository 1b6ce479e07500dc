import { Router } from "express";
import { z } from "zod";
import { AppError } from "@quire/contracts";
import { createApiKey, type ApiKey, type Db } from "@quire/db";
import { authOf } from "../http/authenticate";
import { jsonBody, smallBodyLimit } from "../http/json-body";
import { validate } from "../http/validate";

const createSchema = z.object({ name: z.string().trim().min(1).max(80) }).strict();

/** What the dashboard may show of a key: its public id as a prefix, never the secret. */
function toKeyView(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    prefix: `sk_${key.id}_…`,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

/** `GET/POST /keys`, `DELETE /keys/:id`: the account's live API keys. */
export function keyRoutes({ db, now }: { db: Db; now: () => Date }): Router {
  const router = Router();

  router.get("/keys", async (req, res) => {
    const { accountId } = authOf(req);
    const keys = await db.apiKey.findMany({ where: { accountId, revokedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    res.json({ keys: keys.map(toKeyView) });
  });

  router.post("/keys", jsonBody(smallBodyLimit), async (req, res) => {
    const { accountId } = authOf(req);
    const { name } = validate(createSchema, req.body);
    const issued = await createApiKey(db, { accountId, name });
    if (!issued) throw new AppError("not_found", "This account no longer exists.");
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: issued.id } });
    // The only response that ever carries the full key.
    res.status(201).json({ ...toKeyView(row), key: issued.key });
  });

  router.delete("/keys/:id", async (req, res) => {
    const { accountId } = authOf(req);
    const id = String(req.params.id);
    const { count } = await db.apiKey.updateMany({ where: { id, accountId, revokedAt: null }, data: { revokedAt: now() } });
    if (count === 0) throw new AppError("not_found", `No live key "${id}" exists for this account.`);
    res.json({ id, revoked: true });
  });

  return router;
}
