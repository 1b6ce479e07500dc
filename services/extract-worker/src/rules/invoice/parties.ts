import { median } from "../../layout/geometry";
import type { Line, Page, PositionedDocument, Word } from "../../layout/types";
import { matchLabel, rankLabels, type LabelField } from "../../values";
import { findAnchors, labelTokens, type Candidate } from "../anchor";
import { COURTESY_RE } from "../courtesy";
import { height, lineTail, linesBelow, linesRightOf, overlapX, overlapY, segmentOf, wordsInSpan, type Segment } from "../geometry";
import { inRecipientBlock, RECIPIENT_RE, RETURN_LINE_RE } from "./recipient-block";

// The issuing party of an invoice or receipt. Two kinds of evidence, both grounded in printed text:
// - a seller label ("Verkäufer:", "Sold by", "Service provider") with a name beside or under it;
// - a legal entity (a name ending in GmbH, Ltd., Inc., SAS …) printed outside any recipient block
//   ("Bill to", "Käufer", "Client" …) — the letterhead, the footer, the legal mentions.
// A name is never taken from position alone (the top-left block is as often the customer).

const LEGAL_FORM = String.raw`(?:GmbH(?:\s*&\s*Co\.?(?:\s*KG)?)?|Ges\.\s?m\.\s?b\.\s?H\.|GesmbH|Ges\.mbH|mbH|AG|KG|KGaA|OHG|e\.K\.|B\.V\.|BV|N\.V\.|NV|SARL|Sarl|S[àÀ]rl|S[àÀ]RL|S\.\s?[àa]\.?\s?r\.\s?l\.|S\.A\.R\.L\.|SAS|S\.A\.S\.|S\.A\.|SA|S\.L\.|SL|S\.r\.l\.|Srl|S\.p\.A\.|SpA|S\.n\.c\.|S\.a\.s\.|Lda\.?|sp\.\s?z\s?o\.\s?o\.|Sp\.\s?z\s?o\.\s?o\.|sp\.\s?k\.|sp\.\s?j\.|DAC|S\.L\.U\.|SLU|S\.R\.L\.|SRL|EURL|SASU|SNC|V\.O\.F\.|VOF|OG|UG(?:\s*\((?:haftungsbeschränkt|HAFTUNGSBESCHRÄNKT)\))?|SE|eG|Ltda\.?|Kft\.?|s\.r\.o\.|Inc\.?|INC\.?|Ltd\.?|LTD\.?|Limited|LIMITED|LLC|(?:Sdn|SDN)\.?\s*(?:Bhd|BHD)\.?|(?:Bhd|BHD)\.?|(?:Pte|PTE)\.?\s*(?:Ltd|LTD)\.?|GMBH(?:\s*&\s*CO\.?(?:\s*KG)?)?|L\.L\.C\.|LLP|PLC|plc|Corp\.?|Corporation|Co\.(?!\s*\p{Lu})|Pvt\.?\s+Ltd\.?|Private\s+Limited|Pty\.?\s+Ltd\.?|a\.G\.|e\.V\.|Oy|AB|Aktiebolag|HB|ASA|AS|A\/S|I\/S|ApS)`;
/** A legal form (GmbH, Ltd., SDN BHD …) as a pattern, for rules that look for names closed by one. */
export const LEGAL_FORM_RE = new RegExp(LEGAL_FORM, "u");

// A run of capitalised words (with &, -, ., ') ending in a legal form: "Northwind Data Services, Inc.".
// A lone "&" or "+" joins words inside the run ("Brandt & Söhne GmbH") but never starts it.
const ENTITY_WORD = String.raw`[\p{Lu}\p{N}][\p{L}\p{N}&'’.\-]*`;
const ENTITY_RE = new RegExp(String.raw`(${ENTITY_WORD},?\s+(?:(?:${ENTITY_WORD}|[&+]),?\s+){0,5})(${LEGAL_FORM})(?![\p{L}\p{N}])`, "gu");
const ID_LINE_RE = /(\d{5,}|@|www\.|https?:|N[°º]\s|\b(GLN|GTIN|Nummer|Nr\.?|No\.?|ID|Tel|Fax|Phone|IBAN|BIC)\b)/iu;

