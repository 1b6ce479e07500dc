import { describe, expect, it } from "@jest/globals";
import { dateOrderForLanguage, inferDateOrder, resolveDateOrder } from "./date-order";
import { findDates, isValidDate, parseDate, type DateMatch } from "./dates";

function iso(input: string, options = {}): string | null {
  return parseDate(input, options)?.iso ?? null;
}

describe("parseDate — ISO and numeric", () => {
  it.each([
    ["2018-03-05", "2018-03-05"],
    ["2018/3/5", "2018-03-05"],
    ["2023.04.04", "2023-04-04"],
    ["2018-03-05T10:15:00Z", null], // not exactly one date: the time is extra text
  ])("%s → %s", (input, expected) => {
    expect(iso(input)).toBe(expected);
  });

  it("reads ISO with a time when found inside text", () => {
    expect(findDates("2018-03-05T10:15:00Z")[0]?.iso).toBe("2018-03-05");
  });

  it.each([
    // dotted dates are day-first by convention
    ["05.03.2018", "2018-03-05", "dotted"],
    ["16.09.2018", "2018-09-16", "structure"],
    ["7.5.2014", "2014-05-07", "dotted"],
    // a day above 12 decides
    ["28/11/2022", "2022-11-28", "structure"],
    ["03/20/2023", "2023-03-20", "structure"],
    ["20-10-2015", "2015-10-20", "structure"],
    ["22-9-2022", "2022-09-22", "structure"],
    ["31.05.14", "2014-05-31", "structure"],
    ["05/05/2018", "2018-05-05", "structure"],
  ])("%s → %s (%s)", (input, expected, resolvedBy) => {
    const d = parseDate(input);
    expect(d?.iso).toBe(expected);
    expect(d?.ambiguous).toBe(false);
    expect(d?.resolvedBy).toBe(resolvedBy);
  });

  it("returns both readings of an all-≤12 slash date in auto mode", () => {
    const d = parseDate("04/05/2018") as DateMatch;
    expect(d.iso).toBeNull();
    expect(d.ambiguous).toBe(true);
    expect(d.readings).toEqual([
      { iso: "2018-05-04", order: "dmy" },
      { iso: "2018-04-05", order: "mdy" },
    ]);
    expect(resolveDateOrder(d, "mdy").iso).toBe("2018-04-05");
    expect(resolveDateOrder(d, "dmy").iso).toBe("2018-05-04");
  });

  it("treats 8-9-2022 (dashes) as ambiguous", () => {
    expect(parseDate("8-9-2022")?.ambiguous).toBe(true);
  });

  it("follows an explicit order and rejects a date only the other order can read", () => {
    expect(iso("05/03/2018", { order: "dmy" })).toBe("2018-03-05");
    expect(iso("05/03/2018", { order: "mdy" })).toBe("2018-05-03");
    expect(iso("03/20/2023", { order: "dmy" })).toBeNull();
    expect(parseDate("05/03/2018", { order: "mdy" })?.resolvedBy).toBe("order");
  });

  it("can read dotted dates like slashes", () => {
    expect(parseDate("05.03.2018", { dottedDayFirst: false })?.ambiguous).toBe(true);
  });

  it("validates the calendar", () => {
    expect(iso("31.02.2018")).toBeNull();
    expect(iso("29.02.2019")).toBeNull();
    expect(iso("29.02.2020")).toBe("2020-02-29");
    expect(iso("2000-02-29")).toBe("2000-02-29");
    expect(iso("1900-02-29")).toBeNull();
    expect(iso("31 April 2018")).toBeNull();
    expect(iso("00.01.2018")).toBeNull();
    expect(iso("13/13/2018")).toBeNull();
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2023, 2, 29)).toBe(false);
  });

  it("maps two-digit years with the pivot", () => {
    expect(iso("01.05.14")).toBe("2014-05-01");
    expect(iso("01.05.70")).toBe("1970-05-01");
    expect(iso("01.05.70", { twoDigitYearPivot: 80 })).toBe("2070-05-01");
    expect(parseDate("01.05.14")?.twoDigitYear).toBe(true);
  });

  it("rejects years out of range", () => {
    expect(iso("05.03.1850")).toBeNull();
    expect(iso("05.03.1850", { minYear: 1800 })).toBe("1850-03-05");
  });
});

