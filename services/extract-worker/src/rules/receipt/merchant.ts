import { median } from "../../layout/geometry";
import type { PositionedDocument, Word } from "../../layout/types";
import type { Candidate } from "../anchor";
import { escapeRegExp } from "../../escape-regexp";
import { readMisread } from "../../ocr/misread";
import { height } from "../geometry";
import { pageRows, type Row } from "../rows";
import { isAddressRow, isDetailRow, isIdRow, STREET_FIRST } from "./detail-rows";
import { nameEndBeforeIdLabel } from "./id-label-tail";
import { OWNER_RE, unframed } from "./till-merchant";

// The merchant of a till receipt: the name printed at the top, above the shop's address,
// registration or tax number and phone. Receipts rarely label it ("Merchant:"), so the label
// anchoring the invoice rules use finds nothing; the layout is the evidence instead:
// - a name ending in a legal form (SDN BHD, Ltd, GmbH, Inc …) in the header is the company —
//   a name printed over two lines ("KEDAI RUNCIT MAJU" / "CO. (M) SDN BHD") is joined, and a legal form
//   alone is never a name;
// - otherwise the name-like row right above the first address / id / phone row, when it is one of
//   the first rows of the paper (a shop name without legal form, e.g. a sole trader).
// Stray marks above the name (logos, handwriting read as text) are skipped.

