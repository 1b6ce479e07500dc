// Text as a PDF writer mapped it, put right before any rule reads it.
//
// Ligatures whose Unicode mapping a PDF writer stored byte-swapped. Ghostscript's pdfwrite
// (the common route to PDF/A and to "compressed" PDFs) writes the ToUnicode entry of a ligature
// glyph as UTF-16LE where the format says UTF-16BE, so "fi" comes out as U+6600 U+6900 ("昀椀") and
// "Nettobetrag" as "Ne琀琀obetrag". Every label and value with a ligature is then unreadable:
// "Bruttosumme", "Rohstoff AG" (returned as a vendor with CJK in it). pdf.js reads the map as
// written, so we undo the swap on the text it gives us.
//
// A swapped letter is a code point whose low byte is 0 and whose high byte is an ASCII letter.
// Such code points are also real Han characters ("最" is U+6700), so the text is left alone when
// it holds a CJK character with any other low byte (a Chinese text keeps its characters). Else a
// run of two or more swapped letters is undone (a ligature stands for two letters or more), and
// what is left of such code points could not be mapped back ("ffi" has come out as U+6600 U+CF00):
// it becomes U+FFFD, so no value is returned with it (see undecodable-values.ts).

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const swap = (ch: string) => String.fromCharCode(ch.charCodeAt(0) << 8);
const unswap = (ch: string) => String.fromCharCode(ch.charCodeAt(0) >> 8);
const SWAPPED_RUN = new RegExp(`[${Array.from(LETTERS, swap).join("")}]{2,}`, "gu");
const CJK = /[\p{Script=Han}\p{Script=Hangul}]/gu;
const LATIN = /[A-Za-z]/;

/** The text with byte-swapped ligature letters put back ("Ne琀琀obetrag" → "Nettobetrag"). */
function unswapLigatures(str: string): string {
  if (!LATIN.test(str)) return str;
  const cjk = str.match(CJK);
  if (!cjk || cjk.some((ch) => (ch.charCodeAt(0) & 0xff) !== 0)) return str;
  return str.replace(SWAPPED_RUN, (run) => Array.from(run, unswap).join("")).replace(CJK, "\ufffd");
}

// Hyphens mapped to the Unicode hyphen (U+2010) or non-breaking hyphen (U+2011) instead of "-":
// cairo and several office suites map the glyph named "hyphen" there, so "RE‐583920" and
// "USt.‐Id.‐Nr." matched no number pattern and no label. Both mean the hyphen-minus they show.
const UNICODE_HYPHEN = /[\u2010\u2011]/g;

// Windows-1252 codes read as Latin-1: a font without a Unicode map whose encoding is taken for
// Latin-1 puts C1 control characters where the writer meant quotes, dashes and the euro sign
// ("\x80 12,00", "\x93draft\x94"). No document means a control character; HTML reads them as
// Windows-1252 for the same reason, and so do we.
const C1 = /[\u0080-\u009f]/g;
// Windows-1252's 0x80–0x9F; its five unassigned codes are left as they are (U+FFFD marks them).
export const CP1252_C1 =
  "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

/** The item's text with the writer's mapping slips undone (swapped ligatures, hyphens, C1 codes). */
export function repairText(str: string): string {
  return unswapLigatures(str)
    .replace(UNICODE_HYPHEN, "-")
    .replace(C1, (ch) => {
      const mark = CP1252_C1.charAt(ch.charCodeAt(0) - 0x80);
      return mark === "\ufffd" ? ch : mark;
    });
}
