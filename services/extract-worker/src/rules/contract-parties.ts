import type { Candidate } from "./anchor";
import { isName } from "./parties";
import { proseCandidate, type Sentence } from "./prose";

// The two parties of a contract from its opening sentence: "… by and between Acme Corp., a
// Delaware corporation ("Provider"), and Beta LLC ("Customer")". Each name runs to the first
// comma or bracket; both must look like names, or neither is returned.

const BETWEEN_RE = /\b(?:by and between|between|zwischen|entre|tussen)\s+(.+?)\s*(?:,\s*)?\b(?:and|und|et|en|y)\s+(.+)$/iu;

function nameAt(text: string): { value: string; length: number } | null {
  const m = /^(?:the\s+|der\s+|die\s+|la\s+|le\s+|de\s+)?([\p{Lu}\d][^,(“"«]*?)(?=\s*(?:[,(“"«]|\s+(?:hereinafter|hereafter|im Folgenden|ci-après|hierna|en adelante)\b|$))/u.exec(text);
  if (!m) return null;
  let value = (m[1] as string).trim().replace(/[.;:]$/, "");
  // "Northwind Analytics, Inc." keeps its legal form.
  const suffix = /^,\s*(Inc\.|Ltd\.|LLC|L\.L\.C\.|LLP|Corp\.|GmbH|AG|S\.A\.|B\.V\.|N\.V\.|SAS|plc)/u.exec(text.slice(m[0].length));
  if (suffix) value = `${value}${suffix[0]}`;
  return isName(value) || /\b(Inc|Ltd|LLC|GmbH|AG|SAS|B\.V\.)\b/.test(value) ? { value, length: m[0].length } : null;
}

// "between Übergabe und Rückgabe" is a time span: the sentence must be about an agreement.
const AGREEMENT_RE = /\b(agreement|contract|lease|entered into|made|vertrag\w*|vereinbarung|geschlossen|contrat|accord|conclu\w*|overeenkomst|gesloten|contrato|acuerdo|celebra\w*)\b/iu;

export function contractParties(s: Sentence): [Candidate, Candidate] | null {
  if (!AGREEMENT_RE.test(s.text)) return null;
  const m = BETWEEN_RE.exec(s.text);
  if (!m) return null;
  const firstStart = m.index + m[0].indexOf(m[1] as string);
  const first = nameAt(m[1] as string);
  const secondStart = m.index + m[0].length - (m[2] as string).length;
  const second = nameAt(m[2] as string);
  if (!first || !second) return null;
  const at1 = firstStart + (m[1] as string).indexOf(first.value);
  const at2 = secondStart + (m[2] as string).indexOf(second.value);
  const a = proseCandidate(s, "party_1", first.value, at1, at1 + first.value.length, 0.85);
  const b = proseCandidate(s, "party_2", second.value, at2, at2 + second.value.length, 0.85);
  return a && b ? [a, b] : null;
}
