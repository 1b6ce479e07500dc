import { OCR_FONT, type Line, type Page, type PositionedDocument, type Word } from "../../layout/types";
import { classifyLabel, findAmounts, fold, LINE_ITEM_FIELDS } from "../../values";
import type { DocContext } from "../types";
import { segmentOf, type Segment } from "../geometry";
import { readMoney, readNumber, type ReadValue } from "../read-value";
import { mayLabel } from "../anchor";
import { cellSegment, columnOf, type Column, type ItemField } from "./columns";
import { isTotalsRow, namesGroup } from "./totals-row";
import { headers, isTaxLabel } from "./item-headers";
import { pageRows, type Row } from "../rows";
import { amountLabelMatcher, namesNetOrTax, namesPageShare } from "../invoice/amount-labels";
import { centredBlocks, centredDescriptions } from "./centred-cells";
import { rowAddsUp, withinCent } from "../../values/cents";
import { readItemAmount, readItemPrice, readSpaceGrouped } from "./grouped-amount";
import { priceBasis } from "./price-basis";
import { closesPosition, isConditionRow, settlePosition, type OpenPosition } from "./position-conditions";
import { titledGroups, type TrailingRow } from "./titled-groups";
import { amountCents } from "./emit-items";

// Line items from the item table: a header row whose cells name item columns (stacked header
// lines are joined: "Positions-/betrag" → "Positionsbetrag"), then every row below with an amount
// in the amount column (or a unit price when there is no amount column). Words keep their boxes,
// so each cell's provenance is the words it was read from. A table that runs off the bottom of a
// page continues on the next page under the same columns.

export type { ItemField } from "./columns";

export interface ItemCell {
  value: string | number;
  words: Word[];
  quality: number;
}

export interface ItemRow {
  page: number;
  cells: Partial<Record<ItemField, ItemCell>>;
  /** The unit price is for this many units ("3,05 / 100"): quantity × price / basis = amount (price-basis.ts). */
  priceBasis?: number;
}

/**
 * The row's lines that may carry a totals label. An item's own tax cell ("Tax 6.5%" under a
 * "Taxes" header, beside the item's description) names the line's rate, not the document's tax.
 */
function totalsCandidates(columns: Column[], row: Row, desc: Segment): Line[] {
  const own = (l: Line) => isTaxLabel(l.text) && columnOf(columns, l.words[0] as Word)?.taxes;
  // The description is the item's own words, not a piece of the tax line ("20 % Tax" of a totals block).
  const described = desc.parts.some((p) => /\p{L}{2}/u.test(p.word.text) && !row.parts.some((l) => own(l) && l.words.includes(p.word)));
  return described ? row.parts.filter((l) => !own(l)) : row.parts;
}

function readCell(seg: Segment, r: ReadValue | null): ItemCell | undefined {
  // Two amounts in one cell: the columns were placed wrongly, and neither is surely this cell's.
  if (!r || (r.others ?? 0) > 0) return undefined;
  const words = seg.parts.filter((p) => p.start < r.end && p.start + p.word.text.length > r.start).map((p) => p.word);
  return words.length ? { value: r.value as number, words, quality: r.quality } : undefined;
}

/**
 * A quantity cell. "731 000" is one count grouped by a space or two numbers: read apart unless the
 * row's own arithmetic proves the grouped count (731 000 × 0,0032 = 2 339,20) or the second group
 * cannot stand alone ("1 000,000": no figure opens with "00"). A cell that holds two numbers apart
 * ("80 54": a description's last word set into the quantity column) is the one the arithmetic
 * proves, or none: the first is no likelier than the second — also when the row prints no unit
 * price (or its header was not read) to prove either ("500 Bl." of "Kopierpapier, 500 Bl." beside
 * a quantity of 3).
 */
