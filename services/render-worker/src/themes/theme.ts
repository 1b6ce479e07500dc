import type { PageFormat, RenderStyles } from "@quire/contracts";
import type { BlockStyle } from "../markdown/block-style";

/** What a theme needs to know about one render. */
export interface ThemeInput {
  format: PageFormat;
  styles: RenderStyles;
}

export interface PageMargin {
  top: string;
  right: string;
  bottom: string;
  left: string;
}

/** A theme is pure data-to-text: the document CSS, its running footer and the page margins. */
export interface Theme {
  name: string;
  css(input: ThemeInput): string;
  margin(input: ThemeInput): PageMargin;
  /** The running footer as an @page rule; it prints `title`, so it is per document. */
  footerCss(input: ThemeInput, title: string): string;
  /** Colours and code theme for server-rendered content (charts, highlighted code). */
  blockStyle(input: ThemeInput): BlockStyle;
}
