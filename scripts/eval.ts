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
const [target = "extract", ...options] = process.argv.slice(2);
const USAGE = "usage: pnpm eval extract [--suite invoices|tables|invoices-scanned]... [--details]";
if (target === "--help" || options.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
if (target !== "extract") {
  console.error(USAGE);
  process.exit(2);
}
/** `--suite NAME` (repeatable) runs only those suites — the scanned one alone takes minutes. */
const onlySuites = options.flatMap((option, i) => (option === "--suite" && options[i + 1] ? [options[i + 1]!] : []));
/** `--details` prints the scorer's per-document outcomes, not just its summary line. */
const details = options.includes("--details");

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

const unknownSuite = onlySuites.find((name) => !SUITES.some((suite) => suite.name === name));
if (unknownSuite) {
  console.error(`eval: unknown suite ${unknownSuite}\n${USAGE}`);
  process.exit(2);
}
const selected = onlySuites.length ? SUITES.filter((suite) => onlySuites.includes(suite.name)) : SUITES;

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
  for (const suite of selected) {
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
    const scorerArgs = [path.join(shared, "eval", suite.scorer), path.join(shared, "corpora", suite.corpus, "expected"), dir, ...(details ? ["--details"] : [])];
    const score = spawnSync("python3", scorerArgs, { encoding: "utf8" });
    if (details) console.log(score.stdout.trim().split("\n").slice(0, -1).join("\n"));
    const summary = score.stdout.trim().split("\n").filter(Boolean).pop() ?? score.stderr.trim();
    console.log(`${summary}  (${((Date.now() - started) / 1000).toFixed(1)} s, envelopes in ${dir})`);
  }
} finally {
  await own?.stop();
}
process.exitCode = failed ? 1 : 0;
