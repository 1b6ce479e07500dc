import { describe, expect, it } from "@jest/globals";
import { findAmounts, inferDecimalSeparator, parseAmount, type AmountMatch } from "./money";

describe("parseAmount — separators decided by structure", () => {
  it.each([
    ["1,234.56", 1234.56],
    ["1.234,56", 1234.56],
    ["1 234,56", 1234.56],
    ["1\u00A0234,56", 1234.56],
    ["1\u202F234,56", 1234.56],
    ["1\u2009234.56", 1234.56],
    ["1'234.56", 1234.56],
    ["1’234.56", 1234.56],
    ["1\u02BC234.56", 1234.56],
    ["1.234.567,89", 1234567.89],
    ["1,234,567.89", 1234567.89],
    ["1,234,567", 1234567],
    ["1.234.567", 1234567],
    ["12,34,567.89", 1234567.89],
    ["4.071,39", 4071.39],
    ["4.11", 4.11],
    ["34,73", 34.73],
    ["0,75", 0.75],
    ["0,500", 0.5],
    ["1234,567", 1234.567],
    ["1163,40", 1163.4],
    ["18240,57", 18240.57],
    ["15.412,0600", 15412.06],
    ["5,5000", 5.5],
    ["1.000,0000", 1000],
    ["12,5", 12.5],
    ["1939", 1939],
    ["0", 0],
    ["12.00", 12],
  ])("%s → %s", (input, expected) => {
    const a = parseAmount(input) as AmountMatch;
    expect(a.value).toBe(expected);
    expect(a.ambiguous).toBe(false);
    expect(a.resolvedBy === "structure" || a.resolvedBy === "option").toBe(true);
  });

  it("keeps exact cents via minor units", () => {
    expect(parseAmount("0,10")).toMatchObject({ minor: 10, scale: 2, value: 0.1 });
    expect(parseAmount("1.234.567,89")).toMatchObject({ minor: 123456789, scale: 2, value: 1234567.89 });
    expect(parseAmount("15.412,0600")).toMatchObject({ minor: 154120600, scale: 4 });
    // 0.1 + 0.2 style drift must not appear: the value is the double nearest the printed decimal
    expect(parseAmount("0,30")?.value).toBe(0.3);
    expect(parseAmount("1 234 567,89")?.value).toBe(1234567.89);
  });

  it.each([["1.23.45"], ["12.34.5"], ["1,23.456,7"], ["01,50"], ["0012"], ["1..2"], ["1.234,567.8"], ["abc"], [""], ["1 23"]])(
    "rejects malformed %j",
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );

  it("returns both readings of 1,234 and lets the hint decide", () => {
    const a = parseAmount("1,234") as AmountMatch;
    expect(a.ambiguous).toBe(true);
    expect(a.ambiguity).toBe("decimal-separator");
    expect(a.value).toBeNull();
    expect(a.readings.map((r) => r.value)).toEqual([1.234, 1234]);
    expect(parseAmount("1,234", { decimalHint: "," })).toMatchObject({ value: 1.234, resolvedBy: "hint", ambiguous: false });
    expect(parseAmount("1,234", { decimalHint: "." })).toMatchObject({ value: 1234, resolvedBy: "hint" });
    expect(parseAmount("1.234", { decimalHint: "," })?.value).toBe(1234);
    expect(parseAmount("1.234", { decimalHint: "." })?.value).toBe(1.234);
    // the hint never overrides an amount whose structure decides
    expect(parseAmount("1.234,56", { decimalHint: "." })?.value).toBe(1234.56);
  });
});

describe("parseAmount — signs", () => {
  it.each([
    ["-12.00", -12, "minus"],
    ["−12.00", -12, "minus"],
    ["(12.00)", -12, "parentheses"],
    ["12.00-", -12, "trailing-minus"],
    ["+12.00", 12, "plus"],
    ["-7,67", -7.67, "minus"],
    ["-0,00", 0, "minus"],
    ["-17808,25", -17808.25, "minus"],
  ])("%s → %s (%s)", (input, expected, sign) => {
    const a = parseAmount(input) as AmountMatch;
    expect(a.value).toBe(expected);
    expect(a.sign).toBe(sign);
    expect(Object.is(a.value, -0)).toBe(false);
  });

  it("reads a registry number whose letters name a currency as a code, not a credit", () => {
    expect(findAmounts("Reg. REA RM-123456")).toEqual([]);
    expect(findAmounts("Rabatt RM-5.00").map((a) => a.value)).toEqual([-5]);
  });

  it("keeps a parenthesised bare integer positive (prose, not a credit)", () => {
    const [a] = findAmounts("thirty (30) days");
    expect(a).toMatchObject({ value: 30, sign: null, text: "30" });
  });
});

