import type { PositionedDocument } from "../model/types";
import type { Candidate } from "./anchor";
import { segmentOf, wordsInSpan, type Segment } from "./geometry";

// Contracts state their terms in sentences that wrap across lines, so the prose rules read each
// page as one stream of words (reading order) cut into sentences, and map every match back to
// the words it covers.

export interface Sentence {
  page: number;
  seg: Segment;
  /** Offset of the sentence in `seg.text`. */
  start: number;
  text: string;
}

export function sentences(doc: PositionedDocument): Sentence[] {
  const out: Sentence[] = [];
  for (const page of doc.pages) {
    const seg = segmentOf(page.words);
    // A sentence ends at "." or ";" unless a lower-case letter, digit or comma follows ("Inc., a Delaware …").
    const re = /(?:[^.;]|[.;](?=[\p{Ll}\d,]))+(?:[.;]|$)/gu;
    for (let m = re.exec(seg.text); m !== null; m = re.exec(seg.text)) {
      if (m[0].trim()) out.push({ page: page.number, seg, start: m.index, text: m[0] });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return out;
}

/** A candidate for the span [start, end) of a sentence. */
export function proseCandidate(s: Sentence, field: string, value: Candidate["value"], start: number, end: number, score: number): Candidate | null {
  const words = wordsInSpan(s.seg, s.start + start, s.start + end);
  if (!words.length) return null;
  return { field, value, score, page: s.page, words, via: "rule", label: null, labelWords: [] };
}
