import { OCR_FONT, type Line, type Page, type PositionedDocument, type Word } from "../../layout/types";
import type { Candidate } from "../anchor";
import { fold } from "../../values";
import { linesRightOf, segmentOf, wordsInSpan } from "../geometry";

// Payment means printed on receipts without a label ("VISA ****1234", "BAR", "Girocard", "Gotówka").
// Only a document naming exactly one of them yields a value. Beyond the western European words: Brazil's
// (dinheiro, PIX), Mexico's (tarjeta de débito / crédito), Czech and Slovak (hotovost, platební karta), Hungarian
// (készpénz, bankkártya), Romanian (numerar, card bancar), Turkish (nakit, kredi kartı) and Nordic ones (kontant,
// kort, Dankort, käteinen, pankkikortti, Swish, Vipps, MobilePay).
const METHODS =
  /(?<![\p{L}])(visa|mastercard|master card|maestro|american express|amex|discover|diners club|jcb|unionpay|girocard|ec-karte|ec karte|debit card|credit card|debit|kreditkarte|carte bancaire|carte bleue|cb|pinpas|pin|paypal|apple pay|google pay|cash|bar|barzahlung|espèces|especes|contant|efectivo|tarjeta de d[ée]bito|tarjeta de cr[ée]dito|tarjeta d[ée]bito|tarjeta cr[ée]dito|tarjeta|v pay|bancomat|carta di credito|carta di debito|contanti|contante|(?<=pagamento\s)elettronico|cartão de crédito|cartão de débito|cartão|cartao|numerário|numerario|multibanco|gotówka|gotowka|karta p[łl]atnicza|platební karta|platobná karta|karta|blik|eftpos|nets|dinheiro|pix|hotovost|hotově|hotovosť|készpénz|bankkártya|hitelkártya|numerar|card bancar|card|nak[iİ]t|kred[iİ] kart[ıiI]|banka kart[ıiI]|kontant|käteinen|pankkikortti|korttimaksu|bankkort|betalingskort|dankort|kort|swish|vipps|mobilepay|bankaxept)(?![\p{L}])/giu;
/** What follows "CARD" on a payment row: its amount, or nothing (the amount in a column of its own). */
const CARD_ROW_REST = /^\s*(?:\d{1,6}[.,]\d{2})?\s*$/;
/** A payment word alone ("VISA" after "TARJETA"). */
const METHOD_WORD = new RegExp(`^(?:${METHODS.source})$`, "iu");
/** How a receipt says which card paid: "ending in" / "endet auf" / "se terminant par" / "eindigend op" / "terminada en" its last four digits. */
const ENDING_IN =
  "ending in|ends in|ending|endet auf|endend auf|se terminant par|terminant par|finissant par|eindigend op|eindigt op|terminada en|terminado en|acabada en|que termina en";
/**
 * What a card's name is followed by to say which card it was: its last four digits, masked
 * ("•••• 4242", "**** 4242", "XXXX4242"), after an ending-in phrase, or in brackets. Only the card's
 * name is the means of payment.
 */
const CARD_TAIL = new RegExp(String.raw`^\s*[-–·,(]?\s*(?:(?:${ENDING_IN})\s*)?[•*xX·…●.\s]*\d{4}\s*\)?\s*$`, "iu");
/**
 * A card named by its kind only ("Card •••• 4242", "Karte **** 4242", "Carte XXXX4242", "Kaart ending in 4242"), as
 * tablet and phone POS apps print a payment: the word is the means only with the card's masked last digits after it
 * (a "Gift card" or "Kundenkarte" line is none).
 */
const GENERIC_CARD = new RegExp(String.raw`(?<![\p{L}])(card|karte|carte|kaart)(?=\s*(?:[•*xX·●]{2,}\s*\d{4}|(?:${ENDING_IN})\s*\d{4})(?!\d))`, "giu");
const LEADING_METHOD = new RegExp(`^\\s*(?:${METHODS.source})`, "iu");

/**
 * A labelled payment value that names a card and only identifies it after that ("Visa •••• 4242",
 * "Mastercard ending in 4242"): the card's name, and the words that print it; else the value as read.
 */
export function cardName(value: string, words: readonly Word[]): { value: string; words: Word[] } {
  const name = LEADING_METHOD.exec(value)?.[0].trim();
  if (!name || !CARD_TAIL.test(value.slice(value.indexOf(name) + name.length))) return { value, words: [...words] };
  return { value: name, words: words.slice(0, name.split(/\s+/).length) };
}

/** An amount with cents ("4,13", "12.07"), not part of a date ("25.11.2026"). */
const AMOUNT_RE = /(?<![\d.,])\d{1,6}[.,]\d{2}(?![\d.,])/;
const AMOUNTS_RE = new RegExp(AMOUNT_RE.source, "g");
/**
 * How a card slip says the holder was verified ("CHIP & PIN", "PIN VERIFIED", "PIN OK"): the PIN
 * there is no means of payment (the Dutch "PIN" is one).
 */
const VERIFIED_PIN = /chip\s*(?:&|and|\+)\s*$|^\s*(?:verified|verifiziert|ok|vérifié|entered|eingegeben|correct)\b/iu;
/**
 * German tills pay "BAR" (cash): the word opens its line or follows how it was paid ("Gegeben bar").
 * Closing an item's name it is the item ("Chocolate bar", "Müsli Bar").
 */
