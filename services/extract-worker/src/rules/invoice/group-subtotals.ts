import type { PositionedDocument, Word } from "../../layout/types";
import { isCurrencyCode } from "../../values";
import type { Candidate } from "../anchor";

// Group subtotals. An item list split into groups prints one subtotal per group under the same
// label with the group's name after it ("Subtotal Hardware", "Subtotal Software", "Zwischensumme
// Titel 02", "Total section 1"); the document's own subtotal or total carries the label alone. When
// one label heads several different amounts and some of them name a group, those are the groups'
// sums, never the document's.

/**
 * The words printed between the label and its value on the label's line: a group's name, or nothing.
 * A currency code there names the sum's currency ("Total EUR", "Total USD" on a bill in two), no group.
 */
function nameAfterLabel(doc: PositionedDocument, c: Candidate): string {
  const last = c.labelWords[c.labelWords.length - 1];
  if (!last) return "";
  const line = doc.pages[c.page - 1]?.lines.find((l) => l.words.includes(last));
  if (!line) return "";
  const valueStart = c.words.find((w) => line.words.includes(w))?.bbox[0] ?? Infinity;
  const between = line.words.filter(
    (w: Word) => w.bbox[0] >= last.bbox[2] - 0.5 && w.bbox[2] <= valueStart + 0.5 && !c.words.includes(w) && !isCurrencyCode(w.text.replace(/^\(|[):]$/g, "")),
  );
  return between
    .map((w) => w.text)
    .join(" ")
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The subtotal candidates without the groups' subtotals printed under the same label. */
export function withoutGroupSubtotals(doc: PositionedDocument, cands: readonly Candidate[]): Candidate[] {
  const byLabel = new Map<string, Candidate[]>();
  for (const c of cands) {
    const key = c.label?.text.toLowerCase() ?? "";
    if (key) byLabel.set(key, [...(byLabel.get(key) ?? []), c]);
  }
  const groups = new Set<Candidate>();
  for (const list of byLabel.values()) {
    if (new Set(list.map((c) => c.value)).size < 2) continue;
    const named = list.filter((c) => /\p{L}{2}/u.test(nameAfterLabel(doc, c)));
    // Names of at least two groups, or one group's beside the label alone: the named ones are groups'.
    if (new Set(named.map((c) => nameAfterLabel(doc, c))).size >= 2 || (named.length > 0 && named.length < list.length)) for (const c of named) groups.add(c);
  }
  return cands.filter((c) => !groups.has(c));
}
