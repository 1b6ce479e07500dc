// The floor the service is compared with: raw Playwright on a warm browser, same HTML and print
// options as the service, measured in-process without queue, database or storage.
import { launchFirstBrowser } from "../services/render-worker/src/chromium/chromium-sandbox";
import { createLockedContext, warmUpWhenIdle } from "../services/render-worker/src/chromium/prepare-page";
import { createMarkdownRenderer } from "../services/render-worker/src/markdown/markdown-to-html";
import { buildHtmlDocument } from "../services/render-worker/src/themes/build-html-document";
import { defaultTheme } from "../services/render-worker/src/themes/default-theme";
import { themePdfOptions } from "../services/render-worker/src/themes/theme-pdf-options";
import { summarise, throughput, timeRuns, type LatencySummary } from "./render-stats";

export type Browser = Awaited<ReturnType<typeof launchFirstBrowser>>["browser"];
type Page = Awaited<ReturnType<Browser["newPage"]>>;

const input = { format: "A4" as const, styles: {} };
const pdfOptions = themePdfOptions(defaultTheme, input);

export interface FloorResult {
  reusedPage: LatencySummary;
  /** The print alone on a page opened and warmed up beforehand, as the service's pool prepares them. */
  warmedPage: LatencySummary;
  newPage: LatencySummary;
  newContext: LatencySummary;
  markdownToHtml: LatencySummary;
  pages: number;
}

export function themedHtml(markdown: string): string {
  const { html, title } = createMarkdownRenderer()(markdown);
  return buildHtmlDocument({ theme: defaultTheme, input, body: html, title: title ?? "" });
}

async function print(page: Page, html: string): Promise<Buffer> {
  await page.setContent(html, { waitUntil: "load" });
  return page.pdf(pdfOptions);
}

export async function withFloorBrowser<T>(chromiumPath: string, fn: (browser: Browser) => Promise<T>): Promise<T> {
  // Sandboxed exactly when the service's worker is (same user, same default policy): like for like.
  const { browser } = await launchFirstBrowser({ executablePath: chromiumPath, mode: "auto", logger: { warn: () => undefined, error: () => undefined } });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

export async function measureFloor(browser: Browser, markdown: string, { runs }: { runs: number }): Promise<FloorResult> {
  const html = themedHtml(markdown);
  const render = createMarkdownRenderer();
  const markdownToHtml = summarise(await timeRuns(async () => render(markdown), { runs }));

  // The same locked context the service uses, so bundled fonts load the same way in both.
  const context = await createLockedContext(browser);
  const reused = await context.newPage();
  let pages = 0;
  const reusedPage = summarise(
    await timeRuns(
      async () => {
        const pdf = await print(reused, html);
        pages = (pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;
      },
      { runs },
    ),
  );
  await reused.close();

  const warmed: number[] = [];
  for (let run = 0; run < runs + 2; run++) {
    const prepared = { page: await context.newPage(), warmedUp: false, leased: false };
    await warmUpWhenIdle(prepared, { pdfOptions, whenIdle: async () => true });
    const started = performance.now();
    await print(prepared.page, html);
    if (run >= 2) warmed.push(performance.now() - started);
    await prepared.page.close();
  }
  const warmedPage = summarise(warmed);

  const newPage = summarise(
    await timeRuns(
      async () => {
        const page = await context.newPage();
        await print(page, html);
        await page.close();
      },
      { runs },
    ),
  );
  await context.close();

  const newContext = summarise(
    await timeRuns(
      async () => {
        const fresh = await createLockedContext(browser);
        await print(await fresh.newPage(), html);
        await fresh.close();
      },
      { runs },
    ),
  );

  return { reusedPage, warmedPage, newPage, newContext, markdownToHtml, pages };
}

/**
 * One new-page floor print per call, for taking turns with the service and the peers (paced, so
 * the ratio holds on a host whose load changes). `close` ends the context.
 */
export async function newPagePrinter(browser: Browser, markdown: string): Promise<{ run: () => Promise<void>; close: () => Promise<void> }> {
  const html = themedHtml(markdown);
  const context = await createLockedContext(browser);
  return {
    run: async () => {
      const page = await context.newPage();
      await print(page, html);
      await page.close();
    },
    close: () => context.close(),
  };
}

/** Documents per second of the new-page floor (the throughput baseline). */
export async function newPageThroughput(browser: Browser, markdown: string, { concurrency, total }: { concurrency: number; total: number }): Promise<number> {
  const html = themedHtml(markdown);
  const context = await createLockedContext(browser);
  try {
    return await throughput(
      async () => {
        const page = await context.newPage();
        await print(page, html);
        await page.close();
      },
      { concurrency, total },
    );
  } finally {
    await context.close();
  }
}
