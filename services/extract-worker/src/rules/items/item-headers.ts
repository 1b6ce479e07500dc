import type { Line, Page } from "../../layout/types";
import { classifyLabel, fold, LINE_ITEM_FIELDS } from "../../values";
import { overlapX, sameRow, segmentOf } from "../geometry";
import { mayLabel, namesDueDate } from "../anchor";
import type { Column, ItemField } from "./columns";
import { RATE } from "./totals-row";
import { withHeaderMisreads } from "./header-misreads";
import { withGluedHeads } from "./glued-heads";

// The header row of an item table: a line naming the description column and the lines around it,
// each cell naming a column (stacked header lines are joined: "Positions-/betrag" →
// "Positionsbetrag"; cells printed as one line are split at their labels; a label OCR misread by
// one glyph is read as printed: header-misreads.ts).

const HEADER_BAND = 18;
/** A currency over a unit heads a price per unit ("€/Einheit", "EUR/m²", "$/hr"). */
const PER_UNIT_RE = /^(?:[€$£¥]|\p{Lu}{3})\s?\/\s?\p{L}/u;

function columnsFrom(band: Line[]): Column[] {
  const stacks: Line[][] = [];
  for (const l of [...band].sort((a, b) => a.bbox[1] - b.bbox[1])) {
    const stack = stacks.find((s) => s.some((o) => Math.min(o.bbox[2], l.bbox[2]) - Math.max(o.bbox[0], l.bbox[0]) > 0));
    if (stack) stack.push(l);
    else stacks.push([l]);
  }
  const columns = stacks
    .flatMap((s) => splitMerged(s))
    .map((s) => {
      const text = s
        .map((l) => l.text)
        .join(" ")
        .replace(/(\p{L})- (\p{Ll})/gu, "$1$2");
      // A narrow cell may break a word wherever the cell ends, with no hyphen ("Gesamtprei" / "s (€)"):
      // the cell's head is then the word read whole, when only that names a column.
      const unbroken = s
        .map((l) => l.text)
        .join("\n")
        .replace(/(\p{L})\n(\p{Ll})/gu, "$1$2")
        .replace(/\n/g, " ");
      const lexicalOf = (t: string) => {
        const m = classifyLabel(t, LINE_ITEM_FIELDS);
        return { m, field: m && (m.kind !== "contains" || m.strength === "strong") ? (m.field as ItemField) : null };
      };
      const spaced = lexicalOf(text);
      const { m, field: lexical } = spaced.field || unbroken === text ? spaced : lexicalOf(unbroken);
      const field = lexical ?? (PER_UNIT_RE.test(text) ? "item_unit_price" : null);
      const box = { x0: Math.min(...s.map((l) => l.bbox[0])), x1: Math.max(...s.map((l) => l.bbox[2])) };
      return { field, ...box, score: m?.score ?? 0, ...(!field && isTaxLabel(text) ? { taxes: true } : {}) };
    });
  columns.sort((a, b) => a.x0 - b.x0);
  // One column per field: the strongest label keeps it ("Omschrijving" over "Artikel"), but the
  // description is the column with the room for it, whatever its label: a position number's
  // narrow "Item" left of "Product / Service" heads no description.
  const room = (c: (typeof columns)[number]) => (columns[columns.indexOf(c) + 1]?.x0 ?? Infinity) - c.x0;
  const descriptions = columns.filter((c) => c.field === "item_description");
  const widest = descriptions.reduce<(typeof columns)[number] | null>((w, c) => (!w || room(c) > room(w) ? c : w), null);
  for (const c of columns) {
    if (c.field === "item_description" && descriptions.length > 1) {
      if (c !== widest) c.field = null;
    } else if (c.field && columns.some((o) => o !== c && o.field === c.field && o.score > c.score)) c.field = null;
  }
  return columns.map(({ score: _score, ...col }) => col);
}

/** The word after a tax label that names its rate ("Tax rate", "VAT rate", "TVA taux"): the tax column's, no unit price's. */
const TAX_RATE_WORD = /^(?:rate|satz|taux|tasa|tarief|aliquota)$/i;

/** A tax label and at most a rate: "Tax", "Taxes", "VAT 20 %", "Tax 6.5%", "19 % MwSt.", "Tax rate". */
export function isTaxLabel(text: string): boolean {
  const words = text.replace(RATE, " ").replace(/\s+/g, " ").trim().split(" ");
  if (words.length === 2 && TAX_RATE_WORD.test(words[1]!)) words.pop();
  const m = classifyLabel(words.join(" "), ["tax"]);
  return m !== null && m.strength === "strong" && m.kind === "exact";
}

/**
 * Header cells printed close together come as one line ("Pos Art-Nr-Kunde Beschreibung", "Menge
 * Einheit Einzelpreis (netto) USt.", "Bruttopreis Nachlass Preis pro Einheit (netto) Nettobetrag"):
 * a line is split so each field's column starts at its label, words before the first label
 * making a column of their own.
 */
