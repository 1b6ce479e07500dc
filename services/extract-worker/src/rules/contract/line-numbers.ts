import type { Line, Word } from "../../layout/types";

// Numbers down the margin that count the lines of a page (filed copies, pleading paper, drafts for
// review: "4 the 12th day of October, 2026 …", "5 Acme Corp., a corporation …") reach us as the first
// word of the line they stand beside, and glue themselves to a party's name or cut a sentence. They
// are told from a clause's own numbers by what they count: set in one column (their right edges
// aligned, as a right-aligned counter prints them) to the left of the text, and rising with the
// lines they stand beside, the same distance down the page per unit everywhere (every line
// numbered, or every fifth). Numbered paragraphs are neither evenly spaced nor counted by lines.

/** Numbers a page needs before its first words read as a line count. */
const MIN_NUMBERS = 4;
/** Points a right-aligned counter's right edges may wander. */
const SAME_EDGE = 2;
/** How far the distance down the page per unit may vary between neighbouring numbers (a fraction). */
const PITCH_TOLERANCE = 0.15;

const COUNTER_RE = /^\d{1,3}$/;

/** The words of `lines` (one page, any order) that are margin line numbers. */
export function marginLineNumbers(lines: readonly Line[]): Set<Word> {
  const firsts = lines
    .map((l) => [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0]))
    .filter((ws) => COUNTER_RE.test(ws[0]!.text) && (ws.length === 1 || ws[1]!.bbox[0] > ws[0]!.bbox[2]))
    .map((ws) => ws[0]!);
  // The column: the most numbers sharing a right edge.
  let column: Word[] = [];
  for (const w of firsts) {
    const same = firsts.filter((o) => Math.abs(o.bbox[2] - w.bbox[2]) <= SAME_EDGE);
    if (same.length > column.length) column = same;
  }
  if (column.length < MIN_NUMBERS) return new Set();
  column.sort((a, b) => a.baseline - b.baseline);
  const pitches: number[] = [];
  for (const [i, w] of column.slice(1).entries()) {
    const prev = column[i]!;
    const units = Number(w.text) - Number(prev.text);
    if (units <= 0) return new Set();
    pitches.push((w.baseline - prev.baseline) / units);
  }
  const pitch = pitches.reduce((a, b) => a + b, 0) / pitches.length;
  // A counter counts lines: each unit is about a line of the text down the page.
  if (pitch < 0.8 * column[0]!.fontSize || pitches.some((p) => Math.abs(p - pitch) > PITCH_TOLERANCE * pitch)) return new Set();
  // …and stands apart to the left of the text it counts: no line beside it (between its first number and
  // its last) crosses its right edge other than after a number of the column.
  const edge = Math.max(...column.map((w) => w.bbox[2]));
  const [top, bottom] = [column[0]!.baseline, column[column.length - 1]!.baseline];
  const inColumn = new Set(column);
  const crossed = lines.some((l) => {
    const first = [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0])[0]!;
    return l.baseline >= top && l.baseline <= bottom && !inColumn.has(first) && first.bbox[0] < edge && first.bbox[2] > edge;
  });
  return crossed ? new Set() : inColumn;
}

/** Lines a glued count must run over before its numbers read as a count. */
const MIN_GLUED = 6;
/** Of them, lines whose number touches a word (a letter, a quote, a bracket) with no space. */
const MIN_TOUCHING = 2;
const LEADING_DIGITS_RE = /^\d{1,3}/;
const TOUCHING_RE = /^[\p{L}"“'([]/u;

/**
 * A converter may set the count in the line itself, with no space ("5Marwickwerk, Inc., a
 * corporation …", "121.1 Provider shall …" for line 12, "2" alone on an empty line): then the
 * numbers lead the lines' first words at the text's own left edge, and only what they count tells
 * them from the words. They rise by one from line to line down one left edge, evenly spaced, over
 * at least MIN_GLUED lines, some touching a word as no number in running text does. Each first word
 * maps to what is left of it once its number is cut off (null: the number was all of it).
 */
export function gluedLineNumbers(lines: readonly Line[]): Map<Word, Word | null> {
  const firsts = [...lines]
    .sort((a, b) => a.baseline - b.baseline)
    .map((l) => [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0])[0]!)
    .filter((w) => LEADING_DIGITS_RE.test(w.text));
  let best: { words: Word[]; numbers: number[] } = { words: [], numbers: [] };
  for (const [i, start] of firsts.entries()) {
    const digits = LEADING_DIGITS_RE.exec(start.text)![0];
    for (let len = 1; len <= digits.length; len++) {
      const chain = { words: [start], numbers: [Number(digits.slice(0, len))] };
      for (const w of firsts.slice(i + 1)) {
        const next = chain.numbers[chain.numbers.length - 1]! + 1;
        if (Math.abs(w.bbox[0] - start.bbox[0]) <= SAME_EDGE && w.text.startsWith(String(next))) {
          chain.words.push(w);
          chain.numbers.push(next);
        }
      }
      if (chain.words.length > best.words.length) best = chain;
    }
  }
  const { words, numbers } = best;
  if (words.length < MIN_GLUED) return new Map();
  const pitches = words.slice(1).map((w, i) => w.baseline - words[i]!.baseline);
  const pitch = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)]!;
  if (pitch < 0.8 * words[0]!.fontSize || pitches.some((p) => Math.abs(p - pitch) > PITCH_TOLERANCE * pitch)) return new Map();
  const rest = words.map((w, i) => w.text.slice(String(numbers[i]).length));
  if (rest.filter((r) => TOUCHING_RE.test(r)).length < MIN_TOUCHING) return new Map();
  return new Map(
    words.map((w, i) => {
      const text = rest[i] ?? "";
      if (!text) return [w, null];
      // The cut falls in proportion to the characters: the word's box holds no glyph positions.
      const at = w.bbox[0] + ((w.bbox[2] - w.bbox[0]) * (w.text.length - text.length)) / w.text.length;
      return [w, { ...w, text, bbox: [at, w.bbox[1], w.bbox[2], w.bbox[3]] }];
    }),
  );
}
