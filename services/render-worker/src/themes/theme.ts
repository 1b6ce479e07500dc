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

/**
 * A theme is pure data-to-text: the document CSS, the page margins and Chromium's header/footer
 * templates (rendered by Chromium outside the document, which is why they carry inline styles).
 */
export interface Theme {
  name: string;
  css(input: ThemeInput): string;
  margin(input: ThemeInput): PageMargin;
  headerTemplate(input: ThemeInput): string;
  footerTemplate(input: ThemeInput): string;
  /** Colours and code theme for server-rendered content (charts, highlighted code). */
  blockStyle(input: ThemeInput): BlockStyle;
}
