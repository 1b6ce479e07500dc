import type { FooterSpec, ThemePalette } from "./theme-spec";

// A theme's running footer as CSS margin boxes of the document's own @page, not as Chromium's
// footer template: Chromium lays a template out as a separate document for every page, which cost
// ~30% of the print of a 70-page report (heavy bench document, same page: 2.36 s with the template,
// 1.57 s with these boxes, 1.67 s with no footer at all). The boxes sit where the templates did: the
// text's line bottom-aligned 14.75 pt above the paper's edge, within the page's left and right
// margins (the same glyph boxes to a fraction of a point).

/** Where the footer's line ends above the paper's bottom edge (as Chromium placed template footers). */
const BASELINE_GAP = "14.75pt";

/** `text` as a CSS string literal: what a document title may hold cannot end it or escape from it. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, "\\$&").replace(/[\n\r\f]/g, " ")}"`;
}

const PAGE_X_OF_Y = `"Page " counter(page) " of " counter(pages)`;

/** The @page rule drawing `footer` for a document titled `title`, in `fontStack` (installed fonts, quoted for CSS). */
export function runningFooterCss(footer: FooterSpec, { palette, fontStack, title }: { palette: ThemePalette; fontStack: string; title: string }): string {
  const colour = footer.colour === "heading" ? palette.heading : palette.muted;
  const text = [
    `font-family: ${fontStack}; font-size: ${footer.fontSize}; color: ${colour};`,
    footer.bold ? "font-weight: 700;" : "",
    footer.letterSpacing ? `letter-spacing: ${footer.letterSpacing};` : "",
  ].join(" ");
  // A box as tall as its line (plus the rule's gap), held at the bottom of the margin; the two
  // halves of a split footer each draw half of the rule.
  const line = `vertical-align: bottom; height: 1.2em; margin-top: auto; margin-bottom: ${BASELINE_GAP};`;
  const rule = footer.rule ? `padding-top: ${footer.rule}; border-top: 0.5pt solid ${palette.border};` : "";
  const box = (content: string, extra = "") => `{ content: ${content}; ${line} ${rule} ${text} ${extra} }`;
  const boxes: string[] = [];
  if (footer.pageNumber === "center") boxes.push(`@bottom-center ${box(PAGE_X_OF_Y, "text-align: center;")}`);
  else if (footer.left === "title") {
    boxes.push(`@bottom-left ${box(cssString(title), "width: 50%;")}`, `@bottom-right ${box(PAGE_X_OF_Y, "width: 50%; text-align: right;")}`);
  } else if (footer.left === "accent-bar") {
    // The bar's middle level with the middle of the page number's line.
    boxes.push(
      `@bottom-left { content: ""; width: 14mm; height: 1.5mm; margin-top: auto; margin-bottom: calc(${BASELINE_GAP} + 0.6em - 0.75mm); background: ${palette.accent}; ${text} }`,
      `@bottom-right ${box(PAGE_X_OF_Y, "text-align: right;")}`,
    );
  } else boxes.push(`@bottom-right ${box(PAGE_X_OF_Y, "text-align: right;")}`);
  return `@page { ${boxes.join(" ")} }`;
}
