// The reliability table: returned values bucketed by their confidence, with the precision of each
// bucket. A caller filters on confidence, so a bucket's precision is the promise it relies on.
// Outcomes come from the scorer itself (its per-document problems), never re-judged here.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ScorerKind } from "./suites";

export interface Judged {
  doc: string;
  field: string;
  confidence: number;
  correct: boolean;
}

export const BUCKETS = [0, 0.5, 0.7, 0.8, 0.9, 0.95] as const;

interface Envelope {
  data?: Record<string, unknown>;
  fields?: Record<string, { confidence: number }>;
}

function readEnvelope(dir: string, name: string): Envelope {
  try {
    return JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8")) as Envelope;
  } catch {
    return {};
  }
}

const isValue = (v: unknown) => v !== null && v !== undefined && v !== "";

interface InvoiceDoc {
  name: string;
  fields: Record<string, string>;
  problems: Array<{ field: string; outcome: string; returned?: unknown }>;
  line_items?: unknown;
}

/** Invoices: `score_invoices.py --json` judges every scalar; a line-item leaf is wrong when the scorer lists its value as wrong, hallucinated or on an extra line. */
export function judgeInvoices(scorerJson: string, actualDir: string): Judged[] {
  const out: Judged[] = [];
  const docs = (JSON.parse(scorerJson) as { docs: InvoiceDoc[] }).docs;
  for (const doc of docs) {
    const env = readEnvelope(actualDir, doc.name);
    for (const [field, outcome] of Object.entries(doc.fields)) {
      const conf = env.fields?.[field]?.confidence;
      if (conf === undefined || !isValue(env.data?.[field])) continue;
      out.push({ doc: doc.name, field, confidence: conf, correct: outcome === "correct" });
    }
    if (!doc.line_items) continue;
    const bad = doc.problems.filter(
      (p) => p.field.startsWith("line_items") && (p.outcome === "wrong" || p.outcome === "hallucinated" || p.outcome === "extra line"),
    );
    const lines = Array.isArray(env.data?.line_items) ? (env.data.line_items as Array<Record<string, unknown>>) : [];
    lines.forEach((line, j) => {
      for (const [key, value] of Object.entries(line)) {
        const conf = env.fields?.[`line_items[${j}].${key}`]?.confidence;
        if (conf === undefined || !isValue(value) || !["description", "quantity", "unit_price", "amount"].includes(key)) continue;
        const i = bad.findIndex(
          (p) =>
            (p.field.endsWith(`.${key}`) && JSON.stringify(p.returned) === JSON.stringify(value)) ||
            (p.outcome === "extra line" && key === "description" && p.returned === value),
        );
        out.push({ doc: doc.name, field: `line_items.${key}`, confidence: conf, correct: i < 0 });
        if (i >= 0) bad.splice(i, 1);
      }
    });
  }
  return out;
}

/** Receipts and contracts: every scored scalar the envelope returned; `--details` lines name the wrong and hallucinated ones. */
export function judgePresets(details: string, setDir: string, actualDir: string): Judged[] {
  const wrong = new Set(
    details
      .split("\n")
      .map((l) => /^(\S+) ([\w.[\]]+): (wrong|hallucinated)/.exec(l))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => `${m[1]} ${m[2]}`),
  );
  const manifest = JSON.parse(readFileSync(path.join(setDir, "manifest.json"), "utf8")) as { documents: Array<{ name: string; expected: string }> };
  const out: Judged[] = [];
  for (const doc of manifest.documents) {
    const expected = JSON.parse(readFileSync(path.join(setDir, doc.expected), "utf8")) as Record<string, unknown>;
    const env = readEnvelope(actualDir, doc.name);
    for (const field of Object.keys(expected)) {
      if (field === "items") continue;
      const conf = env.fields?.[field]?.confidence;
      if (conf === undefined || !isValue(env.data?.[field])) continue;
      out.push({ doc: doc.name, field, confidence: conf, correct: !wrong.has(`${doc.name} ${field}`) });
    }
  }
  return out;
}

/** A suite's returned values judged: invoices by a `--json` run of their scorer, presets by the `--details` lines of their scoring run. */
export function judgeSuite(scorer: ScorerKind, evalDir: string, setDir: string, actualDir: string, details: string): Judged[] {
  if (scorer === "tables") return [];
  if (scorer === "invoices") {
    const run = spawnSync("python3", [path.join(evalDir, "score_invoices.py"), path.join(setDir, "expected"), actualDir, "--json"], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    return judgeInvoices(run.stdout, actualDir);
  }
  return judgePresets(details, setDir, actualDir);
}

export function reliabilityTable(judged: Judged[]): string {
  const rows = BUCKETS.map((lo, i) => {
    const hi = BUCKETS[i + 1] ?? 1.0001;
    const inBucket = judged.filter((j) => j.confidence >= lo && j.confidence < hi);
    const ok = inBucket.filter((j) => j.correct).length;
    const label = `[${lo.toFixed(2)}, ${hi > 1 ? "1.00]" : `${hi.toFixed(2)})`}`;
    return `  ${label.padEnd(13)} n=${String(inBucket.length).padStart(4)}  precision=${inBucket.length ? (ok / inBucket.length).toFixed(3) : "  -  "}`;
  });
  const high = judged.filter((j) => j.confidence >= 0.9);
  const highOk = high.filter((j) => j.correct).length;
  rows.push(`  confidence ≥ 0.90: n=${high.length} precision=${high.length ? (highOk / high.length).toFixed(3) : "-"}`);
  return rows.join("\n");
}
