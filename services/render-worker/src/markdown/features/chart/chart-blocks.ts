import type { Element, Root } from "hast";
import type { VFile } from "vfile";
import { DEFAULT_BLOCK_STYLE } from "../../block-style";
import { parseChartSpec } from "./chart-spec";
import { renderChartSvg, svgToHast } from "./chart-svg";
import { replaceFencedBlocks } from "../fenced-block/fenced-block-replace";

// ```chart blocks → <figure class="chart"><svg …></figure>, drawn on the server in the theme's
// colours and font. A block that does not parse or validate becomes a visible error box: the
// author sees what to fix in the PDF, and the rest of the document still renders.

export function chartErrorBox(message: string): Element {
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["chart-error"], role: "note" },
    children: [
      { type: "element", tagName: "strong", properties: {}, children: [{ type: "text", value: "Chart error: " }] },
      { type: "text", value: message },
    ],
  };
}

export function chartBlock(source: string, style = DEFAULT_BLOCK_STYLE): Element {
  const parsed = parseChartSpec(source);
  if (!parsed.ok) return chartErrorBox(parsed.message);
  let svg: Element;
  try {
    svg = svgToHast(renderChartSvg(parsed.spec, style));
  } catch (error) {
    return chartErrorBox(`the chart could not be drawn (${(error as Error).message})`);
  }
  return { type: "element", tagName: "figure", properties: { className: ["chart"] }, children: [svg] };
}

/** Trusted rehype stage (runs after sanitising). */
export function chartBlocks() {
  return (tree: Root, file: VFile) => {
    replaceFencedBlocks(tree, "chart", (source) => chartBlock(source, file.data.blockStyle ?? DEFAULT_BLOCK_STYLE));
  };
}
