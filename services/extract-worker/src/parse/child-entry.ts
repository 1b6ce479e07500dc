import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// How a parser child is started: always from built JavaScript when there is one, never compiled at
// run time. The production bundle sits beside parser-child.js; running from source (`pnpm start`,
// tests), the package's dist/ holds it, because `pnpm start` and the test setup run `pnpm build`
// first. Measured: a built child is ready in ~0.9 s at ~95 MB resident, the same child under the
// tsx loader in ~3.6 s at ~430 MB (tsx's hooks see pdf.js's 4 MB of modules) — over the default
// PARSE_MEMORY_MB, so it would be recycled after every document. tsx remains the fallback for a
// checkout that was never built.

export interface ChildEntry {
  path: string;
  execArgv: string[];
  /** How the entry runs, for the pool's start-up log. */
  kind: "built" | "tsx";
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The entry every pool of this process forks. */
export async function childEntry(): Promise<ChildEntry> {
  for (const built of [path.join(here, "parser-child.js"), path.join(here, "..", "..", "dist", "parser-child.js")]) {
    if (existsSync(built)) return { path: built, execArgv: [], kind: "built" };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { path: path.join(here, "parser-child.ts"), execArgv: ["--import", tsx], kind: "tsx" };
}