export interface PartyOptions {
  field: string;
  /** Lexicon field of the party's labels ("vendor", "merchant"). */
  label: LabelField;
  /** A copyright notice is the issuer's own line (receipts sent by apps and shops), as a return-address line is. */
  copyright?: boolean;
}

/** A plausible organisation or person name: letters, short, not an address or contact line. */
export function isName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 70 || !/\p{L}{2}/u.test(t)) return false;
  if (ID_LINE_RE.test(t) || /^\(.*\)$/.test(t) || !/^[\p{Lu}\d]/u.test(t)) return false;
  if (/^\d/.test(t) || /\b\d{4,5}\b/.test(t)) return false; // a postcode: an address line
  if (!/\s/.test(t) && /\d/.test(t)) return false; // one token of letters and digits: a code ("GZ250"), not a name
  if (/\p{L}{4,}[.!?]\s+\p{Lu}/u.test(t)) return false; // two sentences, not a name ("Co. KG" is an abbreviation)
  // Names are mostly capitalised ("de Lattre Alexis"); prose is mostly not. A legal form set in lower
  // case ("sp. z o.o.", "s.r.o.") is no prose.
  const words = (t.replace(LEGAL_WORDS, " ").trim() || t).split(/\s+/);
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length <= 8 && lower * 2 <= words.length;
}

function nameSpan(seg: Segment): { start: number; end: number; value: string } | null {
  const m = /^[\s:;,\-–]*(.*?)[\s:;,]*$/u.exec(seg.text);
  const value = m?.[1] ?? "";
  // A label is never the name ("Name" of a label column printed without colons, an item table's
  // head "NAZWA TOWARU LUB USŁUGI" under the seller's block).
  if (!isName(value) || isRowLabel(value) || rankLabels(value).some((m) => m.kind === "exact" && m.strength === "strong")) return null;
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
    // "Seller Trade Name" is a name that starts with a label word: a noun label and its value on one
    // line need a colon or a gap between them; "Sold by X", "Verkauft von X" read on without either.
    if (/[\p{L}\p{N}]/u.test(tail.text) && !sep.includes(":") && !PREPOSITION_END.test(a.match.text) && !gapAfter(a, tail)) continue;
    const segs: Segment[] = /[\p{L}\p{N}]/u.test(tail.text) ? [tail] : [];
    if (!segs.length) {
      // The block under the label: skip id and contact lines, take the first name. A block of
      // "Label: value" rows names the party only in its name row; its other labels are not names.
      let box = a.line.bbox;
      let labelColumn = false;
      for (let i = 0; i < 6; i++) {
        const next = linesBelow(a.page, box, height(box) * 2.5).find((l) => overlapX(a.line.bbox, l.bbox) > 0 || l.bbox[0] - a.line.bbox[0] < 4);
        if (!next) break;
        box = next.bbox;
        const row = labelledRow(a.page, next);
        labelColumn ||= row !== null;
        // Under a column of row labels, a short line with a value cell beside it is another row's label ("Région | Bretagne").
        if (!row && labelColumn && linesRightOf(a.page, next).length > 0 && !/\d/.test(next.text) && next.text.split(/\s+/).length <= 3) continue;
        if (!row) segs.push(segmentOf(next.words));
        else if (NAME_LABEL_RE.test(row.label)) {
          // The name beside its label, or (a label over its value) on the line under it.
          const under = row.value ? null : linesBelow(a.page, next.bbox, height(next.bbox) * 2.5).find((l) => Math.abs(l.bbox[0] - next.bbox[0]) < 4);
          if (row.value) segs.push(row.value);
          else if (under) segs.push(segmentOf(under.words));
          break;
        }
      }
    }
    for (const seg of segs) {
      // A label is never the name: a recipient heading ("BILL TO") under a seller label starts the next block.
      if (RECIPIENT_RE.test(seg.text) && seg.text.trim().length <= 30) break;
      const span = labelledCode(seg.text, opts.label) ? null : nameSpan(seg);
      if (!span) {
        // An address line (a street, a postcode) follows the name: a name after it is the city's or the next block's.
        if (seg === tail || /\d/.test(seg.text)) break;
        continue;
      }
      const words = wordsInSpan(seg, span.start, span.end);
      out.push({
        field: opts.field,
        value: span.value,
        score: round(a.match.score * 0.9),
        page: a.page.number,
        words,
        via: "right",
        label: a.match,
        labelWords: a.words,
      });
      break;
    }
  }
  return out;
}

