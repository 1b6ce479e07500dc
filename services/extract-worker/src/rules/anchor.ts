import type { Line, Page, PositionedDocument, Word } from "../layout/types";
import {
  classifyLabel,
  findDates,
  LEXICON,
  rankLabels,
  startsWithDecoy,
  LINE_ITEM_FIELDS,
  normalizeLabel,
  resolveDateOrder,
  type LabelField,
  type LabelMatch,
} from "../values";
import type { DocContext } from "./types";
import { height, lineTail, linesBelow, linesRightOf, overlapX, sameRow, segmentOf, wordsInSpan, type Segment } from "./geometry";
import { readerFor, readLastMoney, readNamedIdentifier, type ReadValue, type Reader, type ValueKind } from "./read-value";
import { cornerFrameLines } from "./corner-labels";
import { differenceCell } from "./difference-column";
import { grantsDiscount } from "./invoice/payment-terms";
import { inPartyBlock } from "./invoice/recipient-block";
import { touchingAmounts } from "./touching-amounts";

// Label anchoring: find where a field's label is printed, then read the value to the right of it
// on the same row, or below it in the same column (a header row of labels over a row of values).
// Every candidate keeps the words it was read from, so provenance is the union of their boxes.

export type LabelMatcher = (text: string) => LabelMatch | null;

export interface FieldSpec {
  name: string;
  kind: ValueKind;
  match: LabelMatcher;
  /** Normalised tokens of every label form the matcher knows: lines sharing none are not matched (speed only). */
  tokens?: ReadonlySet<string>;
  /** Overrides the kind's reader (e.g. a vendor name reader that skips id lines). */
  reader?: Reader;
  /** Look below the label too (default true). */
  below?: boolean;
}

export interface Candidate {
  field: string;
  value: string | number | boolean;
  /** label strength × position × parse quality, in [0, 1]. */
  score: number;
  page: number;
  words: Word[];
  via: "right" | "below" | "rule";
  label: LabelMatch | null;
  labelWords: Word[];
  /**
   * Weak evidence only cross-field arithmetic may confirm: a bare whole number among decimal
   * amounts ("285"), or a tax read from a line that starts with its rate ("21 % Btw 356,53").
   */
  unconfirmed?: boolean;
  /** An OCR'd amount's digits read as cents, its separator lost (invoice/lost-separators.ts): arithmetic must hold to the cent, no rounding cent. */
  centsRead?: true;
}

/** Right of the label, on its own line: 1; in another cell of the row: 0.95 (0.85 when far); below: 0.9 / 0.8; a schedule's first row: 0.7. */
const POSITION = { tail: 1, near: 0.95, far: 0.85, below: 0.9, belowFar: 0.8, schedule: 0.7 };

const MAX_LABEL_LINE_WORDS = 16;

/** Text that is a rate and nothing else, or the rate added on top: "21 %", "8.25%", "zzgl. 19 %". */
const RATE_ONLY = /^\s*(?:zzgl\.?|zuzüglich|plus|add|\+)?\s*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*$/iu;

const TOKENS = new WeakMap<Line, string[]>();
export function lineTokens(line: Line): string[] {
  let t = TOKENS.get(line);
  if (!t) TOKENS.set(line, (t = normalizeLabel(line.text).split(" ")));
  return t;
}

/** The normalised tokens of label forms (a lexicon field's synonyms, a property name's forms). */
export function labelTokens(fields: readonly LabelField[], forms: readonly string[] = []): Set<string> {
  const key = forms.length ? null : fields.join(",");
  const cached = key ? TOKEN_SETS.get(key) : undefined;
  if (cached) return cached;
  const made = buildTokens(fields, forms);
  if (key) TOKEN_SETS.set(key, made);
  return made;
}

const TOKEN_SETS = new Map<string, Set<string>>();

