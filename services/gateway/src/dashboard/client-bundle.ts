import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The dashboard's browser code (services/gateway/dashboard-ui). `pnpm build` bundles it with
// esbuild into the gateway's dist/dashboard, which a built gateway serves as it is (no esbuild in
// a production process tree). Run from source (dev, tests), the gateway bundles it in memory when
// it starts (~0.3 s), so what is served always matches the source beside it. Assets are named by
// content hash and cached forever; the page itself is never cached.
const here = path.dirname(fileURLToPath(import.meta.url));
/** Where a built gateway (dist/main.js) finds its prebuilt dashboard. */
const PREBUILT = path.join(here, "dashboard");

/** The gateway's dashboard-ui folder, found upwards from here. */
function findUiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "dashboard-ui", "src", "main.tsx"))) return path.join(dir, "dashboard-ui");
    if (path.dirname(dir) === dir)
      throw new Error(`services/gateway/dashboard-ui not found above ${from}: build the gateway (pnpm build) or run it from the repository`);
  }
}

export interface Asset {
  body: Buffer;
  type: string;
}

export interface ClientBundle {
  /** By file name under /dashboard/assets/. */
  assets: Map<string, Asset>;
  indexHtml: string;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

function hashed(name: string, body: Buffer): string {
  const ext = path.extname(name);
  return `${path.basename(name, ext)}-${createHash("sha256").update(body).digest("hex").slice(0, 12)}${ext}`;
}

/** The dashboard a built gateway ships, or (from source) one bundled now. */
export async function loadClientBundle(): Promise<ClientBundle> {
  if (!existsSync(path.join(PREBUILT, "index.html"))) return bundleClient();
  const assets = new Map<string, Asset>();
  for (const name of await readdir(path.join(PREBUILT, "assets"))) {
    assets.set(name, { body: await readFile(path.join(PREBUILT, "assets", name)), type: TYPES[path.extname(name)] ?? "application/octet-stream" });
  }
  return { assets, indexHtml: await readFile(path.join(PREBUILT, "index.html"), "utf8") };
}

/** Writes the bundle where a built gateway looks for it (`pnpm build`). */
export async function writeClientBundle(gatewayDist: string): Promise<void> {
  const bundle = await bundleClient();
  mkdirSync(path.join(gatewayDist, "dashboard", "assets"), { recursive: true });
  for (const [name, asset] of bundle.assets) writeFileSync(path.join(gatewayDist, "dashboard", "assets", name), asset.body);
  writeFileSync(path.join(gatewayDist, "dashboard", "index.html"), bundle.indexHtml);
}

async function bundleClient(): Promise<ClientBundle> {
  const uiRoot = findUiRoot(here);
  const require = createRequire(path.join(uiRoot, "src/main.tsx"));
  // esbuild is a build tool: loaded only when bundling, never by a built gateway.
  const { build } = await import("esbuild");
  const assets = new Map<string, Asset>();
  // pdf.js's worker ships prebuilt in pdfjs-dist; the page is told its hashed name at build time.
  const workerBody = await readFile(require.resolve("pdfjs-dist/build/pdf.worker.min.mjs"));
  const workerName = hashed("pdf.worker.mjs", workerBody);
  assets.set(workerName, { body: workerBody, type: TYPES[".mjs"]! });

  const result = await build({
    entryPoints: [path.join(uiRoot, "src/main.tsx")],
    bundle: true,
    write: false,
    format: "esm",
    minify: true,
    target: ["chrome120", "firefox121", "safari17"],
    jsx: "automatic",
    jsxImportSource: "preact",
    outdir: "/assets",
    entryNames: "[name]-[hash]",
    define: { "import.meta.env.PDF_WORKER_URL": JSON.stringify(`/dashboard/assets/${workerName}`) },
    legalComments: "none",
    logLevel: "silent",
  });
  let script = "";
  let stylesheet = "";
  for (const file of result.outputFiles) {
    const name = path.basename(file.path);
    assets.set(name, { body: Buffer.from(file.contents), type: TYPES[path.extname(name)] ?? "application/octet-stream" });
    if (name.endsWith(".js")) script = name;
    if (name.endsWith(".css")) stylesheet = name;
  }
  const indexHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quire dashboard</title>
${stylesheet ? `<link rel="stylesheet" href="/dashboard/assets/${stylesheet}">` : ""}
<script type="module" src="/dashboard/assets/${script}"></script>
</head>
<body>
<div id="app"></div>
<noscript>The Quire dashboard needs JavaScript.</noscript>
</body>
</html>
`;
  return { assets, indexHtml };
}
