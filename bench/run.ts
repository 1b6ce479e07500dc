// `pnpm bench <name> [args]`: runs bench/<name>.ts (render, extract, ocr …). Benchmarks are never
// part of `pnpm test`; each prints ratios against a baseline measured in the same run.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
// A bench is a file that opens with its own command line; the rest are its helpers.
const available = readdirSync(here)
  .filter((file) => file.endsWith(".ts") && readFileSync(path.join(here, file), "utf8").startsWith(`// \`pnpm bench ${file.slice(0, -3)}`))
  .map((file) => file.slice(0, -3));
if (!name || !available.includes(name)) {
  console.error(`usage: pnpm bench <${available.join("|")}> [args]`);
  process.exit(2);
}
// Node 20 has the WebSocket client (render-memory talks to the worker's inspector) behind a flag.
const flags = Number(process.versions.node.split(".")[0]) < 22 ? ["--experimental-websocket"] : [];
const result = spawnSync(process.execPath, [...flags, "--import", "tsx", path.join(here, `${name}.ts`), ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
