import { describe, expect, it } from "@jest/globals";
import { joinTocChunks } from "./join-toc-chunks";
import { createMarkdownRenderer } from "./markdown-to-html";
import { splitMarkdown } from "./split-markdown";

const render = createMarkdownRenderer();
const filler = (words: string) => `${words} `.repeat(300);

/** The document converted in chunks and joined (null when the join leaves it to a whole conversion). */
function joined(markdown: string): string | null {
  const chunks = splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 1_000 });
  expect(chunks).toHaveLength(2);
  return joinTocChunks(chunks.map((chunk) => render(chunk, undefined, { deferToc: true })));
}

describe("joinTocChunks", () => {
  it("joins chunks whose headings share slugs into exactly what one conversion gives", () => {
    // Alone, the second chunk would allocate introduction, introduction-1 and a-1 again.
    const markdown = `[[toc]]\n\n## Introduction\n\n## A 1\n\n## A\n\n${filler("First half.")}\n\n${filler("More.")}\n\n## Introduction\n\n## Introduction\n\n## A-1\n\n${filler("Second half.")}\n\n[back](#introduction-2)\n`;
    const html = joined(markdown);
    expect([...(html ?? "").matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "introduction",
      "a-1",
      "a",
      "introduction-1",
      "introduction-2",
      "a-1-1",
    ]);
    expect(html).toBe(render(markdown).html);
  });

  it("renames a heading whose slug an anchor in an earlier chunk reserves", () => {
    const markdown = `[[toc]]\n\n## Early\n\nAn <a id="late">anchor</a>.\n\n${filler("First half.")}\n\n${filler("More.")}\n\n## Late\n\n${filler("Second half.")}\n`;
    const html = joined(markdown);
    expect(html).toContain('<h2 id="late-1">');
    expect(html).toBe(render(markdown).html);
  });

  it("leaves it to a whole conversion when a link would point elsewhere in one conversion", () => {
    // Alone, the second chunk's link finds its heading `late`; whole, the heading is late-1 and the
    // link goes to the anchor's prefixed id.
    const markdown = `[[toc]]\n\n## Early\n\nAn <a id="late">anchor</a>.\n\n${filler("First half.")}\n\n${filler("More.")}\n\n## Late\n\n[up](#late)\n\n${filler("Second half.")}\n`;
    expect(joined(markdown)).toBeNull();
    expect(render(markdown).html).toContain('<a href="#user-content-late">up</a>');
  });
});
