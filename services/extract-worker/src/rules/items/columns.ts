import type { Word } from "../../layout/types";
import { isCurrencyCode } from "../../values";
import { segmentOf, type Segment } from "../geometry";

// Which column of an item table a word of a row belongs to: by the header cells' spans, with
// figures (amounts, quantities, rates) placed whole and moved to the number column they were
// printed for when headers and figures are aligned differently.

export type ItemField = "item_description" | "item_quantity" | "item_unit_price" | "item_amount";

export interface Column {
  field: ItemField | null;
  x0: number;
  x1: number;
  /** Headed by a tax label ("Tax", "Taxes", "MwSt."): its cells are each item's rate or tax category. */
  taxes?: boolean;
}

/** Where one column ends and the next begins: descriptions run wider than their header, numbers sit under theirs. */
function boundary(col: Column, next: Column): number {
  return col.field === "item_description" ? next.x0 - 2 : Math.max(col.x1 + 2, (col.x1 + next.x0) / 2);
}

/**
 * Currencies abbreviated in letters, printed before or after a figure ("Fr. 239.00", "Rs. 1,200.00",
 * "1 234,00 zł", "450 kr"): with them the figure is still a figure, not words.
 */
const LETTER_MARK = "S?Fr\\.|Rs\\.?|Rp|kr\\.?|Kr\\.?|zł|Kč|Ft|lei";

/**
 * A figure (amount, quantity, rate) rather than words: digits, separators, signs and currency
 * marks, a currency code or abbreviation before or after it ("EUR 5,60", "−USD 107,80", "(5,60 EUR)"), and a
 * price's unit after a slash ("€95.00/hr", "12,50 €/Std.").
 */
const FIGURE_RE = new RegExp(
  `^(?:[-−+(]?(?:\\p{Lu}{1,3}\\$?|${LETTER_MARK}))?[^\\p{L}]*\\d[^\\p{L}]*(?:\\/\\s?\\p{L}{1,6}\\.?|\\s?(?:\\p{Lu}{3}|${LETTER_MARK})[)-]?)?$`,
  "u",
);

/** A placed run that reads as one figure. */
const isFigure = (p: { run: Word[] }) => FIGURE_RE.test(p.run.map((w) => w.text).join(" "));

export function columnOf(columns: Column[], w: Word): Column | null {
  const cx = (w.bbox[0] + w.bbox[2]) / 2;
  const figure = FIGURE_RE.test(w.text);
  for (let i = 0; i < columns.length; i++) {
    const col = columns[i] as Column;
    const next = columns[i + 1];
    const prev = columns[i - 1];
    // A description in the first column may start at the margin, left of its header.
    const left = prev ? boundary(prev, col) : col.field === "item_description" ? 0 : col.x0 - 10;
    // Figures are right-aligned under headers that may be left-aligned: the last column runs to the page's edge.
    const right = next ? boundary(col, next) : figure ? Infinity : col.x1 + 15;
    if (cx < left || cx >= right) continue;
    // A lone number right of the description header, nearer the next column, belongs to that column.
    if (col.field === "item_description" && next && /^[\d.,]+$/.test(w.text) && w.bbox[0] > col.x1 && next.x0 - w.bbox[2] < w.bbox[0] - col.x1) return next;
    return col;
  }
  return null;
}

/** A currency set before the figure, with a credit's sign in front of it ("−USD 107,80", "-€ 5,00"). */
const CURRENCY_RE = new RegExp(`^[-−+]?(?:\\p{Lu}{3}|[€$£¥]|${LETTER_MARK})$`, "u");
/** A currency set after the figure, closing its parentheses or trailing minus ("(5,60 EUR)", "12,00 €-"). */
const TRAILING_CURRENCY_RE = new RegExp(`^(?:\\p{Lu}{3}|[€$£¥]|${LETTER_MARK})[)-]?$`, "u");

/**
 * A unit of measure as e-invoice viewers print its UN/ECE code ("C62", "H87", "HUR", "XPP"): no
 * currency, so never part of the quantity beside it ("1 HUR" is a quantity and a unit).
 */
