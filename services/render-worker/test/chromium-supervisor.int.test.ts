import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pino from "pino";
import { sampleMarkdown } from "../fixtures/sample-markdown";
import { RenderAbortedError } from "../src/chromium/chromium-errors";
import { ChromiumSupervisor } from "../src/chromium/chromium-supervisor";
import { createMarkdownRenderer } from "../src/markdown/markdown-to-html";
import { buildHtmlDocument } from "../src/themes/build-html-document";
import { defaultTheme } from "../src/themes/default-theme";
import { themePdfOptions } from "../src/themes/theme-pdf-options";
import { chromiumBrowserPids } from "./support/chromium-process";
import { TEST_CHROMIUM_PATH } from "./support/chromium-path";
import { until } from "./support/until";

const input = { format: "A4" as const, styles: {} };
const pdfOptions = themePdfOptions(defaultTheme, input);
const render = createMarkdownRenderer();
const page = (markdown: string) => buildHtmlDocument({ theme: defaultTheme, input, body: render(markdown).html, title: "t" });
const small = page("# Small\n\nOne paragraph.\n");
const large = page(sampleMarkdown({ sections: 150 }));
const never = () => new AbortController().signal;

let supervisor: ChromiumSupervisor;

beforeAll(async () => {
  supervisor = new ChromiumSupervisor({
    executablePath: TEST_CHROMIUM_PATH,
    concurrency: 1,
    restartAfter: 3,
    isolation: "page",
    warmUp: pdfOptions,
    logger: pino({ level: "silent" }),
  });
  await supervisor.start();
}, 30_000);

afterAll(async () => {
  await supervisor?.close();
});

