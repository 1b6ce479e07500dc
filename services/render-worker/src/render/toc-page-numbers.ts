import { loadPdfjs } from "@quire/pdfjs";
import { estimatePageNumbers } from "../chromium/estimate-page-numbers";
import { pageContentBox } from "../chromium/page-content-box";
import type { PageNumbering } from "../chromium/print-pdf";
import type { PdfOptions } from "../chromium/prepare-page";
import { PAGE_FILL_ATTRIBUTE } from "../markdown/features/toc/toc";

// Chromium has no CSS `target-counter()`, so a table of contents learns its page numbers from the
// print itself: Chromium writes a named destination for every in-document link target, and the
// destination names the page the heading landed on. The numbers are first estimated from a column
// layout (see estimate-page-numbers.ts) and printed; that print's destinations then prove them,
// or give the numbers for a second print. The TOC reserves room for them, so no number moves a
// break.

const SLOT = new RegExp(`${PAGE_FILL_ATTRIBUTE}="toc:([^"]*)"`, "g");

/** The heading ids a document's TOC slots ask about (attribute values as our stringifier wrote them). */
export function tocTargets(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(SLOT)) ids.add(decodeEntities(match[1]!));
  return [...ids];
}

function decodeEntities(value: string): string {
  return value.replace(/&#x([0-9a-f]+);|&#(\d+);|&(amp|quot|lt|gt);/gi, (_m, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return ({ amp: "&", quot: '"', lt: "<", gt: ">" } as Record<string, string>)[name!.toLowerCase()]!;
  });
}

/** Chromium names a destination by the link's URL fragment, so non-ASCII ids arrive percent-encoded. */
function destinationNames(id: string): string[] {
  return [id, encodeURIComponent(id), encodeURI(id)];
}

/** Slot texts (`toc:<id>` → page number) for the headings found among the PDF's destinations. */
export async function tocPageNumbers(pdf: Buffer, ids: string[]): Promise<Record<string, string>> {
  // Loaded on the first document with a TOC, never at start: most workers never need it.
  const { getDocument } = await loadPdfjs();
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const destinations = (await document.getDestinations()) as Record<string, unknown[] | null>;
    const fills: Record<string, string> = {};
    for (const id of ids) {
      const destination = destinationNames(id)
        .map((name) => destinations[name])
        .find(Boolean);
      const ref = destination?.[0];
      if (!ref || typeof ref !== "object") continue;
      const index = await document.getPageIndex(ref as { num: number; gen: number }).catch(() => undefined);
      if (index !== undefined) fills[`toc:${id}`] = String(index + 1);
    }
    return fills;
  } finally {
    await document.destroy();
  }
}

/** The TOC's page numbers for `printPdf`: estimated from columns of the page box, proven by the print. */
export function tocNumbering(ids: string[], pdfOptions: PdfOptions): PageNumbering {
  const targets = ids.map((id): [string, string] => [`toc:${id}`, id]);
  const box = pageContentBox(pdfOptions);
  return {
    estimate: (page) => estimatePageNumbers(page, { targets, box }),
    // A print pdf.js cannot read costs the numbers, not the render.
    read: (pdf) => tocPageNumbers(pdf, ids).catch(() => null),
  };
}
