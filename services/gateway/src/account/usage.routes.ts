import { Router } from "express";
import { getUsage, type Db } from "@quire/db";
import { authOf } from "../http/authenticate";

/** `GET /api/v1/usage` (additive): this month's credits for the caller's account. */
export function usageRoutes({ db, now }: { db: Db; now: () => Date }): Router {
  const router = Router();
  router.get("/usage", async (req, res) => {
    const { accountId, plan } = authOf(req);
    res.json({ plan, ...(await getUsage(db, { accountId, plan, now: now() })) });
  });
  return router;
}
