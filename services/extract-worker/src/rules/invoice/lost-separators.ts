import { OCR_FONT } from "../../layout/types";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";

// OCR drops an amount's decimal separator often, and the value it leaves is well formed and off by a
// factor of a hundred or more: "5.316,20 €" read "5.31620 €", "12.907,35 €" read "1290735 €". The
// OCR check then nulls it (ocr-doubt.ts), and a total no label reads right is lost. Which separator
// went missing is not known from the text, but the digits are: read as cents they give one amount,
// and when subtotal + tax = total holds with it, the document's own arithmetic says it is the one
// printed. So each such amount gets a twin holding its digits as cents, as weak evidence that
// resolveTotals returns only when that arithmetic confirms it. Only words OCR read: a text layer's
// digits and separators are what was printed.

const hasOcrWords = (c: Candidate) => c.words.some((w) => w.font === OCR_FONT);

/**
 * The amount as its digits read as cents, when OCR seems to have lost its separator: more than two
 * decimals read ("5.31620"), or a whole number with no separator where the document prints its
 * amounts with decimals ("1290735"); otherwise null.
 */
function asCents(c: Candidate, ctx: DocContext): number | null {
  if (typeof c.value !== "number" || !Number.isFinite(c.value)) return null;
  const v = Math.abs(c.value);
  const printed = c.words.map((w) => w.text).join(" ");
  const digits = printed.replace(/\D+/g, "");
  if (digits.length < 3) return null;
  const decimals = /[.,](\d+)\D*$/.exec(printed)?.[1]?.length ?? 0;
  const extraDecimals = decimals > 2 && !Number.isInteger(v);
  const wholeAmongDecimals = Number.isInteger(v) && ctx.decimal !== null && !/[.,]/.test(printed);
  // The value was read from these digits and no others: a rate or a second figure in the span says nothing of it.
  const fromDigits = Math.abs(Number(digits) / 10 ** (extraDecimals ? decimals : 0) - v) < 1e-9 * Math.max(1, v);
  if (!fromDigits || (!extraDecimals && !wholeAmongDecimals)) return null;
  return (Math.sign(c.value) * Number(digits)) / 100;
}

/** The candidates with a cents twin, for arithmetic to confirm, beside each OCR'd amount whose separator looks lost. */
export function withLostSeparators(cands: readonly Candidate[], ctx: DocContext): Candidate[] {
  const twins = cands.flatMap((c) => {
    const cents = hasOcrWords(c) ? asCents(c, ctx) : null;
    return cents === null ? [] : [{ ...c, value: cents, unconfirmed: true, centsRead: true as const }];
  });
  return [...cands, ...twins];
}
