import { describe, expect, it } from "@jest/globals";
import { findCurrencyMarkers, isCurrencyCode, resolveCurrency } from "./currency";
import { currencyMinorUnits, isActiveCurrencyCode, isKnownCurrencyCode } from "./iso4217";

describe("resolveCurrency", () => {
  it.each([
    ["€", "EUR"],
    ["EUR", "EUR"],
    ["eur", "EUR"],
    ["Euro", "EUR"],
    ["£", "GBP"],
    ["GBP", "GBP"],
    ["US$", "USD"],
    ["USD", "USD"],
    ["A$", "AUD"],
    ["CA$", "CAD"],
    ["NZ$", "NZD"],
    ["HK$", "HKD"],
    ["R$", "BRL"],
    ["₹", "INR"],
    ["CHF", "CHF"],
    ["SFr.", "CHF"],
    ["zł", "PLN"],
    ["Kč", "CZK"],
    ["Ft", "HUF"],
    ["₽", "RUB"],
    ["₺", "TRY"],
    ["₪", "ILS"],
    ["₩", "KRW"],
    ["円", "JPY"],
    ["RMB", "CNY"],
    ["SEK", "SEK"],
    ["JPY", "JPY"],
    ["HRK", "HRK"], // withdrawn in 2023, still on older invoices
  ])("%s → %s", (token, code) => {
    expect(resolveCurrency(token)).toMatchObject({ code, ambiguous: false, resolvedBy: "marker" });
  });

  it.each([
    ["$", "USD"],
    ["¥", "JPY"],
    ["kr", "SEK"],
    ["kr.", "DKK"],
    ["Rs", "INR"],
    ["Rs.", "INR"],
    ["C$", "CAD"],
  ])("%s is ambiguous until the document narrows it", (token, code) => {
    const r = resolveCurrency(token);
    expect(r).toMatchObject({ code: null, ambiguous: true });
    expect(r?.candidates).toContain(code);
    expect(resolveCurrency(token, { prefer: [code] })).toMatchObject({ code, ambiguous: false, resolvedBy: "prefer" });
  });

  it("stays ambiguous when the preference does not single out one candidate", () => {
    expect(resolveCurrency("$", { prefer: ["USD", "CAD"] })?.code).toBeNull();
    expect(resolveCurrency("$", { prefer: ["EUR"] })?.code).toBeNull();
  });

  it.each([["all"], ["try"], ["top"], ["Cup"], ["ABC"], ["XYZ"], ["fr."], ["rs"], [""], ["Total"]])("%j is not a currency", (token) => {
    expect(resolveCurrency(token)).toBeNull();
  });

  it("reads upper-case ISO codes that are words in lower case", () => {
    expect(resolveCurrency("ALL")?.code).toBe("ALL");
    expect(resolveCurrency("TRY")?.code).toBe("TRY");
  });
});

describe("ISO 4217", () => {
  it("validates codes", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("EURO")).toBe(false);
    expect(isCurrencyCode("ABC")).toBe(false);
    expect(isActiveCurrencyCode("HRK")).toBe(false);
    expect(isKnownCurrencyCode("HRK")).toBe(true);
    expect(isActiveCurrencyCode("SLE")).toBe(true);
    expect(isActiveCurrencyCode("ZWG")).toBe(true);
    expect(isActiveCurrencyCode("VES")).toBe(true);
  });

  it("knows minor units", () => {
    expect(currencyMinorUnits("EUR")).toBe(2);
    expect(currencyMinorUnits("JPY")).toBe(0);
    expect(currencyMinorUnits("KWD")).toBe(3);
    expect(currencyMinorUnits("XAU")).toBeNull();
    expect(currencyMinorUnits("ABC")).toBeNull();
  });
});

describe("findCurrencyMarkers", () => {
  it("finds markers with spans in real lines", () => {
    const line = "Rechnungswährung : GBP Währung der Umsatzsteuerbuchung : EUR";
    const found = findCurrencyMarkers(line);
    expect(found.map((m) => [m.code, m.text])).toEqual([
      ["GBP", "GBP"],
      ["EUR", "EUR"],
    ]);
    for (const m of found) expect(line.slice(m.start, m.end)).toBe(m.text);
  });

  it.each([
    ["Total EUR 34,73", ["EUR"]],
    ["29.99 € TTC", ["EUR"]],
    ["Balance Due: $127.50", [null]],
    ["room charges Rs 1939 x 1 night", [null]],
    ["All charges and prices are in US Dollars", ["USD"]],
    ["Thuiskopie €3.50", ["EUR"]],
    ["Sarl au capital de 10 000€", ["EUR"]],
    ["Frankfurt Frs Kraft", []],
    ["Please try the top cup", []],
  ])("%s", (line, codes) => {
    expect(findCurrencyMarkers(line).map((m) => m.code)).toEqual(codes);
  });

  it("prefers the longest marker", () => {
    expect(findCurrencyMarkers("US$ 12 and HK$ 3").map((m) => m.text)).toEqual(["US$", "HK$"]);
    expect(findCurrencyMarkers("Rs. 1939").map((m) => m.text)).toEqual(["Rs."]);
  });
});
