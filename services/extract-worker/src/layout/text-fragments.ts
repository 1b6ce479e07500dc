import { apply, boundsOf, type Matrix } from "./geometry";
import { glyphWeight } from "./glyph-widths";
import type { Word } from "./types";

/** The subset of a pdf.js TextItem we read. */
export interface RawTextItem {
  str: string;
  /** Text rendering matrix in PDF user space (font size included). */
  transform: number[];
  /** Advance of the whole item along its baseline, in user-space units. */
  width: number;
  fontName: string;
}

export interface FontStyle {
  ascent?: number;
  descent?: number;
  vertical?: boolean;
}

/** One whitespace-free token of one text item, placed on the page (top-left origin). */
export interface Fragment extends Word {
  /** True when whitespace followed this token inside its item (a definite word end). */
  spaceAfter: boolean;
  /** Letter pitch of a tracked word ("A M B R O S I A"): its word spaces are wider by about as much. */
  pitch?: number;
}

// Font metrics in broken or subsetted fonts are often absurd; fall back to typical values.
function clampAscent(a: number | undefined): number {
  return a !== undefined && a >= 0.5 && a <= 1.2 ? a : 0.8;
}
function clampDescent(d: number | undefined): number {
  return d !== undefined && d <= 0 && d >= -0.5 ? d : -0.2;
}

// Tracked capitals (CSS `letter-spacing` on a label: "I N V O I C E"): pdf.js puts a space into
// every gap wider than about a tenth of the type size, so one tracked word reaches us as an item of
// single capitals parted by single spaces, and a word space (wider again) starts a new item. Such an
// item is one word. A two-letter item ("O F") is one only right after a tracked item (pdf.js reports
// a row's items in order); alone, "A B" is as likely two letters.
const TRACKED_RE = /^\p{Lu}(?: \p{Lu}){2,}$/u;
const TRACKED_PAIR_RE = /^\p{Lu} \p{Lu}$/u;

/** The word a tracked item spells, or null when the item is not one. */
export function trackedWord(str: string, afterTracked: boolean): string | null {
  return TRACKED_RE.test(str) || (afterTracked && TRACKED_PAIR_RE.test(str)) ? str.replace(/ /g, "") : null;
}

/**
 * Split a text item into word fragments. `view` maps PDF user space to the displayed page
 * (pdf.js viewport transform at scale 1: applies /Rotate and the CropBox offset, flips y).
 */
export function fragmentsOf(item: RawTextItem, style: FontStyle | undefined, view: Matrix): Fragment[] {
  const str = item.str;
  if (!str || !/\S/.test(str)) return [];
  const [a, b, c, d, e, f] = item.transform as Matrix;
  const dirLen = Math.hypot(a, b);
  const fontSize = Math.hypot(c, d);
  if (!(dirLen > 0) || !(fontSize > 0) || !Number.isFinite(e) || !Number.isFinite(f)) return [];
  const ux = a / dirLen;
  const uy = b / dirLen;
  // (c, d) is the glyph "up" vector in user space, one font size long.
  const vx = c;
  const vy = d;
  const ascent = clampAscent(style?.ascent);
  const descent = clampDescent(style?.descent);

  const chars = Array.from(str);
  const weights = chars.map(glyphWeight);
  const total = weights.reduce((s, w) => s + w, 0) || 1;
  const scale = item.width > 0 ? item.width / total : (fontSize * 0.5) / 1000;

  const [bx, by] = apply(view, e, f);
  const [dx, dy] = apply(view, e + ux, f + uy);
  const displayDir: [number, number] = [dx - bx, dy - by];
  const rotated = style?.vertical === true || Math.abs(displayDir[1]) > 0.05 || displayDir[0] <= 0;

  const out: Fragment[] = [];
  let offset = 0;
  let start = -1;
  let startOffset = 0;
  const flush = (endIndex: number, endOffset: number, spaceAfter: boolean) => {
    const s0 = startOffset;
    const s1 = endOffset;
    const corners: Array<[number, number]> = [];
    for (const s of [s0, s1]) {
      for (const h of [descent, ascent]) {
        corners.push(apply(view, e + ux * s + vx * h, f + uy * s + vy * h));
      }
    }
    const bbox = boundsOf(corners);
    const baselinePoint = apply(view, e + ux * s0, f + uy * s0);
    out.push({
      text: chars.slice(start, endIndex).join(""),
      bbox,
      baseline: rotated ? baselinePoint[0] : baselinePoint[1],
      fontSize,
      font: item.fontName,
      rotated,
      spaceAfter,
    });
    start = -1;
  };
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const w = (weights[i] as number) * scale;
    if (/\s/.test(ch)) {
      if (start >= 0) flush(i, offset, true);
    } else if (start < 0) {
      start = i;
      startOffset = offset;
    }
    offset += w;
  }
  if (start >= 0) flush(chars.length, offset, false);
  return out;
}
