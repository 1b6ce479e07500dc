import { validAccent } from "./accent-color";
import { DEFAULT_LOOK } from "../markdown/look";
import type { Theme, ThemeInput } from "./theme";

// Fonts installed on the worker image (Liberation is metric-compatible with Times/Arial/Courier,
// DejaVu covers Greek and Cyrillic). Issue 4 replaces these stacks with bundled fonts.
const SERIF = `"Liberation Serif", "Times New Roman", "DejaVu Serif", serif`;
const SANS = `"Liberation Sans", Arial, "DejaVu Sans", sans-serif`;
const MONO = `"DejaVu Sans Mono", "Liberation Mono", monospace`;
const DEFAULT_ACCENT = "#1f4e79";

const BASE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: var(--text); font-family: ${SERIF}; font-size: 11.5pt; line-height: 1.5;
  font-kerning: normal; text-rendering: optimizeLegibility; hyphens: auto; orphans: 3; widows: 3; }
.document { overflow-wrap: break-word; }

h1, h2, h3, h4, h5, h6 { font-family: ${SANS}; color: var(--heading); line-height: 1.25; margin: 1.4em 0 0.5em;
  break-after: avoid; break-inside: avoid; hyphens: manual; }
h1 { font-size: 22pt; font-weight: 700; margin-top: 0; padding-bottom: 0.25em; border-bottom: 2px solid var(--accent); }
h2 { font-size: 15pt; font-weight: 700; color: var(--accent); }
h3 { font-size: 12.5pt; font-weight: 700; }
h4 { font-size: 11.5pt; font-weight: 700; }
h5, h6 { font-size: 10.5pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
p { margin: 0 0 0.75em; }
a { color: var(--accent); text-decoration: underline; text-decoration-thickness: 0.06em; text-underline-offset: 0.15em; }
strong { font-weight: 700; }
hr { border: 0; border-top: 1px solid var(--rule); margin: 1.6em 0; }
ul, ol { margin: 0 0 0.75em; padding-left: 1.6em; }
li { margin: 0.15em 0; }
li > p { margin: 0.2em 0; }
li.task-list-item { list-style: none; }
li.task-list-item input[type="checkbox"] { margin: 0 0.45em 0 -1.4em; vertical-align: -0.1em; }

blockquote { margin: 1em 0; padding: 0.4em 1em; border-left: 3px solid var(--accent); background: var(--tint);
  color: var(--quote); break-inside: avoid; }
blockquote > :last-child { margin-bottom: 0; }

code, kbd, samp, pre { font-family: ${MONO}; font-size: 0.82em; }
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 3px; }
pre { background: var(--code-bg); border: 1px solid var(--rule); border-radius: 4px; padding: 0.75em 1em;
  line-height: 1.4; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 0 1em; }
pre code { font-size: 1em; background: none; padding: 0; }
kbd { border: 1px solid var(--rule); border-bottom-width: 2px; border-radius: 3px; padding: 0 0.3em; }

/* Tables: the header row repeats on every page and rows never split across a page break. */
table { width: 100%; border-collapse: collapse; margin: 0 0 1.1em; font-family: ${SANS}; font-size: 9.5pt; line-height: 1.35; }
thead { display: table-header-group; }
tfoot { display: table-footer-group; }
tr { break-inside: avoid; }
th { font-weight: 700; color: var(--heading); border-bottom: 1.5px solid var(--accent); }
th, td { padding: 0.4em 0.6em; vertical-align: top; }
/* GFM column alignment arrives as the align attribute; only unaligned headers default to left. */
th:not([align]) { text-align: left; }
td { border-bottom: 1px solid var(--rule); }
tbody tr:nth-child(even) td { background: var(--stripe); }

img { max-width: 100%; height: auto; break-inside: avoid; }
.remote-image-blocked { display: inline-block; padding: 0.3em 0.6em; border: 1px dashed var(--muted); border-radius: 3px;
  color: var(--muted); font-family: ${SANS}; font-size: 9pt; }
del, s { color: var(--muted); }
sup, sub { line-height: 0; }
section.footnotes { margin-top: 2em; padding-top: 0.5em; border-top: 1px solid var(--rule); font-size: 9.5pt; color: var(--muted); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
details, summary { display: block; }
`;

function variables(accent: string): string {
  return `:root { --accent: ${accent}; --text: #1c2026; --heading: #14181f; --muted: #5f6875; --quote: #3a414c;
  --rule: #d8dce2; --code-bg: #f4f6f8; --stripe: #f8f9fb; --tint: color-mix(in srgb, ${accent} 6%, white); }`;
}

// Inside a double-quoted style attribute, so font names switch to single quotes.
const FOOTER_STYLE = `width: 100%; margin: 0 20mm; padding-top: 2mm; border-top: 0.5pt solid #d8dce2; font-family: ${SANS.replace(/"/g, "'")}; font-size: 8pt; color: #6b7380; display: flex; justify-content: space-between;`;

export const defaultTheme: Theme = {
  name: "default",
  css: ({ styles }: ThemeInput) => `${variables(validAccent(styles.accent) ?? DEFAULT_ACCENT)}\n${BASE_CSS}`,
  margin: () => ({ top: "20mm", right: "20mm", bottom: "22mm", left: "20mm" }),
  // An empty element, because Chromium's default header prints the date and URL.
  headerTemplate: () => "<span></span>",
  // `title`, `pageNumber` and `totalPages` are filled in by Chromium per page.
  footerTemplate: () =>
    `<div style="${FOOTER_STYLE}"><span class="title"></span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
  look: ({ styles }: ThemeInput) => {
    const accent = validAccent(styles.accent) ?? DEFAULT_ACCENT;
    return { ...DEFAULT_LOOK, chartColors: [accent, ...DEFAULT_LOOK.chartColors.filter((color) => color !== accent)], chartFont: SANS };
  },
};
