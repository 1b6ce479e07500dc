// Clause classification: what a (part of a) sentence is about, from its own wording, before any
// number in it is read. A period of days means different things in a renewal clause ("notice of
// non-renewal sixty days before the end of the term"), a cure clause ("fails to cure within thirty
// days after written notice of breach") and a payment clause ("payable within 45 days of
// invoice"); only the first is the contract's notice period. A sentence often holds several of
// these joined by ";", "provided that" or an enumeration, so numbers are judged by the part of the
// sentence that holds them (`partAround`).

export type ClauseClass = "renewal" | "expiry" | "convenience" | "cure" | "payment" | "notice";

const CLASS_RE: Record<ClauseClass, RegExp> = {
  renewal:
    /\b(renew\w*|non-?renewal|extend\w*|extension|evergreen|(?:year|month)[\s-]+to[\s-]+(?:year|month)|successive\s+(?:terms?|periods?)|additional\s+(?:terms?|periods?)|verlänger\w*|reconduction|renouvel\w*|verleng\w*|prorrog\w*|prórroga\w*|renovar\w*|renovación|renovad\w*)\b/i,
  // The end of a term: "prior to the end of the Initial Term", "expiration of the then-current term".
  expiry:
    /\b(end|expir\w*|expiry|conclusion|close|anniversary|ablauf|ende|échéance|einde)\s+(?:of|des|de|van)\s+(?:the\s+|this\s+|such\s+|any\s+|each\s+|its\s+|a\s+|der\s+|la\s+|het\s+|de\s+)?(?:then[\s-]+(?:current|existing)\s+|current\s+|initial\s+|original\s+|renewal\s+|extension\s+|applicable\s+|respective\s+|contract\s+|calendar\s+|lopende\s+)*(?:(?:or\s+(?:any\s+)?)?(?:initial|renewal|extension|original)\s+)*(term|period|year|agreement|laufzeit|vertragslaufzeit|vertragsjahr\w*|période|looptijd|periode)\b/i,
  convenience:
    /(?<![\p{L}])(for\s+(?:any\s+reason|convenience|no\s+reason|any\s+or\s+no\s+reason)|without\s+(?:cause|reason)|with\s+or\s+without\s+cause|at\s+(?:any\s+time|will)|in\s+its\s+(?:sole\s+)?discretion|ohne\s+(?:angabe\s+von\s+)?gründe?n?|ordentlich\w*|à\s+tout\s+moment|sans\s+motif|en\s+cualquier\s+momento|sin\s+(?:necesidad\s+de\s+alegar\s+)?causa|te\s+allen\s+tijde|zonder\s+opgave\s+van\s+redenen)(?![\p{L}])/iu,
  cure: /\b(cure[sd]?|curing|remed(?:y|ied|ies)|breach\w*|default\w*|fail(?:s|ed|ure)?\s+to\s+(?:perform|pay|comply|observe|make)|insolven\w*|bankrupt\w*|receiver|liquidat\w*|violat\w*|abhilfe|mangel\w*|pflichtverletzung|verletz\w*|abmahnung|außerordentlich\w*|wichtige[mn]?\s+grund|manquement|mise\s+en\s+demeure|tekortkoming|tekortschiet\w*|ingebrekestelling|incumplimiento\w*|subsana\w*|requerimiento)(?![\p{L}])/iu,
  payment:
    /\b(pay(?:s|able|ment|ments)?|paid|invoice\w*|fees?|price\w*|royalt\w*|remit\w*|interest|charges?|zahl\w*|rechnung|factur\w*|paiement|pago|abon\w*|betaling\w*|factuur\w*)\b/i,
  notice: /\b(notice|notif\w*|notification|in\s+writing|(?:ge)?kündig\w*|kündbar|préavis|dénonc\w*|opzeg\w*|preaviso)\b/iu,
};

// A cheap test before the duration reader: a sentence without a unit of time holds no period.
const UNIT_RE = /(?:day|week|month|year|tag|woche|monat|jahr|jour|semaine|mois|\ban\b|ans|dag|week|maand|jaar|día|dia|semana|mes|año)/iu;

export function mentionsPeriod(text: string): boolean {
  return UNIT_RE.test(text);
}

export function classesOf(text: string): Set<ClauseClass> {
  const out = new Set<ClauseClass>();
  for (const [cls, re] of Object.entries(CLASS_RE) as [ClauseClass, RegExp][]) if (re.test(text)) out.add(cls);
  return out;
}

// Where a sentence divides into parts that can each carry their own period.
const PART_BREAK_RE =
  /;|:\s|\bprovided,?\s+(?:however|further|that)\b|\bnotwithstanding\b|\bexcept\s+(?:that|as)\b|\bin\s+(?:the\s+)?(?:event|case)\s+(?:that\s+)?(?:either|a|any|the)\s+party\b|\bif\s+(?:either|a|any|the|such)\s+(?:party|other)\b|\(\s*(?:[a-h]|i{1,3}|iv|v|vi{0,3})\s*\)\s/gi;

/** The [start, end) of the part of `text` that holds the offset `at`. */
export function partAround(text: string, at: number): [number, number] {
  let start = 0;
  let end = text.length;
  PART_BREAK_RE.lastIndex = 0;
  for (let m = PART_BREAK_RE.exec(text); m !== null; m = PART_BREAK_RE.exec(text)) {
    if (m.index <= at) start = m.index;
    else {
      end = m.index;
      break;
    }
  }
  return [start, end];
}

// "Each Statement of Work shall … automatically renew …", "Any Order may be terminated on thirty
// days' notice": a part whose subject is another instrument than the agreement times that one.
const OTHER_INSTRUMENT_RE =
  /^[\s,;:]*(?:(?:section|clause)\s+)?(?:\d+(?:\.\d+)*\.?\s+)?(?:\(\s*\w{1,4}\s*\)\s*)?(?:provided,?\s+(?:however,?\s+)?(?:that\s+)?)?(?:each|any|the|such|all|every|an?)?\s*(?:statements?\s+of\s+work|sows?|(?:purchase|work|service|change)\s+orders?|orders?|schedules?|licen[cs]es?|subscriptions?|exhibits?|addend(?:um|a)|projects?)\b/i;
// A clause heading in capitals that the sentence runs on from ("REPRESENTATIONS AND COVENANTS Section 4.1 …").
const CAPS_HEADING_RE = /^[\s,;:]*[\p{Lu}][\p{Lu}\s,;&]{2,60}\s(?=Section|Clause|\d|\()/u;

/** Whether the part of a sentence is about another instrument (a statement of work, an order, a licence). */
export function aboutOtherInstrument(part: string): boolean {
  return OTHER_INSTRUMENT_RE.test(part.replace(CAPS_HEADING_RE, ""));
}

// "WHEREAS, the parties are parties to the Supply Agreement dated …, which had an initial term of
// three years", "Reference is made to the Master Agreement, which provides for …": a recital or a
// reference describes another agreement's term and notice, never this document's own.
const RECITES_OTHER_RE =
  /^[\s"“(]*WHEREAS\b|\breference\s+is\s+(?:hereby\s+)?made\s+to\b|\b(?:the|such)\s+(?:original|prior|existing|master|previous|underlying)\s+(?:[A-Z][\w-]*\s+){0,3}agreement\b/i;

/** Whether a sentence recites another agreement (a recital, or a reference to the original or master agreement). */
export function recitesAnotherAgreement(sentence: string): boolean {
  return RECITES_OTHER_RE.test(sentence);
}
