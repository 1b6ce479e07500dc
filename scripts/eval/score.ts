// Runs one of ../shared/eval's scorers over a whole corpus or over the documents of one family.
// The scorers read a folder of expectations (and, for presets, a manifest), so a family is scored
// by pointing them at a scratch copy that holds only its documents.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ManifestDocument, Suite } from "./suites";

export interface Score {
  precision: number;
  recall: number;
  f1?: number;
  /** The scorer's own last line. */
  summary: string;
  /** Everything the scorer printed before it (its table and, with --details, the problems). */
  body: string;
}

function parseSummary(stdout: string, stderr: string): Score {
  const lines = stdout.trim().split("\n").filter(Boolean);
  const summary = lines.pop() ?? stderr.trim();
  const num = (key: string) => Number(new RegExp(`${key}=([\\d.]+)`).exec(summary)?.[1] ?? NaN);
  return { precision: num("precision"), recall: num("recall"), f1: /f1=/.test(summary) ? num("f1") : undefined, summary, body: lines.join("\n") };
}

/** The arguments the suite's scorer takes for a corpus folder (whole or one family's scratch copy). */
function scorerArgs(suite: Suite, setDir: string, actualDir: string): string[] {
  const script = { invoices: "score_invoices.py", presets: "score_presets.py", tables: "score_tables.py" }[suite.scorer];
  const target = suite.scorer === "presets" ? setDir : path.join(setDir, "expected");
  return [script, target, actualDir];
}

export function runScorer(evalDir: string, suite: Suite, setDir: string, actualDir: string, extra: string[] = []): Score {
  const [script, ...rest] = scorerArgs(suite, setDir, actualDir);
  const run = spawnSync("python3", [path.join(evalDir, script!), ...rest, ...extra], { encoding: "utf8", maxBuffer: 64 << 20 });
  return parseSummary(run.stdout ?? "", run.stderr ?? "");
}

/** Expectation files of one document: its `<name>.json`, and for tables every ground-truth variant. */
function expectedFiles(setDir: string, doc: ManifestDocument): string[] {
  const names = new Set([`${doc.name}.json`]);
  for (const variant of doc.ground_truth ?? []) for (const f of [variant.str, variant.reg]) names.add(path.basename(f));
  const all = new Set(readdirSync(path.join(setDir, "expected")));
  return [...names].filter((n) => all.has(n));
}

/** A scratch corpus folder holding only `docs` (symlinks), with a manifest listing only them. */
export function subsetCorpus(setDir: string, manifest: Record<string, unknown>, docs: ManifestDocument[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quire-fold-"));
  mkdirSync(path.join(dir, "expected"));
  for (const doc of docs) for (const f of expectedFiles(setDir, doc)) symlinkSync(path.join(setDir, "expected", f), path.join(dir, "expected", f));
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, documents: docs }));
  return dir;
}
