import { createHash } from "node:crypto";
import { BarChart, LineChart, PieChart, ScatterChart } from "echarts/charts";
import { GridComponent, LegendComponent, TitleComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import type { Element, ElementContent, Properties } from "hast";
import rehypeRaw from "rehype-raw";
import { VFile } from "vfile";
import type { BlockStyle } from "../../block-style";
import { CHART_WIDTH, chartOption } from "./chart-option";
import type { ChartSpec } from "./chart-spec";

// Server-side chart rendering: ECharts' SSR SVG renderer (no DOM, no browser), then the SVG string
// is parsed into hast so it joins the document tree like any other element. Only the pieces of
// core ECharts the grammar uses are registered: loading all of ECharts in every conversion thread
// would cost more than the charts themselves.
echarts.use([BarChart, LineChart, PieChart, ScatterChart, GridComponent, LegendComponent, TitleComponent, SVGRenderer]);

/** Renders a validated spec to an SVG string with the theme's style. */
export function renderChartSvg(spec: ChartSpec, style: BlockStyle): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: CHART_WIDTH, height: spec.height });
  try {
    chart.setOption(chartOption(spec, style) as echarts.EChartsCoreOption);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

// What ECharts emits for these chart types, and nothing that can run, fetch or link: <style>
// (hover rules only), <image>, <a>, <use>, <foreignObject> and <script> are dropped with their content.
const SVG_ELEMENTS = new Set([
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "defs",
  "clipPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "title",
]);
const parseRaw = rehypeRaw();

/**
 * Parses ECharts' SVG into hast and hardens it. ECharts escapes the text it writes; this is the
 * second guard, so a future renderer change cannot smuggle markup in: unknown elements, event
 * handlers, links and external `url()` references are removed. Element ids get a prefix derived
 * from the chart, because zrender numbers its clip paths per thread and two charts converted in
 * different chunks would otherwise both define `zr0-c0`.
 */
export function svgToHast(svg: string): Element {
  const root = parseRaw({ type: "root", children: [{ type: "raw", value: svg }] }, new VFile());
  const element = root.children.find((node): node is Element => node.type === "element" && node.tagName === "svg");
  if (!element) throw new Error("the chart renderer produced no SVG");
  const prefix = `c${createHash("sha1").update(svg).digest("hex").slice(0, 10)}-`;
  return cleanElement(element, prefix)!;
}

function cleanElement(element: Element, prefix: string): Element | undefined {
  if (!SVG_ELEMENTS.has(element.tagName)) return undefined;
  const properties: Properties = {};
  for (const [name, value] of Object.entries(element.properties)) {
    if (/^on/i.test(name) || /^ecmeta/i.test(name) || name === "className" || name === "pointerEvents") continue;
    if (name === "href" || name === "xLinkHref") {
      if (typeof value === "string" && value.startsWith("#")) properties[name] = `#${prefix}${value.slice(1)}`;
      continue;
    }
    if (name === "id" && typeof value === "string") {
      properties.id = prefix + value;
      continue;
    }
    if (typeof value === "string" && /url\(/i.test(value)) {
      // Only same-document references (clip paths, gradients) survive, renamed with the prefix.
      if (/url\(\s*['"]?(?!#)/i.test(value)) continue;
      properties[name] = value.replace(/url\(\s*(['"]?)#/gi, (_m, quote: string) => `url(${quote}#${prefix}`);
      continue;
    }
    properties[name] = value;
  }
  const children: ElementContent[] = [];
  for (const child of element.children) {
    if (child.type === "text") children.push(child);
    else if (child.type === "element") {
      const cleaned = cleanElement(child, prefix);
      if (cleaned) children.push(cleaned);
    }
  }
  return { type: "element", tagName: element.tagName, properties, children };
}
