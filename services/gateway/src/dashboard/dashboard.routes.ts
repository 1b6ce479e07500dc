import { Router, type NextFunction, type Request, type Response } from "express";
import type { Redis } from "ioredis";
import type { Db } from "@quire/db";
import { rememberRouteBase } from "../http/http-metrics";
import { rateLimit } from "../http/rate-limit";
import type { Logger } from "@quire/logging";
import { extractRoutes } from "../extract/extract.routes";
import type { ExtractDeps } from "../extract/extract-document";
import type { RenderDeps } from "../render/create-render";
import { renderRoutes } from "../render/render.routes";
import { templateRoutes } from "../templates/template.routes";
import { themeRoutes } from "../themes/theme.routes";
import { authRoutes } from "./auth.routes";
import type { ClientBundle } from "./client-bundle";
import { keyRoutes } from "./keys.routes";
import { overviewRoutes } from "./overview.routes";
import { requireSession, sameOriginWrites } from "./require-session";
import type { SignInEmailSender } from "./sign-in-email";
import { dashboardHeaders, staticRoutes } from "./static.routes";

export interface DashboardDeps {
  /** Where people reach the gateway: the origin of emailed sign-in links. */
  publicBaseUrl: string;
  /** null when the deployment sends no email (links are minted with the admin CLI). */
  signInEmail: SignInEmailSender | null;
  bundle: Promise<ClientBundle>;
}

interface Shared {
  db: Db;
  redis: Redis;
  prefix: string;
  logger: Logger;
  now: () => Date;
  render?: RenderDeps;
  extract?: ExtractDeps;
}

/**
 * The account dashboard on the API's origin: the browser app under `/dashboard`, and its own
 * session-authenticated JSON routes under `/dashboard/api` — never API keys in the browser. The
 * templates, themes, render and extraction routes are the API's own routers, run as the session's
 * account with the origin `web`, so there is no second implementation of any of them (money path
 * included). Charged calls count against a per-user burst limit like a key's.
 */
export function dashboardRoutes(deps: DashboardDeps & Shared): Router {
  const router = Router();
  router.use("/dashboard", dashboardHeaders());
  router.use(staticRoutes(deps.bundle));

  const api = Router();
  api.use(rememberRouteBase);
  api.use(noStore);
  api.use(sameOriginWrites(deps));
  api.use(authRoutes(deps));
  api.use(requireSession(deps));
  api.use(overviewRoutes(deps));
  api.use(keyRoutes(deps));
  api.use(templateRoutes(deps));
  api.use(themeRoutes(deps));
  api.post(["/render", "/extract", "/extract/inspect"], rateLimit(deps));
  if (deps.render) api.use(renderRoutes(deps.render));
  if (deps.extract) api.use(extractRoutes(deps.extract));
  router.use("/dashboard/api", api);
  return router;
}

function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader("Cache-Control", "no-store");
  next();
}
