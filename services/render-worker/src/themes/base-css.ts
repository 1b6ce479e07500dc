// Rules every built-in theme shares. They only read the theme variables, so a theme restyles by
// setting variables and adding a few rules of its own (see the *-theme.ts files).
export const BASE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; background: var(--page-bg); }
body { margin: 0; color: var(--text); background: var(--page-bg); font-family: var(--font-body); font-size: 11pt; line-height: 1.5;
  font-kerning: normal; text-rendering: optimizeLegibility; hyphens: auto; orphans: 3; widows: 3; }
.document { overflow-wrap: break-word; }

h1, h2, h3, h4, h5, h6 { font-family: var(--font-heading); color: var(--heading); line-height: 1.25; margin: 1.4em 0 0.5em;
  break-after: avoid; break-inside: avoid; hyphens: manual; }
h1 { font-size: 22pt; font-weight: 700; margin-top: 0; }
h2 { font-size: 15pt; font-weight: 700; }
h3 { font-size: 12.5pt; font-weight: 700; }
h4 { font-size: 11pt; font-weight: 700; }
h5, h6 { font-size: 10pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
p { margin: 0 0 0.75em; }
a { color: var(--link); text-decoration: underline; text-decoration-thickness: 0.06em; text-underline-offset: 0.15em; }
strong, b { font-weight: 700; }
hr { border: 0; border-top: 1px solid var(--rule); margin: 1.6em 0; }
ul, ol { margin: 0 0 0.75em; padding-left: 1.6em; }
li { margin: 0.15em 0; }
li > p { margin: 0.2em 0; }
li::marker { color: var(--muted); }
li.task-list-item { list-style: none; }
li.task-list-item input[type="checkbox"] { margin: 0 0.45em 0 -1.4em; vertical-align: -0.1em; accent-color: var(--accent); }

blockquote { margin: 1em 0; padding: 0.4em 1em; border-left: 3px solid var(--accent); background: var(--tint);
  color: var(--quote); break-inside: avoid; }
blockquote > :last-child { margin-bottom: 0; }

code, kbd, samp, pre { font-family: var(--font-mono); font-size: 0.84em; font-variant-ligatures: none; }
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 3px; }
pre { background: var(--code-bg); border: 1px solid var(--rule); border-radius: 4px; padding: 0.75em 1em;
  line-height: 1.45; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 0 1em; }
pre code { font-size: 1em; background: none; padding: 0; }
kbd { border: 1px solid var(--rule); border-bottom-width: 2px; border-radius: 3px; padding: 0 0.3em; }

/* Tables: the header row repeats on every page and rows never split across a page break. */
table { width: 100%; border-collapse: collapse; margin: 0 0 1.1em; font-size: 9.5pt; line-height: 1.35; font-variant-numeric: tabular-nums; }
thead { display: table-header-group; }
tfoot { display: table-footer-group; }
tr { break-inside: avoid; }
th { font-weight: 700; color: var(--heading); text-align: left; }
th, td { padding: 0.4em 0.6em; vertical-align: top; }
/* GFM column alignment arrives as the align attribute. */
th[align="right"], td[align="right"] { text-align: right; }
th[align="center"], td[align="center"] { text-align: center; }
td { border-bottom: 1px solid var(--rule); }

img { max-width: 100%; height: auto; break-inside: avoid; }
.remote-image-blocked { display: inline-block; padding: 0.3em 0.6em; border: 1px dashed var(--muted); border-radius: 3px;
  color: var(--muted); font-size: 9pt; }
del, s { color: var(--muted); }
sup, sub { line-height: 0; }
section.footnotes { margin-top: 2em; padding-top: 0.5em; border-top: 1px solid var(--rule); font-size: 9pt; color: var(--muted); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
details, summary { display: block; }
`;
