import type { Pluggable } from "unified";

// The Markdown features beyond GFM, in two stages around the sanitiser:
//   - `remarkFeatures` run on the Markdown tree before it becomes HTML. Whatever they emit still
//     passes through rehype-sanitize, so they may only produce what the sanitise schema allows.
//   - `trustedFeatures` run on the sanitised HTML tree. They may emit markup the sanitiser would
//     reject (chart SVG, KaTeX, highlighted code), but must build it from parsed data and escaped
//     text, never by copying user HTML through.
// Both read the theme's look (colours, code theme) from `file.data.look` (see look.ts).

export const remarkFeatures: Pluggable[] = [];

export const trustedFeatures: Pluggable[] = [];
