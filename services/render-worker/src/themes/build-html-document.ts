import { ASSET_ORIGIN } from "../assets/bundled-assets";
import { facePreloadLinks } from "../fonts/preload-faces";
import { dropUnusedFaces } from "../fonts/unused-faces";
import { memoByString } from "../string-memo";
import { mathCss } from "../markdown/features/math/math-css";
import type { Theme, ThemeInput } from "./theme";

// Defence in depth: even if something slipped past the sanitiser and the browser's request
// blocking, the document itself forbids every fetch except inline data and our bundled fonts.
const CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data: ${ASSET_ORIGIN}`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// What the math feature emits: KaTeX's own classes, and its `math-*` wrappers and error boxes.
const MATH_MARKUP = /class="[^"]*(?:katex|math-)/;

/**
 * The theme's CSS without what `body` cannot use: KaTeX's stylesheet (~25 KB) unless it holds
 * maths, and the @font-face subsets none of its characters fall in. Chromium parses every rule of
 * every document, so this is renderer CPU saved on each print; the PDF is the same.
 */
export function documentCss(css: string, body: string): string {
  return dropUnusedFaces(MATH_MARKUP.test(body) ? css : withoutMath(css), body);
}

// Memoised so a theme's stylesheet comes back as the same string, which dropUnusedFaces has split before.
const withoutMath = memoByString(64, (css: string) => css.replace(mathCss, ""));

/** The complete HTML page Chromium prints: the theme's CSS around the sanitised body. */
export function buildHtmlDocument({ theme, input, body, title }: { theme: Theme; input: ThemeInput; body: string; title: string }): string {
  // `</style` inside CSS would end the element early; no theme legitimately contains it.
  const css = (documentCss(theme.css(input), body) + theme.footerCss(input, title)).replace(/<\/style/gi, "<\\/style");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${escapeHtml(title)}</title>${facePreloadLinks(css, body)}<style>${css}</style></head>` +
    `<body><main class="document">${body}</main></body></html>`
  );
}
