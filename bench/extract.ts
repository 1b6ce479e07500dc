// `pnpm bench extract [--quick]`: pages/s of the deterministic tier through the full service path
// (HTTP → gateway → queue → extract-worker → sandboxed pdf.js → rules → envelope) against raw pdf.js
// `getTextContent` over the same PDFs in the same run, and the extract-worker's RSS (with its
// parser children) over many documents. Not a test: it prints a report.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { startOwnStack } from "../scripts/own-stack";

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpora = path.resolve(root, "..", "shared", "corpora");
const quick = process.argv.includes("--quick");
const RSS_DOCUMENTS = quick ? 200 : 1000;
const CONCURRENCY = 2;

const files = ["invoices-dev", "tables-dev"].flatMap((corpus) => {
  const dir = path.join(corpora, corpus, "pdf");
  return readdirSync(dir).filter((f) => f.endsWith(".pdf")).map((f) => readFileSync(path.join(dir, f)));
});

async function rawPass(): Promise<number> {
  let pages = 0;
  for (const bytes of files) {
    const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n += 1) await (await doc.getPage(n)).getTextContent();
    pages += doc.numPages;
    await task.destroy();
  }
  return pages;
}

/** Posts every document (round-robin over `files`) with `CONCURRENCY` requests in flight. */
async function servicePass(baseUrl: string, apiKey: string, preset: string, count = files.length, onDone?: (i: number) => void): Promise<number> {
  let next = 0;
  let pages = 0;
  const bodies = files.map((bytes) => JSON.stringify({ file_base64: bytes.toString("base64"), preset }));
  async function lane(): Promise<void> {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${baseUrl}/api/v1/extract`, { method: "POST", headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" }, body: bodies[i % files.length] });
      if (res.status !== 200) throw new Error(`extract answered ${res.status}: ${await res.text()}`);
      pages += ((await res.json()) as { pages: number }).pages;
      onDone?.(i);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return pages;
}

async function pagesPerSecond(run: () => Promise<number>): Promise<{ pages: number; rate: number }> {
  const started = performance.now();
  const pages = await run();
  return { pages, rate: pages / ((performance.now() - started) / 1000) };
}

/** RSS of a process and all its descendants (the parser children are where pdf.js runs). */
function treeRssMib(pid: number): number {
  const children = readFileSafe(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSafe(`/proc/${pid}/status`))?.[1] ?? 0);
  return rssKb / 1024 + children.reduce((sum, child) => sum + treeRssMib(child), 0);
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const stack = await startOwnStack({ services: ["gateway", "extract-worker"], env: { EXTRACT_CONCURRENCY: String(CONCURRENCY), MAX_QUEUED_EXTRACTIONS: "1000" } });
try {
  await rawPass(); // warm-up
  await servicePass(stack.baseUrl, stack.apiKey, "full_text");
  const raw = await pagesPerSecond(rawPass);
  console.log(`raw pdf.js getTextContent (warm, 1 thread)    ${raw.pages} pages  ${raw.rate.toFixed(1)} pages/s`);
  for (const preset of ["full_text", "invoice"]) {
    const service = await pagesPerSecond(() => servicePass(stack.baseUrl, stack.apiKey, preset));
    console.log(`service, preset ${preset.padEnd(10)} (concurrency ${CONCURRENCY})  ${service.pages} pages  ${service.rate.toFixed(1)} pages/s  ratio ${(service.rate / raw.rate).toFixed(2)}× raw`);
  }
  const samples: number[] = [];
  const workerPid = stack.pids["extract-worker"]!;
  await servicePass(stack.baseUrl, stack.apiKey, "invoice", RSS_DOCUMENTS, (i) => {
    if (i % 50 === 0) samples.push(treeRssMib(workerPid));
  });
  const first = samples.slice(0, Math.ceil(samples.length / 4));
  const last = samples.slice(-Math.ceil(samples.length / 4));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`extract-worker RSS over ${RSS_DOCUMENTS} documents (worker + parser children): peak ${Math.max(...samples).toFixed(0)} MiB, first quarter mean ${mean(first).toFixed(0)} MiB, last quarter mean ${mean(last).toFixed(0)} MiB`);
} finally {
  await stack.stop();
}
