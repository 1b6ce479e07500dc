import { describe, expect, it } from "@jest/globals";
import { readsUpright } from "./ocr-tier";
import type { OcrWord } from "./tesseract-pool";

// When the tier asks for the page's orientation: only when the upright reading fails.

const word = (confidence: number, box: OcrWord["box"] = [0, 0, 40, 10]): OcrWord => ({ text: "word", box, confidence, baseline: 10, fontPx: 10 });

describe("readsUpright", () => {
  it("accepts a reading of enough words most of which tesseract was sure of", () => {
    expect(readsUpright(Array.from({ length: 12 }, (_, i) => word(i < 4 ? 30 : 90)))).toBe(true);
  });

  it("refuses a few words, or words mostly unsure (text read sideways or upside down)", () => {
    expect(readsUpright(Array.from({ length: 5 }, () => word(95)))).toBe(false);
    expect(readsUpright(Array.from({ length: 20 }, (_, i) => word(i < 12 ? 20 : 90)))).toBe(false);
    // Read confidently, but as vertical text: the page is sideways.
    expect(readsUpright(Array.from({ length: 20 }, () => word(90, [0, 0, 10, 40])))).toBe(false);
  });
});
