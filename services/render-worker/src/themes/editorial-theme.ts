import { FRAUNCES, JETBRAINS_MONO, SOURCE_SERIF_4 } from "../fonts/bundled-font";
import type { ThemeSpec } from "./theme-spec";

// A long-form essay: serif throughout, display serif headings, wide margins, book-style tables.
export const editorialSpec: ThemeSpec = {
  name: "editorial",
  palette: {
    accent: "#8c2f39",
    text: "#26221f",
    muted: "#6f665e",
    background: "#ffffff",
    heading: "#1d1916",
    link: "#8c2f39",
    border: "#ddd5cc",
    codeBackground: "#f7f3ee",
  },
  fonts: { body: SOURCE_SERIF_4, heading: FRAUNCES, mono: JETBRAINS_MONO },
  css: `
body { font-size: 11.5pt; line-height: 1.62; text-align: justify; }
h1, h2, h3, h4 { font-weight: 600; text-align: left; }
h1 { font-size: 30pt; line-height: 1.1; text-align: center; margin-bottom: 0.9em; letter-spacing: -0.01em; }
h1::after { content: ""; display: block; width: 3.5em; margin: 0.45em auto 0; border-bottom: 2px solid var(--accent); }
h2 { font-size: 17pt; margin-top: 1.8em; }
h3 { font-size: 13pt; font-style: italic; font-weight: 400; }
h5, h6 { color: var(--accent); }
p + p { text-indent: 1.4em; }
blockquote { border-left: 0; background: none; padding: 0.2em 2.2em; font-size: 13pt; font-style: italic; line-height: 1.5; color: var(--heading); text-align: left; }
table { border-top: 1.5px solid var(--heading); border-bottom: 1.5px solid var(--heading); }
th { border-bottom: 0.75px solid var(--heading); font-variant-caps: all-small-caps; letter-spacing: 0.05em; font-size: 10.5pt; }
td { border-bottom: 0; }
pre { border: 0; border-left: 2px solid var(--accent); border-radius: 0; }
hr { border: 0; text-align: center; margin: 1.8em 0; }
hr::after { content: "\\2042"; color: var(--accent); font-size: 12pt; }
`,
  margin: { top: "24mm", right: "26mm", bottom: "26mm", left: "26mm" },
  footer: { pageNumber: "center", fontSize: "8.5pt", colour: "muted", letterSpacing: "0.06em" },
  codeTheme: "one-light",
  chartColors: ["#8c2f39", "#3d5a80", "#b5835a", "#4f6d57", "#6d597a", "#a39171"],
};