export const CASH_BAR_RE = /^\s*bar\b|\b(?:gegeben|bezahlt|in)\s+bar\b/iu;
/** "CASH OUT", "CASHBACK": cash a card paid out, not the means of payment. */
const CASH_OUT_AFTER = /^\s*-?\s*(?:out|back|advance)\b/iu;
/** The accented spellings of payment words: OCR often loses the accent ("ESPECES", "NUMERARIO"). */
const ACCENTED = ["espèces", "numerário", "gotówka", "karta płatnicza", "cartão"];

/** `word` in its accented spelling when OCR dropped the accent, in the case it was printed in. */
function spelled(word: string): string {
  const accented = ACCENTED.find((a) => fold(a) === fold(word));
  if (!accented || accented === word.toLowerCase()) return word;
  if (word === word.toUpperCase()) return accented.toUpperCase();
  return word[0] === word[0]!.toUpperCase() ? accented[0]!.toUpperCase() + accented.slice(1) : accented;
}

/** A payment row whose amounts are all zero ("PAGAMENTO CONTANTE  0,00"): a means the till offers, not the one used. */
function paysNothing(page: Page, line: Line): boolean {
  const row = [line, ...linesRightOf(page, line)].map((l) => l.text).join(" ");
  const amounts = row.match(AMOUNTS_RE) ?? [];
  return amounts.length > 0 && amounts.every((a) => Number(a.replace(",", ".")) === 0);
}

export function paymentKeyword(doc: PositionedDocument, field: string): Candidate | null {
  const found: Candidate[] = [];
  for (const page of doc.pages) {
    // A payment follows what it pays for: a word above the first amount is the shop's ("ZANDOR BAR").
    const amountTops = page.lines.filter((l) => AMOUNT_RE.test(l.text)).map((l) => l.bbox[1]);
    const firstAmount = amountTops.length ? Math.min(...amountTops) : -Infinity;
    for (const line of page.lines) {
      if (line.bbox[3] <= firstAmount || paysNothing(page, line)) continue;
      METHODS.lastIndex = 0;
      for (let m = METHODS.exec(line.text); m !== null; m = METHODS.exec(line.text)) {
        // "bar", "pin" and "debit" are everyday words in lower case; as payment lines they are printed in capitals or title case.
        if (/^(bar|pin|cash|debit)$/i.test(m[0]) && m[0] === m[0].toLowerCase()) continue;
        // "CB" (carte bancaire) and "DISCOVER" are payment words only in capitals, as a line of their own or a row's label.
        if (/^(cb|discover)$/i.test(m[0]) && (m[0] !== m[0].toUpperCase() || m.index !== line.text.search(/\S/))) continue;
        // "CARD" alone is the means only as a payment row's label in capitals ("CARD 45,30"); elsewhere it opens a gift
        // or loyalty card's line, or a slip's card number.
        if (/^card$/i.test(m[0]) && (m[0] !== "CARD" || m.index !== line.text.search(/\S/) || !CARD_ROW_REST.test(line.text.slice(m.index + 4)))) continue;
        // "kort" (Scandinavian: card) is a payment line's word in capitals or title case only.
        if (/^kort$/i.test(m[0]) && m[0] === m[0].toLowerCase()) continue;
        if (/^bar$/i.test(m[0]) && !CASH_BAR_RE.test(line.text.slice(0, m.index + 3))) continue;
        if (/^cash$/i.test(m[0]) && CASH_OUT_AFTER.test(line.text.slice(m.index + 4))) continue;
        if (/^pin$/i.test(m[0]) && (VERIFIED_PIN.test(line.text.slice(0, m.index)) || VERIFIED_PIN.test(line.text.slice(m.index + 3)))) continue;
        // "NETS" (Singapore's debit network) is a payment word only in capitals, as "CB" is.
        if (/^nets$/i.test(m[0]) && m[0] !== m[0].toUpperCase()) continue;
        // "KARTA ‹word›", "TARJETA ‹word›": a card word heading a longer name we do not know ("Karta kredytowa",
        // or one OCR misread) is that name cut short, not the means.
        const next = /^\s+(\p{L}{3,})/u.exec(line.text.slice(m.index + m[0].length))?.[1];
        if (/^(karta|tarjeta|cartão|cartao)$/i.test(m[0]) && next && !METHOD_WORD.test(next)) continue;
        const words = wordsInSpan(segmentOf(line.words), m.index, m.index + m[0].length);
        // A text layer prints the word as the till spelt it ("ESPECES" on a till without accents); only OCR loses accents.
        const read = words.some((w) => w.font === OCR_FONT) ? spelled(m[0]) : m[0];
        found.push({ field, value: read, score: 0.6, page: page.number, words, via: "rule", label: null, labelWords: [] });
      }
      GENERIC_CARD.lastIndex = 0;
      for (let m = GENERIC_CARD.exec(line.text); m !== null; m = GENERIC_CARD.exec(line.text)) {
        const words = wordsInSpan(segmentOf(line.words), m.index, m.index + m[0].length);
        found.push({ field, value: m[0], score: 0.6, page: page.number, words, via: "rule", label: null, labelWords: [] });
      }
    }
  }
  const distinct = new Set(found.map((c) => String(c.value).toLowerCase()));
  return distinct.size === 1 ? (found[0] as Candidate) : null;
}
