import type { Candidate } from "../anchor";
import { isJurisdiction } from "./jurisdictions";
import { endsAbbreviation, spanCandidate, type ContractText } from "./text";

// Our own reader: no library parses contract preambles into party names.
//
// The two parties of a contract from its preamble: "… by and between Acme Corp., a Delaware
// corporation ("Provider"), and Beta LLC ("Customer")", "BETWEEN: (1) … ; and (2) …" (in Scotland "(One) … and (Two) …"). The two
// party blocks are split at the "and" that follows the first party's description (its defined
// term, its address), and each name runs to where its description starts — a legal-form ending
// ("Inc.", "GmbH", "Pte Ltd") closes it, a comma, "(" or "having/with/located…" ends it. A name
// must look like one: no place or jurisdiction, no defined role, no sentence. A preamble that
// names more than two parties gives none. The preamble (a sentence that makes the agreement)
// wins over a title block ("SUPPLY AGREEMENT between X and Y").

// prettier-ignore
const LEGAL_FORMS = [
  "inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "llc", "l.l.c", "lp", "l.p", "llp", "l.l.p", "plc", "ulc", "dac",
  "pte", "pty", "gmbh", "ag", "kg", "kgaa", "se", "ug", "e.v", "e.k", "e.kfm", "ohg", "og", "sa", "s.a", "sas", "sasu", "sarl", "s.a.r.l", "s.à r.l", "eurl", "spa", "s.p.a", "srl", "s.r.l", "sl", "s.l", "slu", "s.l.u", "vof", "v.o.f", "bv", "b.v", "nv",
  "n.v", "ab", "as", "a/s", "asa", "oy", "oyj", "kk", "k.k", "bhd", "sdn", "trust", "partnership", "foundation", "university", "bank",
];
const LEGAL_FORM_SET = new Set(LEGAL_FORMS);
const FORM_QUALIFIER_RE = /^\(\s*haftungsbeschränkt\s*\)/iu;
const isLegalForm = (word: string) =>
  LEGAL_FORM_SET.has(
    word
      .toLowerCase()
      .replace(/[.,]+$/, "")
      .replace(/\s+/g, ""),
  );

const ANCHOR_RE =
  /\b(?:entre\s+les\s+soussigné(?:e?s)?|by\s+and\s+between|by\s+and\s+among|between|among|zwischen|entre|tussen)\s*:?\s*(?:\(\s*(?:1|one|first)\s*\)\s*)?|\b(?:made|entered\s+into|executed|effective)\b(?:[^.;()“"]|(?<=\d)\.(?=\d)|\(\s*(?:the\s+)?[“"][^”"]{1,30}[”"]\s*\)){0,60}?\bby\s+(?!and\b)|\bPARTIES\s*:?\s*\(\s*1\s*\)\s*|\bDe\s+una\s+parte\s*,\s*|\bDE\s+ONDERGETEKENDEN\s*:?\s*(?:1\.\s+)?/gi;
// Where the parties' description runs into the body of the contract.
const END_RE =
  /\b(?:WHEREAS|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|RECITALS?|BACKGROUND|PREAMBLE|NOW,?\s+THEREFORE|IN\s+CONSIDERATION|TABLE\s+OF\s+CONTENTS|Präambel|Vorbemerkung|IL\s+A\s+ÉTÉ\s+CONVENU|EXPONEN|MANIFIESTAN|OVERWEGENDE|KOMEN\s+OVEREEN)\b/;
// The "and" that separates party blocks: after the first block's comma, bracket, quote or the dash
// closing a German "– nachfolgend „Kunde“ genannt –", or bare; set between dashes on a line of its own
// as Canadian precedents print it ("– and –"); a guaranty's "made by A ("Guarantor"), in favor of B".
const SEPARATOR_RE =
  /(?:[,;)"”’–—]\s*|\s)(?:and|AND|And|und|UND|et|ET|en|y|&)\s*:?(?:\s+[-–—])?\s+(?:\(\s*(?:2|Two|TWO|Second|SECOND)\s*\)\s*|2\.\s+)?|[,;)"”’]\s*(?:in\s+favou?r\s+of|for\s+the\s+benefit\s+of)\s+|[.;]\s+\(\s*(?:2|Two|TWO|Second|SECOND)\s*\)\s*|[.;]\s+De\s+otra\s+parte\s*,\s*/g;
