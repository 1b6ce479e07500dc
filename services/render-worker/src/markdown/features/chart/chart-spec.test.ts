import { describe, expect, it } from "@jest/globals";
import { CHART_LIMITS, parseChartSpec } from "./chart-spec";

const ok = (source: string) => {
  const parsed = parseChartSpec(source);
  if (!parsed.ok) throw new Error(`expected a valid spec, got: ${parsed.message}`);
  return parsed.spec;
};
const message = (source: string) => {
  const parsed = parseChartSpec(source);
  if (parsed.ok) throw new Error("expected an invalid spec");
  return parsed.message;
};

describe("chart grammar", () => {
  it("reads a YAML bar chart with axis titles, stacking and formatting", () => {
    const spec = ok(
      "type: bar\ntitle: Sales\nlabels: [2024, Q2, Q3]\nx: {title: Quarter}\nyAxis: {title: Units, min: 0}\nstacked: true\nunit: '%'\nprefix: '~'\ndecimals: 1\nheight: 280\nseries:\n  - name: North\n    data: [1, 2.5, null]\n  - {name: 2026, data: [3, 4, 5]}\n",
    );
    expect(spec).toMatchObject({
      type: "bar",
      title: "Sales",
      labels: ["2024", "Q2", "Q3"],
      x: { title: "Quarter" },
      y: { title: "Units", min: 0 },
      stacked: true,
      horizontal: false,
      unit: "%",
      prefix: "~",
      decimals: 1,
      height: 280,
      series: [
        { name: "North", data: [1, 2.5, null] },
        { name: "2026", data: [3, 4, 5] },
      ],
    });
  });

  it("reads JSON, since YAML parses JSON", () => {
    const spec = ok('{"type": "pie", "labels": ["a", "b"], "series": [{"name": "Share", "data": [60, 40]}]}');
    expect(spec).toMatchObject({ type: "pie", labels: ["a", "b"], height: 320 });
  });

  it("takes [x, y] pairs for scatter charts and names unnamed series", () => {
    const spec = ok("type: scatter\nseries:\n  - data: [[1, 2], [3.5, -4]]\n  - data: [[0, 0]]\n");
    expect(spec.series).toEqual([
      {
        name: "Series 1",
        data: [
          [1, 2],
          [3.5, -4],
        ],
      },
      { name: "Series 2", data: [[0, 0]] },
    ]);
  });

  it.each([
    ["type: bar\nlabels: [a\nseries: []", /^not valid YAML or JSON: /],
    ["- just\n- a list", /must be a mapping/],
    ["type: donut\nlabels: [a]\nseries: [{data: [1]}]", /"type" must be one of bar, line, area, pie, scatter/],
    ["type: bar\nlabels: [a, b]\nseries: [{name: S, data: [1]}]", /series "S" has 1 values but there are 2 labels/],
    ["type: line\nlabels: [a, b]\nseries: [{data: [1, lots]}]", /series\[0\]\.data\[1\]: expected a number/],
    ["type: line\nseries: [{data: [1]}]", /line charts need `labels`/],
    ["type: bar\nlabels: [a]\nseries: []", /series: needs at least one series/],
    ["type: bar\nlabels: [a]\nseires: [{data: [1]}]\nseries: [{data: [1]}]", /unknown key "seires"/],
    ["type: line\nlabels: [a]\nhorizontal: true\nseries: [{data: [1]}]", /`horizontal` only applies to bar charts/],
    ["type: pie\nlabels: [a]\nseries: [{data: [1]}, {data: [2]}]", /exactly one series/],
    ["type: pie\nlabels: [a]\nseries: [{data: [-1]}]", /cannot be negative/],
    ["type: scatter\nseries: [{data: [1, 2]}]", /must be a pair \[x, y\]/],
    ["type: bar\nlabels: [a]\nheight: 5000\nseries: [{data: [1]}]", /^height: /],
  ])("rejects %j with a message the reader can act on", (source, expected) => {
    expect(message(source)).toMatch(expected);
  });

  it("caps the number of data points", () => {
    const n = CHART_LIMITS.points + 1;
    const source = JSON.stringify({
      type: "line",
      labels: Array.from({ length: n }, (_, i) => `p${i}`),
      series: [{ data: Array.from({ length: n }, (_, i) => i) }],
    });
    expect(message(source)).toBe("labels: at most 5000 labels");
    const half = Math.ceil(n / 2);
    const labels = Array.from({ length: half }, (_, i) => `p${i}`);
    const twoSeries = JSON.stringify({ type: "bar", labels, series: [{ data: labels.map(() => 1) }, { data: labels.map(() => 2) }] });
    expect(message(twoSeries)).toBe(`too many data points (${half * 2}; at most 5000)`);
  });

  it("caps YAML aliases (no billion-laughs expansion)", () => {
    const bomb = [
      "a: &a [x, x, x, x, x, x, x, x, x]",
      ...Array.from({ length: 25 }, (_, i) => `${String.fromCharCode(98 + (i % 24))}${i}: &l${i} [*a, *a, *a, *a]`),
      "type: bar",
    ].join("\n");
    expect(message(bomb)).toMatch(/not valid YAML or JSON: .*alias/i);
  });

  it("caps the size of the source", () => {
    expect(message(`type: bar\n# ${"x".repeat(CHART_LIMITS.sourceChars)}`)).toMatch(/longer than 100000 characters/);
  });
});