function buildTokens(fields: readonly LabelField[], forms: readonly string[]): Set<string> {
  const all = [...forms];
  for (const f of fields) {
    const lex = LEXICON[f];
    for (const byLang of [lex.strong, lex.weak ?? {}]) for (const list of Object.values(byLang)) all.push(...list);
  }
  return new Set(all.flatMap((form) => normalizeLabel(form).split(" ")).filter(Boolean));
}

interface Anchor {
  page: Page;
  line: Line;
  match: LabelMatch;
  words: Word[];
  /** The tax label follows its rate ("21 % Btw"): the total tax, or one rate's share of it. */
  rateLed?: boolean;
}

/**
 * A header cell wrapped over lines ("Bon de" / "commande" / "n°", "Date de" / "prestation"): the label
 * is the whole cell. A line that is a label and nothing else, with words of the same cell set
 * tight above or below it in its column, labels the field only if the cell read whole does.
 */
function headerCellAgrees(page: Page, line: Line, m: LabelMatch, match: LabelMatcher): boolean {
  // A row of a ladder or a form has its value beside it: only a head cell stands over its value.
  const valueBeside = (l: Line) => linesRightOf(page, l).some((r) => /\d/.test(r.text));
  if (/[\p{L}\p{N}]/u.test(line.text.slice(m.valueStart)) || valueBeside(line)) return true;
  const h = height(line.bbox);
  // A cell's lines share its font: a heading set larger over a label-and-value block is another thing.
  const cellLine = (l: Line) =>
    l !== line &&
    !/[\d:]/.test(l.text) &&
    overlapX(l.bbox, line.bbox) > 0 &&
    l.words.length <= 4 &&
    Math.abs(l.fontSize - line.fontSize) < 0.5 &&
    !valueBeside(l);
  // Up to two more lines of the cell, walking away from the label line upwards (-1) or downwards (1).
  const walk = (dir: -1 | 1): Line[] => {
    const found: Line[] = [];
    let edge = dir < 0 ? line.bbox[1] : line.bbox[3];
    const gap = (l: Line) => (dir < 0 ? edge - l.bbox[3] : l.bbox[1] - edge);
    for (let i = 0; i < 2; i++) {
      const next = page.lines.find((l) => cellLine(l) && !found.includes(l) && gap(l) >= -1 && gap(l) < h * 0.4);
      if (!next) break;
      found.push(next);
      edge = dir < 0 ? next.bbox[1] : next.bbox[3];
    }
    return found;
  };
  const above = walk(-1).reverse();
  const below = walk(1);
  if (!above.length && !below.length) return true;
  const cell = match([...above, line, ...below].map((l) => l.text).join(" "));
  return cell !== null && cell.field === m.field;
}

/** Label occurrences of a field: the best match of each line, plus strong labels that start later in it. */
export function findAnchors(doc: PositionedDocument, match: LabelMatcher, tokens?: ReadonlySet<string>): Anchor[] {
  const out: Anchor[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      // Running text (a long line) labels nothing; a label and its value fit in a few words.
      if (line.words.length > MAX_LABEL_LINE_WORDS) continue;
      if (tokens && !lineTokens(line).some((t) => tokens.has(t))) continue;
      const seen = new Set<number>();
      const add = (m: LabelMatch, offset: number) => {
        const abs = { ...m, start: m.start + offset, end: m.end + offset, valueStart: m.valueStart + offset };
        // "19 % USt (S) 0,10" names a rate's category, not the field; only a tax label led by its rate alone may still be the tax.
        const before = line.text.slice(0, abs.start);
        // …and nothing else: "19 % USt (S)" with its category code is one row of a breakdown by category.
        const rateLed = m.field === "tax" && RATE_ONLY.test(before) && /^[\s:.]*(?:[€$£]|\d|$)/u.test(line.text.slice(abs.end));
        if (seen.has(abs.start) || (/\d\s?%/.test(before) && !rateLed)) return;
        seen.add(abs.start);
        out.push({ page, line, match: abs, words: wordsInSpan(segmentOf(line.words), abs.start, abs.end), ...(rateLed ? { rateLed } : {}) });
      };
      const whole = match(line.text);
      if (whole && headerCellAgrees(page, line, whole, match)) add(whole, 0);
      if (line.words.length > 12) continue;
      // "Invoice No. 123 Invoice date 5.3.2018": a second label after a first label's value.
      let offset = 0;
      for (let i = 1; i < line.words.length; i++) {
        const prev = line.words[i - 1] as Word;
        offset += prev.text.length + 1;
        // Only after a value ("No. 123 Date: …"): inside a phrase the whole line's reading (and its decoys) rules.
        if (!/\d/.test(prev.text)) continue;
        const m = match(line.text.slice(offset));
        if (m && m.start === 0 && m.strength === "strong") add(m, offset);
      }
    }
  }
  return out;
}

