// Prints the synthetic documents through our own renderer: the render worker's supervised
// Chromium, its themes and bundled fonts. Generated HTML goes straight into the theme's page (more
// layout freedom than Markdown allows); documents written as Markdown (the `invoice` block) take
// the worker's whole Markdown → PDF path. One page at a time: the machine is shared.
import type { BuiltInTheme, RenderJob } from "@quire/contracts";
import { ChromiumSupervisor } from "../../services/render-worker/src/chromium/chromium-supervisor";
import { DEFAULT_CHROMIUM_PATH } from "../../services/render-worker/src/chromium/chromium-path";
import type { PdfOptions } from "../../services/render-worker/src/chromium/prepare-page";
import { createInlineMarkdownConverter } from "../../services/render-worker/src/markdown/inline-markdown-converter";
import { renderDocument } from "../../services/render-worker/src/render/render-document";
import { buildHtmlDocument } from "../../services/render-worker/src/themes/build-html-document";
import { builtInTheme } from "../../services/render-worker/src/themes/theme-registry";
import { themePdfOptions } from "../../services/render-worker/src/themes/theme-pdf-options";
import type { ThemeInput } from "../../services/render-worker/src/themes/theme";

type Logger = ConstructorParameters<typeof ChromiumSupervisor>[0]["logger"];

/** Chromium's warnings and errors on stderr (the generator is a developer tool; pino is the services' dependency, not the scripts'). */
const stderrLogger = (() => {
  const say =
    (level: string) =>
    (...args: unknown[]) =>
      console.error(`synth render ${level}:`, ...args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))));
  const logger = {
    error: say("error"),
    warn: say("warn"),
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: say("fatal"),
    child: () => logger,
    level: "warn",
  };
  return logger as unknown as Logger;
})();

export type FontPreset = "sans" | "serif" | "mono" | "slab" | "humanist" | "system";

export interface HtmlPage {
  /** Body markup; may hold its own <style> element (the document CSP allows inline styles). */
  body: string;
  title: string;
  theme: BuiltInTheme;
  font?: FontPreset;
  /** A4/Letter with the theme's margins and running footer, or an explicit paper (receipts). */
  paper: { format: "A4" | "Letter" } | { width: string; height: string; margin: string };
}

export interface SynthRenderer {
  html(page: HtmlPage): Promise<Buffer>;
  markdown(markdown: string, theme: BuiltInTheme, format: "A4" | "Letter"): Promise<Buffer>;
  close(): Promise<void>;
}

/** The complete HTML page of `page` (the theme's CSS around its body) and the paper it prints on. */
function printJob(page: HtmlPage): { html: string; pdfOptions: PdfOptions } {
  const theme = builtInTheme(page.theme);
  const format = "format" in page.paper ? page.paper.format : "A4";
  const input: ThemeInput = { format, styles: page.font ? { fontBody: page.font } : {} };
  const html = buildHtmlDocument({ theme, input, body: page.body, title: page.title });
  const pdfOptions: PdfOptions =
    "format" in page.paper
      ? themePdfOptions(theme, input)
      : {
          width: page.paper.width,
          height: page.paper.height,
          printBackground: true,
          displayHeaderFooter: false,
          margin: { top: page.paper.margin, bottom: page.paper.margin, left: page.paper.margin, right: page.paper.margin },
        };
  return { html, pdfOptions };
}

/** Prints a finished HTML page on its paper: Chromium's supervisor, or another layout engine (engines.ts). */
export type PagePrinter = Pick<ChromiumSupervisor, "renderPdf">;

/**
 * The synthetic documents' renderer over `printer`: generated HTML goes into the theme's page, Markdown
 * takes the worker's own conversion, and either way `printer` lays out and prints the finished page.
 */
export function rendererOver(printer: PagePrinter, closePrinter: () => Promise<void>): SynthRenderer {
  const converter = createInlineMarkdownConverter();
  return {
    async html(page) {
      return printer.renderPdf({ ...printJob(page), signal: AbortSignal.timeout(60_000) });
    },
    async markdown(markdown, theme, format) {
      const job: RenderJob = {
        renderId: "synth",
        accountId: "synth",
        markdown,
        format,
        theme: { builtIn: theme },
        styles: {},
        returnBytes: false,
        timeoutMs: 60_000,
      };
      const document = await renderDocument({ markdown: converter, chromium: printer }, { job, signal: AbortSignal.timeout(60_000) });
      return document.pdf;
    },
    async close() {
      await closePrinter();
      await converter.close();
    },
  };
}

export async function startRenderer(): Promise<SynthRenderer> {
  const chromium = new ChromiumSupervisor({
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    concurrency: 1,
    restartAfter: 500,
    isolation: "page",
    spare: 1,
    sandbox: "off",
    logger: stderrLogger,
  });
  await chromium.start();
  return rendererOver(chromium, () => chromium.close());
}
