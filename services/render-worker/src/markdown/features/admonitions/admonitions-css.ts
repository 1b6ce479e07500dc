// Callouts take the accent for notes and mix fixed hues for the others with the theme's text
// colour, so they follow each theme's palette while staying distinguishable in print.
export const admonitionsCss = `
.admonition { margin: 1em 0; padding: 0.6em 1em 0.7em; border-left: 4px solid var(--admonition-color); border-radius: 3px;
  background: color-mix(in srgb, var(--admonition-color) 7%, white); break-inside: avoid; --admonition-color: var(--accent); }
.admonition > :last-child { margin-bottom: 0; }
.admonition-title { margin: 0 0 0.3em; font-family: var(--font-heading); font-weight: 700; color: var(--admonition-color); }
.admonition-tip { --admonition-color: color-mix(in srgb, #1a7f37 80%, var(--text)); }
.admonition-important { --admonition-color: color-mix(in srgb, #8250df 80%, var(--text)); }
.admonition-warning { --admonition-color: color-mix(in srgb, #9a6700 85%, var(--text)); }
.admonition-caution { --admonition-color: color-mix(in srgb, #cf222e 85%, var(--text)); }
`;