function splitMerged(stack: Line[]): Line[][] {
  if (stack.length === 1) return splitAtLabels(stack[0] as Line);
  // A stacked head over such a line ("E-PREIS RAB. % UST-" over "KZ.") joins the cell it stands in.
  const main = stack.reduce((a, b) => (b.words.length > a.words.length ? b : a));
  const cells = splitAtLabels(main);
  if (cells.length < 2) return [stack];
  const span = (c: Line[]) => [c[0]!.bbox[0], c[0]!.bbox[2]] as const;
  const overlap = (c: Line[], l: Line) => Math.min(span(c)[1], l.bbox[2]) - Math.max(span(c)[0], l.bbox[0]);
  const others = stack.filter((l) => l !== main);
  // Every cell of the line must name its column (a heading's words before the first label name none).
  const named = (c: Line[]) => !!classifyLabel(c[0]!.text, LINE_ITEM_FIELDS) || DISCOUNT_HEAD.test(fold(c[0]!.words[0]!.text).toLowerCase());
  if (!cells.every(named)) return [stack];
  // A line over several of the cells (a heading over the table) keeps the stack whole, as before.
  if (others.some((l) => cells.filter((c) => overlap(c, l) > 0).length !== 1)) return [stack];
  for (const l of others) {
    const cell = cells.find((c) => overlap(c, l) > 0)!;
    cell.push(l);
    cell.sort((a, b) => a.bbox[1] - b.bbox[1]);
  }
  return cells;
}

/** A discount column's head, written out or cut short ("Rabatt", "Rab.", "Remise", "Rem.", "Discount", "Disc.", "Dto."). */
const DISCOUNT_HEAD = /^(?:rab|rabatt|nachlass|discount|disc|remise|rem|korting|descuento|dto|sconto)\.?$/;

function splitAtLabels(line: Line): Line[][] {
  // "Beschreibung: Hardware Gesamt" is a label and its value, not two header cells.
  if (line.text.includes(":")) return [[line]];
  const starts: Array<{ at: number; field: string | null }> = [];
  // A label's own words never start another column: "Total price in €" is one amount column, not
  // "Total" and a unit price "price in €".
  let coveredUntil = 0;
  line.words.forEach((w, i) => {
    if (i < coveredUntil) return;
    // A discount's head fused to the price's ("Einzelpreis Rabatt %", "Prix unitaire HT Rem. %") heads a column of its own.
    if (i > 0 && DISCOUNT_HEAD.test(fold(w.text).toLowerCase())) {
      starts.push({ at: i, field: "discount" });
      return;
    }
    // "Tax rate" heads the tax column: its rate word ("Rate" alone heads a unit price) starts no column of its own.
    if (i > 0 && TAX_RATE_WORD.test(w.text) && isTaxLabel(line.words[i - 1]!.text)) {
      if ((starts[starts.length - 1]?.at ?? -1) < i - 1) starts.push({ at: i - 1, field: "tax" });
      return;
    }
    const seg = segmentOf(line.words.slice(i));
    const m = classifyLabel(seg.text, LINE_ITEM_FIELDS);
    if (!m || m.strength !== "strong" || m.kind === "contains") return;
    let at = i;
    // A slash joins two names of one column ("Artikel / dienst": a weak name and a strong one): the
    // label after it starts no column when the words before it name the same field; else the column
    // starts at the name just before the slash when that names the same field ("Pos. Artikel /
    // Leistung": a cell set tight to its left must not take it), and a name of something else before
    // the slash ("Pos. / Omschrijving") keeps its column.
    if (w.text.startsWith("/") || line.words[i - 1]?.text.endsWith("/")) {
      const before = segmentOf(line.words.slice(starts[starts.length - 1]?.at ?? 0, i)).text.replace(/\s*\/$/, "");
      if (classifyLabel(before, LINE_ITEM_FIELDS)?.field === m.field) return;
      const slash = w.text === "/" ? i : line.words[i - 1]?.text === "/" ? i - 1 : -1;
      const named = slash >= 1 && classifyLabel(line.words[slash - 1]!.text, LINE_ITEM_FIELDS)?.field === m.field;
      if (named && (starts[starts.length - 1]?.at ?? -1) < slash - 1) at = slash - 1;
    }
    coveredUntil = i + seg.parts.filter((p) => p.start < m.end).length;
    if (m.field !== starts[starts.length - 1]?.field) starts.push({ at, field: m.field });
  });
  if (starts.length && starts[0]!.at > 0) starts.unshift({ at: 0, field: null });
  if (starts.length < 2) return [[line]];
  return starts.map(({ at }, k) => {
    const words = line.words.slice(at, starts[k + 1]?.at ?? line.words.length);
    const bbox: Line["bbox"] = [words[0]!.bbox[0], line.bbox[1], words[words.length - 1]!.bbox[2], line.bbox[3]];
    return [{ ...line, words, text: words.map((w) => w.text).join(" "), bbox }];
  });
}

