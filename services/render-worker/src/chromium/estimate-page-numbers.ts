import type { Page } from "playwright-core";
import type { ContentBox } from "./page-content-box";

// A table of contents needs each heading's page before the one print that shows them. Chromium has
// no CSS `target-counter()`, but a print is a fragmentation of the document into page-sized boxes,
// and so is a multi-column layout whose columns are the size of the page's content box: laid out
// with print media emulated, the column a heading falls in is, nearly always, the page it will be
// printed on. A screen layout costs a fraction of a print (nothing is painted or embedded). Where
// columns and pages part (a theme's breaks the column layout places differently), the caller's check
// of the printed PDF catches it; this is a guess, never the answer.

type Rect = { left: number; width: number };
type DomElement = { textContent: string | null; getClientRects(): ArrayLike<Rect>; getBoundingClientRect(): Rect; remove(): void };
type Dom = {
  document: {
    body: DomElement;
    createElement(tag: string): DomElement;
    head: { append(node: DomElement): void };
    getElementById(id: string): DomElement | null;
  };
};

/** Runs in the page: the column each heading's first fragment falls in, for each slot key. */
function columnsOf({ targets, box }: { targets: Array<[string, string]>; box: ContentBox }): Record<string, string> {
  const { document } = globalThis as unknown as Dom;
  const style = document.createElement("style");
  // Body's margin and padding are zero in every theme, so its content box is the page's. Columns
  // past the first overflow to the right, one content-box width apart. A forced page break does not
  // break a column, so explicit page breaks (page-breaks-css.ts) are made column breaks.
  style.textContent =
    `body{width:${box.width}px!important;height:${box.height}px!important;column-count:1!important;column-gap:0!important;column-fill:auto!important}` +
    ".page-break{break-after:column!important}";
  document.head.append(style);
  try {
    const origin = document.body.getBoundingClientRect().left;
    const pages: Record<string, string> = {};
    for (const [key, id] of targets) {
      const first = document.getElementById(id)?.getClientRects()[0];
      // A heading without a box (display: none) gets no number, as it gets no destination in a print.
      if (!first) continue;
      pages[key] = String(Math.floor((first.left - origin + first.width / 2) / box.width) + 1);
    }
    return pages;
  } finally {
    style.remove();
  }
}

/**
 * Page numbers (slot key → page) guessed for the headings `targets` names ([slot key, element id]),
 * from a screen layout of the page in print media, in columns of `box`. Leaves the page's media and
 * styles as it found them.
 */
export async function estimatePageNumbers(
  page: Page,
  { targets, box }: { targets: Array<[string, string]>; box: ContentBox },
): Promise<Record<string, string>> {
  await page.emulateMedia({ media: "print" });
  try {
    return await page.evaluate(columnsOf, { targets, box });
  } finally {
    await page.emulateMedia({ media: null });
  }
}
