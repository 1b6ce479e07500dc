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

/**
 * Bytes of assets kept in memory. Each page fetches its fonts again (every job gets a fresh page),
 * so the faces in use are worth keeping; but the bundled packages hold ~110 MB of woff2 (the CJK
 * fonts come in ~100 subsets each), and a worker that kept every file a document ever asked for
 * grew with each new subset it served. The Latin subsets of every bundled face plus KaTeX's fonts
 * take ~4 MB.
 */
export const ASSET_CACHE_BYTES = 24 * 2 ** 20;

export interface AssetLoader {
  /** The bundled asset behind a URL, or undefined for anything that is not one of ours. */
  load(url: string): Promise<Asset | undefined>;
  /** Bytes of the assets held now (for tests and stats). */
  cachedBytes(): number;
}

/** Assets read from disk, the least recently used dropped once they hold more than `maxBytes`. */
export function createAssetLoader({ maxBytes }: { maxBytes: number }): AssetLoader {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const cache = new Map<string, { loading: Promise<Asset | undefined>; bytes: number }>();
  let held = 0;
  const drop = (url: string) => {
    held -= cache.get(url)?.bytes ?? 0;
    cache.delete(url);
  };
  return {
    load(url) {
      if (!url.startsWith(`${ASSET_ORIGIN}/`)) return Promise.resolve(undefined);
      const cached = cache.get(url);
      if (cached) {
        cache.delete(url);
        cache.set(url, cached);
        return cached.loading;
      }
      const entry = { loading: readAsset(new URL(url).pathname.slice(1)), bytes: 0 };
      cache.set(url, entry);
      // Misses are not kept, so they cannot grow the map; a hit is counted once its size is known.
      entry.loading.then(
        (asset) => {
          if (cache.get(url) !== entry) return;
          if (!asset || asset.body.length > maxBytes) return drop(url);
          entry.bytes = asset.body.length;
          held += entry.bytes;
          for (const [oldest, { bytes }] of cache) {
            if (held <= maxBytes) break;
            if (bytes > 0) drop(oldest); // one still loading is about to be used
          }
        },
        () => drop(url),
      );
      return entry.loading;
    },
    cachedBytes: () => held,
  };
}

const loader = createAssetLoader({ maxBytes: ASSET_CACHE_BYTES });

/** The bundled asset behind a URL, or undefined for anything that is not one of ours (process-wide cache). */
export function loadAsset(url: string): Promise<Asset | undefined> {
  return loader.load(url);
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
