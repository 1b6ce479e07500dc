// `pnpm eval extract`: runs the live API over the shared corpora and prints the scorers' summaries.
// With QUIRE_URL and QUIRE_API_KEY set it evaluates that deployment; otherwise it starts its own
// gateway and extract-worker processes on a scratch database and Redis prefix, and stops them after.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startOwnStack } from "./own-stack";
import { makeScannedTwins } from "./scanned-twins";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = path.resolve(root, "..", "shared");
const [target = "extract"] = process.argv.slice(2);
if (target !== "extract") {
  console.error("usage: pnpm eval extract");
  process.exit(2);
}

interface Suite {
  name: string;
  preset: string;
  corpus: string;
  scorer: string;
  /** Score scanned twins of the corpus with `ocr_fallback: true` instead of the originals. */
  scanned?: boolean;
}

const SUITES: Suite[] = [
  { name: "invoices", preset: "invoice", corpus: "invoices-dev", scorer: "score_invoices.py" },
  { name: "tables", preset: "table_dump", corpus: "tables-dev", scorer: "score_tables.py" },
  { name: "invoices-scanned", preset: "invoice", corpus: "invoices-dev", scorer: "score_invoices.py", scanned: true },
];

if (!existsSync(path.join(shared, "eval"))) {
  console.error(`eval: ${shared}/eval not found (the shared corpora live beside the repository)`);
  process.exit(2);
}
const own = process.env.QUIRE_URL && process.env.QUIRE_API_KEY ? null : await startOwnStack({ services: ["gateway", "extract-worker"] });
const baseUrl = process.env.QUIRE_URL ?? own!.baseUrl;
const apiKey = process.env.QUIRE_API_KEY ?? own!.apiKey;
const out = mkdtempSync(path.join(tmpdir(), "quire-eval-"));
let failed = false;
try {
  for (const suite of SUITES) {
    const dir = path.join(out, suite.name);
    const started = Date.now();
    let pdfDir = path.join(shared, "corpora", suite.corpus, "pdf");
    if (suite.scanned) {
      const twins = path.join(out, `${suite.name}-pdf`);
      const made = makeScannedTwins(pdfDir, twins);
      console.log(`(${made} scanned twins of ${suite.corpus} at 150 dpi, read with ocr_fallback)`);
      pdfDir = twins;
    }
    const run = spawnSync("bash", [path.join(shared, "eval", "run_extract.sh"), baseUrl, apiKey, suite.preset, pdfDir, dir], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...(suite.scanned ? { EXTRA_JSON: JSON.stringify({ ocr_fallback: true }), MAX_TIME: "300" } : {}) },
    });
    if (run.status !== 0) failed = true;
    const score = spawnSync("python3", [path.join(shared, "eval", suite.scorer), path.join(shared, "corpora", suite.corpus, "expected"), dir], { encoding: "utf8" });
    const summary = score.stdout.trim().split("\n").filter(Boolean).pop() ?? score.stderr.trim();
    console.log(`${summary}  (${((Date.now() - started) / 1000).toFixed(1)} s, envelopes in ${dir})`);
  }
} finally {
  await own?.stop();
}
process.exitCode = failed ? 1 : 0;
