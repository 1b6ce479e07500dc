import type { Page } from "playwright-core";
import type { PdfOptions } from "./prepare-page";

/** Reads a first print and returns slot texts for a second one (see `printPdf`), or null. */
export type PdfRevision = (firstPdf: Buffer) => Promise<Record<string, string> | null>;

// The functions below run in the page, in Playwright's utility world (the page's own JavaScript
// stays disabled); the worker has no DOM typings, hence the narrow structural types.
type DomNode = { id: string; textContent: string | null; getAttribute(name: string): string | null; remove(): void };
type Dom = {
  document: {
    createElement(tag: string): DomNode;
    head: { append(node: DomNode): void };
    getElementById(id: string): DomNode | null;
    querySelectorAll(selector: string): Iterable<DomNode>;
    fonts: { ready: Promise<unknown> };
  };
};

function fillSlots(values: Record<string, string>): void {
  for (const slot of (globalThis as unknown as Dom).document.querySelectorAll("[data-pdf-fill]")) {
    const value = values[slot.getAttribute("data-pdf-fill") ?? ""];
    if (value !== undefined) slot.textContent = value;
  }
}

/** `visibility` moves no box: a print then paints nothing yet still names each link target's page. */
function hideEverything(id: string): void {
  const { document } = globalThis as unknown as Dom;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = "*{visibility:hidden!important}";
  document.head.append(style);
}

function showEverything(id: string): void {
  (globalThis as unknown as Dom).document.getElementById(id)?.remove();
}

/**
 * The page is only ever printed, never shown: once its fonts are in (which takes a screen layout),
 * the body's contents are skipped on screen. Print media is unaffected, so is the PDF; but Chromium
 * no longer lays the whole document out again for the screen at the end of each print call (~100 ms
 * of renderer CPU on a 73-page report).
 */
async function skipScreenOnceFontsAreIn(): Promise<void> {
  const { document } = globalThis as unknown as Dom;
  await document.fonts.ready;
  const style = document.createElement("style");
  style.textContent = "@media screen{body{content-visibility:hidden!important}}";
  document.head.append(style);
}

const FIRST_PASS_STYLE = "quire-first-pass";

/**
 * Lays `html` out on `page` and prints it. With `revise`, a first print is handed to it; the text
 * it returns for each `[data-pdf-fill="<key>"]` element is set on the same laid-out page, which is
 * printed again (how the table of contents learns its page numbers). Returning null keeps the
 * first print. Stopping it early is the caller's job: closing the page rejects every call here.
 */
export async function printPdf(
  page: Page,
  { html, pdfOptions, revise }: { html: string; pdfOptions: PdfOptions; revise?: PdfRevision | undefined },
): Promise<Buffer> {
  await page.setContent(html, { waitUntil: "load", timeout: 0 });
  // Bundled fonts are font-display: swap, so a print before a face arrives would embed the
  // fallback.
  await page.evaluate(skipScreenOnceFontsAreIn);
  if (!revise) return await page.pdf(pdfOptions);
  // The first print only tells `revise` where things landed, so it paints nothing and has no
  // running header or footer: the page boxes and margins are the same, so is the layout, but
  // there are no glyphs, borders or backgrounds to draw and embed, and no footer document to lay
  // out per page (an 82-page report: a 690 → 70 KB first PDF in ~half the time, the same page
  // for every heading). Should `revise` keep the first print after all, it is printed again.
  await page.evaluate(hideEverything, FIRST_PASS_STYLE);
  const first = await page.pdf({ ...pdfOptions, displayHeaderFooter: false });
  await page.evaluate(showEverything, FIRST_PASS_STYLE);
  const fills = await revise(first);
  if (fills) await page.evaluate(fillSlots, fills);
  return await page.pdf(pdfOptions);
}