function candidate(spec: FieldSpec, a: Anchor, seg: Segment, r: ReadValue, position: number): Candidate | null {
  const words = wordsInSpan(seg, r.start, r.end);
  if (!words.length) return null;
  const score = Math.round(a.match.score * position * r.quality * 1000) / 1000;
  return {
    field: spec.name,
    value: r.value,
    score,
    page: a.page.number,
    words,
    via: position === POSITION.below || position === POSITION.belowFar || position === POSITION.schedule ? "below" : "right",
    label: a.match,
    labelWords: a.words,
    ...(r.bare ? { unconfirmed: true } : {}),
  };
}

const HAS_CONTENT = /[\p{L}\p{N}]/u;
const RATE_CELL = /^\s*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*$/u;
/** A rate cell, and the currency an accounting format sets against it at the next cell's edge. */
const RATE_MARK_CELL = /^\s*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*(?:[A-Z]{3}|[€$£¥₹])?\s*$/u;

function isCurrencyOnly(text: string): boolean {
  return /^\s*(?:[A-Z]{3}|[€$£¥₹]|Rs\.?)\s*$/u.test(text);
}

/** Value to the right of the label: the rest of its line, then the cells of the same row. */
function rightOf(spec: FieldSpec, a: Anchor, read: Reader, ctx: DocContext): Candidate | null {
  const tail = lineTail(a.line, a.match.valueStart);
  const cells: { seg: Segment; position: number }[] = [{ seg: tail, position: POSITION.tail }];
  for (const l of linesRightOf(a.page, a.line)) {
    const gap = l.bbox[0] - a.line.bbox[2];
    cells.push({ seg: segmentOf(l.words), position: gap <= 120 ? POSITION.near : POSITION.far });
  }
  for (let k = 0; k < cells.length; k++) {
    const { seg, position } = cells[k] as (typeof cells)[number];
    const r = read(seg.text, ctx);
    if (!r) {
      // A rate in a cell of its own between the label and the amount ("MwSt. | 8.1% | 1'586.98") is the row's
      // rate column; an accounting format sets the amount's currency at its cell's left edge, against the rate ("8.1% CHF").
      if (k === 0 || (spec.kind === "money" && (isCurrencyOnly(seg.text) || RATE_MARK_CELL.test(seg.text)))) continue;
      return null;
    }
    if (spec.kind !== "money") return candidate(spec, a, seg, r, position);
    // Several amounts on the row: a tax line ("VAT 15% on 100.00 | 15.00") ends with its result;
    // any other row of amounts is a table row whose column we cannot tell, so nothing is read.
    // The run of amount cells after this one, up to the next label ("Exclusief BTW € 410,00 | Subtotaal € 496,10").
    const more: typeof cells = [];
    for (const c of cells.slice(k + 1)) {
      // A rate cell between amounts ("Total | 1,000.00 | 9% | 90.00") is the row's own column, not its end.
      if (!HAS_CONTENT.test(c.seg.text) || isCurrencyOnly(c.seg.text) || RATE_CELL.test(c.seg.text)) continue;
      if (read(c.seg.text, ctx) === null) break;
      more.push(c);
    }
    if ((r.others ?? 0) === 0 && more.length === 0) return candidate(spec, a, seg, r, position);
    if (!r.rate) {
      // One amount per cell under columns headed old | new | difference: the correction's own amount is the difference.
      const run = [cells[k]!, ...more];
      const single = run.every((c) => (read(c.seg.text, ctx)?.others ?? 1) === 0);
      const boxes = run.map((c) => boxOf(c.seg.parts.map((p) => p.word)));
      const diff = single ? run[differenceCell(a.page, a.line, boxes, (t) => read(t, ctx) !== null)] : undefined;
      const dr = diff ? read(diff.seg.text, ctx) : null;
      return diff && dr ? candidate(spec, a, diff.seg, dr, diff.position) : null;
    }
    const last = more[more.length - 1];
    if (last) {
      const lr = readLastMoney(last.seg.text, ctx);
      return lr ? candidate(spec, a, last.seg, lr, last.position) : null;
    }
    const lr = readLastMoney(seg.text, ctx);
    return lr ? candidate(spec, a, seg, lr, position) : null;
  }
  return null;
}

