// `pnpm eval untouched`: every archived family read by the rules as they stood before they had seen
// it (untouched-archive.ts). Each family's commit is checked out in a worktree of its own under
// .cache/untouched, its own `pnpm eval extract --direct --details` runs on a seed no one fitted, and
// only that family's documents are judged: precision per family, and per field where the wrong
// values sit by confidence. This predicts the held-out sets better than any fitted dev suite does,
// and it is what a confidence ceiling or a calibration should be fitted on. Scalars only (line items
// are judged by the suites themselves).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { ARCHIVE } from "./untouched-archive";
import { BUCKETS, reliabilityTable } from "./reliability";

export interface Verdict {
  doc: string;
  field: string;
  confidence: number;
  correct: boolean;
}

/**
 * The wrong and hallucinated values a `--details` run names, as "doc field": the presets scorer's
 * lines ("doc field: wrong …") and the invoice scorer's per-document blocks ("  doc  [file]" over
 * "     field  wrong  expected=… returned=…").
 */
export function wrongValues(details: string): Set<string> {
  const out = new Set<string>();
  let doc = "";
  for (const line of details.split("\n")) {
    const preset = /^(\S+) ([\w.[\]]+): (?:wrong|hallucinated)\b/.exec(line);
    if (preset) out.add(`${preset[1]} ${preset[2]}`);
    const head = /^ {2}(\S+) {2}\[/.exec(line);
    if (head) doc = head[1]!;
    const problem = /^ {5}(\S+)\s+(?:wrong|hallucinated)\s/.exec(line);
    if (problem && doc) out.add(`${doc} ${problem[1]}`);
  }
  return out;
}

export interface Envelope {
  data?: Record<string, unknown>;
  fields?: Record<string, { confidence?: number } | null>;
}

/** Every scalar value the envelopes of `prefix`'s documents returned, judged by the run's wrong values. */
export function judgeFamily(envelopes: ReadonlyMap<string, Envelope>, wrong: ReadonlySet<string>, prefix: string): Verdict[] {
  const out: Verdict[] = [];
  for (const [doc, env] of envelopes) {
    if (!doc.startsWith(prefix)) continue;
    for (const [field, value] of Object.entries(env.data ?? {})) {
      const confidence = env.fields?.[field]?.confidence;
      if (value === null || value === "" || typeof value === "object" || confidence === undefined) continue;
      out.push({ doc, field, confidence, correct: !wrong.has(`${doc} ${field}`) });
    }
  }
  return out;
}

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

/** Runs the commit's own eval over its suite and returns the envelopes and the details it printed. */
function runAt(commit: string, suite: string, seed: number, count: number, corpora: string): { envelopes: Map<string, Envelope>; details: string } {
  const dir = worktreeAt(commit);
  const out = path.join(root, ".cache/untouched-runs", `${commit}-${suite}-s${seed}-n${count}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const args = [
    "-s",
    "eval",
    "extract",
    "--suite",
    suite,
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
  if (run.status !== 0) throw new Error(`untouched: ${commit} ${suite} failed: ${run.stderr.slice(-2000)}`);
  const envDir = path.join(out, suite);
  const envelopes = new Map<string, Envelope>();
  for (const f of readdirSync(envDir).filter((f) => f.endsWith(".json"))) {
    envelopes.set(f.slice(0, -5), JSON.parse(readFileSync(path.join(envDir, f), "utf8")) as Envelope);
  }
  return { envelopes, details: run.stdout };
}

const bucketOf = (c: number) => [...BUCKETS].reverse().find((lo) => c >= lo) ?? 0;
const pct = (v: Verdict[]) => (v.length ? (v.filter((x) => x.correct).length / v.length).toFixed(3) : "  -  ");

/** Per field: values and wrong values in each confidence bucket that holds any. */
function fieldTable(verdicts: Verdict[]): string {
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
  const runs = new Map<string, ReturnType<typeof runAt>>();
  const all: Verdict[] = [];
  for (const family of families) {
    const key = `${family.commit} ${family.suite}`;
    if (!runs.has(key)) runs.set(key, runAt(family.commit, family.suite, options.seed, options.count, options.corpora));
    const { envelopes, details } = runs.get(key)!;
    const verdicts = judgeFamily(envelopes, wrongValues(details), family.prefix);
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
