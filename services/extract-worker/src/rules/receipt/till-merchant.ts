import { median } from "../../layout/geometry";
import type { Line, PositionedDocument, Word } from "../../layout/types";
import type { Candidate } from "../anchor";
import { height, sameRow, segmentOf, wordsInSpan } from "../geometry";
import { COURTESY_RE } from "../courtesy";
import { isName, LEGAL_FORM_RE } from "../invoice/parties";
import { isAddressRow } from "./detail-rows";
import { nameEndBeforeIdLabel } from "./id-label-tail";

// The merchant of a till receipt is the name its header block opens with: the shop prints its name
// first, then its address, phone and tax id. The block is the run of lines at the top of the first
// page before the first address, contact, id or date line. A name split over two lines whose
// second ends in a legal form ("SYARIKAT PERNIAGAAN" / "TAN SOK SDN BHD") is one name, and a
// legal form alone ("SDN BHD") is never a name.

/** What ends the name part of the header block: addresses, contacts, ids, dates, amounts. */
const NOT_NAME_RE =
  /\d{3,}|@|www\.|https?:|\b(tel|phone|fax|telefon|gst|sst|vat|btw|tva|iva|ust|mwst|reg|co\.?\s*no|company\s*no|no\.|nr\.|jalan|jln|street|st\.|road|rd\.|avenue|ave|straße|strasse|str\.|rue|calle|via|lot|taman|blok|block|floor|level)\b/iu;
/** Document words a header may print above the name: never the merchant. */
const TITLE_RE =
  /^(?:receipt|tax invoice|invoice|cash sale|cash bill|kassenbon|kassenbeleg|quittung|bon|ticket|reçu|recibo|factura simplificada|welcome|willkommen|bienvenue|bienvenido|welkom|copy|kopie|original)\b/iu;
/**
 * A line naming the shop's owner or operator ("Inh. ‹name›", "operated by ‹name› Ltd", "een
 * onderdeel van ‹name› B.V."): the owner is not the shop, nor part of its name.
 */
export const OWNER_RE =
  /^\s*(?:inh\.|inhaber(?:in)?\b|owner\b|prop\.|proprietor\b|propriétaire\b|titular\b|eigenaar\b|operated by\b|betrieben von\b|exploitée? par\b|explotado por\b|explorado por\b|gestit[oa] da\b|geëxploiteerd door\b|uitgebaat door\b|prowadzon[ya] przez\b|(?:a )?(?:division|member|part|subsidiary|company|brand) of\b|(?:een )?onderdeel van\b|ein(?:e)? (?:unternehmen|marke|filiale) de[rs]\b|(?:une )?(?:filiale|société|marque) d[eu]\b|(?:una )?(?:empresa|filial|marca) de\b|parte de\b)/iu;
/** A legal form's bracketed qualifier printed under the name: "(haftungsbeschränkt)". */
const QUALIFIER_RE = /^\s*\(\s*haftungsbeschränkt\s*\)\s*$/iu;
/** A legal form and nothing else: "SDN BHD", "GmbH", "Ltd." */
const LEGAL_FORM_ONLY = new RegExp(String.raw`^\s*(?:${LEGAL_FORM_RE.source})\s*\.?\s*$`, "iu");
const ENDS_IN_LEGAL_FORM = new RegExp(String.raw`(?<![\p{L}])(?:${LEGAL_FORM_RE.source})\s*\.?\s*$`, "iu");

/**
 * A title naming the kind of document, not the shop ("Payment receipt", "Zahlungsbeleg", "Order
 * confirmation", "Justificante de compra"), and a sentence ("Danke für deine Bestellung.").
 */
const DOCUMENT_WORD_RE =
  /\p{L}*(?:receipt|quittung|beleg|kwitantie|betaalbewijs|bestätigung|bevestiging|confirmation|confirmación|justificante|comprobante|session|sessie|vorgang|sesión)(?!\p{L})/iu;
/**
 * How a delivery platform's receipt names the restaurant ("Votre commande chez ‹restaurant›", "Your
 * order from …", "Deine Bestellung bei …"): the name is what follows the phrase.
 */
const ORDER_FROM_RE =
  /^(?:your\s+order\s+(?:from|at|with)|votre\s+commande\s+(?:chez|de|auprès\s+de)|(?:deine|ihre|eure)\s+bestellung\s+(?:bei|von)|(?:je|uw)\s+bestelling\s+(?:bij|van)|(?:tu|su)\s+pedido\s+(?:de|en|a)|il\s+tuo\s+ordine\s+da|o\s+seu\s+pedido\s+(?:de|em))\s+/iu;
