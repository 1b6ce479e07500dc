import type { Logger } from "pino";
import type { Browser, BrowserContext } from "playwright-core";
import { disposePreparedPage, openFreshPage, warmUpWhenIdle, type PdfOptions, type PreparedPage } from "./prepare-page";

/**
 * Decides when Chromium is idle enough for a warm-up print. Shared by every browser generation:
 * the renders it counts run on whichever browser is current.
 */
export class WarmUpScheduler {
  private busy = 0;
  /** The last moment every slot was busy (ms since the epoch; 0 = never). */
  private saturatedAt = 0;
  private closed = false;
  private readonly idleWaiters = new Set<(idle: boolean) => void>();

  /**
   * @param concurrency slots; all of them busy at once holds warm-ups back for `quietMs`
   * @param quietMs a warm-up costs Chromium ~80 ms of CPU to save a job ~35 ms: worth it while
   *   cores are spare, a loss at full load, where it would take the CPU from the jobs themselves
   */
  constructor(
    private readonly concurrency: number,
    private readonly quietMs: number,
  ) {}

  /** Renders holding a slot right now. */
  get activeRenders(): number {
    return this.busy;
  }

  /** Pages waiting for an idle moment to warm up. */
  get waiting(): number {
    return this.idleWaiters.size;
  }

  renderStarted(): void {
    this.busy++;
    this.noteSaturation();
  }

  renderEnded(): void {
    this.noteSaturation();
    this.busy--;
    if (this.busy === 0) this.wakeIdleWaiters(true);
  }

  close(): void {
    this.closed = true;
    this.wakeIdleWaiters(false);
  }

  /**
   * True once no render is running and no slot has been short for `quietMs`; false on close, or
   * once a job has taken `prepared` (its waiter goes then, so a pool under sustained load does not
   * collect waiters of used pages).
   */
  async idleFor(prepared: PreparedPage): Promise<boolean> {
    for (;;) {
      if (this.closed || prepared.leased) return false;
      const quietLeft = this.saturatedAt + this.quietMs - Date.now();
      if (this.busy === 0 && quietLeft <= 0) return true;
      // While renders run, until the next idle moment; while idle, until the quiet time is over.
      if (!(await this.nextIdleMoment(prepared, this.busy > 0 ? undefined : quietLeft))) return false;
    }
  }

  private noteSaturation(): void {
    if (this.busy >= this.concurrency) this.saturatedAt = Date.now();
  }

  /**
   * True at the next idle moment or once `ms` (when given) have passed; false at once when the
   * scheduler closes or a job takes `prepared`.
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

export interface PagePoolStats {
  /** Pages in the pool, oldest first, by the number each got when it was opened (`PreparedPage.id`). */
  ready: Array<{ id: number; warmedUp: boolean }>;
  /** Pages being opened for the pool. */
  opening: number;
}

export interface PagePoolOptions {
  /** Where pages are opened: the browser, and its shared locked context under `page` isolation. */
  browser: { browser: Browser; sharedContext: BrowserContext | undefined };
  /** Fresh pages kept ready ahead of demand. */
  spare: number;
  /** Slots that may take a page at once. */
  concurrency: number;
  /** PDF options of a typical job; when set, each pooled page prints a tiny document once, in idle time. */
  warmUp: PdfOptions | null;
  scheduler: WarmUpScheduler;
  /** False once the browser is closing, retiring or dead: no page is opened or kept for it then. */
  inService: () => boolean;
  /** Called when a job takes a page that has not printed its warm-up. */
  onColdPage: () => void;
  logger: Logger;
}

/**
 * One browser's fresh pages, opened ahead of demand and warmed up in Chromium's idle moments, so
 * a job's isolation costs nothing on the request path. No page is handed out twice.
 */
export class PagePool {
  private readonly ready: PreparedPage[] = [];
  private opening = 0;

  constructor(private readonly options: PagePoolOptions) {}

  stats(): PagePoolStats {
    return { ready: this.ready.map(({ id, warmedUp }) => ({ id, warmedUp })), opening: this.opening };
  }

  /** Whether pages are still being opened or (with warm-ups on) pooled pages are still cold. */
  get settling(): boolean {
    return this.opening > 0 || (this.options.warmUp !== null && this.ready.some((page) => !page.warmedUp));
  }

  async take(): Promise<PreparedPage> {
    // A warmed-up page if there is one, else a cold one with no warm-up step running (the oldest
    // first); an empty pool (a burst, or a browser that just started) means opening one now.
    const rank = (candidate: PreparedPage) => (candidate.warmedUp ? 0 : candidate.step ? 2 : 1);
    const best = this.ready.reduce((chosen, candidate, index) => (rank(candidate) < rank(this.ready[chosen]!) ? index : chosen), 0);
    const [ready] = this.ready.splice(best, 1);
    // Opening a page beside a print slows the print (~15 ms of a 25 ms one-page print, measured):
    // only as many as another slot could need now; the rest follow when a render ends.
    this.refill(Math.min(this.options.spare, this.options.concurrency));
    const prepared = ready ?? (await openFreshPage(this.options.browser));
    prepared.leased = true;
    prepared.stopWaiting?.();
    // A warm-up step already running finishes first (at most a one-line print); none follows.
    await prepared.step?.catch(() => undefined);
    if (this.options.warmUp && !prepared.warmedUp) this.options.onColdPage();
    return prepared;
  }

  /** Opens pages in the background until `target` are ready or being opened. */
  refill(target = this.options.spare): void {
    while (this.options.inService() && this.ready.length + this.opening < target) {
      this.opening++;
      void this.prepareInBackground();
    }
  }

  /** Empties the pool; the caller disposes the pages or lets their browser take them along. */
  drain(): PreparedPage[] {
    return this.ready.splice(0);
  }

  /**
   * Opens a page at once, without waiting for Chromium to be idle: a job that later finds the pool
   * empty would pay for opening it on its own latency. Only the warm-up waits for idle time, while
   * the page already sits in the pool, so a job can take it cold rather than wait.
   */
  private async prepareInBackground(): Promise<void> {
    let prepared: PreparedPage;
    try {
      prepared = await openFreshPage(this.options.browser);
    } catch (error) {
      if (this.options.inService()) this.options.logger.warn({ err: error }, "preparing a chromium page failed");
      return;
    } finally {
      this.opening--;
    }
    if (!this.options.inService()) {
      void disposePreparedPage(prepared);
      return;
    }
    this.ready.push(prepared);
    const { warmUp, scheduler } = this.options;
    if (!warmUp) return;
    await warmUpWhenIdle(prepared, { pdfOptions: warmUp, whenIdle: () => scheduler.idleFor(prepared) }).catch((error: unknown) => {
      // A page closed under its warm-up (restart, crash, shutdown) is already out of the pool.
      if (prepared.leased || !this.options.inService()) return;
      const index = this.ready.indexOf(prepared);
      if (index !== -1) this.ready.splice(index, 1);
      void disposePreparedPage(prepared);
      this.options.logger.warn({ err: error }, "warming up a chromium page failed");
      this.refill();
    });
  }
}
