import type { Line } from "../../layout/types";
import { classifyLabel, fold, type LabelField } from "../../values";
import { mayLabel } from "../anchor";

/** A tax label printed around its rate: "20 % Umsatzsteuer", "8.25% VAT", "zzgl. 19 % USt.". */
export const RATE = /\s*\b\d{1,2}(?:[.,]\d{1,3})?\s?%\s*/u;

/** True when a row of lines carries a totals label (subtotal, tax, total …): the item table ends or pauses there. */
export function isTotalsRow(lines: readonly Line[], fields: readonly LabelField[] = ["subtotal", "tax", "total"]): boolean {
  // Only the row's first cell may carry a rate; "7 % VAT (S)" further right is an item's tax category.
  const first = lines.reduce<Line | null>((a, l) => (a && a.bbox[0] <= l.bbox[0] ? a : l), null);
  return lines.some((l) => {
    if (!mayLabel(l, fields)) return false;
    const text = l === first ? l.text.replace(RATE, " ").trim() : l.text;
    const m = classifyLabel(text, fields);
    if (m === null || m.strength !== "strong" || !fields.includes(m.field as LabelField)) return false;
    if (m.kind !== "contains") return true;
    // A total word after what it sums ends the label too ("Vorschreibung gesamt", "Kosten insgesamt"),
    // when the row prints its amount: "Beschreibung: Hardware Gesamt" under an item names a group.
    const closes = !/[\p{L}\p{N}]/u.test(text.slice(m.end)) && !text.includes(":");
    return m.field === "total" && closes && lines.some((o) => o !== l && /\d/.test(o.text));
  });
}

/** Words that qualify an amount label ("Total due", "Summe netto", "Subtotal EUR"): never a group's name. */
const QUALIFIER =
  /^(?:netto|brutto|net|gross|incl|excl|inkl|exkl|zzgl|ttc|ht|due|amount|betrag|payable|general|final|gesamt|vat|tax|mwst|ust|tva|btw|iva|positionen|positions|lines|items|posten|artikel|invoice|rechnung|facture|factuur|order|bestellung|[a-z]{3})$/;

/** A numbered section of an item list ("Total lot 2", "Summe Titel 01", "Subtotal section 3"). */
const SECTION =
  /^\s*(?:lot|los|section|part|group|gruppe|titel|title|abschnitt|baugruppe|kapitel|chapitre|chapter|hoofdstuk)\s+\d{1,3}(?:\.\d{1,3})*\s*:?\s*$/iu;

/**
 * A subtotal or total label followed by a group's name ("Subtotal Hardware", "Summe Material",
 * "Subtotaal Arbeid"): the sum of one group of items inside the table, weak labels included.
 */
export function namesGroup(text: string): boolean {
  const m = classifyLabel(text, ["subtotal", "total"]);
  if (!m || m.kind !== "prefix") return false;
  if (SECTION.test(text.slice(m.end))) return true;
  const words = (text.slice(m.end).split(/[\d€$£:]/u)[0] ?? "").trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 3) return false;
  // A name is capitalised; "Total Station rental" is an item's description.
  return (
    words.every((w) => /^\p{Lu}/u.test(w)) &&
    words.some((w) => /\p{Ll}{2}/u.test(w)) &&
    !words.some((w) => QUALIFIER.test(fold(w).toLowerCase().replace(/\.$/, "")))
  );
}
