import { ASSET_ORIGIN } from "../assets/bundled-assets";
import { dropUnusedCjkFaces } from "../fonts/cjk-faces";
import type { Theme, ThemeInput } from "./theme";

// Defence in depth: even if something slipped past the sanitiser and the browser's request
// blocking, the document itself forbids every fetch except inline data and our bundled fonts.
const CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data: ${ASSET_ORIGIN}`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The complete HTML page Chromium prints: the theme's CSS around the sanitised body. */
export function buildHtmlDocument({ theme, input, body, title }: { theme: Theme; input: ThemeInput; body: string; title: string }): string {
  // `</style` inside CSS would end the element early; no theme legitimately contains it.
  const css = dropUnusedCjkFaces(theme.css(input), body).replace(/<\/style/gi, "<\\/style");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">`
    + `<meta http-equiv="Content-Security-Policy" content="${CSP}">`
    + `<title>${escapeHtml(title)}</title><style>${css}</style></head>`
    + `<body><main class="document">${body}</main></body></html>`;
}
