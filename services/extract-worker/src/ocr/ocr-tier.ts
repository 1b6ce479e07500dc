import { AppError, MAX_OCR_PAGES } from "@quire/contracts";
import type { Page, PositionedDocument } from "../layout/types";
import { encodePgm, halveGrey, rotateGrey, scaleGrey, thickenGrey, type GreyImage } from "./grey-image";
import { darkMask } from "./dark-mask";
import { estimateSkew, levelGrey } from "./deskew";
import { encodeGreyPng } from "./grey-png";
import { buildOcrPage, type OcrPageEvidence, type Turn } from "./ocr-page";
import type { Rasteriser } from "./rasterise";
import type { RasterPage } from "./raster-protocol";
import { OCR_MAX_PIXELS } from "./raster-scale";
import { rereadHeader } from "./header-reread";
import { eraseRules } from "./page-rules";
import type { OcrImage, OcrWord, TesseractPool } from "./tesseract-pool";
import { medianGlyphHeight, upscaleFactor } from "./text-size";

// The OCR tier: scanned pages → rasterised in a child → small text enlarged → tesseract (and the
// orientation, only when the page does not read upright) → Pages of the
// positioned model that replace the empty ones. Text-layer pages are never touched.

export interface OcrTierDeps {
  /** Without `readLine`, values read from OCR get no second reading (ocr-reread.ts). */
  pool: Pick<TesseractPool, "recognise" | "orientation"> & Partial<Pick<TesseractPool, "readLine">>;
  rasteriser: Pick<Rasteriser, "rasterise">;
}

export interface OcrTierResult {
  doc: PositionedDocument;
  evidence: Map<number, OcrPageEvidence>;
  /** Each read page's image in the upright frame, for the second reading of values (ocr-reread.ts). */
  images: Map<number, OcrPageImage>;
  notices: string[];
}

/** A page image in the upright frame the rules saw, with `scale` pixels per point. */
export interface OcrPageImage {
  image: GreyImage;
  scale: number;
}

/**
 * Below this OSD orientation confidence the page is read as it is displayed. Our sideways test
 * scans score 12–14; a wrong turn would cost the whole page, so only clear answers turn it (a
 * page left sideways reads as noise, and noise grounds no value: fields stay null, never wrong).
 */
const MIN_ORIENTATION_CONFIDENCE = 4;
/** An upright reading has at least this many words, and their median confidence (0–100) at least this. */
const MIN_UPRIGHT_WORDS = 8;
const MIN_UPRIGHT_MEDIAN_CONFIDENCE = 60;

export function assertOcrAllowed(scanned: number[]): void {
  if (scanned.length > MAX_OCR_PAGES) {
    throw new AppError("input_too_large", `The document has ${scanned.length} scanned pages; one OCR call reads at most ${MAX_OCR_PAGES}.`);
  }
}

/** OSD reads the shapes of text lines, not glyphs: above 250 dpi it gets a half-size image (a quarter of the pixels). */
export function orientationImage(shown: GreyImage, dpi: number): OcrImage {
  return dpi >= 250 ? { data: encodeGreyPng(halveGrey(shown), dpi / 2), dpi: dpi / 2 } : { data: encodeGreyPng(shown, dpi), dpi };
}

/**
 * Does a reading look like text read the right way up? Upside-down text reads as few, unsure
 * words, sideways text as words taller than wide; a page read upright needs no orientation pass (OSD costs half a recognition).
 */
export function readsUpright(words: readonly OcrWord[]): boolean {
  if (words.length < MIN_UPRIGHT_WORDS || looksSideways(words)) return false;
  const confidences = words.map((w) => w.confidence).sort((a, b) => a - b);
  return confidences[confidences.length >> 1]! >= MIN_UPRIGHT_MEDIAN_CONFIDENCE;
}

/** tesseract reads a sideways page's lines as vertical text: most words of three letters or more taller than wide. */
export function looksSideways(words: readonly OcrWord[]): boolean {
  const long = words.filter((w) => w.text.length >= 3);
  const tall = long.filter((w) => w.box[3] - w.box[1] > w.box[2] - w.box[0]).length;
  return long.length > 0 && tall * 2 >= long.length;
}

/** Words a reading is sure of (confidence 0–100 at least MIN_UPRIGHT_MEDIAN_CONFIDENCE, two characters or more). */
function legibleWords(words: readonly OcrWord[]): number {
  return words.filter((w) => w.confidence >= MIN_UPRIGHT_MEDIAN_CONFIDENCE && w.text.length >= 2).length;
}

/**
 * The page turned by `turn`, levelled when it lies askew (deskew.ts; `skew` the degrees its lines
 * fell by, 0 when not levelled), with its horizontal rules erased (page-rules.ts), and its glyphs' height.
 */
interface UprightPage {
  image: GreyImage;
  glyphPx: number | null;
  skew: number;
}

function upright(shown: GreyImage, turn: Turn): UprightPage {
  const turned = rotateGrey(shown, turn);
  const skew = estimateSkew(turned);
  const level = skew ? levelGrey(turned, skew) : turned;
  const dark = darkMask(level);
  const glyphPx = medianGlyphHeight(level, dark);
  return { image: eraseRules(level, dark, glyphPx), glyphPx, skew };
}

