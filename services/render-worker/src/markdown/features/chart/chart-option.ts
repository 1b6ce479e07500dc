import type { BlockStyle } from "../../block-style";
import type { ChartSpec } from "./chart-spec";

// A validated chart spec + the theme's style → an ECharts option. Everything the reader can type
// (title, labels, series names, units) reaches ECharts as plain strings or through formatter
// functions returning strings; ECharts escapes them when it writes SVG text.

/** Width of the SVG's coordinate system; CSS scales it to the column (about 170 mm on A4). */
export const CHART_WIDTH = 640;

type Option = Record<string, unknown>;

function formatValue(spec: ChartSpec): (value: number) => string {
  const format = new Intl.NumberFormat(
    "en-US",
    spec.decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: spec.decimals, maximumFractionDigits: spec.decimals },
  );
  return (value) => `${spec.prefix}${format.format(value)}${spec.unit}`;
}

function axisStyle(style: BlockStyle, title: string | undefined, kind: "category" | "value", position: "x" | "y", format?: (v: number) => string): Option {
  return {
    type: kind,
    name: title,
    nameLocation: "middle",
    nameGap: position === "x" ? 30 : 52,
    nameTextStyle: { color: style.textColor, fontFamily: style.chartFont, fontSize: 12, fontWeight: 600 },
    axisLine: { show: kind === "category" || position === "x", lineStyle: { color: style.ruleColor } },
    axisTick: { show: kind === "category", lineStyle: { color: style.ruleColor } },
    axisLabel: { color: style.textColor, fontFamily: style.chartFont, fontSize: 11, hideOverlap: true, ...(format ? { formatter: format } : {}) },
    splitLine: { show: kind === "value", lineStyle: { color: style.ruleColor } },
  };
}

export function chartOption(spec: ChartSpec, style: BlockStyle): Option {
  const format = formatValue(spec);
  const showLegend = spec.series.length > 1 || spec.type === "pie";
  const base: Option = {
    animation: false,
    color: style.chartColors,
    backgroundColor: "transparent",
    textStyle: { fontFamily: style.chartFont, color: style.textColor },
    title: spec.title
      ? { text: spec.title, left: "center", top: 4, textStyle: { color: style.textColor, fontFamily: style.chartFont, fontSize: 15, fontWeight: 600 } }
      : undefined,
    legend: showLegend
      ? { bottom: 4, icon: "roundRect", itemWidth: 14, itemHeight: 10, textStyle: { color: style.textColor, fontFamily: style.chartFont, fontSize: 11 } }
      : undefined,
  };
  const top = spec.title ? 44 : 16;
  const bottom = showLegend ? 36 : 8;

  if (spec.type === "pie") {
    const [series] = spec.series;
    return {
      ...base,
      series: [
        {
          type: "pie",
          name: series!.name,
          radius: ["0%", "62%"],
          center: ["50%", spec.title ? "52%" : "48%"],
          itemStyle: { borderColor: "#ffffff", borderWidth: 1 },
          label: {
            color: style.textColor,
            fontFamily: style.chartFont,
            fontSize: 11,
            formatter: (p: { name: string; value: number; percent: number }) => `${p.name}: ${format(p.value)} (${p.percent}%)`,
          },
          labelLine: { lineStyle: { color: style.ruleColor } },
          data: spec.labels.map((name, i) => ({ name, value: series!.data[i] })),
        },
      ],
    };
  }

  // ECharts 6 shrinks the plot until axis labels and axis titles fit inside these bounds.
  const grid = { left: 8, right: 20, top, bottom, outerBoundsMode: "same", outerBoundsContain: "all" };
  const valueAxis = (position: "x" | "y", axis: ChartSpec["y"]) => ({
    ...axisStyle(style, axis.title, "value", position, format),
    min: axis.min,
    max: axis.max,
    scale: spec.type === "scatter",
  });

  if (spec.type === "scatter") {
    return {
      ...base,
      grid,
      xAxis: { ...valueAxis("x", spec.x), splitLine: { show: false } },
      yAxis: valueAxis("y", spec.y),
      series: spec.series.map((s) => ({ type: "scatter", name: s.name, data: s.data, symbolSize: 7 })),
    };
  }

  const categoryAxis = {
    ...axisStyle(style, (spec.horizontal ? spec.y : spec.x).title, "category", spec.horizontal ? "y" : "x"),
    data: spec.labels,
    boundaryGap: spec.type === "bar",
  };
  const series = spec.series.map((s) => ({
    type: spec.type === "area" ? "line" : spec.type,
    name: s.name,
    data: s.data,
    stack: spec.stacked ? "total" : undefined,
    ...(spec.type === "bar" ? { barMaxWidth: 48 } : { symbol: "circle", symbolSize: 5, lineStyle: { width: 2 }, connectNulls: false }),
    ...(spec.type === "area" ? { areaStyle: { opacity: spec.stacked ? 0.55 : 0.22 } } : {}),
  }));
  return spec.horizontal
    ? { ...base, grid, yAxis: { ...categoryAxis, inverse: true }, xAxis: valueAxis("x", spec.x), series }
    : { ...base, grid, xAxis: categoryAxis, yAxis: valueAxis("y", spec.y), series };
}