describe("chromium supervisor", () => {
  it("replaces the browser after N renders without failing a render", async () => {
    const before = supervisor.stats();
    // The old browser keeps serving while its replacement launches, so a restart lands a few
    // renders after the threshold rather than exactly on it.
    let renders = 0;
    while (supervisor.stats().restarts - before.restarts < 2 && renders < 60) {
      const pdf = await supervisor.renderPdf({ html: small, pdfOptions, signal: never() });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      renders++;
    }
    const after = supervisor.stats();
    expect(after.restarts - before.restarts).toBe(2);
    expect(after.renders - before.renders).toBe(renders);
    expect(after.crashes).toBe(before.crashes);
    // Retired browsers are closed once their last render is done.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(chromiumBrowserPids()).toHaveLength(1);
  });

  it("stops a render when its budget runs out, and the next render works", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 60);
    const started = Date.now();
    await expect(supervisor.renderPdf({ html: large, pdfOptions, signal: controller.signal })).rejects.toBeInstanceOf(RenderAbortedError);
    // A full print of ~140 pages takes several seconds; the abort ends it at once.
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(supervisor.renderPdf({ html: small, pdfOptions, signal: never() })).resolves.toBeInstanceOf(Buffer);
  });

  it("bounds concurrency and gives up a queued render whose budget runs out without leaking the slot", async () => {
    const first = supervisor.renderPdf({ html: large, pdfOptions, signal: never() });
    const controller = new AbortController();
    const queued = supervisor.renderPdf({ html: small, pdfOptions, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(supervisor.stats().activeRenders).toBeLessThanOrEqual(1);
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(RenderAbortedError);
    await expect(first).resolves.toBeInstanceOf(Buffer);
    // Only one slot exists; if the aborted waiter had kept it this would hang.
    await expect(supervisor.renderPdf({ html: small, pdfOptions, signal: never() })).resolves.toBeInstanceOf(Buffer);
  });

  it("never hands the same page to two renders", async () => {
    const seen = new Set<number | undefined>();
    for (let i = 0; i < 5; i++) {
      await supervisor.renderPdf({ html: small, pdfOptions, signal: never() });
      const leased = supervisor.stats().lastLeasedPage;
      expect(leased).toBeDefined();
      expect(seen.has(leased)).toBe(false);
      seen.add(leased);
    }
    expect(seen.size).toBe(5);
  });

  it("keeps a page ready while renders keep Chromium busy, and warms it up only in idle time", async () => {
    const own = new ChromiumSupervisor({
      executablePath: TEST_CHROMIUM_PATH,
      concurrency: 2,
      spare: 1,
      restartAfter: 1_000,
      isolation: "page",
      warmUp: pdfOptions,
      logger: pino({ level: "silent" }),
    });
    const pool = () => own.stats().pool.ready;
    const print = (html: string) => {
      const printing = own.renderPdf({ html, pdfOptions, signal: never() });
      const state = { settled: false, printing };
      void printing.finally(() => (state.settled = true));
      return state;
    };
    try {
      await own.start();
      for (let i = 0; i < 3; i++) {
        await own.renderPdf({ html: small, pdfOptions, signal: never() });
        await until(() => pool().length === 1 && pool()[0]!.warmedUp); // idle: made and warmed up meanwhile
      }
      expect(own.stats().coldPages).toBe(0);

      // A print of ~140 pages keeps Chromium busy for seconds. The replacement page is opened at
      // once, but its warm-up waits: it would only compete with the print.
      const replaced = (before: number | undefined) => () => pool().length === 1 && pool()[0]!.id !== before;
      const long = print(large);
      await until(replaced(pool()[0]?.id));
      expect(long.settled).toBe(false);
      let warmedWhileBusy = false;
      await until(() => {
        warmedWhileBusy ||= !long.settled && pool()[0]?.warmedUp === true;
        return long.settled;
      });
      expect(warmedWhileBusy).toBe(false);
      // The first idle moment warms that page up, so the next job still gets a warm page.
      await until(() => pool()[0]?.warmedUp === true);
      await own.renderPdf({ html: small, pdfOptions, signal: never() });
      expect(own.stats().coldPages).toBe(0);

      // Under load a job takes the cold page instead of waiting for an idle moment.
      await until(() => pool()[0]?.warmedUp === true);
      const busy = print(large);
      await until(replaced(pool()[0]?.id));
      const pdf = await own.renderPdf({ html: small, pdfOptions, signal: never() });
      expect(busy.settled).toBe(false);
      expect(own.stats().coldPages).toBe(1);
      // The page a job took stops waiting for idle time: only pooled pages hold a waiter.
      expect(own.stats().waitingForIdle).toBeLessThanOrEqual(pool().length);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      await busy.printing;
    } finally {
      await own.close();
    }
  }, 60_000);

  it("opens no page beside a print while the pool still holds one for every slot, and tops it up after", async () => {
    const own = new ChromiumSupervisor({
      executablePath: TEST_CHROMIUM_PATH,
      concurrency: 2,
      spare: 3,
      restartAfter: 1_000,
      isolation: "page",
      warmUp: pdfOptions,
      logger: pino({ level: "silent" }),
    });
    const pages = () => own.stats().pool.ready.length + own.stats().pool.opening;
    try {
      await own.start();
      expect(pages()).toBe(3);
      let settled = false;
      const printing = own.renderPdf({ html: large, pdfOptions, signal: never() }).finally(() => (settled = true));
      while (own.stats().pool.ready.length === 3) await new Promise((resolve) => setTimeout(resolve, 1)); // the lease
      let most = 0;
      while (!settled) {
        most = Math.max(most, pages());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await printing;
      // Two pages left for two slots: the replacement was not opened while the print ran.
      expect(most).toBe(2);
      await until(() => pages() === 3, "a topped-up pool", 10_000);
    } finally {
      await own.close();
    }
  }, 60_000);

  it("holds warm-ups back for a while after every slot was busy", async () => {
    const quietMs = 1_500;
    const own = new ChromiumSupervisor({
      executablePath: TEST_CHROMIUM_PATH,
      concurrency: 2,
      spare: 2,
      restartAfter: 1_000,
      isolation: "page",
      warmUp: pdfOptions,
      warmUpQuietMs: quietMs,
      logger: pino({ level: "silent" }),
    });
    const pool = () => own.stats().pool.ready;
    const allWarm = () => until(() => pool().length === 2 && pool().every((page) => page.warmedUp), "a warm pool");
    try {
      await own.start();
      await allWarm();
      // One render at a time leaves a slot free: its replacement page is warmed up as before.
      await own.renderPdf({ html: small, pdfOptions, signal: never() });
      await allWarm();
      // Both slots busy at once: the replacements stay cold until the quiet time has passed.
      const finished = await Promise.all([small, small].map((html) => own.renderPdf({ html, pdfOptions, signal: never() }).then(() => Date.now())));
      await allWarm();
      expect(Date.now() - Math.min(...finished)).toBeGreaterThanOrEqual(quietMs - 50);
      expect(own.stats().coldPages).toBe(0);
    } finally {
      await own.close();
    }
  }, 60_000);
});
