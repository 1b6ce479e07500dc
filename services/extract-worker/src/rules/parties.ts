import type { Line, Page, PositionedDocument } from "../model/types";
import { matchLabel, type LabelField } from "../values";
import { findAnchors, labelTokens, type Candidate } from "./anchor";
import { height, lineTail, linesBelow, overlapX, segmentOf, wordsInSpan, type Segment } from "./geometry";

// The issuing party of an invoice or receipt. Two kinds of evidence, both grounded in printed text:
// - a seller label ("Verkäufer:", "Sold by", "Service provider") with a name beside or under it;
// - a legal entity (a name ending in GmbH, Ltd., Inc., SAS …) printed outside any recipient block
//   ("Bill to", "Käufer", "Client" …) — the letterhead, the footer, the legal mentions.
// A name is never taken from position alone (the top-left block is as often the customer).

const LEGAL_FORM = String.raw`(?:GmbH(?:\s*&\s*Co\.?(?:\s*KG)?)?|AG|KG|KGaA|OHG|e\.K\.|UG|B\.V\.|BV|N\.V\.|NV|SARL|Sarl|S\.A\.R\.L\.|SAS|S\.A\.S\.|S\.A\.|SA|S\.L\.|SL|S\.r\.l\.|Srl|S\.p\.A\.|SpA|Inc\.?|Ltd\.?|Limited|LLC|L\.L\.C\.|LLP|PLC|plc|Corp\.?|Corporation|Pvt\.?\s+Ltd\.?|Private\s+Limited|Pty\.?\s+Ltd\.?|a\.G\.|e\.V\.|Oy|AB|A\/S|ApS)`;
// A run of capitalised words (with &, -, ., ') ending in a legal form: "Amazon Web Services, Inc.".
// A lone "&" or "+" joins words inside the run ("Brandt & Söhne GmbH") but never starts it.
const ENTITY_WORD = String.raw`[\p{Lu}\p{N}][\p{L}\p{N}&'’.\-]*`;
const ENTITY_RE = new RegExp(String.raw`(${ENTITY_WORD},?\s+(?:(?:${ENTITY_WORD}|[&+]),?\s+){0,5})(${LEGAL_FORM})(?![\p{L}])`, "gu");
const RECIPIENT_RE =
  /\b(bill(ed)? to|ship(ped)? to|sold to|invoice to|deliver(ed)? to|customer|client|buyer|recipient|käufer|kunde|rechnungsempfänger|leistungsempfänger|warenempfänger|zahlungsempfänger|lieferanschrift|acheteur|destinataire|factur[ée] à|livr[ée] à|klant|koper|factuuradres|afleveradres|cliente|comprador|destinatario|facturar a|enviar a|titulaire|guest|attn)\b/iu;
const ID_LINE_RE = /(\d{5,}|@|www\.|https?:|\b(GLN|GTIN|Nummer|Nr\.?|No\.?|ID|Tel|Fax|Phone|IBAN|BIC)\b)/iu;

export interface PartyOptions {
  field: string;
  /** Lexicon field of the party's labels ("vendor", "merchant"). */
  label: LabelField;
}

/** A plausible organisation or person name: letters, short, not an address or contact line. */
export function isName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 70 || !/\p{L}{2}/u.test(t)) return false;
  if (ID_LINE_RE.test(t) || /^\(.*\)$/.test(t) || !/^[\p{Lu}\d]/u.test(t)) return false;
  if (/^\d/.test(t) || /\b\d{4,5}\b/.test(t)) return false; // a postcode: an address line
  if (!/\s/.test(t) && /\d/.test(t)) return false; // one token of letters and digits: a code ("GZ250"), not a name
  if (/[.!?]\s+\p{Lu}/u.test(t)) return false; // two sentences, not a name
  const words = t.split(/\s+/);
  // Names are mostly capitalised ("de Lattre Alexis"); prose is mostly not.
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length <= 8 && lower * 2 <= words.length;
}

function nameSpan(seg: Segment): { start: number; end: number; value: string } | null {
  const m = /^[\s:;,\-–]*(.*?)[\s:;,]*$/u.exec(seg.text);
  const value = m?.[1] ?? "";
  if (!isName(value)) return null;
  const start = seg.text.indexOf(value);
  return { start, end: start + value.length, value };
}

