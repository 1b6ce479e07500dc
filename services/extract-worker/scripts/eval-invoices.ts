// Runs the invoice preset over the invoice corpus directly through the parser pool (no HTTP),
// writes one envelope-shaped JSON per document and scores them with the shared scorer:
//   cd services/extract-worker && npx tsx scripts/eval-invoices.ts [CORPUS_DIR] [OUT_DIR] [--details]
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ParserPool } from "../src/parse/parser-pool";
import { invoice } from "../src/presets/invoice";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const corpus = resolve(args[0] ?? "/work/shared/corpora/invoices-dev");
const out = resolve(args[1] ?? "/tmp/quire-eval-invoices");
const scorer = resolve(corpus, "../../eval/score_invoices.py");
mkdirSync(out, { recursive: true });

const pool = new ParserPool({ size: 2, memoryMb: 512, timeoutMs: 60_000 });
const files = readdirSync(join(corpus, "pdf")).filter((f) => f.toLowerCase().endsWith(".pdf"));
const started = performance.now();
await Promise.all(
  files.map(async (file) => {
    const bytes = new Uint8Array(readFileSync(join(corpus, "pdf", file)));
    const name = file.replace(/\.pdf$/i, "");
    try {
      const t0 = performance.now();
      const doc = await pool.parse(bytes, { maxPages: 1000, withGraphics: false });
      const result = invoice(doc);
      const envelope = {
        id: `eval-${name}`,
        ...result,
        extraction_method: "deterministic",
        credits_charged: Math.ceil(doc.pageCount / 20),
        pages: doc.pageCount,
        size_bytes: bytes.length,
        duration_ms: Math.round(performance.now() - t0),
      };
      writeFileSync(join(out, `${name}.json`), JSON.stringify(envelope, null, 1));
    } catch (error) {
      writeFileSync(join(out, `${name}.json`), JSON.stringify({ http_status: 500, error: String(error), data: null }));
    }
  }),
);
await pool.close();
console.log(`extracted ${files.length} documents in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}`);
const flags = process.argv.includes("--details") ? ["--details"] : [];
process.stdout.write(execFileSync("python3", [scorer, join(corpus, "expected"), out, ...flags], { encoding: "utf8" }));