describe("parseAmount — currencies", () => {
  it.each([
    ["€ 1.234,56", 1234.56, "EUR"],
    ["1.234,56 EUR", 1234.56, "EUR"],
    ["1.234,56 €", 1234.56, "EUR"],
    ["€399,00", 399, "EUR"],
    ["USD 12", 12, "USD"],
    ["US$ 12.50", 12.5, "USD"],
    ["-7,67 EUR", -7.67, "EUR"],
    ["€-12,00", -12, "EUR"],
    ["-€12,00", -12, "EUR"],
    ["(€ 12,00)", -12, "EUR"],
    ["£1,234.56", 1234.56, "GBP"],
    ["CHF 1'234.50", 1234.5, "CHF"],
    ["₹ 1,23,456.00", 123456, "INR"],
    ["12,50 zł", 12.5, "PLN"],
    ["1 234,56 €", 1234.56, "EUR"],
    ["eur 34,73", 34.73, "EUR"],
  ])("%s → %s %s", (input, expected, code) => {
    const a = parseAmount(input) as AmountMatch;
    expect(a.value).toBe(expected);
    expect(a.currency?.code).toBe(code);
    expect(a.text).toBe(input);
  });

  it("leaves $ ambiguous unless the document narrows it", () => {
    const a = parseAmount("$12") as AmountMatch;
    expect(a.value).toBe(12);
    expect(a.currency).toMatchObject({ code: null, ambiguous: true, text: "$" });
    expect(a.currency?.candidates).toContain("USD");
    expect(parseAmount("$12", { prefer: ["USD"] })?.currency?.code).toBe("USD");
    expect(parseAmount("Rs 1939")?.currency?.candidates).toEqual(["INR", "PKR", "LKR", "NPR", "MUR", "SCR"]);
    expect(parseAmount("Rs. 1939", { prefer: ["INR"] })?.currency).toMatchObject({ code: "INR", resolvedBy: "prefer" });
  });
});

describe("findAmounts — lines from real invoices", () => {
  function values(line: string, options = {}): (number | null)[] {
    return findAmounts(line, options).map((a) => a.value);
  }

  it.each([
    ["subtotal $ 150.90 subtotal $ 262.90 tax 15% on $ 112.90 $ 16.94 total $ 279.84", [150.9, 262.9, 112.9, 16.94, 279.84]],
    ["Total HT : 46,68 € TVA 20% : 9,34 € Total TTC : 56,02 €", [46.68, 9.34, 56.02]],
    ["Exclusief BTW € 4.071,39 Subtotaal € 4.926,38", [4071.39, 4926.38]],
    ["Incl. Verwijderingsbijdrage: Bijdrage €2.25 1 21% € 2,72", [2.25, 1, 2.72]],
    ["Rechnungssumme ohne USt. -7,67 EUR - Steuerbetrag in 1,12 Bruttosumme -8,79 Zahlbetrag -8,79", [-7.67, 1.12, -8.79, -8.79]],
    ["Steuerbetrag in EUR 20,16 Bruttosumme 197,65 erhaltene Anzahlungen -50,00", [20.16, 197.65, -50]],
    ["Umsatzsteuer (S) 16,90 7 1,18 Belegsummen:", [16.9, 7, 1.18]],
    ["K220741 Reinigingsset RS4410/02 39,95 21 % 1 PCS 39,95", [39.95, 1, 39.95]],
    ["Hafenweg 12-14 - D-24103 Kiel", []],
    ["Handelsrechnung Nr. 580213 vom 14.09.2020", [580213]],
    ["Hosting 01.03.16-31.03.16 Total EUR 40,43", [40.43]],
    ["Total EUR                         40,43", [40.43]],
    ["Price is inclusive of Promotional Discount of Rs -40.00,", [-40]],
    ["Facture n°770215834 du 14 Mai 2016", []],
    ["Sleeve 15,4'' Vintage Bruin 2 € 99,99 21% € 199,98", [2, 99.99, 199.98]],
    ["USB 3.0 Docking Station DS7200 (K7X21AA) 1 € 149,99", [3, 1, 149.99]],
    ["Tax (0%): $0.00", [0]],
    ["Umrechnungskurs : 1.12244", [1.12244]],
    ["Opening hours 09:30-18:00", []],
    ["Mo.-Fr. 14.00 - 17.00 Uhr", []],
    ["Bei Bestellungen bis zum 19.12. ist die Auslieferung bis spätestens 23.12.", []],
    ["Total: 12.50.", [12.5]],
    ["Telefon: +49 932 431 0", [null, 0]],
    ["Gutschriftsbetrag.............-11.223,58 EUR", [-11223.58]],
    ["Amount due ……… -45.00", [-45]],
  ])("%s", (line, expected) => {
    expect(values(line)).toEqual(expected);
  });

  it("reports exact spans for the whole amount and for its digits", () => {
    const line = "Total TTC : 56,02 € modes de règlement";
    const [a] = findAmounts(line) as [AmountMatch];
    expect(a.text).toBe("56,02 €");
    expect(line.slice(a.start, a.end)).toBe("56,02 €");
    expect(line.slice(a.numberStart, a.numberEnd)).toBe("56,02");
    expect(a.currency).toMatchObject({ code: "EUR", text: "€" });
  });

  it("gives each currency marker to one amount", () => {
    const found = findAmounts("12,00 € 15,00 €");
    expect(found.map((a) => a.text)).toEqual(["12,00 €", "15,00 €"]);
    const before = findAmounts("€ 12,00 € 15,00");
    expect(before.map((a) => a.text)).toEqual(["€ 12,00", "€ 15,00"]);
  });

  it("does not join a quantity and a price separated by an ordinary space", () => {
    const [a, ...rest] = findAmounts("Total 1 278.61 14.50% 40.39 319.00");
    expect(a).toMatchObject({ ambiguous: true, ambiguity: "space-grouping", value: null, text: "1 278.61" });
    expect(a?.readings[0]?.value).toBe(1278.61);
    expect(a?.parts?.map((p) => p.value)).toEqual([1, 278.61]);
    expect(rest.map((r) => r.value)).toEqual([40.39, 319]);
    expect(values("Total 1 278.61", { spaceGrouping: "never" })).toEqual([1, 278.61]);
    expect(values("Total 1 278.61", { spaceGrouping: "always" })).toEqual([1278.61]);
  });

  it("joins space-grouped thousands when a currency marker vouches for them", () => {
    expect(findAmounts("Montant TTC : 1 234,56 €")[0]).toMatchObject({ value: 1234.56, resolvedBy: "currency" });
    expect(findAmounts("Sarl au capital de 10 000€")[0]).toMatchObject({ value: 10000, text: "10 000€" });
  });

  it("does not read date parts as amounts unless asked", () => {
    expect(values("vom 05.03.2018")).toEqual([]);
    expect(values("5 March 2018")).toEqual([]);
    expect(values("vom 05.03.2018", { skipDates: false })).toEqual([]);
    expect(values("8-9-2022", { skipDates: false })).toEqual([]);
  });
});

