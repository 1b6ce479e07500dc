import type { PositionedDocument } from "../../layout/types";
import { findDurations, type LabelMatch } from "../../values";
import { findCandidates, type Candidate, type LabelMatcher } from "../anchor";
import { wrapsOnto } from "../geometry";
import type { ReadValue } from "../read-value";
import type { DocContext } from "../types";
import { isJurisdiction } from "./jurisdictions";

// A key-terms table ("Basic Terms", "Key Details", "Vertragsdaten") numbers its rows: "Item 4. Initial
// Term", "4. Initial Term", "(d) Renewal". The number is the row's, not part of the label, so a label
// that would be read whole without it ("Initial Term") is read whole with it. And the table, not the
// clauses, is then where the renewal, the notice and the law are printed ("continues for the Initial
// Term stated in Item 4", "mit der in den Vertragsdaten genannten Kündigungsfrist"): each is read
// from its own row, whose label must name it exactly and whose cell must hold that value and nothing
// else of its kind. The rows around them print other periods ("Cure Period", "Payment Terms",
// "Zahlungsziel", "Fee Adjustment"): their labels name none of these, so they are never read.

const ENUMERATOR_RE = /^\s*(?:(?:item|section|ziffer|nr\.?)\s+)?(?:\d{1,2}(?:\.\d{1,2})?\.?|\([a-z\d]{1,3}\)|[a-z]\)|[IVX]{1,4}\.)\s+(?=\p{Lu})/iu;

const RUN_IN_RE = /^\.\s+\S/;

/** The text without the row number that leads it ("Item 1. Provider" → "Provider"). */
export const withoutRowNumber = (text: string) => text.slice(ENUMERATOR_RE.exec(text)?.[0].length ?? 0);

/** `match` with a row number before the label ignored: the label is read as if it opened the text. */
export function unnumbered(match: LabelMatcher): LabelMatcher {
  return (text) => {
    const lead = ENUMERATOR_RE.exec(text)?.[0].length ?? 0;
    if (!lead) return match(text);
    const rest = text.slice(lead);
    const m = match(rest);
    // "Section 3.1 Term. This Agreement begins …": a numbered clause's run-in heading, not a row's label.
    if (!m || RUN_IN_RE.test(rest.slice(m.end))) return match(text);
    return { ...m, start: m.start + lead, end: m.end + lead, valueStart: m.valueStart + lead };
  };
}

/** Below the prose readings, as the other labelled values of a cover block. */
const ROW_SCORE = 0.85;
const ROW_PAGES = 2;
// "for the Initial Period specified in item 4 of the Key Details": the clauses point into a numbered
// table, which may then stand anywhere (a UK schedule after the signatures holds the agreement's terms).
const REFERS_TO_ITEM_RE = /\b(?:stated|set\s+(?:forth|out)|specified|shown|listed)\s+in\s+(?:item|section)\s+\d{1,2}\b/i;

/** A label that names one thing exactly ("Non-Renewal Notice", "Kündigungsfrist"), whatever row number leads it. */
function exactLabel(re: RegExp): LabelMatcher {
  return unnumbered((text): LabelMatch | null => {
    const m = re.exec(text);
    if (!m) return null;
    const end = m[0].replace(/[\s:]+$/, "").length;
    let valueStart = m[0].length;
    while (valueStart < text.length && /[\s:.\-–]/.test(text[valueStart] as string)) valueStart++;
    return {
      field: null,
      score: 1,
      kind: "exact",
      strength: "strong",
      synonym: m[0],
      language: null,
      tokens: 2,
      text: text.slice(0, end),
      start: 0,
      end,
      valueStart,
    };
  });
}

function rowCandidates(
  doc: PositionedDocument,
  ctx: DocContext,
  name: string,
  label: RegExp,
  reader: (text: string) => ReadValue | null,
  anyPage: boolean,
): Candidate[] {
  return findCandidates(doc, ctx, { name, kind: "text", match: exactLabel(label), reader, below: false })
    .filter((c) => anyPage || c.page <= ROW_PAGES)
    .map((c) => ({ ...c, score: Math.min(c.score, ROW_SCORE) }));
}

// The notice not to renew, or to end a contract of no fixed term: its row and nothing after its
// period but what it is notice of ("before the end of the then-current term", "zum Ende der Laufzeit").
const NOTICE_LABEL_RE =
  /^(?:non-?renewal\s+notice(?:\s+period)?|notice\s+of\s+non-?renewal|notice\s+period|termination\s+notice|kündigungsfrist)\s*:?(?=\s|$)/iu;