describe("parseDate — month names", () => {
  it.each([
    ["5 March 2018", "2018-03-05"],
    ["March 5, 2018", "2018-03-05"],
    ["March 5th, 2018", "2018-03-05"],
    ["5-Mar-2018", "2018-03-05"],
    ["05-MAR-18", "2018-03-05"],
    ["05 Mär 2018", "2018-03-05"],
    ["5. März 2018", "2018-03-05"],
    ["5. Maerz 2018", "2018-03-05"],
    ["7. Mai 2014", "2014-05-07"],
    ["6. Januar 2019", "2019-01-06"],
    ["17. Dezember 2018", "2018-12-17"],
    ["1. Jänner 2020", "2020-01-01"],
    ["02 Juillet 2015", "2015-07-02"],
    ["1er juillet 2015", "2015-07-01"],
    ["3 févr. 2021", "2021-02-03"],
    ["3 fevr 2021", "2021-02-03"],
    ["15 août 2019", "2019-08-15"],
    ["12 déc. 2019", "2019-12-12"],
    ["19 april 2014", "2014-04-19"],
    ["29 maart 2014", "2014-03-29"],
    ["29 mrt. 2014", "2014-03-29"],
    ["1 mei 2020", "2020-05-01"],
    ["5 de marzo de 2018", "2018-03-05"],
    ["5 de marzo del 2018", "2018-03-05"],
    ["3 dic. 2019", "2019-12-03"],
    ["3 sept. 2019", "2019-09-03"],
    ["3 Sept 2019", "2019-09-03"],
    ["21 setiembre 2019", "2019-09-21"],
    ["5 marzo 2018", "2018-03-05"],
    ["5 giugno 2018", "2018-06-05"],
    ["5 de março de 2018", "2018-03-05"],
    ["5 de outubro de 2018", "2018-10-05"],
    ["14 augusti 2023", "2023-08-14"],
    ["3 maj 2021", "2021-05-03"],
    ["9. desember 2020", "2020-12-09"],
    ["27. marts 2019", "2019-03-27"],
    ["August 3 , 2014", "2014-08-03"],
    ["Jan 1, 2022", "2022-01-01"],
    ["Jan 31, 2022", "2022-01-31"],
    ["Sept. 30 2019", "2019-09-30"],
    ["1st January 2020", "2020-01-01"],
    ["2nd Feb 2020", "2020-02-02"],
    ["23rd May 2020", "2020-05-23"],
    ["the 5th of March, 2018", null], // "the" is extra text for parseDate …
    ["2018-Mar-05", "2018-03-05"],
    ["30 February 2018", null],
    ["5 Marchy 2018", null],
  ])("%s → %s", (input, expected) => {
    expect(iso(input)).toBe(expected);
  });

  it("… but findDates reads 'the 5th of March, 2018'", () => {
    expect(findDates("the 5th of March, 2018")[0]).toMatchObject({ iso: "2018-03-05", text: "5th of March, 2018" });
  });

  it("reports the month word's languages", () => {
    expect(parseDate("29 maart 2014")?.monthLanguages).toEqual(["nl"]);
    expect(parseDate("7. Mai 2014")?.monthLanguages).toEqual(["de", "fr", "pt", "no"]);
  });

  it("reads Polish abbreviations that are words elsewhere only between a day and a full year", () => {
    expect(iso("05 SIE 2024")).toBe("2024-08-05");
    expect(iso("12 lis 2023")).toBe("2023-11-12");
    // Month-first or with a two-digit year, "Sie" stays the German word.
    expect(iso("Sie 5, 2024")).toBeNull();
    expect(findDates("Erhalten 3 Sie 20 Punkte")).toEqual([]);
  });
});