const ROLE_WORDS =
  /^(?:the\s+)?(company|client|customer|supplier|vendor|buyer|seller|licensor|licensee|distributor|agent|contractor|consultant|provider|purchaser|party|parties|employer|employee|landlord|tenant|lessor|lessee|owner|servicer|affiliate|sponsor|partner|individual|developer|reseller|manufacturer)$/i;

// Words that never belong to a party name: the name ran on into the next sentence or block.
const RUN_ON = /^(this|these|dated|effective|agreement|exhibit|page|section|article|witnesseth|whereas|made|entered|between|by)$/i;
const JOINERS = /^(of|and|for|the|de|du|des|der|von|van|&|y|e|et)$/i;
const DESCRIPTOR =
  /^(a|an|having|with|whose|located|being|hereinafter|hereafter|herein|registered|incorporated|organi[sz]ed|d\/b\/a|as|acting|on|at|of|its|im|vertreten|mit|ci-après|hierna|en|which|who|represented|duly|existing)$/i;

// Legal forms that are words of a name as well ("First Bank and Trust Company", "Bank of Someplace",
// "Corporation of America"): only after these do "of" and "and" go on with the same name.
const NAME_WORD_FORMS_RE = /^(?:bank|trust|university|foundation|partnership|company|corporation)$/i;

/**
 * Whether "of" or "and" after a legal form leaves the name: "Alder Inc. of Austin, Texas" is
 * followed by its seat, "Alpha Co. and Beta LLC" names two entities.
 */
function leavesName(word: string, words: readonly string[], rest: string): boolean {
  if (NAME_WORD_FORMS_RE.test(words[words.length - 1] ?? "")) return false;
  return /^of$/i.test(word) || (/^and$/i.test(word) && nameAt(rest)?.legal === true);
}

export interface PartyName {
  value: string;
  start: number;
  end: number;
  /** Ends in a legal form ("Inc.", "GmbH"). */
  legal: boolean;
  /** Ended where a description starts (a comma, a bracket, "a Delaware corporation", the block's end) rather than at an address or a run-on. */
  clean: boolean;
}

