// Table of contents: one flex row per entry (text, dotted leader, page number). The number slot has
// a fixed width and tabular figures, so filling it in (or correcting an estimated number) changes no
// line break and no page break (the numbers must describe the layout they are printed into).
export const tocCss = `
nav.toc { margin: 0 0 1.6em; break-inside: auto; }
.toc-title { font-family: var(--font-heading); font-weight: 700; font-size: 1.15em; color: var(--heading); margin: 0 0 0.5em; }
.toc-list { list-style: none; margin: 0; padding: 0; }
.toc-entry { margin: 0.2em 0; break-inside: avoid; }
.toc-entry > a { display: flex; align-items: baseline; color: var(--text); text-decoration: none; }
.toc-level-1 { font-weight: 700; margin-top: 0.5em; }
.toc-level-2 { padding-left: 1.2em; }
.toc-level-3 { padding-left: 2.4em; font-size: 0.95em; color: var(--muted); }
.toc-level-3 > a { color: var(--muted); }
.toc-text { flex: 0 1 auto; }
.toc-dots { flex: 1 1 2em; min-width: 2em; margin: 0 0.4em; border-bottom: 1px dotted var(--rule); }
.toc-page { flex: none; width: 3.5ch; text-align: right; font-variant-numeric: tabular-nums lining-nums; color: var(--muted); }
`;
