import type { Logger } from "pino";
import type { Browser, BrowserContext } from "playwright-core";
import { BrowserCrashedError, RenderAbortedError, SupervisorClosedError } from "./chromium-errors";
import { launchFirstBrowser, type SandboxMode } from "./chromium-sandbox";
import { launchBrowser } from "./launch-browser";
import { createSlotGate, type SlotGate } from "./slot-gate";
import { createLockedContext, disposePreparedPage, openFreshPage, warmUpWhenIdle, type PdfOptions, type PreparedPage } from "./prepare-page";

/** Runs in the page (the worker has no DOM typings, hence the narrow structural type). */
function fillSlots(values: Record<string, string>): void {
  type Slot = { getAttribute(name: string): string | null; textContent: string | null };
  const page = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<Slot> } };
  for (const slot of page.document.querySelectorAll("[data-pdf-fill]")) {
    const value = values[slot.getAttribute("data-pdf-fill") ?? ""];
    if (value !== undefined) slot.textContent = value;
  }
}

/** Reads a first print and returns slot texts for a second one (see `renderPdf`), or null. */
export type PdfRevision = (firstPdf: Buffer) => Promise<Record<string, string> | null>;

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
}

interface Generation {
  id: number;
  browser: Browser;
  sharedContext: BrowserContext | undefined;
  ready: PreparedPage[];
  preparing: number;
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
  private busy = 0;
  /** The last moment every slot was busy (ms since the epoch; 0 = never). */
  private saturatedAt = 0;
  private readonly idleWaiters = new Set<(idle: boolean) => void>();
  private readonly counters = { restarts: 0, crashes: 0, renders: 0, coldPages: 0 };

  constructor({ logger, spare, warmUp, warmUpQuietMs, ...options }: ChromiumSupervisorOptions) {
    this.options = {
      ...options, logger, sandbox: options.sandbox ?? "auto", spare: spare ?? options.concurrency + 1, warmUp: warmUp ?? null, warmUpQuietMs: warmUpQuietMs ?? 1_000,
    };
    this.log = logger;
    this.slots = createSlotGate(options.concurrency);
  }

