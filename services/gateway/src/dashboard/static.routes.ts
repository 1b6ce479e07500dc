import { Router, type NextFunction, type Request, type Response } from "express";
import type { ClientBundle } from "./client-bundle";

// Every dashboard response is locked down: scripts, styles, workers and fetches only from this
// origin (no inline script or style, no CDN, no remote font), never framed, no Referer sent
// (a sign-in link's token must not leak), nothing sniffed.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

export function dashboardHeaders() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.setHeader("Content-Security-Policy", CSP);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  };
}

/** `/` → the dashboard; `/dashboard/assets/*` from the bundle; every other page path → the app shell. */
export function staticRoutes(bundle: Promise<ClientBundle>): Router {
  const router = Router();
  router.get("/", (_req, res) => res.redirect(302, "/dashboard"));
  router.get("/dashboard/assets/:name", async (req, res, next) => {
    const asset = (await bundle).assets.get(String(req.params.name));
    if (!asset) return next();
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.end(asset.body);
  });
  router.get(["/dashboard", /^\/dashboard\/(?!api\/|api$|assets\/)[^.]*$/], async (_req, res) => {
    const { indexHtml } = await bundle;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.end(indexHtml);
  });
  return router;
}