const isUnitCode = (text: string) => /^\p{Lu}[\p{Lu}\d]{1,2}$/u.test(text) && !isCurrencyCode(text);

/**
 * Words that are one figure printed with spaces ("2 589,60", "1 234.56"): adjacent figure words on
 * one line, closer than a third of their height. A figure is placed in its column as a whole.
 */
function figureRuns(words: Word[]): Word[][] {
  const runs: Word[][] = [];
  for (const w of [...words].sort((a, b) => a.bbox[0] - b.bbox[0])) {
    const unit = isUnitCode(w.text);
    const figure = !unit && FIGURE_RE.test(w.text);
    // A percent sign set apart ("20 %", as French typesetting prints a rate) closes its figure like a currency;
    // a slash opens the price's basis ("12,45 / 100"), whose count joins the figure too.
    const trailing = !figure && !unit && (TRAILING_CURRENCY_RE.test(w.text) || w.text === "%" || w.text === "/");
    const run =
      figure || trailing
        ? runs.find((r) => {
            const last = r[r.length - 1] as Word;
            const h = last.bbox[3] - last.bbox[1];
            // A currency code or sign set before the figure ("EUR 53,60") or after it ("(53,60 EUR)") is part of it.
            const joins = trailing
              ? FIGURE_RE.test(last.text)
              : FIGURE_RE.test(last.text) || (r.length === 1 && CURRENCY_RE.test(last.text)) || (last.text === "/" && r.length > 1);
            // The basis's slash stands a word space off on either side, a wide one in a monospaced font;
            // so may a percent sign ("2.00 %"): alone it is no cell, only its figure's rate.
            const spaced = w.text === "/" || last.text === "/" || w.text === "%";
            return (
              joins &&
              w.bbox[0] - last.bbox[2] >= -1 &&
              w.bbox[0] - last.bbox[2] < (spaced ? h * 0.6 : h / 3) &&
              Math.min(w.bbox[3], last.bbox[3]) - Math.max(w.bbox[1], last.bbox[1]) > h / 2
            );
          })
        : undefined;
    if (run) run.push(w);
    else runs.push([w]);
  }
  return runs;
}

/**
 * The column of every word of a row, figures placed whole. Figures right-aligned under left-aligned
 * headers sit nearer the next header ("Qty" over "16", "Unit price" further right): when the number
 * column to the left got no figure in this row, a cell's first figure is that column's if it ends
 * before the cell's header begins or the cell got a second figure. That column may hold a word
 * which spilled over from its own left neighbour the same way (a unit "Stk." right-aligned under "Einheit").
 */
function placeWords(columns: Column[], words: Word[]): Array<{ run: Word[]; col: Column | null }> {
  const placed = figureRuns(words.flatMap((w) => unglued(columns, w))).map((run) => {
    const first = run[0] as Word;
    const last = run[run.length - 1] as Word;
    const whole: Word =
      run.length === 1
        ? first
        : {
            ...first,
            text: run.map((w) => w.text).join(" "),
            bbox: [first.bbox[0], Math.min(...run.map((w) => w.bbox[1])), last.bbox[2], Math.max(...run.map((w) => w.bbox[3]))],
          };
    return { run, col: columnOf(columns, whole) };
  });
  joinWideGroups(placed);
  // A number set a word space after the description's words, left of its column's header, ends the
  // description ("Remaining time on 16 × Pro after Nov 22, 2025" beside a quantity of 1).
  for (let i = 1; i < placed.length; i++) {
    const p = placed[i]!;
    const prev = placed[i - 1]!;
    const first = p.run[0] as Word;
    const before = prev.run[prev.run.length - 1] as Word;
    const h = first.bbox[3] - first.bbox[1];
    if (prev.col?.field === "item_description" && p.col && p.col !== prev.col && first.bbox[0] < p.col.x0 && first.bbox[0] - before.bbox[2] < h / 2)
      p.col = prev.col;
  }
  for (let i = 1; i < columns.length; i++) {
    const col = columns[i] as Column;
    const prev = columns[i - 1] as Column;
    if (prev.field === "item_description" || placed.some((p) => p.col === prev && isFigure(p))) continue;
    const figures = placed.filter((p) => p.col === col && isFigure(p)).sort((a, b) => (a.run[0] as Word).bbox[0] - (b.run[0] as Word).bbox[0]);
    const left = figures[0];
    if (!left || (left.run[0] as Word).bbox[0] < prev.x0 - 10) continue;
    // It ends before this column's header begins, or it is the cell's second figure (a number column's:
    // a description's figures are its words, "Lieferung 80549104 vom 16.11.21").
    const second = figures.length >= 2 && col.field !== "item_description";
    if (second || (left.run[left.run.length - 1] as Word).bbox[2] <= col.x0 - 1) left.col = prev;
  }
  return placed;
}

