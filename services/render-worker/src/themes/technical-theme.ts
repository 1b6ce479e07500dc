import { IBM_PLEX_MONO, IBM_PLEX_SANS } from "../fonts/bundled-font";
import type { ThemeSpec } from "./theme-spec";

// Specs and manuals: IBM Plex, numbered sections, gridded tables, code set off with a side bar.
export const technicalSpec: ThemeSpec = {
  name: "technical",
  palette: {
    accent: "#0f766e",
    text: "#1f2933",
    muted: "#616e7c",
    background: "#ffffff",
    heading: "#102a43",
    link: "#0f766e",
    border: "#cbd2d9",
    codeBackground: "#f5f7fa",
  },
  fonts: { body: IBM_PLEX_SANS, heading: IBM_PLEX_SANS, mono: IBM_PLEX_MONO },
  css: `
body { font-size: 10pt; line-height: 1.5; counter-reset: h2; }
h1, h2, h3, h4 { font-weight: 600; }
h1 { font-size: 20pt; padding: 0 0 0.3em; border-bottom: 1px solid var(--rule); }
h2 { font-size: 14pt; counter-increment: h2; counter-reset: h3; }
h3 { font-size: 11.5pt; counter-increment: h3; }
h2::before { content: counter(h2) "  "; color: var(--accent); }
h3::before { content: counter(h2) "." counter(h3) "  "; color: var(--accent); }
table { border: 1px solid var(--rule); font-size: 9pt; }
th { background: var(--tint); border: 1px solid var(--rule); border-bottom: 1.5px solid var(--accent); }
td { border: 1px solid var(--rule); }
pre { border: 0; border-left: 3px solid var(--accent); border-radius: 0 3px 3px 0; font-size: 0.86em; }
:not(pre) > code { color: var(--heading); border: 0.5px solid var(--rule); }
blockquote { border-left-width: 3px; }
`,
  margin: { top: "18mm", right: "18mm", bottom: "20mm", left: "18mm" },
  footer: { left: "title", pageNumber: "right", fontSize: "7.5pt", colour: "muted", rule: "1.5mm" },
  codeTheme: "github-light-default",
  chartColors: ["#0f766e", "#3b82f6", "#f59e0b", "#8b5cf6", "#ef4444", "#64748b"],
};