/**
 * A line that is the party's own label word and a number ("Store #429", "Filiale 12"): a branch or
 * register number under the name, read as a labelled row, never the name itself.
 */
function labelledCode(text: string, field: LabelField): boolean {
  const m = matchLabel(text, field);
  return !!m && m.start === 0 && /^[#№]?\s*\d[\d\-/]*$/u.test(text.slice(m.valueStart).trim());
}

/** A label that ends in a preposition ("Sold by", "Invoice from", "Vendu par", "Venduto da") runs on into its name. */
const PREPOSITION_END = /(?:^|\s)(?:by|from|von|par|door|da|por|de|przez|od)$/iu;

/** True when the value starts a cell of its own: a gap wider than two spaces after the label's words. */
function gapAfter(a: { words: Word[] }, tail: Segment): boolean {
  const last = a.words[a.words.length - 1];
  const first = tail.parts[0]?.word;
  return !!last && !!first && first.bbox[0] - last.bbox[2] > (last.bbox[3] - last.bbox[1]) * 0.8;
}

/** Labels of a party block's name row: "Name:", "Firma:", "Company:", "Raison sociale:". */
const NAME_LABEL_RE =
  /^(?:(?:company|business|legal|trading|firmen|firma|bedrijfs)?\s*name|firma|company|nom|raison sociale|dénomination|naam|nombre|razón social|ragione sociale|denominazione)$/iu;

/** The labels of a party block's other rows (street, postcode and city, country, ids, contact). */
const PARTY_ROW_LABEL_RE =
  /^(?:stra(?:ß|ss)e(?: und hausnummer)?|adresse|address(?: line \d?)?|street|plz(?: und ort)?|postleitzahl|ort|stadt|city|post ?code(?: and city)?|postal code|land(?:escode)?|country(?: code|\s+subdivision)?|ländercode|ust-?id(?:nr)?\.?|steuernummer|vat (?:identifier|id|number)|tax (?:id|number)|registernummer|legal registration identifier|kontakt(?:person)?|contact(?: point)?|telefon|telephone|phone|e-?mail|käuferkennung|verkäuferkennung|kundennummer|lieferantennummer|buyer identifier|seller identifier|customer number|ligne d['’]adresse|code postal(?: et ville)?|ville|pays|code pays|n°\s*tva(?: intracommunautaire)?|identifiant tva|siret|siren|interlocuteur|téléphone|courriel|n° client|identifiant acheteur)$/iu;

/** True when the text is a party row's label and nothing else ("Name", "Straße", "Post code and city"). */
function isRowLabel(text: string): boolean {
  const t = text.replace(/:\s*$/, "").trim();
  return NAME_LABEL_RE.test(t) || PARTY_ROW_LABEL_RE.test(t);
}

/**
 * A row that is a label and its value: "Name: X" on one line, or a line "Name:" with its value in
 * the next cell of the same row. The label is never the value; null for a line that is no label.
 */
function labelledRow(page: Page, line: Line): { label: string; value: Segment | null } | null {
  const m = /^([\p{L}][\p{L}.\-/ ]{0,30}?)\s*:\s*(.*)$/u.exec(line.text);
  if (!m) {
    // A label column printed without colons: the line is a party row's label and nothing else.
    const bare = line.text.trim();
    if (!isRowLabel(bare)) return null;
    // The cell right of it is its value, unless that is the same label of a party block beside this one.
    const right = linesRightOf(page, line)[0];
    return { label: bare, value: right && !isRowLabel(right.text) ? segmentOf(right.words) : null };
  }
  const label = (m[1] as string).trim();
  if (m[2]) return { label, value: lineTail(line, line.text.length - m[2].length) };
  const right = linesRightOf(page, line)[0];
  return { label, value: right ? segmentOf(right.words) : null };
}

/**
 * True when the line right above ends in a hyphen over the same column: the label word is the
 * second half of a word broken across lines ("Art-Nr-" / "Lieferant": a column header, not a party).
 */
function continuesHyphenatedWord(page: Page, line: Line): boolean {
  return page.lines.some(
    (l) =>
      l.bbox[3] <= line.bbox[1] + 1 &&
      line.bbox[1] - l.bbox[3] < height(line.bbox) * 1.2 &&
      Math.abs(l.bbox[0] - line.bbox[0]) < height(line.bbox) &&
      /\p{L}-$/u.test(l.text),
  );
}

// What only the issuer prints about itself: registration, tax and bank ids, contact lines.
const SELLER_RE =
  /\b(IBAN|BIC|SWIFT|USt-?Id\w*|UStId|VAT|TVA|BTW|IVA|Steuer-?Nr|Steuernummer|HRB|HRA|KvK|SIRET|SIREN|RCS|Registergericht|Handelsregister\w*|Amtsgericht|Geschäftsführ\w*|Vorstand|capital|Tel|Phone|Telefon|Fax|E-?Mail|CIN|GSTIN|Registered office|Regd|Org\.?\s?nr|Momsreg\.?\s?nr|CVR|Bankgiro|Plusgiro|Foretaksregisteret|NIF|CIF|NIPC|Registro Mercantil|Conservatória|Codice Fiscale|REA|NIP|KRS|REGON|UID|ABN|ACN|EIN)\b|www\.|@/iu;
/** A company's register entry or share capital: what only the issuer prints of itself (a buyer's VAT id is printed too). */
const REGISTRATION_RE =
  /\b(?:HRB|HRA|KvK|SIRET|SIREN|RCS|Registergericht|Handelsregister\w*|Amtsgericht|capital social|au capital de|share capital|Registered office|Registered in|Company (?:No|number)|Registro Mercantil|REA|KRS|REGON|CVR|Foretaksregisteret)\b/iu;
/**
 * A copyright notice ("© 2024 ‹name› Ltd", "Copyright (c) 2019–2026 ‹name›") names whoever published
 * the page: on a receipt an app or shop sends, its issuer; on an invoice as often the maker of its
 * form or software ("(c) ‹association› 2020"), so there only when asked (PartyOptions.copyright).
 * The year is no part of the name.
 */
const COPYRIGHT_RE = /(?:©|\(c\)|\bcopyright\b)\s*(?:©|\(c\))?\s*$/iu;
const COPYRIGHT_YEARS_RE = /^\d{4}(?:\s*[-–]\s*\d{4})?,?\s+/u;
const NOT_ISSUER_RE = /\b(bank|sparkasse|banque|banco|volksbank|raiffeisen)\b|powered by|generated by|created with/iu;

const CONTACT_RE = /\b(Tel|Tél|Phone|Telefon|Teléfono|Telefoon|Fax|E-?Mail)\b|www\.|@/iu;

/** The entity's own block: its line and the lines stacked closely above and below it in its column. */
function blockOf(page: Page, line: Line): Line[] {
  const block = [line];
  for (const dir of [-1, 1]) {
    let current = line;
    const run: Line[] = [];
    for (let i = 0; i < 8; i++) {
      const h = height(current.bbox);
      const next = page.lines
        .filter((l) => !block.includes(l) && !run.includes(l) && (overlapX(l.bbox, current.bbox) > 0 || Math.abs(l.bbox[0] - current.bbox[0]) < 4))
        // Lines of one block are set closer than a line's height; a blank line separates blocks.
        .filter((l) =>
          dir > 0 ? l.bbox[1] >= current.bbox[3] - 1 && l.bbox[1] - current.bbox[3] < h : l.bbox[3] <= current.bbox[1] + 1 && current.bbox[1] - l.bbox[3] < h,
        )
        .sort((a, b) => dir * (a.bbox[1] - b.bbox[1]))[0];
      if (!next) break;
      // Another company's name starts another block (a buyer's address set right under the
      // letterhead): going down the block ends there; going up, the lines passed are that company's.
      if (LEGAL_WORDS_TEST.test(next.text)) {
        if (dir < 0) run.length = 0;
        break;
      }
      run.push(next);
      current = next;
    }
    block.push(...run);
  }
  return block;
}

/**
 * How strongly the entity's own block speaks for the issuer: a return-address line 0.6, contact
 * lines (phone, e-mail, web) 0.55, registration, tax or bank ids 0.5, the letterhead position
 * alone 0.4 (a recipient's window address sits there too); null when nothing does. A name that
 * opens the first page (under at most a logo or the title "INVOICE") is the letterhead position
 * (0.4) wherever the page starts, and adds 0.1 to what its block says: a buyer's address set
 * first without a heading has no issuer's lines of its own to add to.
 */
function issuerEvidence(page: Page, line: Line, name: string): number | null {
  const own = blockEvidence(page, line, name);
  if (opensPage(page, line)) return own === null ? 0.4 : Math.min(0.7, own + 0.1);
  return own ?? (page.number === 1 && line.bbox[3] < page.height * 0.12 && !besideAnother(page, line) ? 0.4 : null);
}

/** A line of three letters at most: a logo's, not a block of words. */
const logoOnly = (l: Line) => (l.text.match(/\p{L}/gu) ?? []).length <= 3;

/** Another line of words on the same height beside `line`: two blocks side by side at the top are the two parties, in either order. */
function besideAnother(page: Page, line: Line): boolean {
  return page.lines.some((l) => l !== line && overlapY(l.bbox, line.bbox) > 0 && overlapX(l.bbox, line.bbox) <= 0 && !logoOnly(l));
}

/** The document's title alone on its line ("INVOICE", "Tax Invoice", "Rechnung"). */
const TITLE_LINE_RE =
  /^\s*(?:\p{L}+\s+)?(?:\p{L}*(?:rechnung|invoice|facture|factuur|factura|fattura|fatura|faktura)|credit note|gutschrift|avoir|creditnota)\s*$/iu;

/**
 * True when the line opens the first page alone: nothing above it or beside it but a logo (three
 * letters at most) or the title. Two blocks side by side at the top are the two parties, in either order.
 */
function opensPage(page: Page, line: Line): boolean {
  if (page.number !== 1) return false;
  return page.lines.every((l) => l === line || (l.bbox[1] + l.bbox[3]) / 2 >= line.bbox[3] || logoOnly(l) || TITLE_LINE_RE.test(l.text));
}

function blockEvidence(page: Page, line: Line, name: string): number | null {
  // The return-address line over a window address ("Name · Street 9 · 20095 City") is the sender's, and so is
  // the legal-mentions line that gives the name with its own registration ("X SARL – au capital de … – RCS …"):
  // an invoice prints a buyer's VAT id, never its register entry.
  if (RETURN_LINE_RE.test(line.text) || REGISTRATION_RE.test(line.text)) return 0.6;
  const block = blockOf(page, line);
  if (block.some((l) => CONTACT_RE.test(l.text))) return 0.55;
  // The name without its legal form set as the letterhead or logo at the top of the first page.
  if (page.number === 1 && letterheadNames(page, line).includes(partyKey(name))) return 0.55;
  // Registration and tax ids may stand a little apart (a footer's id row): 40 pt around, in the same column.
  if (
    block.some((l) => SELLER_RE.test(l.text)) ||
    page.lines.some((l) => Math.abs(l.bbox[1] - line.bbox[1]) <= 40 && overlapX(l.bbox, line.bbox) > 0 && SELLER_RE.test(l.text) && !CONTACT_RE.test(l.text)) ||
    headsFooterRow(page, line)
  )
    return 0.5;
  return null;
}

/** Money as invoices print it: digits, a separator and two decimals. */
const MONEY_RE = /\d[.,]\d{2}(?!\d)/;

/**
 * The name heads the first column of the company row printed under everything the invoice
 * charges (no amount on the page below its top), and a column beside it, starting level with it,
 * holds the registration or tax ids: the issuer's footer ("Name AB | Org.nr … | Bankgiro …").
 */
function headsFooterRow(page: Page, line: Line): boolean {
  if (page.lines.some((l) => l.bbox[1] >= line.bbox[1] - 1 && MONEY_RE.test(l.text))) return false;
  if (!page.lines.some((l) => l.bbox[3] < line.bbox[1] && MONEY_RE.test(l.text))) return false;
  const level = (l: Line) => Math.abs(l.bbox[1] - line.bbox[1]) <= 2;
  const beside = page.lines.filter((l) => l !== line && level(l));
  return beside.every((l) => l.bbox[0] > line.bbox[2]) && beside.some((l) => SELLER_RE.test(l.text) && !CONTACT_RE.test(l.text));
}

/**
 * The keys of the large lines at the top of the first page (set larger than `line`): each line,
 * and the lines read together (a letterhead wrapped over two lines: "Northwind Print &" / "Design").
 */
function letterheadNames(page: Page, line: Line): string[] {
  const big = page.lines
    .filter((l) => l !== line && l.bbox[3] < page.height * 0.15 && l.fontSize > line.fontSize * 1.2)
    .sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  const keys = big.map((l) => partyKey(l.text));
  // A wrapped name: the next line in the same size, in the same column, right under it.
  big.forEach((l, i) => {
    const next = big
      .slice(i + 1)
      .find((n) => Math.abs(n.fontSize - l.fontSize) < 0.5 && overlapX(n.bbox, l.bbox) > 0 && n.bbox[1] - l.bbox[3] < height(l.bbox) * 0.5);
    if (next) keys.push(partyKey(`${l.text} ${next.text}`));
  });
  return keys;
}

function fromLegalEntities(doc: PositionedDocument, opts: PartyOptions): Candidate[] {
  const out: Candidate[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      if (!LEGAL_WORDS_TEST.test(line.text)) continue;
      ENTITY_RE.lastIndex = 0;
      for (let m = ENTITY_RE.exec(line.text); m !== null; m = ENTITY_RE.exec(line.text)) {
        const noticed = COPYRIGHT_RE.test(line.text.slice(0, m.index));
        const evidence =
          inRecipientBlock(page, line) || NOT_ISSUER_RE.test(line.text)
            ? null
            : opts.copyright && noticed
              ? Math.max(0.6, issuerEvidence(page, line, m[0]) ?? 0)
              : issuerEvidence(page, line, m[0]);
        if (evidence === null) break;
        // "3011 AB Rotterdam" is a Dutch postcode before a city, not a company: a name has letters before its legal form.
        if (!/\p{L}{2}/u.test(m[1] ?? "")) continue;
        // "© 2024 ‹name› Ltd": the run starts after the notice's year.
        const years = noticed ? (COPYRIGHT_YEARS_RE.exec(m[0])?.[0].length ?? 0) : 0;
        const start = m.index + years;
        const entity = m[0].slice(years);
        if (!/\p{L}{2}/u.test(entity.slice(0, entity.length - (m[2]?.length ?? 0)))) continue;
        // A run of five digits or more is an article code or a number, never in a name: "006 7891234567890
        // PAO DE QUEIJO KG" is an item row (a kilogram's price), not a company.
        if (/\d{5,}/.test(entity)) continue;
        // A run right after a lower-case word is the tail of a longer name ("Taxiunter nehmen TX GmbH", letters spaced apart by the PDF).
        if (/\p{Ll}$/u.test(line.text.slice(0, start).trimEnd())) continue;
        const seg = segmentOf(line.words);
        // A name wrapped over two lines ("Northwind Print" / "& Design GmbH"): the run opens its line
        // and the line above, in its size and column, holds the name's first words.
        const head = start === 0 ? wrappedHead(page, line) : null;
        const value = `${head ? `${head.text} ` : ""}${entity}`.replace(/\s+/g, " ").trim();
        const words = [...(head?.words ?? []), ...wordsInSpan(seg, start, start + entity.length)];
        out.push({ field: opts.field, value, score: evidence, page: page.number, words, via: "rule", label: null, labelWords: [] });
      }
    }
  }
  return out;
}

/**
 * The line right above `line` that begins the same name: left-aligned with it, set in the same
 * size, closer than half a line, and a name itself (no legal form, digits or label of its own).
 */
function wrappedHead(page: Page, line: Line): Line | null {
  const above = page.lines
    .filter(
      (l) =>
        l.bbox[3] <= line.bbox[1] + 1 &&
        line.bbox[1] - l.bbox[3] < height(line.bbox) * 0.5 &&
        (Math.abs(l.bbox[0] - line.bbox[0]) < 2 || centredWrap(page, l, line)),
    )
    .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
  if (!above || Math.abs(above.fontSize - line.fontSize) > 0.5 || /\d|[:,;]/.test(above.text)) return null;
  // A heading over the block ("REMIT TO", "From", "Bill to") is a label, not the name's first words;
  // a courtesy line ("Vielen Dank für Ihren Einkauf") over a footer's name is no part of it either.
  if (
    LEGAL_WORDS_TEST.test(above.text) ||
    TITLE_LINE_RE.test(above.text) ||
    RECIPIENT_RE.test(above.text) ||
    COURTESY_RE.test(above.text) ||
    rankLabels(above.text).length
  )
    return null;
  if (isRowLabel(above.text) || !isName(above.text)) return null;
  return above;
}

/**
 * A centred block (a receipt's footer) wraps a name on a common axis: the line above ran out of
 * paper, as the first word of `line` would not have fitted beside it within the widest the page
 * prints, in the same letter pitch. A shop's name over its operator's centred under it ends well
 * short of that, or fills the paper only as a spaced-out logo does.
 */
function centredWrap(page: Page, above: Line, line: Line): boolean {
  const centre = (l: Line) => (l.bbox[0] + l.bbox[2]) / 2;
  const word = line.words[0];
  if (!word || Math.abs(centre(above) - centre(line)) >= 2) return false;
  const pitch = (l: Line) =>
    l.words.reduce((n, w) => n + w.bbox[2] - w.bbox[0], 0) /
    Math.max(
      1,
      l.words.reduce((n, w) => n + [...w.text].length, 0),
    );
  if (Math.max(pitch(above), pitch(line)) > 1.25 * Math.min(pitch(above), pitch(line))) return false;
  const left = Math.min(...page.lines.map((l) => l.bbox[0]));
  const right = Math.max(...page.lines.map((l) => l.bbox[2]));
  const gaps = above.words.slice(1).map((w, i) => w.bbox[0] - above.words[i]!.bbox[2]);
  const gap = gaps.length ? median(gaps) : word.fontSize * 0.25;
  return above.bbox[2] - above.bbox[0] + gap + (word.bbox[2] - word.bbox[0]) > right - left;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

// A legal form after a digit is a postcode's tail ("London E14 5AB"), not another company's name.
const LEGAL_WORDS_TEST = new RegExp(String.raw`(?<![\p{L}\p{N}])${LEGAL_FORM}(?![\p{L}])`, "u");
const LEGAL_WORDS = new RegExp(String.raw`(?<![\p{L}])${LEGAL_FORM}(?![\p{L}])`, "gu");

/** Grouping key of a party name: legal-form words and punctuation dropped ("Pvt. Ltd." = "Private Limited"). */
export function partyKey(name: string): string {
  return name
    .replace(LEGAL_WORDS, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function partyCandidates(doc: PositionedDocument, opts: PartyOptions): Candidate[] {
  return [...fromLabels(doc, opts), ...fromLegalEntities(doc, opts)].filter((c) => partyKey(String(c.value)).length >= 2);
}
