import { describe, expect, it } from "@jest/globals";
import { createMarkdownRenderer } from "../../markdown-to-html";
import { splitMarkdown } from "../../split-markdown";
import { uniqueHeadingIds } from "./heading-ids";

const render = createMarkdownRenderer();

function tocEntries(html: string): Array<{ href: string; text: string; slot: string }> {
  return [
    ...html.matchAll(
      /<a href="(#[^"]*)"><span class="toc-text">([^<]*)<\/span><span class="toc-dots" aria-hidden="true"><\/span><span class="toc-page" data-pdf-fill="([^"]*)"><\/span><\/a>/g,
    ),
  ].map((match) => ({ href: match[1]!, text: match[2]!, slot: match[3]! }));
}

describe("heading ids and table of contents", () => {
  it("gives every heading a GitHub-style unique id without the sanitiser prefix", () => {
    const { html } = render("# Getting Started\n\n## Install & run\n\n## Install & run\n\n### 日本語 見出し\n\n[jump](#install--run)\n");
    expect(html).toContain('<h1 id="getting-started">');
    expect(html).toContain('<h2 id="install--run">');
    expect(html).toContain('<h2 id="install--run-1">');
    expect(html).toContain('<h3 id="日本語-見出し">');
    expect(html).toContain('<a href="#install--run">jump</a>');
  });

  it("never reuses an id already in the document (footnotes, clobbered user ids)", () => {
    const { html } = render('# User content fn 1\n\nText[^1]\n\n<a id="x"></a>\n\n# X\n\n[^1]: Note.\n');
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    // The footnote's link says #user-content-fn-1, so a heading must not take that name.
    expect(html).toContain('<h1 id="user-content-fn-1-1">');
    expect(html).toContain('<h1 id="x-1">');
  });

  it("points footnote and anchor links at the sanitiser-prefixed ids they mean", () => {
    const { html } = render('Text[^1] and [to anchor](#spot).\n\n<a id="spot"></a>\n\n[^1]: Note.\n');
    const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!));
    const targets = [...html.matchAll(/href="#([^"]*)"/g)].map((match) => match[1]!);
    expect(targets.length).toBe(3);
    for (const target of targets) expect(ids).toContain(target);
    expect(html).toContain('href="#user-content-spot"');
  });

  it("replaces a [[toc]] paragraph with the headings (levels 1–3) that follow it", () => {
    const { html } = render("# Title\n\n[[toc]]\n\n## One\n\n### One a\n\n#### Too deep\n\n## Two\n\nText[^n]\n\n[^n]: Footnote.\n");
    expect(html).toContain('<nav class="toc" aria-label="Contents"><p class="toc-title">Contents</p><ol class="toc-list">');
    expect(tocEntries(html)).toEqual([
      { href: "#one", text: "One", slot: "toc:one" },
      { href: "#one-a", text: "One a", slot: "toc:one-a" },
      { href: "#two", text: "Two", slot: "toc:two" },
    ]);
    expect(html).toContain('<li class="toc-entry toc-level-3">');
    expect(html).not.toContain("[[toc]]");
  });

  it("places the TOC after the title heading for frontmatter toc: true", () => {
    const { html } = render("---\ntoc: true\n---\n\n# Report\n\nIntro.\n\n## Findings\n");
    expect(html).toMatch(/^<h1 id="report">Report<\/h1>\n?<nav class="toc"/);
    expect(tocEntries(html).map((entry) => entry.text)).toEqual(["Findings"]);
    expect(render("---\ntoc: false\n---\n\n# Report\n").html).not.toContain("<nav");
  });

  it("keeps hostile heading text escaped in the TOC", () => {
    const { html } = render('[[toc]]\n\n## <img src=x onerror=alert(1)>Evil "quote" <script>alert(2)</script>\n\n## `<b>code</b>` & more\n');
    expect(html).not.toMatch(/<img|<script|onerror/i);
    expect(tocEntries(html).map((entry) => entry.text)).toEqual(['Evil "quote"', "&#x3C;b>code&#x3C;/b> &#x26; more"]);
  });

  it("only treats [[toc]] alone in a paragraph as a marker", () => {
    expect(render("See [[toc]] inline.\n").html).not.toContain("<nav");
    expect(render("```\n[[toc]]\n```\n").html).not.toContain("<nav");
  });

  it("splits TOC documents too (the pool joins their TOC) and de-duplicates heading ids across chunks", () => {
    const big = Array.from({ length: 40 }, (_, i) => `## Section ${i % 3}\n\n${"Words and more words. ".repeat(60)}`).join("\n\n");
    expect(splitMarkdown(big, { maxChunks: 4, minChunkChars: 4_000 }).length).toBeGreaterThan(1);
    expect(splitMarkdown(`[[toc]]\n\n${big}`, { maxChunks: 4, minChunkChars: 4_000 }).length).toBeGreaterThan(1);
    expect(splitMarkdown(`---\ntoc: true\n---\n\n${big}`, { maxChunks: 4, minChunkChars: 4_000 }).length).toBeGreaterThan(1);
    const joined = splitMarkdown(big, { maxChunks: 4, minChunkChars: 4_000 })
      .map((chunk) => render(chunk).html)
      .join("\n");
    const ids = [...uniqueHeadingIds(joined).matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});
