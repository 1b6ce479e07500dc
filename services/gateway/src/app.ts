import { randomBytes } from "node:crypto";
import express, { Router, type Express } from "express";
import type { Redis } from "ioredis";
import type { Db } from "@quire/db";
import type { Registry } from "@quire/metrics";
import { createSignedDownloadHandler, type FsObjectStore } from "@quire/storage";
import { usageRoutes } from "./account/usage.routes";
import { healthRoutes } from "./health/health.routes";
import { authenticate } from "./http/authenticate";
import { denyCors } from "./http/deny-cors";
import { errorHandler, notFound } from "./http/error-handler";
import { httpMetrics, rememberRouteBase } from "./http/http-metrics";
import { rateLimit } from "./http/rate-limit";
import { bodyDeadline } from "./http/body-deadline";
import { rejectMalformedPath } from "./http/reject-malformed-path";
import { requestId } from "./http/request-id";
import type { Logger } from "@quire/logging";
import { dashboardRoutes, type DashboardDeps } from "./dashboard/dashboard.routes";
import { extractRoutes } from "./extract/extract.routes";
import { mcpRoutes } from "./mcp/mcp.routes";
import { serveOpenApi } from "./openapi/openapi.routes";
import type { ExtractDeps } from "./extract/extract-document";
import type { RenderDeps } from "./render/create-render";
import { renderRoutes } from "./render/render.routes";
import { templateRoutes } from "./templates/template.routes";
import { themeRoutes } from "./themes/theme.routes";

export interface AppDeps {
  db: Db;
  redis: Redis;
  logger: Logger;
  authMode: "api_keys" | "none";
  /** Prefix of every Redis key and BullMQ queue this deployment uses. */
  prefix: string;
  trustProxyHops?: number;
  /** Injectable clock (credits are counted per UTC month). */
  now?: () => Date;
  render?: Omit<RenderDeps, "db" | "redis" | "prefix" | "now">;
  extract?: Omit<ExtractDeps, "db" | "now">;
  /** Signed-link downloads for the filesystem object store. */
  files?: { store: FsObjectStore; secret: string };
  /** Base time a request body has to arrive in (+1 s per MiB announced) → 408 request_timeout. */
  bodyTimeoutMs?: number;
  /** Registry for request metrics, served by main.ts on the metrics port. */
  metrics?: Registry;
  /** The account dashboard (`/`, `/dashboard`, `/dashboard/api`); off when absent. */
  dashboard?: DashboardDeps;
}

export function createApp(deps: AppDeps): Express {
  const now = deps.now ?? (() => new Date());
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", deps.trustProxyHops ?? 0);

  if (deps.metrics) app.use(httpMetrics(deps.metrics));
  app.use(requestId({ logger: deps.logger }));
  app.use(rejectMalformedPath());
  app.use(bodyDeadline({ timeoutMs: deps.bodyTimeoutMs ?? 15_000 }));
  app.use(denyCors());
  app.use(healthRoutes({ db: deps.db, redis: deps.redis }));
  if (deps.files) {
    const download = createSignedDownloadHandler({
      store: deps.files.store,
      secret: deps.files.secret,
      now,
      onError: (error, req) => deps.logger.error({ err: error, url: req.url }, "file download failed"),
    });
    app.use("/files", (req, res, next) => download(req, res).catch(next));
  }

  // The interface description is public: mounted before the authenticated router.
  app.get("/api/v1/openapi.json", serveOpenApi());
  // One limiter for /api/v1 and /mcp; the token lets /mcp's loopback calls say "already counted".
  const precountedToken = randomBytes(32).toString("hex");
  const limiter = rateLimit({ redis: deps.redis, prefix: deps.prefix, precountedToken });
  app.use("/mcp", mcpRoutes({ db: deps.db, authMode: deps.authMode, rateLimit: limiter, precountedToken }));

  // Order matters: who is calling → are they within their burst → only then read the body.
  const api = Router();
  if (deps.metrics) api.use(rememberRouteBase);
  api.use(authenticate({ db: deps.db, authMode: deps.authMode }));
  api.use(limiter);
  api.use(usageRoutes({ db: deps.db, now }));
  api.use(templateRoutes({ db: deps.db, now }));
  api.use(themeRoutes({ db: deps.db, now }));
  if (deps.render) api.use(renderRoutes({ ...deps.render, db: deps.db, redis: deps.redis, prefix: deps.prefix, now }));
  if (deps.extract) api.use(extractRoutes({ ...deps.extract, db: deps.db, now }));
  app.use("/api/v1", api);

  if (deps.dashboard) {
    const render = deps.render ? { ...deps.render, db: deps.db, redis: deps.redis, prefix: deps.prefix, now } : undefined;
    const extract = deps.extract ? { ...deps.extract, db: deps.db, now } : undefined;
    app.use(dashboardRoutes({ ...deps.dashboard, db: deps.db, redis: deps.redis, prefix: deps.prefix, logger: deps.logger, now, render, extract }));
  }

  app.use(notFound());
  app.use(errorHandler());
  return app;
}
