import { describe, expect, it } from "@jest/globals";
import type { ElementContent, Root } from "hast";
import katex from "katex";
import rehypeRaw from "rehype-raw";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { VFile } from "vfile";
import { katexToHast } from "./katex-hast";

// prettier-ignore
const FORMULAS = [
  "E = mc^2", "\\frac{a}{b} + \\sqrt[3]{x}", "\\int_0^\\infty e^{-x^2}\\,dx", "\\overrightarrow{AB} \\widehat{xyz}",
  "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", "\\color{red}{x} \\textcolor{#0a0}{y}", "\\text{a < b & \"c\" 'd'}",
  "\\left( \\sum_{k=1}^{n} k \\right)^2", "\\undefined{x}", "\\frac{1}{", "\\xrightarrow[under]{over}", "\\cancel{x} \\boxed{y}",
];

const stringifier = unified().use(rehypeStringify);
const toHtml = (root: Root) => stringifier.stringify(root);

function viaParse5(html: string): string {
  const root = rehypeRaw()({ type: "root", children: [{ type: "raw", value: html }] } as unknown as Root, new VFile());
  return toHtml(root);
}

describe("KaTeX markup to hast", () => {
  it("produces the same tree as a general HTML parser for KaTeX's output", () => {
    for (const tex of FORMULAS) {
      for (const displayMode of [false, true]) {
        const html = katex.renderToString(tex, { displayMode, throwOnError: false, output: "html" });
        const children = katexToHast(html);
        expect(children).toBeDefined();
        expect(toHtml({ type: "root", children: children! })).toBe(viaParse5(html));
      }
    }
  });

  it("declines markup it does not know, so the caller can fall back", () => {
    expect(katexToHast('<span class="a"><img src="x"></span>')).toBeUndefined();
    expect(katexToHast("<span><b>x</span>")).toBeUndefined();
    expect(katexToHast("<span>unclosed")).toBeUndefined();
    expect(katexToHast("<span onclick=alert(1)>x</span>")).toBeUndefined();
    expect(katexToHast('<span class="k">a &lt; b</span>')).toEqual([
      { type: "element", tagName: "span", properties: { className: ["k"] }, children: [{ type: "text", value: "a < b" }] },
    ] satisfies ElementContent[]);
  });
});
