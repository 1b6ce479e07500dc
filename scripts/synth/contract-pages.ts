// SEC exhibits as filed: every page carries a running header ("Exhibit 10.7", a confidential-
// treatment legend) and a footer (the filing's "Source:" line and a page number). Printed as explicit
// pages of a few blocks each, so the header and footer lines sit between the clauses in the text.
import { escapeHtml as e, formatDate } from "./formats";
import type { DraftContext } from "./contract-model";

/** Blocks per page: 10 pt clauses of up to ~10 lines, so a page of four never overflows Letter. */
const BLOCKS_PER_PAGE = 4;

export function paginate(c: DraftContext, blocks: string[]): string {
  const { rng } = c;
  const exhibit = `Exhibit 10.${rng.int(1, 42)}`;
  const legend = rng.chance(0.5) ? "CONFIDENTIAL TREATMENT REQUESTED — [***] INDICATES MATERIAL OMITTED" : "";
  const source = `Source: ${c.p1.short.toUpperCase()}, ${rng.pick(["10-K", "8-K", "S-1", "10-Q"])}, ${formatDate(c.signDay, "mdy-slash", "en", { pad: false })}`;
  const dashed = rng.chance(0.5);
  const pages: string[][] = [];
  for (let i = 0; i < blocks.length; i += BLOCKS_PER_PAGE) pages.push(blocks.slice(i, i + BLOCKS_PER_PAGE));
  return pages
    .map((page, i) => {
      const header = `<div class="hdr">${e(exhibit)}${legend ? `<br>${e(legend)}` : ""}</div>`;
      const footer = `<div class="ftr">${e(source)}<br>${dashed ? `- ${i + 1} -` : `Page ${i + 1} of ${pages.length}`}</div>`;
      return `<div class="${i < pages.length - 1 ? "pg" : ""}">${header}${page.join("")}${footer}</div>`;
    })
    .join("");
}
