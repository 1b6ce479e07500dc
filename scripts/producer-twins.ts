// Producer twins for `pnpm eval extract --producer gs|cairo|turned`: every PDF of a corpus re-written
// by another PDF writer (Ghostscript's pdfwrite, the route to PDF/A and "compressed" PDFs; poppler's
// cairo backend), or saved turned a quarter (qpdf's /Rotate 90: a page someone rotated in a viewer,
// displayed sideways), scored against the same expected values. Our generated corpora all come from one
// writer (Chromium) and each real corpus from a few; a held-out document comes from any. A writer
// changes the text layer (ligature and hyphen mappings, font metrics, how runs are split) and the
// drawing (rules as strokes, fills or rectangles), never what the page says, so any score change
// is a reading that depends on the writer. Developer tools here (ghostscript, poppler-utils, qpdf): the
// product never runs them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";

export const PRODUCERS = ["gs", "cairo", "turned"] as const;
export type Producer = (typeof PRODUCERS)[number];

/** The command that writes the twin, and the apt package it comes from. */
const TOOLS: Record<Producer, { tool: string; version: string; apt: string; args: (source: string, target: string) => string[] }> = {
  gs: {
    tool: "gs",
    version: "--version",
    apt: "ghostscript",
    args: (source, target) => ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-o", target, source],
  },
  cairo: { tool: "pdftocairo", version: "-v", apt: "poppler-utils", args: (source, target) => ["-pdf", source, target] },
  turned: { tool: "qpdf", version: "--version", apt: "qpdf", args: (source, target) => ["--warning-exit-0", "--rotate=+90", source, target] },
};

/**
 * Writes the twin of every PDF in `pdfDir` not yet in `outDir` (a cache: twins of an unchanged
 * corpus are made once); returns how many PDFs `outDir` holds.
 */
export function makeProducerTwins(producer: Producer, pdfDir: string, outDir: string): number {
  const { tool, version, apt, args } = TOOLS[producer];
  try {
    execFileSync(tool, [version], { stdio: "ignore" });
  } catch {
    throw new Error(`eval: --producer ${producer} needs ${tool} (apt-get install ${apt})`);
  }
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(pdfDir).filter((f) => f.toLowerCase().endsWith(".pdf"));
  for (const file of files) {
    const target = path.join(outDir, file);
    if (existsSync(target)) continue;
    // Written under a temporary name first, so an interrupted run leaves no half twin in the cache.
    execFileSync(tool, args(path.join(pdfDir, file), `${target}.part`), { stdio: "ignore", timeout: 300_000 });
    renameSync(`${target}.part`, target);
  }
  return files.length;
}