const SENTENCE_END_RE = /\p{Ll}{3,}\s*[.!?]\s*$/u;
/** The fields of an e-mail's header, printed above a receipt sent by mail ("From: …", "Betreff: …"). */
const MAIL_FIELD_RE =
  /^\s*(?:from|to|cc|subject|date|sent|von|an|betreff|datum|gesendet|de|à|a|objet|envoyé|van|aan|onderwerp|verzonden|para|asunto|enviado)\s*:/iu;

/** A name line of a header: letters, a plausible name, at most 8 words. */
function nameLike(text: string): boolean {
  const t = unframed(text);
  if (!/\p{L}{2}/u.test(t) || NOT_NAME_RE.test(t) || TITLE_RE.test(t) || OWNER_RE.test(t) || COURTESY_RE.test(t)) return false;
  // A street with its number ("Havenweg 28"), a postcode and place: the address the name ends at.
  if (isAddressRow(t)) return false;
  if (DOCUMENT_WORD_RE.test(t) || SENTENCE_END_RE.test(t)) return false;
  // Receipts print names in capitals ("TAN SOK HARDWARE"): the case test of isName does not apply to them.
  return isName(t) || (t === t.toUpperCase() && t.length <= 70 && t.split(/\s+/).length <= 8);
}

/** Where a logo's frame ("*** NAME ***", "== NAME ==") leaves the text inside it: [start, end). */
function insideFrame(text: string): [number, number] {
  const start = /^[^\p{L}\p{N}(]*/u.exec(text)![0].length;
  return [start, start + /[^\p{L}\p{N}.)]*$/u.exec(text.slice(start))!.index];
}

/** Whether a logo's frame closes the text ("*** NAME ***", "== NAME =="). */
const framed = (text: string) => insideFrame(text)[1] < text.trimEnd().length && insideFrame(text)[0] > 0;

/** A line's text without a logo's frame (or the marks OCR read around a name). */
export const unframed = (text: string) => text.slice(...insideFrame(text));

