import { AppError, MAX_OCR_PAGES } from "@quire/contracts";
import type { Page, PositionedDocument } from "../model/types";
import { encodePgm, halveGrey, rotateGrey, scaleGrey, type GreyImage } from "./grey-image";
import { encodeGreyPng } from "./grey-png";
import { buildOcrPage, type OcrPageEvidence, type Turn } from "./ocr-page";
import type { Rasteriser } from "./rasterise";
import type { RasterPage } from "./raster-protocol";
import { OCR_MAX_PIXELS } from "./raster-scale";
import type { OcrImage, TesseractPool } from "./tesseract-pool";
import { medianGlyphHeight, upscaleFactor } from "./text-size";

// The OCR tier: scanned pages → rasterised in a child → orientation → small text enlarged → tesseract → Pages of the
// positioned model that replace the empty ones. Text-layer pages are never touched.

export interface OcrTierDeps {
  pool: Pick<TesseractPool, "recognise" | "orientation">;
  rasteriser: Pick<Rasteriser, "rasterise">;
}

export interface OcrTierResult {
  doc: PositionedDocument;
  evidence: Map<number, OcrPageEvidence>;
  notices: string[];
}

/**
 * Below this OSD orientation confidence the page is read as it is displayed. Our sideways test
 * scans score 12–14; a wrong turn would cost the whole page, so only clear answers turn it (a
 * page left sideways reads as noise, and noise grounds no value: fields stay null, never wrong).
 */
const MIN_ORIENTATION_CONFIDENCE = 4;

export function assertOcrAllowed(scanned: number[]): void {
  if (scanned.length > MAX_OCR_PAGES) {
    throw new AppError(
      "input_too_large",
      `The document has ${scanned.length} scanned pages; one OCR call reads at most ${MAX_OCR_PAGES}.`,
    );
  }
}

/** OSD reads the shapes of text lines, not glyphs: above 250 dpi it gets a half-size image (a quarter of the pixels). */
export function orientationImage(shown: GreyImage, dpi: number): OcrImage {
  return dpi >= 250 ? { data: encodeGreyPng(halveGrey(shown), dpi / 2), dpi: dpi / 2 } : { data: encodeGreyPng(shown, dpi), dpi };
}

async function readPage(deps: OcrTierDeps, raster: RasterPage, rotation: number): Promise<{ page: Page; evidence: OcrPageEvidence; turned: Turn }> {
  const shown = { width: raster.widthPx, height: raster.heightPx, pixels: raster.grey };
  const dpi = Math.round(raster.scale * 72);
  const osd = await deps.pool.orientation(orientationImage(shown, dpi)).catch(() => ({ degrees: 0 as Turn, confidence: 0 }));
  const turn: Turn = osd.confidence >= MIN_ORIENTATION_CONFIDENCE ? osd.degrees : 0;
  const upright = rotateGrey(shown, turn);
  // Pages come at their scan's own resolution; only small glyphs are enlarged (text-size.ts).
  const factor = upscaleFactor(medianGlyphHeight(upright), upright.width * upright.height, OCR_MAX_PIXELS);
  const image = factor > 1 ? scaleGrey(upright, factor) : upright;
  const scale = (raster.scale * image.width) / upright.width;
  const words = await deps.pool.recognise({ data: encodePgm(image), dpi: Math.round(scale * 72) });
  const built = buildOcrPage({ number: raster.number, width: raster.width, height: raster.height, rotation, turn, scale }, words);
  return { ...built, turned: turn };
}

/** Reads `scanned` pages of `doc` with OCR. Throws 413 before any work above the page cap. */
export async function runOcrTier(deps: OcrTierDeps, bytes: Uint8Array, doc: PositionedDocument, scanned: number[]): Promise<OcrTierResult> {
  assertOcrAllowed(scanned);
  const rotations = new Map(doc.pages.map((p) => [p.number, p.rotation]));
  const reads: Array<Promise<Awaited<ReturnType<typeof readPage>>>> = [];
  try {
    await deps.rasteriser.rasterise(bytes, scanned, (raster) => reads.push(readPage(deps, raster, rotations.get(raster.number) ?? 0)));
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
    notices,
  };
}