describe("findDates — invoice-like lines", () => {
  it("finds dates and their exact spans", () => {
    const line = "Factuur datum 8-9-2022 KL2207781406 22-9-2022";
    const found = findDates(line);
    expect(found.map((d) => d.text)).toEqual(["8-9-2022", "22-9-2022"]);
    for (const d of found) expect(line.slice(d.start, d.end)).toBe(d.text);
    expect(found[0]?.ambiguous).toBe(true);
    expect(found[1]?.iso).toBe("2022-09-22");
    // the unambiguous date of the same document settles the other
    const order = inferDateOrder(found);
    expect(order).toBe("dmy");
    expect(resolveDateOrder(found[0] as DateMatch, order).iso).toBe("2022-09-08");
  });

  it.each([
    ["Handelsrechnung Nr. 580213 vom 14.09.2020 Hinweis", ["2020-09-14"]],
    ["Nr. 00.417.902.3-2020-4 vom 21.06.2020", ["2020-06-21"]],
    ["Hosting 01.03.16-31.03.16", ["2016-03-01", "2016-03-31"]],
    ["Invoice Number: 58300412 Invoice Date: March 3 , 2021", ["2021-03-03"]],
    ["This invoice is for the billing period May 1 - May 31 , 2019", ["2019-05-31"]],
    ["Facture n°770215834 du 14 Mai 2016", ["2016-05-14"]],
    ["Abonnement fibre du 1er au 31 Mai 2016", ["2016-05-31"]],
    ["Vom 17. Dezember 2018 bis 6. Januar 2019 haben wir Betriebsferien.", ["2018-12-17", "2019-01-06"]],
    ["Invoice Date: 14-11-2017 near the old harbour", ["2017-11-14"]],
    ["Date: 26/10/2021 Numéro de dossier : 440913", ["2021-10-26"]],
    ["Zahlbar ohne Abschlag bis 22.07.2019, zahlbar mit 2% Skonto bis 12.07.2019", ["2019-07-22", "2019-07-12"]],
    ["reference: 03/14/2022 04/13/2022 s00412", ["2022-03-14", "2022-04-13"]],
    ["reference: 03/20/2023 04/05/2023 custref123", ["2023-03-20", null]],
    ["Umrechnungskurs : 1.12244", []],
    ["Hafenweg 12-14 - D-24103 Kiel", []],
    ["Tel. +49 6051 916 44 10", []],
    ["Total EUR 34,73 Seite 1/2", []],
    ["Sleeve 15,4'' Vintage 3.0 Port 3005pr", []],
  ])("%s", (line, expected) => {
    expect(findDates(line).map((d) => d.iso)).toEqual(expected);
  });

  it("resolves the US invoice once its own dates are considered", () => {
    const found = findDates("reference: 03/20/2023 04/05/2023");
    expect(inferDateOrder(found)).toBe("mdy");
    expect(found[1]?.readings.map((r) => r.order)).toEqual(["dmy", "mdy"]);
  });

  it("does not decide an order from conflicting or undecidable dates", () => {
    expect(inferDateOrder(findDates("13/01/2020 01/13/2020"))).toBeNull();
    expect(inferDateOrder(findDates("05/05/2020 01/02/2020"))).toBeNull();
    expect(inferDateOrder(findDates("5 March 2018"))).toBeNull();
  });
});

describe("dateOrderForLanguage", () => {
  it.each([
    ["de", "dmy"],
    ["fr-FR", "dmy"],
    ["nl", "dmy"],
    ["es", "dmy"],
    ["en-GB", "dmy"],
    ["en-US", "mdy"],
    ["en", null],
    ["en-CA", null],
    ["zh", null],
  ])("%s → %s", (tag, order) => {
    expect(dateOrderForLanguage(tag)).toBe(order);
  });
});
