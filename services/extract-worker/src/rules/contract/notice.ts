import { findDurations } from "../../values";
import type { Candidate } from "../anchor";
import { aboutOtherInstrument, classesOf, mentionsPeriod, partAround, recitesAnotherAgreement } from "./clauses";
import { spanCandidate, type ContractSentence, type ContractText } from "./text";
import { escapeRegExp } from "../../escape-regexp";

// termination_notice_days: the notice a party must give so that the contract ends at the end of
// its term instead of renewing (notice of non-renewal), in calendar days. A period is read only
// when the part of the sentence that holds it is about renewal or the end of the term and not
// about a breach, its cure or a payment, and only when the period is tied to the notice itself:
// "sixty (60) days' prior written notice", "notify … at least 30 days prior to the end of the
// Initial Term". Notice to terminate for convenience ("for any reason upon 90 days' notice") is
// the weaker reading, used only when the contract says nothing about non-renewal.

// Ending the agreement, in the languages the readers know: "terminate", "kündigen", "résilier", "opzeggen".
const TERMINATE_RE = /\b(?:terminat|kündig|résili|opzeg|op\s+te\s+zeggen|rescin|resolver(?:lo)?\b|desist)/iu;
const UNCONDITIONAL_RE = /\bmay\s+terminate\b/i;
// A right to terminate that an event triggers ("following a Change of Control of Distributor", "upon
// a merger of Licensee") is no right to terminate at will, however plainly "may terminate" reads.
const CONDITION_RE =
  /\bif\b|\bin\s+the\s+event\b|\bupon\s+the\s+occurrence\b|\bshould\b|\bin\s+case\b|\bprovided\s+that\b|\bchange\s+(?:of|in)\s+(?:control|ownership)\b|\b(?:following|upon|after)\s+(?:a|an|any|the)\s+(?:merger|acquisition|sale\s+of|assignment|force\s+majeure)\b/i;

// "Provider may increase the fees for any renewal term by notice sixty days before the end of the term".
const FEE_CHANGE_RE = /\b(?:increase|adjust|change|modify|revise|raise)\w*\s+(?:the\s+|its\s+|any\s+|such\s+)?(?:fees?|prices?|rates?|charges?|royalt\w*)\b/i;
const TIMED_LINK_RE = /\b(?:prior\s+to|before|in\s+advance\s+of|preceding)\s+$/i;
const DATE_AHEAD_RE = /^(?:the\s+)?(?:\d|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/i;
/** Below the tier of a notice tied to the end of the term, so that one outranks it. */
const OTHER_EVENT_SCORE = 0.7;

export interface NoticeCandidates {
  nonRenewal: Candidate[];
  convenience: Candidate[];
  /** A notice of non-renewal is required, but its period is redacted ("[***] days") or named and printed elsewhere unread: no convenience notice stands in for it. */
  withheld: boolean;
}

// '"Notice Period" means sixty (60) days': a notice period defined once and named where it applies
// ("at least the Notice Period prior to the expiration"); the value is read where the definition
// prints it. Only a defined notice: "the Initial Term" named in a notice clause is no notice period.
const DEFINES_RE = /["“]((?=[^"”]{0,40}\bNotice\b)[\p{Lu}][^"”]{2,40})["”]\s+(?:means|shall\s+mean)\s+/gu;
// "Notice Period: three months.": a definition list as UK precedents print it, the defined term before
// a colon and the period the rest of the sentence. A list entry without a full stop runs into the next
// one ("… beginning on the Commencement Date Notice Period: one month."): the term is the capitalised
// words before the colon, from any of them that leads to "Notice".
const COLON_DEFINES_RE = /((?:[\p{Lu}][\p{L}-]*\s+){0,3}[\p{Lu}][\p{L}-]*)\s*:\s+(?=\S)/gu;
// "written notice of not less than the Notice Period", "at least the Non-Renewal Notice period stated in
// the Order Summary", "mit der im Vertragsdatenblatt genannten Kündigungsfrist": the notice a renewal
// clause requires, named and printed elsewhere.
const NAMED_PERIOD_RE =
  /\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|of|with|giving|upon)\s+the\s+(?:[\p{L}-]+\s+){0,3}notice\s+period\b|\bmit\s+der\s+(?:im\s+[\p{L}-]+\s+(?:genannten|angegebenen|vereinbarten)|vereinbarten)\s+(?:Kündigungs)?frist\b/iu;
