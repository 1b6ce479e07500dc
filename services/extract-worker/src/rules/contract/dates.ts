import { findDates, parseDate, resolveDateOrder, type DateOrder } from "../../values";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { spanCandidate, type ContractSentence, type ContractText } from "./text";

// The effective date of a contract, by the strength of what says so:
//   0.95  the date defined as the Effective Date: "… as of May 1, 2020 (the "Effective Date")",
//         "Effective Date: May 1, 2020", "the Effective Date shall be May 1, 2020";
//   0.92  the day the term starts: "This Agreement shall commence on January 1, 2016";
//   0.9   "effective as of <date>" in the opening sentence (the preamble);
//   0.85  "dated / made / entered into (as of | on | this) <date>" in the opening sentence.
// Contracts write dates the way deeds do ("this 4th day of June, 2021"), which the generic date
// reader does not know; `datesIn` reads them as well.

export interface FoundDate {
  iso: string;
  start: number;
  end: number;
}

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
// "the 4th day of June, 2021", "1st day of March 2022" (ordinals broken by the text layer: "4t h").
const DAY_OF_RE = new RegExp(`\\b(\\d{1,2})\\s?(?:st|nd|rd|th|s\\s?t|n\\s?d|r\\s?d|t\\s?h)?\\s+day\\s+of\\s+(${MONTHS})\\.?,?\\s+(\\d{4})\\b`, "gi");
// "June 2nd, 2021", "1st of March, 2003".
const ORDINAL_RE = new RegExp(
  `\\b(?:(${MONTHS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)|(\\d{1,2})(?:st|nd|rd|th)\\s+(?:of\\s+)?(${MONTHS}))\\.?,?\\s+(\\d{4})\\b`,
  "gi",
);

// "this twenty-first day of May, 2008": the day as an ordinal word.
// prettier-ignore
const ORDINAL_DAYS = [
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
  "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
];
const dayOfWord = (word: string): number | null => {
  const w = word.toLowerCase().replace(/\s+/g, "-");
  const one = ORDINAL_DAYS.indexOf(w);
  if (one >= 0) return one + 1;
  if (w === "thirtieth") return 30;
  const m = /^(twenty|thirty)-(\w+)$/.exec(w);
  const unit = m ? ORDINAL_DAYS.indexOf(m[2] as string) : -1;
  return m && unit >= 0 && unit < 9 ? (m[1] === "twenty" ? 20 : 30) + unit + 1 : null;
};
const WORD_DAY_OF_RE = new RegExp(
  `\\b((?:(?:twenty|thirty)[\\s-])?(?:${ORDINAL_DAYS.join("|")})|thirtieth)\\s+day\\s+of\\s+(${MONTHS})\\.?,?\\s+(\\d{4})\\b`,
  "gi",
);

/** `fallback` settles "08/05/2026" when the document gave no order of its own. */
export function datesIn(text: string, ctx: DocContext, fallback: DateOrder | null = null): FoundDate[] {
  const out: FoundDate[] = [];
  WORD_DAY_OF_RE.lastIndex = 0;
  for (let m = WORD_DAY_OF_RE.exec(text); m !== null; m = WORD_DAY_OF_RE.exec(text)) {
    const day = dayOfWord(m[1] as string);
    const d = day ? parseDate(`${day} ${m[2]} ${m[3]}`) : null;
    if (d?.iso) out.push({ iso: d.iso, start: m.index, end: m.index + m[0].length });
  }
  for (const re of [DAY_OF_RE, ORDINAL_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const day = m[1] && re === DAY_OF_RE ? m[1] : (m[2] ?? m[3]);
      const month = re === DAY_OF_RE ? m[2] : (m[1] ?? m[4]);
      const year = re === DAY_OF_RE ? m[3] : m[5];
      const d = parseDate(`${day} ${month} ${year}`);
      if (d?.iso) out.push({ iso: d.iso, start: m.index, end: m.index + m[0].length });
    }
  }
  for (const d of findDates(text)) {
    const settled = resolveDateOrder(d, ctx.dateOrder ?? fallback);
    if (settled.iso && !out.some((o) => o.start <= d.start && o.end >= d.end)) out.push({ iso: settled.iso, start: d.start, end: d.end });
  }
  return out.sort((a, b) => a.start - b.start);
}

