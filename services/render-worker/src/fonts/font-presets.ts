import type { FontPreset } from "@quire/contracts";
import { fontFacesFor } from "./font-face-css";
import { FALLBACK_FONTS, INTER, JETBRAINS_MONO, ROBOTO_SLAB, SOURCE_SANS_3, SOURCE_SERIF_4, type BundledFont } from "./bundled-font";

/** What a font choice resolves to: a bundled family, or the machine's own UI font (`system`). */
export type FontChoice = BundledFont | "system";

/** Template `styles.font*` and custom theme `fonts.*` name these presets (contract: FONT_PRESETS). */
export const FONT_PRESET_FONTS: Readonly<Record<FontPreset, FontChoice>> = {
  sans: INTER,
  serif: SOURCE_SERIF_4,
  mono: JETBRAINS_MONO,
  slab: ROBOTO_SLAB,
  humanist: SOURCE_SANS_3,
  system: "system",
};

// Whatever the worker's OS offers as its UI font; nothing is bundled for it.
const SYSTEM_STACK = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial`;

/** The preset behind a style value, or undefined for anything that is not a preset key. */
export function fontPreset(value: string | undefined): FontChoice | undefined {
  return value !== undefined && Object.hasOwn(FONT_PRESET_FONTS, value) ? FONT_PRESET_FONTS[value as FontPreset] : undefined;
}

/**
 * The CSS font-family list for a choice: the font itself, then the bundled coverage fallbacks
 * (Greek/Cyrillic/other scripts, emoji, CJK) so no script renders as boxes, then a generic.
 */
export function fontStack(choice: FontChoice): string {
  const own = choice === "system" ? SYSTEM_STACK : `"${choice.family}"`;
  const generic = choice === "system" ? "sans-serif" : choice.generic;
  return [own, ...FALLBACK_FONTS.map((font) => `"${font.family}"`), generic].join(", ");
}

/** The bundled fonts a set of choices needs @font-face rules for (fallbacks included). */
export function bundledFontsFor(choices: readonly FontChoice[]): BundledFont[] {
  return [...choices.filter((choice): choice is BundledFont => choice !== "system"), ...FALLBACK_FONTS];
}

// One stylesheet per combination of fonts: themes × presets is a small, bounded set.
const facesByCombination = new Map<string, string>();

/** @font-face rules for the given choices plus the coverage fallbacks, built once per combination. */
export function fontFacesForChoices(choices: readonly FontChoice[]): string {
  const fonts = bundledFontsFor(choices);
  const key = fonts.map((font) => font.pkg).join(",");
  let css = facesByCombination.get(key);
  if (css === undefined) {
    css = fontFacesFor(fonts);
    facesByCombination.set(key, css);
  }
  return css;
}
