import type { Logger } from "pino";
import type { Browser } from "playwright-core";
import { BrowserCrashedError, RenderAbortedError, SupervisorClosedError } from "./chromium-errors";
import { launchFirstBrowser, type SandboxMode } from "./chromium-sandbox";
import { launchBrowser } from "./launch-browser";
import { createSlotGate, type SlotGate } from "./slot-gate";
import { PagePool, WarmUpScheduler, type PagePoolStats } from "./page-pool";
import { createLockedContext, disposePreparedPage, type PdfOptions, type PreparedPage } from "./prepare-page";
import { printPdf, type PageNumbering } from "./print-pdf";

export interface ChromiumSupervisorOptions {
  executablePath: string;
  /** Pages rendering at once; further callers wait for a slot. */
  concurrency: number;
  /** Renders after which the browser is replaced (planned restart). */
  restartAfter: number;
  /** `page`: fresh page per job in one locked context per browser; `context`: fresh context per job. */
  isolation: "page" | "context";
  /** Chromium's own sandbox around renderers (default `auto`, see chromium-sandbox.ts). */
  sandbox?: SandboxMode;
  /** Fresh pages kept ready ahead of demand (default: concurrency + 1). */
  spare?: number;
  /** PDF options of a typical job; when set, each prepared page prints a tiny document once. */
  warmUp?: PdfOptions | null;
  /**
   * Warm-ups wait this long after the last moment every slot was busy (default 1 s). A warm-up
   * costs Chromium ~80 ms of CPU to save a job ~35 ms: worth it while cores are spare, a loss at
   * full load, where it would take the CPU from the jobs themselves.
   */
  warmUpQuietMs?: number;
  logger: Logger;
}

export interface ChromiumStats {
  /** Browser replacements, planned (after N renders) and after crashes. */
  restarts: number;
  crashes: number;
  renders: number;
  /** Pages handed out without their warm-up print (no idle moment came first, or a job found the pool empty). */
  coldPages: number;
  readyPages: number;
  activeRenders: number;
  /** Whether the browser runs with Chromium's sandbox (decided at the first launch). */
  sandboxed: boolean;
  /** The current browser's page pool (empty before the first launch). */
  pool: PagePoolStats;
  /** Pooled pages waiting for an idle moment to warm up. */
  waitingForIdle: number;
  /** `PreparedPage.id` of the page the last render took (undefined before the first). */
  lastLeasedPage: number | undefined;
}

