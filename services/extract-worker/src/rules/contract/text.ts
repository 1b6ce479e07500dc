import type { PositionedDocument, Word } from "../../layout/types";
import { lookupMonth } from "../../values";
import type { Candidate } from "../anchor";
import { footnotesApart } from "./footnotes";
import { splitAtColumnEdge } from "./column-edges";
import { gluedLineNumbers, marginLineNumbers } from "./line-numbers";
import { pageFurniture } from "./page-furniture";

// Our own splitter: sentence libraries lose the word offsets we map provenance back to, and split at "Inc.".
//
// A contract as one stream of words in reading order (pages joined), cut into sentences that do
// not end at the periods of legal forms, initials or abbreviations ("Inc.", "M. D.", "U.S.A.",
// "No."), so a preamble that wraps "Acme, Inc. (the "Company")" stays one sentence. Every match is
// mapped back to the words it covers, on the page where it starts.

export interface ContractSentence {
  /** Offset of the sentence in the document stream. */
  start: number;
  text: string;
  /** The short heading printed just before it ("8.1 Term.", "GOVERNING LAW"), if any. */
  heading: string | null;
}

export interface ContractText {
  text: string;
  parts: { word: Word; start: number; page: number }[];
  sentences: ContractSentence[];
  /** Offset where the attachments after the signatures begin (exhibits, schedules); the text's length when there are none. */
  attachmentsFrom: number;
}

// Words whose trailing period is part of the word, not the end of a sentence.
const ABBREVIATIONS = new Set(
  "inc corp co ltd llc l.l.c l.p lp llp plc pty pte s.a sa b.v bv n.v nv s.a.r.l s.r.l s.p.a gmbh ag a.g no nos st ste mr mrs ms dr jr sr messrs blvd ave rd hwy fl approx art sec secs cap reg para paras e.g i.e viz vs v u.s u.s.a u.k cf ft dept intl int'l corp. e.k e.v e.kfm dña dª sra srta".split(
    " ",
  ),
);

