import type { BuiltInTheme, RenderJob } from "@quire/contracts";
import { boldSpec } from "./bold-theme";
import { buildTheme } from "./build-theme";
import { defaultSpec } from "./default-theme";
import { editorialSpec } from "./editorial-theme";
import { invoiceSpec } from "./invoice-theme";
import { minimalSpec } from "./minimal-theme";
import { technicalSpec } from "./technical-theme";
import type { Theme } from "./theme";
import type { ThemeSpec } from "./theme-spec";

const SPECS: Readonly<Record<BuiltInTheme, ThemeSpec>> = {
  default: defaultSpec,
  editorial: editorialSpec,
  minimal: minimalSpec,
  technical: technicalSpec,
  bold: boldSpec,
  invoice: invoiceSpec,
};

const BUILT_IN: ReadonlyMap<string, Theme> = new Map(Object.values(SPECS).map((spec) => [spec.name, buildTheme(spec)]));

/** A built-in theme by name; unknown names (the gateway has already rejected them) get `default`. */
export function builtInTheme(name: string): Theme {
  return BUILT_IN.get(name) ?? BUILT_IN.get("default")!;
}

function builtInSpec(name: string): ThemeSpec {
  return Object.hasOwn(SPECS, name) ? SPECS[name as BuiltInTheme] : defaultSpec;
}

/**
 * The theme for a job: a built-in by name, or a custom theme — its base with its colours and fonts
 * layered on, then its custom CSS last. Template styles on the job win over both (see resolveLook).
 * The custom CSS was sanitised when the theme was saved; the browser's request lockdown and the
 * document CSP are the second and third guards.
 */
export function resolveTheme(ref: RenderJob["theme"]): Theme {
  if ("builtIn" in ref) return builtInTheme(ref.builtIn);
  const { baseTheme, colors, fonts, customCss, slug } = ref.custom;
  const theme = buildTheme(builtInSpec(baseTheme), { colors, fonts }, slug);
  return { ...theme, css: (input) => `${theme.css(input)}\n${customCss}` };
}
