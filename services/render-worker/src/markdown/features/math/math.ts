import type { Element, ElementContent, Root, RootContent } from "hast";
import katex from "katex";
import rehypeRaw from "rehype-raw";
import remarkMath from "remark-math";
import type { Pluggable } from "unified";
import { VFile } from "vfile";
import { katexToHast } from "./katex-hast";
import { hastText } from "../fenced-block/hast-text";

// `$inline$` and `$$display$$` math (remark-math), typeset on the server with KaTeX. remark-math
// emits `<code class="language-math">` (inside `<pre>` for display math), which the sanitiser keeps;
// after sanitisation those become KaTeX markup. A ```math fence is display math too, as on GitHub.
//
// Output is HTML only, without KaTeX's parallel MathML: a PDF shows the HTML rendering, and the
// MathML copy would roughly double the markup (and conversion time) of formula-heavy documents
// without changing a pixel.

const KATEX_OPTIONS = {
  throwOnError: false,
  trust: false,
  strict: "ignore",
  output: "html",
  // Bounds on macro expansion and on sizes (em) so a formula cannot blow up time or layout.
  maxExpand: 1000,
  maxSize: 50,
} as const;

/** Longer sources are shown as an error instead of typeset. */
const MAX_TEX_CHARS = 20_000;
/** Formulas typeset per document; later ones stay as their TeX source, so the render budget holds. */
const MAX_FORMULAS = 5_000;

interface Target {
  parent: Root | Element;
  index: number;
  tex: string;
  display: boolean;
}

function isMathCode(node: RootContent | ElementContent | undefined): node is Element {
  if (!node || node.type !== "element" || node.tagName !== "code") return false;
  const className = node.properties.className;
  return Array.isArray(className) && className.includes("language-math");
}

function collect(node: Root | Element, targets: Target[]): void {
  const children = node.children as Array<RootContent | ElementContent>;
  children.forEach((child, index) => {
    if (child.type !== "element") return;
    if (child.tagName === "pre") {
      const code = child.children.find((candidate) => candidate.type === "element");
      if (isMathCode(code)) targets.push({ parent: node, index, tex: hastText(code), display: true });
      return;
    }
    if (isMathCode(child)) {
      targets.push({ parent: node, index, tex: hastText(child), display: false });
      return;
    }
    collect(child, targets);
  });
}

function errorElement(tex: string, display: boolean, message: string): Element {
  return {
    type: "element",
    tagName: display ? "div" : "span",
    properties: { className: ["katex-error", "math-error"], title: message },
    children: [{ type: "text", value: tex }],
  };
}

function typeset(tex: string, display: boolean): string | Element {
  if (tex.length > MAX_TEX_CHARS) return errorElement(tex.slice(0, 200), display, "Formula too long");
  try {
    return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
  } catch (error) {
    return errorElement(tex, display, error instanceof Error ? error.message : "Formula could not be typeset");
  }
}

/** remark plugin: parses `$…$` and `$$…$$`. */
/** `$$…$$` and display math; single-dollar math is single-dollar-math.ts (Pandoc's price rule). */
export const parseMath: Pluggable = [remarkMath, { singleDollarTextMath: false }];

const parseRaw = rehypeRaw();

/** General HTML parsing, for KaTeX output the fast reader does not recognise. */
function parseHtml(html: string): ElementContent[] {
  const root = parseRaw({ type: "root", children: [{ type: "raw", value: html }] }, new VFile());
  return root.children.filter((child): child is ElementContent => child.type === "element" || child.type === "text");
}

/** rehype plugin (trusted stage): replaces math code with KaTeX markup. */
export function typesetMath() {
  return (tree: Root) => {
    const targets: Target[] = [];
    collect(tree, targets);
    if (targets.length === 0) return;
    for (const { parent, index, tex, display } of targets.slice(0, MAX_FORMULAS)) {
      const output = typeset(tex, display);
      const children = typeof output === "string" ? (katexToHast(output) ?? parseHtml(output)) : [output];
      const wrapper: Element = {
        type: "element",
        tagName: display ? "div" : "span",
        properties: { className: display ? ["math", "math-display"] : ["math", "math-inline"] },
        children,
      };
      (parent.children as Array<RootContent | ElementContent>)[index] = wrapper;
    }
  };
}
