import { dropUnusedCjkFaces } from "./cjk-faces";

// A theme's stylesheet declares every subset of every bundled font: ~180 @font-face rules (~90 KB)
// for the Latin families, Noto Sans and emoji, beside the CJK fallbacks (see cjk-faces.ts).
// Chromium parses them all for every document, although it only ever loads the faces whose
// unicode-range holds a character of the text. Dropping the rest cannot change which face renders
// any character: the showcase documents print byte-identical PDFs in three themes, list markers
// and disclosure triangles included (Chromium draws those as shapes). It saves ~10 ms of renderer
// CPU on a one-page document.

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const UNICODE_RANGE = /unicode-range\s*:\s*([^;}]*)/i;
// Text the stylesheets generate is in the CSS itself (`content:`, `quotes:`, string markers), which
// counts as text below; counter styles of other scripts are not, so a stylesheet using one keeps
// every face.
const SCRIPT_COUNTERS = /@counter-style|\b(?:lower-|upper-)?(?:greek|armenian|georgian|hebrew|cjk-[a-z-]+|hiragana|katakana|hangul|ethiopic|devanagari|bengali|thai|lao|khmer|tibetan|arabic-indic|persian|tamil|telugu|kannada|malayalam|gujarati|gurmukhi|oriya|myanmar|mongolian|cambodian|japanese-[a-z]+|korean-[a-z]+|simp-chinese-[a-z]+|trad-chinese-[a-z]+)\b/i;

type Range = [low: number, high: number];

/** `U+0000-00FF, U+0131, U+4??` → ranges; wildcards span their digit. */
export function parseUnicodeRange(value: string): Range[] {
  const ranges: Range[] = [];
  for (const match of value.matchAll(/U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?/gi)) {
    const start = match[1]!;
    const low = parseInt(start.replace(/\?/g, "0"), 16);
    const high = match[2] ? parseInt(match[2], 16) : parseInt(start.replace(/\?/g, "f"), 16);
    ranges.push([low, high]);
  }
  return ranges;
}

/** CSS escapes (`\2042`) as the characters they stand for, so `content:` strings count. */
function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_all, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)));
}

/** HTML numeric character references as characters (the serialiser writes them for a few). */
function decodeNumericReferences(html: string): string {
  return html.replace(/&#(x[0-9a-f]+|\d+);/gi, (_all, code: string) => {
    const value = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
    return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "";
  });
}

/** Sorted distinct code points of `text`, with their upper- and lower-case forms (text-transform). */
function codePointsOf(text: string): number[] {
  const seen = new Set<number>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (seen.has(code)) continue;
    seen.add(code);
    if (code < 0x80) continue;
    for (const cased of [char.toUpperCase(), char.toLowerCase()]) for (const part of cased) seen.add(part.codePointAt(0)!);
  }
  for (let code = 0x20; code < 0x7f; code++) seen.add(code);
  return [...seen].sort((a, b) => a - b);
}

function covers(ranges: Range[], codePoints: number[]): boolean {
  for (const [low, high] of ranges) {
    // First code point ≥ low, by binary search.
    let lo = 0;
    let hi = codePoints.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (codePoints[mid]! < low) lo = mid + 1;
      else hi = mid;
    }
    if (lo < codePoints.length && codePoints[lo]! <= high) return true;
  }
  return false;
}

/**
 * `css` without the @font-face rules whose unicode-range holds no character of `html` (the body)
 * nor of the stylesheet's own generated content. Rules without a unicode-range always stay. The CJK
 * fallbacks go first as a block unless the text may need them (cjk-faces.ts): dozens of their
 * subsets also cover ASCII, so ranges alone would keep them for every document.
 */
export function dropUnusedFaces(css: string, html: string): string {
  const rest = css.replace(FONT_FACE, "");
  if (SCRIPT_COUNTERS.test(rest)) return css;
  const text = decodeNumericReferences(html) + decodeCssEscapes(rest);
  const codePoints = codePointsOf(text);
  return dropUnusedCjkFaces(css, text).replace(FONT_FACE, (rule) => {
    const ranges = rangesOf(rule);
    return !ranges || covers(ranges, codePoints) ? rule : "";
  });
}

// Parsed once per rule: the same few hundred bundled faces appear in every document, and parsing
// their ranges again each time cost ~4 ms per job. Custom themes only add faces of the same fonts.
const parsedRanges = new Map<string, Range[] | null>();

function rangesOf(rule: string): Range[] | null {
  let ranges = parsedRanges.get(rule);
  if (ranges === undefined) {
    const range = UNICODE_RANGE.exec(rule);
    ranges = range ? parseUnicodeRange(range[1]!) : null;
    if (parsedRanges.size >= 10_000) parsedRanges.clear();
    parsedRanges.set(rule, ranges);
  }
  return ranges;
}
