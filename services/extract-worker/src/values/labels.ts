import { isCurrencyCode } from "./currency";
import { foldWithMap } from "./fold";
import { LEXICON, type LabelField, type LabelLanguage } from "./label-lexicon";

export {
  CONTRACT_FIELDS,
  INVOICE_FIELDS,
  LEXICON,
  LINE_ITEM_FIELDS,
  RECEIPT_FIELDS,
  type FieldLexicon,
  type LabelField,
  type LabelLanguage,
} from "./label-lexicon";

// Label matching over normalised tokens. "Invoice No.:", "INVOICE #", "Invoice number" and
// "invoice_number" all become `invoice no`; "Rechnungs-Nr." and "Rechnungsnummer" become
// `rechnungs no`; "N° de facture" and "Numéro de facture" become `no facture`.

interface Token {
  norm: string;
  /** Span in the original text. */
  start: number;
  end: number;
}

/** Tokens that all mean "number" on a label. */
const NUMBER_TOKENS = new Set(["no", "nr", "nro", "num", "number", "nummer", "numero", "n", "nbr"]);
/** Filler words dropped between two words ("N° de facture" = "N° facture"). */
const FILLERS = new Set([
  "de",
  "du",
  "des",
  "d",
  "la",
  "le",
  "les",
  "l",
  "of",
  "the",
  "van",
  "het",
  "der",
  "die",
  "das",
  "del",
  "el",
  "los",
  "las",
  "da",
  "do",
  "di",
]);

/**
 * After a number word: a preposition and the word naming what is numbered ("de compteur", "of pages",
 * "del contatore"), unless that is the document itself ("Nr. der Rechnung", "Nummer der Gutschrift").
 */
