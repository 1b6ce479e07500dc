import { describe, expect, it } from "@jest/globals";
import { sampleMarkdown } from "../../fixtures/sample-markdown";
import { createMarkdownRenderer } from "./markdown-to-html";
import { splitMarkdown } from "./split-markdown";

const render = createMarkdownRenderer();
const options = { maxChunks: 2, minChunkChars: 1_000 };

function chunkedHtml(markdown: string): string {
  return splitMarkdown(markdown, options)
    .map((chunk) => render(chunk).html)
    .join("\n");
}

describe("splitMarkdown", () => {
  it("splits a long document into chunks that convert to exactly the whole document's HTML", () => {
    const markdown = sampleMarkdown({ sections: 20 });
    const chunks = splitMarkdown(markdown, options);
    expect(chunks).toHaveLength(2);
    expect(chunks.join("")).toBe(markdown);
    expect(chunks[1]).toMatch(/^## /);
    expect(chunkedHtml(markdown)).toBe(render(markdown).html);
  });

  it("never splits inside a fenced code block", () => {
    const fenced = "```md\n\n# not a heading\n\n" + "x\n".repeat(800) + "```\n\n";
    const markdown = `${"Intro paragraph.\n\n".repeat(100)}${fenced}# Real heading\n\n${"More text.\n\n".repeat(100)}`;
    const chunks = splitMarkdown(markdown, options);
    for (const chunk of chunks) expect(chunk.split("```").length % 2).toBe(1);
    expect(chunkedHtml(markdown)).toBe(render(markdown).html);
  });

  it("never splits inside a :::invoice container, whose YAML comments look like headings", () => {
    const container = ":::invoice\n\n# not a heading\n\n" + "# comment\n".repeat(400) + ":::\n\n";
    const markdown = `${"Intro paragraph.\n\n".repeat(300)}${container}# Real heading\n\n${"More text.\n\n".repeat(100)}`;
    const chunks = splitMarkdown(markdown, options);
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toMatch(/^# Real heading/);
    expect(chunks[0]).toContain(container);
  });

  it("keeps documents with document-wide constructs whole", () => {
    const long = sampleMarkdown({ sections: 20 });
    expect(splitMarkdown(`${long}\n[ref]: https://example.com\n`, options)).toHaveLength(1);
    expect(splitMarkdown(`${long}\n[^1]: A footnote.\n`, options)).toHaveLength(1);
    expect(splitMarkdown(`<!--\n\n# hidden\n\n-->\n${long}`, options)).toHaveLength(1);
    expect(splitMarkdown(`<pre>\n\n# kept\n\n</pre>\n${long}`, options)).toHaveLength(1);
  });

  it("leaves short documents alone", () => {
    expect(splitMarkdown("# a\n\ntext\n\n# b\n", { maxChunks: 4, minChunkChars: 16_000 })).toHaveLength(1);
  });
});
