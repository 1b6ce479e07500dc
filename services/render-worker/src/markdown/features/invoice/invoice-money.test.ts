import { describe, expect, it } from "@jest/globals";
import { apportion, formatMoney, formatUnitPrice, lineAmount, minorDigitsOf, parseDecimal, percentOf, toMinor } from "./invoice-money";

const d = (v: number | string) => parseDecimal(v)!;

describe("invoice money", () => {
  it("reads YAML numbers and decimal strings exactly", () => {
    expect(d(19.99)).toEqual({ digits: 1999n, scale: 2 });
    expect(d("0.125")).toEqual({ digits: 125n, scale: 3 });
    expect(d(-5)).toEqual({ digits: -5n, scale: 0 });
    expect(parseDecimal("1,234.50")).toBeUndefined();
    expect(parseDecimal(1e21)).toBeUndefined();
    expect(parseDecimal(Number.NaN)).toBeUndefined();
  });

  it("multiplies without float drift: 3 × 19.99 = 59.97", () => {
    expect(3 * 0.1).not.toBe(0.3); // what floats would print
    expect(lineAmount(d(3), d(0.1), 2)).toBe(30n);
    expect(lineAmount(d(3), d(1.15), 2)).toBe(345n); // 3 * 1.15 = 3.4499999999999997 in floats
    expect(lineAmount(d(3), d(19.99), 2)).toBe(5997n);
    expect(lineAmount(d(0.1), d(0.2), 2)).toBe(2n); // 0.02
    expect(lineAmount(d(1.5), d(33.333), 2)).toBe(5000n); // 49.9995 → 50.00, half away from zero
    expect(lineAmount(d(1), d(-0.005), 2)).toBe(-1n);
    expect(lineAmount(d(7), d(1234), 0)).toBe(8638n); // JPY has no minor unit
  });

  it("computes percentages with one rounding", () => {
    expect(percentOf(5997n, d(8.25))).toBe(495n); // 4.947525 → 4.95
    expect(percentOf(1000n, d(19))).toBe(190n);
    expect(percentOf(5n, d(10))).toBe(1n); // 0.5 cent → 1
  });

  it("apportions so the parts add up exactly", () => {
    expect(apportion(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(apportion(1000n, [3000n, 1000n])).toEqual([750n, 250n]);
    expect(apportion(7n, [0n, 0n])).toEqual([7n, 0n]);
  });

  it("converts flat amounts to minor units only when they fit", () => {
    expect(toMinor(d(50), 2)).toBe(5000n);
    expect(toMinor(d("12.30"), 2)).toBe(1230n);
    expect(toMinor(d(0.001), 2)).toBeUndefined();
  });

  it("formats per currency and locale from exact decimal text", () => {
    expect(minorDigitsOf("USD")).toBe(2);
    expect(minorDigitsOf("JPY")).toBe(0);
    expect(minorDigitsOf("BHD")).toBe(3);
    expect(formatMoney(123456789012345678n, { currency: "USD", locale: "en-US" })).toBe("$1,234,567,890,123,456.78");
    expect(formatMoney(123450n, { currency: "EUR", locale: "de-DE" })).toBe("1.234,50\u00a0€");
    expect(formatMoney(-5000n, { currency: "GBP", locale: "en-GB" })).toBe("-£50.00");
    expect(formatMoney(8638n, { currency: "JPY", locale: "ja-JP" })).toBe("￥8,638");
    expect(formatUnitPrice(d("0.125"), { currency: "USD", locale: "en-US" })).toBe("$0.125");
    expect(formatUnitPrice(d(5), { currency: "USD", locale: "en-US" })).toBe("$5.00");
  });
});
