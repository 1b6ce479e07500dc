// Scan-like twins for the OCR suites of the generated corpora: each page rasterised in grey
// (poppler's pdftoppm, a developer tool here), turned by a fraction of a degree as a sheet fed
// slightly askew, the ink faded, paper tone, grain and specks added, then saved as a low-quality
// JPEG inside an image-only PDF. Seeded by the file name, so a twin is the same bytes on every run
// and the OCR cache of `--direct` keeps working. @napi-rs/canvas is the extract worker's own
// dependency, borrowed here rather than added to the root for a developer script.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildTestPdf, type TestPage } from "../../services/extract-worker/test/scanned-pdf";
import { createRng, type Rng } from "./random";

interface ImageDataLike {
  data: Uint8ClampedArray;
}
interface Context2d {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  save(): void;
  restore(): void;
  drawImage(image: unknown, x: number, y: number): void;
  getImageData(x: number, y: number, w: number, h: number): ImageDataLike;
  putImageData(data: ImageDataLike, x: number, y: number): void;
}
interface CanvasLib {
  createCanvas: (width: number, height: number) => { getContext(kind: "2d"): Context2d; encodeSync(format: "jpeg", quality: number): Buffer };
  loadImage: (source: Buffer) => Promise<{ width: number; height: number }>;
}

const root = path.resolve(import.meta.dirname, "../..");
const canvasLib = () => createRequire(path.join(root, "services/extract-worker/package.json"))("@napi-rs/canvas") as CanvasLib;

function pageSizes(pdf: string): Array<[number, number]> {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "1000", pdf], { encoding: "utf8" });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** One page image made to look scanned; returns the JPEG and its pixel size. `skew`: see makeNoisyTwins. */
async function roughen(png: Buffer, rng: Rng, skew?: number): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const { createCanvas, loadImage } = canvasLib();
  const image = await loadImage(png);
  const { width, height } = image;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  // One draw either way, so the rest of the page (shift, fade, grain, specks) is the same with or without `skew`.
  const tilt = rng.next() * 2 - 1;
  const angle = ((skew === undefined ? tilt * 0.9 : Math.sign(tilt || 1) * skew) * Math.PI) / 180;
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(angle);
  ctx.drawImage(image, -width / 2 + rng.int(-6, 6), -height / 2 + rng.int(-6, 6));
  // Pixel access must not go through the rotation (this canvas applies it to putImageData).
  ctx.restore();
  const pixels = ctx.getImageData(0, 0, width, height);
  const d = pixels.data;
  const fade = 0.72 + rng.next() * 0.2; // how dark the darkest ink prints
  const paper = 228 + rng.int(0, 22); // paper tone
  const grain = 6 + rng.next() * 14;
  for (let i = 0; i < d.length; i += 4) {
    const ink = (255 - d[i]!) / 255;
    const noise = (rng.next() - 0.5) * 2 * grain;
    const v = paper - ink * paper * fade + noise;
    d[i] = d[i + 1] = d[i + 2] = v;
  }
  // Specks of dust and toner.
  for (let n = Math.round((width * height) / 40_000); n > 0; n -= 1) {
    const x = rng.int(0, width - 3);
    const y = rng.int(0, height - 3);
    for (let dy = 0; dy < 2; dy += 1)
      for (let dx = 0; dx < 2; dx += 1) {
        const at = ((y + dy) * width + x + dx) * 4;
        d[at] = d[at + 1] = d[at + 2] = rng.int(40, 120);
      }
  }
  ctx.putImageData(pixels, 0, 0);
  // Encoded synchronously: the async encode runs on a libuv thread while V8 may already have
  // collected the canvas it reads (one eval run in four ended in a segfault inside skia).
  return { jpeg: canvas.encodeSync("jpeg", rng.int(45, 75)), width, height };
}

/**
 * Writes a noisy scanned twin of every PDF in `pdfDir` (up to `maxPages` pages) to `outDir`; returns how many.
 * Pages are turned by up to ±0.9°, or, with `skew` (degrees), by exactly that much either way (a sheet fed
 * clearly askew); everything else about a page is the same as without it.
 */
export async function makeNoisyTwins(
  pdfDir: string,
  outDir: string,
  { dpi = 150, maxPages = 15, skew }: { dpi?: number; maxPages?: number; skew?: number } = {},
): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  let made = 0;
  for (const file of readdirSync(pdfDir)
    .filter((f) => f.toLowerCase().endsWith(".pdf"))
    .sort()) {
    const source = path.join(pdfDir, file);
    const sizes = pageSizes(source);
    if (!sizes.length || sizes.length > maxPages) continue;
    const rng = createRng(`noisy:${file}`);
    const scratch = mkdtempSync(path.join(tmpdir(), "quire-noisy-"));
    try {
      execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-png", source, path.join(scratch, "p")]);
      const pages: TestPage[] = [];
      for (const [i, image] of readdirSync(scratch)
        .filter((f) => f.endsWith(".png"))
        .sort()
        .entries()) {
        const { jpeg, width, height } = await roughen(readFileSync(path.join(scratch, image)), rng, skew);
        const [w, h] = sizes[i] ?? sizes[0]!;
        // The canvas encodes colour JPEGs (three equal channels).
        pages.push({ kind: "image", jpeg: new Uint8Array(jpeg), widthPx: width, heightPx: height, width: w, height: h, rgb: true });
      }
      writeFileSync(path.join(outDir, file), buildTestPdf(pages));
      made += 1;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return made;
}
