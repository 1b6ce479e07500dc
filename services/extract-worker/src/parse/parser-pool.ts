import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { AppError } from "@quire/contracts";
import type { PositionedDocument } from "../layout/types";
import { childEntry, type ChildEntry } from "./child-entry";
import type { FromChild, ParseOptions, ToChild } from "./protocol";
import { assertPdf } from "./sniff";

// A bounded pool of pre-warmed pdf.js child processes. Untrusted PDFs never touch the worker's
// own heap: each child parses one document at a time under a V8 heap cap, a resident-memory
// watchdog (pdf.js decodes streams into ArrayBuffers that the heap cap does not count) and a
// wall-clock kill. A child is replaced after `maxDocumentsPerChild` documents, when it stays
// large after a document (`recycleAboveRssMb`), and after any crash, timeout or memory blow-up,
// so no state outlives a bounded number of documents.
//
// Recycling has a price beyond the fork: a fresh child runs pdf.js cold, and its first ~100 pages
// take about twice the CPU of warm ones (V8 has not optimised the parser yet). Recycling every 50
// documents doubled the cost of a typical invoice, so the default is 500 and a retiring child's
// successor is forked before the old one is stopped.

export interface ParserPoolOptions {
  /** Parallel children (each parses one document at a time). */
  size: number;
  /** V8 old-space cap of a child, MB. */
  memoryMb: number;
  /** Resident-set cap of a child, MB (heap + decoded streams + code), enforced while it parses. Default memoryMb + 512 (a warm child sits near 150 MB). */
  rssLimitMb?: number;
  /** Replace a child whose resident set is still above this after a document, MB. Default memoryMb. */
  recycleAboveRssMb?: number;
  /** Default wall-clock limit per document, ms. */
  timeoutMs: number;
  /** Recycle a child after this many documents (default 500). */
  maxDocumentsPerChild?: number;
  /** Parse requests allowed to wait for a child before new ones are refused with pool_busy. */
  maxQueue?: number;
  logger?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
}

export interface ParseRequest extends ParseOptions {
  /** Overrides the pool's default time limit for this document. */
  timeoutMs?: number;
}

interface Job {
  bytes: Uint8Array;
  options: ParseOptions;
  timeoutMs: number;
  resolve: (doc: PositionedDocument) => void;
  reject: (error: AppError) => void;
}

interface Slot {
  proc: ChildProcess;
  ready: boolean;
  documents: number;
  /** Its successor is already forked (retired after its document limit or size). */
  replaced: boolean;
  job?: { id: number; job: Job; timer: NodeJS.Timeout; settled: boolean };
}

const WATCHDOG_INTERVAL_MS = 50;

/** Handed to every child: pdf.js's CMaps and standard fonts live in this directory. */
const PDFJS_ROOT = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** Resident set size of a process in MB, from /proc (Linux); undefined elsewhere. */
function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return undefined;
  }
}

