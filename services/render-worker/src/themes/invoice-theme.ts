import { INTER, JETBRAINS_MONO } from "../fonts/bundled-font";
import type { ThemeSpec } from "./theme-spec";

// Transactional documents: compact sans, tabular figures everywhere, a clean header area (the first
// heading as a spaced-out title over a rule), quiet tables whose numeric columns line up.
export const invoiceSpec: ThemeSpec = {
  name: "invoice",
  palette: {
    accent: "#2b4c7e",
    text: "#1f2430",
    muted: "#6b7280",
    background: "#ffffff",
    heading: "#111827",
    link: "#2b4c7e",
    border: "#e5e7eb",
    codeBackground: "#f3f4f6",
  },
  fonts: { body: INTER, heading: INTER, mono: JETBRAINS_MONO },
  css: `
body { font-size: 9.5pt; line-height: 1.45; font-variant-numeric: tabular-nums lining-nums; hyphens: manual; }
h1, h2, h3, h4 { font-weight: 600; }
h1 { font-size: 20pt; text-transform: uppercase; letter-spacing: 0.12em; color: var(--accent); padding-bottom: 0.45em;
  border-bottom: 2px solid var(--accent); margin-bottom: 1em; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.08em; color: var(--muted); margin-top: 1.6em; }
h3, h4 { font-size: 10pt; }
p { margin-bottom: 0.55em; }
table { font-size: 9pt; margin-bottom: 1.4em; }
th { font-size: 7.5pt; font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); border-bottom: 1px solid var(--heading); }
td { border-bottom: 0.5px solid var(--rule); padding-top: 0.5em; padding-bottom: 0.5em; }
tbody tr:last-child td { border-bottom: 1px solid var(--heading); }
blockquote { font-size: 9pt; }
`,
  margin: { top: "16mm", right: "16mm", bottom: "20mm", left: "16mm" },
  footer: { left: "title", pageNumber: "right", fontSize: "7.5pt", colour: "muted" },
  codeTheme: "github-light",
  chartColors: ["#2b4c7e", "#9ca3af", "#0f766e", "#d97706", "#7c3aed", "#be123c"],
};
