// The positioned text model every rule, value parser and preset is written against.
//
// Coordinates: PDF points (1/72 in), origin at the TOP-LEFT corner of the page as displayed
// (after /Rotate and the CropBox offset are applied), x growing rightwards, y growing DOWNWARDS.
// A box is [x0, y0, x1, y1] with x0 <= x1 and y0 <= y1, so y0 is the top edge. This is the
// orientation people read in and the one `bbox` in extraction provenance uses.

export type BBox = [x0: number, y0: number, x1: number, y1: number];

/** The `font` of every word OCR produced: how the rules tell recognised words from a text layer. */
export const OCR_FONT = "ocr";

/** A run of non-whitespace characters on one baseline. */
export interface Word {
  text: string;
  bbox: BBox;
  /** Baseline y (top-left origin). */
  baseline: number;
  /** Font size in points (the text matrix's vertical scale). */
  fontSize: number;
  /** pdf.js font id; equal ids mean the same font resource within the page; OCR_FONT for recognised words. */
  font: string;
  /** True for text not drawn left-to-right on a horizontal baseline (rotated/vertical). */
  rotated: boolean;
}

/** Words on one baseline, close together in x. Split where the gap is wider than a column gutter. */
export interface Line {
  text: string;
  bbox: BBox;
  baseline: number;
  fontSize: number;
  words: Word[];
}

/**
 * A painted straight edge: a stroked segment, or a filled rectangle thinner than RULING_MAX_THICKNESS
 * in one direction. `bbox` covers the painted area; horizontal rulings have y0 ≈ y1.
 */
export interface Ruling {
  orientation: "h" | "v";
  bbox: BBox;
}

/** A painted rectangle (stroked or filled) too thick to be a ruling: a cell background or a frame. */
export interface Rect {
  bbox: BBox;
  filled: boolean;
  stroked: boolean;
}

export interface Page {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  /** /Rotate of the page in degrees (already applied to every coordinate here). */
  rotation: number;
  /**
   * Set when the page's text runs sideways or upside down as displayed, this many degrees clockwise
   * from upright: the page is read turned back so its text reads left to right, and every
   * coordinate here (and width, height) is of the turned page. `displayBox` turns a box back onto
   * the displayed page.
   */
  turn?: 90 | 180 | 270;
  /** False when the page has no text items other than whitespace: a scan or an image-only page. */
  hasTextLayer: boolean;
  /** Lines in reading order (columns detected, top-to-bottom, left-to-right). */
  lines: Line[];
  /** All words of the page in reading order (the words of `lines`, flattened). */
  words: Word[];
  /** Rulings and rectangles; empty when the document was parsed without vector graphics. */
  rulings: Ruling[];
  rects: Rect[];
  /** Page text in reading order: lines joined by "\n", blocks separated by a blank line. */
  text: string;
}

export interface PositionedDocument {
  pageCount: number;
  /** The file uses the standard security handler (an empty user password still counts). */
  encrypted: boolean;
  pages: Page[];
}
