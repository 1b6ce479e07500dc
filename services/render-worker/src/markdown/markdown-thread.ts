// Entry of a markdown conversion thread (see markdown-thread-pool.ts). Conversion is synchronous
// CPU work; off the main thread it cannot stall BullMQ lock renewal and can be killed on timeout.
import { parentPort, workerData } from "node:worker_threads";
import type { BlockStyle } from "./block-style";
import type { TocHeading } from "./features/toc/toc";
import { createIdleCollector, exposeGc } from "./idle-collector";
import { createMarkdownRenderer } from "./markdown-to-html";

export interface ThreadRequest {
  id: number;
  markdown: string;
  style: BlockStyle;
  deferToc: boolean;
}

export type ThreadResponse =
  | {
      id: number;
      ok: true;
      html: string;
      title: string | undefined;
      frontmatter: Record<string, unknown>;
      tocHeadings?: TocHeading[];
      tocReservedIds?: string[];
    }
  | { id: number; ok: false; message: string };

const render = createMarkdownRenderer();
const port = parentPort!;

// Shiki compiles a language's grammar on first use (about 0.3–2 s for TypeScript or C++), and
// ECharts loads its renderer on the first chart. Paying that before `ready` keeps it off the first
// jobs that use them; the list comes from MARKDOWN_WARM_LANGUAGES.
const { warmLanguages = [] } = (workerData ?? {}) as { warmLanguages?: string[] };
for (const language of warmLanguages) {
  try {
    render(language === "chart" ? "```chart\ntype: bar\nlabels: [a]\nseries: [{name: a, data: [1]}]\n```\n" : "```" + language + "\nx\n```\n");
  } catch {
    // A language that fails to warm simply compiles on first use.
  }
}

const collect = exposeGc();
// Compiling the grammars leaves ~40 MiB of garbage per thread that nothing would collect before the first job.
collect();
// The bench's 60-page documents are ~110 KB (converted as two ~55 KB chunks), ten pages ~19 KB.
// A full collection also throws away what V8 had learnt about the converter: the next conversion
// of a heavy chunk took 2.1x the CPU (median 630 vs 300 ms over 8 rounds each, with or without
// code, maths or tables), so it waits for the service to go quiet rather than for a pause between
// two requests.
const collector = createIdleCollector({ collect, idleMs: 30_000, minChars: 50_000 });

port.on("message", ({ id, markdown, style, deferToc }: ThreadRequest) => {
  collector.busy();
  let response: ThreadResponse;
  try {
    const result = render(markdown, style, { deferToc });
    response = { id, ok: true, ...result };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  try {
    port.postMessage(response);
  } catch {
    // Frontmatter values that cannot be cloned are not worth failing the render for.
    port.postMessage(response.ok ? { ...response, frontmatter: {} } : response);
  }
  collector.idle(markdown.length);
});
port.postMessage({ ready: true });
