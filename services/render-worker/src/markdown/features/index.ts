import type { Pluggable } from "unified";
import { admonitions } from "./admonitions/admonitions";
import { chartBlocks } from "./chart/chart-blocks";
import { highlightCode } from "./code/highlight";
import { invoiceBlocks } from "./invoice/invoice-blocks";
import { invoiceContainers } from "./invoice/invoice-container";
import { parseMath, typesetMath } from "./math/math";
import { pageBreakComments, pageBreaks } from "./page-breaks/page-breaks";
import { singleDollarMath } from "./math/single-dollar-math";
import { tableOfContents } from "./toc/toc";

// The Markdown features beyond GFM, in two stages around the sanitiser:
//   - `remarkFeatures` run on the Markdown tree before it becomes HTML. Whatever they emit still
//     passes through rehype-sanitize, so they may only produce what the sanitise schema allows.
//   - `trustedFeatures` run on the sanitised HTML tree. They may emit markup the sanitiser would
//     reject (chart SVG, KaTeX, highlighted code), but must build it from parsed data and escaped
//     text, never by copying user HTML through.
// Both read the theme's style (colours, code theme) from `file.data.blockStyle` (see block-style.ts).

/** Parser extensions (micromark syntax such as `$math$`); they must be on the parsing processor. */
export const syntaxFeatures: Pluggable[] = [parseMath, singleDollarMath];

export const remarkFeatures: Pluggable[] = [invoiceContainers, pageBreakComments];

export const trustedFeatures: Pluggable[] = [
  typesetMath,
  // Before highlighting, which would otherwise claim these fences as code.
  chartBlocks,
  invoiceBlocks,
  highlightCode,
  admonitions,
  pageBreaks,
  // After math, so a heading with a formula lists its typeset text rather than TeX source.
  tableOfContents,
];
