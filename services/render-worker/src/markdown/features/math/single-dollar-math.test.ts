import { describe, expect, it } from "@jest/globals";
import { createMarkdownRenderer } from "../../markdown-to-html";

const render = createMarkdownRenderer();

describe("dollar amounts next to inline math", () => {
  it("keeps prices as text", () => {
    const { html } = render("Revenue grew from $4.23 M to $4.82 M, and costs $5 and $10.");
    expect(html).not.toContain("katex");
    expect(html).toContain("Revenue grew from $4.23 M to $4.82 M, and costs $5 and $10.");
  });

  it("keeps emphasis around a price intact", () => {
    const { html } = render("Net revenue of **$4.82 M**, up from $4.23 M in Q2.");
    expect(html).toContain("<strong>$4.82 M</strong>");
    expect(html).toContain("up from $4.23 M in Q2.");
    expect(html).not.toContain("katex");
  });

  it("still typesets real inline and display math", () => {
    const { html } = render("Energy $E = mc^2$ and $x$.\n\n$$\n\\int_0^1 x\\,dx\n$$\n");
    expect((html.match(/class="katex"/g) ?? []).length).toBe(3);
    expect(html).not.toContain("$E");
  });

  it("does not treat a closing dollar followed by a digit as math", () => {
    const { html } = render("Between $a$1 and more.");
    expect(html).toContain("$a$1");
    expect(html).not.toContain("katex");
  });
});