function readQuantity(text: string, ctx: DocContext, price: unknown, amount: unknown): ReadValue | null {
  const apart = readNumber(text, ctx);
  if (!apart) return null;
  // To the cent: a looser check would let any grouping near the right count pass.
  const checks = (q: number) => typeof price === "number" && typeof amount === "number" && withinCent(q * price, amount);
  if (checks(apart.value as number)) return apart;
  const [grouped] = findAmounts(text, { decimalHint: ctx.decimal ?? undefined, spaceGrouping: "always" });
  const mayBeGrouped = grouped?.value != null && grouped.start === apart.start && grouped.end > apart.end;
  // A group that opens with a zero ("1 000,000") is no number of its own: only the grouped count reads.
  const onlyGrouped = mayBeGrouped && /^\s+0\d/.test(text.slice(apart.end));
  if (mayBeGrouped && (onlyGrouped || checks(grouped.value as number)))
    return { value: grouped.value as number, start: grouped.start, end: grouped.end, quality: apart.quality };
  const numbers = findAmounts(text, { decimalHint: ctx.decimal ?? undefined, spaceGrouping: "never" });
  if (mayBeGrouped || numbers.length < 2) return apart;
  const proved = numbers.find((n) => n.value !== null && checks(n.value));
  return proved ? { value: proved.value as number, start: proved.start, end: proved.end, quality: apart.quality } : null;
}

/** Line items of the document, in reading order. */
export function findLineItems(doc: PositionedDocument, ctx: DocContext, fields: readonly ItemField[] = LINE_ITEM_FIELDS as ItemField[]): ItemRow[] {
  const items: ItemRow[] = [];
  let carried: Column[] | null = null;
  // The last item of a page's table: its conditions and net may follow on the next page, under the repeated header.
  let position: OpenPosition | null = null;
  for (const page of doc.pages) {
    const found = headers(page);
    const tables = [...(carried ? [{ top: 0, bottom: 0, columns: carried, carried: true }] : []), ...found.map((h) => ({ ...h, carried: false }))];
    // It passes over the borrowed columns when the page's own header stands above any row.
    let continued = position;
    carried = null;
    position = null;
    tables.forEach((t, i) => {
      const end = tables[i + 1]?.top ?? page.height;
      const read = tableRows(page, t.columns, t.bottom, end, ctx, fields, t.carried, continued);
      items.push(...read.rows);
      if (read.rows.length) continued = null;
      if (i < tables.length - 1) return;
      if (read.open) carried = t.columns;
      position = read.position;
    });
  }
  return items;
}

/** A section heading ("Zahlungsbedingungen:", "Payment terms:") or another table's header ends the item table. */
function endsTable(row: Row, columns: Column[]): boolean {
  const only = row.parts.length === 1 ? (row.parts[0] as Line) : null;
  // A heading starts at the table's left edge; "Weitere Eigenschaften:" under a description does not.
  if (only && /^[^\d]*:\s*$/.test(only.text) && only.bbox[0] <= (columns[0] as Column).x0 + 5) return true;
  const labels = row.parts.filter((l) => !/\d/.test(l.text) && mayLabel(l, LINE_ITEM_FIELDS) && classifyLabel(l.text, LINE_ITEM_FIELDS) !== null);
  if (labels.length >= 2 && labels.length === row.parts.length) return true;
  // Another table's header ("Art | Grund | % | Grundbetrag | Betrag"): short cells without figures, one naming an item column.
  return row.parts.length >= 3 && labels.length >= 1 && row.parts.every((l) => !/\d/.test(l.text) && l.text.split(/\s+/).length <= 2);
}

/**
 * The whole text is a subtotal or total label, weak ones included, or an amount label its
 * qualifiers name ("Beitrag ohne Versicherungsteuer" is the net): a summary row, not an item.
 */
function isBareTotalsLabel(text: string): boolean {
  const t = text.replace(/:\s*$/, "").trim();
  if (!t || t.length > 40) return false;
  const m = classifyLabel(t, ["subtotal", "total"]);
  return (m !== null && m.kind === "exact") || AMOUNT_FIELDS.some((f) => amountLabelMatcher(f)(t)?.kind === "exact");
}

const AMOUNT_FIELDS = ["subtotal", "tax", "total"] as const;

/**
 * Item rows between a header (or the top of a page the table continues on) and `bottom`. Without
 * a header of its own (`carried`), the table ends at the first row that is neither an item nor a
 * wrapped description: the page's other content must not be read under borrowed columns.
 */
