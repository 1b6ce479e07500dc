// `pnpm eval extract`: runs the extraction over the development corpora and prints, per suite, the
// scorers' summary, leave-one-family-out numbers (--folds) and the confidence reliability table.
// By default it measures the live path: with QUIRE_URL and QUIRE_API_KEY set it evaluates that
// deployment, otherwise it starts its own gateway and extract-worker on a scratch database.
// `--direct` runs the worker's extraction in this process (parse and OCR cached) for fast iteration.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { presetFieldTable } from "./eval/field-table";
import { judgeSuite, reliabilityTable, type Judged } from "./eval/reliability";
import { runScorer, subsetCorpus, type Score } from "./eval/score";
import { SUITES, type ManifestDocument, type Suite } from "./eval/suites";
import { runUntouched } from "./eval/untouched";
import { startOwnStack } from "./own-stack";
import { makeProducerTwins, PRODUCERS, type Producer } from "./producer-twins";
import { makeScannedTwins } from "./scanned-twins";
import { SYNTH_ENGINES, type SynthEngine } from "./synth/synth-doc";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [target = "extract", ...options] = process.argv.slice(2);
const USAGE = `usage: pnpm eval untouched [--seed N] [--count N] [--stream NAME]... [--corpora DIR]
       pnpm eval extract [--suite ${SUITES.map((s) => s.name).join("|")}]... [--synth] [--count N] [--seed N] [--dpi N] [--skew DEG] [--corpora DIR] [--producer ${PRODUCERS.join("|")}] [--engine ${SYNTH_ENGINES.join("|")}] [--folds] [--direct] [--details] [--out DIR]`;
