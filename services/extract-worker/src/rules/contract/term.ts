import { findDurations } from "../../values";
import type { Candidate } from "../anchor";
import { aboutOtherInstrument, classesOf, mentionsPeriod, partAround, recitesAnotherAgreement } from "./clauses";
import { spanCandidate, type ContractSentence, type ContractText } from "./text";

// The initial term and whether the contract renews by itself, each read from a sentence about
// the agreement's own term (its subject is the Agreement, its Term or its Initial Term), never from
// one about a licence, an obligation that survives or a renewal period.

// What ties a duration to the term: "continue for a period of", "an Initial Term of",
// "remain in full force and effect for", "the term of this Agreement shall be" (also with its
// defined name between: "The initial term of this Agreement (the "Initial Term") shall be").
const TERM_LEAD_RE =
  /(?:\b(?:continue[sd]?|remains?|be|stays?|runs?)\s+(?:(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?|effective|valid|in\s+existence)\s+)?(?:thereafter\s+)?(?:for|during)\s+(?:an?\s+|the\s+)?(?:initial\s+|fixed\s+|minimum\s+)?(?:(?:term|period)\s+of\s+)?|\b(?:initial\s+(?:term|period)|term\s+of\s+(?:this|the)\s+(?:agreement|contract)|the\s+term)\s+(?:hereof\s+)?(?:\(\s*(?:the\s+)?["“][^"”]{1,30}["”]\s*\)\s+)?(?:shall\s+be|will\s+be|is|of)\s+(?:for\s+)?(?:an?\s+|the\s+)?(?:(?:initial\s+)?(?:term|period)\s+of\s+)?|\b(?:have|has|for)\s+an?\s+(?:initial\s+|fixed\s+|minimum\s+)?(?:term|period)\s+of\s+|\b(?:is|are|be|shall\s+be|will\s+be)\s+(?:valid|effective|in\s+(?:force|effect))\s+for\s+(?:an?\s+(?:initial\s+)?(?:term|period)\s+of\s+)?|\b(?:initial\s+(?:term|period))\s+of\s+|["“]\s*(?:initial\s+)?term\s*["”]\s+(?:means|shall\s+mean)\s+(?:the|a)\s+(?:(?:initial\s+)?period\s+of\s+)?|\b(?:mindestlaufzeit|laufzeit|vertragslaufzeit|vertragsdauer)\s+beträgt\s+|\b(?:mindestlaufzeit|laufzeit|vertragslaufzeit|dauer|durée(?:\s+initiale)?|looptijd|periode|duración(?:\s+inicial)?|por\s+un\s+plazo|plazo\s+(?:inicial|de\s+(?:duración|vigencia)))\s+(?:von|de|d['’]une?|van|del?)\s+)$/iu;
// A joint venture agreement's term is the venture's: "The Joint Venture shall commence on … and continue for three years"; an
// employment agreement's is the Employment Period.
const SUBJECT_RE =
  /\b(agreement|contract|term|initial\s+period|lease|promotion|joint\s+venture|employment\s+period|vertrag\w*|laufzeit|mindestlaufzeit|contrat|durée|overeenkomst|looptijd|contrato)\b/iu;
const OTHER_SUBJECT_RE =
  /\b(confidential\w*|obligations?|warrant\w*|licen[cs]e[sd]?|restrict\w*|non-?compet\w*|non-?solicit\w*|surviv\w*|guarant\w*|exclusiv\w*|price\w*|payments?|insurance|indemn\w*|covenants?|option|royalt\w*|employ\w*|standstill|lock-?up|statements?\s+of\s+work|sows?|(?:purchase\s+|work\s+)?orders?|schedules?|projects?|subscriptions?|engagements?|pre-?release)\b/i;
const AFTER_END_RE =
  /\b(?:upon|after|following)\s+(?:the\s+|any\s+)?(?:expiration|termination|expiry|end)\s+(?:or\s+(?:expiration|termination)\s+)?(?:(?:for\s+any\s+reason\s+)?of\s+(?:this|the)\s+(?:agreement|term)|hereof)\b/i;
const DURING_TERM_RE = /\b(?:during|throughout|within)\s+(?:the\s+|its\s+)?(?:initial\s+)?term\b/i;
const TAIL_RE =
  /^[\s,)]*(?:\(\w+\)\s*)?(?:following|after|from)\s+(?:the\s+|any\s+|its\s+|such\s+)?(?:date\s+of\s+)?(?:termination|expiration|expiry|end|receipt|notice|cessation)\b/i;
const RENEWAL_NEAR_RE = /\b(renew\w*|successive|additional|extend\w*|extension|further|subsequent)\b/i;
const NAMED_INITIAL_RE = /\b(?:initial|minimum)\s+(term|period)\b|\(\s*(?:the\s+)?["“]\s*(?:initial\s+)?term\s*["”]\s*\)/i;

// "… shall expire three (3) years after the Effective Date": the term as the distance to its end.
const ENDS_LEAD_RE = /\b(?:end|ends|expire|expires|terminate|terminates)\s+(?:on\s+the\s+date\s+(?:that\s+is\s+)?)?$/i;
const ENDS_FROM_RE =
  /^\s*(?:thereafter\b|(?:after|from|following)\s+(?:the\s+)?(?:effective\s+date|date\s+(?:hereof|of\s+this\s+(?:agreement|contract))|commencement|execution)\b)/i;

// "Initial Term: the period of 24 months beginning on the Commencement Date": a UK definitions list.
const DEFINED_TERM_RE = /\b(?:(?:initial|minimum)\s+term|initial\s+period)\s*:\s*(?:the\s+|a\s+)?(?:(?:initial\s+)?period\s+of\s+)?$/i;
// "… for three (3) years (the "Initial Term")", "employ Executive for two years … (the "Employment
// Period")": a duration the sentence names as the agreement's term, whatever its subject reads like.
const NAMED_AS_TERM_RE = /^[^.;()]{0,60}?\(\s*(?:the\s+)?["“]\s*(?:initial\s+term|term|employment\s+(?:term|period)|term\s+of\s+employment)\s*["”]\s*\)/i;

// "The term of this Agreement shall commence on the Effective Date and continue until the third
// anniversary of the Effective Date": the term as whole years up to an anniversary of its start. Only
// the anniversary of the day the agreement starts; "the fifth anniversary of the termination" is a tail.
const ANNIVERSARY_RE =
  /\b(?:continue[sd]?|remains?|be\s+in\s+(?:full\s+)?(?:force|effect)|expires?|ends?|terminates?)\b[^.;]{0,60}?\b(?:until|through|on)\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+anniversary\s+of\s+(?:the\s+)?(?:effective\s+date|commencement\s+date|date\s+(?:hereof|of\s+this\s+(?:agreement|contract)))\b/i;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

// "The term of this Agreement …", "This Agreement shall …": the subject is the agreement itself.
const OF_AGREEMENT_RE = /\bterm\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|\b(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will)\b/i;

function anniversaryTermIn(ct: ContractText, s: ContractSentence): Candidate | null {
  const m = ANNIVERSARY_RE.exec(s.text);
  if (!m || recitesAnotherAgreement(s.text)) return null;
  const [ps] = partAround(s.text, m.index);
  const subject = s.text.slice(ps, m.index);
  if (!SUBJECT_RE.test(subject) || OTHER_SUBJECT_RE.test(subject) || AFTER_END_RE.test(subject) || DURING_TERM_RE.test(subject)) return null;
  const years = ORDINALS.indexOf((m[1] as string).toLowerCase()) + 1;
  const at = m.index + m[0].search(new RegExp(m[1] as string, "i"));
  // As sure as a duration printed in the same place: high only when the agreement or its named term is the subject.
  const score = OF_AGREEMENT_RE.test(subject) || NAMED_INITIAL_RE.test(s.text) ? 0.9 : 0.8;
  return spanCandidate(ct, "initial_term", `${years} ${years === 1 ? "year" : "years"}`, s.start + at, s.start + m.index + m[0].length, score);
}

function termIn(ct: ContractText, s: ContractSentence): Candidate | null {
  if (!SUBJECT_RE.test(s.text) || !mentionsPeriod(s.text) || recitesAnotherAgreement(s.text)) return null;
  const found: Candidate[] = [];
  for (const d of findDurations(s.text)) {
    if (d.normalized === null || d.unit === "business_day") continue;
    const [ps, pe] = partAround(s.text, d.start);
    const lead = s.text.slice(Math.max(ps, d.start - 90), d.start);
    const ends = ENDS_LEAD_RE.test(lead) && ENDS_FROM_RE.test(s.text.slice(d.end, d.end + 60));
    const defined = DEFINED_TERM_RE.test(s.text.slice(Math.max(0, d.start - 60), d.start));
    if (!TERM_LEAD_RE.test(lead) && !ends && !defined) continue;
    const subject = s.text.slice(ps, d.start);
    const namedTerm = defined || NAMED_AS_TERM_RE.test(s.text.slice(d.end, pe));
    if ((!namedTerm && (!SUBJECT_RE.test(subject) || OTHER_SUBJECT_RE.test(subject))) || RENEWAL_NEAR_RE.test(lead.slice(-45))) continue;
    // "Upon expiration or termination of this Agreement, Sections 4 and 6 shall continue in effect for four years": after the term, not the term.
    if (AFTER_END_RE.test(subject)) continue;
    const after = s.text.slice(d.end, d.end + 60);
    // "During the Term of this Agreement and for a period of two years after its termination": a tail, not the term.
    if (DURING_TERM_RE.test(subject) || TAIL_RE.test(after)) continue;
    // "… a breach that remains unremedied for a period of 30 days" is a cure period.
    if (classesOf(s.text.slice(ps, Math.min(pe, d.end + 40))).has("cure")) continue;
    const named = namedTerm || NAMED_INITIAL_RE.test(lead) || NAMED_INITIAL_RE.test(after);
    const ofAgreement = OF_AGREEMENT_RE.test(subject);
    const score = named ? 0.93 : ofAgreement ? 0.9 : 0.8;
    const c = spanCandidate(ct, "initial_term", d.normalized, s.start + d.start, s.start + d.end, score);
    if (c) found.push(c);
  }
  // "… for 180 days, unless …, in which case the Term will be 3 years": two terms in one sentence are no answer.
  return found.length && found.every((c) => c.value === found[0]?.value) ? (found[0] as Candidate) : null;
}

// "This Agreement commences on the Effective Date and continues until all Subscription Terms have
// expired": an agreement that lasts as long as its orders has no term of its own, and a "Subscription
// Term" on its order form is a subscription's.
const LASTS_AS_ORDERS_RE =
  /\b(?:agreement|contract)\b[^.;]{0,80}\b(?:continues?|remains?|shall\s+continue|will\s+continue)\b[^.;]{0,40}\buntil\s+(?:all|the\s+(?:last|expiration|termination)\s+of\s+(?:all|the\s+last|each))\b[^.;]{0,40}\b(?:subscriptions?|orders?|order\s+forms?|statements?\s+of\s+work|sows?|licen[cs]es?)\b/i;

// "… shall continue for the period set out in Schedule 1 (the "Initial Term")": the agreement's term
// stated in an attachment its term clause names, where a labelled term counts however late the page.
const TERM_IN_ATTACHMENT_RE =
  /\b(?:term|agreement)\b[^.;]{0,80}?\b(?:period|term|duration)\s+(?:set\s+(?:out|forth)|specified|stated|provided|defined)\s+in\s+((?:schedule|exhibit|annex|appendix|attachment)\s+[\dA-Z]{1,3})\b/i;

/** The first page of the attachment that the agreement's term clause refers its term to, or null. */
export function termAttachmentPage(ct: ContractText): number | null {
  const clause = ct.sentences.find((s) => s.start < ct.attachmentsFrom && TERM_IN_ATTACHMENT_RE.test(s.text) && !recitesAnotherAgreement(s.text));
  const name = clause && TERM_IN_ATTACHMENT_RE.exec(clause.text)?.[1];
  if (!name) return null;
  const heading = new RegExp(`\\b${name.replace(/\s+/g, "\\s+")}(?![\\w])`, "i").exec(ct.text.slice(ct.attachmentsFrom));
  if (!heading) return null;
  const at = ct.attachmentsFrom + heading.index;
  return ct.parts.find((p) => p.start >= at)?.page ?? null;
}

export function lastsAsItsOrders(ct: ContractText): boolean {
  return ct.sentences.some((s) => LASTS_AS_ORDERS_RE.test(s.text));
}

export function initialTerms(ct: ContractText): Candidate[] {
  return ct.sentences.map((s) => termIn(ct, s) ?? anniversaryTermIn(ct, s)).filter((c): c is Candidate => c !== null);
}

const RENEWS_RE =
  /\b(?:automatically\s+(?:be\s+)?(?:renew(?:s|ed)?|extend(?:s|ed)?|continue[sd]?)|(?:renew(?:s|ed)?|extend(?:s|ed)?)\s+(?:itself\s+)?automatically|auto-?renew\w*|automatic\s+renewals?|tacit(?:ly)?\s+renew\w*|stillschweigend\w*\s+verlänger\w*|automatisch\w*\s+verlänger\w*|verlängert\s+(?:er\s+|es\s+|sie\s+)?sich|tacite\s+reconduction|reconduit\w*\s+tacitement|renouvel\w*\s+(?:ensuite\s+|alors\s+)?automatiquement|stilzwijgend\w*\s+verleng\w*|automatisch\w*\s+verleng\w*|(?:prorrogará|prorrogándose|renovará|renovándose)\s+(?:tácita|automática)mente|(?:prórroga|renovación)\s+(?:tácita|automática))(?![\p{L}])/iu;
// "shall be renewed for successive one-year periods unless either party gives notice" renews by itself too.
const RENEWS_UNLESS_RE =
  /\b(?:shall|will)\s+(?:be\s+)?(?:renew(?:ed)?|extend(?:ed)?)\s+(?:for\s+)?(?:successive|additional|subsequent|consecutive|further)\b[^.;]*\bunless\b|\b(?:shall|will)\s+(?:thereafter\s+)?continue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+(?:and\s+effect\s+)?)?(?:thereafter\s+)?(?:from\s+year\s+to\s+year|from\s+month\s+to\s+month|on\s+an?\s+(?:year|month)[\s-]+to[\s-]+(?:year|month)\s+basis)\b[^.;]*\b(?:unless|until\s+terminated)\b/i;
// "Unless either party notifies the other of its intent not to renew …, the term will be extended by
// one year": the term extends itself unless stopped, in other words it renews automatically.
const RENEWS_UNLESS_NOTICE_RE =
  /\bunless\b[^.;]{0,120}?\b(?:(?:intent|intention|election|elects?|decision)\s+not\s+to\s+(?:renew|extend)|notice\s+of\s+non-?renewal)\b[^.;]{0,160}?\b(?:term|agreement)\s+(?:shall|will)\s+(?:automatically\s+)?(?:be\s+)?(?:renewed|extended|renew|extend)\b/i;
const NO_RENEW_RE =
  /\b(?:shall|will|does|do)\s+not\s+(?:be\s+)?(?:automatically|tacitly)\s+(?:renew\w*|extend\w*)|\b(?:shall|will|does|do)\s+not\s+(?:be\s+)?(?:renew\w*|extend\w*)(?:\s+or\s+(?:renew\w*|extend\w*))?\s+(?:automatically|tacitly)|\bno\s+(?:automatic|tacit)\s+(?:renewal|extension)\b|\bverlängert\s+sich\s+nicht\b|\bkeine\s+(?:automatische|stillschweigende)\s+Verlängerung\b|\bsans\s+tacite\s+reconduction\b|\bgeen\s+stilzwijgende\s+verlenging\b|\b(?:automatische|stillschweigende)\s+Verlängerung\s+(?:ist|wird|bleibt)\s+ausgeschlossen\b|\b(?:automatische|stillschweigende)\s+Verlängerung\s+findet\s+nicht\s+statt\b|\baucune\s+reconduction\s+tacite\b|\bne\s+(?:sera|fera|pourra)\s+(?:pas\s+(?:\S+\s+){0,2}|l['’]objet\s+d['’]aucune\s+)(?:reconduction|renouvel\w*|reconduit)|\bno\s+se\s+(?:prorrogará|renovará)\s+(?:tácita|automática)mente|\bsin\s+(?:que\s+quepa\s+)?(?:su\s+)?(?:prórroga|renovación)\s+(?:tácita|automática)/iu;
// A renewal phrase under a negation it does not itself contain ("keine automatische Verlängerung …",
// "… Verlängerung ist ausgeschlossen", "wird nicht stillschweigend verlängert"): not renewing, at a
// lower confidence than the explicit exclusions above.
const NEGATED_BEFORE_RE = /\b(?:no|not|never|nor|without|kein\w*|nicht|ohne|aucune?|sans|ne|geen|niet|zonder|sin)\s+(?:\S+\s+){0,2}$/iu;
// "Automatic renewal: none" is a label answered no.
const NEGATED_AFTER_RE =
  /^\s*(?:(?:\S+\s+){0,2}(?:ist|wird|bleibt|is|are|shall\s+be)\s+(?:ausgeschlossen|excluded|uitgesloten)\b|findet\s+nicht\b|:\s*(?:no|none|n\/a|not\s+applicable)\b)/iu;
// A negation further back in the same clause ("shall not be assigned, renewed, extended or continued
// automatically", "will not under any circumstances renew automatically") may govern the phrase or
// only a word before it ("a party that does not wish the Agreement to be renewed automatically must
// give notice" renews): either way the phrase no longer says the agreement renews. No candidate;
// the clause's own words decide only where the negation stands next to the phrase (above). The
// clause starts after the last comma, semicolon, colon or bracket, a conditional, or a new finite verb;
// the commas of a list of verbs the phrase ends ("assigned, transferred, renewed or extended
// automatically") do not start one.
const CLAUSE_START_RE =
  /^[\s\S]*(?:[,;:()]|\b(?:unless|if|provided|except|until|whereas|when|where)\b|\b(?:and|but|or)\s+(?:shall|will|may|must|is|are|does|do)\b)/iu;
const VERB_LIST_RE = /(?:[\p{L}-]+,\s*)+[\p{L}-]+,?\s+(?:or|and)\s+$/u;
// Only a negated verb: "no", "without", "kein" negate a noun ("Without notification the contract
// will automatically extend" renews).
const NEGATION_RE = /\b(?:not|never|cannot|nicht|niet)\b|n['’]t\b/iu;

/** Whether the clause that leads up to `at` in `text` holds a negation. */
function negatedInClause(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(VERB_LIST_RE, "");
  return NEGATION_RE.test(before.replace(CLAUSE_START_RE, ""));
}

const AGREEMENT_SUBJECT_RE = /\b(agreement|contract|term|joint\s+venture|vertrag\w*|contrat|overeenkomst|contrato)\b/iu;

// "… for the Initial Term, when it shall expire automatically … and shall not be renewed": the term
// ends by itself. Not when a notice says so ("gives notice that this Agreement will not be renewed").
const EXPIRES_UNRENEWED_RE = /\b(?:shall|will)\s+not\s+be\s+renewed\b|\b(?:shall|will)\s+expire\s+automatically\b/i;
const NOTICE_OF_IT_RE = /\b(?:notice|notif\w*|unless|elects?|election)\b[^.;]{0,60}$/i;

function renewsIn(ct: ContractText, s: ContractSentence): Candidate | null {
  const no = NO_RENEW_RE.exec(s.text);
  if (no) return spanCandidate(ct, "auto_renews", false, s.start + no.index, s.start + no.index + no[0].length, 0.85);
  const ends = EXPIRES_UNRENEWED_RE.exec(s.text);
  if (
    ends &&
    !RENEWS_RE.test(s.text) &&
    !NOTICE_OF_IT_RE.test(s.text.slice(0, ends.index)) &&
    !aboutOtherInstrument(s.text.slice(partAround(s.text, ends.index)[0]))
  )
    return spanCandidate(ct, "auto_renews", false, s.start + ends.index, s.start + ends.index + ends[0].length, 0.8);
  const yes = RENEWS_RE.exec(s.text) ?? RENEWS_UNLESS_RE.exec(s.text) ?? RENEWS_UNLESS_NOTICE_RE.exec(s.text);
  if (!yes) return null;
  if (
    NEGATED_BEFORE_RE.test(s.text.slice(Math.max(0, yes.index - 40), yes.index)) ||
    NEGATED_AFTER_RE.test(s.text.slice(yes.index + yes[0].length, yes.index + yes[0].length + 50))
  ) {
    return spanCandidate(ct, "auto_renews", false, s.start + yes.index, s.start + yes.index + yes[0].length, 0.8);
  }
  if (negatedInClause(s.text, yes.index)) return null;
  const [ps] = partAround(s.text, yes.index);
  const subject = s.text.slice(ps, yes.index + yes[0].length);
  if (aboutOtherInstrument(subject)) return null;
  // "the licences renew automatically" is not the agreement renewing.
  const ofAgreement = AGREEMENT_SUBJECT_RE.test(subject) && !/\b(licen[cs]e|subscription\s+fees?|prices?|insurance|warrant\w*)\b/i.test(subject);
  const score = ofAgreement ? (RENEWS_RE.test(yes[0]) ? 0.93 : 0.85) : 0.6;
  return spanCandidate(ct, "auto_renews", true, s.start + yes.index, s.start + yes.index + yes[0].length, score);
}

export function renewals(ct: ContractText): Candidate[] {
  return ct.sentences.map((s) => renewsIn(ct, s)).filter((c): c is Candidate => c !== null);
}