function tableRows(
  page: Page,
  columns: Column[],
  top: number,
  bottom: number,
  ctx: DocContext,
  fields: readonly ItemField[],
  carried: boolean,
  continued: OpenPosition | null,
): { rows: ItemRow[]; open: boolean; position: OpenPosition | null } {
  const has = (f: ItemField) => fields.includes(f) && columns.some((c) => c.field === f);
  const key: ItemField = has("item_amount") ? "item_amount" : "item_unit_price";
  // A row set tight under its header may reach into the header's box by its ascenders: below the header is below its middle.
  const rows = pageRows(page, (l) => (l.bbox[1] + l.bbox[3]) / 2 > top && l.bbox[3] <= bottom);
  const out: ItemRow[] = [];
  let last: Row | null = null;
  // `noted`: a line set smaller than the description ran under it: what follows is the item's notes.
  let current: { row: ItemRow; descLines: number; bottom: number; noted?: boolean } | null = null;
  // A row with description, quantity and unit price but no amount: its amount may be set a line lower.
  let pending: { row: Row; cells: ItemRow["cells"] } | null = null;
  // Past a subtotal the rows are the totals block's until an item follows: a line naming a rate
  // there is a tax or a discount, though its label names no tax ("Transportation District (0.375%)").
  let inTotals = false;
  // Rows printing only a description and an amount under a table whose items fill its other number
  // columns too: items only when the sum under them counts them.
  const unsummed = new Set<ItemRow>();
  // Those of them set in under an item: its conditions (position-conditions.ts), never items, though a sum counts them.
  const conditions = new Set<ItemRow>();
  // The rows read as the table's, and the row each item's figures were read from: cells centred vertically take their descriptions from them.
  const read: Row[] = [];
  const keyRows = new Map<ItemRow, Row>();
  const textRows = new Set<Row>();
  // The last item and the conditions printed under it so far (position-conditions.ts).
  let position: OpenPosition | null = continued;
  // The last position stays open past the table's end only at the foot of the page (`footed`), not past a heading or the totals.
  const done = (open: boolean, footed = false) => {
    settle(out, unsummed, null, conditions);
    recentre(read, keyRows, textRows, columns);
    return { rows: described(out), open, position: open || footed ? position : null };
  };
  // The items of titled groups under a row that sums the table (titled-groups.ts): none unless the sums prove them.
  const groupsBelow = (at: number, sum: ReadValue | null) => {
    const items = amountCents(out);
    if (!sum || !out.length || unsummed.size || Math.round(Number(sum.value) * 100) !== items) return [];
    return titledGroups(
      rows.slice(at + 1).map((r) => trailingRow(r, columns, ctx, page.number)),
      items,
    );
  };
  // A tax charged on something between items, held until an item follows (taxedCharge).
  let held: ItemRow | null = null;
  for (const [at, row] of rows.entries()) {
    const waiting = pending;
    pending = null;
    const taxBefore = held;
    held = null;
    if (last && row.top - last.bottom > 50) return done(false, true);
    if (endsTable(row, columns)) return done(false);
    read.push(row);
    // A page's running sum ("Carried forward", "Übertrag") pauses the table like a subtotal: never an item.
    // So does a row whose description is nothing but a weak totals label ("Subtotaal", "Wartość netto").
    const desc = cellSegment(columns, row.words, "item_description");
    const labelled = totalsCandidates(columns, row, desc);
    const keySeg = cellSegment(columns, row.words, key);
    // The row's words outside its amount: a label may run on past the description's column
    // ("Wartość | netto" under an item table's tax column).
    const rest = segmentOf(row.words.filter((w) => !keySeg.parts.some((p) => p.word === w))).text;
    // A group's own sum ("Subtotal Hardware", "Summe Material") pauses the table; more items follow.
    const group = namesGroup(rest);
    const qtySeg = cellSegment(columns, row.words, "item_quantity");
    const priceSeg = cellSegment(columns, row.words, "item_unit_price");
    // So does one page's sum ("Page 2 subtotal", "Summe Seite 1"), which prints no quantity or price of its own.
    const pageShare = namesPageShare(rest) && readNumber(qtySeg.text, ctx) === null && readMoney(priceSeg.text, ctx) === null;
    // A row that prints neither quantity nor price under an item is one of its conditions or its net:
    // the net, whatever its label ("Nettowert", "Montant net"), when the item's amount and the conditions make it.
    const under = position && key === "item_amount" && isConditionRow(position, desc, qtySeg, priceSeg, ctx) ? position : null;
    const conditionCell = under ? readCell(keySeg, readMoney(keySeg.text, ctx)) : undefined;
    // A net grouped by spaces ("1 048,08") reads as one figure because the position's arithmetic proves it.
    const net = under ? [conditionCell, readCell(keySeg, readSpaceGrouped(keySeg.text, ctx))].find((c) => c && closesPosition(under, c)) : undefined;
    if (under && net) {
      settlePosition(under, net, out, unsummed);
      position = null;
      current = null;
      last = row;
      continue;
    }
    const figures = readNumber(qtySeg.text, ctx) !== null || readMoney(priceSeg.text, ctx) !== null;
    const groups = key === "item_amount" && !figures ? groupsBelow(at, readMoney(keySeg.text, ctx)) : [];
    if (groups.length) {
      out.push(...groups);
      return done(false);
    }
    if (group || pageShare || isTotalsRow(labelled) || isTotalsRow(row.parts, ["page_total"]) || isBareTotalsLabel(desc.text) || isBareTotalsLabel(rest)) {
      const charge = !group && !pageShare && !inTotals && key === "item_amount" ? taxedCharge(row, desc, keySeg, qtySeg, priceSeg, ctx, page.number) : null;
      if (charge?.proved) {
        out.push(charge.item);
        current = null;
        last = row;
        continue;
      }
      held = charge?.item ?? null;
      settle(out, unsummed, group || pageShare ? null : ((readMoney(keySeg.text, ctx)?.value as number | undefined) ?? null), conditions);
      if (!group && !pageShare && isTotalsRow(row.parts, ["total"])) return done(false);
      inTotals = !group && !pageShare && !isTotalsRow(row.parts, ["page_total"]);
      current = null;
      position = null;
      continue;
    }
    if (position && conditionCell) position.conditions.push(conditionCell);
    if (opensWithDeduction(row)) {
      current = null;
      continue;
    }
    if (inTotals && RATE_IN_TEXT.test(desc.text)) {
      current = null;
      continue;
    }
    const keyCell = readCell(keySeg, key === "item_amount" ? readItemAmount(keySeg.text, ctx, qtySeg.text, priceSeg.text) : readMoney(keySeg.text, ctx));
    // An item row fills the table's other number columns too; a lone amount is a note or a summary line.
    const corroborated =
      key !== "item_amount" ||
      (!has("item_quantity") && !has("item_unit_price")) ||
      readNumber(qtySeg.text, ctx) !== null ||
      readMoney(priceSeg.text, ctx) !== null;
    // "Bruttopreis : 9,90" under an item is an annotation, not an item.
    if (keyCell && !/:\s*$/.test(desc.text) && corroborated) {
      const cells: ItemRow["cells"] = { [key]: keyCell };
      // Some layouts print the description under the numbers: it is filled from the next lines.
      cells.item_description = descriptionCell(desc);
      if (key === "item_amount" && has("item_unit_price"))
        cells.item_unit_price = readCell(priceSeg, readItemPrice(priceSeg.text, ctx, qtySeg.text, keyCell.value));
      const basis = priceBasis(priceSeg.text);
      const perUnit = typeof cells.item_unit_price?.value === "number" ? cells.item_unit_price.value / basis : undefined;
      if (has("item_quantity")) cells.item_quantity = readCell(qtySeg, readQuantity(qtySeg.text, ctx, perUnit, cells.item_amount?.value));
      current = { row: { page: page.number, cells, ...(basis !== 1 ? { priceBasis: basis } : {}) }, descLines: 1, bottom: row.bottom };
      if (taxBefore) out.push(taxBefore);
      out.push(current.row);
      keyRows.set(current.row, row);
      position = { item: current.row, left: Math.min(...desc.parts.map((p) => p.word.bbox[0])), conditions: [], charges: [] };
      inTotals = false;
    } else if (keyCell && waiting && amountBelow(waiting, row, keyCell)) {
      // Some e-invoice viewers print each line's amount a line under the row (with the description's wrap).
      const cells: ItemRow["cells"] = { ...waiting.cells, [key]: keyCell };
      const first = waiting.cells.item_description as ItemCell;
      cells.item_description = { value: `${first.value} ${desc.text}`.trim(), words: [...first.words, ...desc.parts.map((p) => p.word)], quality: 1 };
      current = { row: { page: page.number, cells }, descLines: 2, bottom: row.bottom };
      out.push(current.row);
    } else if (isCharge(keyCell, desc.text) && key === "item_amount" && !inTotals && !carried && out.length) {
      // An advance payment or a flat charge beside priced items ("Nebenkostenvorauszahlung | 672,00").
      const charge: ItemRow = {
        page: page.number,
        cells: { [key]: keyCell, item_description: descriptionCell(desc) },
      };
      out.push(charge);
      unsummed.add(charge);
      if (position && conditionCell) {
        position.charges.push(charge);
        conditions.add(charge);
      }
      current = null;
    } else if (current && continues(columns, current, row, desc, keySeg) && (current.noted || setSmaller(current.row, desc))) {
      // Notes in smaller type under an item (a reference, a period, a remark) annotate it; they are not its name.
      textRows.add(row);
      current.noted = true;
      current.descLines++;
      current.bottom = row.bottom;
    } else if (current && continues(columns, current, row, desc, keySeg)) {
      textRows.add(row);
      // A wrapped description continues under its row.
      const cell = current.row.cells.item_description as ItemCell;
      cell.value = `${cell.value} ${desc.text}`.trim();
      cell.words.push(...desc.parts.map((p) => p.word));
      current.descLines++;
      current.bottom = row.bottom;
    } else {
      if (carried && !incidental(columns, row)) return done(false);
      textRows.add(row);
      current = null;
      const qty = readCell(qtySeg, readNumber(qtySeg.text, ctx));
      const price = readCell(priceSeg, readMoney(priceSeg.text, ctx));
      if (key === "item_amount" && !keySeg.text.trim() && qty && price && /\p{L}{2}/u.test(desc.text))
        pending = {
          row,
          cells: { item_description: descriptionCell(desc), item_quantity: qty, item_unit_price: price },
        };
    }
    last = row;
  }
  return done(out.length > 0);
}

