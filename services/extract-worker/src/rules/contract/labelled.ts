import type { PositionedDocument } from "../../layout/types";
import { findDurations, matchLabel } from "../../values";
import { findCandidates, type Candidate, type FieldSpec } from "../anchor";
import type { ReadValue } from "../read-value";
import type { DocContext } from "../types";
import { unnumbered } from "./key-rows";

// The initial term as a labelled value ("Initial Term: two (2) years from the Order Effective
// Date", a "Subscription Term | 12 months" row of an order form's table). The cell must open with
// the one duration it holds; what may follow only says where the term starts. Read near the top
// only and below the prose readings, like a labelled effective date; or in the schedule that the
// term clause refers the term to, from that schedule's first page on.

const LABELLED_TERM_SCORE = 0.85;
const LABELLED_PAGES = 2;
const MAX_LEAD = 6;
const STARTS_RE = /^[\s,.;]*(?:$|(?:from|commencing|beginning|starting|after|following|as\s+of|ab|à\s+compter|vanaf|desde|a\s+partir)\b)/i;

export function readTerm(text: string): ReadValue | null {
  const found = findDurations(text);
  const first = found[0];
  if (!first || found.length > 1 || first.start > MAX_LEAD || first.normalized === null || first.unit === "business_day") return null;
  if (!STARTS_RE.test(text.slice(first.end))) return null;
  return { value: first.normalized, start: first.start, end: first.end, quality: 1 };
}

// "Subscription Term", "Service Term": a term label qualified by what runs for that term names it as a whole.
const QUALIFIED_TERM_RE = /^\s*(?:initial\s+)?(?:subscription|service|services|licen[cs]e|order|agreement|contract)\s+term\s*:?\s*$/i;

// A term in quotation marks closes a definition in running prose ('(the "Initial Term").', '(the
// "Effective Date")'): it labels nothing, and what sits beside it may be the next column's clause.
const QUOTED_RE = /["“”]/;
export const isQuotedDefinition = (text: string) => QUOTED_RE.test(text);

// "Item 4. Initial Term": a key-terms table's row number leads the label.
const termLabel = unnumbered((text: string) => {
  if (isQuotedDefinition(text)) return null;
  const m = matchLabel(text, "initial_term");
  return m?.kind === "contains" && QUALIFIED_TERM_RE.test(text) ? { ...m, kind: "exact" as const } : m;
});

export function labelledTerms(doc: PositionedDocument, ctx: DocContext, schedulePage: number | null = null): Candidate[] {
  const spec: FieldSpec = { name: "initial_term", kind: "text", match: termLabel, reader: readTerm };
  return findCandidates(doc, ctx, spec)
    .filter((c) => (c.page <= LABELLED_PAGES || (schedulePage !== null && c.page >= schedulePage)) && c.label?.kind !== "contains")
    .map((c) => ({ ...c, score: Math.min(c.score, LABELLED_TERM_SCORE) }));
}
