import { fontFacesForChoices, fontPreset, fontStack, type FontChoice } from "../fonts/font-presets";
import { featureCss } from "../markdown/features/feature-css";
import { memoByString } from "../string-memo";
import { validAccent } from "./accent-color";
import { BASE_CSS } from "./base-css";
import { runningFooterCss } from "./running-footer";
import type { Theme, ThemeInput } from "./theme";
import type { ThemeFonts, ThemePalette, ThemeSpec } from "./theme-spec";

/** Colours and fonts a custom theme sets over its base (as stored; every value re-validated here). */
export interface ThemeOverrides {
  colors?: Record<string, string>;
  fonts?: Record<string, string>;
}

const PALETTE_KEYS = ["accent", "text", "muted", "background", "heading", "link", "border", "codeBackground"] as const;

/**
 * Precedence, lowest first: the built-in theme, the custom theme's colours/fonts, then the job's
 * template styles (`accent`, `fontBody`, `fontHeading`, `fontMono`) — a template is the narrower
 * choice, so it wins. Only strict hex colours and known preset keys survive: anything else is
 * ignored, because these values are pasted into CSS.
 */
export function resolveLook(spec: ThemeSpec, overrides: ThemeOverrides, styles: ThemeInput["styles"]): { palette: ThemePalette; fonts: ThemeFonts } {
  const palette = { ...spec.palette };
  for (const key of PALETTE_KEYS) palette[key] = validAccent(overrides.colors?.[key]) ?? palette[key];
  palette.accent = validAccent(styles.accent) ?? palette.accent;
  // Links follow a new accent when the base theme draws them in its accent and no link colour was chosen.
  if (spec.palette.link === spec.palette.accent && !validAccent(overrides.colors?.link)) palette.link = palette.accent;
  const fonts: ThemeFonts = {
    body: fontPreset(styles.fontBody) ?? fontPreset(overrides.fonts?.body) ?? spec.fonts.body,
    heading: fontPreset(styles.fontHeading) ?? fontPreset(overrides.fonts?.heading) ?? spec.fonts.heading,
    mono: fontPreset(styles.fontMono) ?? fontPreset(overrides.fonts?.mono) ?? spec.fonts.mono,
  };
  return { palette, fonts };
}

function variables(palette: ThemePalette, fonts: ThemeFonts): string {
  const { accent, background } = palette;
  return `:root { --accent: ${accent}; --text: ${palette.text}; --heading: ${palette.heading}; --muted: ${palette.muted};
  --link: ${palette.link}; --rule: ${palette.border}; --code-bg: ${palette.codeBackground}; --page-bg: ${background};
  --quote: color-mix(in srgb, ${palette.text} 82%, ${background}); --stripe: color-mix(in srgb, ${palette.text} 3.5%, ${background});
  --tint: color-mix(in srgb, ${accent} 7%, ${background});
  --font-body: ${fontStack(fonts.body)}; --font-heading: ${fontStack(fonts.heading)}; --font-mono: ${fontStack(fonts.mono)}; }
/* The page box, margins included (html's background stops at the margins). */
@page { background: ${background}; }`;
}

// Footers keep the installed fonts matching the body's genre that they had as Chromium templates
// (which could not load web fonts), so moving them into the document's margin boxes changed no
// glyph. The bundled fonts would not help them: a face only the footer uses never starts loading,
// since the footer is laid out only when printing.
const FOOTER_FONTS: Record<"serif" | "sans-serif" | "monospace", string> = {
  serif: `'Liberation Serif', 'DejaVu Serif', serif`,
  "sans-serif": `'Liberation Sans', 'DejaVu Sans', sans-serif`,
  monospace: `'Liberation Mono', 'DejaVu Sans Mono', monospace`,
};

function footerFontStack(body: FontChoice): string {
  return FOOTER_FONTS[body === "system" ? "sans-serif" : body.generic];
}

/** A Theme from a built-in spec, optionally with a custom theme's colours and fonts layered on. */
export function buildTheme(spec: ThemeSpec, overrides: ThemeOverrides = {}, name = spec.name): Theme {
  const resolve = (input: ThemeInput) => resolveLook(spec, overrides, input.styles);
  // The stylesheet depends on the styles alone; the same string for the same styles lets the
  // per-document filters that follow reuse their work on it (see dropUnusedFaces).
  const css = memoByString(64, (styles: string) => {
    const { palette, fonts } = resolveLook(spec, overrides, JSON.parse(styles) as ThemeInput["styles"]);
    return [fontFacesForChoices([fonts.body, fonts.heading, fonts.mono]), variables(palette, fonts), BASE_CSS, spec.css, ...featureCss].join("\n");
  });
  return {
    name,
    css: (input) => css(JSON.stringify(input.styles)),
    margin: () => spec.margin,
    footerCss: (input, title) => {
      const { palette, fonts } = resolve(input);
      return runningFooterCss(spec.footer, { palette, fontStack: footerFontStack(fonts.body), title });
    },
    blockStyle: (input) => {
      const { palette, fonts } = resolve(input);
      return {
        codeTheme: spec.codeTheme,
        chartColors: [palette.accent, ...spec.chartColors.filter((color) => color !== palette.accent)],
        chartFont: fontStack(fonts.body),
        textColor: palette.text,
        ruleColor: palette.border,
      };
    },
  };
}
