// Charts scale with the column (the SVG keeps its viewBox) and never split across pages.
export const chartCss = `
figure.chart { margin: 1.2em 0; break-inside: avoid; page-break-inside: avoid; }
figure.chart > svg { display: block; width: 100%; height: auto; max-width: 100%; }
.chart-error {
  margin: 1em 0; padding: 0.6em 0.9em; break-inside: avoid;
  border: 1px solid var(--rule); border-left: 4px solid var(--accent);
  background: var(--tint); color: var(--text); font-family: var(--font-body); font-size: 0.92em;
}
.chart-error strong { color: var(--heading); }
`;
