import type { PositionedDocument, Word } from "../../layout/types";
import { lookupMonth } from "../../values";
import type { Candidate } from "../anchor";

// Our own splitter: sentence libraries lose the word offsets we map provenance back to, and split at "Inc.".
//
// A contract as one stream of words in reading order (pages joined), cut into sentences that do
// not end at the periods of legal forms, initials or abbreviations ("Inc.", "M. D.", "U.S.A.",
// "No."), so a preamble that wraps "Acme, Inc. (the "Company")" stays one sentence. Every match is
// mapped back to the words it covers, on the page where it starts.

export interface ContractSentence {
  /** Offset of the sentence in the document stream. */
  start: number;
  text: string;
  /** The short heading printed just before it ("8.1 Term.", "GOVERNING LAW"), if any. */
  heading: string | null;
}

export interface ContractText {
  text: string;
  parts: { word: Word; start: number; page: number }[];
  sentences: ContractSentence[];
}

// Words whose trailing period is part of the word, not the end of a sentence.
const ABBREVIATIONS = new Set(
  "inc corp co ltd llc l.l.c l.p lp llp plc pty pte s.a sa b.v bv n.v nv s.a.r.l s.r.l s.p.a gmbh ag a.g no nos st ste mr mrs ms dr jr sr messrs blvd ave rd hwy fl approx art sec secs para paras e.g i.e viz vs v u.s u.s.a u.k cf ft dept intl int'l corp. e.k e.v e.kfm".split(" "),
);

/** True when the period after `before` belongs to its last word (an abbreviation, legal form or initial). */
export function endsAbbreviation(before: string): boolean {
  const token = /(\S+)$/.exec(before)?.[1] ?? "";
  const bare = token.replace(/^[("“'‘[]+/, "").toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  // An initial ("M.", "W.") or a dotted run ("U.S", "S.A").
  return /^(\p{L}\.)*\p{L}$/u.test(bare) && bare.replace(/\./g, "").length <= 3 && /^\p{Lu}/u.test(token.replace(/^[("“'‘[]+/, ""));
}

/** Sentence ends: ".", "!" or "?" before a space and not after an abbreviation or initial; a lower-case next word continues. */
function sentenceSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  const re = /[.!?](?=\s|$)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + 1;
    const next = /^\s*(\S)/u.exec(text.slice(end))?.[1] ?? "";
    if (next && /\p{Ll}/u.test(next)) continue;
    if (m[0] === "." && endsAbbreviation(text.slice(from, m.index))) continue;
    // "1. März 2024": a day written as an ordinal before its month.
    if (m[0] === "." && /(?:^|\s)\d{1,2}$/.test(text.slice(from, m.index)) && lookupMonth(/^\s*(\S+)/.exec(text.slice(end))?.[1] ?? "")) continue;
    if (text.slice(from, end).trim()) out.push([from, end]);
    from = end;
  }
  if (text.slice(from).trim()) out.push([from, text.length]);
  return out;
}

/** A short capitalised run that titles what follows: "8.1 Term.", "GOVERNING LAW.", "Section 6. Term." */
function headingOf(sentence: string): string | null {
  const t = sentence.trim().replace(/^(?:(?:section|article|clause)\s+)?[\dIVXivx]+(?:\.\d+)*\.?\s*/i, "").replace(/[.:\-–]+$/, "").trim();
  if (!t || t.split(/\s+/).length > 6) return null;
  return /^[\p{Lu}\d]/u.test(t) && !/\b(shall|will|is|are|may)\b/i.test(t) ? t : null;
}

export function contractText(doc: PositionedDocument): ContractText {
  const parts: ContractText["parts"] = [];
  let text = "";
  for (const page of doc.pages) {
    for (const word of page.words) {
      if (text) text += " ";
      parts.push({ word, start: text.length, page: page.number });
      text += word.text;
    }
  }
  const sentences: ContractSentence[] = [];
  let heading: string | null = null;
  for (const [a, b] of sentenceSpans(text)) {
    const s = text.slice(a, b);
    sentences.push({ start: a, text: s, heading });
    heading = headingOf(s) ?? heading;
  }
  return { text, parts, sentences };
}

/** A candidate for the document span [start, end): its words on the page where the span starts. */
export function spanCandidate(ct: ContractText, field: string, value: Candidate["value"], start: number, end: number, score: number): Candidate | null {
  // Parts are in stream order: find the first word that ends after `start` by bisection.
  let lo = 0;
  let hi = ct.parts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const p = ct.parts[mid] as ContractText["parts"][number];
    if (p.start + p.word.text.length <= start) lo = mid + 1;
    else hi = mid;
  }
  const inSpan: ContractText["parts"] = [];
  for (let i = lo; i < ct.parts.length && (ct.parts[i] as ContractText["parts"][number]).start < end; i++) inSpan.push(ct.parts[i] as ContractText["parts"][number]);
  const first = inSpan[0];
  if (!first) return null;
  const words = inSpan.filter((p) => p.page === first.page).map((p) => p.word);
  return { field, value, score, page: first.page, words, via: "rule", label: null, labelWords: [] };
}
