import type { Candidate } from "../anchor";
import { isJurisdiction } from "./jurisdictions";
import { spanCandidate, type ContractSentence, type ContractText } from "./text";

// Governing law: a sentence that says what governs the agreement ("governed by", "construed in
// accordance with", "shall govern", "controlled by") and names "the laws of X"; X is read as printed
// up to where the jurisdiction ends (a comma, "without", "and the", "excluding" …). A jurisdiction
// the gazetteer knows is read with high confidence; an unknown phrase less. German, French and
// Dutch and Spanish forms ("unterliegt dem Recht der …", "droit français", "het recht van Nederland",
// "las leyes del Reino de España") are read too, and a known place
// named before "law" ("governed by Delaware law").

const GOVERNS_RE =
  /\b(govern(?:ed|s)?|constru(?:ed|e)|interpret(?:ed)?|enforced|controlled\s+by|subject\s+to|in\s+accordance\s+with|pursuant\s+to|under|appl(?:y|ies))\b/i;
// "construed pursuant to the laws of, the State of Illinois": older drafting sets the place off with a comma.
// "the laws in force in the State of Victoria": Australian drafting names the place the laws are in force.
const LAWS_OF_RE = /\b(?:internal\s+|substantive\s+|local\s+|domestic\s+)?laws?\s+(?:of,?|in\s+force\s+in)\s+(?:the\s+)?/gi;
// Where a jurisdiction phrase ends.
const STOP_RE =
  /^(?:without|excluding|exclusive|except|applicable|as\s|and\s+the|and\s+(?:any|all|federal)|in\s|that|which|including|notwithstanding|regardless|other\s+than|but|save|irrespective|shall|will|to\s|for\s|with\s|on\s|by\s|u\.?s\.?a?\.?\b|usa\b)/i;
const NOT_A_PLACE_RE = /^(?:any|another|all|such|each|the\s+(?:country|jurisdiction|place)|its|their|which|conflicts?|this|that|said)\b/i;

function jurisdictionAt(text: string): { value: string; length: number } | null {
  const words: string[] = [];
  let at = 0;
  const re = /\S+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const rest = text.slice(m.index);
    if (words.length && STOP_RE.test(rest)) break;
    const w = m[0];
    const bare = w.replace(/[,;.:)]+$/, "");
    // Words of a place: capitalised, or the joiners of "State of New York", "England and Wales".
    if (!/^[\p{Lu}]/u.test(bare) && !/^(of|and|the|state|commonwealth|province)$/i.test(bare)) break;
    words.push(bare);
    at = m.index + bare.length;
    if (bare !== w || words.length >= 7) break;
  }
  while (words.length && /^(of|and|the)$/i.test(words[words.length - 1] as string)) words.pop();
  // "the laws of the state in which Franchisor's principal office is located" names no place: a
  // jurisdiction has a capitalised word of its own, not only the joiners.
  if (!words.some((w) => /^\p{Lu}/u.test(w) && !/^(of|and|the)$/i.test(w))) return null;
  const value = words.join(" ");
  return NOT_A_PLACE_RE.test(value) ? null : { value, length: text.slice(0, at).trimEnd().length };
}

// A "Governing Law | Laws of the State of X" row of a key-terms table: the label introduces the laws.
const LABELLED_RE = /\b(?:governing|applicable)\s+law\s*[:\-–]?\s*(?:the\s+)?(?:internal\s+|substantive\s+)?laws?\s+of\b/i;

/** "England Additional Terms" (a heading run into the phrase) → "England": the longest leading run of words that is a known place. */
function knownPrefix(j: { value: string; length: number } | null): { value: string; length: number } | null {
  if (!j || isJurisdiction(j.value)) return j;
  const words = j.value.split(" ");
  for (let k = words.length - 1; k >= 1; k--) {
    const value = words.slice(0, k).join(" ");
    if (isJurisdiction(value)) return { value, length: value.length };
  }
  return j;
}

// "Except as required by the federal laws of the United States, this Agreement shall be governed by
// the laws of the State of Texas": of several "laws of" in a sentence, the one the governing verb
// itself introduces (no comma between them) names the governing law; the first one only when none is.
const GOVERNED_BY_RE = /\b(?:governed|construed|interpreted|enforced|controlled)\b[^,;:.]{0,45}$/i;

function lawIn(ct: ContractText, s: ContractSentence): Candidate | null {
  const labelled = LABELLED_RE.test(s.text);
  if (!GOVERNS_RE.test(s.text) && !labelled) return null;
  const heading = labelled || /\b(governing\s+law|choice\s+of\s+law|applicable\s+law|law\s+and\s+jurisdiction)\b/i.test(s.heading ?? "");
  const governs =
    /\b(governed|shall\s+govern|govern\s+this\s+(?:agreement|document|contract|deed)|construed|interpreted|controlled\s+by|shall\s+apply|appl(?:y|ies)\s+to\s+this\s+agreement)\b/i.test(
      s.text,
    );
  if (!governs && !heading) return null;
  let first: Candidate | null = null;
  LAWS_OF_RE.lastIndex = 0;
  for (let m = LAWS_OF_RE.exec(s.text); m !== null; m = LAWS_OF_RE.exec(s.text)) {
    // "organized under the laws of" describes a party, not this agreement.
    if (
      /\b(organi[sz]ed|incorporated|existing|formed|registered|amalgamated)\s+(and\s+existing\s+)?(under|pursuant\s+to)\s+(the\s+)?$/i.test(
        s.text.slice(0, m.index),
      )
    )
      continue;
    const from = m.index + m[0].length;
    const j = knownPrefix(jurisdictionAt(s.text.slice(from)));
    if (!j) continue;
    const known = isJurisdiction(j.value);
    // A table row has no sentence to end the phrase: only a place the gazetteer knows is read from it.
    if (labelled && !governs && !known) continue;
    const score = known && (governs || heading) ? 0.95 : known ? 0.85 : 0.7;
    const c = spanCandidate(ct, "governing_law", j.value, s.start + from, s.start + from + j.length, score);
    if (GOVERNED_BY_RE.test(s.text.slice(Math.max(0, m.index - 60), m.index))) return c;
    first ??= c;
  }
  return first;
}

