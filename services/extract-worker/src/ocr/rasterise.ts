import { fork, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { AppError } from "@quire/contracts";
import { OCR_MAX_PIXELS } from "./raster-scale";
import type { FromRasterChild, RasterPage, RasterRequest } from "./raster-protocol";

// Draws PDF pages to grey images in a throwaway child process: one child per OCR call, killed at
// the end, so a hostile PDF's image decoders never run in the worker and nothing outlives the call.
// The child gets no environment (no secrets), a V8 heap cap, a resident-memory cap (canvas and
// image buffers live outside the V8 heap) and a wall-clock limit. Loading pdf.js takes 0.5–2.5 s,
// so one spare child is kept loaded and idle: a call takes it and a new spare starts behind it.

export interface RasteriseOptions {
  /** Highest resolution a page is drawn at; a scan is drawn at its own resolution when lower (raster-scale.ts). */
  dpi: number;
  /** Largest page image OCR is fed, in pixels (tesseract's time grows with them). */
  maxPixels: number;
  timeoutMs: number;
  /** V8 old-space cap, MB. */
  memoryMb: number;
  /** Resident-set cap, MB (pdf.js + canvas + one page image). */
  rssLimitMb: number;
}

export const DEFAULT_RASTER_OPTIONS: RasteriseOptions = { dpi: 300, maxPixels: OCR_MAX_PIXELS, timeoutMs: 120_000, memoryMb: 512, rssLimitMb: 1024 };

interface Child {
  proc: ChildProcess;
  ready: Promise<boolean>;
}

/** Built JavaScript beside us (production) or in the package's dist/ (source runs; see parse/child-entry.ts); tsx otherwise. */
function childEntry(): { path: string; execArgv: string[] } {
  for (const relative of ["./raster-child.js", "../../dist/raster-child.js"]) {
    const js = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(js)) return { path: js, execArgv: [] };
  }
  const tsx = createRequire(import.meta.url).resolve("tsx");
  return { path: fileURLToPath(new URL("./raster-child.ts", import.meta.url)), execArgv: ["--import", pathToFileURL(tsx).href] };
}

function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    return (Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096) / (1024 * 1024);
  } catch {
    return undefined;
  }
}

export class Rasteriser {
  private readonly opts: RasteriseOptions;
  private readonly entry = childEntry();
  private spare?: Child;
  private closed = false;

  constructor(options: Partial<RasteriseOptions> = {}) {
    this.opts = { ...DEFAULT_RASTER_OPTIONS, ...options };
  }

  get dpi(): number {
    return this.opts.dpi;
  }

  /**
   * Rasterises `pages` and hands each image to `onPage` as soon as it is drawn (OCR of page 1
   * overlaps drawing page 2). Resolves when every page was delivered; rejects with an AppError
   * when the child fails, dies, times out or grows past its memory cap.
   */
  async rasterise(bytes: Uint8Array, pages: number[], onPage: (page: RasterPage) => void): Promise<void> {
    if (this.closed) throw new AppError("not_ready", "The rasteriser is shutting down.");
    const child = this.spare ?? this.spawn();
    this.spare = undefined;
    try {
      if (!(await child.ready)) throw new AppError("internal_error", "The rasteriser did not start.");
      await this.run(child.proc, bytes, pages, onPage);
    } finally {
      child.proc.kill("SIGKILL");
      // Two calls at once both start a spare; keep one.
      if (!this.closed && !this.spare) this.spare = this.spawn();
    }
  }

  /** Starts the spare child now (so the first OCR call does not wait for pdf.js to load). */
  warm(): Promise<boolean> {
    this.spare ??= this.spawn();
    return this.spare.ready;
  }

  close(): void {
    this.closed = true;
    this.spare?.proc.kill("SIGKILL");
    this.spare = undefined;
  }

  private spawn(): Child {
    const proc = fork(this.entry.path, [], {
      execArgv: [...this.entry.execArgv, `--max-old-space-size=${this.opts.memoryMb}`],
      serialization: "advanced",
      env: {},
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    proc.on("error", () => undefined); // 'exit' follows
    const ready = new Promise<boolean>((resolve) => {
      proc.once("message", (m: FromRasterChild) => {
        // Loaded and idle: a spare must not keep the worker process alive on its own.
        proc.unref();
        proc.channel?.unref();
        resolve(m.type === "ready");
      });
      proc.once("exit", () => resolve(false));
    });
    return { proc, ready };
  }

  private run(proc: ChildProcess, bytes: Uint8Array, pages: number[], onPage: (page: RasterPage) => void): Promise<void> {
    proc.ref();
    proc.channel?.ref();
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const finish = (error?: AppError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watchdog);
        proc.off("message", onMessage);
        proc.channel?.unref();
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(
        () => finish(new AppError("render_timeout", `Rasterising the scanned pages took longer than ${this.opts.timeoutMs} ms.`)),
        this.opts.timeoutMs,
      );
      const watchdog = setInterval(() => {
        const rss = rssMb(proc.pid);
        if (rss !== undefined && rss > this.opts.rssLimitMb) finish(new AppError("unsupported_document", "The PDF exceeded the rasteriser's memory limit."));
      }, 50);
      const onMessage = (message: FromRasterChild) => {
        if (message.type === "page") {
          const p = message.page;
          onPage({ ...p, grey: new Uint8Array(p.grey.buffer, p.grey.byteOffset, p.grey.byteLength) });
        } else if (message.type === "done") finish();
        else if (message.type === "failed") finish(new AppError("unsupported_document", message.message));
      };
      proc.on("message", onMessage);
      proc.once("exit", () => finish(new AppError("unsupported_document", "The PDF crashed the rasteriser.")));
      const request: RasterRequest = { type: "rasterise", bytes, pages, maxDpi: this.opts.dpi, maxPixels: this.opts.maxPixels };
      proc.send(request);
    });
  }
}
