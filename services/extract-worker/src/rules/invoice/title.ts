import type { Line, PositionedDocument, Word } from "../../layout/types";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { linesBelow, linesRightOf, segmentOf, wordsInSpan, type Segment } from "../geometry";
import { readDate, readIdentifier } from "../read-value";

// The document title: "Handelsrechnung Nr. 880021 vom 14.02.2024" (or with its type code:
// "Handelsrechnung (380) Nr. …"; any title naming its UNTDID 1001 type code, "… (751) Nr. …"), "Facture n°730051 du
// 02 Juillet 2015", "Invoice No. 123 dated 5 March 2018". A word naming an invoice (compounds
// included: Mietrechnung, Rechnungskorrektur), a number token, the number, and — directly after
// it, joined by "vom / du / of / dated / van / del" — the date the invoice was issued.

// A credit note's title names it in several words ("Nota di credito n.", "Credit note No.").
// The number word starts a word: "Auftragsnummer", "Kundennr." beside a title "Rechnung" name another number.
// A number word is a whole word or ends in its dot: "Totale fattura NOK 612,50" has none.
const TITLE_WORD = String.raw`(?:\p{L}*(?:rechnung|rechnungskorrektur|gutschrift|invoice|facture|factuur|factura|fattura|fatura|faktura)|nota\s+d[ie]\s+cr[ée]dito|credit\s+(?:note|memo)|avoir|abono|creditnota|creditfactuur)`;
/** An invoice word the number word may be fused to ("Factuurnummer", "Rechnungnr."). */
const FUSED_ON = String.raw`(?<=rechnung|invoice|facture|factuur|factura|fattura|fatura|faktura)`;
const TITLE_RE = new RegExp(
  String.raw`(?:(?<![\p{L}])${TITLE_WORD}\)?(?:\s+(?:\p{L}+\)?|\(\p{N}{1,4}\)|\([^()\d]{1,40}\))){0,2}?|^[\p{L} ]{3,60}\(\d{3}\))\s*(?:(?:(?<![\p{L}])|${FUSED_ON})(?:nr(?:\.|(?![\p{L}]))|no(?:\.|(?![\p{L}]))|n\s?[°º]|n\.\s?º?|nummer|number|num(?:\.|(?![\p{L}])))|#)\s*:?\s*`,
  "iu",
);
const DOCUMENT_WORDS = new RegExp(String.raw`(?<![\p{L}'’])${TITLE_WORD}`, "giu");
/**
 * A title without a number word ("Factuur 2026-0117 van 23-01-2026", "Rechnung R61919"): taken
 * only with its connective and date, or its date alone on the line under it. The number may open
 * with a short letter prefix, joined or apart ("FT 2024A/878", a Portuguese series).
 */
const BARE_TITLE_RE = new RegExp(String.raw`^${TITLE_WORD}\s+(?=(?:\p{L}{0,4}[-/]?|\p{Lu}{1,4} )\p{N})`, "iu");
/** Up to three words without figures before the connective; none when the connective follows the number. */
const SKIPPED_RE = /^(?:\s*[\p{L}]{1,12}(?=\s)){1,3}(?=\s+(?:vom|du|of|dated|van|del)\s)/iu;
const HAS_TEXT = /[\p{L}\p{N}]/u;
const CONNECTIVE = String.raw`(?:vom|du|en date du|of|dated|van|del|de fecha|de|d\.d\.|z dnia|z dn\.)`;
const CONNECTIVE_RE = new RegExp(String.raw`^\s*${CONNECTIVE}\s+`, "iu");
/** A cell that ends with the connective: its date is printed on the line under it. */
const TRAILING_CONNECTIVE_RE = new RegExp(String.raw`^\s*${CONNECTIVE}\s*$`, "iu");

/** The words of `seg` from offset `at` on that stand in the same printed cell (line) as the first of them. */
function cellFrom(seg: Segment, at: number, cells: Line[]): Segment | null {
  const rest = seg.parts.filter((p) => p.start >= at).map((p) => p.word);
  const cell = rest[0] && cells.find((l) => l.words.includes(rest[0]!));
  return cell ? segmentOf(rest.filter((w) => cell.words.includes(w))) : null;
}