/**
 * Recognises an upright page, small glyphs enlarged first (pages come at their scan's own
 * resolution); `thicken` darkens thin strokes after enlarging (see readPage).
 */
async function recognise(
  deps: OcrTierDeps,
  page: UprightPage,
  raster: RasterPage,
  thicken = false,
): Promise<{ words: OcrWord[]; scale: number; upright: OcrPageImage }> {
  const factor = upscaleFactor(page.glyphPx, page.image.width * page.image.height, OCR_MAX_PIXELS);
  const enlarged = factor > 1 ? scaleGrey(page.image, factor) : page.image;
  const image = thicken ? thickenGrey(enlarged) : enlarged;
  const scale = (raster.scale * image.width) / page.image.width;
  // The unenlarged image is kept: a value's crop is enlarged once, from the scan's own pixels.
  return {
    words: await deps.pool.recognise({ data: encodePgm(image), dpi: Math.round(scale * 72) }),
    scale,
    upright: { image: page.image, scale: raster.scale },
  };
}

async function readPage(
  deps: OcrTierDeps,
  raster: RasterPage,
  rotation: number,
  options: OcrTierOptions,
): Promise<{ page: Page; evidence: OcrPageEvidence; turned: Turn; image: OcrPageImage }> {
  const shown = { width: raster.widthPx, height: raster.heightPx, pixels: raster.grey };
  const dpi = Math.round(raster.scale * 72);
  // Most scans are upright: read first, and ask for the orientation only when the reading fails.
  let page = upright(shown, 0);
  let read = await recognise(deps, page, raster);
  let turn: Turn = 0;
  if (!readsUpright(read.words)) {
    const osd = await deps.pool.orientation(orientationImage(shown, dpi)).catch(() => ({ degrees: 0 as Turn, confidence: 0 }));
    if (osd.confidence >= MIN_ORIENTATION_CONFIDENCE && osd.degrees !== 0) {
      turn = osd.degrees;
      page = upright(shown, turn);
      read = await recognise(deps, page, raster);
    } else if (looksSideways(read.words)) {
      // OSD needs more text than a small scan holds ("too few characters": a till slip photographed
      // sideways). Its lines read as vertical words, so read it turned each way a quarter and keep a
      // turn that reads upright, the one with more legible words.
      for (const t of [90, 270] as const) {
        const turnedPage = upright(shown, t);
        const turnedRead = await recognise(deps, turnedPage, raster);
        if (readsUpright(turnedRead.words) && (turn === 0 || legibleWords(turnedRead.words) > legibleWords(read.words))) {
          [turn, page, read] = [t, turnedPage, turnedRead];
        }
      }
    }
  }
  // Still no upright reading: faint or dotted till print whose strokes tesseract does not join.
  // Read once more with the strokes thickened and keep the reading with more legible words. Only
  // for failed pages: on legible scans thickening merged glyphs (on 24 SROIE receipts read well
  // it found 5 fewer of the scored dates and totals; on 12 faint ones it found more).
  if (!readsUpright(read.words)) {
    const thick = await recognise(deps, page, raster, true);
    if (legibleWords(thick.words) > legibleWords(read.words)) read = thick;
  }
  const geometry = { number: raster.number, width: raster.width, height: raster.height, rotation, turn, skew: page.skew, scale: read.scale };
  const built = buildOcrPage(geometry, read.words);
  const reread =
    options.header && deps.pool.readLine && (await rereadHeader(built.page, read.words, read.scale, read.upright, (image, o) => deps.pool.readLine!(image, o)));
  return { ...(reread ? buildOcrPage(geometry, reread) : built), turned: turn, image: read.upright };
}

export interface OcrTierOptions {
  /** Read a till receipt's header lines again in line mode (header-reread.ts): the receipt preset's. */
  header?: boolean;
}

/** Reads `scanned` pages of `doc` with OCR. Throws 413 before any work above the page cap. */
export async function runOcrTier(
  deps: OcrTierDeps,
  bytes: Uint8Array,
  doc: PositionedDocument,
  scanned: number[],
  options: OcrTierOptions = {},
): Promise<OcrTierResult> {
  assertOcrAllowed(scanned);
  const rotations = new Map(doc.pages.map((p) => [p.number, p.rotation]));
  const reads: Array<Promise<Awaited<ReturnType<typeof readPage>>>> = [];
  try {
    await deps.rasteriser.rasterise(bytes, scanned, (raster) => reads.push(readPage(deps, raster, rotations.get(raster.number) ?? 0, options)));
  } catch (error) {
    // Let pages already handed to OCR finish (their workers go back to the pool) before failing.
    await Promise.allSettled(reads);
    throw error;
  }
  const results = await Promise.all(reads);
  const byNumber = new Map(results.map((r) => [r.page.number, r]));
  const notices: string[] = [];
  for (const r of results) {
    if (r.turned) notices.push(`page ${r.page.number}: the scan is rotated; it was read turned ${r.turned}° clockwise.`);
    if (!r.page.words.length) notices.push(`page ${r.page.number}: OCR found no text.`);
  }
  return {
    doc: { ...doc, pages: doc.pages.map((p) => byNumber.get(p.number)?.page ?? p) },
    evidence: new Map(results.map((r) => [r.page.number, r.evidence])),
    images: new Map(results.map((r) => [r.page.number, r.image])),
    notices,
  };
}
