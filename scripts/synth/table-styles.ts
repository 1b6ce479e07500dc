// How a synthetic report rules its tables: each style is one family for leave-one-family-out
// evaluation. ICDAR 2013's government reports mostly draw a rule under the header and one at the
// bottom; others draw a full grid, a frame, a rule under every row, shade alternate rows, or
// draw nothing at all. The rules outrank the theme's own table look (class and element selectors).

export const TABLE_STYLES = ["grid", "booktabs", "header-rule", "unruled", "zebra", "row-rules", "frame"] as const;
export type TableStyle = (typeof TABLE_STYLES)[number];

const T = ".gx table.t";
const LINE = "0.6pt solid #222";
const HAIR = "0.4pt solid #888";

/** Common look: no theme rules or fills, then the style's own lines. */
export function tableCss(style: TableStyle, { fontPt, padPt, stubPct }: { fontPt: number; padPt: number; stubPct: number | null }): string {
  const base = `${T} { border-collapse: collapse; border: none; margin: 0.5em 0 0.3em; font-size: ${fontPt}pt; line-height: 1.25; font-family: inherit; }
${T} tr th, ${T} tr td { border: none; background: none; padding: ${padPt}pt ${padPt * 1.6 + 2.5}pt; vertical-align: top; font-weight: normal; color: #111; text-transform: none; letter-spacing: normal; font-variant: normal; font-size: ${fontPt}pt; }
${T} tr th { font-weight: 600; vertical-align: bottom; }
${T} .r { text-align: right; white-space: nowrap; }
${T} .c { text-align: center; white-space: nowrap; }
${T} th.r, ${T} th.c { text-align: center; white-space: normal; }
${T} .l { text-align: left; }
${T} .i1 { padding-left: ${padPt * 1.6 + 2.5 + fontPt * 1.2}pt; }
${T} .gh { font-weight: 600; font-style: italic; }
${stubPct ? `${T} tr td:first-child { width: ${stubPct}%; }` : ""}`;
  const own: Record<TableStyle, string> = {
    grid: `${T} tr th, ${T} tr td { border: ${HAIR}; } ${T} { border: ${LINE}; }`,
    booktabs: `${T} { border-top: 1pt solid #111; border-bottom: 1pt solid #111; } ${T} thead tr:last-child th { border-bottom: ${LINE}; }`,
    "header-rule": `${T} thead tr:last-child th { border-bottom: ${LINE}; } ${T} tbody tr:last-child td { border-bottom: ${LINE}; }`,
    unruled: "",
    zebra: `${T} thead th { background: #d9e1ea; } ${T} tbody tr:nth-child(even) td { background: #eef1f5; }`,
    "row-rules": `${T} tr td { border-bottom: ${HAIR}; } ${T} thead tr:last-child th { border-bottom: ${LINE}; }`,
    frame: `${T} { border: ${LINE}; } ${T} thead tr:last-child th { border-bottom: ${HAIR}; }`,
  };
  return `${base}\n${own[style]}`;
}