const NOTICE_TAIL_RE =
  /^(?:['’]s?)?\s*(?:(?:prior\s+)?(?:written\s+)?notice\b)?\s*(?:(?:by\s+either\s+party)|(?:(?:before|prior\s+to)\s+(?:the\s+)?(?:end|expiry|expiration)\b.*)|(?:zum\s+(?:Ende|Ablauf|Laufzeitende|Quartalsende|Monatsende|Jahresende)\b.*))?\s*\.?\s*$/iu;

export function readNoticeCell(text: string): ReadValue | null {
  const found = findDurations(text);
  const first = found[0];
  if (!first || found.length > 1 || text.slice(0, first.start).trim() || first.days === null) return null;
  if (first.unit === "business_day" || first.unit === "year") return null;
  if (!NOTICE_TAIL_RE.test(text.slice(first.end))) return null;
  return { value: first.days, start: first.start, end: first.end, quality: 1 };
}

// Renewal as a row says it: automatic ("Automatically for successive …", "Successive periods of 12
// months", "jeweils um 12 Monate"), or none ("None", "Not applicable", "keine"). Renewal by agreement
// only is neither and is not read.
const RENEWAL_LABEL_RE = /^(?:automatic\s+renewal|renewal(?:\s+(?:term|period))?|verlängerung)\s*:?(?=\s|$)/iu;
const RENEWS_CELL_RE = /^\s*(?:automatic(?:ally)?\b|successive\s+(?:renewal\s+)?(?:periods?|terms?)\b|jeweils\s+um\b)/iu;
const NO_RENEWAL_CELL_RE = /^\s*(?:none|not\s+applicable|no\s+automatic\s+renewal|keine)\b/iu;
const MUTUAL_RE = /\b(?:agree\w*|amendment|vereinbar\w*)\b/i;

export function readRenewalCell(text: string): ReadValue | null {
  if (MUTUAL_RE.test(text)) return null;
  const yes = RENEWS_CELL_RE.exec(text);
  if (yes) return { value: true, start: yes.index, end: yes.index + yes[0].length, quality: 1 };
  const no = NO_RENEWAL_CELL_RE.exec(text);
  return no ? { value: false, start: no.index, end: no.index + no[0].length, quality: 1 } : null;
}

// "Governing Law | State of New York", "… | The laws of the State of Delaware, without regard to …",
// "Anwendbares Recht | Recht der Bundesrepublik Deutschland": a known jurisdiction opening the cell.
const LAW_LABEL_RE = /^(?:governing\s+law|applicable\s+law|anwendbares\s+recht)\s*:?(?=\s|$)/iu;
const LAW_LEAD_RE = /^\s*(?:(?:the\s+)?(?:internal\s+)?laws?\s+of\s+|(?:das\s+)?recht\s+der\s+)?(?:the\s+)?/iu;

// "Recht der Bundesrepublik Deutschland": the law of a state named as printed, as the clauses' "Es gilt das Recht der …" is read.
const RECHT_DER_RE = /^\s*(?:[Dd]as\s+)?[Rr]echt\s+der\s+([\p{Lu}][\p{L}]*(?:\s+[\p{Lu}][\p{L}]*){0,3})\s*\.?\s*$/u;

export function readLawCell(text: string): ReadValue | null {
  const named = RECHT_DER_RE.exec(text);
  if (named) {
    const start = text.indexOf(named[1]!);
    return { value: named[1]!, start, end: start + named[1]!.length, quality: 1 };
  }
  const lead = LAW_LEAD_RE.exec(text)?.[0].length ?? 0;
  const rest = text.slice(lead);
  const words = rest
    .split(/(?=[,;(])|\s+(?=without\b|excluding\b|unter\b|ohne\b)/i)[0]!
    .trim()
    .replace(/[.]+$/, "");
  if (!words || !isJurisdiction(words)) return null;
  const start = lead + rest.indexOf(words);
  return { value: words, start, end: start + words.length, quality: 1 };
}

/**
 * A law cell wrapped in a narrow column ("Recht der Bundesrepublik" / "Deutschland"): the line right
 * under the value, flush with it, is read with it. A longer reading replaces the first; a cell that
 * no longer reads as a law is dropped, for part of a name is no name.
 */
function wrappedLaw(doc: PositionedDocument, c: Candidate): Candidate | null {
  const page = doc.pages[c.page - 1];
  const first = c.words[0];
  const line = page?.lines.find((l) => first && l.words.includes(first));
  if (!page || !first || !line) return c;
  // The cell opens after the label where the label shares the value's line.
  const lastLabel = c.labelWords[c.labelWords.length - 1];
  const cell = line.words.slice(lastLabel && line.words.includes(lastLabel) ? line.words.indexOf(lastLabel) + 1 : 0);
  const start = cell[0];
  if (!start) return c;
  const below = page.lines.find((l) => wrapsOnto(line, l, start.bbox[0]));
  if (!below) return c;
  const read = readLawCell(`${cell.map((w) => w.text).join(" ")} ${below.text}`);
  if (!read) return null;
  if (String(read.value).length <= String(c.value).length) return c;
  return { ...c, value: read.value, words: [...c.words, ...below.words] };
}

export interface KeyRows {
  notice: Candidate[];
  renewal: Candidate[];
  law: Candidate[];
}

/** The notice, renewal and law rows of a key-terms table: on the first pages, or anywhere the clauses refer to its items. */
export function keyRows(doc: PositionedDocument, ctx: DocContext, text: string): KeyRows {
  const anyPage = REFERS_TO_ITEM_RE.test(text);
  return {
    notice: rowCandidates(doc, ctx, "termination_notice_days", NOTICE_LABEL_RE, readNoticeCell, anyPage),
    renewal: rowCandidates(doc, ctx, "auto_renews", RENEWAL_LABEL_RE, readRenewalCell, anyPage),
    law: rowCandidates(doc, ctx, "governing_law", LAW_LABEL_RE, readLawCell, anyPage)
      .map((c) => wrappedLaw(doc, c))
      .filter((c): c is Candidate => c !== null),
  };
}
