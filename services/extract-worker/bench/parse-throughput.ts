// Pages per second: raw pdf.js getTextContent in this (warm) process vs the sandboxed parser pool
// (full positioned model, with and without vector graphics), same PDFs, same run.
//   cd services/extract-worker && npx tsx bench/parse-throughput.ts [POOL_SIZE] [ROUNDS] [CORPORA_DIR]
// CORPORA_DIR defaults to ../shared/corpora beside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { ParserPool } from "../src/parse/parser-pool";

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
const size = Number(process.argv[2] ?? 2);
const rounds = Number(process.argv[3] ?? 3);
const corpora = resolve(process.argv[4] ?? join(import.meta.dirname, "../../../../shared/corpora"));
const dirs = [join(corpora, "invoices-dev/pdf"), join(corpora, "tables-dev/pdf")];
const files = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith(".pdf"))
    .map((f) => new Uint8Array(readFileSync(join(d, f)))),
);

async function raw(): Promise<number> {
  let pages = 0;
  for (const bytes of files) {
    const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) await (await doc.getPage(n)).getTextContent();
    pages += doc.numPages;
    await task.destroy();
  }
  return pages;
}

async function viaPool(pool: ParserPool, withGraphics: boolean): Promise<number> {
  const docs = await Promise.all(files.map((bytes) => pool.parse(bytes, { maxPages: 1000, withGraphics })));
  return docs.reduce((s, d) => s + d.pageCount, 0);
}

async function rate(label: string, run: () => Promise<number>): Promise<number> {
  const t0 = performance.now();
  const pages = await run();
  const pps = pages / ((performance.now() - t0) / 1000);
  console.log(`${label.padEnd(34)} ${pages} pages  ${pps.toFixed(1)} pages/s`);
  return pps;
}

const pool = new ParserPool({ size, memoryMb: 512, timeoutMs: 60_000, maxDocumentsPerChild: 1000, maxQueue: 10_000 });
await pool.warm();
await raw(); // warm-up
await viaPool(pool, false);
for (let r = 0; r < rounds; r++) {
  const base = await rate("raw pdf.js getTextContent (1 proc)", raw);
  const text = await rate(`pool x${size} text model`, () => viaPool(pool, false));
  const full = await rate(`pool x${size} text + rulings`, () => viaPool(pool, true));
  console.log(`ratio text ${(text / base).toFixed(2)}x  text+rulings ${(full / base).toFixed(2)}x`);
}
await pool.close();
