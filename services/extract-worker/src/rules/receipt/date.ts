import type { PositionedDocument } from "../../layout/types";
import { findDates, resolveDateOrder, type DateMatch, type DateOrder } from "../../values";
import type { Candidate } from "../anchor";
import type { DocContext } from "../types";
import { addressCurrency, documentCurrency } from "../doc-currency";
import { segmentOf, wordsInSpan } from "../geometry";
import { pageRows } from "../rows";
import { damagedDates, datedRow } from "./damaged-dates";

// The date of a till receipt: the transaction date it stamps, usually on a "Date" row or beside
// the time. Numeric dates are read in the order the receipt's other dates settle, else the order
// its country writes, known from its currency (day-first for ringgit, euro, pound …; month-first
// for the US dollar) or from what it prints (GST / VAT numbers and legal forms such as SDN BHD or
// GmbH belong to day-first countries; "sales tax", LLC and Inc to month-first ones). A date no till could print (before 2000, or years ahead) is a misread, not a date;
// several different dates are returned only when a date label singles one out.
// A receipt with no date read as printed may still print one OCR damaged (damaged-dates.ts).

/** Currencies whose home countries write numeric dates day-first, and month-first. */
const DAY_FIRST = new Set([
  "MYR",
  "SGD",
  "EUR",
  "GBP",
  "INR",
  "AUD",
  "NZD",
  "IDR",
  "THB",
  "PHP",
  "HKD",
  "ZAR",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "BRL",
  "MXN",
  "TRY",
  "RON",
  "HUF",
  "AED",
  "SAR",
  "VND",
  "NGN",
  "KES",
]);
const MONTH_FIRST = new Set(["USD"]);

/** What a receipt prints that only day-first countries print: their legal forms, tax names and currencies. */
const DAY_FIRST_CUES = /\b(SDN\.?\s*BHD|BERHAD|S\/B|GST|VAT|MWST|USt|TVA|IVA|BTW|MOMS|GMBH|PTE|PTY|MYR|SGD|EUR|GBP|RM(?=\s?\d+[.,]\d\d\b))\b/i;
/** … and what only month-first ones print ("Inc." beside a tax name — "Inc. GST", "GST Inc." — abbreviates "inclusive", not a company). */
const MONTH_FIRST_CUES = /\b(SALES TAX|LLC|(?<!\b(?:GST|TAX|VAT|SST)\s*)INC\b(?!\.?\s*(GST|TAX|VAT|SST)))\b/i;
/**
 * The numeric date order of the receipt's country: from its currency (or, when no amount names one,
 * the country of its address: "Portland, OR 97205"), else from its legal forms and tax names.
 */
function localeOrder(doc: PositionedDocument): DateOrder | null {
  const code = (documentCurrency(doc).candidate ?? addressCurrency(doc))?.value;
  if (typeof code === "string" && (DAY_FIRST.has(code) || MONTH_FIRST.has(code))) return DAY_FIRST.has(code) ? "dmy" : "mdy";
  const text = doc.pages.map((p) => p.text).join("\n");
  const dmy = DAY_FIRST_CUES.test(text);
  const mdy = MONTH_FIRST_CUES.test(text);
  return dmy === mdy ? null : dmy ? "dmy" : "mdy";
}

/**
 * Words before a date that make it a deadline, not the sale's date: "Returns accepted until",
 * "Umtausch bis", "Échange possible jusqu'au", "Ruilen mogelijk tot", "Cambios hasta el", "valid until",
 * an invoice to be asked for "antes del" a date, a warranty's end ("Záruka do", "Garancia", "Warranty until"),
 * the Nordic open purchase and exchange ("Öppet köp t.o.m.", "Bytterett til", "Palautus viimeistään"); and
 * the moment a tax authority authorised the sale's fiscal document ("Data de autorização"), which an
 * offline till gets days after the sale.
 */
const DEADLINE =
  /(?<![\p{L}\p{N}])(until|valid|expir\p{L}*|best before|returns?|exchange|refund|bis|gültig|umtausch|jusqu|échange|echange|valable|tot|ruilen|geldig|hasta|cambios?|válido|valido|antes|warranty|guarantee|garantie|garantía|garanzia|záruka|záruky|garancia|jótállás|t\.o\.m|öppet köp|bytterett|bytteret|byttefrist|returrett|palautus|viimeistään|autoriza\p{L}*|authori[sz]ation date)(?![\p{L}\p{N}])/iu;

/**
 * Words before a date that make it the date of what was bought, not of the purchase: a journey's
 * ("Travel date", "Outbound", "Departure", "Reisedatum", "Hinfahrt", "Date du voyage", "Aller",
 * "Heenreis", "Fecha del viaje", "Ida") or a delivery's ("Estimated delivery", "Lieferung",
 * "Livraison", "Levering", "Entrega"). A ticket or an order prints its purchase date beside it.
 */
