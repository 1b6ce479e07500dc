import { INTER, JETBRAINS_MONO, SPACE_GROTESK } from "../fonts/bundled-font";
import type { ThemeSpec } from "./theme-spec";

// Pitch decks on paper: a loud accent, heavy grotesque headings, filled table headers.
export const boldSpec: ThemeSpec = {
  name: "bold",
  palette: {
    accent: "#e4572e",
    text: "#1a1a1a",
    muted: "#666666",
    background: "#ffffff",
    heading: "#111111",
    link: "#c2410c",
    border: "#e2e2e2",
    codeBackground: "#f6f6f4",
  },
  fonts: { body: INTER, heading: SPACE_GROTESK, mono: JETBRAINS_MONO },
  css: `
body { font-size: 10.5pt; line-height: 1.55; }
h1, h2, h3, h4 { font-weight: 700; letter-spacing: -0.02em; }
h1 { font-size: 34pt; line-height: 1.05; padding-bottom: 0.2em; border-bottom: 6px solid var(--accent); margin-bottom: 0.7em; }
h2 { font-size: 18pt; padding-left: 0.45em; border-left: 5px solid var(--accent); margin-top: 1.6em; }
h3 { font-size: 13pt; color: var(--accent); }
blockquote { border-left: 0; background: var(--heading); color: #ffffff; padding: 0.8em 1.2em; font-size: 12pt; font-weight: 600; border-radius: 4px; }
blockquote a { color: #ffffff; }
table { font-size: 9.5pt; }
th { background: var(--heading); color: #ffffff; font-weight: 600; }
th:first-child { border-left: 4px solid var(--accent); }
tbody tr:nth-child(even) td { background: var(--stripe); }
td { border-bottom: 0; }
pre { border: 0; border-top: 3px solid var(--accent); border-radius: 0; }
strong { color: var(--heading); }
`,
  margin: { top: "18mm", right: "18mm", bottom: "22mm", left: "18mm" },
  footer: { left: "accent-bar", pageNumber: "right", fontSize: "8pt", colour: "heading", bold: true },
  codeTheme: "vitesse-light",
  chartColors: ["#e4572e", "#17bebb", "#ffc914", "#2e282a", "#76b041", "#8e7dbe"],
};
