// `pnpm bench extract [--quick]`: pages/s of the deterministic tier through the full service path
// (HTTP → gateway → queue → extract-worker → sandboxed pdf.js → rules → envelope) against raw pdf.js
// `getTextContent` over the same PDFs in the same run, and the extract-worker's RSS (with its
// parser children) over many documents. Not a test: it prints a report.
//
// The machine is usually shared, so besides wall-clock pages/s it prints pages per CPU-second:
// the raw pass's own CPU, and for the service the CPU of the gateway and extract-worker process
// trees (parser children included; Postgres and Redis not). That ratio moves far less with load.
//
// pdf.js's legacy build replaces Array.prototype.push and JSON.parse/stringify with core-js
// polyfills; the service puts V8's back (packages/pdfjs). The raw baseline is measured both ways
// and the service compared with the faster one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { restoreNativeBuiltins } from "@quire/pdfjs";
import { startOwnStack } from "../scripts/own-stack";

const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
const shipped = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
function usePolyfills(on: boolean): void {
  if (!on) return restoreNativeBuiltins();
  // eslint-disable-next-line no-extend-native -- the polyfill pdf.js installed, put back for one pass
  Array.prototype.push = shipped.push;
  JSON.parse = shipped.parse;
  JSON.stringify = shipped.stringify;
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const quick = process.argv.includes("--quick");
const corporaAt = process.argv.indexOf("--corpora");
/** The development corpora: `--corpora DIR`, by default ../shared/corpora beside the repository. */
const corpora = path.resolve(corporaAt >= 0 ? process.argv[corporaAt + 1]! : path.join(root, "..", "shared", "corpora"));
const RSS_DOCUMENTS = quick ? 200 : 1000;
/** Jobs the extract-worker runs at once (parser children): one per core of the reference machine. */
const CONCURRENCY = 2;
/**
 * Requests the client keeps in flight. With only CONCURRENCY of them a parser child idles while its
 * next request is in the gateway and queue; twice as many keep the queue from running dry.
 */
const IN_FLIGHT = [CONCURRENCY, 2 * CONCURRENCY];

const files = ["invoices-dev", "tables-dev"].flatMap((corpus) => {
  const dir = path.join(corpora, corpus, "pdf");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".pdf"))
    .map((f) => readFileSync(path.join(dir, f)));
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

/** Posts every document (round-robin over `files`) with `inFlight` requests in flight. */
async function servicePass(
  baseUrl: string,
  apiKey: string,
  preset: string,
  inFlight: number,
  count = files.length,
  onDone?: (i: number) => void,
): Promise<number> {
  let next = 0;
  let pages = 0;
  const bodies = files.map((bytes) => JSON.stringify({ file_base64: bytes.toString("base64"), preset }));
  async function lane(): Promise<void> {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${baseUrl}/api/v1/extract`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: bodies[i % files.length],
      });
      if (res.status !== 200) throw new Error(`extract answered ${res.status}: ${await res.text()}`);
      pages += ((await res.json()) as { pages: number }).pages;
      onDone?.(i);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, lane));
  return pages;
}

interface Rate {
  pages: number;
  /** Pages per wall-clock second. */
  rate: number;
  /** Pages per CPU-second of the measured processes. */
  perCpu: number;
}

async function measure(run: () => Promise<number>, cpuSeconds: () => number): Promise<Rate> {
  const started = performance.now();
  const cpu = cpuSeconds();
  const pages = await run();
  return { pages, rate: pages / ((performance.now() - started) / 1000), perCpu: pages / (cpuSeconds() - cpu) };
}

function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU of a process tree: its own, its reaped children's (cutime/cstime) and its live descendants'. */
function treeCpuSeconds(pid: number): number {
  const stat = readFileSafe(`/proc/${pid}/stat`);
  // Fields after the ")" that closes the command name: utime, stime, cutime, cstime are 14-17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const own = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / TICKS_PER_SECOND;
  return own + childPids(pid).reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

function childPids(pid: number): number[] {
  return readFileSafe(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);
}

/** RSS of a process and all its descendants (the parser children are where pdf.js runs). */
function treeRssMib(pid: number): number {
  const children = childPids(pid);
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

const stack = await startOwnStack({
  services: ["gateway", "extract-worker"],
  env: { EXTRACT_CONCURRENCY: String(CONCURRENCY), MAX_QUEUED_EXTRACTIONS: "1000" },
});
const stackCpuSeconds = () => Object.values(stack.pids).reduce((sum, pid) => sum + treeCpuSeconds(pid), 0);
const line = (label: string, r: Rate, vs?: Rate) =>
  `${label.padEnd(46)} ${r.pages} pages  ${r.rate.toFixed(1).padStart(6)} pages/s  ${r.perCpu.toFixed(1).padStart(6)} pages/CPU-s` +
  (vs ? `  ratio ${(r.rate / vs.rate).toFixed(2)}× raw (CPU: ${(r.perCpu / vs.perCpu).toFixed(2)}×)` : "");
try {
  usePolyfills(false);
  await rawPass(); // warm-up
  await servicePass(stack.baseUrl, stack.apiKey, "full_text", CONCURRENCY);
  usePolyfills(true);
  const shippedRaw = await measure(rawPass, ownCpuSeconds);
  usePolyfills(false);
  const raw = await measure(rawPass, ownCpuSeconds);
  console.log(line("raw pdf.js getTextContent, core-js polyfills", shippedRaw));
  console.log(line("raw pdf.js getTextContent, V8 builtins", raw));
  for (const preset of ["full_text", "invoice"]) {
    for (const inFlight of IN_FLIGHT) {
      const service = await measure(() => servicePass(stack.baseUrl, stack.apiKey, preset, inFlight), stackCpuSeconds);
      console.log(line(`service, ${preset}, ${CONCURRENCY} jobs, ${inFlight} in flight`, service, raw));
    }
  }
  const samples: number[] = [];
  const workerPid = stack.pids["extract-worker"]!;
  await servicePass(stack.baseUrl, stack.apiKey, "invoice", CONCURRENCY, RSS_DOCUMENTS, (i) => {
    if (i % 50 === 0) samples.push(treeRssMib(workerPid));
  });
  const first = samples.slice(0, Math.ceil(samples.length / 4));
  const last = samples.slice(-Math.ceil(samples.length / 4));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `extract-worker RSS over ${RSS_DOCUMENTS} documents (worker + parser children): peak ${Math.max(...samples).toFixed(0)} MiB, first quarter mean ${mean(first).toFixed(0)} MiB, last quarter mean ${mean(last).toFixed(0)} MiB`,
  );
} finally {
  await stack.stop();
}