function fromLabels(doc: PositionedDocument, opts: PartyOptions): Candidate[] {
  const out: Candidate[] = [];
  for (const a of findAnchors(doc, (t) => matchLabel(t, opts.label), labelTokens([opts.label]))) {
    // In running text a label word is just a word: "From:" / "Sold by: X" need the colon, or the label alone on its line.
    const sep = a.line.text.slice(a.match.end, a.match.valueStart);
    const alone = !/[\p{L}\p{N}]/u.test(a.line.text.slice(a.match.valueStart));
    if ((a.match.kind === "contains" || a.match.strength === "weak") && !sep.includes(":") && !alone) continue;
    if (continuesHyphenatedWord(a.page, a.line)) continue;
    const tail = lineTail(a.line, a.match.valueStart);
    const segs: Segment[] = /[\p{L}\p{N}]/u.test(tail.text) ? [tail] : [];
    if (!segs.length) {
      // The block under the label: skip id and contact lines, take the first name.
      let box = a.line.bbox;
      for (let i = 0; i < 4; i++) {
        const next = linesBelow(a.page, box, height(box) * 2.5).find((l) => overlapX(a.line.bbox, l.bbox) > 0 || l.bbox[0] - a.line.bbox[0] < 4);
        if (!next) break;
        segs.push(segmentOf(next.words));
        box = next.bbox;
      }
    }
    for (const seg of segs) {
      const span = nameSpan(seg);
      if (!span) {
        if (seg === tail) break;
        continue;
      }
      const words = wordsInSpan(seg, span.start, span.end);
      out.push({ field: opts.field, value: span.value, score: round(a.match.score * 0.9), page: a.page.number, words, via: "right", label: a.match, labelWords: a.words });
      break;
    }
  }
  return out;
}

/**
 * True when the line right above ends in a hyphen over the same column: the label word is the
 * second half of a word broken across lines ("Art-Nr-" / "Lieferant": a column header, not a party).
 */
function continuesHyphenatedWord(page: Page, line: Line): boolean {
  return page.lines.some(
    (l) => l.bbox[3] <= line.bbox[1] + 1 && line.bbox[1] - l.bbox[3] < height(line.bbox) * 1.2 && Math.abs(l.bbox[0] - line.bbox[0]) < height(line.bbox) && /\p{L}-$/u.test(l.text),
  );
}

/** True when `line` sits in a block (lines stacked closely) headed by a recipient label. */
function inRecipientBlock(page: Page, line: Line): boolean {
  if (RECIPIENT_RE.test(line.text)) return true;
  let current = line;
  for (let i = 0; i < 8; i++) {
    const above = page.lines
      .filter((l) => l.bbox[3] <= current.bbox[1] + 1 && current.bbox[1] - l.bbox[3] < height(current.bbox) * 1.8 && overlapX(l.bbox, current.bbox) > 0)
      .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
    if (!above) return false;
    if (RECIPIENT_RE.test(above.text)) return true;
    current = above;
  }
  return false;
}

// What only the issuer prints about itself: registration, tax and bank ids, contact lines.
const SELLER_RE =
  /\b(IBAN|BIC|SWIFT|USt-?Id\w*|UStId|VAT|TVA|BTW|IVA|Steuer-?Nr|Steuernummer|HRB|HRA|KvK|SIRET|SIREN|RCS|Registergericht|Handelsregister\w*|Amtsgericht|Geschäftsführ\w*|Vorstand|capital|Tel|Phone|Telefon|Fax|E-?Mail|CIN|GSTIN|Registered office|Regd)\b|www\.|@/iu;
const NOT_ISSUER_RE = /\b(bank|sparkasse|banque|banco|volksbank|raiffeisen)\b|powered by|generated by|created with/iu;

/** The entity's line sits in the letterhead, or in a block that also prints the issuer's registration, tax, bank or contact details. */
function issuerContext(page: Page, line: Line): boolean {
  if (page.number === 1 && line.bbox[3] < page.height * 0.12) return true;
  return page.lines.some((l) => Math.abs(l.bbox[1] - line.bbox[1]) <= 40 && (overlapX(l.bbox, line.bbox) > 0 || l === line) && SELLER_RE.test(l.text));
}

function fromLegalEntities(doc: PositionedDocument, opts: PartyOptions): Candidate[] {
  const out: Candidate[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      if (!LEGAL_WORDS_TEST.test(line.text)) continue;
      ENTITY_RE.lastIndex = 0;
      for (let m = ENTITY_RE.exec(line.text); m !== null; m = ENTITY_RE.exec(line.text)) {
        if (inRecipientBlock(page, line) || NOT_ISSUER_RE.test(line.text) || !issuerContext(page, line)) break;
        const start = m.index;
        const value = m[0].replace(/\s+/g, " ").trim();
        const seg = segmentOf(line.words);
        const words = wordsInSpan(seg, start, start + m[0].length);
        out.push({ field: opts.field, value, score: 0.55, page: page.number, words, via: "rule", label: null, labelWords: [] });
      }
    }
  }
  return out;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

const LEGAL_WORDS_TEST = new RegExp(String.raw`(?<![\p{L}])${LEGAL_FORM}(?![\p{L}])`, "u");
const LEGAL_WORDS = new RegExp(String.raw`(?<![\p{L}])${LEGAL_FORM}(?![\p{L}])`, "gu");

/** Grouping key of a party name: legal-form words and punctuation dropped ("Pvt. Ltd." = "Private Limited"). */
export function partyKey(name: string): string {
  return name.replace(LEGAL_WORDS, " ").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

export function partyCandidates(doc: PositionedDocument, opts: PartyOptions): Candidate[] {
  return [...fromLabels(doc, opts), ...fromLegalEntities(doc, opts)].filter((c) => partyKey(String(c.value)).length >= 2);
}
