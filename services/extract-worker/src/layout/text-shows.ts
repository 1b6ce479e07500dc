import type { OperatorList } from "./graphics";

// The showText calls of a page's operator list, each with the text state it draws in (PDF 32000-1
// §9.3–9.4), followed through the text operators once: kerning-spaces.ts reads each call's glyphs
// and moves, tracked-gaps.ts where each glyph was drawn.

/** The pdf.js OPS codes the walk reads. */
export interface TextOpsCodes {
  beginText: number;
  setFont: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setTextMatrix: number;
  moveText: number;
  setLeadingMoveText: number;
  nextLine: number;
  showText: number;
}

/** A glyph of a showText call as pdf.js passes it; a number between glyphs is a move in thousandths of an em (negative: wider). */
export interface Glyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

export type Matrix6 = [number, number, number, number, number, number];

/** One showText call and the text state it draws in. */
export interface TextShow {
  font: string;
  /** The font size as set (a negative one mirrors the glyphs). */
  size: number;
  charSpacing: number;
  wordSpacing: number;
  /** Horizontal scaling as a factor. */
  hScale: number;
  /** The text matrix, and the pen in text space from its origin where the call starts drawing. */
  tm: Matrix6;
  x: number;
  y: number;
  glyphs: ReadonlyArray<Glyph | number | null>;
}

const IDENTITY: Matrix6 = [1, 0, 0, 1, 0, 0];

/** How far the pen moves past one glyph or move of `show`, in text space. */
export function advanceOf(show: TextShow, g: Glyph | number): number {
  if (typeof g === "number") return -(g / 1000) * show.size * show.hScale;
  return ((g.width / 1000) * show.size + show.charSpacing + (g.isSpace ? show.wordSpacing : 0)) * show.hScale;
}

/** Every showText call of `list` in drawing order, with its text state. */
export function textShows(list: OperatorList, ops: TextOpsCodes): TextShow[] {
  const shows: TextShow[] = [];
  let font = "";
  let size = 1;
  let charSpacing = 0;
  let wordSpacing = 0;
  let hScale = 1;
  let leading = 0;
  let tm = IDENTITY;
  // The line's start and the pen, in text space.
  let lineX = 0;
  let lineY = 0;
  let x = 0;
  const moveLine = (tx: number, ty: number) => {
    lineX += tx;
    lineY += ty;
    x = lineX;
  };
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    if (fn === ops.beginText) {
      tm = IDENTITY;
      moveLine(-lineX, -lineY);
    } else if (fn === ops.setFont) {
      font = String(args[0]);
      size = Number(args[1]) || 1;
    } else if (fn === ops.setCharSpacing) charSpacing = Number(args[0]) || 0;
    else if (fn === ops.setWordSpacing) wordSpacing = Number(args[0]) || 0;
    else if (fn === ops.setHScale) hScale = (Number(args[0]) || 100) / 100;
    else if (fn === ops.setLeading) leading = Number(args[0]) || 0;
    else if (fn === ops.setTextMatrix) {
      // pdf.js passes the six numbers as one typed array.
      const m = (typeof args[0] === "object" && args[0] !== null ? Object.values(args[0]) : args).map(Number);
      tm = m.length === 6 && m.every(Number.isFinite) ? (m as Matrix6) : IDENTITY;
      moveLine(-lineX, -lineY);
    } else if (fn === ops.moveText) moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
    else if (fn === ops.setLeadingMoveText) {
      leading = -(Number(args[1]) || 0);
      moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
    } else if (fn === ops.nextLine) moveLine(0, -leading);
    else if (fn === ops.showText) {
      const show: TextShow = { font, size, charSpacing, wordSpacing, hScale, tm, x, y: lineY, glyphs: args[0] as TextShow["glyphs"] };
      shows.push(show);
      for (const g of show.glyphs) if (g !== null) x += advanceOf(show, g);
    }
  }
  return shows;
}
