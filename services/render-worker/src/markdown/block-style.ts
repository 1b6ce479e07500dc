// What Markdown conversion needs to know about the theme, so server-side output (highlighted code,
// chart SVG) matches the page around it. Plain data: it crosses into the conversion threads.
export interface BlockStyle {
  /** Shiki theme id for fenced code, e.g. "github-light". */
  codeTheme: string;
  /** Chart series colours in order; the first is the theme's (or template's) accent. */
  chartColors: string[];
  /** CSS font-family list for chart text, matching the document body. */
  chartFont: string;
  /** Text colour for chart labels and axes. */
  textColor: string;
  /** Colour for chart grid and axis lines. */
  ruleColor: string;
}

export const DEFAULT_BLOCK_STYLE: BlockStyle = {
  codeTheme: "github-light",
  chartColors: ["#1f4e79", "#c55a11", "#548235", "#7030a0", "#bf8f00", "#2e75b6"],
  chartFont: "sans-serif",
  textColor: "#1c2026",
  ruleColor: "#d8dce2",
};

declare module "vfile" {
  interface DataMap {
    blockStyle: BlockStyle;
    /** The document's frontmatter, set before the HTML stage runs (e.g. `toc: true`). */
    frontmatter: Record<string, unknown>;
  }
}
