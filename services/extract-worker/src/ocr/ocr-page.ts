import { buildLines } from "../layout/build-lines";
import { median, roundBox, uprightToDisplayed, type Turn } from "../layout/geometry";
import { pageText } from "../layout/page-text";
import { readingOrder } from "../layout/reading-order";
import type { Fragment } from "../layout/text-fragments";
import { OCR_FONT, type BBox, type Line, type Page } from "../layout/types";
import { unlevelBox } from "./deskew";
import type { OcrWord } from "./tesseract-pool";

// OCR words → a Page of the positioned text model, so the deterministic rules run over scanned
// pages unchanged. The page is built in the UPRIGHT frame (after undoing the scan's rotation and
// levelling a page scanned askew), since the rules read horizontal lines; `toDisplayBox` maps a box
// back to the page as displayed, which is the frame provenance promises.

export type { Turn };

/**
 * A vertical rule or a box's edge read as a word ("|", "||"): no printed text, and beside a label
 * it made the label's line look like a row of text ("| SELLER" / "| Acme Ltd" in a framed block).
 * Left out of the page the rules read; the evidence keeps it (the second reading blanks it).
 */
const RULE_GLYPHS = /^[|¦]+$/;

/**
 * A line of marks only (no letter or digit) whose box is smaller than this share of the page's usual
 * line height both ways is a speck of the scan (":" or "." a point wide), not print: a printed mark
 * stands inside a line, and alone it is at least a colon's height or a dash's width. Between a label
 * and its value ("Total TTC  :  -4 210,50 €") such a speck made the value no longer the label's. A
 * digit or letter that small stays: a till's quantity "1" came back that small.
 */
const SPECK_SHARE = 0.35;

function withoutSpecks(lines: Line[]): Line[] {
  const usual = median(lines.map((l) => l.bbox[3] - l.bbox[1]));
  const tiny = (l: Line) => !/[\p{L}\p{N}]/u.test(l.text) && l.bbox[3] - l.bbox[1] < SPECK_SHARE * usual && l.bbox[2] - l.bbox[0] < SPECK_SHARE * usual;
  return lines.filter((l) => !tiny(l));
}

/** What a scanned page's OCR left behind for provenance: word confidences and the frame mapping. */
export interface OcrPageEvidence {
  page: number;
  /** Clockwise rotation applied to the displayed page to make it upright. */
  turn: Turn;
  /** Degrees the upright page's lines fell by (deskew.ts), undone before reading; absent or 0 when read as scanned. */
  skew?: number;
  /** Displayed page size in points. */
  width: number;
  height: number;
  /** Words as recognised, boxes in upright-frame (levelled) points, confidence 0–1. */
  words: Array<{ text: string; bbox: BBox; confidence: number }>;
}

/**
 * Builds the upright page from words in pixels of the upright (levelled) image. `scale` is pixels
 * per point; `width`/`height` are the displayed page size in points; `skew` as in the evidence.
 */
export function buildOcrPage(
  {
    number,
    width,
    height,
    rotation,
    turn,
    skew = 0,
    scale,
  }: { number: number; width: number; height: number; rotation: number; turn: Turn; skew?: number; scale: number },
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
  const { lines, blockStarts } = readingOrder(withoutSpecks(buildLines(fragments.filter((f) => !RULE_GLYPHS.test(f.text)))));
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
    skew,
    width,
    height,
    words: fragments.map((f, i) => ({ text: f.text, bbox: roundBox(f.bbox), confidence: Math.max(0, Math.min(1, words[i]!.confidence / 100)) })),
  };
  return { page, evidence };
}

/**
 * Maps a box from the upright frame back to the displayed page: onto the page as scanned (the box
 * enclosing it, when the page was levelled), then the inverse of the clockwise turn.
 */
export function toDisplayBox(box: BBox, e: Pick<OcrPageEvidence, "turn" | "skew" | "width" | "height">): BBox {
  if (e.turn === 0 && !e.skew) return box;
  const sideways = e.turn === 90 || e.turn === 270;
  const scanned = e.skew ? unlevelBox(box, e.skew, sideways ? e.height : e.width, sideways ? e.width : e.height) : box;
  return roundBox(e.turn === 0 ? scanned : uprightToDisplayed(scanned, e.turn, e.width, e.height));
}
