import { findDates, findDurations, resolveDateOrder, type DurationMatch } from "../values";
import type { Candidate } from "./anchor";
import type { DocContext } from "./context";
import { proseCandidate, type Sentence } from "./prose";

// Contract terms from prose. Each rule needs the sentence to name the term (its trigger) and then
// reads the value from that same sentence; a sentence that holds two different readings gives none.

const TERM_RE = /\b(initial (term|period)|term of (this|the) (agreement|contract)|for a (term|period) of|(shall|will) (remain|continue) in (full )?(force|effect) for|laufzeit|vertragslaufzeit|durée (initiale|du contrat)|looptijd|duración)\b/iu;
const NOTICE_RE = /\b(notice|kündigungsfrist|kündigen|préavis|opzegtermijn|opzeggen|preaviso)\b/iu;
const TERMINATE_RE = /\b(terminat\w*|cancel\w*|kündig\w*|résili\w*|opzeg\w*|rescind\w*|rescisión|resolver)\b/iu;
const RENEW_RE = /\b(automatic(ally)?\s+renew\w*|auto-?renew\w*|renew\w*\s+automatically|(shall|will)\s+(be\s+)?(automatically\s+)?(renewed|renew|extended|extend)|tacit(ly)?\s+renew\w*|stillschweigend\w*\s+verlänger\w*|automatisch\w*\s+verlänger\w*|verlängert sich|tacite reconduction|reconduit\w*\s+tacitement|renouvel\w*\s+automatiquement|stilzwijgend\w*\s+verleng\w*|automatisch\w*\s+verleng\w*|renovar\w*\s+automáticamente|prórroga tácita)\b/iu;
// Only a negated *automatic* renewal is a "no": "notice of non-renewal" belongs to renewing contracts.
const NO_RENEW_RE = /\b((shall|will|does|do)\s+not\s+(be\s+)?(automatically\s+)?(renew|be\s+renewed|extend)\w*(\s+automatically)?|no\s+(automatic|tacit)\s+renewal|verlängert sich nicht|keine (automatische|stillschweigende) Verlängerung|sans tacite reconduction|pas de tacite reconduction|geen stilzwijgende verlenging|no se renovará)/iu;
const LAW_RE = /\b(?:governed by|construed in accordance with|subject to)\s+(?:and\s+construed\s+in\s+accordance\s+with\s+)?the\s+(?:substantive\s+)?laws?\s+of\s+((?:the\s+)?(?:State|Commonwealth|Province|Republic|Kingdom|Federal Republic)?\s*(?:of\s+)?[\p{Lu}][\p{L}'’\-]*(?:\s+(?:[\p{Lu}][\p{L}'’\-]*|of|and))*)/u;
const LAW_OTHER_RE = /\b(?:unterliegt|gilt)\s+(?:ausschließlich\s+)?(?:dem\s+)?(?:das\s+)?Recht\s+der\s+([\p{Lu}][\p{L}\s]+?)(?=[.,;]|\s+unter)|\bdroit\s+(français|belge|suisse|luxembourgeois|allemand)\b|\b(Nederlands|Belgisch|Duits)\s+recht\b|\blegislación\s+(española|mexicana|argentina)\b|\bdeutsche[nm]?\s+Recht\b/iu;

function duration(s: Sentence, trigger: RegExp, field: string, toValue: (d: DurationMatch) => Candidate["value"] | null, score: number): Candidate | null {
  if (!trigger.test(s.text)) return null;
  const values = findDurations(s.text).filter((d) => d.value !== null && toValue(d) !== null);
  const distinct = new Set(values.map((d) => String(toValue(d))));
  const first = values[0];
  if (!first || distinct.size !== 1) return null;
  return proseCandidate(s, field, toValue(first) as Candidate["value"], first.start, first.end, score);
}

export function initialTerm(s: Sentence): Candidate | null {
  if (NOTICE_RE.test(s.text) && !TERM_RE.test(s.text.split(NOTICE_RE)[0] ?? "")) return null;
  return duration(s, TERM_RE, "initial_term", (d) => d.normalized, 0.85);
}

/** Notice period in days ("thirty (30) days' prior written notice", "one month" = 30 days). */
export function noticeDays(s: Sentence): Candidate | null {
  if (!TERMINATE_RE.test(s.text) && !/kündigungsfrist|préavis|opzegtermijn|notice period/iu.test(s.text)) return null;
  return duration(s, NOTICE_RE, "termination_notice_days", (d) => d.days, 0.85);
}

export function autoRenews(s: Sentence): Candidate | null {
  const no = NO_RENEW_RE.exec(s.text);
  if (no) return proseCandidate(s, "auto_renews", false, no.index, no.index + no[0].length, 0.8);
  const yes = RENEW_RE.exec(s.text);
  if (yes) return proseCandidate(s, "auto_renews", true, yes.index, yes.index + yes[0].length, 0.85);
  return null;
}

export function governingLaw(s: Sentence): Candidate | null {
  const m = LAW_RE.exec(s.text) ?? LAW_OTHER_RE.exec(s.text);
  if (!m) return null;
  const raw = (m.slice(1).find((g) => g !== undefined) ?? "").trim();
  const value = raw.replace(/^the\s+/i, "").replace(/\s+(and|of)$/i, "").trim();
  if (!value) return null;
  const at = m.index + m[0].lastIndexOf(raw);
  return proseCandidate(s, "governing_law", value, at, at + raw.length, 0.9);
}

const EFFECTIVE_RE = /\b(effective\s+(as\s+of|from|on)|effective\s+date|dated\s+as\s+of|commenc\w+\s+on|entered\s+into\s+(as\s+of|on)|made\s+(and\s+entered\s+into\s+)?(as\s+of|on)|in\s+kraft|wirksam\s+ab|gültig\s+ab|prend\s+effet|entre\s+en\s+vigueur|ingangsdatum|treedt\s+in\s+werking|entra(rá)?\s+en\s+vigor)\b/iu;

export function effectiveDate(s: Sentence, ctx: DocContext): Candidate | null {
  const t = EFFECTIVE_RE.exec(s.text);
  if (!t) return null;
  const after = s.text.slice(t.index + t[0].length);
  const d = findDates(after)[0];
  // The date must follow the trigger closely ("effective as of March 1, 2024").
  if (!d || d.start > 30) return null;
  const settled = d.ambiguous && ctx.dateOrder ? resolveDateOrder(d, ctx.dateOrder) : d;
  if (!settled.iso) return null;
  const at = t.index + t[0].length + d.start;
  return proseCandidate(s, "effective_date", settled.iso, at, at + d.text.length, 0.85);
}
