import type { Page } from "playwright-core";
import type { PdfOptions } from "./prepare-page";

/** Reads a first print and returns slot texts for a second one (see `printPdf`), or null. */
export type PdfRevision = (firstPdf: Buffer) => Promise<Record<string, string> | null>;

/** Runs in the page (the worker has no DOM typings, hence the narrow structural type). */
function fillSlots(values: Record<string, string>): void {
  type Slot = { getAttribute(name: string): string | null; textContent: string | null };
  const page = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<Slot> } };
  for (const slot of page.document.querySelectorAll("[data-pdf-fill]")) {
    const value = values[slot.getAttribute("data-pdf-fill") ?? ""];
    if (value !== undefined) slot.textContent = value;
  }
}

/**
 * Lays `html` out on `page` and prints it. With `revise`, the first print is handed to it; the text
 * it returns for each `[data-pdf-fill="<key>"]` element is set on the same laid-out page, which is
 * printed again (how the table of contents learns its page numbers). Returning null keeps the
 * first print. Stopping it early is the caller's job: closing the page rejects every call here.
 */
export async function printPdf(page: Page, { html, pdfOptions, revise }: { html: string; pdfOptions: PdfOptions; revise?: PdfRevision | undefined }): Promise<Buffer> {
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
}
