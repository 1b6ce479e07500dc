import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { BUILT_IN_THEMES, type BuiltInTheme, type RenderJob } from "@quire/contracts";
import { sampleMarkdown } from "../fixtures/sample-markdown";
import type { ChromiumSupervisor } from "../src/chromium/chromium-supervisor";
import type { PageNumbering } from "../src/chromium/print-pdf";
import { createInlineMarkdownConverter } from "../src/markdown/inline-markdown-converter";
import type { MarkdownConverter } from "../src/markdown/markdown-thread-pool";
import { renderDocument } from "../src/render/render-document";
import { startTestChromium } from "./support/test-chromium";
import { tocEntries } from "./support/toc-numbers";

// The table of contents' page numbers are estimated from a column layout, printed once, and proven
// against the print's own heading destinations (reprinting when any is wrong). Checked here through
// the real render path, in every theme, with the estimate as made and with a wrong one injected.

let chromium: ChromiumSupervisor;
let markdown: MarkdownConverter;

beforeAll(async () => {
  chromium = await startTestChromium();
  markdown = createInlineMarkdownConverter();
}, 30_000);

afterAll(async () => {
  await chromium?.close();
});

// ~14 pages: headings at every height of the page, a page break the TOC's own length pushes.
const MARKDOWN = sampleMarkdown({ sections: 16 }).replace("---\ntitle:", "---\ntoc: true\ntitle:").replace("## 9.", "\\pagebreak\n\n## 9.");

interface Calls {
  estimates: Array<Record<string, string>>;
  reads: Array<Record<string, string> | null>;
}

/** renderDocument with the real supervisor, recording the numbering's calls; `estimate` replaces its guess. */
async function render(theme: BuiltInTheme, estimate?: (real: Record<string, string>) => Record<string, string>): Promise<{ pdf: Buffer; calls: Calls }> {
  const calls: Calls = { estimates: [], reads: [] };
  const recording = (numbering: PageNumbering): PageNumbering => ({
    estimate: async (page) => {
      const guess = await numbering.estimate(page);
      calls.estimates.push(estimate ? estimate(guess) : guess);
      return calls.estimates.at(-1)!;
    },
    read: async (pdf) => {
      calls.reads.push(await numbering.read(pdf));
      return calls.reads.at(-1)!;
    },
  });
  const job: RenderJob = {
    renderId: "toc",
    accountId: "toc",
    markdown: MARKDOWN,
    format: "A4",
    theme: { builtIn: theme },
    styles: {},
    returnBytes: false,
    timeoutMs: 30_000,
  };
  const { pdf } = await renderDocument(
    {
      markdown,
      chromium: { renderPdf: (options) => chromium.renderPdf({ ...options, ...(options.numbering ? { numbering: recording(options.numbering) } : {}) }) },
    },
    { job, signal: AbortSignal.timeout(30_000) },
  );
  return { pdf, calls };
}

describe("TOC page numbers", () => {
  it.each(BUILT_IN_THEMES.filter((theme) => theme !== "invoice"))("prints the page each heading lands on, in one print (%s theme)", async (theme) => {
    const { pdf, calls } = await render(theme);
    const entries = await tocEntries(pdf, 2);
    expect(entries).toHaveLength(16);
    for (const entry of entries) expect(entry).toEqual({ ...entry, printed: String(entry.actual) });
    expect(new Set(entries.map((entry) => entry.actual)).size).toBeGreaterThan(8);
    // The estimate was right, so the print was proven once and never repeated.
    expect(calls.reads).toHaveLength(1);
    expect(calls.estimates[0]).toEqual(calls.reads[0]);
  });

  it("reprints with the proven numbers when the estimate is wrong", async () => {
    // Every heading one page late except the first: what a column layout that breaks earlier than the page would guess.
    const { pdf, calls } = await render("default", (real) =>
      Object.fromEntries(Object.entries(real).map(([key, page], i) => [key, i === 0 ? page : String(Number(page) + 1)])),
    );
    const entries = await tocEntries(pdf, 2);
    expect(entries).toHaveLength(16);
    for (const entry of entries) expect(entry).toEqual({ ...entry, printed: String(entry.actual) });
    expect(calls.reads).toHaveLength(1);
    expect(calls.estimates[0]).not.toEqual(calls.reads[0]);
  });
});
