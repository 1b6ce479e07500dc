import { INTER, JETBRAINS_MONO } from "../fonts/bundled-font";
import type { ThemeSpec } from "./theme-spec";

// Quiet and airy: one sans family, greys with a single blue for links, hairline rules, no fills.
export const minimalSpec: ThemeSpec = {
  name: "minimal",
  palette: {
    accent: "#2563eb",
    text: "#27272a",
    muted: "#71717a",
    background: "#ffffff",
    heading: "#18181b",
    link: "#2563eb",
    border: "#e4e4e7",
    codeBackground: "#fafafa",
  },
  fonts: { body: INTER, heading: INTER, mono: JETBRAINS_MONO },
  css: `
body { font-size: 10pt; line-height: 1.65; }
h1, h2, h3, h4 { font-weight: 600; letter-spacing: -0.01em; }
h1 { font-size: 20pt; margin-bottom: 1em; }
h2 { font-size: 13pt; margin-top: 2.2em; }
h3 { font-size: 11pt; }
h4 { font-size: 10pt; color: var(--muted); }
a { text-decoration-color: color-mix(in srgb, var(--link) 40%, transparent); }
blockquote { background: none; border-left: 1px solid var(--heading); color: var(--muted); }
pre { border: 0; border-radius: 0; }
:not(pre) > code { background: none; padding: 0; color: var(--heading); }
table { font-size: 9pt; }
th { font-weight: 500; color: var(--muted); border-bottom: 1px solid var(--heading); }
td { border-bottom: 0.5px solid var(--rule); }
hr { border-top-width: 0.5px; margin: 2.4em 0; }
`,
  margin: { top: "24mm", right: "24mm", bottom: "24mm", left: "24mm" },
  footer: { pageNumber: "right", fontSize: "7.5pt", colour: "muted" },
  codeTheme: "min-light",
  chartColors: ["#2563eb", "#71717a", "#0ea5e9", "#a1a1aa", "#1e3a8a", "#d4d4d8"],
};
