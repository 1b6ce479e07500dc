import { INTER, JETBRAINS_MONO, SOURCE_SERIF_4 } from "../fonts/bundled-font";
import { buildTheme } from "./build-theme";
import type { Theme } from "./theme";
import type { ThemeSpec } from "./theme-spec";

// A classic report: serif body, sans headings, one deep blue accent, a ruled running footer.
export const defaultSpec: ThemeSpec = {
  name: "default",
  palette: {
    accent: "#1f4e79",
    text: "#1c2026",
    muted: "#5f6875",
    background: "#ffffff",
    heading: "#14181f",
    link: "#1f4e79",
    border: "#d8dce2",
    codeBackground: "#f4f6f8",
  },
  fonts: { body: SOURCE_SERIF_4, heading: INTER, mono: JETBRAINS_MONO },
  css: `
body { font-size: 11pt; }
h1 { font-size: 22pt; padding-bottom: 0.25em; border-bottom: 2px solid var(--accent); }
h2 { font-size: 15pt; color: var(--accent); }
h3 { font-size: 12.5pt; }
table { font-family: var(--font-heading); }
th { border-bottom: 1.5px solid var(--accent); }
tbody tr:nth-child(even) td { background: var(--stripe); }
`,
  margin: { top: "20mm", right: "20mm", bottom: "22mm", left: "20mm" },
  footer: { left: "title", pageNumber: "right", fontSize: "8pt", colour: "muted", rule: "2mm" },
  codeTheme: "github-light",
  chartColors: ["#1f4e79", "#c55a11", "#548235", "#7030a0", "#bf8f00", "#2e75b6"],
};

/** The default theme, built: what a job without template or theme renders with (and the warm-up). */
export const defaultTheme: Theme = buildTheme(defaultSpec);