/** The name at the head of a party block, with its span in the block. */
export function nameAt(block: string): PartyName | null {
  // Articles and "la société" / "die Firma" before a name are not part of it.
  // "La société X", "Die Firma Y" at the head of a block, in any case.
  const lead =
    /^\s*(?:la|le|die|der|the)\s+(?:société|firma|gesellschaft|vennootschap|sociedad)\s+/iu.exec(block)?.[0] ??
    /^\s*(?:(?:the|der|die|dem|den|la|le|les|de|het)\s+)?(?:(?:société|firma|gesellschaft|vennootschap|sociedad)\s+)?/.exec(block)?.[0] ??
    "";
  const words: string[] = [];
  let legal = false;
  let clean = false;
  let end = lead.length;
  const re = /\S+/gu;
  re.lastIndex = lead.length;
  for (let m = re.exec(block); m !== null; m = re.exec(block)) {
    // A dotted legal form the text layer split into letters: "L. P.", "B. V.", "S. A.".
    const dotted = /^(?:\p{Lu}\.\s?){2,4}/u.exec(block.slice(m.index));
    if (words.length && dotted && isLegalForm(dotted[0].replace(/\s+/g, ""))) {
      words.push(dotted[0].trim());
      legal = true;
      end = m.index + dotted[0].trimEnd().length;
      re.lastIndex = end;
      continue;
    }
    const glued = /^([^(“"«]+)[(“"«]/u.exec(m[0]);
    const w = glued && words.length ? (glued[1] as string) : m[0];
    const bare = w.replace(/[,;:]+$/, "");
    const form = isLegalForm(bare);
    if (words.length) {
      const afterComma = /,\s*$/.test(block.slice(0, m.index));
      // "UG (haftungsbeschränkt)": the bracket qualifies the legal form and belongs to the name.
      const qualifier = legal ? FORM_QUALIFIER_RE.exec(block.slice(m.index)) : null;
      if (qualifier) {
        words.push(qualifier[0]);
        end = m.index + qualifier[0].length;
        re.lastIndex = end;
        continue;
      }
      // "Alpha Limited of 1 Abbey Road", "Beta GmbH of Lindenweg 3", "JANE DOE of Mühlenweg 5": an address, not "Bank of Somewhere".
      const address = /^of$/i.test(bare) && /^\s*(?:[^\s,;(]+\s+){0,3}\d/.test(block.slice(m.index + w.length));
      if (!legal && address) {
        clean = true;
        break;
      }
      if (legal && !form) {
        // "The University of Somewhere …", "Bank of Someplace": a legal-form word inside the name.
        if (!/^(of|&|and)$/i.test(bare) || address || /,$/.test(words[words.length - 1] ?? "") || leavesName(bare, words, block.slice(m.index + w.length))) {
          clean = true;
          break;
        }
        legal = false;
      }
      if (RUN_ON.test(bare)) break;
      if (afterComma && !form) {
        // "TOWN OF ELMWOOD, OHIO, a …": a place after the comma belongs to a municipality's name.
        if (!legal && isJurisdiction(bare) && /,$/.test(w) && /^(town|city|county|village|borough|state|commonwealth)$/i.test(words[0] ?? "")) {
          words.push(`, ${bare}`);
          end = m.index + bare.length;
        }
        clean = true;
        break;
      }
      if (/^[(“"«]/u.test(w)) {
        // "Heron (USA) Inc.": a short unquoted bracket inside the name, followed by its legal form.
        const inner = /^\(([^)“"”]{1,30})\)\s+(\S+)/.exec(block.slice(m.index));
        if (!inner || !isLegalForm(inner[2] as string)) {
          clean = true;
          break;
        }
        words.push(`(${inner[1]})`);
        end = m.index + inner[0].length - (inner[2] as string).length;
        re.lastIndex = end;
        continue;
      }
      if (DESCRIPTOR.test(bare) && !JOINERS.test(bare)) {
        clean = true;
        break;
      }
      if (/^\d{3,}$/.test(bare) || (/^\d+$/.test(bare) && /^\s*\d/.test(block.slice(m.index + w.length)))) break;
    }
    // "iRoute", "zLink.io", "i2 Telecom": a lower-case start with a capital, digit or dot inside is a brand, not prose.
    const nameWord = form || /^[\p{Lu}\d]/u.test(bare) || /^\p{Ll}[\p{L}\d.-]*[\p{Lu}\d]/u.test(bare) || (words.length > 0 && JOINERS.test(bare));
    if (!nameWord) {
      clean = words.length > 0 && /^\p{Ll}/u.test(bare);
      break;
    }
    words.push(bare);
    end = m.index + bare.length;
    if (form) legal = true;
    if (glued && words.length > 1) {
      clean = true;
      break;
    }
    if (words.length > 12) break;
    if (re.lastIndex >= block.length) clean = true;
  }
  if (!words.length) return null;
  // Joiners never end a name ("… Development and").
  let raw = block.slice(lead.length, end);
  raw = raw.replace(/(?:\s+(?:of|and|for|the|&))+\s*$/i, "").replace(/[,;:]+$/, "");
  const value = tidy(raw);
  return value ? { value, start: lead.length, end: lead.length + raw.length, legal, clean } : null;
}

/** Repairs the text layer's breaks inside a name: "ACME. COM" → "ACME.COM", "B. V." → "B.V.". */
function tidy(name: string): string {
  let v = name
    .replace(/\.\s+(com|net|org)\b/gi, ".$1")
    .replace(/\s+\./g, ".")
    .replace(/\s+/g, " ")
    .replace(/["”’']+$/, "")
    .trim();
  v = v.replace(/\b((?:\p{L}\.\s){1,3}\p{L}\.?)$/u, (form) => (isLegalForm(form.replace(/\s+/g, "")) ? form.replace(/\s+/g, "") : form));
  return v;
}

const ID_LABEL_RE = /^(?:N\.?\s?I\.?\s?F|C\.?\s?I\.?\s?F|VAT|KvK|SIREN|SIRET|RCS|HRB|Reg(?:istration)?|Tax|EIN)\b/i;

export function looksLikeParty({ value: name, legal, clean }: PartyName, definedNext: boolean): boolean {
  const words = name.split(/\s+/);
  if (words.length > 12 || name.length < 2) return false;
  if (isJurisdiction(name) || ROLE_WORDS.test(name) || isLegalForm(words[0] ?? "")) return false;
  // A registration or tax number ("N.I.F. B12345678", "KvK 12345678") is not a name.
  if (words.some((w) => /\d{5,}/.test(w)) || ID_LABEL_RE.test(name)) return false;
  if (legal) return true;
  if (!clean) return false;
  // Without a legal form: a person or an organisation of two to eight capitalised words, or one
  // distinctive word ("ShopNest.com") that a defined term follows.
  if (words.length === 1) return definedNext && /[\p{Ll}][\p{Lu}]|\.|\d/u.test(name);
  return (
    words.length >= 2 &&
    words.length <= 10 &&
    !words.every((w) => ROLE_WORDS.test(w) || JOINERS.test(w)) &&
    words.every((w) => /^[\p{Lu}\d(]/u.test(w) || /^(of|and|for|the|de|du|von|van|&)$/i.test(w))
  );
}

/** Offsets of the separating "and"s of `text` outside brackets and quotes. */
function separators(text: string): { at: number; len: number; punct: boolean }[] {
  const out: { at: number; len: number; punct: boolean }[] = [];
  SEPARATOR_RE.lastIndex = 0;
  for (let m = SEPARATOR_RE.exec(text); m !== null; m = SEPARATOR_RE.exec(text)) {
    let depth = 0;
    let quote = false;
    let german = false;
    for (let j = 0; j <= m.index; j++) {
      const ch = text[j] as string;
      if (ch === "(") depth++;
      else if (ch === ")") depth = Math.max(0, depth - 1);
      // English quotes open with “ and close with ”; German ones open with „ and close with “.
      else if (ch === "„") quote = german = true;
      else if (ch === "“") quote = german ? (german = false) : true;
      else if (ch === "”") quote = false;
      else if (ch === '"') quote = !quote;
    }
    if (depth === 0 && !quote) out.push({ at: m.index, len: m[0].length, punct: /^[,;.)"”’–—]/.test(m[0]) });
  }
  return out;
}

const SIGNATORY_RE = /^\s*(?:D\.|Dña\.|Dª|Don|Doña|Sr\.|Sra\.|Mr\.|Mrs\.|Ms\.|M\.|Mme|Herr|Frau|de\s+heer|mevrouw)\s/u;

const DEFINED_TERM_RE = /\(\s*(?:the\s+|this\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?[“"]/gi;
const definedAfter = (text: string) => /^\s*,?\s*(?:\(|hereinafter|[“"])/i.test(text);

/** A sentence ends inside the first block: the "and" belongs to a later sentence. A break the text layer put into a name ("ACME. COM") comes right after the anchor and is allowed. */
function sentenceEndIn(block: string): boolean {
  const re = /\.\s+(?=[\p{Lu}\d])/gu;
  for (let m = re.exec(block); m !== null; m = re.exec(block)) {
    if (m.index >= 25 && !endsAbbreviation(block.slice(0, m.index)) && !isLegalForm(/(\S+)$/.exec(block.slice(0, m.index))?.[1] ?? "")) return true;
  }
  return false;
}

interface Found {
  /** Where each block starts in the document stream. */
  aStart: number;
  bStart: number;
  nameA: PartyName;
  nameB: PartyName;
}

/** Splits the region after "between" into two party blocks at the first separator that leaves two names. */
function partiesAt(ct: ContractText, anchorEnd: number, regionEnd: number, only: RegExp | null): Found | null {
  const region = ct.text.slice(anchorEnd, regionEnd);
  const stop = END_RE.exec(region);
  const text = stop ? region.slice(0, stop.index) : region;
  const seps = separators(text);
  // After the first party's description ("(“Buyer”), and") first; then any "and" in order.
  const ordered = [...seps.filter((s) => s.punct), ...seps.filter((s) => !s.punct)].filter((s) => !only || only.test(text.slice(s.at, s.at + s.len)));
  for (const sep of ordered) {
    const blockA = text.slice(0, sep.at + 1);
    if (sentenceEndIn(blockA)) continue;
    // Two defined terms in the first block: it names more than one party ("by and among A ("A"), B ("B") and C").
    if ((blockA.match(DEFINED_TERM_RE) ?? []).length > 1) continue;
    const bStart = sep.at + sep.len;
    const blockB = text.slice(bStart);
    // "De una parte, D. X, en nombre y representación de ACME, S.L.": the block opens with the person
    // who signs for the party, not the party; no reading of it is safe.
    if (SIGNATORY_RE.test(blockA) || SIGNATORY_RE.test(blockB)) return null;
    const nameA = nameAt(blockA);
    const nameB = nameAt(blockB);
    if (!nameA || !nameB) continue;
    if (!looksLikeParty(nameA, definedAfter(blockA.slice(nameA.end))) || !looksLikeParty(nameB, definedAfter(blockB.slice(nameB.end)))) continue;
    // "…, B ("B"), and C ("C")": a third party follows the second.
    const restB = blockB.slice(nameB.end, nameB.end + 300);
    if (/^[^.]*?[)”"]\s*,?\s+and\s+(?:\(\s*3\s*\)\s*)?[\p{Lu}][^.]*?\(\s*(?:the\s+)?[“"]/u.test(restB)) return null;
    // "among A Corp. and B Inc. and C LLC" on a cover page: a third entity follows the second directly.
    const and = /^\s*,?\s*and\s+/i.exec(restB);
    if (nameB.legal && and && nameAt(restB.slice(and[0].length))?.legal) return null;
    return { aStart: anchorEnd, bStart: anchorEnd + bStart, nameA, nameB };
  }
  return null;
}

const PREAMBLE_VERB_RE = /\b(?:made|entered\s+into|dated|executed|concluded|is\s+by|effective|agrees?|agreed|geschlossen|conclu\w*|gesloten|celebra\w*)\b/i;

// "Acme, Inc. ("AC") and Beta LLC ("BL") (each a "Party" and together the "Parties"), by this
// Agreement associate themselves …": a preamble without "between" opens with the first party's
// name at the head of a line and says that it names the parties.
const DEFINED_PAIR_RE =
  /^[\p{Lu}][^()“"\n]{1,100}?\(\s*(?:the\s+)?[“"][^”"]{1,30}[”"]\s*\)\s*,?\s+and\s+[\p{Lu}][^()“"]{1,100}?\(\s*(?:the\s+)?[“"][^”"]{1,30}[”"]\s*\)/u;
const NAMES_PARTIES_RE =
  /^[^.]{0,40}?\(\s*(?:each|individually|collectively|together|the)\b[^)]{0,80}[“"]Part(?:y|ies)[”"]|^[^.]{0,60}?\b(?:by\s+this\s+Agreement|hereby\s+agree|agree\s+as\s+follows)\b/i;
const PAIR_REACH = 3000;

/** The printed lines that begin in the first `reach` characters: where each starts and ends in the stream. */
export function linesOf(ct: ContractText, reach: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const [i, p] of ct.parts.entries()) {
    const prev = ct.parts[i - 1];
    const opens = !prev || prev.page !== p.page || Math.abs(prev.word.baseline - p.word.baseline) > 2;
    if (opens && p.start >= reach) break;
    if (opens) out.push({ start: p.start, end: p.start + p.word.text.length });
    else (out[out.length - 1] as { end: number }).end = p.start + p.word.text.length;
  }
  return out;
}
const lineStarts = (ct: ContractText, reach: number) => linesOf(ct, reach).map((l) => l.start);

// A cover block set out line by line: "BETWEEN:" / name / address lines / (HEREINAFTER "MMI") /
// "AND" / name / … / (HEREAFTER "DS"). Each name is the line after "BETWEEN:" or "AND", and each
// block ends in the term that defines its party; a name need carry no legal form.
const BLOCK_OPEN_RE = /^(?:by\s+and\s+)?between\s*:?$/i;
const BLOCK_AND_RE = /^and\s*:?$/i;
const BLOCK_DEFINED_RE = /^\(\s*(?:hereinafter|hereafter|the\s+["“]|["“])/i;
const BLOCK_LINES = 7;

function lineBlockParties(ct: ContractText): Candidate[] {
  const lines = linesOf(ct, PAIR_REACH).map((l) => ({ ...l, text: ct.text.slice(l.start, l.end).trim() }));
  const open = lines.findIndex((l) => BLOCK_OPEN_RE.test(l.text));
  if (open < 0) return [];
  const and = lines.findIndex((l, i) => i > open + 1 && i <= open + BLOCK_LINES && BLOCK_AND_RE.test(l.text));
  if (and < 0) return [];
  const definedIn = (from: number, to: number) => lines.slice(from, to).some((l) => BLOCK_DEFINED_RE.test(l.text));
  if (!definedIn(open + 2, and) || !definedIn(and + 2, and + 2 + BLOCK_LINES)) return [];
  const name = (i: number) => {
    const line = lines[i];
    if (!line) return null;
    const value = line.text.replace(/[,;]+$/, "");
    const words = value.split(/\s+/);
    const party: PartyName = { value, start: 0, end: value.length, legal: isLegalForm(words[words.length - 1] ?? ""), clean: true };
    return looksLikeParty(party, true) ? { value, start: line.start } : null;
  };
  const a = name(open + 1);
  const b = name(and + 1);
  if (!a || !b || a.value.toLowerCase() === b.value.toLowerCase()) return [];
  const ca = spanCandidate(ct, "party_1", a.value, a.start, a.start + a.value.length, BLOCK_SCORE);
  const cb = spanCandidate(ct, "party_2", b.value, b.start, b.start + b.value.length, BLOCK_SCORE);
  return ca && cb ? [ca, cb] : [];
}
const BLOCK_SCORE = 0.85;

function definedPair(ct: ContractText): Candidate[] {
  const starts = lineStarts(ct, PAIR_REACH);
  for (const [i, at] of starts.entries()) {
    const text = ct.text.slice(at, at + 600);
    const pair = DEFINED_PAIR_RE.exec(text);
    if (!pair || !NAMES_PARTIES_RE.test(text.slice(pair[0].length))) continue;
    const p = partiesAt(ct, at, at + pair[0].length, null);
    if (!p || p.nameA.value.toLowerCase() === p.nameB.value.toLowerCase()) continue;
    // The first name is printed on its own line's head: one that runs over a line began with the title above it.
    const nextLine = starts[i + 1] ?? Infinity;
    if (p.aStart + p.nameA.end > nextLine) continue;
    const score = p.nameA.legal && p.nameB.legal ? 0.9 : 0.82;
    const a = spanCandidate(ct, "party_1", p.nameA.value, p.aStart + p.nameA.start, p.aStart + p.nameA.end, score);
    const b = spanCandidate(ct, "party_2", p.nameB.value, p.bStart + p.nameB.start, p.bStart + p.nameB.end, score);
    return a && b ? [a, b] : [];
  }
  return [];
}

export function contractParties(ct: ContractText): Candidate[] {
  const limit = Math.min(ct.text.length, 12000);
  const head = ct.text.slice(0, limit);
  const found: { score: number; cands: Candidate[] }[] = [];
  const anchors = [...head.matchAll(ANCHOR_RE)];
  for (const [k, m] of anchors.entries()) {
    const next = anchors[k + 1]?.index ?? limit;
    // A list opened by "De una parte" names the next party with "De otra parte", not with "y".
    const only = /^de\s+una\s+parte/i.test(m[0]) ? /otra\s+parte/i : null;
    const p = partiesAt(ct, m.index + m[0].length, Math.min(next, m.index + 2000), only);
    if (!p) continue;
    const before = head.slice(Math.max(0, m.index - 250), m.index);
    // "… (the "Agreement") is made … between", "Dieser Vertrag wird zwischen …": the agreement names its parties;
    // so does a letter that confirms it ("This letter will confirm the agreement between …").
    // "REUNIDOS … De una parte, …", "DE ONDERGETEKENDEN: 1. …", "PARTIES (1) …": the anchor itself opens a party list.
    const preamble =
      /^(?:de\s+una\s+parte|de\s+ondergetekenden|parties\b)/i.test(m[0]) ||
      PREAMBLE_VERB_RE.test(before) ||
      /\bthis\s+letter\b[^.]{0,60}$/i.test(before) ||
      /\b(?:this|dieser|diese|présente?|deze|presente)\s+(?:[\p{L}-]+\s+){0,3}(?:agreement|contract|vertrag|vereinbarung|contrat|accord|overeenkomst|contrato)\b[^.]{0,40}$/iu.test(
        before,
      );
    // Outside a preamble ("SUPPLY AGREEMENT between X and Y" on a title page) only names with legal forms are trusted.
    if (!preamble && !(p.nameA.legal && p.nameB.legal && m.index < 3000)) continue;
    if (p.nameA.value.toLowerCase() === p.nameB.value.toLowerCase()) continue;
    const bothLegal = p.nameA.legal && p.nameB.legal;
    const score = (preamble ? 0.93 : 0.8) - (bothLegal ? 0 : 0.08);
    const a = spanCandidate(ct, "party_1", p.nameA.value, p.aStart + p.nameA.start, p.aStart + p.nameA.end, score);
    const b = spanCandidate(ct, "party_2", p.nameB.value, p.bStart + p.nameB.start, p.bStart + p.nameB.end, score);
    if (a && b) found.push({ score, cands: [a, b] });
    if (preamble) break;
  }
  // The preamble if there is one, else a pair of defined parties opening a line, else a cover block
  // of defined parties line by line, else the first title block.
  const best = found.find((f) => f.score >= 0.85);
  if (best) return best.cands;
  const pair = definedPair(ct);
  if (pair.length) return pair;
  const block = lineBlockParties(ct);
  return block.length ? block : (found[0]?.cands ?? []);
}
