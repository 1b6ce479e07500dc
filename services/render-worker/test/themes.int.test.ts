import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { BUILT_IN_THEMES, type BuiltInTheme, type RenderJob } from "@quire/contracts";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { MULTILINGUAL_LINES, MULTILINGUAL_MARKDOWN, THEME_SAMPLE_MARKDOWN } from "../fixtures/theme-sample";
import type { ChromiumSupervisor } from "../src/chromium/chromium-supervisor";
import { createInlineMarkdownConverter } from "../src/markdown/inline-markdown-converter";
import type { MarkdownConverter } from "../src/markdown/markdown-thread-pool";
import { renderDocument } from "../src/render/render-document";
import { startRecordingServer, type RecordingServer } from "./support/recording-server";
import { startTestChromium } from "./support/test-chromium";

// Themes through the real render path (Markdown → themed HTML → locked Chromium → PDF), inspected
// with poppler's pdffonts and pdf.js: which fonts are embedded, which font each piece of text was
// set in, where the text starts on the page, which colours were painted.

const run = promisify(execFile);
const MM = 72 / 25.4;
// Fonts we ship; anything else (DejaVu, Liberation) in the body means a glyph fell through to the OS.
const BUNDLED = /^(Inter|SourceSerif4|JetBrainsMono|RobotoSlab|SourceSans3|Fraunces|IBMPlex(Sans|Mono)|SpaceGrotesk|NotoSans(SC|JP|KR)?|NotoColorEmoji)/;

let chromium: ChromiumSupervisor;
let markdown: MarkdownConverter;
let canary: RecordingServer;
let dir: string;

beforeAll(async () => {
  chromium = await startTestChromium();
  markdown = createInlineMarkdownConverter();
  canary = await startRecordingServer();
  dir = await mkdtemp(path.join(tmpdir(), "quire-themes-"));
}, 30_000);

afterAll(async () => {
  await chromium?.close();
  await markdown?.close();
  await canary?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function render(overrides: Partial<RenderJob> & { markdown: string }): Promise<Buffer> {
  const job: RenderJob = {
    renderId: "rnd_theme",
    accountId: "acc",
    format: "A4",
    theme: { builtIn: "default" },
    styles: {},
    returnBytes: false,
    timeoutMs: 30_000,
    title: "Theme sample",
    ...overrides,
  };
  const { pdf } = await renderDocument({ markdown, chromium }, { job, signal: new AbortController().signal });
  return pdf;
}

let files = 0;
async function poppler(tool: "pdffonts" | "pdftotext", pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${files++}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run(tool, tool === "pdftotext" ? [file, "-"] : [file]);
  return stdout;
}

/** pdffonts rows: base font name (subset tag stripped) and whether it is embedded. */
async function embeddedFonts(pdf: Buffer): Promise<Array<{ name: string; embedded: boolean }>> {
  const rows = (await poppler("pdffonts", pdf))
    .split("\n")
    .slice(2)
    .filter((line) => line.trim());
  return rows.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name, type (one or two words), encoding, emb, sub, uni, object, id — count from the end.
    return { name: columns[0]!.replace(/^[A-Z]{6}\+/, ""), embedded: columns[columns.length - 5] === "yes" };
  });
}

interface PageText {
  str: string;
  font: string;
  x: number;
  y: number;
}

/** Every text run on page 1 with the font it was set in and its position, plus the fill colours painted. */
async function inspectPage(pdf: Buffer): Promise<{ runs: PageText[]; colors: Set<string>; height: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const operators = await page.getOperatorList();
    const colors = new Set<string>();
    operators.fnArray.forEach((fn, index) => {
      if (fn === OPS.setFillRGBColor || fn === OPS.setStrokeRGBColor) colors.add(String((operators.argsArray[index] as unknown[])[0]).toLowerCase());
    });
    const content = await page.getTextContent();
    const runs: PageText[] = [];
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const font = page.commonObjs.has(item.fontName) ? (page.commonObjs.get(item.fontName) as { name: string }).name : item.fontName;
      runs.push({ str: item.str, font: font.replace(/^[A-Z]{6}\+/, ""), x: item.transform[4] as number, y: item.transform[5] as number });
    }
    return { runs, colors, height: (page.view[3] as number) - (page.view[1] as number) };
  } finally {
    await document.destroy();
  }
}

/** A PDF font name's family: subset tag, style suffix and variable-font instance names removed. */
function family(fontName: string): string {
  return fontName.replace(/-.*$/, "").replace(/(Thin|ExtraLight|Light|Regular|Medium|SemiBold|Bold|ExtraBold|Black)+$/, "");
}

/** Runs above the footer area: the document body (the footer uses installed fonts by design). */
function bodyRuns(page: { runs: PageText[]; height: number }, bottomMarginMm: number): PageText[] {
  return page.runs.filter((run) => run.y > bottomMarginMm * MM);
}

const EXPECTED_FONTS: Record<BuiltInTheme, string[]> = {
  default: ["SourceSerif4", "Inter", "JetBrainsMono"],
  editorial: ["SourceSerif4", "Fraunces", "JetBrainsMono"],
  minimal: ["Inter", "JetBrainsMono"],
  technical: ["IBMPlexSans", "IBMPlexMono"],
  bold: ["Inter", "SpaceGrotesk", "JetBrainsMono"],
  invoice: ["Inter", "JetBrainsMono"],
};
const LEFT_MARGIN_MM: Record<BuiltInTheme, number> = { default: 20, editorial: 26, minimal: 24, technical: 18, bold: 18, invoice: 16 };
const BOTTOM_MARGIN_MM = 16;

