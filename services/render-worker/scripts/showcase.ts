// `pnpm showcase`: renders docs/showcase/src/*.md through the real render pipeline (Markdown
// threads' renderer, themes, bundled fonts, locked Chromium) and writes a PNG of each document's
// first page to docs/showcase/, so users can see what each theme looks like before calling the API.
// A file named after a built-in theme uses that theme; `kitchen-sink*.md` uses `default`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { BUILT_IN_THEMES, type BuiltInTheme, type RenderJob } from "@quire/contracts";
import { ChromiumSupervisor } from "../src/chromium/chromium-supervisor";
import { DEFAULT_CHROMIUM_PATH } from "../src/chromium/chromium-path";
import { createInlineMarkdownConverter } from "../src/markdown/inline-markdown-converter";
import { renderDocument } from "../src/render/render-document";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const sourceDir = path.join(root, "docs/showcase/src");
const outDir = path.join(root, "docs/showcase");
const only = process.argv.slice(2);

function themeFor(file: string): BuiltInTheme {
  const name = path.basename(file, ".md");
  return (BUILT_IN_THEMES as readonly string[]).includes(name) ? (name as BuiltInTheme) : "default";
}

const chromium = new ChromiumSupervisor({
  executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  concurrency: 1,
  restartAfter: 1000,
  isolation: "page",
  logger: pino({ level: "warn" }),
});
const markdown = createInlineMarkdownConverter();
const scratch = mkdtempSync(path.join(tmpdir(), "quire-showcase-"));
try {
  await chromium.start();
  const files = readdirSync(sourceDir)
    .filter((file) => file.endsWith(".md") && (only.length === 0 || only.some((name) => file.startsWith(name))))
    .sort();
  for (const file of files) {
    const job: RenderJob = {
      renderId: `showcase_${path.basename(file, ".md")}`,
      accountId: "showcase",
      markdown: readFileSync(path.join(sourceDir, file), "utf8"),
      format: "A4",
      theme: { builtIn: themeFor(file) },
      styles: {},
      returnBytes: false,
      timeoutMs: 60_000,
    };
    const document = await renderDocument({ markdown, chromium }, { job, signal: AbortSignal.timeout(60_000) });
    const pdfPath = path.join(scratch, `${path.basename(file, ".md")}.pdf`);
    writeFileSync(pdfPath, document.pdf);
    const pngBase = path.join(outDir, path.basename(file, ".md"));
    // First page only, at a resolution that reads well on a README without bloating the repository.
    execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile", pdfPath, pngBase]);
    console.log(
      `${file}: ${job.theme && "builtIn" in job.theme ? job.theme.builtIn : ""} theme, ${document.pages} page(s) → ${path.relative(root, pngBase)}.png`,
    );
  }
} finally {
  await chromium.close();
  await markdown.close();
  rmSync(scratch, { recursive: true, force: true });
}