describe("inferDecimalSeparator", () => {
  it("learns the comma from a German invoice", () => {
    const lines = ["Positionssumme 270,00", "Steuerbetrag in EUR 30,42", "Bruttosumme 300,42", "Umrechnungskurs : 1.12244", "Menge 1,234"];
    expect(inferDecimalSeparator(lines)).toEqual({ separator: ",", dot: 0, comma: 3 });
  });

  it("learns the point from a US invoice", () => {
    expect(inferDecimalSeparator(["Subtotal: $127.50", "Total: $1,127.50"]).separator).toBe(".");
  });

  it("tolerates a stray price written the other way when the evidence is strong", () => {
    const lines = ["€ 99,99", "€ 199,98", "€ 2.321,00", "Bijdrage €2.25", "€ 124,99"];
    expect(inferDecimalSeparator(lines)).toEqual({ separator: ",", dot: 1, comma: 4 });
  });

  it("returns null without evidence or with a split document", () => {
    expect(inferDecimalSeparator(["1,234", "500"]).separator).toBeNull();
    expect(inferDecimalSeparator(["12,50", "13.50"]).separator).toBeNull();
  });

  it("accepts already-parsed amounts", () => {
    const amounts = findAmounts("1.234,56 and 7,00");
    expect(inferDecimalSeparator(amounts).separator).toBe(",");
  });
});

describe("findAmounts — a price per unit", () => {
  it.each([
    ["€95.00/hr", 95, "EUR"],
    ["13,65 €/Std.", 13.65, "EUR"],
    ["$40.00/month", 40, "USD"],
    ["3.75/kg", 3.75, null],
  ])("reads %s as the price, the unit after the slash left out", (text, value, code) => {
    const [a] = findAmounts(text, { prefer: ["USD"] });
    expect([a?.value, a?.currency?.code ?? null]).toEqual([value, code]);
  });

  it.each([["14/03/2026"], ["12/B"], ["12/hours"], ["7/h"]])("never reads %s as an amount", (text) => {
    expect(findAmounts(text).map((a) => a.value)).toEqual([]);
  });
});
