/**
 * One font family shipped with the worker as a `@fontsource/<package>` dependency. `weights` lists
 * only the faces our themes use: each face is a separate @font-face set, so fewer faces keep the
 * stylesheet small, and Chromium synthesises anything missing.
 */
export interface BundledFont {
  /** The CSS family name the package declares, e.g. "Source Serif 4". */
  family: string;
  /** The fontsource package name without the scope, e.g. "source-serif-4". */
  pkg: string;
  weights: readonly number[];
  /** Also include the italic faces of `weights` (when the package ships them). */
  italic: boolean;
  /** Generic family closing the stack: what Chromium uses if every bundled face is missing. */
  generic: "serif" | "sans-serif" | "monospace";
  /** Which of the package's two formats to serve (default woff2). */
  format?: "woff2" | "woff";
}

const TEXT_WEIGHTS = [400, 600, 700] as const;

export const INTER: BundledFont = { family: "Inter", pkg: "inter", weights: [...TEXT_WEIGHTS, 800], italic: true, generic: "sans-serif" };
export const SOURCE_SERIF_4: BundledFont = { family: "Source Serif 4", pkg: "source-serif-4", weights: TEXT_WEIGHTS, italic: true, generic: "serif" };
export const JETBRAINS_MONO: BundledFont = { family: "JetBrains Mono", pkg: "jetbrains-mono", weights: [400, 700], italic: true, generic: "monospace" };
export const ROBOTO_SLAB: BundledFont = { family: "Roboto Slab", pkg: "roboto-slab", weights: TEXT_WEIGHTS, italic: false, generic: "serif" };
export const SOURCE_SANS_3: BundledFont = { family: "Source Sans 3", pkg: "source-sans-3", weights: TEXT_WEIGHTS, italic: true, generic: "sans-serif" };
export const FRAUNCES: BundledFont = { family: "Fraunces", pkg: "fraunces", weights: [400, 600, 700], italic: true, generic: "serif" };
export const IBM_PLEX_SANS: BundledFont = { family: "IBM Plex Sans", pkg: "ibm-plex-sans", weights: TEXT_WEIGHTS, italic: true, generic: "sans-serif" };
export const IBM_PLEX_MONO: BundledFont = { family: "IBM Plex Mono", pkg: "ibm-plex-mono", weights: [400, 600], italic: true, generic: "monospace" };
export const SPACE_GROTESK: BundledFont = { family: "Space Grotesk", pkg: "space-grotesk", weights: [500, 700], italic: false, generic: "sans-serif" };

// Coverage fallbacks, in stack order after a theme's own font. Noto Sans fills scripts the Latin
// families lack; the emoji font comes before the CJK fonts because their subsets also claim emoji
// code points (as monochrome glyphs); the CJK fonts only ever load for code points their primary
// family lacks, thanks to unicode-range.
export const NOTO_SANS: BundledFont = { family: "Noto Sans", pkg: "noto-sans", weights: [400, 700], italic: true, generic: "sans-serif" };
// The woff build, because Chromium draws this COLRv1 font's woff2 build as blank glyphs (on
// screen and in print), while the woff build prints in colour.
export const NOTO_COLOR_EMOJI: BundledFont = {
  family: "Noto Color Emoji",
  pkg: "noto-color-emoji",
  weights: [400],
  italic: false,
  generic: "sans-serif",
  format: "woff",
};
// CJK at one weight: each weight adds ~100 @font-face rules to every document's stylesheet, and
// Chromium synthesises bold for CJK headings well enough.
export const NOTO_SANS_SC: BundledFont = { family: "Noto Sans SC", pkg: "noto-sans-sc", weights: [400], italic: false, generic: "sans-serif" };
export const NOTO_SANS_JP: BundledFont = { family: "Noto Sans JP", pkg: "noto-sans-jp", weights: [400], italic: false, generic: "sans-serif" };
export const NOTO_SANS_KR: BundledFont = { family: "Noto Sans KR", pkg: "noto-sans-kr", weights: [400], italic: false, generic: "sans-serif" };

export const FALLBACK_FONTS: readonly BundledFont[] = [NOTO_SANS, NOTO_COLOR_EMOJI, NOTO_SANS_SC, NOTO_SANS_JP, NOTO_SANS_KR];