/**
 * A header naming quantity, unit price and amount but heading its first column with what the rows
 * list ("Timekeeper | Hours | Rate | Amount", "Bearbeiter | Stunden | Stundensatz | Betrag"): the
 * unnamed column with the most room, left of the named ones, is the description. True when the
 * columns have a description, named or so given.
 */
function describedBy(columns: Column[]): boolean {
  if (columns.some((c) => c.field === "item_description")) return true;
  const fields = new Set(columns.map((c) => c.field));
  if (!fields.has("item_quantity") || !fields.has("item_unit_price") || !fields.has("item_amount")) return false;
  const firstNamed = columns.findIndex((c) => c.field);
  const room = (i: number) => (columns[i + 1] as Column).x0 - (columns[i] as Column).x0;
  let widest = -1;
  for (let i = 0; i < firstNamed; i++) if (!columns[i]!.taxes && (widest < 0 || room(i) > room(widest))) widest = i;
  if (widest < 0) return false;
  columns[widest]!.field = "item_description";
  return true;
}

/** Header rows of a page: a line naming the description column (or the quantity's: describedBy), and the lines around it. */
export function headers(page: Page): { top: number; bottom: number; columns: Column[] }[] {
  const out: { top: number; bottom: number; columns: Column[] }[] = [];
  const lines = page.lines.map((l) => withGluedHeads(withHeaderMisreads(l)));
  for (const seed of lines) {
    if (!mayLabel(seed, ["item_description", "item_quantity"])) continue;
    const m = classifyLabel(seed.text, LINE_ITEM_FIELDS);
    const byQuantity = m?.field === "item_quantity" && m.kind === "exact" && m.strength === "strong";
    if (!m || (m.field !== "item_description" && !byQuantity) || (m.kind === "contains" && m.strength !== "strong")) continue;
    const c = (seed.bbox[1] + seed.bbox[3]) / 2;
    if (out.some((h) => c >= h.top && c <= h.bottom)) continue;
    // Header cells carry no numbers; a row with a digit anywhere is the first item row.
    const row = lines.filter((l) => sameRow(seed.bbox, l.bbox));
    // So is a row with figures right under a header, though its description names a column ("Product photography").
    if (out.some((h) => c > h.bottom && c - h.bottom <= HEADER_BAND) && row.some((l) => /\d/.test(l.text))) continue;
    // Off the seed's row, a piece of a stacked cell sits over or under one cell; a line across two
    // of the row's cells is the sentence or title set just above the table (small type or tight
    // leading brings it inside the band), and would join those cells into one column.
    const acrossCells = (l: Line) => !row.includes(l) && row.filter((o) => overlapX(o.bbox, l.bbox) > 0).length >= 2;
    const near = lines.filter((l) => Math.abs((l.bbox[1] + l.bbox[3]) / 2 - c) <= HEADER_BAND && !acrossCells(l));
    // Under a row that names the figure columns itself, a line set in none of its fonts is the first
    // item's, not a stacked header cell: a cell centred vertically prints its first line above its
    // figures, close under the header. (Under a heading that names only the description, the header
    // row below it is another font.)
    const fonts = new Set(row.flatMap((l) => l.words.map((w) => w.font)));
    const bottom = Math.max(...row.map((l) => l.bbox[3]));
    const named = new Set(columnsFrom(row).map((col) => col.field));
    const full = named.has("item_amount") || named.has("item_unit_price");
    // So is a line set apart from the row by more than leading (a cell's padding) that names no column.
    const apart = (l: Line) => l.bbox[1] - bottom > 0.3 * (l.bbox[3] - l.bbox[1]) && classifyLabel(l.text, LINE_ITEM_FIELDS) === null;
    const itemLine = (l: Line) => full && l.bbox[1] >= bottom - 1 && (l.words.every((w) => !fonts.has(w.font)) || apart(l));
    const band = near.filter((l) => !itemLine(l) && !near.some((o) => /\d/.test(o.text) && sameRow(o.bbox, l.bbox)));
    // A seed whose own row carries figures is an item's description ("Consulting services | 1 HUR |
    // 174.25"): the header it would make is the real one above, cut down to the cells no figure
    // below it crosses.
    if (!band.includes(seed)) continue;
    // A row naming a due date beside a description and an amount is a payment schedule ("Beschreibung | Fälligkeit | Betrag").
    if (band.some((l) => namesDueDate(l.text))) continue;
    const columns = columnsFrom(band);
    if (byQuantity && !describedBy(columns)) continue;
    const fields = new Set(columns.map((col) => col.field));
    if (!fields.has("item_amount") && !fields.has("item_unit_price")) continue;
    // Two named columns are enough when they are a description and an amount ("Description | Amount").
    if (columns.filter((col) => col.field).length < (fields.has("item_amount") ? 2 : 3)) continue;
    out.push({ top: Math.min(...band.map((l) => l.bbox[1])), bottom: Math.max(...band.map((l) => l.bbox[3])), columns });
  }
  return out.sort((a, b) => a.top - b.top);
}
