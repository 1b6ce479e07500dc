import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createMarkdownThreadPool } from "../src/markdown/markdown-thread-pool";
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
});
