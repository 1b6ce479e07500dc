import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Our own inline assets (bundled fonts, KaTeX fonts) reach Chromium through request interception:
 * the document asks for `${ASSET_ORIGIN}/<root>/<file>` and the locked context's router answers
 * from the packages installed with the worker. The origin is under `.invalid`, which never
 * resolves, and nothing else is ever fulfilled, so the renderer still cannot reach any host or read
 * any other file. Served this way (rather than as data: URLs) a document only pulls the font
 * subsets its text needs, which matters for CJK fonts split into ~100 subsets each.
 */
export const ASSET_ORIGIN = "https://assets.quire.invalid";

const require = createRequire(import.meta.url);

/** Directory of an installed package, found via its package.json (every package exports it or has no exports map). */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

interface AssetRoot {
  dir: string;
}

// `/fonts/<fontsource-name>/<file>` and `/katex/fonts/<file>`. Roots are resolved lazily so a
// missing optional package fails the asset request, not the worker's start.
const roots = new Map<string, AssetRoot | null>();

function rootFor(prefix: string): AssetRoot | null {
  if (roots.has(prefix)) return roots.get(prefix)!;
  let root: AssetRoot | null = null;
  try {
    if (prefix === "katex/fonts") root = { dir: path.join(packageDir("katex"), "dist", "fonts") };
    else if (prefix.startsWith("fonts/")) root = { dir: path.join(packageDir(`@fontsource/${prefix.slice("fonts/".length)}`), "files") };
  } catch {
    root = null;
  }
  roots.set(prefix, root);
  return root;
}

const CONTENT_TYPES: Record<string, string> = { ".woff2": "font/woff2", ".woff": "font/woff", ".ttf": "font/ttf" };
// Names as the packages ship them: no separators, no dot segments, a known font extension.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*\.(?:woff2|woff|ttf)$/;
const PACKAGE_NAME = /^[a-z0-9][a-z0-9-]*$/;

export interface Asset {
  body: Buffer;
  contentType: string;
}

const cache = new Map<string, Promise<Asset | undefined>>();

/** The bundled asset behind a URL, or undefined for anything that is not one of ours. */
export function loadAsset(url: string): Promise<Asset | undefined> {
  if (!url.startsWith(`${ASSET_ORIGIN}/`)) return Promise.resolve(undefined);
  const cached = cache.get(url);
  if (cached) return cached;
  const loading = readAsset(new URL(url).pathname.slice(1));
  // Fonts are immutable while the process lives; misses are not cached so they cannot grow the map.
  loading.then(
    (asset) => (asset ? undefined : cache.delete(url)),
    () => cache.delete(url),
  );
  cache.set(url, loading);
  return loading;
}

async function readAsset(pathname: string): Promise<Asset | undefined> {
  const slash = pathname.lastIndexOf("/");
  const prefix = pathname.slice(0, slash);
  const file = pathname.slice(slash + 1);
  if (!FILE_NAME.test(file)) return undefined;
  if (prefix !== "katex/fonts" && !(prefix.startsWith("fonts/") && PACKAGE_NAME.test(prefix.slice("fonts/".length)))) return undefined;
  const root = rootFor(prefix);
  if (!root) return undefined;
  try {
    const body = await readFile(path.join(root.dir, file));
    return { body, contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" };
  } catch {
    return undefined;
  }
}
