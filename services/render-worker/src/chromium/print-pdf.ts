import type { Page } from "playwright-core";
import type { PdfOptions } from "./prepare-page";

/**
 * How a document with page-number slots (`[data-pdf-fill="<key>"]`) learns their texts: a guess
 * made on the laid-out page before printing, and the true texts read back from a print.
 */
export interface PageNumbering {
  estimate(page: Page): Promise<Record<string, string>>;
  /** The texts `pdf` proves right, or null when it cannot be read. */
  read(pdf: Buffer): Promise<Record<string, string> | null>;
}

// The functions below run in the page, in Playwright's utility world (the page's own JavaScript
// stays disabled); the worker has no DOM typings, hence the narrow structural types.
type DomNode = { textContent: string | null; getAttribute(name: string): string | null };
type Dom = {
  document: {
    createElement(tag: string): DomNode;
    head: { append(node: DomNode): void };
    querySelectorAll(selector: string): Iterable<DomNode>;
    fonts: { ready: Promise<unknown> };
  };
};

function fillSlots(values: Record<string, string>): void {
  for (const slot of (globalThis as unknown as Dom).document.querySelectorAll("[data-pdf-fill]")) {
    // A slot the values do not name is emptied: it may hold an earlier guess.
    slot.textContent = values[slot.getAttribute("data-pdf-fill") ?? ""] ?? "";
  }
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

function sameTexts(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Lays `html` out on `page` and prints it. With `numbering`, the slots are filled with its estimate
 * before the print, and the print is checked against what `numbering.read` finds in it: when any
 * text differs, the slots get the texts read and the same laid-out page is printed again. The
 * numbers printed are therefore always the ones the PDF proves; a good estimate saves the second
 * print (what the table of contents' page numbers cost). Stopping it early is the caller's job:
 * closing the page rejects every call here.
 */
export async function printPdf(
  page: Page,
  { html, pdfOptions, numbering }: { html: string; pdfOptions: PdfOptions; numbering?: PageNumbering | undefined },
): Promise<Buffer> {
  await page.setContent(html, { waitUntil: "load", timeout: 0 });
  // Bundled fonts are font-display: swap, so a print before a face arrives would embed the
  // fallback.
  await page.evaluate(skipScreenOnceFontsAreIn);
  if (!numbering) return await page.pdf(pdfOptions);
  const estimate = await numbering.estimate(page);
  await page.evaluate(fillSlots, estimate);
  const pdf = await page.pdf(pdfOptions);
  // An unreadable print proves nothing: the slots are emptied rather than left with a guess.
  const proven = (await numbering.read(pdf)) ?? {};
  if (sameTexts(estimate, proven)) return pdf;
  // The slots have a fixed width (see toc-css.ts), so new texts move no line or page break.
  await page.evaluate(fillSlots, proven);
  return await page.pdf(pdfOptions);
}