/** Legal-form endings, by the way they are printed (abbreviated, dotted, spaced). */
const LEGAL_FORM =
  /(?:^|[\s.,(])(SDN\.?\s*BHD|S\/B|BHD|BERHAD|PLT|LTD|LIMITED|PTE|PTY|GMBH|MBH|AG|KG|OHG|E\.?\s?K|INC|LLC|LLP|PLC|CORP|CORPORATION|S[AÀ]RL|SAS|S\.?A|S\.?R\.?L|S\.?P\.?A|B\.?V|N\.?V|OY|AB|A\/S|APS|SP\.?\s?Z\s?O\.?\s?O|KFT|S\.?L|S\.?L\.?U|EURL|SASU|SNC|V\.?O\.?F|OG|S\.?R\.?O)\.?\s*$/i;
/**
 * Legal forms OCR misreads by a glyph ("SDN 8HD", "SON BHD", "SDN BND"), read as printed
 * (ocr/misread.ts); the name beside it still has to pass the recogniser's confidence (ocr-doubt.ts).
 * On 150 SROIE receipts this gave 3 more right merchants and no wrong one.
 */
const MISREAD_FORMS = ["CO. (M) SDN BHD", "SDN BHD"];
/**
 * Legal forms written as two initials about a slash ("S/B": Sendirian Berhad; "A/S"), and the glyphs
 * OCR reads a till face's capitals as ("5/B", "5/8", "§/B" for S/B). The slash, read right, keeps
 * the form apart from a word; two initials are too short for misread.ts's one-glyph rule.
 */
const SLASH_FORMS = ["S/B", "A/S"];
const LOOK_ALIKES: Record<string, string> = { S: "S5$§", B: "B8", A: "A4" };
const SLASH_FORM_MISREADS = SLASH_FORMS.map((form) => {
  const [a, b] = form.split("/") as [string, string];
  const glyphs = (letter: string) => `[${escapeRegExp(LOOK_ALIKES[letter] ?? letter)}]`;
  // Closing a name: after a word of letters, before the row's end or its company number.
  return { form, re: new RegExp(String.raw`(?<=\p{L}{2,}\s+)${glyphs(a)}\/${glyphs(b)}(?=\s*$|\s+[({[]?\s*\d)`, "iu") };
});

/** `text` with a slash form OCR misread written as the form (only where a name's last word stands: "MART 5/8 (123456-X)"). */
function readSlashForm(text: string): string {
  return SLASH_FORM_MISREADS.reduce((t, { form, re }) => t.replace(re, form), text);
}
/** Small words a name may write in lower case ("Taste of the World"). */
const LOWER_WORDS = /^(of|and|the|de|du|des|la|le|van|von|der|den|di|da|e|y|et|und|for|at|on|in|by|a|an|&)$/;

/** Words that may stand with a legal form without naming anyone ("CO. (M) SDN BHD"). */
const FORM_WORDS = /^(SDN|BHD|BERHAD|S\/B|CO|COMPANY|M|MALAYSIA|LTD|LIMITED|PTE|PTY|GMBH|INC|LLC|PLC|CORP|AG|KG|&|\(M\)|THE)\.?$/i;

/** A store, branch or outlet number printed between the name and the address ("Store #7409", "Filiale 6166"). */
const BRANCH_ROW = /^(?:STORE|SHOP|BRANCH|OUTLET|FILIALE|FILIAAL|MARKT|MAGASIN|TIENDA|NEGOZIO|LOJA|SKLEP)\s*(?:NO\b)?[\s.:#]*\d{1,6}$/i;
/** Rows that start the body of the receipt: after them no shop name is printed. */
const BODY_ROW =
  /\b(INVOICE|RECEIPT|BILL|CASHIER|TABLE|DATE|TIME|QTY|ITEM|DESCRIPTION|TOTAL|CASH|CHANGE|AMOUNT|RECHNUNG|QUITTUNG|BELEG|KASSE|DATUM|TICKET|FACTURE)\b/i;
/** Greetings, slogans and titles printed above the name ("PARAGON FISKALNY": a Polish fiscal receipt). */
const NOT_A_NAME =
  /\b(INH|INHABER|OWNER|PROPRIETOR|WELCOME|THANK|THANKS|TQ|PLEASE|VISIT|SHOPPING|OPEN|DAILY|HOURS|COPY|DUPLICATE|REPRINT|ORIGINAL|TAX|INVOICE|RECEIPT|SIMPLIFIED|OFFICIAL|PARAGON|FISKALNY)\b/i;

const SENTENCE_END = /\s(is|are|was|of|and|the|for|to|by|at|on|in|a|an|your)[\s.:]*$/;

/** How many rows from the top the name may start at (stray marks and a logo above it). */
const MAX_NAME_ROW = 6;
/** How many rows the header may span before the body starts. */
const MAX_HEADER_ROWS = 14;

/** "#000123 ‹name› SDN BHD": a till or branch code in front of the name. */
const CODE_PREFIX = /^\s*#\d{3,}\s+(?=\p{L})/u;

/** A line less than this part of the page's usual line height is a speck, not print. */
const SPECK_HEIGHT = 0.4;
/** A row of specks: fewer than three letters and digits (a logo's edge, a fold, a bullet read as text). */
const speckRow = (row: Row) => (trimNoise(row.text).match(/[\p{L}\p{N}]/gu) ?? []).length < 3;

/** A company number OCR garbled past the id patterns ("(00123456" P)"): mostly digits, few letters. */
function garbledNumber(text: string): boolean {
  const digits = (text.match(/\p{N}/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return digits >= 4 && letters * 3 < digits;
}

/**
 * Whether header row `i` names the shop's owner: it opens with an owner phrase ("exploité par",
 * "Inh."), or it closes with a legal form the owner's name wrapped onto from an owner row without
 * one ("operated by Harwick Kestrel" / "Engineering Ltd").
 */
function ownerLine(texts: string[], i: number): boolean {
  if (OWNER_RE.test(texts[i]!)) return true;
  const above = i > 0 ? texts[i - 1]! : "";
  return OWNER_RE.test(above) && !LEGAL_FORM.test(above) && LEGAL_FORM.test(texts[i]!);
}

/**
 * A logo's frame as OCR reads it ("*%%", "*¥*x%", "==="): a word at the row's edge with a frame
 * mark in it and at most one letter or digit.
 */
const FRAME_WORD = String.raw`(?=\S*[*=~¥%#])(?:[^\p{L}\p{N}\s]*[\p{L}\p{N}]?[^\p{L}\p{N}\s]*)`;
const FRAME_EDGES = new RegExp(String.raw`^(?:${FRAME_WORD}\s+)+|(?:\s+${FRAME_WORD})+$`, "gu");

/** Edges that are no part of a name: OCR's reading of logos, bullets and frames. */
function trimNoise(text: string): string {
  return unframed(text.replace(FRAME_EDGES, "").replace(CODE_PREFIX, ""));
}

/**
 * The row without a trailing company number: "77 CORNER MART S/B (765432-X)" → "77 CORNER MART S/B",
 * and "‹name› S/B 765432-U (QRS)": a number printed bare with its check letter, a branch's code after it.
 */
function withoutTrailingId(text: string): string {
  // The check letter may be misread as a symbol ("(765430-%)"), not as a digit: a number read that
  // badly ("(383322-3}") leaves its row no clean name.
  const bare = text
    .replace(/\s+\d{5,}-\s?[A-Z]\s*(?:\([A-Z]{2,4}\))?\s*$/i, "")
    .replace(/\s*[({[]\s*(CO\.?\s*(NO|REG)\.?\s*:?\s*)?[A-Z]{0,3}\d[\d\s]*-?\s?[A-Z%&$#*]?\s*[)}\]]?\s*$/i, "")
    .trim();
  // "‹name› PTE. LTD. UEN": the registration label after the legal form is cut (id-label-tail.ts).
  const nameEnd = nameEndBeforeIdLabel(bare, (name) => LEGAL_FORM.test(name));
  return bare.slice(0, nameEnd);
}

/**
 * The row without specks OCR read after its legal form ("‹name› SDN BHD {5 5. on": a smudge beside
 * the name): words of at most two letters or digits. A longer word after the form is a branch or a
 * qualifier of the name ("(JALAN KLANG LAMA)") and stays.
 */
function withoutSpecksAfterForm(text: string): string {
  // "‹name› GmbH & Co. KG": a row that ends in a legal form has no specks after it ("& Co. KG" are short words too).
  if (LEGAL_FORM.test(text)) return text;
  const words = text.split(/\s+/).filter(Boolean);
  const speck = (w: string) => (w.match(/[\p{L}\p{N}]/gu) ?? []).length <= 2;
  for (let end = words.length - 1; end > 0 && speck(words[end]!); end--) {
    const name = words.slice(0, end).join(" ");
    if (LEGAL_FORM.test(name)) return name;
  }
  return text;
}

/** Letters make up most of the row, and at least one word is a real word (3+ letters). */
function nameLike(text: string): boolean {
  const chars = text.replace(/\s/g, "");
  if (chars.length < 3) return false;
  const letters = (chars.match(/\p{L}/gu) ?? []).length;
  if (letters / chars.length < 0.7) return false;
  if (!/\p{L}{3,}/u.test(text)) return false;
  // A sentence ("Your order number is") ends in a small word no name ends in.
  if (SENTENCE_END.test(text)) return false;
  return !NOT_A_NAME.test(text);
}

/** Only a legal form (and its fillers): "SDN BHD", "CO. (M) SDN BHD". */
function legalFormOnly(text: string): boolean {
  if (LEGAL_FORM.test(text) && !/\p{L}/u.test(text.replace(LEGAL_FORM, ""))) return true;
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => FORM_WORDS.test(w) || /^\(?[A-Z]\)?\.?$/i.test(w));
}

/** Median height of a row's words: its type size (a row's own box grows with skew). */
function typeSize(row: Row): number {
  return median(row.words.map((w) => w.bbox[3] - w.bbox[1]));
}

/** Display type: a brand or logo over the name is set this much larger than the name. */
const DISPLAY_TYPE = 1.2;

/** Whether header row `i - 1` is set in display type over row `i`. */
const displayAbove = (header: Row[], i: number) => typeSize(header[i - 1]!) >= DISPLAY_TYPE * typeSize(header[i]!);

/**
 * Whether the row above header row `i` is a second name set tight on it: an outlet over the company
 * ("‹place› 210" / "‹company› SDN BHD"), a brand, a shop over its trade ("‹name›" / "BISTRO & CAFE")
 * or its operator, or a name's first line. Receipt keys name the upper, the lower or both joined; the
 * callers decide by type size. Marks far above the name stand apart: the gap to them is wider than a
 * row is tall.
 */
function nameAbove(header: Row[], texts: string[], i: number): boolean {
  if (i === 0) return false;
  const [upper, row] = [header[i - 1]!, header[i]!];
  const text = texts[i - 1]!;
  if (row.top - upper.bottom >= Math.min(upper.bottom - upper.top, row.bottom - row.top)) return false;
  // Letters enough for a word; an outlet's name may carry a number ("‹place› 210"), a greeting or title is no name.
  const wordy = /\p{L}{3,}/u.test(text) && !NOT_A_NAME.test(text) && !SENTENCE_END.test(text);
  return wordy && !LEGAL_FORM.test(text) && !isDetailRow(text) && !ownerLine(texts, i - 1);
}

/** Words of `row` that make up `text` (a prefix of the row after trimming noise). */
function wordsOf(row: Row, text: string): Word[] {
  const want = text.split(/\s+/).filter(Boolean).length;
  const start = row.words.findIndex((w) => text.startsWith(trimNoise(w.text)) && trimNoise(w.text).length > 0);
  return row.words.slice(Math.max(0, start), Math.max(0, start) + want);
}

/**
 * Signs that OCR damaged the name: a mark glued to its first
 * or last word ("[ED HENG"), a mark in place of the word before an "&", or a word in lower case among capitalised ones ("corner Of The World",
 * "appaRich BMC": a capital read as a small letter or lost).
 */
function damaged(text: string, rawRow: string): boolean {
  // "(SP}": brackets that do not pair up were misread.
  const opens = (text.match(/[([{]/g) ?? []).join("");
  const closes = (text.match(/[)\]}]/g) ?? []).join("");
  if (opens.length !== closes.length || /\([^)]*[\]}]|\{[^}]*\)|\[[^\]]*\)/.test(text)) return true;
  // "(KI. )": a bracket with a space inside it, where OCR split or lost characters.
  if (/\(\s|\s\)/.test(text)) return true;
  // "V.0.F.", "5/B": initials spelt with dots or a slash mix a digit among letters where a letter was misread.
  if (initials(text).some((run) => /\p{L}/u.test(run) && /\d/.test(run))) return true;
  const first = rawRow.trim().split(/\s+/)[0] ?? "";
  if (/^[^\p{L}\p{N}(\s]+[\p{L}\p{N}]/u.test(first)) return true;
  // "* & BEST …": a mark where a word stood before the "&" (a name never opens with one after a mark).
  if (/^[^\p{L}\p{N}(\s&]+\s*&/u.test(rawRow.trim())) return true;
  // Sentence case ("Moon and tea 12 S/B": only the first word capitalised, the legal form aside)
  // is how the name was printed; a small letter among capitalised words is a misread capital.
  const words = text
    .replace(LEGAL_FORM, "")
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const small = (w: string) => /^\p{Ll}/u.test(w) && !LOWER_WORDS.test(w);
  const sentenceCase = words.length > 1 && /^\p{Lu}/u.test(words[0]!) && words.slice(1).every((w) => /^\p{Ll}/u.test(w));
  return !sentenceCase && words.some((w) => /^\p{Lu}/u.test(w)) && words.some(small);
}

/**
 * Initials: single characters each followed by a dot ("V.O.F.", "B.L.K."), two joined by a slash
 * ("S/B"), or a dotted abbreviation with a part that mixes a letter and a digit.
 */
function initials(text: string): string[] {
  const dotted = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}]\.){2,}(?:[\p{L}\p{N}](?![\p{L}\p{N}]))?/gu;
  const slashed = /(?<![\p{L}\p{N}])[\p{L}\p{N}]\/[\p{L}\p{N}](?![\p{L}\p{N}])/gu;
  // "V.O0.F.": a dotted abbreviation whose parts are one or two characters (a glyph read twice).
  const abbreviations = text.split(/\s+/).filter((t) => (t.match(/\./g) ?? []).length >= 2 && t.split(".").every((part) => part.length <= 2));
  return [
    ...[...text.matchAll(dotted), ...text.matchAll(slashed)].map((m) => m[0]),
    ...abbreviations.filter((t) => t.split(".").some((part) => /\p{L}/u.test(part) && /\d/.test(part))),
  ];
}

function candidate(rows: Array<{ row: Row; text: string }>, score: number): Candidate | null {
  if (rows.some((r) => damaged(r.text, r.row.text.replace(CODE_PREFIX, "")))) return null;
  const printed = rows.map((r) => r.text).join(" ");
  const value = readMisread(printed, MISREAD_FORMS);
  const words = rows.flatMap((r) => wordsOf(r.row, r.text));
  return { field: "merchant", value, score, page: rows[0]!.row.page, words, via: "rule", label: null, labelWords: [] };
}

/** The merchant printed at the top of the first page, or null when the header shows no clear name. */
export function merchantCandidate(doc: PositionedDocument): Candidate | null {
  const page = doc.pages[0];
  if (!page) return null;
  // Specks above and between the header's rows are no rows of it: they would push the name past
  // MAX_NAME_ROW and part it from its address.
  // A speck OCR read beside the name ("5 ‹name›") is far smaller than any printed line.
  const usual = median(page.lines.map((l) => height(l.bbox)));
  const rows = pageRows(page, (l) => height(l.bbox) >= usual * SPECK_HEIGHT)
    .filter((r) => !speckRow(r))
    .slice(0, MAX_HEADER_ROWS);
  // The body starts after the shop's details: a "Cash Sale" title above the name, or a name such
  // with CASH in it ("‹name› CASH & CARRY"), ends nothing.
  const detailAt = rows.findIndex((r, i) => i > 0 && isDetailRow(trimNoise(r.text)));
  const bodyAt = rows.findIndex((r, i) => (detailAt < 0 || i > detailAt) && BODY_ROW.test(r.text) && !LEGAL_FORM.test(withoutTrailingId(r.text)));
  const header = bodyAt >= 0 ? rows.slice(0, bodyAt) : rows;
  // A street's "5/8" is an address row's, no legal form: only rows that are no shop detail are read for one.
  const raw = header.map((r) => {
    const text = readMisread(trimNoise(r.text), MISREAD_FORMS);
    return isDetailRow(text) ? text : readSlashForm(text);
  });
  const texts = raw.map((t) => trimNoise(withoutSpecksAfterForm(withoutTrailingId(t))));

  // A legal form in the header: the company's name, joined with the row above when split.
  for (let i = 0; i < header.length; i++) {
    const text = texts[i]!;
    // "Inh. ‹owner› AG": the owner holds the shop; the owner's legal form names no shop.
    if (!LEGAL_FORM.test(text) || /\d{3,}/.test(text) || ownerLine(texts, i)) continue;
    const above = i > 0 ? texts[i - 1]! : "";
    const splitName = legalFormOnly(text) || /^(CO|COMPANY)\b/i.test(text);
    if (splitName) {
      if (!above || !nameLike(above) || LEGAL_FORM.test(above) || isAddressRow(above) || isIdRow(above)) continue;
      return candidate(
        [
          { row: header[i - 1]!, text: above },
          { row: header[i]!, text },
        ],
        0.9,
      );
    }
    // "ACME K.L.T. (M) SDN BHD": dotted initials are a name too; a bracketed letter alone is not.
    if (!nameLike(text.replace(LEGAL_FORM, "")) && !/\p{L}{2,}|\p{L}\.\s?\p{L}\./u.test(text.replace(LEGAL_FORM, ""))) continue;
    // A name over the legal name: in display type a brand (the legal name is the merchant), in the
    // same type an outlet or the name's first line (keys join them, or name either).
    if (nameAbove(header, texts, i) && !displayAbove(header, i)) return null;
    return candidate([{ row: header[i]!, text }], 0.9);
  }

  // No legal form: the name-like row right above the shop's address, id or phone.
  const firstDetail = raw.findIndex((t, i) => i > 0 && isDetailRow(t));
  if (firstDetail <= 0 || firstDetail > MAX_NAME_ROW) return null;
  // The details may start above the first row that shows it: a street line without its number
  // ("Jalan Bukit Indah" over "43000 Kajang") or a company number OCR garbled belongs to them.
  let at = firstDetail - 1;
  // So does a line naming the shop's owner or operator ("Inh. ‹name› GmbH") under the shop's name.
  // And a store number between the name and the address.
  const skippable = (i: number) => STREET_FIRST.test(texts[i]!) || garbledNumber(texts[i]!) || ownerLine(texts, i) || BRANCH_ROW.test(texts[i]!);
  for (let skipped = 0; at > 0 && skipped < 2 && skippable(at); skipped++) at--;
  const shopName = (i: number) => {
    const text = texts[i]!;
    if (!nameLike(text) || legalFormOnly(text) || isIdRow(raw[i]!) || isAddressRow(raw[i]!)) return false;
    // "Lastenstraße 24" read askew, "12 High Street" over its postcode, "(haftungsbeschränkt)": a street with its number, or a bracketed
    // qualifier of the name above, is no name by itself.
    return !(/\s\d{1,4}[A-Z]?$/i.test(text) || /^\d{1,4}[A-Z]?\s+\p{L}/iu.test(text) || /^\(.*\)$/.test(text) || STREET_FIRST.test(text));
  };
  const name = texts[at]!;
  if (!shopName(at)) return null;
  // A name broken over two rows shows it: the upper row ends in "&" / "AND" / "-", or the lower starts with "&".
  const upper = at > 0 ? texts[at - 1]! : "";
  if (upper && nameLike(upper) && (/(&|\bAND|-)$/i.test(header[at - 1]!.text.trim()) || /^&/.test(header[at]!.text.trim()))) {
    const joined = /&$/.test(header[at - 1]!.text.trim()) ? `${upper} &` : upper;
    return candidate(
      [
        { row: header[at - 1]!, text: joined },
        { row: header[at]!, text: name },
      ],
      0.7,
    );
  }
  // A second name set tight above. In display type it is the shop's name, and the row under it names
  // the shop's operator or trade ("‹brand›" / "‹owner› Co"); in the same type either may be the
  // shop's (keys name the upper or the lower), so neither is returned, nor any of three names.
  if (nameAbove(header, texts, at)) {
    if (!displayAbove(header, at) || !shopName(at - 1) || nameAbove(header, texts, at - 1)) return null;
    return candidate([{ row: header[at - 1]!, text: texts[at - 1]! }], 0.6);
  }
  return candidate([{ row: header[at]!, text: name }], 0.7);
}
