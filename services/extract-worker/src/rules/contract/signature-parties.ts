import type { Candidate } from "../anchor";
import { linesOf, looksLikeParty, nameAt } from "./parties";
import { spanCandidate, type ContractText } from "./text";

// The parties of an agreement whose preamble does not name them: one made "by and among the parties
// whose names appear on the signature page", or a letter ("Dear …:") whose parties are its writer
// and the addressee who countersigns it. Each party is then named on the line above its "By:" line.
// Read only when no preamble, party table or labelled lines name the parties, and only when exactly
// two different names with a legal form head signature blocks (a person signing for herself, or a
// third signatory, makes the reading void). The parties are given in the order the text first
// names them (a letterhead before the addressee), as the preamble would have.

const DEFERS_RE =
  /\b(?:parties|persons|entities)\s+(?:whose\s+names\s+appear|named|identified|listed|set\s+forth)\s+(?:on|in)\s+the\s+signature\s+pages?\b|\b(?:by|between|among)\s+the\s+(?:undersigned|parties\s+signing\s+below)\b/i;
const SALUTATION_RE = /^Dear\s+\S[^:]{0,60}:$/;
/** Lines from the top that a letter's salutation may open. */
const SALUTATION_LINES = 30;
const BY_RE = /^By\s*:/i;
const SCORE = 0.8;

export function signatureParties(ct: ContractText): Candidate[] {
  const lines = linesOf(ct, ct.attachmentsFrom).map((l) => ({ ...l, text: ct.text.slice(l.start, l.end).trim() }));
  const letter = lines.slice(0, SALUTATION_LINES).some((l) => SALUTATION_RE.test(l.text));
  if (!letter && !DEFERS_RE.test(ct.text.slice(0, 3000))) return [];
  const names: string[] = [];
  for (const [i, line] of lines.entries()) {
    const above = lines[i - 1];
    if (!BY_RE.test(line.text) || !above) continue;
    const name = nameAt(above.text);
    // The whole line is the name, and it carries a legal form.
    if (!name || !name.legal || name.start > 0 || above.text.replace(/[,;:]+$/, "").length !== name.end || !looksLikeParty(name, false)) return [];
    if (!names.some((n) => n.toLowerCase() === name.value.toLowerCase())) names.push(name.value);
  }
  if (names.length !== 2) return [];
  const ordered = names.map((value) => ({ value, at: ct.text.indexOf(value) })).sort((a, b) => a.at - b.at);
  const cands = ordered
    .map(({ value, at }, i) => spanCandidate(ct, `party_${i + 1}`, value, at, at + value.length, SCORE))
    .filter((c): c is Candidate => c !== null);
  return cands.length === 2 ? cands : [];
}