/** The merchant candidate from the first page's header block, or null. */
export function tillMerchant(doc: PositionedDocument, field: string): Candidate | null {
  const page = doc.pages[0];
  if (!page?.lines.length) return null;
  const all = [...page.lines].sort((a, b) => a.bbox[1] - b.bbox[1]);
  // A receipt printed from its e-mail: the mail's header (sender, subject, date) comes before the receipt's own.
  const mailEnd = all.slice(0, 10).findLastIndex((l) => MAIL_FIELD_RE.test(l.text));
  const sorted = MAIL_FIELD_RE.test(all[0]?.text ?? "") ? all.slice(mailEnd + 1) : all;
  if (!sorted.length) return null;
  // The header block sits at the top of the receipt.
  if (sorted[0]!.bbox[1] > page.height * 0.35) return null;
  const logo = letterSpacedName(sorted);
  if (logo) return { field, value: logo.text, score: 0.65, page: page.number, words: logo.words, via: "rule", label: null, labelWords: [] };
  const lines = nameRuns(sorted.slice(0, 8));
  const names: Run[] = [];
  for (const line of lines.slice(0, 6)) {
    if (TITLE_RE.test(line.text.trim()) && !names.length) continue;
    if (!nameLike(line.text)) break;
    names.push(line);
    if (names.length === 2) break;
  }
  const [first, second] = names;
  if (!first) return null;
  let chosen: Run[] = [first];
  // A name goes on in its own type size and letter spacing: a smaller line under a large shop name,
  // or a plain one under a logo spaced across the paper, is its operator or its street. A name closed
  // by its logo's frame ("*** NAME ***") goes on in no line.
  const continues = !!second && sameTypeSize(first, second) && sameLetterPitch(first.lines[first.lines.length - 1]!, second.lines[0]!) && !framed(first.text);
  if (second && LEGAL_FORM_ONLY.test(second.text)) chosen = [first, second];
  else if (
    // A name goes on where its first line ran out of paper ("SYARIKAT PERNIAGAAN TAN SOK" / "SDN BHD"
    // on 58 mm). A short first line is a name of its own: a shop over its operator ("‹shop›" /
    // "‹operator› S.A."), which a layout printing every line in one size (an office suite's HTML
    // import) no longer sets apart by size. A name closed by its legal form is whole: the line under
    // it is the address ("‹name› e.K." / "Am Hafen 46"), unless it goes on with a partner
    // ("‹name› GMBH" / "& CO. KG").
    second &&
    continues &&
    (!ENDS_IN_LEGAL_FORM.test(first.text) || /^\s*[&+]/.test(second.text)) &&
    second.top - first.bottom < first.height * 1.2 &&
    sameTypeSize(second, first) &&
    brokeForWidth(first, second, page.lines)
  )
    chosen = [first, second];
  // "VELTIS MEDIEN UG" / "(haftungsbeschränkt)": the qualifier belongs to the legal form it follows.
  const last = chosen[chosen.length - 1]!;
  const next = lines[lines.indexOf(last) + 1];
  if (next && QUALIFIER_RE.test(next.text) && ENDS_IN_LEGAL_FORM.test(last.text)) chosen = [...chosen, next];
  if (chosen.length === 1 && LEGAL_FORM_ONLY.test(first.text)) return null;
  const segment = segmentOf(chosen.flatMap((r) => r.lines.flatMap((l) => l.words)));
  // A logo's frame is no part of the name, nor an order phrase before it, nor a registration label printed after its legal form.
  const [framedStart, framedEnd] = insideFrame(segment.text);
  const start = framedStart + (ORDER_FROM_RE.exec(segment.text.slice(framedStart))?.[0].length ?? 0);
  const end = start + nameEndBeforeIdLabel(segment.text.slice(start, framedEnd), (name) => ENDS_IN_LEGAL_FORM.test(name));
  // A word wrapped at its hyphen is one word again ("STATION- SERVICE" → "STATION-SERVICE").
  const value = segment.text
    .slice(start, end)
    .replace(/\s+/g, " ")
    .replace(/(\p{L})- (?=\p{L})/gu, "$1-");
  if (!/\p{L}{2}/u.test(value)) return null;
  // A name closed by its legal form is stronger evidence than a shop's bare name.
  const score = ENDS_IN_LEGAL_FORM.test(value) ? 0.75 : 0.65;
  return { field, value, score, page: page.number, words: wordsInSpan(segment, start, end), via: "rule", label: null, labelWords: [] };
}

/** Letters a one-word logo holds at most ("SUPERMARKT", "DROGISTERIJ"). */
const MAX_UNPARTED_LETTERS = 11;
/** Advance per capital, in em, from which a word is set letter-spaced: a text face's capitals take 0.6–0.8 em. */
const SPACED_PITCH = 0.88;

/**
 * A letter-spaced logo the text layer holds as one long word ("AMBROSIAPIZZERIA"): the layout
 * engine spaced every letter alike, the word gaps included, so the parser joined them all. Where
 * its words part is lost; read as printed it is no name.
 */
