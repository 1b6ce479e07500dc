import { ASSET_ORIGIN } from "../assets/bundled-assets";

// Bundled faces are font-display: swap, and Chromium lays a document out as soon as it is parsed:
// a face still on its way is laid out in the fallback, and the whole document again once it swaps
// in (on the bench's 73-page report, half of setContent's renderer time). A preload hint is fetched
// while the HTML is parsed, so the faces most text is set in are there for the first layout. It is
// only a hint: a face hinted and unused costs one fetch, a face used and not hinted swaps in as
// before, and the PDF is the same either way.
const LIKELY_FACE = new RegExp(
  // Regular and bold Latin of the theme's own families (the Noto fallbacks only set what those
  // lack), and KaTeX's upright and italic text faces and its large-operator sizes.
  `url\\(['"]?(${escape(ASSET_ORIGIN)}/(?:fonts/(?!noto-)[a-z0-9-]+/[a-z0-9-]+-latin-(?:400|700)-normal|katex/fonts/KaTeX_(?:Main-Regular|Math-Italic|Size[1-4]-Regular))\\.woff2)['"]?\\)`,
  "g",
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The hints cost a fetch each whatever the document's length, and the layout they spare grows with
 * it: on a 1-page document (~1 KB of body) they cost ~40 ms more than they saved, on ~10 pages
 * (33 KB) they about broke even, on the 73-page report (490 KB) they saved a fifth of the print.
 */
const HINT_FROM_BODY_CHARS = 64_000;

/** `<link rel="preload">` hints for the faces of `css` that most text of a long `body` is set in. */
export function facePreloadLinks(css: string, body: string): string {
  if (body.length < HINT_FROM_BODY_CHARS) return "";
  const urls = new Set([...css.matchAll(LIKELY_FACE)].map((match) => match[1]!));
  return [...urls].map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`).join("");
}
