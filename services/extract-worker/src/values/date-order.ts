import type { DateMatch, DateOrder } from "./dates";

// Settling day/month order for a whole document: from its own unambiguous dates, or its language.

/**
 * The numeric order a document uses, from its dates that only one order can read (a day > 12).
 * Null when no date decides or the deciding dates disagree.
 */
export function inferDateOrder(dates: readonly DateMatch[]): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const d of dates) {
    if (d.format !== "numeric" || d.resolvedBy !== "structure") continue;
    const order = d.readings[0]?.order;
    // "05/05/2018" reads the same both ways and decides nothing.
    const [, a, b] = /^(\d{1,2})\D(\d{1,2})\D/.exec(d.text) ?? [];
    if (a !== undefined && Number(a) === Number(b)) continue;
    if (order === "dmy") dmy++;
    else if (order === "mdy") mdy++;
  }
  if (dmy > 0 && mdy === 0) return "dmy";
  if (mdy > 0 && dmy === 0) return "mdy";
  return null;
}

/** Settles an ambiguous numeric date with a known order; other dates (or no order) are returned unchanged. */
export function resolveDateOrder(date: DateMatch, order: DateOrder | null): DateMatch {
  if (!date.ambiguous || !order) return date;
  const reading = date.readings.find((r) => r.order === order);
  if (!reading) return date;
  return { ...date, iso: reading.iso, ambiguous: false, readings: [reading], resolvedBy: "order" };
}

/**
 * Numeric date order of a language tag: day-first for de, fr, nl, es, it, pt and British
 * English; month-first for US English (and en-PH); null for bare `en`, en-CA, or a tag we do
 * not know (Hungarian and Chinese write year first and are not guessed).
 */
export function dateOrderForLanguage(tag: string): DateOrder | null {
  const [lang, region] = tag.toLowerCase().split(/[-_]/);
  if (lang === "en") {
    if (region === undefined) return null;
    return region === "us" || region === "ph" ? "mdy" : region === "ca" ? null : "dmy";
  }
  const dayFirst = ["de", "fr", "nl", "es", "it", "pt", "da", "sv", "nb", "nn", "no", "fi", "pl", "cs", "sk", "ro", "ru", "uk", "tr", "el"];
  return dayFirst.includes(lang ?? "") ? "dmy" : null;
}
