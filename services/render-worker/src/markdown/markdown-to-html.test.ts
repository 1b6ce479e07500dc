import { describe, expect, it } from "@jest/globals";
import { hostileMarkdown } from "../../fixtures/hostile-markdown";
import { createMarkdownRenderer } from "./markdown-to-html";

const render = createMarkdownRenderer();
const CANARY = "http://127.0.0.1:9";

describe("markdown to html", () => {
  it("renders GFM: tables, task lists, strikethrough, autolinks and footnotes", () => {
    const { html } = render("| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ https://example.com\n\nNote[^1]\n\n[^1]: The footnote.\n");
    expect(html).toContain("<table>");
    expect(html).toContain("<thead>");
    expect(html).toMatch(/<input type="checkbox" checked disabled>|<input checked type="checkbox" disabled>|<input[^>]*checkbox[^>]*>/);
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain('<a href="https://example.com">');
    expect(html).toContain("The footnote.");
  });

  it("takes the title from YAML frontmatter and keeps it out of the body", () => {
    const result = render("---\ntitle: Annual Report 2025\nauthor: Ada\n---\n\n# Heading\n");
    expect(result.title).toBe("Annual Report 2025");
    expect(result.frontmatter.author).toBe("Ada");
    expect(result.html).not.toContain("author");
  });

  it("ignores broken frontmatter instead of failing", () => {
    const result = render("---\ntitle: [unclosed\n---\n\nBody\n");
    expect(result.title).toBeUndefined();
    expect(result.html).toContain("Body");
  });

  it("keeps harmless inline HTML and inline data: images", () => {
    const pixel = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    const { html } = render(`H<sub>2</sub>O and <kbd>Ctrl</kbd>\n\n![pixel](${pixel})\n`);
    expect(html).toContain("<sub>2</sub>");
    expect(html).toContain("<kbd>Ctrl</kbd>");
    expect(html).toContain(`src="${pixel}"`);
  });

  it("replaces remote images with a visible placeholder", () => {
    const { html } = render("![Company logo](https://example.com/logo.png)\n");
    expect(html).not.toContain("example.com/logo.png");
    expect(html).toContain('class="remote-image-blocked"');
    expect(html).toContain("Remote image blocked: Company logo");
  });

  it("removes every dangerous construct of a hostile document", () => {
    const { html, title } = render(hostileMarkdown(CANARY));
    expect(title).toBe("Hostile document");
    expect(html).toContain("Visible paragraph that must survive.");
    // Nothing may point at the canary or at local files, except a printed (never followed) link.
    const withoutPlainLink = html.replace(`<a href="${CANARY}/plain-link">`, "");
    expect(withoutPlainLink).not.toContain("127.0.0.1");
    // No element loads anything: the metadata-service image is gone (micromark reads the unquoted
    // form as text, printed as a link; the quoted form becomes the placeholder).
    expect(html).not.toMatch(/<[a-z][^>]*\s(?:src|srcset|poster|data|action|formaction|background)=/i);
    expect(html).not.toMatch(/file:/i);
    expect(html).not.toMatch(/javascript:/i);
    for (const tag of [
      "script",
      "iframe",
      "object",
      "embed",
      "style",
      "link",
      "meta",
      "base",
      "form",
      "button",
      "svg",
      "video",
      "audio",
      "picture",
      "source",
    ]) {
      expect(html).not.toMatch(new RegExp(`<${tag}[\\s>]`, "i"));
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/@import|url\(/i);
    // The only inputs left are the task list's two disabled checkboxes.
    expect(html.match(/<input[^>]*>/g)).toHaveLength(2);
    for (const input of html.match(/<input[^>]*>/g) ?? []) {
      expect(input).toContain('type="checkbox"');
      expect(input).toContain("disabled");
    }
    expect(html).toContain("Remote image blocked");
    expect(html).toContain("<details");
  });

  it("strips style and script contents instead of leaking them as text", () => {
    const { html } = render("<style>.x { color: red }</style>\n\n<script>var secret = 1</script>\n\ntext\n");
    expect(html).not.toContain("color: red");
    expect(html).not.toContain("secret");
    expect(html).toContain("text");
  });
});
