import type { RenderJob } from "@quire/contracts";
import { defaultTheme } from "./default-theme";
import type { Theme } from "./theme";

// Built-in themes by name. Issue 4 adds editorial, minimal, technical, bold and invoice here; until
// then those names render with `default` (the gateway has already validated every name).
const BUILT_IN: ReadonlyMap<string, Theme> = new Map([[defaultTheme.name, defaultTheme]]);

export function builtInTheme(name: string): Theme {
  return BUILT_IN.get(name) ?? defaultTheme;
}

/**
 * The theme for a job: a built-in by name, or a custom theme layered on its base. The custom CSS
 * was sanitised when the theme was saved; the browser's network lockdown is the second guard.
 */
export function resolveTheme(ref: RenderJob["theme"]): Theme {
  if ("builtIn" in ref) return builtInTheme(ref.builtIn);
  const base = builtInTheme(ref.custom.baseTheme);
  const customCss = ref.custom.customCss;
  return { ...base, name: ref.custom.slug, css: (input) => `${base.css(input)}\n${customCss}` };
}
