import { describe, expect, it } from "@jest/globals";
import type { Element, ElementContent } from "hast";
import { svgToHast } from "./chart-svg";

const tagsOf = (node: ElementContent): string[] => (node.type === "element" ? [node.tagName, ...node.children.flatMap(tagsOf)] : []);

describe("chart SVG hardening", () => {
  it("drops scripts, styles, links, images, handlers and external url() references", () => {
    const svg = svgToHast(
      `<svg viewBox="0 0 10 10"><script>alert(1)</script><style>*{}</style><a href="https://evil.test"><text onclick="x()">in link</text></a>` +
        `<image href="https://evil.test/x.png"/><foreignObject><div>html</div></foreignObject>` +
        `<defs><clipPath id="c0"><rect width="1" height="1"/></clipPath></defs>` +
        `<path d="M0 0" clip-path="url(#c0)" fill="url(https://evil.test/#x)" onmouseover="y()" class="zr0" ecmeta_series_index="0"/>` +
        `<text x="1">kept</text></svg>`,
    );
    expect(tagsOf(svg)).toEqual(["svg", "defs", "clipPath", "rect", "path", "text"]);
    const [defs, path] = svg.children.filter((c): c is Element => c.type === "element");
    const id = (defs!.children[0] as Element).properties.id as string;
    expect(id).toMatch(/^c[0-9a-f]{10}-c0$/);
    expect(path!.properties).toEqual({ d: "M0 0", clipPath: `url(#${id})` });
  });

  it("throws when there is no SVG at all", () => {
    expect(() => svgToHast("<p>not a chart</p>")).toThrow("no SVG");
  });
});