const SERVICE_DATE =
  /\b(travel|journey|outbound|inbound|departure|departs?|arrival|delivery|reisedatum|reisetag|hinfahrt|rückfahrt|abfahrt|lieferung|lieferdatum|voyage|aller|départ|livraison|reisdatum|heenreis|terugreis|vertrek|levering|viaje|ida|salida|llegada|entrega)\b/iu;

/**
 * Words before a date that make it the date of what the receipt pays for or rests on, not of the
 * sale: a show, a performance or a timed visit a ticket admits to ("Show:", "Performance",
 * "Vorstellung", "Einlass", "Séance", "Voorstelling", "Tijdslot", "Sesión", "Función"), a stay a
 * hotel bill runs from ("Anreise", "Arrivée", "Aankomst"), and the prescription a pharmacy
 * dispensed ("Prescribed", "Rx date", "Rezept vom", "Ordonnance du", "Receptdatum", "Fecha receta").
 * Sold days or weeks ahead, a ticket prints its sale's date beside the show's.
 */
const EVENT_DATE =
  /(?<!\p{L})(shows?|showing|screening|performance|time slot|timeslot|vorstellung|veranstaltung|einlass|zeitfenster|anreise|séance|représentation|spectacle|créneau|arrivée|voorstelling|tijdslot|aankomst|sesión|función|válid[ao]|prescri\p{L}*|rx date|rezept\p{L}*|verordnung|ordonnance|recept|receptdatum|voorgeschreven|receta)(?!\p{L})/iu;

/** Words before a date that make it a deadline's, a service's or an event's rather than the sale's. */
const namesOtherDate = (before: string) => DEADLINE.test(before) || SERVICE_DATE.test(before) || EVENT_DATE.test(before);

/**
 * A line whose first date is a deadline ("Umtausch bis 30.06.2025", "Returns accepted until 07/22/2026")
 * or the date of what was bought ("Travel date 14.03.2025"), never the sale's date.
 */
export function notSaleDate(text: string): boolean {
  const first = findDates(text)[0];
  const before = first ? text.slice(0, first.start) : "";
  return !!first && namesOtherDate(before);
}

/** "11.14.00": a clock time (hh.mm.ss) that also reads as a dotted date with a two-digit year. */
const TIME_LIKE = /^([01]?\d|2[0-3])[.:]([0-5]\d)[.:]([0-5]\d)$/;

/**
 * "27.09.2011:20": a date with a two-digit year glued to its time ("27.09.20" "11:20"), as a layout
 * engine that drops the space between them prints it. A year cannot run into a clock's colon: its
 * last two digits are the hour, and the date is read without them (null when it then reads as none).
 */
function unglued(d: DateMatch, text: string): DateMatch | null {
  if (!/^\d{4}$/.test(d.text.slice(-4)) || !/^:[0-5]\d/.test(text.slice(d.end))) return d;
  const shorter = findDates(text.slice(d.start, d.end - 2)).find((s) => s.start === 0);
  return shorter ? { ...shorter, start: d.start, end: d.start + shorter.end } : null;
}

function plausible(iso: string, now: Date): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= 2000 && year <= now.getUTCFullYear() + 1;
}

/** The receipt's date, or null when it prints none that can be read, or several without a label. */
export function receiptDate(doc: PositionedDocument, ctx: DocContext, now = new Date()): Candidate | null {
  const order = ctx.dateOrder ?? localeOrder(doc);
  const seen: Array<Candidate & { labelled: boolean }> = [];
  for (const page of doc.pages) {
    for (const row of pageRows(page)) {
      for (const part of row.parts) {
        for (const found of findDates(part.text)) {
          const d = unglued(found, part.text);
          if (!d) continue;
          const settled = resolveDateOrder(d, order);
          if (!settled.iso) return null; // an unreadable order makes every reading a guess
          const before = part.text.slice(0, d.start);
          if (!plausible(settled.iso, now) || TIME_LIKE.test(d.text) || namesOtherDate(before)) continue;
          const labelled = datedRow(row.text);
          const words = wordsInSpan(segmentOf(part.words), d.start, d.end);
          seen.push({
            field: "date",
            value: settled.iso,
            score: labelled ? 0.9 : 0.75,
            page: page.number,
            words,
            via: "rule",
            label: null,
            labelWords: [],
            labelled,
          });
        }
      }
    }
  }
  if (!seen.length) seen.push(...damagedDates(doc, order, (iso) => plausible(iso, now)));
  const distinct = new Set(seen.map((c) => c.value));
  if (distinct.size === 1) return seen.find((c) => c.labelled) ?? seen[0]!;
  const labelled = new Set(seen.filter((c) => c.labelled).map((c) => c.value));
  if (labelled.size === 1) return { ...seen.find((c) => c.labelled)!, score: 0.7 };
  return null;
}
