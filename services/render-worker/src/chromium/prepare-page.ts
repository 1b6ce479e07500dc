import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { loadAsset } from "../assets/bundled-assets";
import { INTER, JETBRAINS_MONO, SOURCE_SERIF_4 } from "../fonts/bundled-font";
import { dropUnusedFaces } from "../fonts/unused-faces";
import { fontFacesForChoices, fontStack } from "../fonts/font-presets";

export type PdfOptions = NonNullable<Parameters<Page["pdf"]>[0]>;

export interface PreparedPage {
  page: Page;
  /** Pages are numbered in the order they are opened, across the process (for stats and tests). */
  id: number;
  /** Whether the page has printed the warm-up document (see warmUpHtml). */
  warmedUp: boolean;
  /** Set once a job has the page: no further warm-up step may start on it. */
  leased: boolean;
  /** The warm-up step running on the page right now, if any. */
  step?: Promise<void>;
  /** Ends the page's wait for an idle moment (set while its warm-up waits for one). */
  stopWaiting?: () => void;
  /** Set when the page owns its context (`context` isolation); closing it closes the page too. */
  context?: BrowserContext;
}

/** Answers our own bundled assets (fonts) from disk; every other request is aborted. */
async function routeRequest(route: Route): Promise<void> {
  const url = route.request().url();
  if (url.startsWith("data:")) return route.continue();
  const asset = await loadAsset(url).catch(() => undefined);
  if (!asset) return route.abort("blockedbyclient");
  return route.fulfill({ status: 200, contentType: asset.contentType, body: asset.body, headers: { "access-control-allow-origin": "*" } });
}

/**
 * A context where nothing can run or load: no JavaScript, no service workers, offline, and every
 * request aborted except our bundled assets (data: URLs never reach the router). Content arrives
 * via `page.setContent`.
 */
export async function createLockedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: "block",
    offline: true,
    acceptDownloads: false,
    // No viewport emulation: printing uses the paper size, and skipping it makes pages ~25 ms cheaper.
    viewport: null,
  });
  await context.route("**/*", routeRequest);
  return context;
}

// A first print initialises per-page machinery (fonts, print pipeline) that otherwise lands on the
// first job's latency; doing it during preparation makes a fresh page as fast as a reused one. The
// document uses the default theme's bundled fonts (regular, bold, italic, mono), so their Latin
// subsets are fetched, decoded and cached before a job needs them. Measured with the headless
// shell: a warmed page prints a one-page job in ~22 ms instead of ~62 ms, but the warm-up itself
// costs ~60 ms of Chromium, so it is only worth doing while Chromium has nothing else to do.
let warmUpDocument: string | undefined;

function warmUpHtml(): string {
  if (warmUpDocument !== undefined) return warmUpDocument;
  const body = `<h1>Warm-up</h1><p>Text <b>bold</b> <i>italic</i> <code>code</code></p>
<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>`;
  const faces = dropUnusedFaces(fontFacesForChoices([SOURCE_SERIF_4, INTER, JETBRAINS_MONO]), body);
  warmUpDocument = `<!doctype html><html><head><meta charset="utf-8"><style>${faces}
body{font-family:${fontStack(SOURCE_SERIF_4)}} h1,table{font-family:${fontStack(INTER)}} code{font-family:${fontStack(JETBRAINS_MONO)}}
thead{display:table-header-group}</style></head><body>${body}</body></html>`;
  return warmUpDocument;
}

let pagesOpened = 0;

/** A page no job has used, in the shared locked context or (without one) in a locked context of its own. */
export async function openFreshPage({ browser, sharedContext }: { browser: Browser; sharedContext: BrowserContext | undefined }): Promise<PreparedPage> {
  if (sharedContext) return { page: await sharedContext.newPage(), id: ++pagesOpened, warmedUp: false, leased: false };
  const context = await createLockedContext(browser);
  try {
    return { page: await context.newPage(), id: ++pagesOpened, context, warmedUp: false, leased: false };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Warms `prepared` up in Chromium's idle time: each step first awaits `whenIdle`, and none starts
 * once a job has leased the page (a job finding a step running waits for it, see `step`). Under
 * sustained load the page simply stays cold until an idle moment or a job comes first.
 */
export async function warmUpWhenIdle(
  prepared: Omit<PreparedPage, "id">,
  { pdfOptions, whenIdle }: { pdfOptions: PdfOptions; whenIdle: () => Promise<boolean> },
): Promise<void> {
  const { page } = prepared;
  const steps = [
    async () => {
      await page.setContent(warmUpHtml(), { timeout: 10_000 });
      await page.evaluate("document.fonts.ready.then(() => undefined)");
    },
    async () => {
      await page.pdf(pdfOptions);
    },
  ];
  for (const run of steps) {
    if (!(await whenIdle()) || prepared.leased) return;
    prepared.step = run();
    try {
      await prepared.step;
    } finally {
      prepared.step = undefined;
    }
  }
  prepared.warmedUp = true;
}

export function disposePreparedPage(prepared: PreparedPage): Promise<void> {
  return (prepared.context ? prepared.context.close() : prepared.page.close()).catch(() => undefined);
}