/** Both amounts of a word of touching amounts right of the label ("Steuerbetrag | 212,40254,88"): weak evidence the arithmetic may confirm. */
function touchingRightOf(spec: FieldSpec, a: Anchor, ctx: DocContext): Candidate[] {
  const cells = [lineTail(a.line, a.match.valueStart), ...linesRightOf(a.page, a.line).map((l) => segmentOf(l.words))];
  const cell = cells.find((s) => HAS_CONTENT.test(s.text));
  const pair = cell?.parts.length === 1 ? touchingAmounts(cell.parts[0]!.word, ctx.decimal) : null;
  return (pair ?? []).flatMap((p) => {
    const seg = segmentOf([p.word]);
    const c = candidate(spec, a, seg, { value: p.value, start: 0, end: seg.text.length, quality: 0.6 }, POSITION.near);
    return c ? [{ ...c, unconfirmed: true }] : [];
  });
}

/** True when the line shares a token with the labels of `fields` (a cheap test before matching). */
export function mayLabel(line: Line, fields: readonly LabelField[]): boolean {
  const tokens = labelTokens(fields);
  return lineTokens(line).some((t) => tokens.has(t));
}

/** A cell naming the due date ("Fälligkeit", "Due date", "Échéance"): it heads a payment schedule, not an item column. */
export function namesDueDate(text: string): boolean {
  const m = classifyLabel(text, ["due_date"]);
  return m !== null && m.strength === "strong" && m.kind !== "contains";
}

/** True when the label is one cell of an item table's header ("Menge | Preis | USt. | Betrag"). */
function inItemHeader(a: Anchor): boolean {
  // "Beschreibung | Fälligkeit | Betrag" heads the payment terms: its due-date cell is a label over its value.
  if (namesDueDate(a.line.text)) return false;
  // Stacked headers ("VK-Preis / ohne / MwSt.") put cells of one header a line or two apart.
  const c = (a.line.bbox[1] + a.line.bbox[3]) / 2;
  const row = a.page.lines.filter((l) => l !== a.line && Math.abs((l.bbox[1] + l.bbox[3]) / 2 - c) <= 20);
  return row.filter((l) => mayLabel(l, LINE_ITEM_FIELDS) && itemHeadCell(l.text)).length >= 2;
}

const DOCUMENT_AMOUNTS: LabelField[] = ["subtotal", "tax", "total"];

/**
 * A cell that may head an item column: an item label no document amount's label reads more
 * closely. "TOTAL TVA | TOTAL TTC" over their figures is a row of totals, not an item header;
 * "Total", "Betrag", "Nettobetrag" may be either.
 */
function itemHeadCell(text: string): boolean {
  const item = classifyLabel(text, LINE_ITEM_FIELDS);
  if (!item) return false;
  const amount = rankLabels(text, DOCUMENT_AMOUNTS).find((m) => m.strength === "strong" && m.kind !== "contains");
  return !amount || amount.score < item.score || (amount.score === item.score && amount.tokens <= item.tokens);
}

/** A rule typed out in characters ("-----", "=====") between a header row and its values: no cell. */
const TEXT_RULE = /^[\s\-=_–—*.]{3,}$/u;

