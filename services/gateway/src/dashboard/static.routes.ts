import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Router, type NextFunction, type Request, type Response } from "express";
import type { ClientBundle } from "./client-bundle";

// Every dashboard response is locked down: scripts, styles, workers and fetches only from this
// origin (no inline script or style, no CDN, no remote font), never framed, no Referer sent
// (a sign-in link's token must not leak), nothing sniffed.
const CSP = [
  "default-src 'none'",
  // wasm: pdf.js decodes JPEG 2000 and JBIG2 images with WebAssembly (no JavaScript eval).
  "script-src 'self' 'wasm-unsafe-eval'",
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

// pdf.js's data files (character maps, the 14 standard fonts, image decoders), read from the
// installed pdfjs-dist on demand: only these folders, only plain file names.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
const PDFJS_DIRS = new Set(["cmaps", "standard_fonts", "wasm"]);
const PDFJS_TYPES: Record<string, string> = {
  ".wasm": "application/wasm",
  ".bcmap": "application/octet-stream",
  ".pfb": "application/octet-stream",
  ".ttf": "font/ttf",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
};

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
  router.get("/dashboard/pdfjs/:dir/:name", async (req, res, next) => {
    const dir = String(req.params.dir);
    const name = String(req.params.name);
    const type = PDFJS_TYPES[path.extname(name)];
    if (!PDFJS_DIRS.has(dir) || !/^[A-Za-z0-9_.-]+$/.test(name) || name.startsWith(".") || !type) return next();
    const body = await readFile(path.join(pdfjsRoot, dir, name)).catch(() => null);
    if (!body) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.end(body);
  });
  router.get(["/dashboard", /^\/dashboard\/(?!api\/|api$|assets\/|pdfjs\/)[^.]*$/], async (_req, res) => {
    const { indexHtml } = await bundle;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.end(indexHtml);
  });
  return router;
}
