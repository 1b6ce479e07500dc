import type { FontChoice } from "../fonts/font-presets";
import type { PageMargin } from "./theme";

/** Every colour a theme sets; custom themes may override each one (contract: THEME_COLOR_KEYS). */
export interface ThemePalette {
  accent: string;
  text: string;
  muted: string;
  background: string;
  heading: string;
  link: string;
  border: string;
  codeBackground: string;
}

export interface ThemeFonts {
  body: FontChoice;
  heading: FontChoice;
  mono: FontChoice;
}

/** A theme's running footer (running-footer.ts draws it): "Page X of Y", and what stands beside it. */
export interface FooterSpec {
  /** Left of a right-hand page number: the document's title, or a short bar in the accent colour. */
  left?: "title" | "accent-bar";
  pageNumber: "right" | "center";
  fontSize: string;
  colour: "muted" | "heading";
  bold?: boolean;
  letterSpacing?: string;
  /** A hairline in the border colour above the footer, this far above its text. */
  rule?: string;
}

/**
 * A built-in theme as data. `buildTheme` turns it into a Theme and layers template styles and
 * custom theme colours/fonts over it, so every theme gets overrides the same way.
 */
export interface ThemeSpec {
  name: string;
  palette: ThemePalette;
  fonts: ThemeFonts;
  /** The theme's own rules, after the shared base CSS and before the feature CSS. */
  css: string;
  margin: PageMargin;
  footer: FooterSpec;
  /** A Shiki bundled theme id. */
  codeTheme: string;
  /** Chart series colours after the accent. */
  chartColors: string[];
}
