import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// How a parser child is started. Under the tsx loader a child needs ~2 s and ~330 MB before it
// can parse (tsx's off-thread loader runs pdf.js's 4 MB of modules through its hooks), which the
// pool paid again at every recycle. Instead the child's own TypeScript (a few small files) is
// bundled once per process with esbuild into one plain ES module; pdf.js stays an external
// import pinned to its absolute path, so the bundle may live in a private temporary directory
// (the install directory is read-only in the container). Started that way a child is ready in
// ~0.3 s at ~95 MB. esbuild is the one tsx itself runs on; if it cannot be loaded the child falls
// back to the tsx loader, slower but identical.

export interface ChildEntry {
  path: string;
  execArgv: string[];
  /** How the entry was made, for the pool's start-up log. */
  kind: "prebuilt" | "bundle" | "tsx";
}

/** The one esbuild function used (esbuild is tsx's dependency, not ours: typed here). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<unknown>;
  stop?(): void;
}

const here = path.dirname(fileURLToPath(import.meta.url));
let cached: Promise<ChildEntry> | undefined;

/** The entry every pool of this process forks (built on first use, shared afterwards). */
export function childEntry(): Promise<ChildEntry> {
  cached ??= makeEntry();
  return cached;
}

async function makeEntry(): Promise<ChildEntry> {
  const prebuilt = path.join(here, "parser-child.js");
  const tsx = createRequire(import.meta.url).resolve("tsx");
  const viaTsx: ChildEntry = { path: path.join(here, "parser-child.ts"), execArgv: ["--import", pathToFileURL(tsx).href], kind: "tsx" };
  if (existsSync(prebuilt)) return { path: prebuilt, execArgv: [], kind: "prebuilt" };
  try {
    const esbuild = createRequire(tsx)("esbuild") as Esbuild;
    removeOrphanedBundles();
    const dir = mkdtempSync(path.join(tmpdir(), `quire-parser-${process.pid}-`));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const outfile = path.join(dir, "parser-child.mjs");
    await esbuild.build({
      entryPoints: [path.join(here, "parser-child.ts")],
      outfile,
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      logLevel: "silent",
      plugins: [pinPackagesToAbsolutePaths],
    });
    // esbuild keeps its service process for further builds; there will be none.
    esbuild.stop?.();
    return { path: outfile, execArgv: [], kind: "bundle" };
  } catch {
    return viaTsx;
  }
}

/**
 * Bundles of processes that were killed (no `exit` handler ran) stay behind; each is ~21 KB, but a
 * crash-looping worker would add one per restart. The owner's pid is in the name.
 */
export function removeOrphanedBundles(): void {
  try {
    for (const name of readdirSync(tmpdir())) {
      const owner = /^quire-parser-(\d+)-/.exec(name)?.[1];
      if (!owner || Number(owner) === process.pid || isAlive(Number(owner))) continue;
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  } catch {
    // Housekeeping only: an unreadable temp directory must not stop the parser.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Packages (pdf.js) are not bundled but imported from where this source tree resolves them; ours are bundled. */
const pinPackagesToAbsolutePaths = {
  name: "pin-packages",
  setup(build: {
    onResolve(options: { filter: RegExp }, callback: (args: { path: string; resolveDir: string; kind: string; pluginData?: unknown }) => Promise<unknown>): void;
    resolve(path: string, options: { resolveDir: string; kind: string; pluginData: unknown }): Promise<{ path: string; errors: unknown[] }>;
  }) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      // Our own workspace packages are TypeScript: bundled, not imported.
      if (args.path.startsWith("node:") || args.path.startsWith("@quire/") || args.pluginData === "pinned") return undefined;
      const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: "pinned" });
      if (resolved.errors.length) return undefined;
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};
