// Producer twins for `pnpm eval extract --producer gs|cairo`: every PDF of a corpus re-written by
// another PDF writer (Ghostscript's pdfwrite, the route to PDF/A and "compressed" PDFs; poppler's
// cairo backend), scored against the same expected values. Our generated corpora all come from one
// writer (Chromium) and each real corpus from a few; a held-out document comes from any. A writer
// changes the text layer (ligature and hyphen mappings, font metrics, how runs are split) and the
// drawing (rules as strokes, fills or rectangles), never what the page says, so any score change
// is a reading that depends on the writer. Developer tools here (ghostscript, poppler-utils): the
// product never runs them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";

export const PRODUCERS = ["gs", "cairo"] as const;
export type Producer = (typeof PRODUCERS)[number];

function rewrite(producer: Producer, source: string, target: string): void {
  const args =
    producer === "gs" ? ["gs", ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-o", target, source]] : ["pdftocairo", ["-pdf", source, target]];
  execFileSync(args[0] as string, args[1] as string[], { stdio: ["ignore", "ignore", "ignore"], timeout: 300_000 });
}

/**
 * Writes the twin of every PDF in `pdfDir` not yet in `outDir` (a cache: twins of an unchanged
 * corpus are made once); returns how many PDFs `outDir` holds.
 */
export function makeProducerTwins(producer: Producer, pdfDir: string, outDir: string): number {
  const tool = producer === "gs" ? "gs" : "pdftocairo";
  try {
    execFileSync(tool, [producer === "gs" ? "--version" : "-v"], { stdio: "ignore" });
  } catch {
    throw new Error(`eval: --producer ${producer} needs ${tool} (apt-get install ${producer === "gs" ? "ghostscript" : "poppler-utils"})`);
  }
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(pdfDir).filter((f) => f.toLowerCase().endsWith(".pdf"));
  for (const file of files) {
    const target = path.join(outDir, file);
    if (existsSync(target)) continue;
    // Written under a temporary name first, so an interrupted run leaves no half twin in the cache.
    rewrite(producer, path.join(pdfDir, file), `${target}.part`);
    renameSync(`${target}.part`, target);
  }
  return files.length;
}
