import type { Word } from "../layout/types";

/** A figure or a dash standing for one ("1,204", "(3.5)", "12 %", "8 €", "–"): it never wraps. */
export const FIGURE = /^(?:[-+−–(]?[$€£¥]?\s?\d[\d.,\s]*%?\)?\s?[$€£¥]?|[-–—])$/;

export const isFigure = (cell: readonly Word[]) => cell.length > 0 && FIGURE.test(cell.map((w) => w.text).join(" "));

/** Does some figure of `lower` sit right under a figure of `upper` (two records, not one wrapped)? */
export function figureUnderFigure(upper: readonly Word[], lower: readonly Word[]): boolean {
  return lower.some(
    (w) => FIGURE.test(w.text) && upper.some((v) => FIGURE.test(v.text) && Math.min(v.bbox[2], w.bbox[2]) - Math.max(v.bbox[0], w.bbox[0]) > 0),
  );
}

/**
 * What ends a figure's cell without being a figure: a flag after it ("12.4 p", "1 203 b", "7.1 e*")
 * or a mark for a missing figure (":", "..", "n.a.", "x", "(NA)", "Z"), as statistical offices set them.
 */
export const FLAG_OR_MARK = /^(?:[a-z]{1,2}\*?|\*{1,3}|:|\.\.|n\.a\.|\(?[A-Z]{1,2}\)?)$/;

/** A year as a head prints it ("2019"): a figure that heads a column rather than fills one. */
export const YEAR = /^(?:19|20)\d\d$/;

/** A figure, or a mark standing in a figure's place ("(NA)", "(X)", "Z", ":", ".."): a record's cell, never a wrapped line. */
export const isFigureOrMark = (cell: readonly Word[]) =>
  isFigure(cell) || (cell.length === 1 && /^(?:\([A-Z]{1,2}\)|[A-Z]|:|\.\.|n\.a\.)$/.test((cell[0] as Word).text));