const OF_THING_RE =
  /^[\s.:]*(?:(?:de|du|des|of|del|della|dello|di|do|da|van|von|der)\s+|d['’]\s*)(?!(?:the\s+)?(?:\p{L}*rechnung|invoice|factur|fattur|fatur|faktur|bill\b|beleg|document|dokument|gutschrift|credit|avoir|abono|nota\b|korrektur|storno|korekt))\p{L}/iu;

const TOKEN_RE = /(?<![\p{L}\p{N}])n\s*\.?\s*[°º]|[#%]|[\p{L}\p{N}]+/gu;

function tokenize(text: string): Token[] {
  const { text: folded, map } = foldWithMap(text);
  const raw: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(folded); m !== null; m = TOKEN_RE.exec(folded)) {
    const start = map[m.index] as number;
    const end = map[m.index + m[0].length - 1] as number;
    const span = { start, end: end + 1 };
    let word = m[0];
    if (word === "#" || /^n\s*\.?\s*[°º]$/.test(word)) word = "no";
    if (NUMBER_TOKENS.has(word)) {
      raw.push({ norm: "no", ...span });
    } else if (word.length > 6 && word.endsWith("nummer")) {
      // German and Dutch compounds: Rechnungsnummer, Factuurnummer, Kundennr.
      raw.push({ norm: word.slice(0, -6), ...span }, { norm: "no", ...span });
    } else if (word.length > 3 && word.endsWith("nr") && /\p{L}/u.test(word.slice(0, -2))) {
      raw.push({ norm: word.slice(0, -2), ...span }, { norm: "no", ...span });
    } else {
      raw.push(...(gluedTail(text, word, span) ?? [{ norm: word, ...span }]));
    }
  }
  // A filler before the value ("Émise le 25.12.2026", "À payer avant le 04/04") ends its label: it is kept as a label's last word is.
  return raw.filter((t, i) => !(FILLERS.has(t.norm) && i > 0 && i < raw.length - 1 && /\p{L}/u.test(raw[i + 1]!.norm)));
}

/** Every word the lexicon's labels are made of (filled once the lexicon is tokenised, below). */
const LABEL_WORDS = new Set<string>();

/**
 * A label word printed touching what follows it, as a layout that set label and value in separate
 * boxes without a space comes out of some writers: a currency code in capitals ("Grand TotalGBP",
 * "VATGBP") or the value's first digits ("Total a pagar17 316,80 €"). The word splits only where its
 * head is a word of the lexicon's labels, so names and codes ("PT748363299", "Bagel") stay whole.
 */
function gluedTail(text: string, word: string, span: { start: number; end: number }): Token[] | null {
  const m = /^(\p{L}{2,})(\p{L}{3}|\d{1,3})$/u.exec(word);
  if (!m || !LABEL_WORDS.has(m[1] as string) || span.end - span.start !== word.length) return null;
  const cut = span.end - (m[2] as string).length;
  const tail = text.slice(cut, span.end);
  if (/^\p{L}/u.test(tail) && !isCurrencyCode(tail)) return null;
  return [
    { norm: m[1] as string, start: span.start, end: cut },
    { norm: (m[2] as string).toLowerCase(), start: cut, end: span.end },
  ];
}

/** The normalised form used for matching: "Rechnungs-Nr.:" → "rechnungs no". */
export function normalizeLabel(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(" ");
}

export type LabelStrength = "strong" | "weak";

export interface LabelMatch {
  /** The field the label names; null for a custom property-name anchor with no lexicon field. */
  field: LabelField | null;
  /** 0–1: exact 1, label at the start 0.9, label inside 0.7; weak labels × 0.6. */
  score: number;
  kind: "exact" | "prefix" | "contains";
  strength: LabelStrength;
  /** The lexicon form that matched, as written there. */
  synonym: string;
  language: LabelLanguage | null;
  /** Number of normalised tokens in the synonym (longer is more specific). */
  tokens: number;
  /** The label as printed and its span in the input. */
  text: string;
  start: number;
  end: number;
  /** Where a value on the same line would start: after the label and any ":", "-", "#" or spaces. */
  valueStart: number;
}

interface Entry {
  form: string;
  tokens: string[];
  strength: LabelStrength;
  language: LabelLanguage | null;
}

function entries(field: LabelField): Entry[] {
  const lex = LEXICON[field];
  const out: Entry[] = [];
  for (const [strength, byLang] of [
    ["strong", lex.strong],
    ["weak", lex.weak ?? {}],
  ] as const) {
    for (const [language, forms] of Object.entries(byLang) as [LabelLanguage, string[]][]) {
      for (const form of forms) out.push({ form, tokens: tokenize(form).map((t) => t.norm), strength, language });
    }
  }
  return out;
}

const ENTRIES = new Map<LabelField, Entry[]>();
const DECOYS = new Map<LabelField, string[][]>();
for (const field of Object.keys(LEXICON) as LabelField[]) {
  ENTRIES.set(field, entries(field));
  DECOYS.set(
    field,
    LEXICON[field].decoys.map((d) => tokenize(d).map((t) => t.norm)),
  );
}

for (const list of ENTRIES.values()) for (const e of list) for (const t of e.tokens) LABEL_WORDS.add(t);
for (const list of DECOYS.values()) for (const d of list) for (const t of d) LABEL_WORDS.add(t);

export const LABEL_FIELDS = Object.keys(LEXICON) as LabelField[];

function occurrences(haystack: string[], needle: string[]): number[] {
  const out: number[] = [];
  if (needle.length === 0) return out;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    out.push(i);
  }
  return out;
}

/**
 * Where the value starts after a label ending at `end`: past spaces, a colon and the separators labels
 * end with — but a minus a dot leader runs into is the value's sign ("Gutschriftsbetrag ……-11.223,58").
 */
export function valueStartAfter(text: string, end: number): number {
  let i = end;
  while (i < text.length && /[\s\u00A0\u202F:.\-–#=]/.test(text[i] as string)) {
    if (/[-−]/.test(text[i] as string) && /\d/.test(text[i + 1] ?? "") && /[.…]{3}$/.test(text.slice(0, i))) break;
    i++;
  }
  return i;
}

function scoreEntries(text: string, tokens: Token[], field: LabelField | null, list: Entry[], decoys: string[][]): LabelMatch[] {
  const norms = tokens.map((t) => t.norm);
  // A decoy at least as long as the synonym and overlapping it vetoes that occurrence:
  // "Total" inside "Total excl. VAT", "USt." inside "USt-IdNr.".
  const decoySpans = decoys.flatMap((d) => occurrences(norms, d).map((i) => ({ from: i, to: i + d.length, key: d.join(" ") })));
  const out: LabelMatch[] = [];
  for (const entry of list) {
    const key = entry.tokens.join(" ");
    for (const at of occurrences(norms, entry.tokens)) {
      const to = at + entry.tokens.length;
      const vetoed = decoySpans.some((d) => d.from < to && at < d.to && d.to - d.from >= entry.tokens.length && d.key !== key);
      if (vetoed) continue;
      const first = tokens[at] as Token;
      const last = tokens[to - 1] as Token;
      // "Verkäufer-Kontoname", "Seller-IBAN": the label word is the first half of a compound naming something else.
      if (/^-\p{L}/u.test(text.slice(last.end, last.end + 2)) && to < norms.length) continue;
      // "N° de compteur", "Number of pages": a bare number word qualified by what it counts names another number.
      if (key === "no" && OF_THING_RE.test(text.slice(last.end))) continue;
      const kind = at === 0 && to === norms.length ? "exact" : at === 0 ? "prefix" : "contains";
      // Weak labels ("Date", "No.", "Invoice") anchor only at the start of the text.
      if (entry.strength === "weak" && kind === "contains") continue;
      const base = kind === "exact" ? 1 : kind === "prefix" ? 0.9 : 0.7;
      out.push({
        field,
        score: Math.round(base * (entry.strength === "weak" ? 0.6 : 1) * 1000) / 1000,
        kind,
        strength: entry.strength,
        synonym: entry.form,
        language: entry.language,
        tokens: entry.tokens.length,
        text: text.slice(first.start, last.end),
        start: first.start,
        end: last.end,
        valueStart: valueStartAfter(text, last.end),
      });
    }
  }
  return out.sort(compareMatches);
}

function compareMatches(a: LabelMatch, b: LabelMatch): number {
  return b.score - a.score || b.tokens - a.tokens || a.start - b.start;
}

/**
 * How well `text` (a label cell, or a line that starts with a label) names `field`: the best
 * exact/prefix/contains match of its synonyms, or null when none matches or a decoy covers it.
 */
export function matchLabel(text: string, field: LabelField): LabelMatch | null {
  const tokens = tokenize(text);
  return scoreEntries(text, tokens, field, ENTRIES.get(field) ?? [], DECOYS.get(field) ?? [])[0] ?? null;
}

/** Every field `text` may label, best first (restricted to `fields` when given, e.g. one preset's). */
export function rankLabels(text: string, fields: readonly LabelField[] = LABEL_FIELDS): LabelMatch[] {
  const tokens = tokenize(text);
  return fields
    .map((f) => scoreEntries(text, tokens, f, ENTRIES.get(f) ?? [], DECOYS.get(f) ?? [])[0])
    .filter((m): m is LabelMatch => m !== undefined)
    .sort(compareMatches);
}

/**
 * True when `text` starts with one of `field`'s decoys: a label that names another value of the
 * same kind ("Service date", "Lieferdatum" for the invoice date).
 */
export function startsWithDecoy(text: string, field: LabelField): boolean {
  const norms = tokenize(text).map((t) => t.norm);
  return (DECOYS.get(field) ?? []).some((d) => d.length > 0 && occurrences(norms, d).includes(0));
}

/**
 * The one field `text` labels, or null when nothing matches or two fields match equally well
 * ("Total" is both the invoice total and a line-item amount column: pass `fields` to decide).
 */
export function classifyLabel(text: string, fields: readonly LabelField[] = LABEL_FIELDS): LabelMatch | null {
  const [best, second] = rankLabels(text, fields);
  if (!best) return null;
  if (second && second.score === best.score && second.tokens === best.tokens) return null;
  return best;
}

const SPLIT_RE = /[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])/;

/**
 * Label forms a custom schema property name stands for: "invoice_number" / "invoiceNumber" →
 * ["invoice number", "invoice no", "invoice no.", "invoice #", "invoice nr"]; "due_date" →
 * ["due date", "date due"].
 */
export function labelFromPropertyName(name: string): string[] {
  const words = name
    .split(SPLIT_RE)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
  if (words.length === 0) return [];
  const base = words.join(" ");
  const last = words[words.length - 1] as string;
  const prefix = words.slice(0, -1).join(" ");
  const out = [base];
  if (prefix !== "" && ["number", "no", "num", "nr", "nbr"].includes(last)) {
    out.push(`${prefix} number`, `${prefix} no`, `${prefix} no.`, `${prefix} #`, `${prefix} nr`);
  }
  if (prefix !== "" && last === "id") out.push(`${prefix} id`, `${prefix} number`, `${prefix} no`, `${prefix} #`);
  if (prefix !== "" && last === "date") out.push(`date ${prefix}`, `${prefix} date`, `date of ${prefix}`);
  return [...new Set(out)];
}

/** The lexicon field a property name stands for ("invoice_no" → invoice_number), or null. */
export function fieldForPropertyName(name: string): LabelField | null {
  const candidates = labelFromPropertyName(name);
  const key = candidates[0]?.replace(/ /g, "_");
  if (key && (LABEL_FIELDS as string[]).includes(key)) return key as LabelField;
  const normalized = new Set(candidates.map(normalizeLabel));
  const fields = LABEL_FIELDS.filter((f) => (ENTRIES.get(f) ?? []).some((e) => e.strength === "strong" && normalized.has(e.tokens.join(" "))));
  return fields.length === 1 ? (fields[0] as LabelField) : null;
}

/**
 * Matches `text` against a custom schema property: the label forms of its name, plus the
 * lexicon's synonyms and decoys when the name stands for a known field ("invoice_no" then also
 * matches "Rechnungsnummer" and refuses "Bestellnummer").
 */
export function matchPropertyLabel(text: string, propertyName: string): LabelMatch | null {
  const field = fieldForPropertyName(propertyName);
  const tokens = tokenize(text);
  const own: Entry[] = labelFromPropertyName(propertyName).map((form) => ({
    form,
    tokens: tokenize(form).map((t) => t.norm),
    strength: "strong",
    language: null,
  }));
  const decoys = field ? (DECOYS.get(field) ?? []) : [];
  const list = field ? [...own, ...(ENTRIES.get(field) ?? [])] : own;
  const best = scoreEntries(text, tokens, field, list, decoys)[0];
  return best ?? null;
}