interface Generation {
  id: number;
  browser: Browser;
  pool: PagePool;
  renders: number;
  inFlight: number;
  dead: boolean;
  retiring: boolean;
  closing: boolean;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new RenderAbortedError("render budget spent"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RenderAbortedError("render budget spent"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * One Chromium per process. Every render gets a page no other job has used, taken from a small pool
 * prepared ahead of time (in Chromium's idle moments) so isolation costs nothing on the request
 * path. The browser is replaced after `restartAfter` renders, and relaunched after a crash; renders
 * caught in a crash fail fast with BrowserCrashedError instead of hanging.
 */
export class ChromiumSupervisor {
  private readonly options: Required<Omit<ChromiumSupervisorOptions, "warmUp">> & { warmUp: PdfOptions | null };
  private readonly log: Logger;
  private readonly generations = new Set<Generation>();
  private current: Generation | undefined;
  private launching: Promise<Generation> | undefined;
  private launched = 0;
  /** Decided by the first launch; every later browser is launched the same way. */
  private sandboxed: boolean | undefined;
  private closed = false;
  private readonly slots: SlotGate;
  private readonly scheduler: WarmUpScheduler;
  private readonly counters = { restarts: 0, crashes: 0, renders: 0, coldPages: 0 };
  private lastLeasedPage: number | undefined;

  constructor({ logger, spare, warmUp, warmUpQuietMs, ...options }: ChromiumSupervisorOptions) {
    this.options = {
      ...options,
      logger,
      sandbox: options.sandbox ?? "auto",
      spare: spare ?? options.concurrency + 1,
      warmUp: warmUp ?? null,
      warmUpQuietMs: warmUpQuietMs ?? 1_000,
    };
    this.log = logger;
    this.slots = createSlotGate(options.concurrency);
    this.scheduler = new WarmUpScheduler(options.concurrency, this.options.warmUpQuietMs);
  }

  /** Launches the browser and fills the page pool, so the first job does not pay for either. */
  async start(): Promise<void> {
    const generation = await this.generation();
    // Warmed up too, when warm-ups are on; a warm-up that keeps failing must not hold the start up.
    const deadline = Date.now() + 15_000;
    while (generation.pool.settling && !generation.dead && !this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  stats(): ChromiumStats {
    const pool = this.current?.pool.stats() ?? { ready: [], opening: 0 };
    return {
      ...this.counters,
      readyPages: pool.ready.length,
      activeRenders: this.scheduler.activeRenders,
      sandboxed: this.sandboxed === true,
      pool,
      waitingForIdle: this.scheduler.waiting,
      lastLeasedPage: this.lastLeasedPage,
    };
  }

  /**
   * Prints `html` to PDF on a fresh page (see `printPdf` for `numbering`). Rejects with
   * RenderAbortedError when `signal` fires.
   */
  async renderPdf({
    html,
    pdfOptions,
    signal,
    numbering,
  }: {
    html: string;
    pdfOptions: PdfOptions;
    signal: AbortSignal;
    numbering?: PageNumbering;
  }): Promise<Buffer> {
    if (this.closed) throw new SupervisorClosedError("Chromium supervisor is closed");
    await this.slots.acquire(signal);
    // Counted from before the lease: taking a page starts preparing its replacement, and that
    // preparation must wait for this render rather than spawn a renderer process beside it.
    this.scheduler.renderStarted();
    try {
      const { generation, prepared } = await this.leasePage(signal);
      return await this.printOn(generation, prepared, { html, pdfOptions, signal, numbering });
    } finally {
      this.scheduler.renderEnded();
      this.slots.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.scheduler.close();
    await this.launching?.catch(() => undefined);
    await Promise.all([...this.generations].map((generation) => this.closeGeneration(generation)));
    this.slots.drain();
  }

  /**
   * A fresh page and the generation it belongs to, counted in the generation's `inFlight` so a
   * planned restart cannot close the browser under it. If the browser is replaced or dies while the
   * page is being prepared, the new browser gets one more try.
   */
  private async leasePage(signal: AbortSignal): Promise<{ generation: Generation; prepared: PreparedPage }> {
    for (let attempt = 0; ; attempt++) {
      const generation = await abortable(this.generation(), signal);
      generation.inFlight++;
      const pending = generation.pool.take();
      try {
        const prepared = await abortable(pending, signal);
        this.lastLeasedPage = prepared.id;
        return { generation, prepared };
      } catch (error) {
        void pending.then(disposePreparedPage, () => undefined);
        generation.inFlight--;
        this.afterRelease(generation);
        const replaced = generation.dead || generation !== this.current;
        if (attempt === 0 && replaced && !signal.aborted && !this.closed) continue;
        if (generation.dead) throw new BrowserCrashedError("Chromium crashed while preparing a page", { cause: error });
        throw error;
      }
    }
  }

  private async printOn(
    generation: Generation,
    prepared: PreparedPage,
    { html, pdfOptions, signal, numbering }: { html: string; pdfOptions: PdfOptions; signal: AbortSignal; numbering?: PageNumbering },
  ): Promise<Buffer> {
    let pageCrashed = false;
    prepared.page.once("crash", () => {
      pageCrashed = true;
    });
    // Closing the page is the only way to stop a long layout or print; it rejects both calls below.
    const onAbort = () => void disposePreparedPage(prepared);
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      if (signal.aborted) throw new RenderAbortedError("render budget spent");
      return await printPdf(prepared.page, { html, pdfOptions, numbering });
    } catch (error) {
      if (signal.aborted) throw new RenderAbortedError("render budget spent", { cause: error });
      if (generation.dead || pageCrashed) throw new BrowserCrashedError("Chromium crashed during the render", { cause: error });
      throw error;
    } finally {
      signal.removeEventListener("abort", onAbort);
      generation.inFlight--;
      generation.renders++;
      this.counters.renders++;
      void disposePreparedPage(prepared);
      this.afterRelease(generation);
    }
  }

  private generation(): Promise<Generation> {
    if (this.closed) return Promise.reject(new SupervisorClosedError("Chromium supervisor is closed"));
    const current = this.current;
    if (current && !current.dead) return Promise.resolve(current);
    this.launching ??= this.launchGeneration().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  private async launchGeneration(): Promise<Generation> {
    if (this.closed) throw new SupervisorClosedError("Chromium supervisor is closed");
    const started = Date.now();
    const browser = await this.launchNextBrowser();
    const sharedContext =
      this.options.isolation === "page"
        ? await createLockedContext(browser).catch(async (error: unknown) => {
            await browser.close().catch(() => undefined);
            throw error;
          })
        : undefined;
    const id = ++this.launched;
    const { spare, concurrency, warmUp } = this.options;
    const pool = new PagePool({
      browser: { browser, sharedContext },
      spare,
      concurrency,
      warmUp,
      scheduler: this.scheduler,
      inService: () => !this.closed && !generation.dead && !generation.retiring,
      onColdPage: () => this.counters.coldPages++,
      logger: this.log.child({ generation: id }),
    });
    const generation: Generation = { id, browser, pool, renders: 0, inFlight: 0, dead: false, retiring: false, closing: false };
    this.generations.add(generation);
    browser.on("disconnected", () => this.onDisconnected(generation));
    if (this.closed) {
      await this.closeGeneration(generation);
      throw new SupervisorClosedError("Chromium supervisor is closed");
    }
    const previous = this.current;
    this.current = generation;
    if (generation.id > 1) this.counters.restarts++;
    this.log.info({ generation: generation.id, launchMs: Date.now() - started, sandboxed: this.sandboxed }, "chromium started");
    if (previous) this.retire(previous);
    generation.pool.refill();
    return generation;
  }

  /** The first launch decides the sandbox (see chromium-sandbox.ts); every later one reuses it. */
  private async launchNextBrowser(): Promise<Browser> {
    const { executablePath, sandbox: mode } = this.options;
    if (this.sandboxed !== undefined) return launchBrowser({ executablePath, sandbox: this.sandboxed });
    const { browser, sandboxed } = await launchFirstBrowser({ executablePath, mode, logger: this.log });
    this.sandboxed = sandboxed;
    return browser;
  }

  private onDisconnected(generation: Generation): void {
    this.generations.delete(generation);
    if (generation.closing) return;
    generation.dead = true;
    generation.pool.drain();
    this.counters.crashes++;
    this.log.error({ generation: generation.id, inFlight: generation.inFlight }, "chromium disconnected unexpectedly; relaunching");
    if (this.current === generation) this.current = undefined;
    if (!this.closed) this.generation().catch((error: unknown) => this.log.error({ err: error }, "chromium relaunch failed"));
  }

  private afterRelease(generation: Generation): void {
    if (generation !== this.current) {
      if (generation.inFlight === 0) void this.closeGeneration(generation);
      return;
    }
    if (generation.renders >= this.options.restartAfter && !generation.retiring && !this.launching && !this.closed) {
      // The old browser keeps serving from its pool until the new one is up, so a planned restart
      // never stalls a job on a browser launch.
      generation.retiring = true;
      this.launching = this.launchGeneration().finally(() => {
        this.launching = undefined;
      });
      this.launching.catch((error: unknown) => {
        generation.retiring = false;
        this.log.error({ err: error }, "planned chromium restart failed; keeping the current browser");
      });
      return;
    }
    generation.pool.refill();
  }

  private retire(generation: Generation): void {
    generation.retiring = true;
    for (const prepared of generation.pool.drain()) void disposePreparedPage(prepared);
    if (generation.inFlight === 0) void this.closeGeneration(generation);
  }

  private async closeGeneration(generation: Generation): Promise<void> {
    if (generation.closing) return;
    generation.closing = true;
    this.generations.delete(generation);
    await generation.browser.close().catch(() => undefined);
  }
}
