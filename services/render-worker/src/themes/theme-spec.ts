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

/** What the resolved palette and fonts look like to a theme's footer. */
export interface FooterContext {
  palette: ThemePalette;
  /** An installed-font stack like the body's (footers cannot use web fonts), single-quoted for a style attribute. */
  fontStack: string;
  margin: PageMargin;
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
  /** Chromium footer template; must show the page number and total. */
  footer(context: FooterContext): string;
  /** A Shiki bundled theme id. */
  codeTheme: string;
  /** Chart series colours after the accent. */
  chartColors: string[];
}
