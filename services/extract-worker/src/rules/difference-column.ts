import type { Line, Page } from "../layout/types";
import { fold } from "../values";
import { height, overlapX } from "./geometry";

// A correction prints its amounts in three columns: what was billed, what is right, and the
// difference ("bisher berechnet | richtig | Differenz", "Importe anterior | Importe correcto |
// Diferencia"). The difference is what the correction itself charges or credits; a row of such
// amounts is otherwise a table row whose column we cannot tell.

/** Matched folded (accents dropped, lower case). */
const DIFFERENCE_HEAD_RE = /^(?:differenz(?:betrag)?|diferencia|difference|differenza|diferenca|verschil|roznica)$/u;

/** How many row heights above a row its column's head may stand (a block of three or four labelled rows). */
const MAX_ROWS_ABOVE = 8;

/**
 * The index of the cell (among `cells`, one row's amount cells) that stands under a head naming
 * the difference, or -1. The head is the nearest line above the cell in its column that is not
 * itself an amount (`isValue`); exactly one cell may be so headed.
 */
export function differenceCell(page: Page, row: Line, cells: readonly Line["bbox"][], isValue: (text: string) => boolean): number {
  const h = height(row.bbox);
  const headed = cells.map((box) => {
    const head = page.lines
      .filter((l) => l.bbox[3] <= box[1] + 1 && box[1] - l.bbox[3] < h * MAX_ROWS_ABOVE && overlapX(l.bbox, box) > 0 && !isValue(l.text))
      .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
    return !!head && DIFFERENCE_HEAD_RE.test(fold(head.text).toLowerCase().trim());
  });
  const at = headed.indexOf(true);
  return at >= 0 && headed.lastIndexOf(true) === at ? at : -1;
}