// "governed by Illinois law", "Delaware law governs this Agreement": a known place before "law",
// read as the longest run of capitalised words before it that the gazetteer knows ("New York").
const NAMED_LAW_RE =
  /\b(?:(?:governed|construed|interpreted)\b[^.;]{0,40}?\b(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?(?:[\p{Lu}][\p{L}.]*\s+){1,3}law\b|(?:[\p{Lu}][\p{L}.]*\s+){1,3}law\s+(?:shall\s+|will\s+)?governs?\b)/gu;

function lawNamed(ct: ContractText, s: ContractSentence): Candidate | null {
  NAMED_LAW_RE.lastIndex = 0;
  for (let m = NAMED_LAW_RE.exec(s.text); m !== null; m = NAMED_LAW_RE.exec(s.text)) {
    const before = m[0].slice(0, m[0].search(/\s+law\b/));
    const words = before.split(/\s+/).slice(-3);
    for (let k = 0; k < words.length; k++) {
      const place = words.slice(k).join(" ");
      if (!/^\p{Lu}/u.test(place) || !isJurisdiction(place)) continue;
      const at = s.start + m.index + before.lastIndexOf(place);
      return spanCandidate(ct, "governing_law", place, at, at + place.length, 0.9);
    }
  }
  return null;
}

/**
 * A law named by its adjective ("deutschem Recht", "droit français", "Swiss law") is the law of a
 * country: the value is the country's name, the provenance the printed adjective. A closed list,
 * because an adjective we cannot name a country for is no value at all ("English law" may mean
 * England or England and Wales, so it is left null).
 */
const ADJECTIVE_COUNTRY: ReadonlyArray<[RegExp, string]> = [
  [/^(?:deutsche[nms]?|allemand|duits|german)$/iu, "Germany"],
  [/^(?:français|french|frans)$/iu, "France"],
  [/^(?:belge|belgisch|belgian)$/iu, "Belgium"],
  [/^(?:suisse|swiss|schweizerische[nm]?|zwitsers)$/iu, "Switzerland"],
  [/^(?:luxembourgeois|luxemburgs)$/iu, "Luxembourg"],
  [/^(?:nederlands|dutch|néerlandais|niederländische[nm]?)$/iu, "Netherlands"],
  [/^(?:española|spanish|espagnol|spaans)$/iu, "Spain"],
  [/^(?:österreichische[nm]?|austrian|autrichien)$/iu, "Austria"],
  [/^(?:italian|italien|italiano|italiaans)$/iu, "Italy"],
  [/^(?:irish)$/iu, "Ireland"],
  [/^(?:mexicana)$/iu, "Mexico"],
  [/^(?:argentina)$/iu, "Argentina"],
];

const countryOfAdjective = (word: string): string | null => ADJECTIVE_COUNTRY.find(([re]) => re.test(word))?.[1] ?? null;

const OTHER_RE =
  /\b(?:unterliegt|gilt|ist|findet)\s+(?:ausschließlich\s+)?(?:dem\s+)?(?:das\s+)?Recht\s+der\s+([\p{Lu}][\p{L}\s]+?)(?=[.,;]|\s+unter|\s+(?:anzuwenden|Anwendung)\b)|\bdroit\s+(français|belge|suisse|luxembourgeois|allemand)\b|\b(Nederlands|Belgisch|Duits)\s+recht\b|\blegislación\s+(española|mexicana|argentina)\b|(?<![\p{L}])(deutsche[nm]?|schweizerische[nm]?|österreichische[nm]?|niederländische[nm]?)\s+Recht\b|\b(?:governed\s+by|subject\s+to|in\s+accordance\s+with)\s+(?:the\s+)?(German|French|Dutch|Swiss|Belgian|Austrian|Spanish|Italian|Irish)\s+law\b|\b(?:soumis|régi)e?s?\s+(?:aux|aux?\s+|par\s+les?\s+)?(?:lois|droit)\s+de\s+(?:la\s+)?(République\s+française|France|Belgique|Suisse|Luxembourg)\b|\bleyes\s+(?:del?\s+)?((?:Reino\s+de\s+)?España|México|Argentina|Chile|Colombia)(?![\p{L}])|\brecht\s+van\s+(Nederland|België|Belgi[eë])(?![\p{L}])/iu;

function lawOther(ct: ContractText, s: ContractSentence): Candidate | null {
  const m = OTHER_RE.exec(s.text);
  if (!m) return null;
  const group = m.findIndex((g, i) => i > 0 && g !== undefined);
  const raw = (m[group] ?? "").trim();
  if (!raw) return null;
  const at = s.start + m.index + m[0].lastIndexOf(raw);
  // Groups 2–6 hold an adjective ("français"), the others a name ("République française", "España") kept as printed.
  const value = group >= 2 && group <= 6 ? countryOfAdjective(raw) : raw;
  return value ? spanCandidate(ct, "governing_law", value, at, at + raw.length, 0.85) : null;
}

export function governingLaw(ct: ContractText): Candidate[] {
  return ct.sentences.map((s) => lawIn(ct, s) ?? lawNamed(ct, s) ?? lawOther(ct, s)).filter((c): c is Candidate => c !== null);
}
