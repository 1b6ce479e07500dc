import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { describeSpecIssue, issuePath } from "../fenced-block/spec-issues";

// The grammar of a ```chart block: a YAML (or JSON, which YAML parses too) mapping.
//
//   type: bar | line | area | pie | scatter       required
//   title: text                                   optional
//   labels: [text, …]                             categories (x axis, or pie slices); not for scatter
//   series: [{ name: text, data: [number, …] }]   one value per label; scatter: [[x, y], …]
//   x: { title: text }   (or xAxis)               axis titles
//   y: { title: text, min: number, max: number }  (or yAxis)
//   stacked: true                                 bar, line, area
//   horizontal: true                              bar only
//   unit: text, prefix: text, decimals: 0–6       value formatting on the value axis and pie labels
//   height: 160–900                               pixels at 96 dpi (default 320)
//
// Unknown keys are rejected so a typo ("seires") reads as an error, not as an empty chart.

export const CHART_LIMITS = {
  sourceChars: 100_000,
  yamlAliases: 20,
  series: 20,
  points: 5_000,
  labelChars: 120,
  titleChars: 200,
} as const;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const axis = z.strictObject({
  title: text(CHART_LIMITS.labelChars).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
// YAML reads `2024` as a number; category labels are text either way.
const label = z.union([z.string(), z.number()]).transform((value) => String(value).trim().slice(0, CHART_LIMITS.labelChars));
const value = z.number().nullable();
const point = z.tuple([z.number(), z.number()]);

const rawSpec = z.strictObject({
  type: z.enum(["bar", "line", "area", "pie", "scatter"]),
  title: text(CHART_LIMITS.titleChars).optional(),
  labels: z.array(label).max(CHART_LIMITS.points, `at most ${CHART_LIMITS.points} labels`).optional(),
  series: z
    .array(z.strictObject({ name: label.optional(), data: z.array(z.union([value, point])) }))
    .min(1, "needs at least one series")
    .max(CHART_LIMITS.series, `at most ${CHART_LIMITS.series} series`),
  x: axis.optional(),
  xAxis: axis.optional(),
  y: axis.optional(),
  yAxis: axis.optional(),
  stacked: z.boolean().optional(),
  horizontal: z.boolean().optional(),
  // Not trimmed: " kg" keeps its space.
  unit: z.string().max(16, "at most 16 characters").optional(),
  prefix: z.string().max(8, "at most 8 characters").optional(),
  decimals: z.number().int().min(0).max(6).optional(),
  height: z.number().int().min(160).max(900).optional(),
});

type Axis = z.infer<typeof axis>;

export type ChartSpec =
  | (CommonSpec & { type: "bar" | "line" | "area" | "pie"; labels: string[]; series: Array<{ name: string; data: Array<number | null> }> })
  | (CommonSpec & { type: "scatter"; series: Array<{ name: string; data: Array<[number, number]> }> });

interface CommonSpec {
  title: string | undefined;
  x: Axis;
  y: Axis;
  stacked: boolean;
  horizontal: boolean;
  unit: string;
  prefix: string;
  decimals: number | undefined;
  height: number;
}

export type ChartParse = { ok: true; spec: ChartSpec } | { ok: false; message: string };

const fail = (message: string): ChartParse => ({ ok: false, message });

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const where = issuePath(issue);
  if (issue.code === "invalid_value" && where === "type") return `"type" must be one of bar, line, area, pie, scatter`;
  if (issue.code === "invalid_union" && /data\[\d+\]$/.test(where)) return `${where}: expected a number`;
  return describeSpecIssue(issue, data);
}

/** Parses and validates a chart block's text; every failure is a message fit for the reader. */
export function parseChartSpec(source: string): ChartParse {
  if (source.length > CHART_LIMITS.sourceChars) return fail(`the chart spec is longer than ${CHART_LIMITS.sourceChars} characters`);
  let data: unknown;
  try {
    data = parseYaml(source, { maxAliasCount: CHART_LIMITS.yamlAliases, prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    return fail(`not valid YAML or JSON: ${firstLine((error as Error).message)}`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return fail("the chart spec must be a mapping with at least `type` and `series`");
  const parsed = rawSpec.safeParse(data);
  if (!parsed.success) return fail(describeIssue(parsed.error.issues[0]!, data));
  const raw = parsed.data;

  const points = raw.series.reduce((sum, s) => sum + s.data.length, 0);
  if (points > CHART_LIMITS.points) return fail(`too many data points (${points}; at most ${CHART_LIMITS.points})`);
  if (raw.horizontal && raw.type !== "bar") return fail("`horizontal` only applies to bar charts");
  if (raw.stacked && (raw.type === "pie" || raw.type === "scatter")) return fail(`\`stacked\` does not apply to ${raw.type} charts`);
  if (raw.x && raw.xAxis) return fail("give either `x` or `xAxis`, not both");
  if (raw.y && raw.yAxis) return fail("give either `y` or `yAxis`, not both");

  const common: CommonSpec = {
    title: raw.title || undefined,
    x: raw.x ?? raw.xAxis ?? {},
    y: raw.y ?? raw.yAxis ?? {},
    stacked: raw.stacked ?? false,
    horizontal: raw.horizontal ?? false,
    unit: raw.unit ?? "",
    prefix: raw.prefix ?? "",
    decimals: raw.decimals,
    height: raw.height ?? 320,
  };
  const names = raw.series.map((s, i) => s.name || (raw.series.length === 1 ? (raw.title ?? "Series 1") : `Series ${i + 1}`));

  if (raw.type === "scatter") {
    if (raw.labels) return fail("scatter charts take [x, y] pairs in `data`, not `labels`");
    const series: Array<{ name: string; data: Array<[number, number]> }> = [];
    for (const [i, s] of raw.series.entries()) {
      const bad = s.data.findIndex((p) => !Array.isArray(p));
      if (bad !== -1) return fail(`series[${i}].data[${bad}]: a scatter point must be a pair [x, y]`);
      series.push({ name: names[i]!, data: s.data as Array<[number, number]> });
    }
    return { ok: true, spec: { ...common, type: "scatter", series } };
  }

  const labels = raw.labels;
  if (!labels || labels.length === 0) return fail(`${raw.type} charts need \`labels\` (one per data value)`);
  if (raw.type === "pie" && raw.series.length !== 1) return fail("a pie chart takes exactly one series");
  const series: Array<{ name: string; data: Array<number | null> }> = [];
  for (const [i, s] of raw.series.entries()) {
    const bad = s.data.findIndex((v) => Array.isArray(v));
    if (bad !== -1) return fail(`series[${i}].data[${bad}]: expected a number, got a pair (pairs are for scatter charts)`);
    if (s.data.length !== labels.length) {
      return fail(`series "${names[i]}" has ${s.data.length} values but there are ${labels.length} labels`);
    }
    const data = s.data as Array<number | null>;
    if (raw.type === "pie" && data.some((v) => v !== null && v < 0)) return fail("pie chart values cannot be negative");
    series.push({ name: names[i]!, data });
  }
  return { ok: true, spec: { ...common, type: raw.type, labels, series } };
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.slice(0, 300);
}
