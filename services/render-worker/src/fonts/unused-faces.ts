import { memoByString } from "../string-memo";
import { dropCjkFaces, mayNeedCjk } from "./cjk-faces";

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
const SCRIPT_COUNTERS =
  /@counter-style|\b(?:lower-|upper-)?(?:greek|armenian|georgian|hebrew|cjk-[a-z-]+|hiragana|katakana|hangul|ethiopic|devanagari|bengali|thai|lao|khmer|tibetan|arabic-indic|persian|tamil|telugu|kannada|malayalam|gujarati|gurmukhi|oriya|myanmar|mongolian|cambodian|japanese-[a-z]+|korean-[a-z]+|simp-chinese-[a-z]+|trad-chinese-[a-z]+)\b/i;

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

interface Face {
  rule: string;
  /** null: the rule has no unicode-range and always stays. */
  ranges: Range[] | null;
}

/** A stylesheet split once into its face rules and the CSS around them (see dropUnusedFaces). */
interface PreparedStylesheet {
  /** The stylesheet's text outside face rules, CSS escapes decoded: it is text the page may show. */
  generatedText: string;
  scriptCounters: boolean;
  /** Plain CSS and face rules in order, once with the CJK fallback block and once without it. */
  parts: Array<string | Face>;
  partsWithoutCjk: Array<string | Face>;
}

function split(css: string): Array<string | Face> {
  const parts: Array<string | Face> = [];
  let last = 0;
  for (const match of css.matchAll(FONT_FACE)) {
    if (match.index > last) parts.push(css.slice(last, match.index));
    parts.push({ rule: match[0], ranges: rangesOf(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < css.length) parts.push(css.slice(last));
  return parts;
}

// The same stylesheet comes back for every job of a theme; splitting ~400 KB of CSS each time
// cost ~2 ms of the worker's main thread per job.
const prepare = memoByString(64, (css: string): PreparedStylesheet => {
  const parts = split(css);
  const rest = parts.filter((part): part is string => typeof part === "string").join("");
  const withoutCjk = dropCjkFaces(css);
  return {
    generatedText: decodeCssEscapes(rest),
    scriptCounters: SCRIPT_COUNTERS.test(rest),
    parts,
    partsWithoutCjk: withoutCjk === css ? parts : split(withoutCjk),
  };
});

/**
 * `css` without the @font-face rules whose unicode-range holds no character of `html` (the body)
 * nor of the stylesheet's own generated content. Rules without a unicode-range always stay. The CJK
 * fallbacks go first as a block unless the text may need them (cjk-faces.ts): dozens of their
 * subsets also cover ASCII, so ranges alone would keep them for every document.
 */
export function dropUnusedFaces(css: string, html: string): string {
  const stylesheet = prepare(css);
  if (stylesheet.scriptCounters) return css;
  const text = decodeNumericReferences(html) + stylesheet.generatedText;
  const codePoints = codePointsOf(text);
  const parts = mayNeedCjk(text) ? stylesheet.parts : stylesheet.partsWithoutCjk;
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else if (!part.ranges || covers(part.ranges, codePoints)) out += part.rule;
  }
  return out;
}

// Parsed once per rule: the same few hundred bundled faces appear in every document, and parsing
// their ranges again each time cost ~4 ms per job. Custom themes only add faces of the same fonts.
const rangesOf = memoByString(10_000, (rule: string): Range[] | null => {
  const range = UNICODE_RANGE.exec(rule);
  return range ? parseUnicodeRange(range[1]!) : null;
});
