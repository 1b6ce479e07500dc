// How finely to draw a scanned page for OCR. A scan's pixels are already in the PDF: drawing the
// page at a fixed 300 dpi turns a 96 dpi phone photo into nine times the pixels, with no more
// detail than the photo had, and tesseract's time grows with pixels. So a page is drawn at the
// resolution of the image that covers it (never above the configured maximum, never past a pixel
// budget); small text is enlarged later, only where it is genuinely small (text-size.ts).

/** Largest page image tesseract is fed (A4 at 300 dpi is 8.7 MP); its time grows with pixels. */
export const OCR_MAX_PIXELS = 12_000_000;

/** The subset of pdf.js's OPS codes the walk needs. */
export interface OpCodes {
  save: number;
  restore: number;
  transform: number;
  dependency: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
}

export type Matrix = [number, number, number, number, number, number];

/** One image drawn on the page: its pixel size, where it goes (unit square × matrix) and the area it covers. */
export interface ImagePlacement {
  /** pdf.js object id (XObjects only). */
  id?: string;
  widthPx: number;
  heightPx: number;
  matrix: Matrix;
  areaPt: number;
}

/** PDF's `cm`: the new CTM is m × ctm. */
function concat(m: Matrix, ctm: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [A, B, C, D, E, F] = ctm;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

const asMatrix = (m: unknown): Matrix | null =>
  Array.isArray(m) && m.length === 6 && m.every((v) => Number.isFinite(Number(v))) ? (m.map(Number) as Matrix) : null;

/**
 * Images painted by an operator list, where and how large, and whether anything else is drawn
 * (text, paths, shadings …): a page that is one image and nothing else can hand OCR that image.
 */
export function imagePlacements(fnArray: number[], argsArray: unknown[], ops: OpCodes): { images: ImagePlacement[]; onlyImages: boolean } {
  const images: ImagePlacement[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let onlyImages = true;
  const place = (widthPx: number, heightPx: number, id?: string) => {
    if (!(widthPx > 0 && heightPx > 0)) return;
    images.push({ id, widthPx, heightPx, matrix: ctm, areaPt: Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]) });
  };
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform) ctm = concat(asMatrix(args) ?? [1, 0, 0, 1, 0, 0], ctm);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      ctm = concat(asMatrix(args?.[0]) ?? [1, 0, 0, 1, 0, 0], ctm);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.paintImageXObject) place(Number(args?.[1]), Number(args?.[2]), String(args?.[0]));
    else if (fn === ops.paintInlineImageXObject) {
      const img = args?.[0] as { width?: number; height?: number } | undefined;
      place(Number(img?.width), Number(img?.height));
      onlyImages = false; // inline images carry no id to fetch them by
    } else if (fn !== ops.dependency) onlyImages = false;
  });
  return { images, onlyImages };
}

/**
 * The image a page consists of, when the page is exactly one upright image over its whole view box
 * and nothing else (the usual scanner or phone PDF): its pixels are the page, no drawing needed.
 */
export function wholePageImage(
  { images, onlyImages }: { images: ImagePlacement[]; onlyImages: boolean },
  view: [number, number, number, number],
): ImagePlacement | null {
  if (!onlyImages || images.length !== 1 || !images[0]!.id) return null;
  const img = images[0]!;
  const [a, b, c, d, e, f] = img.matrix;
  const [x0, y0, x1, y1] = view;
  const w = x1 - x0;
  const h = y1 - y0;
  const close = (p: number, q: number) => Math.abs(p - q) <= 1;
  if (!(close(b, 0) && close(c, 0) && close(a, w) && close(d, h) && close(e, x0) && close(f, y0))) return null;
  // Square pixels, so one scale maps both axes.
  const sx = img.widthPx / w;
  const sy = img.heightPx / h;
  return Math.abs(sx - sy) <= 0.02 * sx ? img : null;
}

/** An image must cover this share of the page to speak for the page's resolution (not a logo). */
const MIN_COVERAGE = 0.25;

/**
 * Pixels per point to draw a page at: the resolution of the largest image on it when that image
 * covers a good part of the page, else `maxDpi` (vector-only pages, small images). Capped at
 * `maxDpi` and so that the page stays within `maxPixels`.
 */
export function rasterScale(
  { widthPt, heightPt, images }: { widthPt: number; heightPt: number; images: ImagePlacement[] },
  { maxDpi, maxPixels }: { maxDpi: number; maxPixels: number },
): number {
  const pageArea = Math.max(1, widthPt * heightPt);
  const main = images.filter((i) => i.areaPt > 0).sort((a, b) => b.areaPt - a.areaPt)[0];
  let dpi = maxDpi;
  if (main && main.areaPt >= MIN_COVERAGE * pageArea) {
    // Pixels per point of the image, as an area ratio so rotation and skewed placements agree.
    dpi = Math.min(maxDpi, 72 * Math.sqrt((main.widthPx * main.heightPx) / main.areaPt));
  }
  let scale = dpi / 72;
  const pixels = pageArea * scale * scale;
  if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
  return scale;
}
