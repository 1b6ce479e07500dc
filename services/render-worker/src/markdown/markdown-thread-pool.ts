// Our own pool, not piscina 5.3: measured side by side on the bench fixtures' Markdown step (two threads, paired rounds) piscina was slower on 3 of 4 sizes (1-page ~even, ~10 pages +5/+18%, 170 KB report +4/+8%, ~60 pages -6%), and it marks its first threads ready at once, so grammar warm-up could not gate `ready`.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { RenderAbortedError } from "../chromium/chromium-errors";
import { uniqueHeadingIds } from "./features/toc/heading-ids";
import { DEFAULT_BLOCK_STYLE, type BlockStyle } from "./block-style";
import type { MarkdownHtml } from "./markdown-to-html";
import type { ThreadRequest, ThreadResponse } from "./markdown-thread";
import { joinTocChunks } from "./join-toc-chunks";
import { hasTableOfContents, splitMarkdown } from "./split-markdown";

export interface MarkdownConverter {
  /** Rejects with RenderAbortedError when `signal` fires; a running conversion is killed. */
  convert(markdown: string, options: { signal: AbortSignal; style?: BlockStyle }): Promise<MarkdownHtml>;
  close(): Promise<void>;
}

interface Task {
  id: number;
  markdown: string;
  style: BlockStyle;
  deferToc: boolean;
  signal: AbortSignal;
  resolve: (value: MarkdownHtml) => void;
  reject: (error: Error) => void;
  /** The signal's listener while the task waits in the queue; removed when a thread takes it. */
  dequeue: () => void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  task: Task | undefined;
}

/** Below this a chunk costs more in thread hand-off than it saves (~30 ms of conversion). */
const MIN_CHUNK_CHARS = 16_000;

// Built (`pnpm build`), the thread's own bundle sits beside the worker's; from source, a small JS
// starter loads the TypeScript entry through tsx (see markdown-thread-tsx.mjs).
const BUILT_ENTRY = new URL("./markdown-thread.js", import.meta.url);
const THREAD = existsSync(fileURLToPath(BUILT_ENTRY))
  ? { file: BUILT_ENTRY, entry: undefined }
  : { file: new URL("./markdown-thread-tsx.mjs", import.meta.url), entry: new URL("./markdown-thread.ts", import.meta.url).href };

/**
 * A fixed set of threads converting Markdown to HTML. Keeps the event loop free for other jobs and
 * BullMQ's lock renewal, and lets a 20 MiB document that overruns its budget be stopped.
 */
export function createMarkdownThreadPool({
  size,
  maxMemoryMb = 2048,
  warmLanguages = [],
}: {
  size: number;
  maxMemoryMb?: number;
  /** Code languages (and `chart`) each thread prepares before it reports ready. */
  warmLanguages?: string[];
}): MarkdownConverter & { ready: Promise<void> } {
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Thread {
    const worker = new Worker(THREAD.file, {
      workerData: { entry: THREAD.entry, warmLanguages },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
    });
    worker.unref();
    let markReady: () => void = () => undefined;
    const thread: Thread = { worker, ready: new Promise((resolve) => (markReady = resolve)), task: undefined };
    worker.on("message", (message: ThreadResponse | { ready: true }) => {
      if ("ready" in message) {
        markReady();
        return;
      }
      const task = thread.task;
      if (!task || task.id !== message.id) return;
      finish(thread);
      if (message.ok)
        task.resolve({
          html: message.html,
          title: message.title,
          frontmatter: message.frontmatter,
          ...(message.tocHeadings ? { tocHeadings: message.tocHeadings } : {}),
          ...(message.tocReservedIds ? { tocReservedIds: message.tocReservedIds } : {}),
        });
      else task.reject(new Error(`markdown conversion failed: ${message.message}`));
    });
    worker.on("error", (error) => fail(thread, error));
    worker.on("exit", (code) => fail(thread, new Error(`markdown thread exited with code ${code}`)));
    return thread;
  }

  function fail(thread: Thread, error: Error): void {
    const index = threads.indexOf(thread);
    if (index === -1) return;
    const task = thread.task;
    thread.task = undefined;
    task?.signal.removeEventListener("abort", abortRunning);
    if (closed) {
      threads.splice(index, 1);
    } else {
      threads[index] = spawn();
      pump();
    }
    task?.reject(task.signal.aborted ? new RenderAbortedError("render budget spent converting Markdown") : error);
  }

  function finish(thread: Thread): void {
    const task = thread.task;
    if (task) task.signal.removeEventListener("abort", abortRunning);
    thread.task = undefined;
    pump();
  }

  function abortRunning(this: AbortSignal): void {
    const thread = threads.find((candidate) => candidate.task?.signal === this);
    // Terminating is the only way to stop synchronous work; `exit` then replaces the thread.
    if (thread) void thread.worker.terminate();
  }

  function pump(): void {
    for (const thread of threads) {
      if (thread.task || queue.length === 0) continue;
      const task = queue.shift()!;
      thread.task = task;
      task.signal.removeEventListener("abort", task.dequeue);
      task.signal.addEventListener("abort", abortRunning, { once: true });
      const request: ThreadRequest = { id: task.id, markdown: task.markdown, style: task.style, deferToc: task.deferToc };
      thread.worker.postMessage(request);
    }
  }

  function submit(markdown: string, style: BlockStyle, signal: AbortSignal, deferToc = false): Promise<MarkdownHtml> {
    if (closed) return Promise.reject(new Error("markdown thread pool is closed"));
    if (signal.aborted) return Promise.reject(new RenderAbortedError("render budget spent"));
    return new Promise<MarkdownHtml>((resolve, reject) => {
      const task: Task = {
        id: nextId++,
        markdown,
        style,
        deferToc,
        signal,
        resolve,
        reject,
        dequeue: () => {
          const index = queue.indexOf(task);
          if (index === -1) return;
          queue.splice(index, 1);
          reject(new RenderAbortedError("render budget spent waiting for a markdown thread"));
        },
      };
      signal.addEventListener("abort", task.dequeue, { once: true });
      queue.push(task);
      pump();
    });
  }

  for (let i = 0; i < size; i++) threads.push(spawn());

  return {
    ready: Promise.all(threads.map((thread) => thread.ready)).then(() => undefined),
    async convert(markdown, { signal, style = DEFAULT_BLOCK_STYLE }) {
      // Big documents are split at safe boundaries and converted on all threads at once: the
      // browser is idle meanwhile, so this is latency saved rather than CPU taken from others.
      // A table of contents lists headings from every chunk: each chunk leaves it to the join.
      const toc = hasTableOfContents(markdown);
      const chunks = splitMarkdown(markdown, { maxChunks: threads.length, minChunkChars: MIN_CHUNK_CHARS });
      if (chunks.length === 1) return submit(markdown, style, signal);
      const parts = await Promise.all(chunks.map((chunk) => submit(chunk, style, signal, toc)));
      const { html: _html, tocHeadings: _headings, tocReservedIds: _reserved, ...first } = parts[0]!;
      if (!toc) {
        // Each chunk allocates heading ids on its own, so only a joined document can repeat one.
        return { ...first, html: uniqueHeadingIds(parts.map((part) => part.html).join("\n")) };
      }
      // Where the chunks' ids still differ from what one conversion allocates, it converts whole.
      const html = joinTocChunks(parts);
      return html === null ? submit(markdown, style, signal) : { ...first, html };
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
