// `pnpm fuzz [--seed N] [--requests N] [--pdfs N] [--corpus DIR]`: starts its own stack (gateway,
// render and extract workers on a scratch database) and runs (a) requests generated from the
// OpenAPI document and (b) mutated PDFs (from the shared corpora, else built ones) against it.
// Prints the counts, the status codes seen and every violation with what reproduces it; exits 1
// on any violation. Seeded: the same seed sends the same requests.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startOwnStack } from "./own-stack";
import { builtPdfs, pdfsUnder } from "./fuzz/pdf-sources";
import { fuzzPdfs, fuzzRequests, type FuzzReport } from "./fuzz/run-fuzz";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { seed: { type: "string" }, requests: { type: "string" }, pdfs: { type: "string" }, corpus: { type: "string" } } });
const seed = Number(values.seed ?? 1);
const requests = Number(values.requests ?? 10_000);
const pdfs = Number(values.pdfs ?? 1_000);

/** Resident memory of a process and its children (the extract worker's parser pool), in MiB. */
function rssMiB(pid: number): number {
  const own = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0) / 1024;
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid, ...children(pid)];
  return Math.round(
    all.reduce(
      (sum, id) =>
        sum +
        (() => {
          try {
            return own(id);
          } catch {
            return 0;
          }
        })(),
      0,
    ),
  );
}

function print(name: string, report: FuzzReport): void {
  // 5xx counts every answer ≥ 500, allowed or not (504 is an allowed answer for a mutated PDF).
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  const fives = Object.entries(report.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `${name}: ${report.requests} requests, ${Object.keys(report.statuses).length} distinct statuses (${statuses}), 5xx = ${fives}, violations = ${report.violations.length}, resent after a closed keep-alive socket = ${report.resent}`,
  );
  for (const violation of report.violations.slice(0, 20)) console.log(`  #${violation.index} ${violation.what}: ${violation.request}`);
}

const stack = await startOwnStack({
  services: ["gateway", "render-worker", "extract-worker"],
  keys: 8,
  env: { GATEWAY_METRICS_PORT: "0", RENDER_WORKER_METRICS_PORT: "0", EXTRACT_WORKER_METRICS_PORT: "0", FETCH_TIMEOUT_MS: "2000", LOG_LEVEL: "error" },
});
let failed: boolean;
try {
  console.log(`fuzz: seed ${seed} against ${stack.baseUrl}`);
  const api = await fuzzRequests({ baseUrl: stack.baseUrl, keys: stack.apiKeys, seed, count: requests });
  print("openapi", api);
  const corpus = values.corpus ?? path.resolve(root, "..", "shared", "corpora");
  const found = await pdfsUnder(corpus);
  const sources = found.length ? found : builtPdfs();
  console.log(`pdfs: ${sources.length} source documents (${found.length ? corpus : "built"})`);
  const extractPid = stack.pids["extract-worker"]!;
  const warm = await fuzzPdfs({ baseUrl: stack.baseUrl, keys: stack.apiKeys, sources, seed: seed + 1, count: Math.min(100, pdfs) });
  const rssBefore = rssMiB(extractPid);
  const rest = await fuzzPdfs({ baseUrl: stack.baseUrl, keys: stack.apiKeys, sources, seed, count: Math.max(0, pdfs - 100) });
  const rssAfter = rssMiB(extractPid);
  const merged: FuzzReport = {
    requests: warm.requests + rest.requests,
    resent: warm.resent + rest.resent,
    statuses: { ...warm.statuses },
    violations: [...warm.violations, ...rest.violations],
  };
  for (const [status, n] of Object.entries(rest.statuses)) merged.statuses[status] = (merged.statuses[status] ?? 0) + n;
  print("mutated pdfs", merged);
  const intact = await fetch(`${stack.baseUrl}/api/v1/extract/inspect`, {
    method: "POST",
    headers: { authorization: `Bearer ${stack.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ file_base64: builtPdfs()[0]!.toString("base64") }),
  });
  const ready = (await fetch(`${stack.baseUrl}/readyz`)).status;
  console.log(
    `after: /readyz ${ready}, parser pool ${intact.status === 200 ? "alive" : `answered ${intact.status}`}, extract-worker RSS ${rssBefore} MiB after warm-up → ${rssAfter} MiB at the end`,
  );
  failed = api.violations.length > 0 || merged.violations.length > 0 || ready !== 200 || intact.status !== 200;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
