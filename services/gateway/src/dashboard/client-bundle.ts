import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// The dashboard's browser code (services/gateway/dashboard-ui) is bundled with esbuild when the
// gateway starts — in memory, ~0.3 s, once per process — so there is no build step to forget and no
// stale files: what is served always matches the source beside it. Assets are named by content hash
// and cached forever; the page itself is never cached.
const uiRoot = findUiRoot(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(uiRoot, "src/main.tsx"));

/** The gateway's dashboard-ui folder, found upwards from here (so a compiled layout finds it too). */
function findUiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "dashboard-ui", "src", "main.tsx"))) return path.join(dir, "dashboard-ui");
    if (path.dirname(dir) === dir) throw new Error(`services/gateway/dashboard-ui not found above ${from}: the dashboard's source must ship with the gateway`);
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

const TYPES: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml" };

function hashed(name: string, body: Buffer): string {
  const ext = path.extname(name);
  return `${path.basename(name, ext)}-${createHash("sha256").update(body).digest("hex").slice(0, 12)}${ext}`;
}

export async function buildClientBundle(): Promise<ClientBundle> {
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
