import { constants, inflateSync } from "node:zlib";

// Whether a PDF's text can hold the kerning moves layout/kerning-spaces.ts takes out, read from the
// file's own content streams. Those moves are only seen in pdf.js's operator list, which presets that
// do not read graphics would otherwise build for a page of every document (measured: +48 % parse
// time); the text operators lie plain in the inflated streams, and scanning them costs a fraction.
//
// The scan only has to err on the side of yes, so it asks what kerning-spaces.ts needs and bounds the
// rest. A kern there is a move of 0.102–0.15 em (a TJ number from -150 to -102, less the character
// spacing Tc / font size added after every glyph) in an array that moves the pen before at least every
// other glyph. A string's glyphs are not known without its font: codes are one or two bytes (a CMap
// with longer codes is not read right), so a string of n bytes holds at least n / 2 glyphs, of which
// only the first follows a move. Where a stream uses character spacing it did not set itself (carried
// over from the page's stream before it), the widest spacing of the file over its smallest size counts.
// Streams it cannot read (encrypted, filters other than Flate) say no: their text keeps pdf.js's spaces.

/** TJ numbers that move the pen as far as a kern that pdf.js reads as a space (kerning-spaces.ts). */
const KERN_NUMBER_MIN = -150;
const KERN_NUMBER_MAX = -102;

/** Stream dictionaries that hold no page content: images, font programs, embedded files, xref and object streams, metadata. */
const NOT_CONTENT = /\/(?:Subtype\s*\/Image|Length[123]\b|Subtype\s*\/(?:Type1C|CIDFontType0C|OpenType)|Type\s*\/(?:EmbeddedFile|XRef|ObjStm|Metadata))/;

/** A content stream inflated past this is not read (a decompression bomb must not cost more here than in pdf.js). */
const MAX_CONTENT_BYTES = 32 * 1024 * 1024;

/** How a stream that shows text starts: page content starts with an operator or its operands, never with binary data. */
const CONTENT_START = /^\s*[\w./\-+[(<'"%]/;

/** A literal string (without unescaped parentheses inside: such text is skipped) or a hex string. */
const STRING = String.raw`\((?:[^()\\]|\\[\s\S])*\)|<[^<>]*>`;

/** An element of a TJ array: a string or a number. */
const ARRAY_ELEMENT = new RegExp(String.raw`(${STRING})|([-+]?(?:\d+\.?\d*|\.\d+))`, "g");

/**
 * The operators the scan follows, in order: a TJ array, font size (Tf), character spacing (Tc, "). Strings
 * outside arrays are matched too, so that text that reads like an operator is passed over.
 */
const TEXT_OPERATOR = new RegExp(String.raw`${STRING}|\[((?:${STRING}|[^\]()<])*)\]\s*TJ|(?<!\/)\bT[fc]\b|"`, "g");

/** The bytes a string holds. */
function stringBytes(string: string): number {
  if (string.startsWith("<")) return Math.ceil(string.slice(1, -1).replace(/\s/g, "").length / 2);
  // An escape is one byte: a character, or up to three octal digits; a backslash before a line break is none.
  return string
    .slice(1, -1)
    .replace(/\\(?:\r\n?|\n)/g, "")
    .replace(/\\(?:[0-7]{1,3}|[\s\S])/g, "x").length;
}

/** The moves (TJ numbers, consecutive ones added up) before glyphs of an array, when it moves the pen before at least every other glyph. */
function placedMoves(array: string): number[] {
  let glyphs = 0;
  const moves: number[] = [];
  let move: number | null = null;
  for (const [, string, number] of array.matchAll(ARRAY_ELEMENT)) {
    if (string === undefined) {
      move = (move ?? 0) + Number(number);
      continue;
    }
    const bytes = stringBytes(string);
    if (bytes === 0) continue;
    if (move !== null && glyphs > 0) moves.push(move);
    glyphs += Math.ceil(bytes / 2);
    move = null;
  }
  return moves.length > 0 && moves.length * 2 >= glyphs - 1 ? moves : [];
}

/** A placed array's moves, with the character spacing (em) added after every glyph where the stream set it, null where it was carried over. */
interface PlacedText {
  moves: number[];
  shift: number | null;
}

/** What a content stream's text operators tell of the moves pdf.js can read as spaces. */
interface TextMoves {
  placed: PlacedText[];
  /** Each nonzero character spacing set (Tc, or the second operand of ") and each font size (Tf). */
  spacings: number[];
  sizes: number[];
}

function textMoves(content: string): TextMoves {
  const found: TextMoves = { placed: [], spacings: [], sizes: [] };
  let spacing: number | null = null;
  let size: number | null = null;
  for (const match of content.matchAll(TEXT_OPERATOR)) {
    if (match[0].startsWith("(") || match[0].startsWith("<")) continue;
    if (match[1] !== undefined) {
      const moves = placedMoves(match[1]);
      const shift = spacing === 0 ? 0 : spacing !== null && size ? spacing / size : null;
      if (moves.length) found.placed.push({ moves, shift });
      continue;
    }
    // The operand before the operator (for ", the second of aw ac (string)).
    const tokens = content
      .slice(Math.max(0, match.index - 48), match.index)
      .replace(new RegExp(STRING, "g"), " () ")
      .trim()
      .split(/\s+/);
    const operand = Number(tokens[tokens.length - (match[0] === '"' ? 2 : 1)]);
    if (!Number.isFinite(operand)) continue;
    if (match[0] === "Tf") found.sizes.push((size = Math.abs(operand)));
    else if ((spacing = operand) !== 0) found.spacings.push(spacing);
  }
  return found;
}

/** The streams of a PDF file that can hold page content, inflated where Flate-encoded. */
function* contentStreams(bytes: Uint8Array): Generator<string> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = file.indexOf("stream"); at >= 0; at = file.indexOf("stream", at + 1)) {
    // "stream" then an end of line starts the data; the search goes on after its "endstream".
    let from = at + "stream".length;
    if (file[from] === 0x0d) from++;
    if (file[from] !== 0x0a || file.toString("latin1", at - 3, at) === "end") continue;
    const to = file.indexOf("endstream", ++from);
    if (to < 0) return;
    // The stream's dictionary, from its object's header (the nearest "<<" may open a nested dictionary).
    const header = file.lastIndexOf("obj", at);
    const dict = file.toString("latin1", Math.max(0, header), at);
    at = to;
    if (header < 0 || NOT_CONTENT.test(dict) || /\/Filter\s*\[?\s*\/(?!FlateDecode)/.test(dict)) continue;
    const data = file.subarray(from, to);
    if (!/\/FlateDecode/.test(dict)) {
      yield data.toString("latin1");
      continue;
    }
    try {
      // Its first bytes tell whether it is content at all (fonts' CMaps, colour profiles and the like are not inflated whole).
      const head = inflateSync(data.subarray(0, 256), { finishFlush: constants.Z_SYNC_FLUSH }).toString("latin1");
      if (head && !CONTENT_START.test(head)) continue;
      yield inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_CONTENT_BYTES }).toString("latin1");
    } catch {
      // Encrypted, damaged or past MAX_CONTENT_BYTES: its text keeps pdf.js's spaces.
    }
  }
}

