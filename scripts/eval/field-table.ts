// Per-field numbers for the receipt and contract_terms suites. score_presets.py prints one total;
// its --details lines name every wrong, hallucinated and missed leaf, so with the expectations the
// correct ones follow. Item leaves are grouped as items[].FIELD.
import { readFileSync } from "node:fs";
import path from "node:path";

interface Counts {
  expected: number;
  wrong: number;
  missed: number;
  hallucinated: number;
}

const fieldOf = (leaf: string) => leaf.replace(/^items\[(\d+|\+)\]\./, "items[].");

export function presetFieldTable(details: string, setDir: string): string {
  const counts = new Map<string, Counts>();
  const at = (field: string) => counts.get(field) ?? (counts.set(field, { expected: 0, wrong: 0, missed: 0, hallucinated: 0 }), counts.get(field)!);
  const manifest = JSON.parse(readFileSync(path.join(setDir, "manifest.json"), "utf8")) as { documents: Array<{ expected: string }> };
  for (const doc of manifest.documents) {
    const expected = JSON.parse(readFileSync(path.join(setDir, doc.expected), "utf8")) as Record<string, unknown>;
    for (const [field, value] of Object.entries(expected)) {
      if (field !== "items") {
        if (value !== null) at(field).expected += 1;
        continue;
      }
      for (const item of (value as Array<Record<string, unknown>> | null) ?? [])
        for (const [k, v] of Object.entries(item)) if (v !== null) at(`items[].${k}`).expected += 1;
    }
  }
  for (const line of details.split("\n")) {
    const m = /^\S+ ([\w.[\]+]+): (wrong|hallucinated|missed|extra item value)/.exec(line);
    if (!m) continue;
    const c = at(fieldOf(m[1]!));
    if (m[2] === "wrong") c.wrong += 1;
    else if (m[2] === "missed") c.missed += 1;
    else c.hallucinated += 1;
  }
  return [...counts.entries()]
    .map(([field, c]) => {
      const correct = c.expected - c.wrong - c.missed;
      const returned = correct + c.wrong + c.hallucinated;
      const ratio = (n: number, d: number) => (d ? (n / d).toFixed(3) : "  -  ");
      return `  ${field.padEnd(26)} expected=${String(c.expected).padStart(4)} correct=${String(correct).padStart(4)} wrong=${String(c.wrong).padStart(3)} hallucinated=${String(c.hallucinated).padStart(3)} missed=${String(c.missed).padStart(4)}  precision=${ratio(correct, returned)} recall=${ratio(correct, c.expected)}`;
    })
    .join("\n");
}