/** "Operación exenta de IVA." — a label word closing a sentence heads no value under it. */
const ENDS_PROSE = /\p{Ll}{2,}[\s,]*$/u;

/**
 * A figure whose row puts words of its own just left of it ("Acompte : 10,00") under one whose row
 * holds none (a row of total heads over their figures): another field's labelled value, not the
 * column going on.
 */
function labelledBelow(page: Page, next: Line, first: Line): boolean {
  const wordsLeft = (l: Line) =>
    page.lines.some(
      (o) => o !== l && sameRow(o.bbox, l.bbox) && o.bbox[2] <= l.bbox[0] && l.bbox[0] - o.bbox[2] <= height(l.bbox) * 8 && /\p{L}{2}/u.test(o.text),
    );
  return wordsLeft(next) && !wordsLeft(first);
}

/**
 * Whether a column that opens with a value repeated ("12.03." on a folio's room and breakfast rows)
 * goes on, row after row set as tight, to a different value: a table's column of postings under
 * its head, not one field under its label. The walk stops at the first row that reads no value.
 */
function columnDiffersLater(from: Line, value: unknown, nextBelow: (l: Line) => Line | undefined, valueOf: (l: Line) => unknown): boolean {
  let line: Line | undefined = from;
  for (let rows = 0; line && rows < 40; rows += 1) {
    line = nextBelow(line);
    const v = line ? valueOf(line) : undefined;
    if (v === undefined || v === null) return false;
    if (v !== value) return true;
  }
  return false;
}

/**
 * The first word of the next head when the label's line goes on with another field's label and no
 * figure: heads of a grid set so tight they read as one line ("Rechnungsnummer Datum",
 * "Rechnungs-Nr. Rechnungsdatum Folio-Nr."), each over its own value.
 */
function headsFollow(line: Line, from: number): Word | null {
  const tail = lineTail(line, from);
  const text = tail.text.trim();
  if (!text || /\d/.test(text)) return null;
  const named = rankLabels(text).some((m) => m.start === 0 && m.strength === "strong" && m.kind !== "contains");
  return named ? (tail.parts[0]?.word ?? null) : null;
}

/** Value below the label in its column, when the label ends its line. A column of differing values is a table, not a field. */
function below(spec: FieldSpec, a: Anchor, read: Reader, ctx: DocContext): Candidate | null {
  // A head may name its column's currency ("Netto EUR | MwSt. EUR" over the amounts).
  const tail = a.line.text.slice(a.match.valueStart);
  const nextHead = headsFollow(a.line, a.match.valueStart);
  if ((HAS_CONTENT.test(tail) && !(spec.kind === "money" && isCurrencyOnly(tail)) && !nextHead) || inItemHeader(a)) return null;
  if (/[.!]\s*$/.test(a.line.text) && ENDS_PROSE.test(a.line.text.slice(0, a.match.start))) return null;
  const box = segmentOf(a.words).parts.length ? boxOf(a.words) : a.line.bbox;
  const h = height(box);
  const lines = linesBelow(a.page, box, h * 2.5).filter((l) => !TEXT_RULE.test(l.text));
  const first = lines[0];
  if (!first) return null;
  // Under fused heads the value ends where the next head's column begins (values may be fused too),
  // at a gap wider than a word space: a value running on under the next head is no value of this one.
  const own = nextHead ? first.words.filter((w) => w.bbox[2] < nextHead.bbox[0]) : first.words;
  const rest = first.words.find((w) => !own.includes(w));
  const lastOwn = own[own.length - 1];
  if (!lastOwn || (rest && rest.bbox[0] - lastOwn.bbox[2] < height(first.bbox))) return null;
  const seg = segmentOf(own);
  const r = read(seg.text, ctx);
  if (!r) return null;
  // Several amounts under a label ("Base imponible Cuota IVA" over "14.315,30 3.006,21"), in one
  // line or in two cells both reaching under it, are a table row set tight whose column under this
  // label we cannot tell.
  if (spec.kind === "money" && (r.others ?? 0) > 0) return null;
  if (spec.kind === "money" && lines.some((l) => l !== first && sameRow(l.bbox, first.bbox) && read(l.text, ctx))) return null;
  if (spec.kind !== "text") {
    const nextBelow = (l: Line) =>
      linesBelow(a.page, l.bbox, height(l.bbox) * 2.5).find((o) => o !== l && o.bbox[1] > l.bbox[1] + 1 && !TEXT_RULE.test(o.text));
    const next = nextBelow(first);
    const nr = next && !labelledBelow(a.page, next, first) ? read(next.text, ctx) : null;
    if (nr && nr.value === r.value && columnDiffersLater(next!, r.value, nextBelow, (l) => read(l.text, ctx)?.value)) return null;
    if (nr && nr.value !== r.value) {
      // A due-date head over a column of dates heads a payment schedule ("Fälligkeit" over the net
      // and the discount deadline, or instalments): an e-invoice's one due date is its first term,
      // and the schedule is printed in that order. When the first row grants a cash discount,
      // issuers differ on whether its deadline or the net one is due: nothing is read. A lower
      // score than a single date under its label.
      if (!(spec.kind === "date" && a.match.field === "due_date" && namesDueDate(a.line.text))) return null;
      const row = a.page.lines.filter((l) => l === first || (l.bbox[2] <= first.bbox[0] && sameRow(first.bbox, l.bbox)));
      return row.some((l) => grantsDiscount(l.text)) ? null : candidate(spec, a, seg, r, POSITION.schedule);
    }
  }
  const gap = first.bbox[1] - box[3];
  return candidate(spec, a, seg, r, gap <= h * 1.2 ? POSITION.below : POSITION.belowFar);
}

