import { buildLines } from "../layout/build-lines";
import { roundBox, uprightToDisplayed, type Turn } from "../layout/geometry";
import { pageText } from "../layout/page-text";
import { readingOrder } from "../layout/reading-order";
import type { Fragment } from "../layout/text-fragments";
import { OCR_FONT, type BBox, type Line, type Page } from "../layout/types";
import type { OcrWord } from "./tesseract-pool";

// OCR words → a Page of the positioned text model, so the deterministic rules run over scanned
// pages unchanged. The page is built in the UPRIGHT frame (after undoing the scan's rotation), since
// the rules read horizontal lines; `toDisplayBox` maps a box back to the page as displayed, which
// is the frame provenance promises.

export type { Turn };

/**
 * A vertical rule or a box's edge read as a word ("|", "||"): no printed text, and beside a label
 * it made the label's line look like a row of text ("| SELLER" / "| Acme Ltd" in a framed block).
 * Left out of the page the rules read; the evidence keeps it (the second reading blanks it).
 */
const RULE_GLYPHS = /^[|¦]+$/;

/** What a scanned page's OCR left behind for provenance: word confidences and the frame mapping. */
export interface OcrPageEvidence {
  page: number;
  /** Clockwise rotation applied to the displayed page to make it upright. */
  turn: Turn;
  /** Displayed page size in points. */
  width: number;
  height: number;
  /** Words as recognised, boxes in upright-frame points, confidence 0–1. */
  words: Array<{ text: string; bbox: BBox; confidence: number }>;
}

/**
 * Builds the upright page from words in pixels of the upright image. `scale` is pixels per point;
 * `width`/`height` are the displayed page size in points.
 */
export function buildOcrPage(
  { number, width, height, rotation, turn, scale }: { number: number; width: number; height: number; rotation: number; turn: Turn; scale: number },
  words: OcrWord[],
): { page: Page; evidence: OcrPageEvidence } {
  const sideways = turn === 90 || turn === 270;
  const [uw, uh] = sideways ? [height, width] : [width, height];
  const fragments: Fragment[] = words.map((w) => ({
    text: w.text,
    bbox: [w.box[0] / scale, w.box[1] / scale, w.box[2] / scale, w.box[3] / scale],
    baseline: w.baseline / scale,
    fontSize: Math.max(1, w.fontPx / scale),
    font: OCR_FONT,
    rotated: false,
    spaceAfter: true,
  }));
  const { lines, blockStarts } = readingOrder(buildLines(fragments.filter((f) => !RULE_GLYPHS.test(f.text))));
  const rounded: Line[] = lines.map((l) => ({ ...l, bbox: roundBox(l.bbox), words: l.words.map((w) => ({ ...w, bbox: roundBox(w.bbox) })) }));
  const page: Page = {
    number,
    width: uw,
    height: uh,
    rotation,
    // The page now has a text layer — the one OCR produced (table detection skips pages without).
    hasTextLayer: rounded.length > 0,
    lines: rounded,
    words: rounded.flatMap((l) => l.words),
    rulings: [],
    rects: [],
    text: pageText(rounded, blockStarts),
  };
  const evidence: OcrPageEvidence = {
    page: number,
    turn,
    width,
    height,
    words: fragments.map((f, i) => ({ text: f.text, bbox: roundBox(f.bbox), confidence: Math.max(0, Math.min(1, words[i]!.confidence / 100)) })),
  };
  return { page, evidence };
}

/** Maps a box from the upright frame back to the displayed page (inverse of the clockwise turn). */
export function toDisplayBox(box: BBox, e: Pick<OcrPageEvidence, "turn" | "width" | "height">): BBox {
  return e.turn === 0 ? box : roundBox(uprightToDisplayed(box, e.turn, e.width, e.height));
}