// "[***] days", "[*] ([*]) days": a period the filer redacted.
const REDACTED_RE = /\[\s*\*+\s*\](?:\s*\(\s*\[?\s*\*+\s*\]?\s*\))?\s*(?:calendar\s+)?(?:days?|months?)(?![\p{L}])/giu;

interface DefinedPeriod {
  days: number;
  /** Where the definition prints the period, in the document stream. */
  start: number;
  end: number;
}

/** A period as the notice reader weighs it: printed in the sentence, named by a defined term, or redacted (days null). */
interface Period {
  start: number;
  end: number;
  days: number | null;
  unit: string;
  /** Where the value is printed, when a defined term names it. */
  printed?: [number, number];
  redacted?: boolean;
}

/** The period that is the whole rest of a definition (`s` from `at`), and nothing more. */
function definitionAt(s: ContractSentence, at: number): DefinedPeriod | null {
  const rest = s.text.slice(at);
  const d = findDurations(rest)[0];
  if (!d || d.start !== 0 || d.days === null || d.unit === "year" || !/^\s*[.;]?\s*$/.test(rest.slice(d.end))) return null;
  return { days: d.days, start: s.start + at, end: s.start + at + d.end };
}

function definedPeriods(ct: ContractText): Map<string, DefinedPeriod> {
  const out = new Map<string, DefinedPeriod>();
  for (const s of ct.sentences) {
    for (const m of s.text.matchAll(DEFINES_RE)) {
      const p = definitionAt(s, m.index + m[0].length);
      if (p) out.set(m[1] as string, p);
    }
    for (const m of s.text.matchAll(COLON_DEFINES_RE)) {
      const p = definitionAt(s, m.index + m[0].length);
      const words = (m[1] as string).split(/\s+/);
      for (let i = 0; p && i < words.length; i++) {
        const name = words.slice(i).join(" ");
        if (/\bNotice\b/.test(name)) out.set(name, p);
      }
    }
  }
  return out;
}

function periodsIn(text: string, defined: ReadonlyMap<string, DefinedPeriod>): Period[] {
  const out: Period[] = findDurations(text).map((d) => ({ start: d.start, end: d.end, days: d.days, unit: d.unit }));
  for (const [name, p] of defined)
    for (const m of text.matchAll(new RegExp(`\\bthe\\s+${escapeRegExp(name)}(?![\\p{L}])`, "gu")))
      out.push({ start: m.index, end: m.index + m[0].length, days: p.days, unit: "day", printed: [p.start, p.end] });
  for (const m of text.matchAll(REDACTED_RE)) out.push({ start: m.index, end: m.index + m[0].length, days: null, unit: "day", redacted: true });
  return out.sort((a, b) => a.start - b.start);
}

