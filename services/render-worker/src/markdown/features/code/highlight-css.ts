// Highlighted blocks keep the theme's code background and font; Shiki only supplies token colours.
// Lines are spans so long lines still wrap inside the theme's `pre` rules.
export const highlightCss = `
pre.shiki { color: var(--text); }
pre.shiki .line { display: inline; }
`;
