import type { Line, Page, PositionedDocument } from "../../layout/types";
import { classifyLabel, LINE_ITEM_FIELDS } from "../../values";
import type { DocContext } from "../types";
import { height, lineTail, linesBelow, linesRightOf, sameRow, segmentOf, wordsInSpan, type Segment } from "../geometry";
import { readMoney, readNumber } from "../read-value";
import type { ItemField } from "./columns";
import type { ItemCell, ItemRow } from "./line-items";

// Line items printed as one block of labelled rows per position, as e-invoice viewers print them:
// "Position 1" / "Artikelname: …" / "Menge: 2" / "Preis pro Einheit (netto): …" / "Gesamtpreis
// (netto): …". Each row is a label and its value (on one line after a colon, or in the value
// column of the same row); a block begins at its description row and ends before the next
// one. A block counts only with a description and an amount, and a label is never a value.

const LABEL_RE = /^([\p{L}][\p{L}.\-/() ]{0,40}?)\s*:\s*(.*)$/u;
/** What may follow an item label without changing its field: "Unit price (net)", "Line amount excl. VAT", "Total ligne HT". */
const NET_QUALIFIER =
  /^[\s(]*(?:net|netto|nett|excl\.?\s*(?:vat|tax)|ex\.?\s*vat|ohne\s+(?:ust|mwst)\.?|o\.\s*(?:ust|mwst)\.?|ht|hors\s+taxes?|h\.t\.)[\s).]*$/iu;

/** The item field `label` names as a whole (a net qualifier after it allowed), or null. */
function itemLabel(label: string) {
  const c = classifyLabel(label, LINE_ITEM_FIELDS);
  if (!c || c.strength !== "strong") return null;
  return c.kind === "exact" || (c.kind === "prefix" && NET_QUALIFIER.test(label.slice(c.end))) ? c : null;
}

interface Labelled {
  field: ItemField;
  value: Segment;
}

function labelledRow(page: Page, line: Line): Labelled | null {
  const m = LABEL_RE.exec(line.text);
  if (!m) return bareRow(page, line);
  const c = itemLabel((m[1] as string).trim());
  if (!c) return null;
  const rest = m[2] as string;
  const value = rest ? lineTail(line, line.text.length - rest.length) : ((r) => (r ? segmentOf(r.words) : null))(linesRightOf(page, line)[0]);
  if (!value || !value.text.trim()) return null;
  return { field: c.field as ItemField, value };
}

/**
 * A label printed without a colon: with its value in the one cell right of it ("Item name |
 * Cloud hosting"), or alone on its row with the value on the line under it. A table's header
 * cell has the other headers on its row.
 */
function bareRow(page: Page, line: Line): Labelled | null {
  const c = itemLabel(line.text.trim());
  if (!c) return null;
  const row = page.lines.filter((l) => l !== line && sameRow(l.bbox, line.bbox));
  const right = linesRightOf(page, line);
  if (row.length === 1 && right.length === 1) return { field: c.field as ItemField, value: segmentOf((right[0] as Line).words) };
  if (row.length) return null;
  const under = linesBelow(page, line.bbox, height(line.bbox) * 2.5).find((l) => Math.abs(l.bbox[0] - line.bbox[0]) < 4);
  if (!under || page.lines.some((l) => l !== under && sameRow(l.bbox, under.bbox))) return null;
  return { field: c.field as ItemField, value: segmentOf(under.words) };
}

function cell(field: ItemField, seg: Segment, ctx: DocContext): ItemCell | null {
  if (field === "item_description") {
    const text = seg.text.trim();
    // A value that is itself a label ("Menge:", a header's "Amount") is another row's, not this one's.
    if (!/\p{L}{2}/u.test(text) || /:\s*$/.test(text) || classifyLabel(text, LINE_ITEM_FIELDS)?.kind === "exact") return null;
    return { value: text, words: seg.parts.map((p) => p.word), quality: 1 };
  }
  const r = field === "item_quantity" ? readNumber(seg.text, ctx) : readMoney(seg.text, ctx);
  if (!r || (r.others ?? 0) > 0) return null;
  return { value: r.value as number, words: wordsInSpan(seg, r.start, r.end), quality: r.quality };
}

/** Item rows from per-position blocks of labelled rows; empty when the document prints none. */
export function findItemBlocks(doc: PositionedDocument, ctx: DocContext, fields: readonly ItemField[]): ItemRow[] {
  const items: ItemRow[] = [];
  // A block broken by a page end goes on at the top of the next page.
  let current: ItemRow | null = null;
  const close = () => {
    if (current?.cells.item_description && current.cells.item_amount) items.push(current);
    current = null;
  };
  for (const page of doc.pages) {
    // Label cells of the label column: the value column's own lines are read as values only.
    const lines = [...page.lines].sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
    for (const line of lines) {
      if (lines.some((l) => l !== line && sameRow(l.bbox, line.bbox) && l.bbox[2] <= line.bbox[0] && labelledRow(page, l) !== null)) continue;
      const row = labelledRow(page, line);
      if (!row || !fields.includes(row.field)) continue;
      if (row.field === "item_description" || !current) close();
      current ??= { page: page.number, cells: {} };
      if (current.cells[row.field]) {
        // A second value for a field the block already holds: the blocks are not what this reader assumes.
        close();
        continue;
      }
      const c = cell(row.field, row.value, ctx);
      if (c) current.cells[row.field] = c;
    }
  }
  close();
  return items;
}
