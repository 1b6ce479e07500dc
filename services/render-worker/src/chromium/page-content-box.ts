import type { PdfOptions } from "./prepare-page";

// The size, in CSS px, of the box a print flows the document into. A measuring print cannot give
// it (it reveals the height only to the whole px), and the paper less the margins is not it either:
// Chromium lays a page out on paper whose height it rounds up to whole points and then to whole px
// (A4's 1122 px → 842 pt → 1123 px), takes each margin in whole points (truncated), and rounds the
// content height up to whole px. Measured against Chromium for every paper and theme margin (see
// page-content-box.int.test.ts: exact but for one pair, a px short); a fraction of a px decides
// which page a heading at the foot lands on. The width is the paper less the margins, exactly.

const PX_PER: Record<string, number> = { px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16 };

/** CSS px of a print-option length (`"20mm"`, `"8.5in"`, `"793px"`, or a bare number of px). */
export function cssPixels(length: string | number | undefined): number {
  if (length === undefined) return 0;
  if (typeof length === "number") return length;
  const match = /^\s*(-?\d*\.?\d+)\s*(px|in|cm|mm|pt|pc)?\s*$/i.exec(length);
  if (!match) throw new Error(`Unsupported print length: ${length}`);
  return Number(match[1]) * PX_PER[(match[2] ?? "px").toLowerCase()]!;
}

/** Whole points, rounded down; the epsilon keeps 72 pt from reading as 71.99999. */
function wholePoints(px: number): number {
  return Math.floor(px * 0.75 + 1e-9);
}

export interface ContentBox {
  width: number;
  height: number;
}

/** The page content box of `options` (explicit width, height and margins, as themes give them). */
export function pageContentBox(options: PdfOptions): ContentBox {
  const margin = options.margin ?? {};
  const paperPoints = Math.ceil(cssPixels(options.height) * 0.75 - 1e-9);
  const paperPx = Math.ceil((paperPoints * 4) / 3 - 1e-9);
  const marginPoints = wholePoints(cssPixels(margin.top)) + wholePoints(cssPixels(margin.bottom));
  // In thirds of a px, so the rounding up works on exact integers.
  return {
    width: cssPixels(options.width) - cssPixels(margin.left) - cssPixels(margin.right),
    height: Math.ceil((3 * paperPx - 4 * marginPoints) / 3),
  };
}