export class ParserPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private entry: ChildEntry | undefined;
  private readonly started: Promise<void>;
  private readonly opts: Required<Omit<ParserPoolOptions, "logger">> & Pick<ParserPoolOptions, "logger">;
  private readonly watchdog: NodeJS.Timeout;
  private nextId = 1;
  private closing = false;

  constructor(options: ParserPoolOptions) {
    this.opts = {
      rssLimitMb: options.memoryMb + 512,
      recycleAboveRssMb: options.memoryMb,
      maxDocumentsPerChild: 500,
      maxQueue: 64,
      ...options,
    };
    this.started = childEntry().then((entry) => {
      this.entry = entry;
      this.opts.logger?.info?.({ entry: entry.kind }, "parser children start");
      if (this.closing) return;
      for (let i = 0; i < this.opts.size; i++) this.spawn();
    });
    this.watchdog = setInterval(() => this.checkMemory(), WATCHDOG_INTERVAL_MS);
    this.watchdog.unref();
  }

  /** Resolves once every child has loaded pdf.js (useful before benchmarks and in tests). */
  async warm(): Promise<void> {
    await this.started;
    const deadline = Date.now() + 30_000;
    while ([...this.slots].some((s) => !s.ready) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  /** Process ids of the current children (for metrics, and for tests that kill one). */
  childPids(): number[] {
    return [...this.slots].map((s) => s.proc.pid).filter((p): p is number => typeof p === "number");
  }

  parse(bytes: Uint8Array, request: ParseRequest): Promise<PositionedDocument> {
    if (this.closing) return Promise.reject(new AppError("not_ready", "The parser pool is shutting down."));
    try {
      assertPdf(bytes);
    } catch (error) {
      return Promise.reject(error);
    }
    if (this.queue.length >= this.opts.maxQueue) {
      return Promise.reject(new AppError("pool_busy", "The extraction pool is saturated.", { headers: { "Retry-After": "5" } }));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({
        bytes,
        options: { maxPages: request.maxPages, withGraphics: request.withGraphics },
        timeoutMs: request.timeoutMs ?? this.opts.timeoutMs,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.watchdog);
    for (const job of this.queue.splice(0)) job.reject(new AppError("not_ready", "The parser pool is shutting down."));
    await Promise.all([...this.slots].map((s) => this.stop(s, "SIGKILL")));
  }

  private spawn(): void {
    const entry = this.entry as ChildEntry;
    const proc = fork(entry.path, [PDFJS_ROOT], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${this.opts.memoryMb}`],
      serialization: "advanced",
      // The child sees no secrets: it gets an empty environment.
      env: {},
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    const slot: Slot = { proc, ready: false, documents: 0, replaced: false };
    this.slots.add(slot);
    let stderr = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString("utf8");
    });
    proc.on("message", (message: FromChild) => this.onMessage(slot, message));
    proc.on("error", () => undefined); // 'exit' follows; handled there
    proc.on("exit", (code, signal) => {
      this.slots.delete(slot);
      if (slot.job && !slot.job.settled) {
        this.opts.logger?.warn({ code, signal, stderr: stderr.slice(0, 1000) }, "parser child died mid-document");
        this.settle(slot, new AppError("unsupported_document", "The PDF crashed the parser."));
      }
      if (!this.closing && !slot.replaced) this.spawn();
      this.dispatch();
    });
  }

  private onMessage(slot: Slot, message: FromChild): void {
    if (message.type === "ready") {
      slot.ready = true;
      this.dispatch();
      return;
    }
    if (!slot.job || slot.job.id !== message.id || slot.job.settled) return;
    if (message.type === "done") this.settle(slot, message.document);
    else this.settle(slot, new AppError(message.code, message.message));
    slot.documents += 1;
    const running = slot.job;
    slot.job = undefined;
    clearTimeout(running.timer);
    const rss = rssMb(slot.proc.pid) ?? 0;
    if (slot.documents >= this.opts.maxDocumentsPerChild || rss > this.opts.recycleAboveRssMb) this.retire(slot, rss);
    else this.dispatch();
  }

  /** Fork the successor first, so the pool never waits for a child to start, then stop this one. */
  private retire(slot: Slot, rss: number): void {
    this.opts.logger?.info?.({ pid: slot.proc.pid, documents: slot.documents, rssMb: Math.round(rss) }, "parser child retired");
    slot.replaced = true;
    slot.ready = false;
    if (!this.closing) this.spawn();
    void this.stop(slot, "SIGTERM");
  }

  private settle(slot: Slot, outcome: PositionedDocument | AppError): void {
    const running = slot.job;
    if (!running || running.settled) return;
    running.settled = true;
    clearTimeout(running.timer);
    if (outcome instanceof AppError) running.job.reject(outcome);
    else running.job.resolve(outcome);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.ready || slot.job || !slot.proc.connected) continue;
      const job = this.queue.shift() as Job;
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.settle(slot, new AppError("render_timeout", `Parsing the document took longer than ${job.timeoutMs} ms.`));
        void this.stop(slot, "SIGKILL");
      }, job.timeoutMs);
      slot.job = { id, job, timer, settled: false };
      const message: ToChild = { type: "parse", id, bytes: job.bytes, options: job.options };
      slot.proc.send(message);
    }
  }

  private checkMemory(): void {
    for (const slot of this.slots) {
      if (!slot.job || slot.job.settled) continue;
      const rss = rssMb(slot.proc.pid);
      if (rss !== undefined && rss > this.opts.rssLimitMb) {
        this.settle(slot, new AppError("unsupported_document", "The PDF exceeded the parser's memory limit."));
        void this.stop(slot, "SIGKILL");
      }
    }
  }

  /** Take a child out of service; its 'exit' handler forks the replacement. */
  private stop(slot: Slot, signal: NodeJS.Signals): Promise<void> {
    slot.ready = false;
    if (slot.proc.exitCode !== null || slot.proc.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      slot.proc.once("exit", () => resolve());
      slot.proc.kill(signal);
    });
  }
}
