import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { RenderJob } from "@quire/contracts";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ChromiumSupervisor } from "../src/chromium/chromium-supervisor";
import { createInlineMarkdownConverter } from "../src/markdown/inline-markdown-converter";
import { createMarkdownRenderer } from "../src/markdown/markdown-to-html";
import { renderDocument, type RenderDocumentDeps } from "../src/render/render-document";
import { startTestChromium } from "./support/test-chromium";

// The real render path (Markdown → themed HTML → Chromium → PDF, TOC numbers checked against the print), checked
// with poppler's tools and pdf.js on the produced PDFs.

const run = promisify(execFile);
const KITCHEN_SINK = new URL("../fixtures/kitchen-sink.md", import.meta.url);
const PIXEL_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

let supervisor: ChromiumSupervisor;
let deps: RenderDocumentDeps;
let dir: string;

beforeAll(async () => {
  supervisor = await startTestChromium(100);
  deps = { markdown: createInlineMarkdownConverter(), chromium: supervisor };
  dir = await mkdtemp(path.join(tmpdir(), "quire-features-"));
}, 30_000);

afterAll(async () => {
  await supervisor?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function render(markdown: string): Promise<{ pdf: Buffer; pages: number; file: string }> {
  const job: RenderJob = {
    renderId: `rnd_${Math.random().toString(36).slice(2)}`,
    accountId: "acc_test",
    markdown,
    format: "A4",
    theme: { builtIn: "default" },
    styles: {},
    returnBytes: false,
    timeoutMs: 30_000,
  };
  const { pdf, pages } = await renderDocument(deps, { job, signal: new AbortController().signal });
  const file = path.join(dir, `${job.renderId}.pdf`);
  await writeFile(file, pdf);
  return { pdf, pages, file };
}

async function pageText(file: string, page: number): Promise<string> {
  const { stdout } = await run("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"]);
  return stdout;
}

function filler(paragraphs: number, seed: string): string {
  return Array.from(
    { length: paragraphs },
    (_, i) => `${seed} paragraph ${i + 1}. ${"Steady words fill the page so headings land further down. ".repeat(9)}`,
  ).join("\n\n");
}

describe("markdown features in the PDF", () => {
  it("prints TOC page numbers that match the pages where the headings land, with working links", async () => {
    // The last heading is not ASCII: Chromium names its destination by the percent-encoded fragment.
    const chapters = ["Alpha Overview", "Bravo Details", "Charlie Results", "Delta Appendix", "Echo Notes", "日本語の章"];
    // prettier-ignore
    const markdown = [
      "# Numbered Report", "[[toc]]", "\\pagebreak",
      `## ${chapters[0]}`, filler(8, "Alpha"),
      `## ${chapters[1]}`, filler(14, "Bravo"), // long enough to push the next heading pages further
      `### ${chapters[2]}`, filler(2, "Charlie"), "\\newpage",
      `## ${chapters[3]}`, filler(8, "Delta"), "<!-- pagebreak -->",
      `## ${chapters[4]}`, "Almost done.", "\\pagebreak",
      `## ${chapters[5]}`, "The end.",
    ].join("\n\n");
    const { pdf, pages, file } = await render(markdown);
    expect(pages).toBeGreaterThanOrEqual(6);

    const toc = await pageText(file, 1);
    const printed = new Map<string, number>();
    for (const chapter of chapters) {
      const line = new RegExp(`${chapter}[ .]*?(\\d+)\\s*$`, "m").exec(toc);
      expect(line).not.toBeNull();
      printed.set(chapter, Number(line![1]));
    }
    // Where each heading really is: the first page after the TOC whose text has it at a line start.
    for (const chapter of chapters) {
      let actual = 0;
      for (let page = 2; page <= pages && !actual; page++) {
        if (new RegExp(`^\\s*${chapter}\\s*$`, "m").test(await pageText(file, page))) actual = page;
      }
      expect({ chapter, page: printed.get(chapter) }).toEqual({ chapter, page: actual });
    }
    const numbers = [...printed.values()];
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // Each TOC entry is an internal link to its heading's named destination.
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
    try {
      const annotations = (await (await document.getPage(1)).getAnnotations()) as Array<{ subtype: string; dest?: unknown }>;
      const destinations = annotations.filter((annotation) => annotation.subtype === "Link").map((annotation) => annotation.dest);
      expect(destinations).toEqual(
        expect.arrayContaining(["alpha-overview", "bravo-details", "charlie-results", "delta-appendix", "echo-notes", encodeURIComponent("日本語の章")]),
      );
    } finally {
      await document.destroy();
    }
  }, 60_000);

  it("turns explicit page breaks into new pages", async () => {
    const { pages, file } = await render("First\n\n\\pagebreak\n\nSecond\n\n\\newpage\n\nThird\n\n<!-- pagebreak -->\n\nFourth\n");
    expect(pages).toBe(4);
    expect(await pageText(file, 3)).toContain("Third");
  });

  it("embeds KaTeX fonts for math", async () => {
    const { file } = await render("Inline $\\alpha^2 + \\beta_1$ and\n\n$$\n\\sum_{k=1}^{n} \\frac{1}{k^2} \\le \\mathbb{R}\n$$\n");
    const { stdout } = await run("pdffonts", [file]);
    expect(stdout).toMatch(/KaTeX_Main/);
    expect(stdout).toMatch(/KaTeX_Math/);
    expect(stdout).toMatch(/KaTeX_AMS|KaTeX_Size/);
  });

  it("renders inline data: images as images in the PDF, and blocked remote images as a labelled placeholder", async () => {
    const { file } = await render(`![dot](${PIXEL_PNG})\n\n![Company logo](https://example.com/logo.png)\n`);
    const { stdout } = await run("pdfimages", ["-list", file]);
    const rows = stdout.trim().split("\n").slice(2);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(await pageText(file, 1)).toContain("Remote image blocked: Company logo");
  });

  it("highlights code into coloured spans", () => {
    const { html } = createMarkdownRenderer()("```python\nimport os\nprint(os.getcwd())  # where\n```\n");
    const colours = new Set([...html.matchAll(/<span style="color:(#[0-9A-Fa-f]{6})/g)].map((match) => match[1]));
    expect(colours.size).toBeGreaterThanOrEqual(2);
  });

  it("renders the kitchen-sink document with every feature", async () => {
    const markdown = await readFile(KITCHEN_SINK, "utf8");
    const { html } = createMarkdownRenderer()(markdown);
    for (const marker of [
      '<nav class="toc"',
      'class="shiki"',
      'class="math math-display"',
      "admonition-caution",
      'class="page-break"',
      "<table>",
      "contains-task-list",
      "<del>",
      "data-footnotes",
      'src="data:image/png',
    ]) {
      expect(html).toContain(marker);
    }
    const { pages, file } = await render(markdown);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = (await run("pdftotext", ["-layout", file, "-"])).stdout;
    expect(text).toContain("Kitchen Sink");
    expect(text).toMatch(/Mathematics[ .]+\d+/);
    expect(text).toContain("Remote image blocked: Company logo");
    expect(text).not.toContain("[!NOTE]");
    expect(text).not.toContain("\\pagebreak");
    const { stdout: fonts } = await run("pdffonts", [file]);
    expect(fonts).toMatch(/KaTeX_Main/);
  }, 60_000);
});