/**
 * Items of a table that centres its cells vertically get the description lines centred on their
 * figures' row (centred-cells.ts): by the cells' padding where it sets them apart, else by pairs
 * of lines symmetric about the row.
 */
function recentre(read: Row[], keyRows: Map<ItemRow, Row>, textRows: Set<Row>, columns: Column[]): void {
  const desc = (r: Row) => cellSegment(columns, r.words, "item_description");
  const figures = new Map([...keyRows].map(([item, row]) => [row, (item.cells.item_amount ?? item.cells.item_unit_price)?.words ?? []]));
  const centred = centredBlocks(read, figures, textRows, desc) ?? centredDescriptions(read, new Set(keyRows.values()), textRows, desc);
  if (!centred) return;
  for (const [item, row] of keyRows) {
    const words = centred.get(row) ?? [];
    item.cells.item_description = descriptionCell(segmentOf(words));
  }
}

/**
 * A tax named for what it is charged on ("Taxe de séjour", a town's tax per night and guest), with
 * no rate: an item, not the invoice's tax, when quantity × price makes its amount (`proved`) or when
 * an item follows it, as the invoice's tax never stands between two items.
 */
function taxedCharge(
  row: Row,
  desc: Segment,
  keySeg: Segment,
  qtySeg: Segment,
  priceSeg: Segment,
  ctx: DocContext,
  page: number,
): { item: ItemRow; proved: boolean } | null {
  const m = classifyLabel(desc.text, ["tax"]);
  if (!m || m.kind !== "prefix" || !/\p{L}{2}/u.test(desc.text.slice(m.valueStart)) || RATE_IN_TEXT.test(row.text)) return null;
  if (isTotalsRow(row.parts, ["subtotal", "total"])) return null;
  const amount = readCell(keySeg, readMoney(keySeg.text, ctx));
  if (!amount || Number(amount.value) <= 0) return null;
  const qty = readCell(qtySeg, readNumber(qtySeg.text, ctx));
  const price = readCell(priceSeg, readMoney(priceSeg.text, ctx));
  const proved = typeof qty?.value === "number" && typeof price?.value === "number" && rowAddsUp(qty.value, price.value, Number(amount.value));
  const cells: ItemRow["cells"] = { item_amount: amount, item_description: descriptionCell(desc) };
  if (proved) Object.assign(cells, { item_quantity: qty, item_unit_price: price });
  return { item: { page, cells }, proved };
}