describe("built-in themes", () => {
  const pages: Partial<Record<BuiltInTheme, number>> = {};
  const fontSets: Partial<Record<BuiltInTheme, string>> = {};

  it.each(BUILT_IN_THEMES)("%s renders the sample with its own embedded fonts, margins and a page X of Y footer", async (theme) => {
    const pdf = await render({ markdown: THEME_SAMPLE_MARKDOWN, theme: { builtIn: theme } });
    const fonts = await embeddedFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    const page = await inspectPage(pdf);
    const body = bodyRuns(page, BOTTOM_MARGIN_MM);
    const families = new Set(body.map((run) => family(run.font)));
    expect([...families].sort()).toEqual([...EXPECTED_FONTS[theme]].sort());
    // The body starts at the theme's left margin (the leftmost text is flush with it).
    const left = Math.min(...body.map((run) => run.x));
    expect(Math.abs(left - LEFT_MARGIN_MM[theme] * MM)).toBeLessThan(1.5);
    const text = await poppler("pdftotext", pdf);
    const total = (await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise).numPages;
    expect(text).toContain(`Page 1 of ${total}`);
    expect(text).toContain("Regional results");
    pages[theme] = total;
    fontSets[theme] = [...families].sort().join(",");
  });

  it("lays the same document out differently per theme", () => {
    // Page counts as measured (A4): editorial's large type and wide margins need a second page.
    expect(Object.keys(pages).sort()).toEqual([...BUILT_IN_THEMES].sort());
    for (const count of Object.values(pages)) expect(count).toBeLessThanOrEqual(3);
    expect(pages.editorial!).toBeGreaterThan(pages.invoice!);
    for (const theme of BUILT_IN_THEMES) {
      if (theme === "default") continue;
      const differs = fontSets[theme] !== fontSets.default || LEFT_MARGIN_MM[theme] !== LEFT_MARGIN_MM.default;
      expect(differs).toBe(true);
    }
  });
});

describe("multilingual text", () => {
  it.each(BUILT_IN_THEMES)("%s sets Latin, Greek, Cyrillic, CJK and emoji in bundled fonts only, and the text survives", async (theme) => {
    const pdf = await render({ markdown: MULTILINGUAL_MARKDOWN, theme: { builtIn: theme } });
    const fonts = await embeddedFonts(pdf);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    const body = bodyRuns(await inspectPage(pdf), BOTTOM_MARGIN_MM);
    expect(body.filter((run) => !BUNDLED.test(run.font)).map((run) => `${run.str} → ${run.font}`)).toEqual([]);
    const used = new Set(body.map((run) => family(run.font)));
    for (const fallback of ["NotoSansSC", "NotoSansKR", "NotoColorEmoji"]) expect(used).toContain(fallback);
    const text = (await poppler("pdftotext", pdf)).replace(/\s+/g, "");
    for (const line of Object.values(MULTILINGUAL_LINES)) expect(text).toContain(line.replace(/\s+/g, ""));
  });
});

describe("style overrides", () => {
  it("applies a template's fontBody preset and accent colour", async () => {
    const plain = await inspectPage(await render({ markdown: THEME_SAMPLE_MARKDOWN }));
    expect(plain.colors).not.toContain("#0a7f3c");
    const styled = await inspectPage(await render({ markdown: THEME_SAMPLE_MARKDOWN, styles: { fontBody: "slab", fontMono: "mono", accent: "#0a7f3c" } }));
    const paragraph = styled.runs.find((run) => run.str.startsWith("Prepared for the board"));
    expect(family(paragraph?.font ?? "")).toBe("RobotoSlab");
    // The accent paints the h1 rule and the h2 text.
    expect(styled.colors).toContain("#0a7f3c");
    expect(styled.runs.some((run) => run.font.startsWith("SourceSerif4"))).toBe(false);
  });

  it("applies a custom theme's colours and fonts, with the template's styles winning", async () => {
    const custom = {
      id: "thm_test",
      slug: "brand",
      baseTheme: "minimal" as const,
      customCss: "",
      colors: { heading: "#7a1fa2", text: "#203040", background: "#fbf6ec" },
      fonts: { body: "humanist", heading: "slab" },
    };
    const page = await inspectPage(await render({ markdown: THEME_SAMPLE_MARKDOWN, theme: { custom } }));
    expect(family(page.runs.find((run) => run.str.startsWith("Prepared for the board"))?.font ?? "")).toBe("SourceSans3");
    expect(family(page.runs.find((run) => run.str === "Highlights")?.font ?? "")).toBe("RobotoSlab");
    expect(page.colors).toContain("#7a1fa2");
    expect(page.colors).toContain("#203040");
    expect(page.colors).toContain("#fbf6ec");
    const overridden = await inspectPage(await render({ markdown: THEME_SAMPLE_MARKDOWN, theme: { custom }, styles: { fontBody: "serif" } }));
    expect(family(overridden.runs.find((run) => run.str.startsWith("Prepared for the board"))?.font ?? "")).toBe("SourceSerif4");
  });

  it("never fetches remote URLs from custom theme CSS", async () => {
    const origin = canary.origin;
    const customCss = `@import url(${origin}/import.css);
@import "${origin}/import2.css";
@font-face { font-family: "Canary"; src: url(${origin}/font.woff2) format("woff2"); }
body { background: url(${origin}/x.png); font-family: "Canary", serif; }
h1 { background-image: image-set(url("${origin}/y.png") 1x); }
h2::before { content: url(${origin}/z.svg); }`;
    const custom = { id: "thm_canary", slug: "canary", baseTheme: "default" as const, colors: {}, fonts: {}, customCss };
    const pdf = await render({ markdown: THEME_SAMPLE_MARKDOWN, theme: { custom } });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(canary.requests).toEqual([]);
  });
});
