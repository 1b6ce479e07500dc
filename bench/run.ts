// `pnpm bench <name> [args]`: runs bench/<name>.ts (render, extract, ocr …). Benchmarks are never
// part of `pnpm test`; each prints ratios against a baseline measured in the same run.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
const available = readdirSync(here)
  .filter((file) => /^[a-z]+\.ts$/.test(file) && file !== "run.ts")
  .map((file) => file.slice(0, -3));
if (!name || !existsSync(path.join(here, `${name}.ts`))) {
  console.error(`usage: pnpm bench <${available.join("|")}> [args]`);
  process.exit(2);
}
const result = spawnSync(process.execPath, ["--import", "tsx", path.join(here, `${name}.ts`), ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