/** A row under the table's own sum, for titled-groups.ts: a heading is one cell of words, a charge prints no quantity or price. */
function trailingRow(row: Row, columns: Column[], ctx: DocContext, page: number): TrailingRow {
  const keySeg = cellSegment(columns, row.words, "item_amount");
  const desc = cellSegment(columns, row.words, "item_description");
  const amount = readCell(keySeg, readMoney(keySeg.text, ctx));
  if (!amount) return row.parts.length === 1 && !/\d/.test(row.text) && /\p{L}{2}/u.test(row.text) ? { kind: "heading" } : { kind: "other" };
  const figures = (f: ItemField) => /\d/.test(cellSegment(columns, row.words, f).text);
  if (figures("item_quantity") || figures("item_unit_price")) return { kind: "other" };
  const cents = Math.round(Number(amount.value) * 100);
  const charge = isCharge(amount, desc.text) && !isTotalsRow(row.parts) && !isBareTotalsLabel(desc.text);
  return charge
    ? {
        kind: "amount",
        cents,
        item: { page, cells: { item_amount: amount, item_description: descriptionCell(desc) } },
      }
    : { kind: "amount", cents };
}

/** The row's description is set smaller than the item's own first words (a text layer's sizes: OCR only guesses them from its boxes). */
function setSmaller(item: ItemRow, desc: Segment): boolean {
  const first = (item.cells.item_description as ItemCell).words[0];
  if (!first || first.font === OCR_FONT || !desc.parts.length) return false;
  return Math.max(...desc.parts.map((p) => p.word.fontSize)) < first.fontSize - 0.5;
}

