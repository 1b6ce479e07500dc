// CSS for the markup the Markdown features emit (admonitions, TOC, math, code, charts, invoice
// blocks). Every theme appends it after its own rules. It must only use the theme variables below,
// so each theme restyles features by setting variables, not by repeating selectors:
//   --accent --text --heading --muted --rule --code-bg --stripe --tint
//   --font-body --font-heading --font-mono
// A feature adds its stylesheet by importing its own `*-css.ts` module into this list.

import { admonitionsCss } from "./admonitions/admonitions-css";
import { chartCss } from "./chart/chart-css";
import { highlightCss } from "./code/highlight-css";
import { invoiceCss } from "./invoice/invoice-css";
import { mathCss } from "./math/math-css";
import { pageBreaksCss } from "./page-breaks/page-breaks-css";
import { tocCss } from "./toc/toc-css";

export const featureCss: string[] = [highlightCss, mathCss, admonitionsCss, pageBreaksCss, tocCss, chartCss, invoiceCss];