/** True when an array can hold a kern, with `carried` the spacing (em) bound where a stream did not set its own. */
function holdsKern({ moves, shift }: PlacedText, carried: number): boolean {
  // A glyph's move is shift - n / 1000 em; spacing alone moves the pen after every glyph, numbers or not.
  const [low, high] = shift === null ? [-carried * 1000, carried * 1000] : [shift * 1000, shift * 1000];
  if (high > -KERN_NUMBER_MAX && low <= -KERN_NUMBER_MIN) return true;
  return moves.some((n) => n - high < KERN_NUMBER_MAX && n - low >= KERN_NUMBER_MIN);
}

/** True when some content stream of the PDF can hold kerning moves pdf.js reads as spaces. */
export function mayHaveKerningMoves(bytes: Uint8Array): boolean {
  const placed: PlacedText[] = [];
  let widest = 0;
  let smallest = Infinity;
  const add = (found: TextMoves) => {
    for (const p of found.placed) placed.push(p);
    for (const spacing of found.spacings) widest = Math.max(widest, Math.abs(spacing));
    for (const size of found.sizes) if (size > 0) smallest = Math.min(smallest, size);
  };
  // Streams without TJ arrays only matter for the spacing and sizes they carry over: read last, if at all.
  const others: string[] = [];
  for (const content of contentStreams(bytes)) {
    if (!content.includes("TJ")) {
      others.push(content);
      continue;
    }
    const found = textMoves(content);
    // An array whose spacing the stream set decides alone: the first that can hold a kern ends the scan.
    if (found.placed.some((p) => p.shift !== null && holdsKern(p, 0))) return true;
    add(found);
  }
  const carried = () => widest / (Number.isFinite(smallest) ? smallest : 1);
  if (placed.some((p) => holdsKern(p, carried()))) return true;
  if (!placed.some((p) => p.shift === null)) return false;
  for (const content of others) add(textMoves(content));
  return placed.some((p) => holdsKern(p, carried()));
}
