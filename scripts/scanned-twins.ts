// Scanned twins for `pnpm eval extract`: every page of a PDF rasterised (poppler's pdftoppm, a
// developer tool here — the product never uses it) and wrapped back into an image-only PDF, so the
// OCR tier can be scored against the same expected values as the original.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildTestPdf, type TestPage } from "../services/extract-worker/test/scanned-pdf";

/** Width and height in pixels from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  for (let i = 2; i < jpeg.length - 9;) {
    if (jpeg[i] !== 0xff) throw new Error("not a JPEG marker");
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error("no JPEG frame header");
}

function pageSizes(pdf: string): Array<[number, number]> {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "1000", pdf], { encoding: "utf8" });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** Writes a twin of every PDF in `pdfDir` with at most `maxPages` pages into `outDir`; returns how many. */
export function makeScannedTwins(pdfDir: string, outDir: string, { dpi = 150, maxPages = 15 } = {}): number {
  mkdirSync(outDir, { recursive: true });
  let made = 0;
  for (const file of readdirSync(pdfDir).filter((f) => f.toLowerCase().endsWith(".pdf"))) {
    const source = path.join(pdfDir, file);
    const sizes = pageSizes(source);
    if (!sizes.length || sizes.length > maxPages) continue;
    const scratch = mkdtempSync(path.join(tmpdir(), "quire-twin-"));
    try {
      execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-jpeg", "-jpegopt", "quality=85", source, path.join(scratch, "p")]);
      const images = readdirSync(scratch)
        .filter((f) => f.endsWith(".jpg"))
        .sort();
      const pages: TestPage[] = images.map((image, i) => {
        const jpeg = readFileSync(path.join(scratch, image));
        const { width, height } = jpegSize(jpeg);
        const [w, h] = sizes[i] ?? sizes[0]!;
        return { kind: "image", jpeg: new Uint8Array(jpeg), widthPx: width, heightPx: height, width: w, height: h };
      });
      writeFileSync(path.join(outDir, file), buildTestPdf(pages));
      made += 1;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return made;
}
