// Layout engines other than Chromium for the generated documents (`pnpm eval extract --engine`):
// the same finished HTML page laid out and printed by wkhtmltopdf (Qt WebKit: Odoo and many PHP/ERP
// systems print invoices with it) or by LibreOffice Writer's HTML import (an office template
// exported to PDF). A layout engine changes the text layer (how runs and spaces are split, glyph
// positions, font metrics, ligatures) and how rules are drawn, and reflows layouts it does not
// support (wkhtmltopdf has no flexbox or grid; Writer keeps little CSS beyond tables) — what
// `--producer` re-writing a finished PDF never changes. Developer tools only: the product never runs them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PdfOptions } from "../../services/render-worker/src/chromium/prepare-page";
import { rendererOver, startRenderer, type PagePrinter, type SynthRenderer } from "./render";
import type { SynthEngine } from "./synth-doc";

const MM_PER: Record<string, number> = { mm: 1, cm: 10, in: 25.4, pt: 25.4 / 72, px: 25.4 / 96 };

/** A CSS length of the print options (a number is CSS pixels) in millimetres. */
export function lengthInMm(length: string | number | undefined): number {
  if (length === undefined) return 0;
  if (typeof length === "number") return length * MM_PER.px!;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(mm|cm|in|pt|px)?\s*$/.exec(length);
  if (!match) throw new Error(`synth engines: cannot read the length ${JSON.stringify(length)}`);
  return Number(match[1]) * MM_PER[match[2] ?? "px"]!;
}

/** The paper of the print options, in millimetres. */
function paperInMm(options: PdfOptions) {
  const mm = (length: string | number | undefined) => Number(lengthInMm(length).toFixed(2));
  return {
    width: mm(options.width),
    height: mm(options.height),
    top: mm(options.margin?.top),
    right: mm(options.margin?.right),
    bottom: mm(options.margin?.bottom),
    left: mm(options.margin?.left),
  };
}

/**
 * The page as another engine can print it. Our bundled faces go: Debian's wkhtmltopdf (unpatched Qt)
 * draws web fonts as outlines with no text at all, and Writer's HTML import ignores @font-face, so
 * both fall back through fontconfig from the CSS font stacks to the installed system fonts (DejaVu,
 * Liberation), as an ERP server prints. Their preload links go too: a request to our asset origin,
 * which never resolves, fails wkhtmltopdf's whole load.
 */
export function withoutBundledFonts(html: string): string {
  return html.replace(/@font-face\s*\{[^}]*\}/g, "").replace(/<link rel="preload"[^>]*>/g, "");
}

/** Writer's HTML import takes the paper and margins from an @page rule (wkhtmltopdf takes them as options). */
function withPageRule(html: string, paper: ReturnType<typeof paperInMm>): string {
  const rule = `@page { size: ${paper.width}mm ${paper.height}mm; margin: ${paper.top}mm ${paper.right}mm ${paper.bottom}mm ${paper.left}mm }`;
  return html.replace("</head>", `<style>${rule}</style></head>`);
}

function printerFor(engine: Exclude<SynthEngine, "chromium">, dir: string): PagePrinter {
  const input = path.join(dir, "page.html");
  const output = path.join(dir, "page.pdf");
  const print: Record<typeof engine, (paper: ReturnType<typeof paperInMm>) => void> = {
    wkhtml: (paper) =>
      execFileSync(
        "wkhtmltopdf",
        [
          "--quiet",
          "--disable-javascript",
          "--enable-local-file-access",
          ...["--page-width", `${paper.width}mm`, "--page-height", `${paper.height}mm`],
          ...["-T", `${paper.top}mm`, "-R", `${paper.right}mm`, "-B", `${paper.bottom}mm`, "-L", `${paper.left}mm`],
          input,
          output,
        ],
        { stdio: "ignore", timeout: 120_000 },
      ),
    writer: () =>
      execFileSync(
        "soffice",
        [
          // A profile of its own: a desktop LibreOffice running on the machine would otherwise take the job.
          `-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`,
          "--headless",
          "--infilter=HTML (StarWriter)",
          "--convert-to",
          "pdf:writer_pdf_Export",
          "--outdir",
          dir,
          input,
        ],
        { stdio: "ignore", timeout: 120_000 },
      ),
  };
  return {
    async renderPdf({ html, pdfOptions }) {
      const paper = paperInMm(pdfOptions);
      rmSync(output, { force: true });
      writeFileSync(input, engine === "writer" ? withPageRule(withoutBundledFonts(html), paper) : withoutBundledFonts(html));
      print[engine](paper);
      return readFileSync(output);
    },
  };
}

const TOOLS: Record<Exclude<SynthEngine, "chromium">, { tool: string; apt: string }> = {
  wkhtml: { tool: "wkhtmltopdf", apt: "wkhtmltopdf" },
  writer: { tool: "soffice", apt: "libreoffice-writer-nogui" },
};

/** The renderer of the generated documents printing through `engine`. */
export async function startEngineRenderer(engine: SynthEngine): Promise<SynthRenderer> {
  if (engine === "chromium") return startRenderer();
  const { tool, apt } = TOOLS[engine];
  try {
    execFileSync(tool, ["--version"], { stdio: "ignore" });
  } catch {
    throw new Error(`synth: --engine ${engine} needs ${tool} (apt-get install ${apt})`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), `quire-synth-${engine}-`));
  return rendererOver(printerFor(engine, dir), async () => rmSync(dir, { recursive: true, force: true }));
}
