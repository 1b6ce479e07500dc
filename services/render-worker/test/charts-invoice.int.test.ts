// Charts and invoice blocks through the real worker (BullMQ + Chromium): the chart reaches the PDF
// as vector drawing and real text, an invalid chart is a visible error and not a failed render,
// and the invoice's computed totals are in the PDF text.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createInlineMarkdownConverter } from "../src/markdown/inline-markdown-converter";
import { DEFAULT_BLOCK_STYLE } from "../src/markdown/block-style";
import { startRenderHarness, type RenderHarness } from "./support/render-harness";

const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

let harness: RenderHarness;

beforeAll(async () => {
  harness = await startRenderHarness();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

async function renderPdf(markdown: string, theme: "default" | "invoice" = "default"): Promise<Buffer> {
  const { renderId, result, failedReason } = await harness.runJob({ markdown, theme: { builtIn: theme } });
  expect(failedReason).toBeUndefined();
  expect(result).toMatchObject({ renderId, stored: true });
  const bytes = await harness.store.get(`renders/${harness.accountId}/${renderId}.pdf`);
  if (!bytes) throw new Error(`no stored PDF for ${renderId}`);
  return bytes;
}

/** poppler's reading of the PDF (what a user copying text out of it gets). */
async function pdfText(pdf: Buffer): Promise<string> {
  const running = promisify(execFile)("pdftotext", ["-layout", "-", "-"], { encoding: "utf8", maxBuffer: 8 << 20 });
  running.child.stdin!.end(pdf);
  return (await running).stdout;
}

/** Counts of drawing operators on one page, by pdf.js operator name. */
async function pageOperators(pdf: Buffer, pageNumber: number): Promise<Record<string, number>> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const { fnArray } = await page.getOperatorList();
    const names = new Map(Object.entries(OPS).map(([name, code]) => [code, name]));
    const counts: Record<string, number> = {};
    for (const code of fnArray) {
      const name = names.get(code) ?? String(code);
      counts[name] = (counts[name] ?? 0) + 1;
    }
    return counts;
  } finally {
    await document.destroy();
  }
}

const imageOps = (ops: Record<string, number>) =>
  Object.entries(ops)
    .filter(([name]) => /image/i.test(name))
    .reduce((sum, [, n]) => sum + n, 0);

describe("charts in the worker", () => {
  it("puts chart SVG into the HTML and vector paths (no images) into the PDF", async () => {
    const markdown = `# Sales\n\n\`\`\`chart\ntype: bar\ntitle: Units by region\nlabels: [North, South, East, West]\nx: {title: Region}\ny: {title: Units}\nseries:\n  - {name: Widgets, data: [120, 95, 143, 88]}\n  - {name: Gadgets, data: [60, 70, 52, 91]}\n\`\`\`\n`;
    const { html } = await createInlineMarkdownConverter().convert(markdown, { signal: new AbortController().signal, style: DEFAULT_BLOCK_STYLE });
    expect(html).toMatch(/<figure class="chart"><svg [^>]*viewBox="0 0 640 320"/);

    const pdf = await renderPdf(markdown);
    const ops = await pageOperators(pdf, 1);
    const without = await pageOperators(await renderPdf("# Sales\n"), 1);
    // 8 bars, grid lines, axes and legend markers: all drawn as paths (pdf.js 5 folds the fill
    // or stroke into constructPath), the labels as text, nothing as a picture.
    expect((ops.constructPath ?? 0) - (without.constructPath ?? 0)).toBeGreaterThanOrEqual(20);
    expect(ops.showText ?? 0).toBeGreaterThanOrEqual(9);
    expect(imageOps(ops)).toBe(0);
    const text = await pdfText(pdf);
    for (const label of ["Units by region", "North", "South", "East", "West", "Region", "Units", "Widgets", "Gadgets"]) expect(text).toContain(label);
  });

  it("renders every chart of the showcase fixture", async () => {
    const pdf = await renderPdf(await fixture("charts-example.md"));
    const text = await pdfText(pdf);
    for (const title of [
      "Revenue by quarter",
      "Weekly active users",
      "Traffic sources",
      "Storage used (stacked)",
      "Response time by region",
      "Page count vs. render time",
    ]) {
      expect(text).toContain(title);
    }
    expect(text).not.toContain("Chart error");
  });

  it("shows an invalid chart as visible error text, and the render succeeds", async () => {
    const markdown = "# Report\n\n```chart\ntype: bar\nlabels: [a, b, c]\nseries:\n  - {name: Short, data: [1, 2]}\n```\n\nThe rest of the report.\n";
    const text = (await pdfText(await renderPdf(markdown))).replace(/\s+/g, " ");
    expect(text).toContain('Chart error: series "Short" has 2 values but there are 3 labels');
    expect(text).toContain("The rest of the report.");
  });
});

describe("invoice blocks in the worker", () => {
  it("prints the computed line amounts and totals", async () => {
    const pdf = await renderPdf(await fixture("invoice-example.md"), "invoice");
    // The invoice theme prints table labels in capitals (CSS text-transform reaches the PDF text).
    const text = (await pdfText(pdf)).replace(/[ \t]+/g, " ");
    expect(text).toMatch(/Invoice number INV-2026-014/i);
    expect(text).toMatch(/Due date April 4, 2026/i);
    expect(text).toContain("Stock photography licences 3 $19.99 $59.97");
    expect(text).toMatch(/Subtotal \$6,835\.47/i);
    expect(text).toMatch(/Tax \(8\.25%\) \$563\.93/i);
    expect(text).toMatch(/\bTotal \$7,399\.40/i);
  });
});
