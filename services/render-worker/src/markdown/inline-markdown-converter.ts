import { RenderAbortedError } from "../chromium/chromium-errors";
import { createMarkdownRenderer } from "./markdown-to-html";
import type { MarkdownConverter } from "./markdown-thread-pool";

// Apart from the thread pool on purpose: the worker's main thread imports the pool, and importing
// the renderer there too would load the whole Markdown stack (Shiki's grammars, ECharts, KaTeX,
// unified: ~30 MiB of heap, measured) into a thread that never converts anything.

/** The thread pool's contract on the calling thread: for tests and tools where a thread is not worth it. */
export function createInlineMarkdownConverter(): MarkdownConverter {
  const render = createMarkdownRenderer();
  return {
    async convert(markdown, { signal, style }) {
      if (signal.aborted) throw new RenderAbortedError("render budget spent");
      return render(markdown, style);
    },
    async close() {},
  };
}
