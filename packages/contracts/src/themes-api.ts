import { z } from "zod";
import { BUILT_IN_THEMES } from "./render";
import { FONT_PRESETS, HEX_COLOR } from "./templates-api";

// Custom themes (issue 4; the contract references them by slug or id but leaves the resource to
// us): `GET/POST /api/v1/themes`, `GET/PATCH/DELETE /api/v1/themes/{slugOrId}`.

export const THEME_COLOR_KEYS = ["accent", "text", "muted", "background", "heading", "link", "border", "codeBackground"] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

export const THEME_FONT_KEYS = ["body", "heading", "mono"] as const;
export type ThemeFontKey = (typeof THEME_FONT_KEYS)[number];

export const THEME_NAME_MAX = 80;
/** Cap on `customCss`, in UTF-8 bytes, checked before sanitising. */
export const CUSTOM_CSS_MAX_BYTES = 20 * 1024;

const hexColor = z.string().regex(HEX_COLOR);
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

// Like template styles: unknown keys and invalid values are dropped silently, never a 400.
export const themeColorsInputSchema = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, lenient(hexColor)])) as Record<ThemeColorKey, ReturnType<typeof lenient<typeof hexColor>>>,
);
export const themeFontsInputSchema = z.object({
  body: lenient(z.enum(FONT_PRESETS)),
  heading: lenient(z.enum(FONT_PRESETS)),
  mono: lenient(z.enum(FONT_PRESETS)),
});

export const themeColorsSchema = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, hexColor.optional()])) as Record<ThemeColorKey, z.ZodOptional<typeof hexColor>>,
);
export type ThemeColors = z.infer<typeof themeColorsSchema>;
export const themeFontsSchema = z.object({
  body: z.enum(FONT_PRESETS).optional(),
  heading: z.enum(FONT_PRESETS).optional(),
  mono: z.enum(FONT_PRESETS).optional(),
});
export type ThemeFonts = z.infer<typeof themeFontsSchema>;

const themeName = z.string().trim().min(1).max(THEME_NAME_MAX);
/**
 * Custom CSS appended after the base theme. Sanitised at write time: `@import`, `url()`/`src()`/
 * `image-set()` targets other than `data:`, `expression()`, `behavior` and `-moz-binding`
 * declarations and `</style` sequences are removed; everything else is kept as sent.
 * The character bound is coarse; the UTF-8 byte cap is enforced by the server.
 */
const customCss = z.string().max(CUSTOM_CSS_MAX_BYTES);

export const themeCreateSchema = z.object({
  name: themeName,
  baseTheme: z.enum(BUILT_IN_THEMES).optional(),
  colors: themeColorsInputSchema.optional(),
  fonts: themeFontsInputSchema.optional(),
  customCss: customCss.optional(),
});
export type ThemeCreate = z.infer<typeof themeCreateSchema>;

/** Only sent fields change; `colors` and `fonts` replace the whole object. `slug` is never changed. */
export const themeUpdateSchema = z.object({
  name: themeName.optional(),
  baseTheme: z.enum(BUILT_IN_THEMES).optional(),
  colors: themeColorsInputSchema.optional(),
  fonts: themeFontsInputSchema.optional(),
  customCss: customCss.optional(),
});
export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;

export const themeRecordSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  baseTheme: z.enum(BUILT_IN_THEMES),
  colors: themeColorsSchema,
  fonts: themeFontsSchema,
  customCss: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThemeRecord = z.infer<typeof themeRecordSchema>;

export const themeListSchema = z.object({
  themes: z.array(themeRecordSchema),
  next_cursor: z.string().nullable(),
});

export const themeDeletedSchema = z.object({
  slug: z.string(),
  deleted: z.literal(true),
});