const DEFINED_AFTER_RE =
  /^[\s,]*\(\s*(?:the\s+|this\s+)?["“”']?\s*effective\s+date\b|^[\s,]*\(\s*hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?["“]?effective\s+date/i;
// "Original Effective Date" means …: an amended and restated agreement defines the date of the agreement it restates too.
const NOT_THIS = String.raw`(?<!\b(?:original|prior|previous|existing|former)\s+)`;
const DEFINED_BEFORE_RE = new RegExp(String.raw`${NOT_THIS}\beffective\s+date\s*["”]?\s*(?::|means|shall\s+(?:be|mean)|is|of)\s*(?:the\s+)?$`, "i");
// A definition that names an event and then its date: "Effective Date shall mean the date of
// installation, i.e. November 14, 1996".
const DEFINED_AS_EVENT_RE = new RegExp(
  String.raw`${NOT_THIS}\beffective\s+date\s*["”]?\s*(?:means|shall\s+mean)\b[^.;]{0,100}?(?:,\s*)?\b(?:i\.\s?e\.|namely|being)\s*,?\s*(?:the\s+)?$`,
  "i",
);
// '"Commencement Date" means 2 October 2017': Commonwealth and UK drafting dates the agreement on
// signing and starts it on a Commencement Date it defines. The day it starts is its effective date, as
// a "Commencement Date:" label row is read; an Effective Date defined as well outranks it.
const COMMENCEMENT_DEFINED_RE = new RegExp(String.raw`${NOT_THIS}\bcommencement\s+date\s*["”]\s*(?:means|shall\s+mean)\s*(?:the\s+)?$`, "i");
const COMMENCEMENT_DEFINED_SCORE = 0.9;
/** A definition reaches further than a label: definitions sections follow a table of contents. */
const DEFINITION_REACH = 20000;
const EFFECTIVE_RE =
  /\b(?:effective|with\s+effect|takes?\s+effect|comes?\s+into\s+force|enters?\s+into\s+force)\s+(?:as\s+of\s+|on\s+|from\s+)?(?:this\s+|the\s+)?$/i;
// "tritt am … in Kraft", "prend effet le …", "treedt in werking op …": a date the contract takes effect, in any sentence.
const IN_FORCE_RE =
  /\b(?:tritt|treten)\s+(?:am|zum|mit\s+Wirkung\s+zum)\s+$|\b(?:Vertrag|Vertragslaufzeit|Laufzeit)\s+beginnt\s+(?:am|zum|mit\s+dem)\s+$|\b(?:wirksam|gültig)\s+(?:ab|zum|am)\s+(?:dem\s+)?$|\bmit\s+Wirkung\s+(?:zum|vom|ab)\s+$|\bprend\s+effet\s+(?:le|au|à\s+compter\s+du)\s+$|\bsurtirá\s+efectos?\s+(?:desde|a\s+partir\s+de)\s+el\s+$|\bentre\s+en\s+vigueur\s+le\s+$|\btreedt\s+in\s+werking\s+op\s+$|\bmet\s+ingang\s+van\s+$|\bentra(?:rá)?\s+en\s+vigor\s+el\s+(?:día\s+)?$/iu;
// "This Agreement is effective as of <date>" outside the preamble (an assignment's only article on its term).
const THIS_AGREEMENT_EFFECTIVE_RE = /\bthis\s+agreement\s+(?:is|shall\s+be|will\s+be|becomes|shall\s+become)\s+effective\s+(?:as\s+of|on|from)\s+(?:the\s+)?$/i;
// "dated as April 15, 1994": a drafter's "as of" that lost its "of" still dates the agreement.
const DATED_RE =
  /\b(?:dated|made|entered\s+into|executed|concluded|signed)\s+(?:(?:and\s+)?(?:entered\s+into|effective)\s+)?(?:(?:as\s+of|on|this|effective|for\s+reference)\s+|(?<=\bdated\s+)as\s+)?(?:this\s+|the\s+)?(?:day\s+of\s+)?$/i;
// "… is made and entered into by and between the following Parties on March 1, 2010 in Beijing",
// "… is entered into in Shenzhen, the People's Republic of China (the "PRC") on March 1, 2010": the
// date of signing after the parties announced or the place of signing.
const SIGNED_THERE_RE =
  /\b(?:made|entered\s+into|executed|signed|concluded)\s+(?:by\s+and\s+between\s+the\s+following\s+parties|in\s+\p{Lu}[^.;:]{0,90}?)\s+on\s+(?:this\s+|the\s+)?$/iu;
// A preamble: the opening sentence that makes the agreement between its parties.
const PREAMBLE_RE =
  /\b(agreement|contract|lease|memorandum|amendment|deed|guarant(?:y|ee))\b[\s\S]*\b(between|among|by|made|entered|dated)\b|\b(between|among)\b/i;

// "This Agreement shall commence on", "the Term will begin upon", "commencing on", "The Joint Venture shall commence on".
const COMMENCES_RE =
  /\b(?:agreement|term|contract|promotion|services?|joint\s+venture)\b[^.;]{0,60}\b(?:commenc\w*|begin\w*|start\w*)\s+(?:on|upon|as\s+of|with\s+effect\s+from|from)?\s*(?:the\s+)?$/i;
// "… under the Master Subscription Agreement between the parties dated …", "that certain License
// Agreement dated …", "Re: Amendment No. 2 to Master Services Agreement dated …": "dated" after a
// named agreement that is not this one (or that this document amends) dates that agreement.
const OTHER_AGREEMENT_RE =
  /\b(?:the|that\s+certain|an?|said|such|its|their|any|each|to)\s+(?:[\p{Lu}][\p{L}'’-]*\s+){0,6}(?:agreement|contract|lease|licen[cs]e|amendment|order|msa|statement\s+of\s+work|sow)\b(?:\s+(?:between|among|by\s+and\s+between)\s+[^.;()]{0,80}?)?\s*,?\s*$/iu;
// "The Term shall commence on August 1, 2019 (the "Commencement Date")": a date the contract names
// as a date of its own is the day its term starts, which an Effective Date defined elsewhere
// outranks; it dates the agreement only when nothing stronger does.
const OTHER_DATE_DEFINED_RE = /^[\s,]*\(\s*(?:the\s+|this\s+)?["“”']\s*(?!effective\s)[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+date\s*["”']/iu;
const COMMENCEMENT_DATE_SCORE = 0.8;
/** A label "Effective Date: …" counts only near the top: later ones date an exhibit or a signature. */
const LABEL_REACH = 5000;

function scoreAt(s: ContractSentence, d: FoundDate, preamble: boolean): number {
  const before = s.text.slice(Math.max(0, d.start - 90), d.start);
  const after = s.text.slice(d.end, d.end + 60);
  if (DEFINED_AFTER_RE.test(after)) return 0.95;
  if (DEFINED_BEFORE_RE.test(before)) return s.start + d.start < (/means|mean\s*(?:the\s+)?$/i.test(before) ? DEFINITION_REACH : LABEL_REACH) ? 0.95 : 0;
  if (DEFINED_AS_EVENT_RE.test(s.text.slice(Math.max(0, d.start - 160), d.start))) return s.start + d.start < DEFINITION_REACH ? 0.95 : 0;
  if (COMMENCEMENT_DEFINED_RE.test(before)) return s.start + d.start < DEFINITION_REACH ? COMMENCEMENT_DEFINED_SCORE : 0;
  if (COMMENCES_RE.test(before) && !/\b(payments?|fees?|royalt\w*|deliver\w*|shipments?|production|construction|services?\s+fees?)\b/i.test(before))
    return OTHER_DATE_DEFINED_RE.test(after) ? COMMENCEMENT_DATE_SCORE : 0.92;
  if (IN_FORCE_RE.test(before) || THIS_AGREEMENT_EFFECTIVE_RE.test(before)) return 0.9;
  if (!preamble) return 0;
  if (EFFECTIVE_RE.test(before)) return 0.9;
  const wide = s.text.slice(Math.max(0, d.start - 160), d.start);
  const dated = DATED_RE.exec(before);
  const there = dated ? null : SIGNED_THERE_RE.exec(wide);
  const verbAt = dated ? d.start - before.length + dated.index : there ? d.start - wide.length + there.index : -1;
  if (verbAt >= 0) return OTHER_AGREEMENT_RE.test(s.text.slice(0, verbAt)) ? 0 : 0.85;
  return 0;
}

// An agreement that takes effect when signed ("effective as of the date of the last signature
// below", "entrará en vigor en la fecha de su firma") dates itself by its signatures: the latest
// date printed as a signing date ("Date: …" in the signature blocks, "En Madrid, a …", "Fait à …,
// le …", "Berlin, den …", "te Utrecht op …").
const ON_SIGNING_RE =
  /\beffective\s+(?:as\s+of|on|upon)\s+the\s+(?:date\s+of\s+(?:the\s+)?last\s+signature|(?:last\s+)?date\s+(?:last\s+)?signed|date\s+on\s+which\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?(?:last\s+|fully\s+)?(?:signed|executed)|date\s+on\s+which\s+(?:it|this\s+agreement)\s+(?:is|has\s+been)\s+(?:signed|executed)\s+by\s+both\s+parties)|\bentrar[áa]\s+en\s+vigor\s+en\s+la\s+fecha\s+de\s+(?:su\s+)?firma|\bmit\s+(?:seiner\s+|ihrer\s+)?Unterzeichnung\s+in\s+Kraft|\bprend\s+effet\s+à\s+(?:la\s+)?date\s+de\s+(?:sa\s+)?signature|\btreedt\s+in\s+werking\s+op\s+de\s+datum\s+van\s+ondertekening/iu;
const SIGNED_AT_RE =
  /(?:\bDate\s*:\s*|^\s*En\s+[\p{Lu}][\p{L}\s]{1,30},\s+a\s+|\bFait\s+à\s+[^,]{1,30},\s+le\s+|\b[\p{Lu}][\p{L}]{1,30},\s+den\s+|\bte\s+[\p{Lu}][\p{L}]{1,30}\s+op\s+)$/u;
// "Date:" alone dates a signature; a qualified label ("Effective Date:", "Delivery Date:") dates something else.
const QUALIFIED_DATE_LABEL_RE =
  /\b(?:effective|commencement|start|launch|expiration|expiry|termination|end|delivery|due|invoice|order|payment|shipment)\s+date\s*:\s*$/i;
const ON_SIGNING_SCORE = 0.84;
// A form's signature column: the date typed over a rule with "Date" printed under it. Side-by-side
// columns come in baseline order ("March 24, 2006 March 23, 2006 ____ ____ Date Date", or one
// column's rule before the other's date when a name wraps), so the dates and rules between a date
// and its label are passed over.
const DATE_RULE_BELOW_RE = /^[\s_]*(?:_{3,}[\s_]*)?Date(?:\s+Date)*\b(?!\s*:)/;

/** `text` from `from` to `to` with the dates in it blanked. */
function withoutDates(text: string, dates: readonly FoundDate[], from: number, to: number): string {
  let out = text.slice(from, to);
  for (const d of dates)
    if (d.start >= from && d.start < to) out = out.slice(0, d.start - from) + " ".repeat(Math.min(d.end, to) - d.start) + out.slice(Math.min(d.end, to) - from);
  return out;
}

// Signature blocks side by side put one column's name or rule between the other column's date and
// its label: a date standing that close to a signing date, under no label of its own, is the other
// party's signing date, and the later one may be it.
const SIGNATURE_NEIGHBOUR = 80;
/** What makes a date another date than a signature's: a label ("Effective Date:") or a preposition ("dated", "as of", "until"). */
const LABELLED_DATE_RE = /(?::|\b(?:dated|of|on|from|until|through|to|by|before|after|effective|since|as\s+of))\s*$/i;

function signingDates(ct: ContractText, ctx: DocContext): Candidate[] {
  if (!ct.sentences.some((s) => ON_SIGNING_RE.test(s.text))) return [];
  const all: { iso: string; s: ContractSentence; d: FoundDate; signing: boolean; bare: boolean }[] = [];
  for (const s of ct.sentences) {
    const found = datesIn(s.text, ctx);
    for (const d of found) {
      // An exhibit's own date is no signing date of the agreement.
      if (s.start + d.start >= ct.attachmentsFrom) break;
      const before = s.text.slice(Math.max(0, d.start - 40), d.start);
      const labelled = SIGNED_AT_RE.test(before) && !QUALIFIED_DATE_LABEL_RE.test(before);
      const signing = labelled || DATE_RULE_BELOW_RE.test(withoutDates(s.text, found, d.end, d.end + 120));
      all.push({ iso: d.iso, s, d, signing, bare: signing || !LABELLED_DATE_RE.test(before) });
    }
  }
  const at = (x: (typeof all)[number]) => x.s.start + x.d.start;
  const signing = all.filter((x) => x.signing);
  if (!signing.length) return [];
  const from = Math.min(...signing.map(at)) - SIGNATURE_NEIGHBOUR;
  const to = Math.max(...signing.map(at)) + SIGNATURE_NEIGHBOUR;
  const pool = all.filter((x) => x.signing || (x.bare && at(x) >= from && at(x) <= to));
  const latest = pool.reduce((a, b) => (b.iso > a.iso ? b : a));
  const c = spanCandidate(ct, "effective_date", latest.iso, at(latest), latest.s.start + latest.d.end, ON_SIGNING_SCORE);
  return c ? [c] : [];
}

// A letter agreement "effective as of the date of this letter" is dated by the date line above its
// salutation: the first date before "Dear …" / "Ladies and Gentlemen", unless it dates something
// named there ("Re: Amendment No. 2 to Master Supply Agreement dated …").
const OF_THIS_LETTER_RE = /\b(?:as\s+of|on|from)\s+the\s+date\s+(?:of\s+this\s+letter|hereof)\b/i;
const SALUTATION_RE = /\b(?:Dear\s+[\p{Lu}]|Ladies\s+and\s+Gentlemen\b|Gentlemen\s*:|To\s+whom\s+it\s+may\s+concern\b)/u;
const LETTER_DATE_SCORE = 0.86;

function letterDates(ct: ContractText, ctx: DocContext): Candidate[] {
  if (!ct.sentences.some((s) => OF_THIS_LETTER_RE.test(s.text) && /\bletter\b/i.test(s.text))) return [];
  const salutation = SALUTATION_RE.exec(ct.text.slice(0, 3000));
  if (!salutation) return [];
  const head = ct.text.slice(0, salutation.index);
  const d = datesIn(head, ctx).find((x) => !/\b(?:dated|of|from|through|until)\s+(?:as\s+of\s+)?$/i.test(head.slice(Math.max(0, x.start - 20), x.start)));
  const c = d ? spanCandidate(ct, "effective_date", d.iso, d.start, d.end, LETTER_DATE_SCORE) : null;
  return c ? [c] : [];
}

// A sentence in German, French, Spanish or Dutch drafting writes its numeric dates day first.
const DAY_FIRST_RE =
  /(?<![\p{L}])(?:tritt|treten|beginnt|Vertrag|prend\s+effet|entre\s+en\s+vigueur|présent\s+contrat|entrará|surtirá|presente\s+contrato|treedt\s+in\s+werking|met\s+ingang|overeenkomst)(?![\p{L}])/iu;

export function effectiveDates(ct: ContractText, ctx: DocContext): Candidate[] {
  const out: Candidate[] = [...signingDates(ct, ctx), ...letterDates(ct, ctx)];
  // The preamble is among the first sentences; a title page or a table of contents may come first.
  let preambles = 0;
  for (const s of ct.sentences) {
    // A recital ("WHEREAS, A and B are parties to a licence agreement dated …") dates another contract.
    const isPreamble = preambles < 2 && s.start < 20000 && PREAMBLE_RE.test(s.text) && !/\bWHEREAS\b|\bparties\s+to\b/i.test(s.text);
    if (isPreamble) preambles++;
    if (!/effe[ct]|efect|force|dated|made|entered|executed|concluded|signed|commenc|begin|start|kraft|wirk|gültig|vigueur|werking|ingang|vigor/iu.test(s.text))
      continue;
    for (const d of datesIn(s.text, ctx, DAY_FIRST_RE.test(s.text) ? "dmy" : null)) {
      const score = scoreAt(s, d, isPreamble);
      const c = score ? spanCandidate(ct, "effective_date", d.iso, s.start + d.start, s.start + d.end, score) : null;
      if (c) out.push(c);
    }
  }
  return out;
}