/**
 * The value typed into a form box whose top-left corner the label is set in (corner-labels.ts), when
 * the column below the label gave none: the box holds one line, read whole wherever it is aligned;
 * the label may carry its rate ("VAT 20 %"). Not for free text, whose boxes hold addresses.
 */
function inCornerFrame(spec: FieldSpec, a: Anchor, read: Reader, ctx: DocContext): Candidate | null {
  if (spec.kind === "text" || inItemHeader(a)) return null;
  const tail = a.line.text.slice(a.match.valueStart);
  if (HAS_CONTENT.test(tail) && !(spec.kind === "money" && (isCurrencyOnly(tail) || RATE_ONLY.test(tail)))) return null;
  const lines = cornerFrameLines(a.page, a.line.bbox);
  if (lines?.length !== 1) return null;
  const seg = segmentOf(lines[0]!.words);
  const r = read(seg.text, ctx);
  if (!r || (spec.kind === "money" && (r.others ?? 0) > 0)) return null;
  return candidate(spec, a, seg, r, POSITION.below);
}

const DATE_FIELDS: LabelField[] = ["invoice_date", "due_date", "receipt_date", "effective_date"];

/** A row that names what its date is: "Fällig am: …", "Vervaldatum | 25 mei 2026", "Lieferdatum: …". */
function labelsItsDate(page: Page, line: Line): boolean {
  // The line itself, or the cell just left of it on its row (a label column).
  const cell = page.lines.filter((l) => l !== line && l.bbox[2] <= line.bbox[0] + 1 && sameRow(line.bbox, l.bbox)).sort((x, y) => y.bbox[2] - x.bbox[2])[0];
  // Or the head of its cell in a grid of labels over values ("Invoice date | Due date" over their
  // dates) — a head over one date only: over a column of dates it heads a schedule's rows.
  const head = linesAbove(page, line).find((l) => overlapX(l.bbox, line.bbox) > 0);
  const h = height(line.bbox);
  const columnGoesOn = page.lines.some(
    (l) => l.bbox[1] >= line.bbox[3] - 1 && l.bbox[1] - line.bbox[3] < h * 2.5 && overlapX(l.bbox, line.bbox) > 0 && findDates(l.text).length > 0,
  );
  if (head && !columnGoesOn && !findDates(head.text).length && isDateLabel(head.text)) return true;
  const text = cell ? `${cell.text} ${line.text}` : line.text;
  return /^[^\d:]{2,40}:/.test(text) || isDateLabel(text) || (!!cell && DATED_RE.test(cell.text));
}

