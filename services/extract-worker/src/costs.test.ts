import { describe, expect, it } from "@jest/globals";
import { deterministicCredits, modelCredits, ocrCredits, tierCosts } from "./costs";

describe("extraction costs (contract cost table)", () => {
  it("deterministic: 1 per started 20 pages", () => {
    expect([1, 20, 21, 40, 41, 1000].map(deterministicCredits)).toEqual([1, 1, 2, 2, 3, 50]);
  });
  it("model: 3 up to 5 pages, +1 per started 5", () => {
    expect([1, 5, 6, 10, 11, 20].map(modelCredits)).toEqual([3, 3, 4, 4, 5, 6]);
  });
  it("ocr: 10 up to 5 scanned pages, +2 per started 5, nothing without scanned pages", () => {
    expect([0, 1, 5, 6, 10, 11, 15].map(ocrCredits)).toEqual([0, 10, 10, 12, 12, 14, 14]);
  });
  it("combines the tiers for a document", () => {
    expect(tierCosts({ pages: 21, scannedPages: 6 })).toEqual({ deterministic: 2, model: 7, ocr: 12 });
  });
});
