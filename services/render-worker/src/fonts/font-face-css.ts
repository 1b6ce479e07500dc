import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ASSET_ORIGIN } from "../assets/bundled-assets";
import type { BundledFont } from "./bundled-font";

const require = createRequire(import.meta.url);

/**
 * A fontsource stylesheet pointed at our asset origin: `./files/x.woff2` becomes
 * `${ASSET_ORIGIN}/fonts/<pkg>/x.woff2` (served from the package by request interception). Only the
 * source in `format` is kept (Chromium takes the first it supports; the twin only adds bytes) and
 * comments go; unicode-range stays, so a document only pulls the subsets its text needs.
 */
export function rewriteFontsourceCss(css: string, pkg: string, format: "woff2" | "woff" = "woff2"): string {
  const base = `${ASSET_ORIGIN}/fonts/${pkg}/`;
  const source = /src:\s*url\((\.\/files\/[^)]+)\.woff2\)\s*format\('woff2'\),\s*url\((\.\/files\/[^)]+)\.woff\)\s*format\('woff'\)/g;
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(source, (_all, woff2: string, woff: string) =>
      format === "woff2" ? `src: url(${woff2}.woff2) format('woff2')` : `src: url(${woff}.woff) format('woff')`,
    )
    .replace(/url\(\.\/files\//g, `url(${base}`)
    .replace(/\s*\n\s*/g, "")
    .trim();
}

/** The fontsource stylesheets for a font: `400.css`, `400-italic.css`, … for the faces it declares. */
export function fontsourceFiles(font: BundledFont, exists: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const weight of font.weights) {
    files.push(`${weight}.css`);
    if (font.italic && exists(`${weight}-italic.css`)) files.push(`${weight}-italic.css`);
  }
  return files;
}

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
}

// Read from disk once per process: the stylesheets are immutable while the worker runs.
const cache = new Map<string, string>();

/** @font-face rules for one bundled font. Throws if its package is missing (a broken install). */
export function fontFaceCss(font: BundledFont): string {
  const cached = cache.get(font.pkg + font.family);
  if (cached !== undefined) return cached;
  const dir = packageDir(font.pkg);
  const css = fontsourceFiles(font, (file) => existsSync(path.join(dir, file)))
    .map((file) => rewriteFontsourceCss(readFileSync(path.join(dir, file), "utf8"), font.pkg, font.format))
    .join("\n");
  cache.set(font.pkg + font.family, css);
  return css;
}

/** @font-face rules for several fonts, each once. */
export function fontFacesFor(fonts: readonly BundledFont[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const font of fonts) {
    if (seen.has(font.pkg)) continue;
    seen.add(font.pkg);
    parts.push(fontFaceCss(font));
  }
  return parts.join("\n");
}
