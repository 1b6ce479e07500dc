import { CP1252_C1 } from "./text-repair";

// Windows-1252 text that pdf.js decoded as Mac OS Roman. A TrueType subset written without an
// /Encoding and flagged symbolic (as Ghostscript's pdfwrite writes them) is read by pdf.js through
// the font's Macintosh table, while the codes are the Windows-1252 the document was set in
// (poppler reads them so): "Währung" comes out "W‰hrung", "für" "f¸r", "Öl" "÷l", and labels
// such as "Verkäufer" or "Fälligkeit" match nothing. The slip is all or nothing within a font, so a
// font whose text shows a Mac-only sign between two letters is read back to its codes, and those
// as Windows-1252. Kept in our code: no library maps between the two single-byte tables without
// ICU's legacy converters, which slimmer Node builds leave out.

/** Mac OS Roman's 0x80–0xFF. */
const MAC_ROMAN_HIGH =
  "\u00c4\u00c5\u00c7\u00c9\u00d1\u00d6\u00dc\u00e1\u00e0\u00e2\u00e4\u00e3\u00e5\u00e7\u00e9\u00e8" +
  "\u00ea\u00eb\u00ed\u00ec\u00ee\u00ef\u00f1\u00f3\u00f2\u00f4\u00f6\u00f5\u00fa\u00f9\u00fb\u00fc" +
  "\u2020\u00b0\u00a2\u00a3\u00a7\u2022\u00b6\u00df\u00ae\u00a9\u2122\u00b4\u00a8\u2260\u00c6\u00d8" +
  "\u221e\u00b1\u2264\u2265\u00a5\u00b5\u2202\u2211\u220f\u03c0\u222b\u00aa\u00ba\u03a9\u00e6\u00f8" +
  "\u00bf\u00a1\u00ac\u221a\u0192\u2248\u2206\u00ab\u00bb\u2026\u00a0\u00c0\u00c3\u00d5\u0152\u0153" +
  "\u2013\u2014\u201c\u201d\u2018\u2019\u00f7\u25ca\u00ff\u0178\u2044\u20ac\u2039\u203a\ufb01\ufb02" +
  "\u2021\u00b7\u201a\u201e\u2030\u00c2\u00ca\u00c1\u00cb\u00c8\u00cd\u00ce\u00cf\u00cc\u00d3\u00d4" +
  "\uf8ff\u00d2\u00da\u00db\u00d9\u0131\u02c6\u02dc\u00af\u02d8\u02d9\u02da\u00b8\u02dd\u02db\u02c7";

/**
 * Mac signs no word holds between two of its letters, each standing for a Windows-1252 letter
 * ("‰" for "ä", "¸" for "ü", "÷" for "Ö", "‹" for "Ü"). Quotes, dashes, the middle dot and maths
 * signs do sit inside words or against them ("don’t", "Nord–Süd", "l·l", "nachstehend„AG“",
 * "x≈y") and tell nothing: a font read wrongly as Mac would lose every "ü" it prints.
 */
const TELL = /\p{L}[‰¸÷‹›‡˘˙˚˝˛¯](?=\p{L})/u;

const TO_WINDOWS = new Map(
  Array.from(MAC_ROMAN_HIGH, (mac, i) => {
    const code = 0x80 + i;
    return [mac, code < 0xa0 ? CP1252_C1.charAt(code - 0x80) : String.fromCharCode(code)] as const;
  }).filter(([, windows]) => windows !== "\ufffd"),
);

/** The fonts among `items` whose text shows Windows-1252 read as Mac OS Roman. */
export function macRomanFonts(items: ReadonlyArray<{ str: string; fontName: string }>): Set<string> {
  return new Set(items.filter((item) => TELL.test(item.str)).map((item) => item.fontName));
}

/** Text of such a font as the document set it ("W‰hrung" → "Währung"). */
export function asWindows1252(str: string): string {
  return Array.from(str, (ch) => TO_WINDOWS.get(ch) ?? ch).join("");
}
