import type { PositionedDocument } from "../../layout/types";
import { findDates, type DateOrder } from "../../values";
import type { Candidate } from "../anchor";
import { segmentOf, wordsInSpan } from "../geometry";
import { pageRows } from "../rows";

// Dates OCR damaged on a receipt's dated row (one with a date label or a clock time), read only
// when the receipt prints no date that reads as printed (date.ts). Each damage is one OCR is known
// to do to a till's date and leaves the date's own digits in their order:
// - separators lost: "13032018", "2109/2017" (day and month glued, a four-digit year), and year first
//   "20180428" (ISO's basic form: a year 19xx/20xx first leaves no other order, as the month then
//   read from a day-first "20122019" would be 20);
// - a space after or before a separator: "18-10- 17", "05 /03/2018";
// - a separator read as a thin stroke: "05/02i2018", "05l02/2018" (four-digit year only);
// - a month name with one glyph misread: "05 lan 2017", "15/Api/2017" — only when exactly one
//   month is one glyph away ("MAV" could be MAY or MAR: not read).
// - a month's tens digit read as a glyph shaped like 0: "26/85/2022", "2022-65-19" — a month is
//   01–12, so a 6, 8 or 9 there before a units digit of 3–9 can only have been a 0 (before 0–2 it
//   could have been a 1: not read).
// The digits are checked once more by the second reading of the value (ocr/ocr-reread.ts).

const DATE_LABEL = /\b(DATE|DATED|TARIKH|DATUM|FECHA|DATA|DTE|DT)\b/i;
/** A clock time, "12:41", "21:35:08", "12:41pm". */
const TIME = /\b\d{1,2}:\d{2}(:\d{2})?(\s?[AP]M)?\b/i;

/** A row that dates the receipt: a date label or a clock time on it. */
export const datedRow = (text: string) => DATE_LABEL.test(text) || TIME.test(text);

/** The numeric date a damaged span stands for ("d/m/yyyy" as printed), with the order to read it in when the repair settles it. */
type Repair = (m: RegExpMatchArray, order: DateOrder) => { numeric: string; order?: DateOrder } | null;

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** The month a three-letter word is, read right or with one glyph misread; null when none or several are that close. */
function monthOf(word: string): number | null {
  const w = word.toUpperCase();
  const exact = MONTHS.indexOf(w);
  if (exact >= 0) return exact + 1;
  const near = MONTHS.flatMap((m, i) => ([...m].filter((c, j) => c !== w[j]).length === 1 ? [i + 1] : []));
  return near.length === 1 ? near[0]! : null;
}

/** The month a two-digit reading stands for when its tens digit can only have been a misread 0. */
function zeroMisread(mm: string): string | null {
  return /^[689][3-9]$/.test(mm) ? `0${mm[1]}` : null;
}

const STROKE = /[il|]/;
const REPAIRS: Array<[RegExp, Repair]> = [
  // Separators lost.
  [/(?<![\d/.-])(\d{2})(\d{2})[-/.]?((?:19|20)\d{2})(?![\d/.-])/g, (m) => ({ numeric: `${m[1]}/${m[2]}/${m[3]}` })],
  // Separators lost, year first; a time may follow glued by a separator ("20180428/1512").
  [/(?<![\p{L}\d/.-])((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)/gu, (m) => ({ numeric: `${m[3]}/${m[2]}/${m[1]}`, order: "dmy" })],
  // Spaces beside a separator (a date without them was read as printed already).
  [/(?<![\d/.-])(\d{1,2}) ?[-/.] ?(\d{1,2}) ?[-/.] ?(\d{4}|\d{2})(?![\d/.-])/g, (m) => ({ numeric: `${m[1]}/${m[2]}/${m[3]}` })],
  // A separator read as a thin stroke (at least one of the two).
  [
    /(?<![\d/.-])(\d{1,2})([-/.]|[il|])(\d{1,2})([-/.]|[il|])((?:19|20)\d{2})(?![\d/.-])/g,
    (m) => (STROKE.test(m[2]!) || STROKE.test(m[4]!) ? { numeric: `${m[1]}/${m[3]}/${m[5]}` } : null),
  ],
  // A month's tens digit misread, year first ("2022-85-19").
  [
    /(?<![\d/.-])((?:19|20)\d{2})([-/.])(\d{2})\2(\d{2})(?![\d/.-])/g,
    (m) => {
      const month = zeroMisread(m[3]!);
      return month ? { numeric: `${m[4]}/${month}/${m[1]}`, order: "dmy" } : null;
    },
  ],
  // ...or year last, the month where the receipt's order puts it ("26/85/2022" day-first).
  [
    /(?<![\d/.-])(\d{2})([-/.])(\d{2})\2((?:19|20)?\d{2})(?![\d/.-])/g,
    (m, order) => {
      const month = zeroMisread(order === "dmy" ? m[3]! : m[1]!);
      if (!month) return null;
      return { numeric: order === "dmy" ? `${m[1]}/${month}/${m[4]}` : `${month}/${m[3]}/${m[4]}` };
    },
  ],
  // A month name with one glyph misread: the month is then known, so the day comes first.
  [
    /(?<!\d)(\d{1,2})[\s/.-]{1,2}(\p{L}{3})\.?[\s/.-]{1,2}((?:19|20)\d{2})(?!\d)/gu,
    (m) => {
      const month = monthOf(m[2]!);
      return month ? { numeric: `${m[1]}/${month}/${m[3]}`, order: "dmy" } : null;
    },
  ],
];

/**
 * Dates on dated rows OCR damaged, read in the receipt's order; without one, only repairs that settle
 * the order themselves (a year first, a month's name) are read. `keep` drops implausible ones.
 */
export function damagedDates(doc: PositionedDocument, order: DateOrder | null, keep: (iso: string) => boolean): Array<Candidate & { labelled: boolean }> {
  const found: Array<Candidate & { labelled: boolean }> = [];
  for (const page of doc.pages) {
    for (const row of pageRows(page)) {
      if (!datedRow(row.text)) continue;
      for (const part of row.parts) {
        for (const [pattern, repair] of REPAIRS) {
          for (const m of part.text.matchAll(pattern)) {
            // Without the receipt's order, the year-last repairs only guess which of day and month comes first.
            const repaired = repair(m, order ?? "dmy");
            const settled = repaired?.order ?? order;
            const read = repaired && settled && findDates(repaired.numeric, { order: settled })[0];
            if (!read?.iso || !keep(read.iso)) continue;
            const words = wordsInSpan(segmentOf(part.words), m.index, m.index + m[0].length);
            found.push({ field: "date", value: read.iso, score: 0.7, page: page.number, words, via: "rule", label: null, labelWords: [], labelled: true });
          }
        }
      }
    }
  }
  return found;
}
