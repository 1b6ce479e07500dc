import { describe, expect, it } from "@jest/globals";
import { readMisread } from "./misread";

describe("readMisread", () => {
  it("reads a vocabulary word with one substituted glyph as the word", () => {
    expect(readMisread("T0TAL", ["TOTAL"])).toBe("TOTAL");
    expect(readMisread("Tatal Sales", ["TOTAL"])).toBe("TOTAL Sales");
    expect(readMisread("TOTA| RM", ["TOTAL"])).toBe("TOTAL RM");
  });

  it("reads each word of a phrase with at most one glyph substituted, however OCR spaced it", () => {
    expect(readMisread("ACME TRADING SON BHD", ["SDN BHD"])).toBe("ACME TRADING SDN BHD");
    expect(readMisread("ACME TRADING SDN 8HD", ["SDN BHD"])).toBe("ACME TRADING SDN BHD");
    expect(readMisread("ACME S0N.BND", ["SDN BHD"])).toBe("ACME SDN BHD");
  });

  it("reads a word that lost a glyph only when asked to, and only a word that long", () => {
    expect(readMisread("ROUNDIG ADJ", ["ROUNDING"], 4)).toBe("ROUNDING ADJ");
    expect(readMisread("ASH 8.20", ["CASH"], 4)).toBe("CASH 8.20");
    expect(readMisread("ASH 8.20", ["CASH"], 5)).toBe("ASH 8.20");
    expect(readMisread("ROUNDIG", ["ROUNDING"])).toBe("ROUNDIG");
  });

  it("leaves a word read right as printed, and never reads a dropped, added or second glyph", () => {
    expect(readMisread("ACME Sdn. Bhd.", ["SDN BHD"])).toBe("ACME Sdn. Bhd.");
    expect(readMisread("TOTL", ["TOTAL"])).toBe("TOTL");
    expect(readMisread("TOTALS", ["TOTAL"])).toBe("TOTALS");
    expect(readMisread("T0TA1", ["TOTAL"])).toBe("T0TA1");
    expect(readMisread("SUBTOTAL", ["TOTAL"])).toBe("SUBTOTAL");
    expect(readMisread("SDN BHD", ["TOTAL"])).toBe("SDN BHD");
  });
});
