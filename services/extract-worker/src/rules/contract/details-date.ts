import type { PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import { segmentOf, wordsInSpan } from "../geometry";
import { pageRows } from "../rows";
import type { DocContext } from "../types";
import { datesIn } from "./dates";

// An Australian "Details" schedule opens with the agreement's date: "Date | 16 May 2026" over the
// "Parties" rows. A bare "Date" row elsewhere dates a signature, so only the one that heads the
// parties of the first page is read; it counts as a preamble's "made on" date, and a Commencement
// Date of its own (a labelled row or a definition, 0.9) outranks it.
const DATE_LABEL = /^date(?:\s+of\s+(?:this\s+)?agreement)?\s*:?$/i;
const PARTIES_HEAD = /^parties\s*:?$/i;
/** Rows between the date and the "Parties" row (none in the schedules drafted so; a reference row at most). */
const REACH = 2;
const DETAILS_DATE_SCORE = 0.85;

export function detailsDate(doc: PositionedDocument, ctx: DocContext): Candidate[] {
  const page = doc.pages[0];
  if (!page) return [];
  const rows = pageRows(page);
  const at = rows.findIndex((r) => r.parts.length === 2 && DATE_LABEL.test(r.parts[0]!.text.trim()));
  if (at < 0 || !rows.slice(at + 1, at + 2 + REACH).some((r) => PARTIES_HEAD.test(r.parts[0]?.text.trim() ?? ""))) return [];
  const [label, cell] = rows[at]!.parts;
  if (!label || !cell) return [];
  const found = datesIn(cell.text, ctx);
  const d = found[0];
  // The cell holds the date and nothing else.
  if (found.length !== 1 || !d || cell.text.slice(0, d.start).trim() || cell.text.slice(d.end).trim()) return [];
  const words = wordsInSpan(segmentOf(cell.words), d.start, d.end);
  return [{ field: "effective_date", value: d.iso, score: DETAILS_DATE_SCORE, page: page.number, words, via: "rule", label: null, labelWords: label.words }];
}
