// Runs table_dump over the ICDAR 2013 corpus directly through the parser pool (no HTTP) and
// scores it with the shared scorer:
//   cd services/extract-worker && npx tsx scripts/eval-tables.ts [CORPUS_DIR] [OUT_DIR] [--details]
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ParserPool } from "../src/parse/parser-pool";
import { tableDump } from "../src/presets/table-dump";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const corpus = resolve(args[0] ?? "/work/shared/corpora/tables-dev");
const out = resolve(args[1] ?? "/tmp/quire-eval-tables");
const scorer = resolve(corpus, "../../eval/score_tables.py");
mkdirSync(out, { recursive: true });

const pool = new ParserPool({ size: 2, memoryMb: 512, timeoutMs: 60_000 });
const files = readdirSync(join(corpus, "pdf")).filter((f) => f.toLowerCase().endsWith(".pdf"));
const started = performance.now();
await Promise.all(
  files.map(async (file) => {
    const bytes = new Uint8Array(readFileSync(join(corpus, "pdf", file)));
    const name = file.replace(/\.pdf$/i, "");
    try {
      const doc = await pool.parse(bytes, { maxPages: 1000, withGraphics: true });
      writeFileSync(join(out, `${name}.json`), JSON.stringify({ data: tableDump(doc).data }, null, 1));
    } catch (error) {
      writeFileSync(join(out, `${name}.json`), JSON.stringify({ http_status: 500, error: String(error), data: null }));
    }
  }),
);
await pool.close();
console.log(`extracted ${files.length} documents in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}`);
const flags = process.argv.includes("--details") ? ["--details"] : [];
process.stdout.write(execFileSync("python3", [scorer, join(corpus, "expected"), out, ...flags], { encoding: "utf8" }));
