// Entry point of a rasteriser child (forked per OCR call by `rasterisePages`). Untrusted PDFs are
// drawn here — image decoders included, unlike the parser, which tells pdf.js to skip images —
// under the parent's heap cap, resident-memory watchdog and wall-clock kill. Page images go back
// over IPC and live in memory only; nothing touches the disk.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { loadPdfjs } from "@quire/pdfjs";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { FromRasterChild, RasterPage, RasterRequest } from "./raster-protocol";
import { decodedToGrey, type DecodedImage } from "./direct-image";
import { rotateGrey } from "./grey-image";
import type { Turn } from "./ocr-page";
import { imagePlacements, rasterScale, wholePageImage } from "./raster-scale";

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve("pdfjs-dist/package.json"));
const pdfjs = await loadPdfjs();

/** Largest page image we draw, in pixels (an A0 poster at 300 dpi is ~140 MP; A4 at 300 dpi is 8.7 MP). */
const MAX_PIXELS = 40_000_000;

function send(message: FromRasterChild): void {
  process.send?.(message);
}

/** RGBA → 8-bit luminance (integer Rec. 601 weights); OCR wants grey, and it is a quarter of the bytes. */
function toGrey(rgba: Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  for (let i = 0, j = 0; j < grey.length; i += 4, j++) {
    grey[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  }
  return grey;
}

type Placed = ReturnType<typeof imagePlacements>;
type Base = { width: number; height: number };

/** The scan's own pixels (the page unrotated) when the page is one upright image within the resolution and pixel caps. */
async function wholePageGrey(
  page: PDFPageProxy,
  placed: Placed,
  maxDpi: number,
  maxPixels: number,
): Promise<Omit<RasterPage, "number" | "width" | "height"> | null> {
  const img = wholePageImage(placed, page.view as [number, number, number, number]);
  if (!img?.id) return null;
  const scale = img.widthPx / (page.view[2]! - page.view[0]!);
  if (scale * 72 > maxDpi + 0.5 || img.widthPx * img.heightPx > maxPixels) return null;
  const objs = img.id.startsWith("g_") ? page.commonObjs : page.objs;
  const decoded = await new Promise<DecodedImage | null>((resolve) => void objs.get(img.id!, (d: DecodedImage | null) => resolve(d)));
  if (!decoded || decoded.width !== img.widthPx || decoded.height !== img.heightPx) return null;
  const grey = decodedToGrey(decoded);
  return grey ? { widthPx: img.widthPx, heightPx: img.heightPx, scale, grey } : null;
}

/** The scan's pixels as the page is displayed: turned by its /Rotate (a page saved sideways keeps its pixels, not a redrawing). */
function turnedAsShown(scan: Omit<RasterPage, "number" | "width" | "height"> | null, rotate: number): typeof scan {
  const turn = (((rotate % 360) + 360) % 360) as Turn;
  if (!scan || turn === 0) return scan;
  const shown = rotateGrey({ width: scan.widthPx, height: scan.heightPx, pixels: scan.grey }, turn);
  return { widthPx: shown.width, heightPx: shown.height, scale: scan.scale, grey: shown.pixels };
}

/** Draws the page on a canvas at `scale` pixels per point. */
async function draw(page: PDFPageProxy, n: number, base: Base, scale: number): Promise<RasterPage> {
  const viewport = page.getViewport({ scale });
  const w = Math.ceil(viewport.width);
  const h = Math.ceil(viewport.height);
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, w, h);
  // @napi-rs/canvas implements the 2D context pdf.js draws with (pdf.js's own Node canvas factory uses it).
  const params = { canvas, canvasContext: ctx, viewport } as unknown as Parameters<PDFPageProxy["render"]>[0];
  await page.render(params).promise;
  return { number: n, width: base.width, height: base.height, widthPx: w, heightPx: h, scale, grey: toGrey(ctx.getImageData(0, 0, w, h).data) };
}

async function rasterise(request: RasterRequest): Promise<void> {
  const task = pdfjs.getDocument({
    data: request.bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    cMapUrl: join(pdfjsRoot, "cmaps") + "/",
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsRoot, "standard_fonts") + "/",
    stopAtErrors: false,
    // A scan of A4 at 600 dpi is 35 megapixels; an image XObject claiming more is a bomb, not a page.
    maxImageSize: MAX_PIXELS,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    for (const n of request.pages) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      // Decodes the page's images once; a page that is one scan hands over the scan's pixels as they are.
      const ops = await page.getOperatorList();
      const placed = imagePlacements(ops.fnArray, ops.argsArray, pdfjs.OPS);
      const maxPixels = Math.min(request.maxPixels, MAX_PIXELS);
      const direct = turnedAsShown(await wholePageGrey(page, placed, request.maxDpi, maxPixels), page.rotate);
      const out = direct
        ? { number: n, width: base.width, height: base.height, ...direct }
        : await draw(page, n, base, rasterScale({ widthPt: base.width, heightPt: base.height, images: placed.images }, { maxDpi: request.maxDpi, maxPixels }));
      page.cleanup();
      send({ type: "page", page: out });
    }
    send({ type: "done" });
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

process.on("message", (message: RasterRequest) => {
  if (message?.type !== "rasterise") return;
  const bytes = new Uint8Array(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  rasterise({ ...message, bytes }).catch(() => send({ type: "failed", message: "The PDF could not be rasterised." }));
});
process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