/** A label cell that only says "dated" ("de fecha", "vom"): the date of the document named in the row above. */
const DATED_RE = /^(?:de\s+fecha|del|de|vom|dated|du|van|z\s+dnia)\s*:?$/iu;

/** A strong label of a date field, or a decoy date's own label ("Service date", "Lieferdatum"): either names its date. */
function isDateLabel(text: string): boolean {
  return rankLabels(text, DATE_FIELDS).some((m) => m.strength === "strong" && m.kind !== "contains") || startsWithDecoy(text, "invoice_date");
}

/** The lines right above `line` (closer than twice its height), nearest first. */
function linesAbove(page: Page, line: Line): Line[] {
  const h = height(line.bbox);
  return page.lines.filter((l) => l.bbox[3] <= line.bbox[1] + 1 && line.bbox[1] - l.bbox[3] < h * 2).sort((a, b) => b.bbox[3] - a.bbox[3]);
}

/** True when an unlabelled line just above or below the anchor's row prints a date other than the candidate's. */
function otherDatesNearby(a: Anchor, c: Candidate, ctx: DocContext): boolean {
  const h = height(a.line.bbox);
  return a.page.lines.some((l) => {
    if (sameRow(a.line.bbox, l.bbox) || Math.abs(l.bbox[1] - a.line.bbox[1]) > h * 2.5 || labelsItsDate(a.page, l)) return false;
    return findDates(l.text).some((d) => {
      const iso = resolveDateOrder(d, ctx.dateOrder).iso;
      return iso !== null && iso !== c.value;
    });
  });
}

function boxOf(words: Word[]): Line["bbox"] {
  return [
    Math.min(...words.map((w) => w.bbox[0])),
    Math.min(...words.map((w) => w.bbox[1])),
    Math.max(...words.map((w) => w.bbox[2])),
    Math.max(...words.map((w) => w.bbox[3])),
  ];
}

function labelStandsOut(a: Anchor): boolean {
  return a.line.text.slice(a.match.end, a.match.valueStart).includes(":") || !HAS_CONTENT.test(a.line.text.slice(a.match.valueStart));
}

/** Every candidate value of one field in the document. */
export function findCandidates(doc: PositionedDocument, ctx: DocContext, spec: FieldSpec): Candidate[] {
  const read = spec.reader ?? readerFor(spec.kind);
  const out: Candidate[] = [];
  for (const a of findAnchors(doc, spec.match, spec.tokens)) {
    // Free text has no type to validate it: in running text a label word must be followed by ":" or stand alone on its line.
    if (spec.kind === "text" && (a.match.kind === "contains" || a.match.strength === "weak") && !labelStandsOut(a)) continue;
    // A weak label ("Nummer:", "Datum:") inside the seller's, the buyer's or the delivery block describes that party.
    if (a.match.strength === "weak" && inPartyBlock(a.page, a.line)) continue;
    const reader = spec.kind === "identifier" && !spec.reader && a.match.strength === "strong" ? readNamedIdentifier : read;
    const c = rightOf(spec, a, reader, ctx) ?? (spec.below === false ? null : (below(spec, a, reader, ctx) ?? inCornerFrame(spec, a, reader, ctx)));
    if (!c) {
      if (spec.kind === "money") out.push(...touchingRightOf(spec, a, ctx));
      continue;
    }
    // A weak label ("Bis", "Datum") among lines printing other dates is one row of a schedule
    // (early-payment terms, instalments): which row is "the" due date is not for us to guess.
    if (spec.kind === "date" && a.match.strength === "weak" && otherDatesNearby(a, c, ctx)) continue;
    out.push(a.rateLed ? { ...c, unconfirmed: true } : c);
  }
  return out;
}