/** Invoice number (score 0.85) and issue date (0.8) read from title lines of the first page. */
export function titleCandidates(doc: PositionedDocument, ctx: DocContext): Candidate[] {
  const out: Candidate[] = [];
  const page = doc.pages[0];
  if (!page) return out;
  for (const line of page.lines) {
    // Only the top half of the first page holds the title; its parts may be separate cells of one row ("Rechnung | Nr. 123").
    if (line.bbox[1] > page.height / 2) continue;
    const seg = segmentOf([...line.words, ...linesRightOf(page, line).flatMap((l) => l.words)]);
    const m = TITLE_RE.exec(seg.text) ?? BARE_TITLE_RE.exec(seg.text);
    const bare = m !== null && !TITLE_RE.test(seg.text);
    // A title begins its line (after three words at most: "Buchungshilfe - KEINE Rechnung Nr."); "… refers to invoice no. 45 of …" is prose.
    if (!m || m.index > line.text.length || !/^(?:[\p{L}.\-–]+\s+){0,3}$/u.test(seg.text.slice(0, m.index))) continue;
    // A lower-case word before the invoice word makes it a phrase about another document
    // ("Rectifica la factura nº …", "Storno parziale fattura n. …", "Korrektur zu Rechnung Nr. …").
    if (/(?:^|\s)\p{Ll}/u.test(seg.text.slice(0, m.index))) continue;
    // Two document words outside parentheses name two documents: "Avoir sur facture n° …" refers to the invoice it corrects.
    if ((m[0].replace(/\([^()]*\)/g, " ").match(DOCUMENT_WORDS) ?? []).length > 1) continue;
    const from = m.index + m[0].length;
    // A number word that runs on into letters is none ("Invoice numbeRE 6400/19": a label cut at its
    // cell's edge, touching the next cell's "RE 6400/19", reads as "number" but for its case).
    if (/\p{L}/u.test(seg.text[from - 1] ?? "") && /\p{L}/u.test(seg.text[from] ?? "")) continue;
    const id = readIdentifier(seg.text.slice(from));
    if (!id) continue;
    const idWords = wordsInSpan(seg, from + id.start, from + id.end);
    // The title words are the number's label: a credit note tells its own title from a corrected invoice's.
    const titleWords = wordsInSpan(seg, m.index, from);
    const number: Candidate = {
      field: "invoice_number",
      value: id.value,
      score: 0.85,
      page: page.number,
      words: idWords,
      via: "rule",
      label: null,
      labelWords: titleWords,
    };
    if (!bare) out.push(number);
    const after = seg.parts.map((p) => p.word).filter((w) => !idWords.includes(w) && w.bbox[0] >= (idWords[idWords.length - 1] as Word).bbox[2]);
    let restSeg = segmentOf(after);
    const idLine = [line, ...linesRightOf(page, line)].find((l) => l.words.includes(idWords[idWords.length - 1] as Word));
    const next = linesBelow(page, line.bbox, (line.bbox[3] - line.bbox[1]) * 1.2)[0];
    // A title set flush right wraps flush right: the line under it shares its right edge.
    const under = next && (Math.abs(next.bbox[0] - line.bbox[0]) <= 4 || Math.abs(next.bbox[2] - line.bbox[2]) <= 4) ? next : undefined;
    // The date alone on the line under a title that ends with its number ("Invoice 58214" /
    // "March 9, 2025"), as report writers print a document's heading.
    const dateLine = under && !HAS_TEXT.test(restSeg.text) ? readDate(under.text, ctx) : null;
    if (under && dateLine && dateLine.start === 0 && !HAS_TEXT.test(under.text.slice(dateLine.end))) {
      if (bare) out.push(number);
      const words = wordsInSpan(segmentOf(under.words), dateLine.start, dateLine.end);
      out.push({ field: "invoice_date", value: dateLine.value, score: 0.75, page: page.number, words, via: "rule", label: null, labelWords: titleWords });
      continue;
    }
    // The number's own cell ends with the connective, or with a date cut short ("… du 17" / "septembre 2021"),
    // whether or not its row goes on with other cells ("FACTURA nº 1 de fecha | Fecha de vencimiento: …"): its date is on the line under it.
    const own = idLine ? segmentOf(after.filter((w) => idLine.words.includes(w))) : null;
    const cutShort = (text: string) => {
      const c = CONNECTIVE_RE.exec(text);
      return !!c && !readDate(text.slice(c[0].length), ctx);
    };
    if (under && own?.parts.length && (TRAILING_CONNECTIVE_RE.test(own.text) || cutShort(own.text)))
      restSeg = segmentOf([...own.parts.map((p) => p.word), ...under.words]);
    // The title wrapped: "… Nr. 2024-0117" / "vom 12.03.2024".
    else if (!/\d/.test(restSeg.text) && under) restSeg = segmentOf([...after, ...under.words]);
    // Words between the number and "vom <date>" ("Nr. 4711 mit LV vom …") may belong to the
    // number or not: the number is left to other evidence, the date is still the title's.
    const skipped = SKIPPED_RE.exec(restSeg.text)?.[0] ?? "";
    const c = CONNECTIVE_RE.exec(restSeg.text.slice(skipped.length));
    if (!c) continue;
    const at = skipped.length + c[0].length;
    const read = readDate(restSeg.text.slice(at), ctx);
    // The title's row may go on with other labelled dates ("… del 21.09.2022 | Scadenza 21.11.2022"):
    // then the date is read from its own cell alone.
    const cell = read ? null : cellFrom(restSeg, at, [line, ...linesRightOf(page, line), ...(under ? [under] : [])]);
    const date = read ?? (cell ? readDate(cell.text, ctx) : null);
    if (!date || date.start !== 0) continue;
    const words = read ? wordsInSpan(restSeg, at + date.start, at + date.end) : wordsInSpan(cell!, date.start, date.end);
    if (skipped && !bare) out.splice(out.indexOf(number), 1);
    if (bare && !skipped) out.push(number);
    out.push({ field: "invoice_date", value: date.value, score: 0.8, page: page.number, words, via: "rule", label: null, labelWords: titleWords });
  }
  return out;
}
