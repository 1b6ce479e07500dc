import {
  BUILT_IN_THEMES,
  themeColorsInputSchema,
  themeFontsInputSchema,
  type BuiltInTheme,
  type ThemeColors,
  type ThemeFonts,
  type ThemeRecord,
} from "@quire/contracts";
import type { Theme } from "@quire/db";

export function isBuiltInTheme(name: string): name is BuiltInTheme {
  return (BUILT_IN_THEMES as readonly string[]).includes(name);
}

/** Drops keys whose value is undefined (what the lenient schemas leave for dropped fields). */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function cleanColors(value: unknown): ThemeColors {
  const parsed = themeColorsInputSchema.safeParse(value);
  return parsed.success ? compact(parsed.data) : {};
}

export function cleanFonts(value: unknown): ThemeFonts {
  const parsed = themeFontsInputSchema.safeParse(value);
  return parsed.success ? compact(parsed.data) : {};
}

export function toThemeRecord(row: Theme): ThemeRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    baseTheme: isBuiltInTheme(row.baseTheme) ? row.baseTheme : "default",
    colors: cleanColors(row.colors),
    fonts: cleanFonts(row.fonts),
    customCss: row.customCss,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
