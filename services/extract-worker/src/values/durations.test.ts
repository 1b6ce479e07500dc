import { describe, expect, it } from "@jest/globals";
import { durationToDays, findDurations, parseDuration, type DurationMatch } from "./durations";

describe("parseDuration", () => {
  it.each([
    ["thirty (30) days", 30, "day", 30, "P30D"],
    ["30 (thirty) days", 30, "day", 30, "P30D"],
    ["sixty days", 60, "day", 60, "P60D"],
    ["30 days", 30, "day", 30, "P30D"],
    ["30-day", 30, "day", 30, "P30D"],
    ["thirty-day", 30, "day", 30, "P30D"],
    ["ninety (90) calendar days", 90, "day", 90, "P90D"],
    ["fourteen (14) clear days", 14, "day", 14, "P14D"],
    ["two calendar months", 2, "month", 60, "P2M"],
    ["one month", 1, "month", 30, "P1M"],
    ["a month", 1, "month", 30, "P1M"],
    ["three months", 3, "month", 90, "P3M"],
    ["twelve (12) months", 12, "month", 360, "P12M"],
    ["twenty-four (24) months", 24, "month", 720, "P24M"],
    ["1 year", 1, "year", 365, "P1Y"],
    ["one (1) year", 1, "year", 365, "P1Y"],
    ["two years", 2, "year", 730, "P2Y"],
    ["one-year", 1, "year", 365, "P1Y"],
    ["two weeks", 2, "week", 14, "P2W"],
    ["one hundred and eighty days", 180, "day", 180, "P180D"],
    ["dreißig (30) Tage", 30, "day", 30, "P30D"],
    ["vierzehn Tagen", 14, "day", 14, "P14D"],
    ["drei Monate", 3, "month", 90, "P3M"],
    ["einen Monat", 1, "month", 30, "P1M"],
    ["ein Jahr", 1, "year", 365, "P1Y"],
    ["vierundzwanzig Monaten", 24, "month", 720, "P24M"],
    ["sechs Wochen", 6, "week", 42, "P6W"],
    ["trente (30) jours", 30, "day", 30, "P30D"],
    ["un mois", 1, "month", 30, "P1M"],
    ["un an", 1, "year", 365, "P1Y"],
    ["deux ans", 2, "year", 730, "P2Y"],
    ["quatre-vingt-dix jours", 90, "day", 90, "P90D"],
    ["dertig (30) dagen", 30, "day", 30, "P30D"],
    ["één maand", 1, "month", 30, "P1M"],
    ["drie maanden", 3, "month", 90, "P3M"],
    ["treinta (30) días", 30, "day", 30, "P30D"],
    ["treinta días naturales", 30, "day", 30, "P30D"],
    ["un año", 1, "year", 365, "P1Y"],
    ["tres meses", 3, "month", 90, "P3M"],
  ])("%j → %s %s (%s days, %s)", (text, value, unit, days, iso) => {
    expect(parseDuration(text)).toMatchObject({ value, unit, days, iso, ambiguous: false, text });
  });

  it.each([
    ["ten (10) business days", "10 business days"],
    ["5 working days", "5 business days"],
    ["10 Werktage", "10 business days"],
    ["dix jours ouvrés", "10 business days"],
    ["diez días hábiles", "10 business days"],
    ["vijf werkdagen", "5 business days"],
  ])("%j is in business days, which do not convert", (text, normalized) => {
    expect(parseDuration(text)).toMatchObject({ unit: "business_day", days: null, iso: null, normalized });
  });

  it("refuses words and digits that disagree", () => {
    const d = parseDuration("thirty (31) days") as DurationMatch;
    expect(d).toMatchObject({ value: null, ambiguous: true, readings: [30, 31], days: null, iso: null });
  });

  it("gives months for month and year units", () => {
    expect(parseDuration("2 years")?.months).toBe(24);
    expect(parseDuration("6 months")?.months).toBe(6);
    expect(parseDuration("6 weeks")?.months).toBeNull();
  });

  it("rejects texts that are not one duration", () => {
    expect(parseDuration("days")).toBeNull();
    expect(parseDuration("thirty")).toBeNull();
    expect(parseDuration("Section 5. Days")).toBeNull();
    expect(parseDuration("3 months and 2 days")).toBeNull();
  });
});

describe("findDurations — contract prose", () => {
  it("finds the notice period and the term with spans", () => {
    const text =
      "This Agreement shall commence on the Effective Date and continue for an initial term of twelve (12) months, " +
      "and shall automatically renew for successive one-year periods unless either party gives at least thirty (30) days' prior written notice.";
    const found = findDurations(text);
    expect(found.map((d) => [d.text, d.normalized])).toEqual([
      ["twelve (12) months", "12 months"],
      ["one-year", "1 year"],
      ["thirty (30) days", "30 days"],
    ]);
    for (const d of found) expect(text.slice(d.start, d.end)).toBe(d.text);
  });

  it("reads German and French clauses", () => {
    expect(findDurations("Der Vertrag kann mit einer Frist von drei Monaten zum Monatsende gekündigt werden.").map((d) => d.days)).toEqual([90]);
    expect(findDurations("résilié moyennant un préavis de trois (3) mois").map((d) => d.normalized)).toEqual(["3 months"]);
  });

  it("does not take unrelated numbers", () => {
    expect(findDurations("Invoice 2018, 5 March; days of the week")).toEqual([]);
    expect(findDurations("Net 30 days").map((d) => d.days)).toEqual([30]);
  });

  it("converts with the documented convention", () => {
    expect(durationToDays(1, "month")).toBe(30);
    expect(durationToDays(1, "year")).toBe(365);
    expect(durationToDays(2, "week")).toBe(14);
    expect(durationToDays(3, "business_day")).toBeNull();
  });
});
