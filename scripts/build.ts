// `pnpm build`: every process Quire starts, compiled to plain JavaScript next to the package that
// ships it (services/<name>/dist, packages/mcp/dist, scripts/dist), so `pnpm start:prod` and the
// image run `node <file>.js` with no TypeScript tooling in the process tree.
//
// Why esbuild, one bundle per entry, third-party packages external: our workspace packages export
// TypeScript sources with extensionless imports, which `tsc` emit cannot make runnable without
// rewriting every import; esbuild (already in the tree under tsx) bundles our own code in ~1 s.
// Third-party packages stay external and load from node_modules exactly as in development: several
// read their own files at run time (fonts, KaTeX CSS, pdf.js's worker, tesseract data, Prisma's
// WASM, a native canvas), which bundling would break. A bundle's external imports must therefore
// resolve from its own package: the build fails naming any that would not (add it to that
// package's dependencies), which is what `pnpm deploy --prod` then installs in the image.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { writeClientBundle } from "../services/gateway/src/dashboard/client-bundle";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Output directory → its entries (output name → source). Child/thread entries sit beside the main file that starts them. */
export const BUILD_ENTRIES: Record<string, Record<string, string>> = {
  "services/gateway/dist": { main: "services/gateway/src/main.ts" },
  "services/render-worker/dist": {
    main: "services/render-worker/src/main.ts",
    "markdown-thread": "services/render-worker/src/markdown/markdown-thread.ts",
  },
  "services/extract-worker/dist": {
    main: "services/extract-worker/src/main.ts",
    "parser-child": "services/extract-worker/src/parse/parser-child.ts",
    "raster-child": "services/extract-worker/src/ocr/raster-child.ts",
  },
  "services/admin/dist": {
    main: "services/admin/src/main.ts",
    migrate: "services/admin/src/migrate.ts",
    "prisma.config": "prisma.config.ts",
  },
  "packages/mcp/dist": { stdio: "packages/mcp/src/stdio.ts" },
  "scripts/dist": { start: "scripts/start.ts" },
};

/** Is `name` installed where Node would look for it from `dir` (dir/node_modules, then each parent's)? */
function installedFrom(dir: string, name: string): boolean {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, "node_modules", name, "package.json"))) return true;
    if (path.dirname(current) === current) return false;
  }
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** Our @quire/* packages are bundled; every other package is external and must resolve from the output directory. */
function externalPackages(outdir: string, missing: Set<string>): Plugin {
  return {
    name: "external-packages",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:") || args.path.startsWith("@quire/")) return undefined;
        const name = packageName(args.path);
        if (!installedFrom(outdir, name)) missing.add(name);
        return { path: args.path, external: true };
      });
    },
  };
}

export async function buildAll(): Promise<void> {
  const problems: string[] = [];
  for (const [out, entries] of Object.entries(BUILD_ENTRIES)) {
    const outdir = path.join(root, out);
    // Overwritten in place, not removed first: a running `start:prod` may fork a child from here.
    mkdirSync(outdir, { recursive: true });
    const missing = new Set<string>();
    await build({
      entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(root, source)])),
      outdir,
      bundle: true,
      splitting: false,
      format: "esm",
      platform: "node",
      target: "node20",
      sourcemap: true,
      logLevel: "warning",
      plugins: [externalPackages(outdir, missing)],
    });
    if (missing.size) problems.push(`${path.dirname(out)} imports but does not depend on: ${[...missing].sort().join(" ")}`);
  }
  // The dashboard's browser bundle ships prebuilt beside the gateway (dist/dashboard).
  await writeClientBundle(path.join(root, "services/gateway/dist"));
  // The migration entry runs `prisma migrate deploy` from its own directory: schema and migrations ship beside it.
  cpSync(path.join(root, "prisma"), path.join(root, "services/admin/dist/prisma"), { recursive: true });
  if (problems.length) throw new Error(`external imports that would not resolve in production:\n  ${problems.join("\n  ")}`);
}

// No top-level await: Jest's global setup loads this module through require.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildAll().then(
    () => console.error(`built ${Object.values(BUILD_ENTRIES).reduce((n, e) => n + Object.keys(e).length, 0)} entries in ${Date.now() - started} ms`),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
