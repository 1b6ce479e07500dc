import { describe, expect, it } from "@jest/globals";
import { createMarkdownRenderer } from "../../markdown-to-html";

const render = createMarkdownRenderer();
const BREAK = '<div class="page-break" aria-hidden="true"></div>';

describe("page breaks", () => {
  it("turns \\pagebreak, \\newpage and <!-- pagebreak --> lines into break elements", () => {
    for (const line of ["\\pagebreak", "\\newpage", "<!-- pagebreak -->", "<!--pagebreak-->"]) {
      const { html } = render(`Before\n\n${line}\n\nAfter\n`);
      expect(html).toBe(`<p>Before</p>\n${BREAK}\n<p>After</p>`);
    }
  });

  it("ignores the words inside other text and inside code", () => {
    expect(render("Use \\pagebreak here\n").html).not.toContain("page-break");
    expect(render("```\n\\pagebreak\n```\n").html).not.toContain("page-break");
    expect(render("`\\newpage`\n").html).not.toContain("page-break");
    expect(render("<!-- other comment -->\n\nText\n").html.trim()).toBe("<p>Text</p>");
  });
});