const valuesOf = (flag: string) => options.flatMap((option, i) => (option === flag && options[i + 1] ? [options[i + 1]!] : []));
if (target === "--help" || options.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
if (target === "untouched") {
  // A seed no family was fitted on by default; --stream picks archived streams by name.
  const [seed = "7979", count = "40"] = [valuesOf("--seed")[0], valuesOf("--count")[0]];
  if (![seed, count].every((v) => /^\d+$/.test(v))) {
    console.error(USAGE);
    process.exit(2);
  }
  const corpora = path.resolve(valuesOf("--corpora")[0] ?? path.join(root, "..", "shared", "corpora"));
  runUntouched({ seed: Number(seed), count: Number(count), streams: valuesOf("--stream"), corpora });
  process.exit(0);
}
if (target !== "extract") {
  console.error(USAGE);
  process.exit(2);
}
const onlySuites = valuesOf("--suite");
const details = options.includes("--details");
const folds = options.includes("--folds");
const direct = options.includes("--direct");
const synth = options.includes("--synth");
const synthCount = valuesOf("--count")[0];
const synthSeed = valuesOf("--seed")[0];
/** The resolution scanned twins are drawn at: 150 by default; held-out scans come at 200–300. */
const twinDpi = valuesOf("--dpi")[0];
if ([synthCount, synthSeed, twinDpi].some((v) => v !== undefined && !/^\d+$/.test(v))) {
  console.error(`eval: --count, --seed and --dpi take a whole number\n${USAGE}`);
  process.exit(2);
}
/** Noisy twins turned by exactly this many degrees (either way) instead of up to 0.9°: held-out scans lie askew. */
const twinSkew = valuesOf("--skew")[0];
if (twinSkew !== undefined && !/^\d+(\.\d+)?$/.test(twinSkew)) {
  console.error(`eval: --skew takes degrees (e.g. 2.5)\n${USAGE}`);
  process.exit(2);
}
const producer = valuesOf("--producer")[0] as Producer | undefined;
if (producer !== undefined && !PRODUCERS.includes(producer)) {
  console.error(`eval: --producer takes ${PRODUCERS.join(" or ")}\n${USAGE}`);
  process.exit(2);
}
/** The layout engine that prints the generated corpora (synth-* suites only): Chromium, our renderer, by default. */
const engine = valuesOf("--engine")[0] as SynthEngine | undefined;
if (engine !== undefined && !SYNTH_ENGINES.includes(engine)) {
  console.error(`eval: --engine takes ${SYNTH_ENGINES.join(" or ")}\n${USAGE}`);
  process.exit(2);
}
const corpora = path.resolve(valuesOf("--corpora")[0] ?? path.join(root, "..", "shared", "corpora"));
const evalDir = path.join(corpora, "..", "eval");

const unknownSuite = onlySuites.find((name) => !SUITES.some((suite) => suite.name === name));
if (unknownSuite) {
  console.error(`eval: unknown suite ${unknownSuite}\n${USAGE}`);
  process.exit(2);
}
// The scanned twins take minutes and generated corpora are opt-in: they run only when asked for
// by name (or, for the generated text-layer suites, with --synth).
const selected =
  onlySuites.length || synth
    ? SUITES.filter((suite) => onlySuites.includes(suite.name) || (synth && suite.synth && !suite.scanned))
    : SUITES.filter((s) => !s.scanned && !s.synth);
if (!existsSync(evalDir) || !existsSync(corpora)) {
  console.error(`eval: ${corpora} or its sibling eval/ not found (pass --corpora DIR)`);
  process.exit(2);
}

const fmt = (s: Score) => (s.f1 !== undefined ? `f1=${s.f1.toFixed(3)}` : `precision=${s.precision.toFixed(3)} recall=${s.recall.toFixed(3)}`);

function foldTable(suite: Suite, setDir: string, actualDir: string, docs: ManifestDocument[], manifest: Record<string, unknown>): string {
  const families = new Map<string, ManifestDocument[]>();
  for (const doc of docs) families.set(suite.family(doc), [...(families.get(suite.family(doc)) ?? []), doc]);
  const rows = [...families.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([family, members]) => {
      const score = runScorer(evalDir, suite, subsetCorpus(setDir, manifest, members), actualDir);
      return { family, n: members.length, score };
    });
  const worst = (key: "precision" | "recall" | "f1") => Math.min(...rows.map((r) => r.score[key] ?? NaN).filter((v) => !Number.isNaN(v)));
  const lines = rows.map((r) => `  ${r.family.padEnd(34)} docs=${String(r.n).padStart(3)}  ${fmt(r.score)}`);
  lines.push(
    suite.scorer === "tables"
      ? `  worst family: f1=${worst("f1").toFixed(3)}`
      : `  worst family: precision=${worst("precision").toFixed(3)} recall=${worst("recall").toFixed(3)}`,
  );
  return lines.join("\n");
}

const out = valuesOf("--out")[0] ?? mkdtempSync(path.join(tmpdir(), "quire-eval-"));
const remote = !direct && process.env.QUIRE_URL && process.env.QUIRE_API_KEY;
if (!remote && !direct) {
  // The worker runs its built entry: a change made since the last build would be measured with the
  // old code. `--direct` builds in startDirect, which debugging scripts call too.
  const build = spawnSync("pnpm", ["-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("eval: `pnpm build` failed; the parser children would run stale code");
}
const directRunner = direct ? (await import("./eval/run-direct")).startDirect() : null;
const own = direct || remote ? null : await startOwnStack({ services: ["gateway", "extract-worker"] });
let failed = false;
const allJudged: Judged[] = [];
try {
  for (const suite of selected) {
    // Generated on first use (by Chromium or --engine's engine, one page at a time), then read from .cache/synth.
    const setDir = suite.synth
      ? await (
          await import("./synth/corpus")
        ).ensureSynthCorpus(suite.synth, {
          ...(synthSeed ? { seed: Number(synthSeed) } : {}),
          ...(synthCount ? { count: Number(synthCount) } : {}),
          ...(engine ? { engine } : {}),
          log: console.log,
        })
      : path.join(corpora, suite.corpus);
    const manifest = JSON.parse(readFileSync(path.join(setDir, "manifest.json"), "utf8")) as Record<string, unknown> & { documents: ManifestDocument[] };
    const actualDir = path.join(out, suite.name);
    const started = Date.now();
    let pdfDir = path.join(setDir, "pdf");
    if (suite.scanned) {
      const twins = path.join(out, `${suite.name}-pdf`);
      const dpi = Number(twinDpi ?? 150);
      const skew = suite.noisy && twinSkew !== undefined ? Number(twinSkew) : undefined;
      const made = suite.noisy
        ? await (await import("./synth/noisy-twins")).makeNoisyTwins(pdfDir, twins, { dpi, ...(skew !== undefined ? { skew } : {}) })
        : makeScannedTwins(pdfDir, twins, { dpi });
      console.log(
        `(${made} ${suite.noisy ? "noisy " : ""}scanned twins of ${suite.synth ? path.basename(setDir) : suite.corpus} at ${dpi} dpi${skew !== undefined ? `, turned ${skew}°` : ""}, read with ocr_fallback)`,
      );
      pdfDir = twins;
    }
    // Image-only corpora have no text layer for another writer to change: they are read as they are.
    if (producer && !suite.scanned && !suite.ocr) {
      // Cached beside the parse cache, per corpus folder (a generated corpus's folder names its seed and sources).
      const twins = path.join(root, ".cache", "eval", `producer-${producer}`, path.basename(setDir));
      console.log(`(${makeProducerTwins(producer, pdfDir, twins)} PDFs of ${path.basename(setDir)} re-written by ${producer})`);
      pdfDir = twins;
    }
    const ocr = !!(suite.ocr || suite.scanned);
    if (directRunner) {
      await directRunner.run(pdfDir, actualDir, { preset: suite.preset, ocr });
    } else {
      const run = spawnSync(
        "bash",
        [
          path.join(evalDir, "run_extract.sh"),
          process.env.QUIRE_URL ?? own!.baseUrl,
          process.env.QUIRE_API_KEY ?? own!.apiKey,
          suite.preset,
          pdfDir,
          actualDir,
        ],
        {
          stdio: ["ignore", "ignore", "inherit"],
          env: { ...process.env, ...(ocr ? { EXTRA_JSON: JSON.stringify({ ocr_fallback: true }), MAX_TIME: "300" } : {}) },
        },
      );
      if (run.status !== 0) failed = true;
    }
    // The presets scorer's --details lines also feed its per-field table and the reliability table: one run serves all three.
    const score = runScorer(evalDir, suite, setDir, actualDir, details || suite.scorer === "presets" ? ["--details"] : []);
    console.log(
      `\n## ${suite.name} (${suite.synth ? path.relative(root, setDir) : suite.corpus}, ${((Date.now() - started) / 1000).toFixed(1)} s, envelopes in ${actualDir})`,
    );
    if (details) console.log(score.body);
    console.log(score.summary);
    // The invoice scorer's own table has the per-field numbers; the presets scorer prints one total.
    if (suite.scorer === "presets") console.log(`per field:\n${presetFieldTable(score.body, setDir)}`);
    if (folds) console.log(`leave-one-family-out (each family scored as unseen):\n${foldTable(suite, setDir, actualDir, manifest.documents, manifest)}`);
    // For presets the scoring run above already holds the --details lines judged here.
    const judged = judgeSuite(suite.scorer, evalDir, setDir, actualDir, score.body);
    if (judged.length) console.log(`reliability (confidence bucket → precision):\n${reliabilityTable(judged)}`);
    allJudged.push(...judged);
  }
  if (selected.length > 1 && allJudged.length) console.log(`\n## reliability, all presets\n${reliabilityTable(allJudged)}`);
} finally {
  await own?.stop();
  await directRunner?.close();
}
process.exitCode = failed ? 1 : 0;
