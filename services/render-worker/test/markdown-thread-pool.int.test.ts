import { getEventListeners } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createMarkdownThreadPool } from "../src/markdown/markdown-thread-pool";
import { createMarkdownRenderer } from "../src/markdown/markdown-to-html";
import { splitMarkdown } from "../src/markdown/split-markdown";

// A large document converted in chunks on two threads, joined into one page body.
describe("markdown thread pool", () => {
  const pool = createMarkdownThreadPool({ size: 2 });
  beforeAll(async () => {
    await pool.ready;
  });
  afterAll(async () => {
    await pool.close();
  });

  it("keeps heading ids unique when two chunks both have an Introduction", async () => {
    const section = `## Introduction\n\n${"Plain words in a paragraph that fills the chunk. ".repeat(400)}\n\n`;
    const markdown = section + section;
    expect(splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 16_000 })).toHaveLength(2);
    const { html } = await pool.convert(markdown, { signal: new AbortController().signal });
    expect([...html.matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1])).toEqual(["introduction", "introduction-1"]);
  });

  // Chunks converted apart, TOC joined afterwards: the HTML must be what one conversion gives.
  const filler = (words: string) => `${words} `.repeat(1_000);
  const whole = createMarkdownRenderer();
  const tocLinks = (html: string) => [...html.matchAll(/<a href="#([^"]*)"><span class="toc-text">/g)].map((match) => match[1]);

  it("converts a document with a table of contents in chunks and lists headings from all of them", async () => {
    const markdown = `---\ntoc: true\n---\n\n# Report\n\n## Early part\n\n${filler("First half words.")}\n\n## Late part\n\n${filler("Second half words.")}\n\n### Late detail\n\nEnd.\n`;
    expect(splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 16_000 })).toHaveLength(2);
    const { html } = await pool.convert(markdown, { signal: new AbortController().signal });
    expect(tocLinks(html)).toEqual(["early-part", "late-part", "late-detail"]);
    expect(html).toBe(whole(markdown).html);
    expect(html).not.toContain("<!--");
  });

  it("puts a [[toc]] marker from a later chunk ahead of frontmatter toc, as one conversion does", async () => {
    const markdown = `---\ntoc: true\n---\n\n# Report\n\n## Early part\n\n${filler("First half words.")}\n\n## Late part\n\n[[toc]]\n\n${filler("Second half words.")}\n\n## Last part\n\nEnd.\n`;
    expect(splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 16_000 })).toHaveLength(2);
    const { html } = await pool.convert(markdown, { signal: new AbortController().signal });
    expect(tocLinks(html)).toEqual(["last-part"]);
    expect(html).toBe(whole(markdown).html);
  });

  it("gives headings that share a slug across chunks the ids one conversion gives them", async () => {
    // The second chunk's headings alone would be introduction, introduction-1 and a-1.
    const markdown = `[[toc]]\n\n## Introduction\n\n## A 1\n\n## A\n\n${filler("First half words.")}\n\n${filler("More words.")}\n\n## Introduction\n\n## Introduction\n\n## A-1\n\n${filler("Second half words.")}\n\n[back](#introduction-2)\n`;
    expect(splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 16_000 })).toHaveLength(2);
    const { html } = await pool.convert(markdown, { signal: new AbortController().signal });
    expect(tocLinks(html)).toEqual(["introduction", "a-1", "a", "introduction-1", "introduction-2", "a-1-1"]);
    expect(html).toBe(whole(markdown).html);
  });

  it("renames a heading whose slug an anchor in an earlier chunk reserves, as one conversion does", async () => {
    // The anchor reserves "late-part" for the whole document, so its heading becomes late-part-1;
    // the chunk holding the heading alone cannot know that.
    const markdown = `[[toc]]\n\n## Early part\n\nAn <a id="late-part">anchor</a>.\n\n${filler("First half words.")}\n\n${filler("More words.")}\n\n## Late part\n\n${filler("Second half words.")}\n`;
    expect(splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 16_000 })).toHaveLength(2);
    const { html } = await pool.convert(markdown, { signal: new AbortController().signal });
    expect(tocLinks(html)).toEqual(["early-part", "late-part-1"]);
    expect(html).toBe(whole(markdown).html);
  });

  it("converts a TOC document whole when a link in a later chunk would point elsewhere in one conversion", async () => {
    // Alone, the second chunk has a heading late-part for the link; whole, that heading is
    // late-part-1 and the link is repaired to the anchor's prefixed id.
    const markdown = `[[toc]]\n\n## Early part\n\nAn <a id="late-part">anchor</a>.\n\n${filler("First half words.")}\n\n${filler("More words.")}\n\n## Late part\n\n[up](#late-part)\n\n${filler("Second half words.")}\n`;
    expect(splitMarkdown(markdown, { maxChunks: 2, minChunkChars: 16_000 })).toHaveLength(2);
    const { html } = await pool.convert(markdown, { signal: new AbortController().signal });
    expect(html).toContain('<a href="#user-content-late-part">up</a>');
    expect(html).toBe(whole(markdown).html);
  });

  it("leaves no listener on the caller's signal once conversions are done, queued or not", async () => {
    const signal = new AbortController().signal;
    // Six documents on two threads: four wait in the queue before a thread takes them.
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.convert(`# Document ${i}\n`, { signal })));
    expect(results.map((result) => result.html)).toEqual(Array.from({ length: 6 }, (_, i) => `<h1 id="document-${i}">Document ${i}</h1>`));
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });
});