/**
 * The description cell as printed in its segment. Opening figures or codes set apart from the words
 * after them by more than a word space on the text layer are another cell read with it (a position
 * or article column its header did not set apart: "1   50071   Copy-editing of manuscript"): which
 * words are the description is doubtful, so the cell is read at a quality that keeps it under 0.9
 * however its row adds up.
 */
const descriptionCell = (desc: Segment): ItemCell => {
  const words = desc.parts.map((p) => p.word);
  return { value: desc.text, words, quality: leadingCell(words) ? 0.85 : 1 };
};

/** A code: capitals, digits and marks with a digit among them ("1", "50071", "A-3654", "SRV-790"). */
const CODE_RE = /^(?=.*\d)[\p{Lu}\d][\p{Lu}\d./#-]*$/u;

/**
 * The row's first words are codes set further apart from the next word than 0.6 of their size (a
 * word space is about a quarter). OCR's boxes say nothing of spacing.
 */
function leadingCell(words: readonly Word[]): boolean {
  const row = words.filter((w) => w.font !== OCR_FONT && Math.abs(w.baseline - words[0]!.baseline) < 1).sort((a, b) => a.bbox[0] - b.bbox[0]);
  for (let i = 1; i < row.length; i++) {
    const [a, b] = [row[i - 1]!, row[i]!];
    if (!CODE_RE.test(a.text)) return false;
    if (b.bbox[0] - a.bbox[2] > 0.6 * Math.max(a.fontSize, b.fontSize)) return true;
  }
  return false;
}

/** A charge's text and a positive amount: never a deduction or a step of the totals ("abzgl. Abschläge netto | (57.631,26)"). */
function isCharge(amount: ItemCell | undefined, text: string): amount is ItemCell {
  return !!amount && Number(amount.value) > 0 && /\p{L}{2}/u.test(text) && !/:\s*$/.test(text) && !namesNetOrTax(text);
}

/**
 * Keeps the amount-only rows when all the rows' amounts with them add up to the figure under them
 * (the subtotal, or the total of an untaxed bill) to the cent, and drops them otherwise. An item's
 * conditions go either way: a surcharge set in under a position ("Verpackungsanteil") is part of
 * that position's amount, not a line of its own.
 */
function settle(out: ItemRow[], unsummed: Set<ItemRow>, figure: number | null, conditions: ReadonlySet<ItemRow>): void {
  if (!unsummed.size) return;
  const summed = figure !== null && amountCents(out) === Math.round(figure * 100);
  for (const r of unsummed) if (!summed || conditions.has(r)) out.splice(out.indexOf(r), 1);
  unsummed.clear();
}

/** The row right under a row without amount prints only its amount (and the description's wrap), and quantity × unit price gives it. */
function amountBelow(waiting: { row: Row; cells: ItemRow["cells"] }, row: Row, amount: ItemCell): boolean {
  const q = waiting.cells.item_quantity?.value;
  const p = waiting.cells.item_unit_price?.value;
  if (typeof q !== "number" || typeof p !== "number" || typeof amount.value !== "number") return false;
  if (row.top - waiting.row.bottom > (waiting.row.bottom - waiting.row.top) * 1.5) return false;
  return rowAddsUp(q, p, amount.value);
}

/**
 * Words that take an amount off ("abzüglich", "abzgl.", "less", "minus", "déduction", "à déduire",
 * "moins", "menos", "meno"), opening the row.
 */
const DEDUCTION_OPENING = /^\s*(?:abzgl|abzuglich|less|minus|deduct\p{L}*|a deduire|moins|menos|meno)(?![\p{L}\p{N}])/u;

/**
 * A row that opens with a deduction ("abzüglich 3 bisherige Teilrechnung(en) | -117.730,94") is a
 * step of the totals, never an item, though a count in its text falls under the quantity column.
 */
function opensWithDeduction(row: Row): boolean {
  return DEDUCTION_OPENING.test(fold(segmentOf([...row.words].sort((a, b) => a.bbox[0] - b.bbox[0])).text).toLowerCase());
}

/** A percentage rate ("4 %", "(0.375% on $408.00)"). */
const RATE_IN_TEXT = /\d\s?%/;

/** An amount with cents ("€670,00", "1.234,50"), as a figure column prints it. */
const MONEY_FIGURE_RE = /\d[.,]\d{2}(?!\d)/;

/**
 * A wrapped description continues directly under its row, in the description column, with no
 * amount beside it; an annotation with a value ("Bruttopreis : 9,90") is not description.
 */
function continues(columns: Column[], current: { descLines: number; bottom: number }, row: Row, desc: Segment, keySeg: Segment): boolean {
  if (!desc.text.trim() || keySeg.text.trim() || current.descLines >= 5) return false;
  // A number in a quantity or price column makes it a row of its own (a charge, a summary), and so
  // does an amount in a column whose head we could not name ("monatlich"): a wrap has no figures.
  const ownFigure = (w: Word) => {
    const col = columnOf(columns, w);
    if (!col || col.field === "item_description") return false;
    return col.field === null ? MONEY_FIGURE_RE.test(w.text) : /\d/.test(w.text) && ["item_quantity", "item_unit_price", "item_amount"].includes(col.field);
  };
  if (row.words.some(ownFigure)) return false;
  if (/^[^:]{1,40}:\s*[-+]?\d/.test(desc.text)) return false;
  return row.top - current.bottom < (row.bottom - row.top) * 1.5;
}

/** A row of article numbers or an annotation ("Bruttopreis : 9,90"): part of an item, never a reason to stop. */
function incidental(columns: Column[], row: Row): boolean {
  const text = segmentOf([...row.words].sort((a, b) => a.bbox[0] - b.bbox[0])).text;
  return /^[^:]{1,40}:\s*[-+]?\d/.test(text) || row.words.every((w) => !columnOf(columns, w)?.field);
}

/** Items whose description never appeared are not returned: a number alone (a position "1", "2 #") is not an item. */
function described(rows: ItemRow[]): ItemRow[] {
  return rows.filter((r) => /\p{L}{2}/u.test(String(r.cells.item_description?.value ?? "")));
}
