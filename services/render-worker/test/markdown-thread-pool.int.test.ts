import { getEventListeners } from "node:events";
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

  it("leaves no listener on the caller's signal once conversions are done, queued or not", async () => {
    const signal = new AbortController().signal;
    // Six documents on two threads: four wait in the queue before a thread takes them.
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.convert(`# Document ${i}\n`, { signal })));
    expect(results.map((result) => result.html)).toEqual(Array.from({ length: 6 }, (_, i) => `<h1 id="document-${i}">Document ${i}</h1>`));
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });
});