export function unpartedLogo(word: Word): boolean {
  const letters = [...word.text].length;
  return letters > MAX_UNPARTED_LETTERS && /^[\p{Lu}\d&'.-]+$/u.test(word.text) && word.bbox[2] - word.bbox[0] >= letters * word.fontSize * SPACED_PITCH;
}

/**
 * A name printed letter-spaced like a logo ("S U P E R M A R K T   A R V E L"): the first row holds
 * one word per letter, on one line or several. The letters are the name; a gap wider than twice
 * their usual spacing parts its words. A text layer may hold a few of the letters as one word
 * ("P E L L AMA", re-written by another PDF producer): a word as wide as its letters set at the
 * logo's pitch is those letters.
 */
function letterSpacedName(sorted: Line[]): { text: string; words: Word[] } | null {
  const first = sorted[0]!;
  const words = sorted
    .filter((l) => sameRow(l.bbox, first.bbox))
    .flatMap((l) => l.words)
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
  const letter = (w: Word) => /^[\p{Lu}\d&'.-]$/u.test(w.text);
  const singles = words.filter(letter);
  if (singles.length < 3 || !words.some((w) => /\p{L}/u.test(w.text))) return null;
  const gaps = words.slice(1).map((w, i) => w.bbox[0] - words[i]!.bbox[2]);
  const usual = median(gaps);
  const letterWidth = median(singles.map((w) => w.bbox[2] - w.bbox[0]));
  const atPitch = (w: Word) => {
    const n = [...w.text].length;
    const spaced = n * letterWidth + (n - 1) * usual;
    return /^[\p{Lu}\d&'.-]+$/u.test(w.text) && Math.abs(w.bbox[2] - w.bbox[0] - spaced) <= 0.15 * spaced;
  };
  if (!words.every((w) => letter(w) || atPitch(w))) return null;
  const letters = words.reduce((n, w) => n + [...w.text].length, 0);
  if (letters < 4) return null;
  const parted = gaps.map((g) => g > Math.max(usual * 2, 0.5));
  // A text layer that placed the letters evenly (one advance shared over the run) has lost the
  // wider gaps between words: a long run is then more likely two words than one, and unreadable.
  if (!parted.some(Boolean) && letters > MAX_UNPARTED_LETTERS) return null;
  const text = words.map((w, i) => (i > 0 && parted[i - 1] ? ` ${w.text}` : w.text)).join("");
  return /\p{L}{2}/u.test(text) ? { text, words } : null;
}

/** Whether two runs print in about the same type size (a wrapped name), by their words' font size. */
function sameTypeSize(a: Run, b: Run): boolean {
  const size = (r: Run) => Math.max(...r.lines.flatMap((l) => l.words.map((w) => w.fontSize)));
  return size(a) <= size(b) * 1.15;
}

/**
 * Whether `first` ended only because the paper ended: the next run's first word, after a word gap,
 * would not have fitted beside it within the widest the page prints ("STAZIONE DI SERVIZIO" /
 * "DELMARLY" on 58 mm). A brand over a branch or an operator ends its line well short of that.
 */
function brokeForWidth(first: Run, next: Run, pageLines: readonly Line[]): boolean {
  const last = first.lines[first.lines.length - 1]!;
  const word = next.lines[0]?.words[0];
  if (!word) return false;
  const left = Math.min(...pageLines.map((l) => l.bbox[0]));
  const right = Math.max(...pageLines.map((l) => l.bbox[2]));
  const gaps = last.words.slice(1).map((w, i) => w.bbox[0] - last.words[i]!.bbox[2]);
  const gap = gaps.length ? median(gaps) : word.fontSize * 0.25;
  return last.bbox[2] - last.bbox[0] + gap + (word.bbox[2] - word.bbox[0]) > right - left;
}

/** Letters of a spaced logo stand about twice as far apart as a text face's; one name's lines differ far less. */
const MAX_PITCH_RATIO = 1.4;

function sameLetterPitch(a: Line, b: Line): boolean {
  const pitch = (l: Line) =>
    l.words.reduce((s, w) => s + w.bbox[2] - w.bbox[0], 0) /
    Math.max(
      1,
      l.words.reduce((s, w) => s + [...w.text].length, 0),
    );
  const [p, q] = [pitch(a), pitch(b)];
  return Math.max(p, q) <= Math.min(p, q) * MAX_PITCH_RATIO;
}

/**
 * Lines read as one: a line ending in "&", "+", a word's hyphen or a small word that joins the
 * words of a name ("… S. de R.L. de" / "C.V.", "Casa do" / "Pão") is continued by the next
 * ("GEBÄUDE GMBH &" / "CO. KG"): no name ends in a joining word.
 */
interface Run {
  lines: Line[];
  text: string;
  top: number;
  bottom: number;
  height: number;
}

const JOINING_END_RE = /(?:^|\s)(?:de|del|da|do|dos|das|di|du|des|y|e|et|und|and|of|van|von|der|den)\s*$/iu;

function nameRuns(lines: Line[]): Run[] {
  const runs: Run[] = [];
  for (const line of lines) {
    const open = runs[runs.length - 1];
    // A word wrapped at its hyphen ("STATION-" / "SERVICE") goes on without a space.
    const hyphen = !!open && /\p{L}-\s*$/u.test(open.text) && /^\s*\p{L}/u.test(line.text);
    if (open && (/[&+]\s*$/.test(open.text) || JOINING_END_RE.test(open.text) || hyphen)) {
      open.lines.push(line);
      open.text = hyphen ? `${open.text.trimEnd()}${line.text.trimStart()}` : `${open.text} ${line.text}`;
      open.bottom = line.bbox[3];
    } else runs.push({ lines: [line], text: line.text, top: line.bbox[1], bottom: line.bbox[3], height: height(line.bbox) });
  }
  return runs;
}
