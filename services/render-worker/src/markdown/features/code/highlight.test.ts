import { describe, expect, it } from "@jest/globals";
import { DEFAULT_BLOCK_STYLE } from "../../block-style";
import { createMarkdownRenderer } from "../../markdown-to-html";

const render = createMarkdownRenderer();

describe("syntax highlighting", () => {
  it("colours a TypeScript block with token spans from the theme", () => {
    const { html } = render("```ts\nexport const answer: number = 42;\n```\n");
    expect(html).toMatch(/^<pre class="shiki" data-language="ts"><code class="language-ts" style="color:#24292e">/);
    // github-light colours keywords #D73A49.
    expect(html).toContain('<span style="color:#D73A49">export</span>');
    expect(html).toContain('<span class="line">');
    expect(html).not.toMatch(/\n<\/code>/);
  });

  it("uses the theme's code theme and falls back to github-light for unknown ids", () => {
    const code = "```python\ndef f():\n    return 1\n```\n";
    const github = render(code, { ...DEFAULT_BLOCK_STYLE, codeTheme: "github-light" }).html;
    const vitesse = render(code, { ...DEFAULT_BLOCK_STYLE, codeTheme: "vitesse-light" }).html;
    const unknown = render(code, { ...DEFAULT_BLOCK_STYLE, codeTheme: "no-such-theme" }).html;
    expect(vitesse).not.toBe(github);
    expect(unknown).toBe(github);
  });

  it("resolves common aliases: sh, yml, dockerfile, c++, golang", () => {
    for (const [fence, language] of [
      ["sh", "sh"],
      ["yml", "yml"],
      ["dockerfile", "docker"],
      ["c++", "cpp"],
      ["golang", "go"],
    ] as const) {
      const { html } = render(`\`\`\`${fence}\nx\n\`\`\`\n`);
      expect(html).toContain(`data-language="${language}"`);
    }
  });

  it("leaves unknown languages and plain fences as plain blocks", () => {
    expect(render("```klingon\nqapla'\n```\n").html).toBe('<pre><code class="language-klingon">qapla\'\n</code></pre>');
    expect(render("```\nplain\n```\n").html).toBe("<pre><code>plain\n</code></pre>");
  });

  it("leaves a block over the size limit plain", () => {
    const { html } = render(`\`\`\`js\n${"let x = 1;\n".repeat(11_000)}\`\`\`\n`);
    expect(html.startsWith('<pre><code class="language-js">let x = 1;')).toBe(true);
    expect(html).not.toContain("shiki");
  });

  it("keeps markup inside code escaped", () => {
    const { html } = render(
      '```html\n<script>alert(1)</script><img src=x onerror=alert(2)>\n```\n\n```js\nconst s = "</code></pre><script>alert(3)</script>";\n```\n',
    );
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&#x3C;script>");
    expect(html).toContain("alert(3)");
    expect(html.match(/<\/pre>/g)).toHaveLength(2);
  });
  it("highlights a block seen before exactly as the first time, in any theme and language", () => {
    const block = "```ts\nconst a = 1;\n```\n";
    const first = render(block).html;
    expect(render(block).html).toBe(first);
    expect(render(block, { ...DEFAULT_BLOCK_STYLE, codeTheme: "vitesse-light" }).html).not.toBe(first);
    expect(render("```js\nconst a = 1;\n```\n").html).toContain('data-language="js"');
    expect(render(block).html).toBe(first);
  });
});