/** An article code in capitals and digits run on into a capitalised word ("SRV-747-EX" + "Website"). */
const CODE_GLUED_RE = /^([\p{Lu}\d][\p{Lu}\d./-]*)(\p{Lu}\p{Ll}.*)$/u;

/**
 * A code cut at the edge of its narrow column (a spreadsheet clips a cell's text there) prints up to
 * the next cell's description with no space: the text layer's one word "SRV-747-EXWebsite" starts
 * in the unnamed code column and runs into the description's. It is read as two words, the box
 * shared by their letters: the code stays in its column, the description starts with its own word.
 */
function unglued(columns: Column[], w: Word): Word[] {
  const at = columns.findIndex(
    (c, i) => !c.field && columns[i + 1]?.field === "item_description" && w.bbox[0] < columns[i + 1]!.x0 - 2 && w.bbox[2] > columns[i + 1]!.x0,
  );
  const m = at < 0 ? null : CODE_GLUED_RE.exec(w.text);
  if (!m || !/\d/.test(m[1]!)) return [w];
  const [x0, y0, x1, y1] = w.bbox;
  const cut = x0 + ((x1 - x0) * [...m[1]!].length) / [...w.text].length;
  return [
    { ...w, text: m[1]!, bbox: [x0, y0, cut, y1] },
    { ...w, text: m[2]!, bbox: [cut, y0, x1, y1] },
  ];
}

/** A leading digit group ("1", "12", "-123") and a figure that opens with three digits ("690,85", "159"). */
const LEAD_GROUP_RE = /^[-−]?\d{1,3}$/;
const NEXT_GROUP_RE = /^\d{3}(?![\d])/;

/**
 * Thousands grouped by a full word space ("1 690,85 €", as no-break spaces print in pt, es, pl or sv
 * formats) are too far apart for figureRuns, and the leading group lands in the column to the left.
 * It joins its figure when that column already holds a figure of its own in the row: a cell holds
 * one figure, so the stray group is the next cell's, while a lone quantity a word space before an
 * amount (a cramped table) keeps its column.
 */
function joinWideGroups(placed: Array<{ run: Word[]; col: Column | null }>): void {
  for (let i = placed.length - 2; i >= 0; i--) {
    const lead = placed[i]!;
    const next = placed[i + 1]!;
    const a = lead.run[lead.run.length - 1] as Word;
    const b = next.run[0] as Word;
    const h = a.bbox[3] - a.bbox[1];
    const gap = b.bbox[0] - a.bbox[2];
    if (lead.run.length !== 1 || !LEAD_GROUP_RE.test(a.text) || !NEXT_GROUP_RE.test(b.text) || gap < 0 || gap >= h * 0.6) continue;
    if (!lead.col || !next.col || lead.col === next.col || lead.col.field === "item_description") continue;
    if (!placed.some((p) => p !== lead && p.col === lead.col && isFigure(p))) continue;
    next.run.unshift(a);
    placed.splice(i, 1);
  }
}

export function cellSegment(columns: Column[], words: Word[], field: ItemField): Segment {
  const placed = placeWords(columns, words).filter((p) => p.col?.field === field);
  return segmentOf(placed.flatMap((p) => p.run).sort((a, b) => a.bbox[0] - b.bbox[0]));
}