  /** Launches the browser and fills the page pool, so the first job does not pay for either. */
  async start(): Promise<void> {
    const generation = await this.generation();
    // Warmed up too, when warm-ups are on; a warm-up that keeps failing must not hold the start up.
    const deadline = Date.now() + 15_000;
    const unready = () => generation.preparing > 0 || (this.options.warmUp !== null && generation.ready.some((page) => !page.warmedUp));
    while (unready() && !generation.dead && !this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  stats(): ChromiumStats {
    return { ...this.counters, readyPages: this.current?.ready.length ?? 0, activeRenders: this.busy, sandboxed: this.sandboxed === true };
  }

  /**
   * Prints `html` to PDF on a fresh page. Rejects with RenderAbortedError when `signal` fires.
   * With `revise`, the first print is handed to it; the text it returns for each
   * `[data-pdf-fill="<key>"]` element is set on the same laid-out page, which is printed again
   * (how the table of contents learns its page numbers). Returning null keeps the first print.
   */
  async renderPdf({ html, pdfOptions, signal, revise }: { html: string; pdfOptions: PdfOptions; signal: AbortSignal; revise?: PdfRevision }): Promise<Buffer> {
    if (this.closed) throw new SupervisorClosedError("Chromium supervisor is closed");
    await this.slots.acquire(signal);
    // Counted from before the lease: taking a page starts preparing its replacement, and that
    // preparation must wait for this render rather than spawn a renderer process beside it.
    this.busy++;
    this.noteSaturation();
    try {
      const { generation, prepared } = await this.leasePage(signal);
      return await this.printOn(generation, prepared, { html, pdfOptions, signal, revise });
    } finally {
      this.noteSaturation();
      this.busy--;
      if (this.busy === 0) this.wakeIdleWaiters(true);
      this.slots.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.launching?.catch(() => undefined);
    await Promise.all([...this.generations].map((generation) => this.closeGeneration(generation)));
    this.slots.drain();
    this.wakeIdleWaiters(false);
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
      const pending = this.takePage(generation);
      try {
        return { generation, prepared: await abortable(pending, signal) };
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

  private async printOn(generation: Generation, prepared: PreparedPage, { html, pdfOptions, signal, revise }: { html: string; pdfOptions: PdfOptions; signal: AbortSignal; revise?: PdfRevision }): Promise<Buffer> {
    const { page } = prepared;
    let pageCrashed = false;
    page.once("crash", () => {
      pageCrashed = true;
    });
    // Closing the page is the only way to stop a long layout or print; it rejects both calls below.
    const onAbort = () => void disposePreparedPage(prepared);
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      if (signal.aborted) throw new RenderAbortedError("render budget spent");
      await page.setContent(html, { waitUntil: "load", timeout: 0 });
      // Bundled fonts are font-display: swap, so a print before a face arrives would embed the
      // fallback. Like fillSlots, this runs in Playwright's world; page scripts stay disabled.
      await page.evaluate("document.fonts.ready.then(() => undefined)");
      const first = await page.pdf(pdfOptions);
      const fills = revise ? await revise(first) : null;
      if (!fills) return first;
      // Runs in Playwright's utility world: the page's own JavaScript stays disabled.
      await page.evaluate(fillSlots, fills);
      return await page.pdf(pdfOptions);
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
    const sharedContext = this.options.isolation === "page" ? await createLockedContext(browser).catch(async (error: unknown) => {
      await browser.close().catch(() => undefined);
      throw error;
    }) : undefined;
    const generation: Generation = {
      id: ++this.launched, browser, sharedContext, ready: [], preparing: 0, renders: 0, inFlight: 0, dead: false, retiring: false, closing: false,
    };
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
    this.refill(generation);
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
    generation.ready.length = 0;
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
    this.refill(generation);
  }

  private retire(generation: Generation): void {
    generation.retiring = true;
    for (const prepared of generation.ready.splice(0)) void disposePreparedPage(prepared);
    if (generation.inFlight === 0) void this.closeGeneration(generation);
  }

  private async closeGeneration(generation: Generation): Promise<void> {
    if (generation.closing) return;
    generation.closing = true;
    this.generations.delete(generation);
    await generation.browser.close().catch(() => undefined);
  }

  private async takePage(generation: Generation): Promise<PreparedPage> {
    // A warmed-up page if there is one, else a cold one with no warm-up step running (the oldest
    // first); an empty pool (a burst, or a browser that just started) means opening one now.
    const rank = (candidate: PreparedPage) => (candidate.warmedUp ? 0 : candidate.step ? 2 : 1);
    const best = generation.ready.reduce((chosen, candidate, index) => (rank(candidate) < rank(generation.ready[chosen]!) ? index : chosen), 0);
    const [ready] = generation.ready.splice(best, 1);
    // Opening a page beside a print slows the print (~15 ms of a 25 ms one-page print, measured):
    // only as many as another slot could need now; the rest follow when a render ends.
    this.refill(generation, Math.min(this.options.spare, this.options.concurrency));
    const prepared = ready ?? (await openFreshPage(generation));
    prepared.leased = true;
    prepared.stopWaiting?.();
    // A warm-up step already running finishes first (at most a one-line print); none follows.
    await prepared.step?.catch(() => undefined);
    if (this.options.warmUp && !prepared.warmedUp) this.counters.coldPages++;
    return prepared;
  }

  private refill(generation: Generation, target = this.options.spare): void {
    while (!this.closed && !generation.dead && !generation.retiring && generation.ready.length + generation.preparing < target) {
      generation.preparing++;
      void this.prepareInBackground(generation);
    }
  }

  /**
   * Opens a page at once, without waiting for Chromium to be idle: a job that later finds the pool
   * empty would pay for opening it on its own latency. Only the warm-up waits for idle time, while
   * the page already sits in the pool, so a job can take it cold rather than wait.
   */
  private async prepareInBackground(generation: Generation): Promise<void> {
    let prepared: PreparedPage;
    try {
      prepared = await openFreshPage(generation);
    } catch (error) {
      if (!generation.dead && !this.closed) this.log.warn({ err: error, generation: generation.id }, "preparing a chromium page failed");
      return;
    } finally {
      generation.preparing--;
    }
    if (this.closed || generation.dead || generation.retiring) {
      void disposePreparedPage(prepared);
      return;
    }
    generation.ready.push(prepared);
    if (!this.options.warmUp) return;
    await warmUpWhenIdle(prepared, { pdfOptions: this.options.warmUp, whenIdle: () => this.chromiumIdle(prepared) }).catch((error: unknown) => {
      // A page closed under its warm-up (restart, crash, shutdown) is already out of the pool.
      if (prepared.leased || generation.dead || generation.retiring || this.closed) return;
      const index = generation.ready.indexOf(prepared);
      if (index !== -1) generation.ready.splice(index, 1);
      void disposePreparedPage(prepared);
      this.log.warn({ err: error, generation: generation.id }, "warming up a chromium page failed");
      this.refill(generation);
    });
  }

  private noteSaturation(): void {
    if (this.busy >= this.options.concurrency) this.saturatedAt = Date.now();
  }

  /**
   * True once no render is running and no slot has been short for `warmUpQuietMs`; false on close,
   * or once a job has taken `prepared` (its waiter goes then, so a pool under sustained load does
   * not collect waiters of used pages).
   */
  private async chromiumIdle(prepared: PreparedPage): Promise<boolean> {
    for (;;) {
      if (this.closed || prepared.leased) return false;
      const quietLeft = this.saturatedAt + this.options.warmUpQuietMs - Date.now();
      if (this.busy === 0 && quietLeft <= 0) return true;
      // While renders run, until the next idle moment; while idle, until the quiet time is over.
      if (!(await this.nextIdleMoment(prepared, this.busy > 0 ? undefined : quietLeft))) return false;
    }
  }

  /**
   * True at the next idle moment or once `ms` (when given) have passed; false at once when the
   * supervisor closes or a job takes `prepared`.
   */
  private nextIdleMoment(prepared: PreparedPage, ms?: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(() => wake(true), ms);
      const wake = (idle: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        prepared.stopWaiting = undefined;
        resolve(idle);
      };
      this.idleWaiters.add(wake);
      prepared.stopWaiting = () => wake(false);
    });
  }

  private wakeIdleWaiters(idle: boolean): void {
    for (const wake of [...this.idleWaiters]) wake(idle);
  }
}
