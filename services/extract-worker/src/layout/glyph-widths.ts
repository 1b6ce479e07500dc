// pdf.js reports one advance width per text item, not per glyph. To place words inside an item
// ("Total due 12.00" is often a single item) we share the item's width out by typical glyph
// widths: Helvetica's AFM advances (per 1000 em) for printable ASCII, accents folded to their
// base letter. A proportional estimate is within a fraction of a glyph for most fonts, which is
// far better than treating every character as equally wide.

// prettier-ignore
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
];

const DEFAULT_WIDTH = 556;

export function glyphWeight(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? DEFAULT_WIDTH;
  if (code < 32) return 0;
  const base = ch.normalize("NFD").charCodeAt(0);
  if (base >= 32 && base <= 126) return ASCII_WIDTHS[base - 32] ?? DEFAULT_WIDTH;
  // CJK and other full-width scripts advance by about one em.
  if (code >= 0x2e80 && code <= 0xffef) return 1000;
  return DEFAULT_WIDTH;
}
