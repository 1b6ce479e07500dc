import { MAX_OUTPUT_BYTES, type RenderJob } from "@quire/contracts";
import type { ChromiumSupervisor } from "../chromium/chromium-supervisor";
import type { MarkdownConverter } from "../markdown/markdown-thread-pool";
import { countPdfPages } from "../pdf/count-pdf-pages";
import { buildHtmlDocument } from "../themes/build-html-document";
import { resolveTheme } from "../themes/theme-registry";
import { themePdfOptions } from "../themes/theme-pdf-options";
import { OutputTooLargeError } from "./render-failure";
import { tocNumbering, tocTargets } from "./toc-page-numbers";

export interface RenderDocumentDeps {
  markdown: MarkdownConverter;
  chromium: Pick<ChromiumSupervisor, "renderPdf">;
  /** Contract cap (50 MiB); lowered only by tests. */
  maxOutputBytes?: number;
}

export interface RenderedDocument {
  pdf: Buffer;
  pages: number;
  title: string;
  /** Milliseconds spent converting Markdown and printing, for logs and the benchmark. */
  timings: { markdownMs: number; printMs: number };
}

/** Markdown → sanitised HTML → themed page → PDF, all inside the caller's `signal` budget. */
export async function renderDocument(deps: RenderDocumentDeps, { job, signal }: { job: RenderJob; signal: AbortSignal }): Promise<RenderedDocument> {
  const started = performance.now();
  const theme = resolveTheme(job.theme);
  const input = { format: job.format, styles: job.styles };
  const converted = await deps.markdown.convert(job.markdown, { signal, style: theme.blockStyle(input) });
  const converting = performance.now() - started;
  const title = job.title ?? converted.title ?? "";
  const html = buildHtmlDocument({ theme, input, body: converted.html, title });
  const pdfOptions = themePdfOptions(theme, input);
  const tocIds = tocTargets(converted.html);
  const numbering = tocIds.length > 0 ? tocNumbering(tocIds, pdfOptions) : undefined;
  const pdf = await deps.chromium.renderPdf({ html, pdfOptions, signal, ...(numbering ? { numbering } : {}) });
  const printMs = performance.now() - started - converting;
  const maxOutputBytes = deps.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  if (pdf.length > maxOutputBytes) throw new OutputTooLargeError(pdf.length, maxOutputBytes);
  return { pdf, pages: countPdfPages(pdf), title, timings: { markdownMs: Math.round(converting), printMs: Math.round(printMs) } };
}
