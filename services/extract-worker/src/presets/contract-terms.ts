import type { PositionedDocument } from "../layout/types";
import { findCandidates, type FieldSpec } from "../rules/anchor";
import { buildContext } from "../rules/context";
import { effectiveDates } from "../rules/contract/dates";
import { governingLaw } from "../rules/contract/law";
import { noticePeriods } from "../rules/contract/notice";
import { contractParties } from "../rules/contract/parties";
import { detailsDate } from "../rules/contract/details-date";
import { labelledParties } from "../rules/contract/labelled-parties";
import { signatureParties } from "../rules/contract/signature-parties";
import { isQuotedDefinition, labelledTerms } from "../rules/contract/labelled";
import { pickTiered } from "../rules/contract/pick";
import { contractText, inAttachment } from "../rules/contract/text";
import { wrappedLabelsJoined } from "../rules/contract/wrapped-labels";
import { keyRows, unnumbered } from "../rules/contract/key-rows";
import { initialTerms, lastsAsItsOrders, renewals, termAttachmentPage } from "../rules/contract/term";
import { emitScalar, emptyOutput } from "../rules/emit";
import { readDate } from "../rules/read-value";
import { matchLabel } from "../values";
import type { PresetOutput } from "./preset-output";

// contract_terms: {party_1, party_2, effective_date, initial_term, auto_renews,
// termination_notice_days, governing_law}. The contract is read as sentences, each classified by
// its own wording before a value is read from it (rules/contract/); the effective date is
// also read from a labelled cover block ("Effective Date: …"). initial_term is the duration
// normalised ("3 years", "12 months"); termination_notice_days is the notice of non-renewal in
// calendar days (1 month = 30 days), or, when the contract has no renewal notice, the notice to
// terminate for convenience at a lower confidence.

const LABELLED_DATE_SCORE = 0.9;
const LABELLED_DATE_PAGES = 2;

/** "the State of New York" and "New York" are one jurisdiction. */
const lawKey = (v: string | number | boolean) =>
  String(v)
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/^(state|commonwealth|province)\s+of\s+/, "")
    .replace(/\s+/g, " ")
    .trim();

// "Order Effective Date", "Agreement Effective Date": the label qualified by the document it dates.
const QUALIFIED_EFFECTIVE_RE = /^\s*(?:order|agreement|contract|subscription|service)\s+effective\s+date\s*:?\s*$/i;

// "effective until December 31, 2024" at the head of a wrapped line: prose about the end of the
// term, not a label. A label is followed by its value or a colon, not by a lower-case word (other
// than those that lead a date: "Effective as of the 1st day of …").
const PROSE_AFTER_LABEL_RE = /^\s*(?!(?:as|of|on|from|the|this|date)\b)\p{Ll}/u;

// "Item 3. Effective Date": a key-terms table's row number leads the label.
const effectiveMatch = unnumbered((text) => matchLabel(text, "effective_date"));

// "Commencement Date: the date specified in item 1 of the Key Details", '"Effective Date" means the date stated in Item 3'.
const DATED_BY_ITEM_RE =
  /\b(?:commencement|effective|start)\s+date["”]?\s*(?::|means)\s*the\s+date\s+(?:specified|stated|set\s+(?:out|forth)|shown)\s+in\s+(?:item|section)\s+\d{1,2}\b/i;

const OWN_DATE_RE = /\b(?:commencement|effective|start)\s+date\s*:?\s+the\s+date\s+of\s+this\s+(?:agreement|contract|deed)\b/i;

/** "Commencement Date | The date of this agreement": a row that dates the agreement by its dating line. */
const OWN_DATE_CELL_RE = /^\s*the\s+date\s+of\s+this\s+(?:agreement|contract|deed)\b/i;
const readOwnDate = (text: string) => {
  const m = OWN_DATE_CELL_RE.exec(text);
  return m ? { value: m[0], start: m.index, end: m.index + m[0].length, quality: 1 } : null;
};

function effectiveLabel(text: string) {
  if (isQuotedDefinition(text)) return null;
  const m = effectiveMatch(text);
  if (m && PROSE_AFTER_LABEL_RE.test(text.slice(m.end))) return null;
  return m?.kind === "contains" && QUALIFIED_EFFECTIVE_RE.test(text) ? { ...m, kind: "exact" as const } : m;
}

export function contractTerms(doc: PositionedDocument): PresetOutput {
  const ctx = buildContext(doc);
  const ct = contractText(doc);
  const out = emptyOutput();
  const emit = (field: string, cands: Parameters<typeof pickTiered>[1], keyOf?: Parameters<typeof pickTiered>[2]) => {
    const { resolved, confidence } = pickTiered(field, cands, keyOf);
    emitScalar(out, field, resolved, confidence);
  };

  // A preamble names the parties; an order form without one prints them as a table of roles, and a
  // letter or an agreement "among the parties whose names appear on the signature page" in its signature blocks.
  const preamble = contractParties(ct);
  const labelledOnes = preamble.length ? preamble : labelledParties(doc);
  const parties = labelledOnes.length ? labelledOnes : signatureParties(ct);
  emit(
    "party_1",
    parties.filter((c) => c.field === "party_1"),
  );
  emit(
    "party_2",
    parties.filter((c) => c.field === "party_2"),
  );

  const labelled: FieldSpec = { name: "effective_date", kind: "date", match: effectiveLabel, reader: readDate };
  // A labelled date on a later page dates an exhibit or a signature, and a label inside a line is prose.
  // An order form's label may wrap in its column ("Order Effective" / "Date"): labels are read whole.
  const labels = wrappedLabelsJoined(doc);
  // …unless the agreement defines its date as the one an item of its key-terms table states: that table
  // (a schedule after the signatures) is where the agreement is dated.
  const datedByItem = DATED_BY_ITEM_RE.test(ct.text);
  const labelledDates = findCandidates(labels, ctx, labelled)
    .filter((c) => c.label?.kind !== "contains" && (datedByItem || (c.page <= LABELLED_DATE_PAGES && !(c.words[0] && inAttachment(ct, c.page, c.words[0])))))
    .map((c) => ({ ...c, score: Math.min(c.score, LABELLED_DATE_SCORE) }));
  // Dated by an item we could not read, a dating line is the signing, not the start — unless the item
  // itself says the agreement starts on the date of the agreement.
  const ownDate = () =>
    OWN_DATE_RE.test(ct.text) ||
    findCandidates(labels, ctx, { name: "effective_date", kind: "text", match: effectiveLabel, reader: readOwnDate, below: false }).length > 0;
  const prose = datedByItem && !labelledDates.length && !ownDate() ? [] : effectiveDates(ct, ctx);
  emit("effective_date", [...prose, ...labelledDates, ...detailsDate(doc, labels, ctx)]);

  // A term clause may refer the term to a schedule: that schedule's labelled term is read however late its page.
  emit("initial_term", [...initialTerms(ct), ...(lastsAsItsOrders(ct) ? [] : labelledTerms(labels, ctx, termAttachmentPage(ct)))]);
  // A key-terms table's rows print the renewal, the notice and the law its clauses only refer to.
  const rows = keyRows(labels, ctx, ct.text);
  emit("auto_renews", [...renewals(ct), ...rows.renewal]);
  const notice = noticePeriods(ct);
  const nonRenewal = [...notice.nonRenewal, ...rows.notice];
  emit("termination_notice_days", nonRenewal.length ? nonRenewal : notice.withheld ? [] : notice.convenience);
  emit("governing_law", [...governingLaw(ct), ...rows.law], lawKey);
  return out;
}
