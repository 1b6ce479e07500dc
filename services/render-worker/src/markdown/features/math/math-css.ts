import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ASSET_ORIGIN } from "../../../assets/bundled-assets";

// KaTeX's own stylesheet, with its relative font URLs pointed at the bundled KaTeX fonts the
// locked browser is allowed to load (see bundled-assets.ts). Only the woff2 sources are kept:
// Chromium reads woff2, and the woff/ttf fallbacks would only be more URLs to refuse.

function katexStylesheet(): string {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve("katex/dist/katex.css"), "utf8");
  return css.replace(/src:\s*([^;]+);/g, (_match, sources: string) => {
    const woff2 = /url\(fonts\/([A-Za-z0-9_-]+\.woff2)\)\s*format\("woff2"\)/.exec(sources);
    return woff2 ? `src: url(${ASSET_ORIGIN}/katex/fonts/${woff2[1]}) format("woff2");` : "";
  });
}

export const mathCss = `${katexStylesheet()}
.math-display { margin: 0.8em 0; overflow-wrap: normal; break-inside: avoid; }
.math-display .katex-display { margin: 0; }
.katex { font-size: 1.1em; }
.katex-error, .math-error { color: #b42318; font-family: var(--font-mono); font-size: 0.85em; white-space: pre-wrap;
  background: color-mix(in srgb, #b42318 6%, white); border: 1px dashed #b42318; border-radius: 3px; padding: 0 0.25em; }
div.math-error { display: block; padding: 0.4em 0.6em; margin: 0.8em 0; }
`;
