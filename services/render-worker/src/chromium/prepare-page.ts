import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { loadAsset } from "../assets/bundled-assets";
import { INTER, JETBRAINS_MONO, SOURCE_SERIF_4 } from "../fonts/bundled-font";
import { dropUnusedCjkFaces } from "../fonts/cjk-faces";
import { fontFacesForChoices, fontStack } from "../fonts/font-presets";

export type PdfOptions = NonNullable<Parameters<Page["pdf"]>[0]>;

export interface PreparedPage {
  page: Page;
  /** Whether the page printed the warm-up document (see warmUpHtml). */
  warmedUp: boolean;
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
function warmUpHtml(): string {
  const faces = dropUnusedCjkFaces(fontFacesForChoices([SOURCE_SERIF_4, INTER, JETBRAINS_MONO]), "");
  return `<!doctype html><html><head><meta charset="utf-8"><style>${faces}
body{font-family:${fontStack(SOURCE_SERIF_4)}} h1,table{font-family:${fontStack(INTER)}} code{font-family:${fontStack(JETBRAINS_MONO)}}
thead{display:table-header-group}</style></head><body><h1>Warm-up</h1><p>Text <b>bold</b> <i>italic</i> <code>code</code></p>
<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></body></html>`;
}

const alwaysIdle = async () => true;

export async function prepareFreshPage({ browser, sharedContext, warmUp, pdfOptions, whenIdle = alwaysIdle }: {
  browser: Browser;
  /** The generation's locked context (`page` isolation); absent means a context per page. */
  sharedContext: BrowserContext | undefined;
  warmUp: boolean;
  pdfOptions: PdfOptions;
  /**
   * Awaited before each browser step, so background preparation yields to renders: true once
   * Chromium is idle, false when the wait ran out (sustained load). The page is made either way;
   * the warm-up steps only run in idle time, because under load they cost more CPU than they save.
   */
  whenIdle?: () => Promise<boolean>;
}): Promise<PreparedPage> {
  await whenIdle();
  const context = sharedContext ? undefined : await createLockedContext(browser);
  let page: Page | undefined;
  try {
    page = await (sharedContext ?? context!).newPage();
    let warmedUp = false;
    if (warmUp && (await whenIdle())) {
      await page.setContent(warmUpHtml(), { timeout: 10_000 });
      await page.evaluate("document.fonts.ready.then(() => undefined)");
      if (await whenIdle()) {
        await page.pdf(pdfOptions);
        warmedUp = true;
      }
    }
    return context ? { page, context, warmedUp } : { page, warmedUp };
  } catch (error) {
    await (context ? context.close() : page?.close())?.catch(() => undefined);
    throw error;
  }
}

export function disposePreparedPage(prepared: PreparedPage): Promise<void> {
  return (prepared.context ? prepared.context.close() : prepared.page.close()).catch(() => undefined);
}
