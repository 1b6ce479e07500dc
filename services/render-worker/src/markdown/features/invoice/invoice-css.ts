// The invoice block's layout. Only theme variables, so every theme (and the invoice theme most of
// all) restyles it by setting colours and fonts, not by repeating these selectors.
export const invoiceCss = `
.invoice { margin: 0 0 1.5em; font-family: var(--font-body); color: var(--text); }
.invoice table { width: 100%; border-collapse: collapse; margin: 0; font-family: var(--font-body); }
/* As specific as a theme's "tbody tr:last-child td" and later, so theme table rules don't draw rules here. */
.invoice table tr > th, .invoice table tr > td { padding: 0.3em 0.5em; vertical-align: top; background: none; border: 0; }
.invoice-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 2em; margin-bottom: 1.6em; break-inside: avoid; }
.invoice-title { font-family: var(--font-heading); font-size: 2.1em; font-weight: 700; line-height: 1.1; color: var(--accent); letter-spacing: 0.02em;
  padding-bottom: 0.3em; border-bottom: 2px solid var(--accent); margin-bottom: 1em; }
.invoice .invoice-meta { width: auto; margin-left: auto; align-self: flex-start; }
.invoice .invoice-meta th { text-align: left; font-weight: 600; color: var(--muted); padding-right: 1.2em; white-space: nowrap; }
.invoice .invoice-meta td { text-align: right; white-space: nowrap; color: var(--heading); }
.invoice-party { line-height: 1.45; }
.invoice-label { font-size: 0.78em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: var(--muted); margin-bottom: 0.3em; }
.invoice-party-name { font-family: var(--font-heading); font-weight: 700; font-size: 1.1em; color: var(--heading); }
.invoice-parties { margin-bottom: 1.6em; break-inside: avoid; }
.invoice .invoice-items thead th { text-align: left; font-weight: 700; color: var(--heading); border-bottom: 1.5px solid var(--accent); }
.invoice .invoice-items td { border-bottom: 1px solid var(--rule); }
.invoice .invoice-items tbody tr:nth-child(even) td { background: var(--stripe); }
.invoice .invoice-items .invoice-number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.invoice-summary { display: flex; justify-content: flex-end; margin-top: 0.8em; break-inside: avoid; }
.invoice .invoice-totals { width: auto; min-width: 40%; }
.invoice .invoice-totals th { text-align: left; font-weight: 600; color: var(--muted); padding-right: 2em; }
.invoice .invoice-totals td { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.invoice .invoice-totals .invoice-total th, .invoice .invoice-totals .invoice-total td {
  border-top: 1.5px solid var(--accent); font-size: 1.15em; font-weight: 700; color: var(--heading); padding-top: 0.45em;
}
.invoice-note { margin-top: 1.3em; break-inside: avoid; }
.invoice-note p { margin: 0; white-space: pre-line; }
.invoice-error {
  margin: 1em 0; padding: 0.6em 0.9em; break-inside: avoid;
  border: 1px solid var(--rule); border-left: 4px solid var(--accent);
  background: var(--tint); color: var(--text); font-family: var(--font-body); font-size: 0.92em;
}
.invoice-error strong { color: var(--heading); }
`;