const APOSTROPHE = "(?:['’]s?|s['’])?";
const NOTICE_AFTER_RE = new RegExp(
  `^${APOSTROPHE}\\s*(?:\\(?\\s*\\d+\\s*\\)\\s*)?(?:calendar\\s+)?(?:days?\\s+)?(?:prior\\s+|advance\\s+|previous\\s+|express\\s+)*(?:written\\s+|express\\s+)*(?:notice|notification)\\b`,
  "i",
);
const NOTICE_BEFORE_RE =
  /(?:\b(notice|notify|notifies|notified|notification|in\s+writing)\b[^.;()]{0,45}?(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+later\s+than|a\s+minimum\s+of|within|with|of|upon|giving|providing|by)?|\b(?:kündigungs)?frist\s+von|\bkündigungsfrist(?:\s+beträgt)?|\bpréavis\s+(?:de|d['’]au\s+moins)|\bopzegtermijn\s+van|\btermijn\s+van|\bpreaviso\s+(?:escrito\s+)?(?:de|mínimo\s+de)|\bantelación\s+(?:mínima\s+)?de|\buiterlijk)\s*$/iu;
const LINK_RE = new RegExp(
  `^${APOSTROPHE}\\s*(?:calendar\\s+)?(?:(?:prior|advance)\\s+(?=written|notice))?(?:written\\s+)?(?:notice\\s+(?:of\\s+(?:non-?renewal|termination)\\s+)?(?:to\\s+(?:the\\s+)?(?:other\\s+)?\\w+\\s+)?)?(?:prior\\s+to|before|in\\s+advance\\s+of|preceding|of|from)\\s+`,
  "i",
);
const NON_RENEWAL_RE =
  /\bnon-?renewal\b|\bnot\s+(?:to\s+)?(?:renew|extend)|\bnot\s+be\s+(?:renewed|extended)|\belect\w*\s+not\b|\bintention\s+not\s+to\b|\bto\s+the\s+contrary\b/i;
// Ending the contract at the end of a term, or ending an evergreen one: non-renewal in other words.
const END_OF_TERM_RE =
  /\bterminat\w*\b[^.;]{0,60}\b(?:at|upon|as\s+of|on)\s+the\s+(?:end|expiration|expiry)\b|\buntil\s+terminated\b|\bintention\s+to\s+terminate\b|\bnotice\s+of\s+termination\b/i;
// "prior to any year's Expiration Date": the end of each year of a term renewed year by year.
const EXPIRY_START_RE =
  /^(?:the\s+|this\s+|such\s+|any\s+|each\s+|its\s+|a\s+|dem\s+|der\s+|l['’]\s*|la\s+|le\s+|het\s+|el\s+)?(?:(?:year|term|renewal\s+term)['’]s\s+)?(?:then[\s-]+(?:current|existing)\s+|current\s+|initial\s+|original\s+|renewal\s+|respective\s+|applicable\s+)*(?:end|expir\w*|expiry|conclusion|close|anniversary|last\s+day|termination\s+date|renewal\s+date|commencement\s+of\s+(?:any|the|a)\s+renewal|vertragsende|laufzeitende|vertragsablauf|ende|ablauf|échéance|date\s+d['’]\s*(?:échéance|expiration)|fin|terme|einde|afloop|vencimiento|finalización|fecha\s+de\s+(?:vencimiento|finalización|expiración))(?![\p{L}])/iu;
// The label of a non-renewal notice that a period answers after a colon: "non-renewal notice: 60 days".
const NOTICE_LABEL_RE = /\b(?:non-?renewal\s+notice(?:\s+period)?|notice\s+of\s+non-?renewal)\s*$/i;
// German, French, Dutch and Spanish: "zum Ende der Laufzeit", "avant l'échéance", "voor het einde van".
const LINK_OTHER_RE = /^\s*(?:vor|zum|avant|voor|antes\s+del?|a\s+(?=la\s+fecha\b))\s+/i;

// A contract that runs on without end once its first term is over: its notice to end it plays the
// part of a non-renewal notice ("auf unbestimmte Zeit weiter", "pour une durée indéterminée").
const INDEFINITE_RE =
  /\buntil\s+terminated\b|\bfor\s+an\s+indefinite\s+(?:term|period)\b|\bauf\s+unbestimmte\s+Zeit\b|\bdurée\s+indéterminée\b|\bonbepaalde\s+tijd\b|\bduración\s+indefinida\b|\btiempo\s+indefinido\b/iu;
// "an option to extend the Term …, exercisable by written notice given not less than nine months
// prior to the expiration of the Term", "a right of first negotiation … exercisable by notice sixty
// days before the expiration": the deadline to exercise a right is no notice that ends the contract.
// So is a notice of one's "election to renew" (a franchisee's option, however it is named).
const EXERCISE_RE =
  /\bexercis(?:e|es|ed|able|ing)\b|\boptions?\s+to\s+(?:extend|renew)\b|\bright\s+of\s+first\s+(?:negotiation|refusal|offer)\b|\b(?:election|elect|request)\s+to\s+(?:renew|extend)\b/i;
// "The Distributor may, by written notice given not less than three months before the expiry of the
// Initial Term, extend this Agreement for one further period": an option not named one, read over
// the whole sentence because its notice stands in a part of its own.
const MAY_EXTEND_RE = /\bmay\b(?:(?!terminat)[^.;]){0,160}\b(?:extend|renew)\s+(?:this|the)\s+(?:agreement|contract|lease|term)\b/i;
// "not less than six months nor more than twelve months prior to the expiration": the later figure
// is the window's outer bound, how early a notice may come, never the notice that is due.
const OUTER_BOUND_RE = /\b(?:n?or|not|no|but\s+not|and\s+not)\s+(?:more|earlier|sooner)\s+than\s*$/i;
// "If Tenant remains in possession after the expiration of the Term, … a tenancy from month to month
// terminable on thirty days' notice": a holdover after the term has ended, not the term's own notice.
const HOLDOVER_RE = /\bhold(?:s|ing)?[\s-]*over\b|\bremains?\s+in\s+possession\b/i;
// Termination of something other than the agreement: "terminate any Statement of Work on 30 days' notice".
const OTHER_OBJECT_RE =
  /\bterminat\w*\s+(?:any|an?|the|such|each|individual)\s+(?:(?:affected|applicable|relevant|particular)\s+)?(?:statements?\s+of\s+work|sows?|orders?|purchase\s+orders?|work\s+orders?|licen[cs]es?|schedules?|projects?|services?|exhibits?|addend(?:um|a)|subscriptions?)\b/i;

// What expires must be the agreement or its term ("the expiration of any Purchase Order" is not).
const OF_TERM_RE =
  /^\s*(?:date\b|thereof\b|hereof\b|[.,;)]|$|(?:of|des|de|van|der|du|del)\s+(?:the\s+|this\s+|such\s+|any\s+|each\s+|its\s+|a\s+|der\s+|la\s+|het\s+|de\s+)?(?:(?:then[\s-]+(?:current|existing)|current|initial|original|renewal|extension|extended|respective|applicable|said|contract|calendar|first|such|lopende|jeweilig\w*|laufend\w*|\w+[\s-]+(?:month|year)|\d+[\s-]*(?:month|year)s?|or|any)\s+){0,4}(?:term|agreement|period|year|contract|renewal|laufzeit|vertragslaufzeit|période|looptijd|periode|período|periodo|vigencia|contrato))(?![\p{L}])/iu;

function endsTheTerm(text: string): boolean {
  const m = EXPIRY_START_RE.exec(text);
  return m !== null && (/anniversary|renewal|vertragsende|laufzeitende|vertragsablauf/i.test(m[0]) || OF_TERM_RE.test(text.slice(m[0].length)));
}

// "Der Vertrag … wird auf unbestimmte Zeit geschlossen. Er kann … mit einer Frist von drei Monaten
// gekündigt werden": a sentence whose subject is a pronoun for the agreement of the sentence before.
const PRONOUN_SUBJECT_RE = /^\s*(?:\(\d+\)\s*)?(?:er|es|it)\s+(?:kann|können|may|can|shall|will|ist|is|endet|ends)\b/i;
const ABOUT_AGREEMENT_RE = /\b(agreement|contract|vertrag\w*|contrat|overeenkomst|contrato)\b/iu;

/** Reads the periods of `s` at or after `from` (a sentence read together with the one it refers back to). */
function readIn(ct: ContractText, s: ContractSentence, into: NoticeCandidates, defined: ReadonlyMap<string, DefinedPeriod>, from = 0): void {
  // A renewal clause whose notice is a period named elsewhere, and not read here: no convenience notice stands in for it.
  const named = NAMED_PERIOD_RE.test(s.text.slice(from)) && (classesOf(s.text).has("renewal") || INDEFINITE_RE.test(s.text));
  const read = into.nonRenewal.length;
  readPeriods(ct, s, into, defined, from);
  if (named && into.nonRenewal.length === read) into.withheld = true;
}

function readPeriods(ct: ContractText, s: ContractSentence, into: NoticeCandidates, defined: ReadonlyMap<string, DefinedPeriod>, from: number): void {
  // A sentence without a unit of time holds no period, unless it names a defined one.
  const periods = mentionsPeriod(s.text) || defined.size ? periodsIn(s.text, defined) : [];
  if (!periods.length) return;
  const sentence = classesOf(s.text);
  if (!sentence.has("notice") && !/\bnotif|\bwritten\b/i.test(s.text)) return;
  // The notice must be about this agreement, not an insurance policy or another contract's term.
  if (
    !/\b(agreement|contract|term|vertrag\w*|laufzeit|contrat|overeenkomst|contrato)\b/iu.test(s.text) &&
    !sentence.has("renewal") &&
    !INDEFINITE_RE.test(s.text)
  )
    return;
  for (const d of periods) {
    if (d.start < from || (!d.redacted && (d.days === null || d.unit === "year" || d.days > 366 || d.days < 1))) continue;
    if (OUTER_BOUND_RE.test(s.text.slice(Math.max(0, d.start - 30), d.start))) continue;
    const [ps, pe] = partAround(s.text, d.start);
    // "non-renewal notice: sixty (60) days prior to the renewal date": a label and the period that
    // answers it are one part, though the colon divides the sentence.
    // So are a label and its period side by side in a table's row ("Non-Renewal Notice  sixty (60) days").
    const label =
      s.text[ps] === ":"
        ? NOTICE_LABEL_RE.exec(s.text.slice(Math.max(0, ps - 40), ps))
        : NOTICE_LABEL_RE.exec(s.text.slice(Math.max(ps, d.start - 40), d.start));
    // A row's label and period are its part: the rows around it (payment terms, a contact) are other clauses.
    const part = label && s.text[ps] !== ":" ? label[0] + s.text.slice(d.start, d.end) : (label ? label[0] : "") + s.text.slice(ps, pe);
    const classes = classesOf(part);
    // A cure period is never a notice period, nor is a notice of a change of fees or of another instrument's renewal.
    if (classes.has("cure") || /\b(insurance|polic(?:y|ies)|coverage)\b/i.test(part) || FEE_CHANGE_RE.test(part) || aboutOtherInstrument(part)) continue;
    // "may exercise its right to terminate this Agreement for convenience upon 90 days' notice" is still a right to terminate.
    if ((EXERCISE_RE.test(part) && !NON_RENEWAL_RE.test(part) && !TERMINATE_RE.test(part)) || HOLDOVER_RE.test(s.text)) continue;
    if (MAY_EXTEND_RE.test(s.text) && !NON_RENEWAL_RE.test(s.text) && !TERMINATE_RE.test(s.text)) continue;
    const after = s.text.slice(d.end, Math.min(pe, d.end + 120));
    const before = s.text.slice(Math.max(ps, d.start - 80), d.start);
    const link = LINK_RE.exec(after) ?? LINK_OTHER_RE.exec(after);
    const toExpiry = link !== null && endsTheTerm(after.slice(link[0].length));
    const toNotice = label !== null || NOTICE_AFTER_RE.test(after) || NOTICE_BEFORE_RE.test(before);
    if (!toExpiry && !toNotice) continue;
    // "… sixty (60) days prior to the termination of Support Services for such Product": a period
    // that runs up to some other event than the end of the term (or a date) times that event.
    const toOtherEvent = link !== null && !toExpiry && TIMED_LINK_RE.test(link[0]) && !DATE_AHEAD_RE.test(after.slice(link[0].length));
    // Nor is a payment term, unless the period runs to the end of the term.
    if (classes.has("payment") && !toExpiry) continue;
    // A breach elsewhere in the sentence weakens a period that is only tied to "notice".
    if (!toExpiry && sentence.has("cure")) continue;
    const renewal = sentence.has("renewal");
    const nonRenewal = NON_RENEWAL_RE.test(part) || INDEFINITE_RE.test(part) || (END_OF_TERM_RE.test(part) && (renewal || sentence.has("expiry")));
    let score = 0;
    if (toExpiry && (toNotice || classes.has("notice")) && (renewal || nonRenewal)) score = 0.95;
    else if (toExpiry && (toNotice || classes.has("notice"))) score = 0.85;
    else if (toNotice && nonRenewal) score = toOtherEvent ? OTHER_EVENT_SCORE : renewal ? 0.93 : 0.88;
    else if (toNotice && classes.has("renewal") && classes.has("expiry")) score = 0.85;
    else if (toNotice && renewal && !sentence.has("convenience")) score = 0.7;
    const [at, end] = d.printed ?? [s.start + d.start, s.start + d.end];
    if (d.days === null) into.withheld ||= score > 0;
    else if (score) {
      const c = spanCandidate(ct, "termination_notice_days", d.days, at, end, score);
      if (c) into.nonRenewal.push(c);
    } else if (
      toNotice &&
      TERMINATE_RE.test(part) &&
      !OTHER_OBJECT_RE.test(part) &&
      (classes.has("convenience") || (UNCONDITIONAL_RE.test(part) && !CONDITION_RE.test(s.text)))
    ) {
      // "may terminate … for any reason upon 90 days' notice"; a bare "may terminate by giving one month's notice" is the same right.
      const c = spanCandidate(ct, "termination_notice_days", d.days, at, end, classes.has("convenience") ? 0.6 : 0.55);
      if (c) into.convenience.push(c);
    }
  }
}

export function noticePeriods(ct: ContractText): NoticeCandidates {
  const out: NoticeCandidates = { nonRenewal: [], convenience: [], withheld: false };
  const defined = definedPeriods(ct);
  ct.sentences.forEach((s, i) => {
    if (recitesAnotherAgreement(s.text)) return;
    const prev = ct.sentences[i - 1];
    if (
      prev &&
      PRONOUN_SUBJECT_RE.test(s.text) &&
      !ABOUT_AGREEMENT_RE.test(s.text) &&
      ABOUT_AGREEMENT_RE.test(prev.text) &&
      !recitesAnotherAgreement(prev.text)
    ) {
      const text = ct.text.slice(prev.start, s.start + s.text.length);
      readIn(ct, { ...prev, text }, out, defined, s.start - prev.start);
    } else readIn(ct, s, out, defined);
  });
  return out;
}
