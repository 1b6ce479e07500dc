import { describe, expect, it } from "@jest/globals";
import { createMarkdownRenderer } from "../../markdown-to-html";
import { DEFAULT_BLOCK_STYLE } from "../../block-style";

const render = createMarkdownRenderer();
const fence = (body: string) => `Before the chart.\n\n\`\`\`chart\n${body}\n\`\`\`\n\nAfter the chart.\n`;
const svgOf = (html: string) => /<figure class="chart"><svg[\s\S]*?<\/svg><\/figure>/.exec(html)?.[0] ?? "";

describe("chart blocks", () => {
  it("replaces a ```chart fence with an inline SVG figure in the theme's colours and font", () => {
    const style = { ...DEFAULT_BLOCK_STYLE, chartColors: ["#123456", "#abcdef"], chartFont: "Inter, sans-serif", textColor: "#202122", ruleColor: "#e0e1e2" };
    const { html } = render(
      fence(
        "type: bar\ntitle: Quarterly revenue\nlabels: [Q1, Q2, Q3]\nx: {title: Quarter}\ny: {title: EUR}\nseries:\n  - {name: North, data: [10, 20, 30]}\n  - {name: South, data: [5, 15, 25]}",
      ),
      style,
    );
    const svg = svgOf(html);
    expect(svg).toContain('viewBox="0 0 640 320"');
    expect(svg).toContain("Quarterly revenue");
    for (const text of ["Q1", "Q2", "Q3", "Quarter", "EUR", "North", "South"]) expect(svg).toContain(`>${text}</text>`);
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('fill="#abcdef"');
    expect(svg).toContain("font-family:Inter, sans-serif");
    expect(svg).toContain('stroke="#e0e1e2"');
    // Bars are vector paths: one per value.
    expect(svg.match(/<path d="[^"]+" fill="#123456"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain("language-chart");
    expect(html).toContain("<p>Before the chart.</p>");
    expect(html).toContain("<p>After the chart.</p>");
  });

  it.each(["line", "area", "pie"])("draws a %s chart", (type) => {
    const { html } = render(fence(`type: ${type}\nlabels: [a, b, c]\nseries: [{name: Share, data: [1, 2, 3]}]`));
    expect(svgOf(html)).toMatch(/<path d="M/);
    expect(html).not.toContain("chart-error");
  });

  it("draws scatter and horizontal stacked bar charts", () => {
    expect(svgOf(render(fence("type: scatter\nx: {title: Height}\nseries: [{name: P, data: [[1, 2], [2, 3]]}]")).html)).toContain(">Height</text>");
    const { html } = render(
      fence("type: bar\nhorizontal: true\nstacked: true\nlabels: [a, b]\nunit: ' kg'\nseries: [{name: x, data: [1000, 2000]}, {name: y, data: [3, 4]}]"),
    );
    expect(svgOf(html)).toContain(">2,000 kg</text>");
  });

  it("escapes titles, labels and series names: markup in them stays text", () => {
    const { html } = render(
      fence(
        `type: bar\ntitle: "Sales <script>alert(1)</script>"\nlabels: ['"><img src=x onerror=alert(1)>', "a&b"]\nseries: [{name: "<b>bold</b>", data: [1, 2]}, {name: other, data: [2, 1]}]`,
      ),
    );
    const svg = svgOf(html);
    expect(svg).not.toMatch(/<script|<img|<b>/);
    expect(svg).toContain("Sales &#x3C;script>alert(1)&#x3C;/script>");
    expect(svg).toContain('">&#x3C;img src=x onerror=alert(1)></text>');
    expect(svg).toContain("&#x3C;b>bold&#x3C;/b>");
    expect(svg).toContain("a&#x26;b");
  });

  it("keeps only drawing elements and prefixes ids so two charts never share a clip path", () => {
    const { html } = render(
      `${fence("type: line\nlabels: [a, b]\nseries: [{data: [1, 2]}]")}\n${fence("type: line\nlabels: [c, d]\nseries: [{data: [3, 1]}]")}`,
    );
    const tags = new Set([...html.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));
    expect([...tags].filter((t) => !["p", "figure", "svg", "g", "path", "rect", "text", "defs", "clipPath", "tspan", "circle"].includes(t!))).toEqual([]);
    expect(html).not.toMatch(/<style|ecmeta|class="zr|pointer-events/);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it.each([
    ["type: bar\nlabels: [a, b]\nseries: [{name: S, data: [1]}]", 'series "S" has 1 values but there are 2 labels'],
    ["type: [unclosed", "not valid YAML or JSON"],
    ["type: radar\nlabels: [a]\nseries: [{data: [1]}]", '"type" must be one of bar, line, area, pie, scatter'],
  ])("turns an invalid block into a visible error box and keeps rendering", (body, text) => {
    const { html } = render(fence(body));
    expect(html).toContain('<div class="chart-error" role="note"><strong>Chart error: </strong>');
    expect(html).toContain(text);
    expect(html).toContain("<p>After the chart.</p>");
    expect(html).not.toContain("<svg");
  });

  it("leaves other fences and inline code alone", () => {
    const { html } = render("`chart` and\n\n```yaml\ntype: bar\n```\n");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("chart-error");
  });
});