/** True when the period after `before` belongs to its last word (an abbreviation, legal form or initial). */
export function endsAbbreviation(before: string): boolean {
  const token = /(\S+)$/.exec(before)?.[1] ?? "";
  const bare = token.replace(/^[("“'‘[]+/, "").toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  // "… described in Exhibit A. Section 1.2 …": the letter of an attachment ends the sentence.
  if (/(?:^|\s)(?:exhibit|schedule|annex|appendix|attachment|addendum)\s+\S+$/i.test(before) && /^\p{Lu}$/u.test(token)) return false;
  // An initial ("M.", "W.") or a dotted run ("U.S", "S.A").
  return /^(\p{L}\.)*\p{L}$/u.test(bare) && bare.replace(/\./g, "").length <= 3 && /^\p{Lu}/u.test(token.replace(/^[("“'‘[]+/, ""));
}

/** Sentence ends: ".", "!" or "?" before a space and not after an abbreviation or initial; a lower-case next word continues. */
function sentenceSpans(text: string, breaks: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  const re = /[.!?](?=\s|$)/g;
  let nextBreak = 0;
  // A heading line without a period ends where it ends ("Term and Renewal" above "This Agreement …").
  const breakUpTo = (limit: number) => {
    for (; nextBreak < breaks.length && (breaks[nextBreak] as number) <= limit; nextBreak++) {
      const at = breaks[nextBreak] as number;
      if (at > from && text.slice(from, at).trim()) {
        out.push([from, at]);
        from = at;
      }
    }
  };
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    breakUpTo(m.index);
    const end = m.index + 1;
    const next = /^\s*(\S)/u.exec(text.slice(end))?.[1] ?? "";
    if (next && /\p{Ll}/u.test(next)) continue;
    if (m[0] === "." && endsAbbreviation(text.slice(from, m.index))) continue;
    // "1. März 2024": a day written as an ordinal before its month.
    if (m[0] === "." && /(?:^|\s)\d{1,2}$/.test(text.slice(from, m.index)) && lookupMonth(/^\s*(\S+)/.exec(text.slice(end))?.[1] ?? "")) continue;
    if (text.slice(from, end).trim()) out.push([from, end]);
    from = end;
  }
  breakUpTo(text.length);
  if (text.slice(from).trim()) out.push([from, text.length]);
  return out;
}

/** A short capitalised run that titles what follows: "8.1 Term.", "GOVERNING LAW.", "Section 6. Term." */
function headingOf(sentence: string): string | null {
  const t = sentence
    .trim()
    .replace(/^(?:(?:section|article|clause)\s+)?[\dIVXivx]+(?:\.\d+)*\.?\s*/i, "")
    .replace(/[.:\-–]+$/, "")
    .trim();
  if (!t || t.split(/\s+/).length > 6) return null;
  return /^[\p{Lu}\d]/u.test(t) && !/\b(shall|will|is|are|may)\b/i.test(t) ? t : null;
}

const lineText = (words: readonly Word[]) => words.map((w) => w.text).join(" ");
const lineWidth = (words: readonly Word[]) => (words.length ? (words[words.length - 1] as Word).bbox[2] - (words[0] as Word).bbox[0] : 0);
const SMALL_WORDS = /^(?:and|of|or|the|for|to|in|on|by|with|&|und|der|die|des|et|de|la|le|du|des|et)$/i;

/** A short line of capitalised words that ends without punctuation: a clause heading ("8.1 Term", "Laufzeit und Kündigung"). */
function isHeadingLine(words: readonly Word[], widest: number): boolean {
  if (!words.length || words.length > 8 || lineWidth(words) > 0.6 * widest) return false;
  const text = lineText(words);
  if (/[,;:.\-–(]$/.test(text) || !/\p{L}/u.test(text)) return false;
  return words.every((w) => /^[\p{Lu}\d§(]/u.test(w.text) || SMALL_WORDS.test(w.text) || /^[\d.]+$/.test(w.text));
}

// Two columns of running text (an order form's terms, a two-column agreement): the page's lines
// come in baseline order, which interleaves the columns line by line and splices one clause into
// another. Between lines that cross the gutter, a run whose left and right lines both fill their
// column (at least three each, so short label cells of a table do not count) is read left column
// first. Only the line order changes; the words keep their boxes.
const MIN_COLUMN_LINES = 3;
const FILLS_COLUMN = 0.6;

function gutterOf(lines: readonly (readonly Word[])[], width: number): number | null {
  let best: { at: number; fit: number } | null = null;
  for (const ws of lines) {
    const x0 = (ws[0] as Word).bbox[0];
    if (x0 < 0.35 * width || x0 > 0.65 * width) continue;
    const at = x0 - 1;
    let fit = 0;
    for (const other of lines) if ((other[other.length - 1] as Word).bbox[2] <= at || (other[0] as Word).bbox[0] >= at) fit++;
    if (!best || fit > best.fit) best = { at, fit };
  }
  return best?.at ?? null;
}

export function readingOrder(lines: readonly (readonly Word[])[], width: number): (readonly Word[])[] {
  const gx = gutterOf(lines, width);
  if (gx === null) return [...lines];
  const side = (ws: readonly Word[]) => ((ws[ws.length - 1] as Word).bbox[2] <= gx ? "left" : (ws[0] as Word).bbox[0] >= gx ? "right" : "span");
  const left0 = Math.min(...lines.map((ws) => (ws[0] as Word).bbox[0]));
  const right1 = Math.max(...lines.map((ws) => (ws[ws.length - 1] as Word).bbox[2]));
  const full = (ws: readonly Word[]) => lineWidth(ws) >= FILLS_COLUMN * (side(ws) === "left" ? gx - left0 : right1 - gx);
  const out: (readonly Word[])[] = [];
  let run: (readonly Word[])[] = [];
  const flush = (beforeSpan: boolean) => {
    const tail = beforeSpan ? run.slice(headingTailAt(run, side, full)) : [];
    const body = run.slice(0, run.length - tail.length);
    const left = body.filter((ws) => side(ws) === "left");
    const right = body.filter((ws) => side(ws) === "right");
    const columns = left.filter(full).length >= MIN_COLUMN_LINES && right.filter(full).length >= MIN_COLUMN_LINES;
    out.push(...(columns ? [...left, ...right] : body), ...tail);
    run = [];
  };
  for (const ws of lines) {
    if (side(ws) === "span") {
      flush(true);
      out.push(ws);
    } else run.push(ws);
  }
  flush(false);
  return out;
}

/**
 * Where a run's tail starts: the last lines that stand below every line of the other side, none
 * filling its column, before a line that crosses the gutter — a grid's last half-row and the
 * heading under it ("PARTIES" under a key-details table, over the full-width "(1) Acme Ltd …"),
 * read after both columns with what they head. A column's own last lines fill it.
 */
function headingTailAt(run: readonly (readonly Word[])[], side: (ws: readonly Word[]) => string, full: (ws: readonly Word[]) => boolean): number {
  const top = (ws: readonly Word[]) => Math.min(...ws.map((w) => w.bbox[1]));
  const bottom = (ws: readonly Word[]) => Math.max(...ws.map((w) => w.bbox[3]));
  let at = run.length;
  while (at > 0) {
    const ws = run[at - 1] as readonly Word[];
    if (full(ws) || run.some((o) => side(o) !== side(ws) && bottom(o) > top(ws))) break;
    at--;
  }
  return at;
}

// Text typed into a form's blank with letter spacing ("1 4 t h d a y o f M a r c h , 2 0 1 6")
// reaches us one character to a word. In a run of such words the gaps between the letters of a
// word are the narrowest ones, the gaps between words wider by a space: a run is joined where a gap
// is within LETTER_GAP of its narrowest, and only when that narrowest is a fraction of the type
// size (SPACING_MAX; single characters further apart stand in a table's cells). Runs of fewer than MIN_SPACED_RUN characters are left as
// they are (a list marker "a b c" has no narrow gaps to tell words by anyway).
const MIN_SPACED_RUN = 5;
const LETTER_GAP = 1.5;
const SPACING_MAX = 0.5;

const isChar = (w: Word) => [...w.text].length === 1;

/**
 * `words` with their letter-spaced runs joined; `carried` is the letter gap of a run that ended the
 * line before, which a run opening this line continues ("… A u g u s t ," / "2 0 1 7 ("Effective …").
 * Returns the gap a run ending this line carries on.
 */
function joinLetterSpaced(words: readonly Word[], carried: number | null): { words: Word[]; trailing: number | null } {
  const out: Word[] = [];
  let trailing: number | null = null;
  for (let i = 0; i < words.length;) {
    let j = i;
    while (j < words.length && isChar(words[j] as Word) && (words[j] as Word).fontSize === (words[i] as Word).fontSize) j++;
    j = Math.max(j, i + 1);
    const run = words.slice(i, j);
    const gaps = run.slice(1).map((w, k) => w.bbox[0] - (run[k] as Word).bbox[2]);
    const narrowest = Math.max(0.1, Math.min(...gaps));
    // Letter spacing is a fraction of the type size; characters further apart are a table's cells.
    const letterGap =
      i === 0 && carried !== null && isChar(run[0] as Word)
        ? carried
        : run.length >= MIN_SPACED_RUN && narrowest <= SPACING_MAX * (run[0] as Word).fontSize
          ? narrowest
          : null;
    trailing = null;
    if (letterGap === null) {
      out.push(...run);
      i = j;
      continue;
    }
    let word = run[0] as Word;
    for (const [k, w] of run.slice(1).entries()) {
      if ((gaps[k] as number) <= LETTER_GAP * letterGap)
        word = { ...word, text: word.text + w.text, bbox: [word.bbox[0], Math.min(word.bbox[1], w.bbox[1]), w.bbox[2], Math.max(word.bbox[3], w.bbox[3])] };
      else {
        out.push(word);
        word = w;
      }
    }
    out.push(word);
    trailing = letterGap;
    i = j;
  }
  return { words: out, trailing };
}

// The line builder may cut a letter-spaced run where its word gaps grow wide ("d a y" | "o f" |
// "J u n e ,"): pieces on one baseline that end and start with a single character, closer than
// SPACED_LINE_GAP type sizes apart, are one line again before the run is joined.
const SPACED_LINE_GAP = 1.2;

function rejoinSpacedLines(lines: readonly (readonly Word[])[]): Word[][] {
  const out: Word[][] = [];
  for (const ws of lines) {
    const prev = out[out.length - 1];
    const last = prev?.[prev.length - 1];
    const first = ws[0];
    if (
      prev &&
      last &&
      first &&
      isChar(last) &&
      isChar(first) &&
      Math.abs(last.baseline - first.baseline) < 1 &&
      first.bbox[0] > last.bbox[2] &&
      first.bbox[0] - last.bbox[2] < SPACED_LINE_GAP * first.fontSize
    )
      prev.push(...ws);
    else out.push([...ws]);
  }
  return out;
}

/** A page's lines with letter-spaced runs joined, a run carried on from one line to the next, and glued days split. */
function spacedRunsJoined(lines: readonly (readonly Word[])[]): Word[][] {
  let carried: number | null = null;
  return rejoinSpacedLines(lines).map((ws) => {
    const joined = joinLetterSpaced(ws, carried);
    carried = joined.trailing;
    return splitGluedDays(joined.words);
  });
}

// "made and effective as of1 August 2019": a space the text layer (or the drafter) lost between a
// preposition and the day of a date. The word is split so the date reads as a date.
const GLUED_DAY_RE = /^(of|on|as|dated|from)(\d{1,2})$/i;

function splitGluedDays(words: readonly Word[]): Word[] {
  return words.flatMap((w, i) => {
    const m = GLUED_DAY_RE.exec(w.text);
    if (!m || !lookupMonth(words[i + 1]?.text.replace(/[.,]$/, "") ?? "")) return [w];
    const [x0, y0, x1, y1] = w.bbox;
    const at = x0 + ((x1 - x0) * (m[1] as string).length) / w.text.length;
    return [
      { ...w, text: m[1] as string, bbox: [x0, y0, at, y1] },
      { ...w, text: m[2] as string, bbox: [at, y0, x1, y1] },
    ];
  });
}

// A compound's own hyphen may fall at a line end ("non-" / "renewal", "thirty-" / "six", "long-" /
// "term"), and so may a typesetter's, which splits a word anywhere ("termi-" / "nation"). The heads of
// compounds are short prefixes or number words; a longer piece before the hyphen is a word cut in two.
const COMPOUND_HEAD_MAX = 4;
const TENS_RE = /^(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/i;

/** Whether the hyphen ending `text` split a word as a typesetter does, rather than joining a compound. */
export function softHyphen(text: string): boolean {
  const piece = /(?:^|[^\p{L}])(\p{L}+)-$/u.exec(text)?.[1] ?? "";
  return piece.length > COMPOUND_HEAD_MAX && !TENS_RE.test(piece);
}

// A key-details grid is read row by row, so a cell's wrapped second line runs on into the cell
// beside it: "Successive periods of twelve" / "(12) months" beside "ninety (90) days' notice" /
// "before the end of the Initial Period" reads as a notice of twelve months before the end of the
// term. Two lines on one baseline that both go on in lower case (neither opens a label or a
// sentence), a gap no justified space reaches apart, carry on two cells: neither sentence runs on
// into the other. A label beside its value ("Governing Law | Laws of …") is read with it, as before.
const CELL_GAP_HEIGHTS = 3;
const GOES_ON_RE = /^[\p{Ll}(]/u;

function cellBeside(words: readonly Word[], next: readonly Word[] | undefined): boolean {
  const last = words[words.length - 1] as Word;
  const first = next?.[0];
  if (!first || Math.abs(first.baseline - last.baseline) >= 2) return false;
  if (!GOES_ON_RE.test((words[0] as Word).text) || !GOES_ON_RE.test(first.text)) return false;
  return first.bbox[0] - last.bbox[2] > CELL_GAP_HEIGHTS * (last.bbox[3] - last.bbox[1]);
}

export function contractText(doc: PositionedDocument): ContractText {
  const parts: ContractText["parts"] = [];
  let text = "";
  // Running headers and footers would split the sentences that cross a page break.
  const furniture = pageFurniture(doc.pages);
  const breaks: number[] = [];
  // Footnotes are read after the text of every page, so a sentence crossing a page stays whole.
  const notes: { page: number; lines: (readonly Word[])[] }[] = [];
  const read = (pageNumber: number, lines: readonly (readonly Word[])[]) => {
    const widest = Math.max(0, ...lines.map((ws) => lineWidth(ws)));
    for (const [i, words] of lines.entries()) {
      for (const [j, word] of words.entries()) {
        // A word hyphenated at the end of a line ("non-" / "renewal") is one word again, without the hyphen when
        // the typesetter put it there ("automat-" / "ically"; softHyphen).
        const rejoined = j === 0 && /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(word.text);
        if (rejoined && softHyphen(text)) {
          const last = parts[parts.length - 1]!;
          last.word = { ...last.word, text: last.word.text.slice(0, -1) };
          text = text.slice(0, -1);
        }
        if (text && !rejoined) text += " ";
        parts.push({ word, start: text.length, page: pageNumber });
        text += word.text;
      }
      // A heading stands alone on its baseline (a justified line split at a wide gap does not), after
      // the end of a paragraph (or of a blank to sign or fill in, "Witness: ______"), and a sentence starts below it.
      const next = lines[i + 1]?.[0]?.text ?? "";
      const prev = lines[i - 1];
      const alone = !lines.some((other, j) => j !== i && Math.abs((other[0] as Word).baseline - (words[0] as Word).baseline) < 2);
      const afterParagraph =
        !prev || /[.:;_]$/.test((prev[prev.length - 1] as Word).text) || breaks[breaks.length - 1] === text.length - lineText(words).length;
      if (alone && afterParagraph && isHeadingLine(words, widest) && /^[\p{Lu}\d§("“]/u.test(next)) breaks.push(text.length);
      else if (cellBeside(words, lines[i + 1])) breaks.push(text.length);
    }
  };
  for (const page of doc.pages) {
    // Line numbers are found among all the page's lines: a running header may hold the first of them.
    const counters = marginLineNumbers(page.lines);
    const glued = gluedLineNumbers(page.lines);
    const unnumbered = (ws: readonly Word[]) => ws.flatMap((w) => (glued.has(w) ? (glued.get(w) ?? []) : [w]));
    const lines = readingOrder(
      splitAtColumnEdge(
        spacedRunsJoined(page.lines.map((l) => unnumbered(l.words.filter((w) => !furniture(page.number, w) && !counters.has(w)))).filter((ws) => ws.length)),
        page.width,
      ),
      page.width,
    );
    const apart = footnotesApart(lines);
    read(page.number, apart.text);
    if (apart.notes.length) notes.push({ page: page.number, lines: apart.notes });
  }
  for (const note of notes) read(note.page, note.lines);
  const sentences: ContractSentence[] = [];
  let heading: string | null = null;
  for (const [a, b] of sentenceSpans(text, breaks)) {
    const s = text.slice(a, b);
    sentences.push({ start: a, text: s, heading });
    heading = headingOf(s) ?? heading;
  }
  return { text, parts, sentences, attachmentsFrom: attachmentsStart(text, sentences) };
}

// An exhibit or schedule filed after the signatures ("EXHIBIT A – PRICING SCHEDULE, Effective Date:
// …", "EXHIBIT B – FORM OF SUBLICENSE AGREEMENT") carries its own dates, periods and laws: they date
// and time the attachment or the sub-agreement it shapes, not the agreement. Attachments begin at the first such heading after the sentence
// that closes the agreement ("IN WITNESS WHEREOF …"); a running header "Exhibit 10.2" names the
// filing's exhibit number, not an attachment.
const WITNESS_RE =
  /\bIN\s+WITNESS\s+WHEREOF\b|\bAS\s+WITNESS\b|\bZUM\s+ZEICHEN\s+DESSEN\b|\bEN\s+FOI\s+DE\s+QUOI\b|\bEN\s+PRUEBA\s+DE\s+CONFORMIDAD\b|\bALDUS\s+OVEREENGEKOMEN\b/iu;
const ATTACHMENT_RE =
  /(?<![\p{L}])(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT|ADDENDUM|ANLAGE|ANNEXE|BIJLAGE|ANEXO|Exhibit|Schedule|Annex|Appendix|Attachment|Addendum|Anlage|Annexe|Bijlage|Anexo)\s+(?:[A-Z]{1,2}|\d{1,2}|[IVX]{1,4})(?:-\d{1,2})?(?![\p{L}\d])(?!\.\d)/u;

function attachmentsStart(text: string, sentences: readonly ContractSentence[]): number {
  const witness = sentences.find((s) => WITNESS_RE.test(s.text));
  if (!witness) return text.length;
  // From the end of the witness clause itself: its sentence may run on into the signature blocks
  // ("… as of the date first written above. de Vries Holdings, Inc. By: …") when a name opens in lower case.
  const at = witness.start + (WITNESS_RE.exec(witness.text)?.index ?? 0);
  const end = text.slice(at).search(/[.:](?=\s|$)/);
  const from = end < 0 ? witness.start + witness.text.length : at + end + 1;
  const m = ATTACHMENT_RE.exec(text.slice(from));
  return m ? from + m.index : text.length;
}

/** Whether the word printed at (page, word) lies in an attachment (matched by page, box and text: a cached document holds each word twice). */
export function inAttachment(ct: ContractText, page: number, word: Word): boolean {
  const part = ct.parts.find((p) => p.page === page && p.word.text === word.text && p.word.bbox.every((v, i) => v === word.bbox[i]));
  return part !== undefined && part.start >= ct.attachmentsFrom;
}

/** A candidate for the document span [start, end): its words on the page where the span starts. */
export function spanCandidate(ct: ContractText, field: string, value: Candidate["value"], start: number, end: number, score: number): Candidate | null {
  // An attachment's own dates, terms, notices and laws (the form of a sub-agreement, a price list) are not this agreement's.
  if (start >= ct.attachmentsFrom) return null;
  // Parts are in stream order: find the first word that ends after `start` by bisection.
  let lo = 0;
  let hi = ct.parts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const p = ct.parts[mid] as ContractText["parts"][number];
    if (p.start + p.word.text.length <= start) lo = mid + 1;
    else hi = mid;
  }
  const inSpan: ContractText["parts"] = [];
  for (let i = lo; i < ct.parts.length && (ct.parts[i] as ContractText["parts"][number]).start < end; i++)
    inSpan.push(ct.parts[i] as ContractText["parts"][number]);
  const first = inSpan[0];
  if (!first) return null;
  const words = inSpan.filter((p) => p.page === first.page).map((p) => p.word);
  return { field, value, score, page: first.page, words, via: "rule", label: null, labelWords: [] };
}
