import { describe, expect, it } from "@jest/globals";
import { createMarkdownRenderer } from "../../markdown-to-html";

const render = createMarkdownRenderer();

describe("admonitions", () => {
  it("turns each GitHub alert kind into a titled callout", () => {
    for (const [marker, title] of [
      ["NOTE", "Note"],
      ["TIP", "Tip"],
      ["IMPORTANT", "Important"],
      ["WARNING", "Warning"],
      ["CAUTION", "Caution"],
    ] as const) {
      const { html } = render(`> [!${marker}]\n> Body of the **${marker.toLowerCase()}**.\n`);
      expect(html).toBe(
        `<div class="admonition admonition-${marker.toLowerCase()}" role="note"><p class="admonition-title">${title}</p>\n` +
          `<p>Body of the <strong>${marker.toLowerCase()}</strong>.</p>\n</div>`,
      );
    }
  });

  it("keeps further paragraphs and lists inside the callout", () => {
    const { html } = render("> [!WARNING]\n>\n> First.\n>\n> - a\n> - b\n");
    expect(html).toContain('<p class="admonition-title">Warning</p>');
    expect(html).toContain("<p>First.</p>");
    expect(html).toContain("<li>a</li>");
    expect(html).not.toContain("[!WARNING]");
    expect(html).not.toContain("<blockquote>");
  });

  it("leaves ordinary quotes, unknown kinds and same-line markers alone", () => {
    expect(render("> Just a quote.\n").html).toBe("<blockquote>\n<p>Just a quote.</p>\n</blockquote>");
    expect(render("> [!DANGER]\n> x\n").html).toContain("<blockquote>");
    expect(render("> [!NOTE] **inline** text\n").html).toContain("<blockquote>");
  });

  it("keeps hostile content inside a callout sanitised", () => {
    const { html } = render('> [!NOTE]\n> <img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(3))\n');
    expect(html).toContain('class="admonition admonition-note"');
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
  });
});
