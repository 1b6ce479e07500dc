import { Router } from "express";
import { PLAN_LIMITS } from "@quire/contracts";
import { getUsage, type Db } from "@quire/db";
import { authOf } from "../http/authenticate";
import { toListItem } from "../render/render-views";
import { creditsByDay } from "./credits-by-day";

/** `GET /overview`: everything the Overview page shows, in one request. */
export function overviewRoutes({ db, now }: { db: Db; now: () => Date }): Router {
  const router = Router();
  router.get("/overview", async (req, res) => {
    const { accountId, plan } = authOf(req);
    const at = now();
    const [usage, daily, latest] = await Promise.all([
      getUsage(db, { accountId, plan, now: at }),
      creditsByDay(db, { accountId, now: at }),
      db.render.findMany({ where: { accountId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 5 }),
    ]);
    res.json({ plan, ...usage, burstLimit: PLAN_LIMITS[plan].requestsPerSecond, daily, latestRenders: latest.map(toListItem) });
  });
  return router;
}
