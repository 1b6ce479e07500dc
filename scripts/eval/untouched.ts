// `pnpm eval untouched`: every archived family read by the rules as they stood before they had seen
// it (untouched-archive.ts). Each family's commit is checked out in a worktree of its own under
// .cache/untouched, its own `pnpm eval extract --direct --details` runs on a seed no one fitted, and
// only that family's documents are judged: precision per family, and per field where the wrong
// values sit by confidence, judged as the suite judges its own (line items too). This predicts the
// held-out sets better than any fitted dev suite does, and it is what a confidence ceiling or a
// calibration should be fitted on.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { BUCKETS, judgeSuite, reliabilityTable, type Judged } from "./reliability";
import { subsetCorpus } from "./score";
import { SUITES, type ManifestDocument, type Suite } from "./suites";
import { ARCHIVE } from "./untouched-archive";

const root = path.resolve(import.meta.dirname, "../..");

/** A worktree at `commit` sharing this checkout's installed modules, generated client and parse/OCR caches. */
function worktreeAt(commit: string): string {
  // A commit that also changed the worker holds rules that had seen the family: not untouched.
  const changed = spawnSync("git", ["show", "--name-only", "--format=", commit], { cwd: root, encoding: "utf8" });
  if (changed.status !== 0) throw new Error(`untouched: commit ${commit} not found (a shallow clone?): ${changed.stderr}`);
  if (changed.stdout.split("\n").some((f) => f.startsWith("services/"))) throw new Error(`untouched: ${commit} changed rules too`);
  const dir = path.join(root, ".cache/untouched", commit);
  if (!existsSync(path.join(dir, "package.json"))) {
    rmSync(dir, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { cwd: root });
    const made = spawnSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: root, encoding: "utf8" });
    if (made.status !== 0) throw new Error(`untouched: cannot check out ${commit}: ${made.stderr}`);
  }
  const shared = [".", ...["packages", "services"].flatMap((d) => readdirSync(path.join(root, d)).map((p) => path.join(d, p)))]
    .map((d) => path.join(d, "node_modules"))
    .concat("packages/db/src/generated", ".cache/eval");
  for (const rel of shared) {
    const from = path.join(root, rel);
    const to = path.join(dir, rel);
    if (existsSync(from) && !existsSync(to) && existsSync(path.dirname(to))) symlinkSync(from, to);
  }
  return dir;
}

/** Runs the commit's own eval over its suite: where its envelopes and its generated corpus are, and the details it printed. */
function runAt(commit: string, suite: Suite, seed: number, count: number, corpora: string): { envDir: string; corpusDir: string; details: string } {
  const dir = worktreeAt(commit);
  const out = path.join(root, ".cache/untouched-runs", `${commit}-${suite.name}-s${seed}-n${count}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const args = [
    "-s",
    "eval",
    "extract",
    "--suite",
    suite.name,
    "--direct",
    "--details",
    "--seed",
    String(seed),
    "--count",
    String(count),
    "--corpora",
    corpora,
    "--out",
    out,
  ];
  const run = spawnSync("pnpm", args, { cwd: dir, encoding: "utf8", maxBuffer: 256 << 20 });
  if (run.status !== 0) throw new Error(`untouched: ${commit} ${suite.name} failed: ${run.stderr.slice(-2000)}`);
  const cache = path.join(dir, ".cache/synth");
  const corpus = readdirSync(cache).find((d) => d.startsWith(`${suite.synth}-s${seed}-n${count}-`) && existsSync(path.join(cache, d, "manifest.json")));
  if (!corpus) throw new Error(`untouched: ${commit} generated no ${suite.synth} corpus for seed ${seed}`);
  return { envDir: path.join(out, suite.name), corpusDir: path.join(cache, corpus), details: run.stdout };
}

/** The family's documents of a run, judged as the suite judges its own. */
function judgeFamily(run: ReturnType<typeof runAt>, suite: Suite, prefix: string, evalDir: string): Judged[] {
  const manifest = JSON.parse(readFileSync(path.join(run.corpusDir, "manifest.json"), "utf8")) as { documents: ManifestDocument[] };
  const docs = manifest.documents.filter((d) => d.name.startsWith(prefix));
  return judgeSuite(suite.scorer, evalDir, subsetCorpus(run.corpusDir, manifest, docs), run.envDir, run.details);
}

const bucketOf = (c: number) => [...BUCKETS].reverse().find((lo) => c >= lo) ?? 0;
const pct = (v: Judged[]) => (v.length ? (v.filter((x) => x.correct).length / v.length).toFixed(3) : "  -  ");

/** Per field: values and wrong values in each confidence bucket that holds any. */
function fieldTable(verdicts: Judged[]): string {
  const fields = [...new Set(verdicts.map((v) => v.field))].sort();
  return fields
    .map((field) => {
      const mine = verdicts.filter((v) => v.field === field);
      const cells = BUCKETS.map((lo) => mine.filter((v) => bucketOf(v.confidence) === lo))
        .map((b, i) => (b.length ? `≥${BUCKETS[i]!.toFixed(2)}: ${b.filter((v) => !v.correct).length}/${b.length} wrong` : ""))
        .filter(Boolean);
      return `  ${field.padEnd(26)} ${cells.join("  ")}`;
    })
    .join("\n");
}

export function runUntouched(options: { seed: number; count: number; streams: string[]; corpora: string }): void {
  const unknown = options.streams.find((s) => !ARCHIVE.some((f) => f.stream === s));
  if (unknown) throw new Error(`untouched: no archived stream ${unknown} (${ARCHIVE.map((f) => f.stream).join(", ")})`);
  const families = ARCHIVE.filter((f) => !options.streams.length || options.streams.includes(f.stream));
  const evalDir = path.join(options.corpora, "..", "eval");
  const runs = new Map<string, ReturnType<typeof runAt>>();
  const all: Judged[] = [];
  for (const family of families) {
    const suite = SUITES.find((s) => s.name === family.suite)!;
    const key = `${family.commit} ${family.suite}`;
    if (!runs.has(key)) runs.set(key, runAt(family.commit, suite, options.seed, options.count, options.corpora));
    const verdicts = judgeFamily(runs.get(key)!, suite, family.prefix, evalDir);
    all.push(...verdicts);
    const high = verdicts.filter((v) => v.confidence >= 0.9);
    console.log(
      `${family.stream.padEnd(24)} ${family.commit}  values=${String(verdicts.length).padStart(4)} precision=${pct(verdicts)}  ≥0.90: n=${high.length} precision=${pct(high)}`,
    );
    for (const v of verdicts.filter((x) => !x.correct)) console.log(`    wrong ${v.doc} ${v.field} at ${v.confidence}`);
  }
  console.log(`\nall families, per field (wrong/values by confidence):\n${fieldTable(all)}`);
  console.log(`\nall families, reliability:\n${reliabilityTable(all)}`);
}
