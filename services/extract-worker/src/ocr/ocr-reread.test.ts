import { describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import type { BBox } from "../layout/types";
import type { PresetOutput } from "../presets/preset-output";
import type { OcrPageEvidence } from "./ocr-page";
import { digitsOf, firstReading, lostEdgeDigit, readingsAgree, REREAD_LINE_PX, rereadOcrValues, valueCrop, whitelistFor, type ReadLine } from "./ocr-reread";
import type { OcrPageImage } from "./ocr-tier";
import type { OcrImage } from "./tesseract-pool";

// The second reading of OCR'd numbers: which readings agree, what is cut from the page, and which
// values a disagreement nulls. Tesseract itself is replaced by a function answering per crop: the
// logic under test is what is done with its answer (test/ocr-reread.int.test.ts reads real pixels).

describe("readingsAgree", () => {
  it("compares digits in order, separators and letters aside", () => {
    expect(readingsAgree("12/05/2019", "12-05-2019")).toBe(true);
    expect(readingsAgree("RM 12.50", "12,50")).toBe(true);
    expect(readingsAgree("12 Mar 2019", "12 Mar. 2019")).toBe(true);
  });

  it("keeps a currency code's letters apart from the amount beside it", () => {
    expect(readingsAgree("USD 184.30", "usp 184.30")).toBe(true);
    expect(readingsAgree("AUD 10.70", "10.70")).toBe(true);
    expect(readingsAgree("AUD 10.70", "010.70")).toBe(false);
  });

  it("refuses one digit changed, dropped, added or swapped", () => {
    expect(readingsAgree("17.35", "17.85")).toBe(false);
    expect(readingsAgree("02/03/19", "02/03/2019")).toBe(false);
    expect(readingsAgree("4.20", "14.20")).toBe(false);
    expect(readingsAgree("31.05", "13.05")).toBe(false);
    expect(digitsOf("A-1 2/b3")).toBe("123");
  });

  it("reads letters inside a number as the digits they stand for, and a separator read as a thin stroke", () => {
    expect(readingsAgree("Date:D4/05/19", "Date: 04/05/19")).toBe(true);
    expect(readingsAgree("1O.5O", "10.50")).toBe(true);
    expect(readingsAgree("12/05/2019", "1210512019")).toBe(true);
    // A stroke where the first reading has a digit is a disagreement.
    expect(readingsAgree("12/05/2019", "12/05/2l19")).toBe(false);
  });

  it("refuses readings without digits (nothing to agree on)", () => {
    expect(readingsAgree("total", "total")).toBe(false);
    expect(readingsAgree("", "")).toBe(false);
  });
});

describe("whitelistFor", () => {
  it("restricts a value printed with digits and separators only to those characters", () => {
    expect(whitelistFor("12.05.2020")).toBe("0123456789.,:/-");
    expect(whitelistFor("1 234,50")).toBe("0123456789.,:/-");
  });

  it("lets letters and symbols through when the value prints them", () => {
    expect(whitelistFor("5 May 2021")).toBeUndefined();
    expect(whitelistFor("$9.99")).toBeUndefined();
  });
});

/** One OCR'd page 200 × 100 pt at 2 px/pt: white, with black blocks where words are. */
function page(words: Array<{ text: string; bbox: BBox; confidence?: number }>): { evidence: OcrPageEvidence; image: OcrPageImage } {
  const scale = 2;
  const width = 400;
  const height = 200;
  const pixels = new Uint8Array(width * height).fill(255);
  for (const w of words) {
    for (let y = w.bbox[1] * scale; y < w.bbox[3] * scale; y++) pixels.fill(0, y * width + w.bbox[0] * scale, y * width + w.bbox[2] * scale);
  }
  return {
    evidence: { page: 1, turn: 0, width: 200, height: 100, words: words.map((w) => ({ text: w.text, bbox: w.bbox, confidence: w.confidence ?? 0.9 })) },
    image: { image: { width, height, pixels }, scale },
  };
}

/** Decodes the PGM a crop is handed to tesseract as. */
function pgm(image: OcrImage): { width: number; height: number; at: (x: number, y: number) => number } {
  const header = image.data.subarray(0, 32).toString("latin1");
  const m = /^P5\n(\d+) (\d+)\n255\n/.exec(header)!;
  const width = Number(m[1]);
  const offset = m[0].length;
  return { width, height: Number(m[2]), at: (x, y) => image.data[offset + y * width + x]! };
}

describe("valueCrop", () => {
  it("cuts the value with a margin, enlarges it to a readable line height and frames it in white", () => {
    const { image } = page([{ text: "12.50", bbox: [50, 40, 80, 50] }]);
    // The value is 20 px tall: enlarged to REREAD_LINE_PX, at the resolution that enlargement implies.
    const factor = REREAD_LINE_PX / 20;
    const crop = valueCrop(image, [50, 40, 80, 50], [])!;
    expect(crop.dpi).toBe(Math.round(2 * 72 * factor));
    const decoded = pgm(crop);
    // 60 × 20 px plus 8 px margins left/right and 5 px above/below, enlarged, plus a border of half a line each side.
    const border = 2 * Math.round(10 * factor);
    expect(decoded.width).toBe(Math.round(76 * factor) + border);
    expect(decoded.height).toBe(Math.round(30 * factor) + border);
    expect(decoded.at(2, 2)).toBe(255);
    expect(decoded.at(decoded.width >> 1, decoded.height >> 1)).toBe(0);
    // Asked for the scan's own size: not enlarged.
    expect(pgm(valueCrop(image, [50, 40, 80, 50], [], 0)!).width).toBe(76 + 20);
  });

  it("blanks a neighbouring word that reaches into the margin, but not the value's own pixels", () => {
    const { image } = page([
      { text: "12.50", bbox: [50, 40, 80, 50] },
      { text: "EUR", bbox: [82, 40, 100, 50] },
    ]);
    const masked = pgm(valueCrop(image, [50, 40, 80, 50], [[82, 40, 100, 50]])!);
    const unmasked = pgm(valueCrop(image, [50, 40, 80, 50], [])!);
    // Near the right edge of the crop (inside the margin, where the neighbour starts).
    const x = masked.width - Math.round(10 * (REREAD_LINE_PX / 20)) - 2;
    const y = masked.height >> 1;
    expect(unmasked.at(x, y)).toBe(0);
    expect(masked.at(x, y)).toBe(255);
    expect(masked.at(masked.width >> 1, y)).toBe(0);
  });

  it("gives nothing for an empty box", () => {
    const { image } = page([]);
    expect(valueCrop(image, [10, 10, 10, 10], [])).toBeNull();
  });
});

describe("firstReading", () => {
  it("joins the words under the box left to right and masks all others", () => {
    const { evidence } = page([
      { text: "2020", bbox: [90, 40, 110, 50] },
      { text: "12.05.", bbox: [60, 40, 85, 50] },
      { text: "Date", bbox: [20, 40, 45, 50] },
    ]);
    const first = firstReading([60, 40, 110, 50], evidence)!;
    expect(first.text).toBe("12.05. 2020");
    expect(first.masks).toEqual([[20, 40, 45, 50]]);
  });

  it("gives nothing for a box spanning several lines (one-line mode cannot read it)", () => {
    const { evidence } = page([
      { text: "12", bbox: [60, 20, 80, 30] },
      { text: "Main", bbox: [60, 34, 90, 44] },
      { text: "Street", bbox: [60, 48, 90, 58] },
    ]);
    expect(firstReading([60, 20, 90, 58], evidence)).toBeNull();
  });
});

describe("rereadOcrValues", () => {
  const words = [
    { text: "Total", bbox: [20, 60, 45, 70] as BBox },
    { text: "17.35", bbox: [120, 60, 150, 70] as BBox },
    { text: "12/05/2019", bbox: [20, 20, 70, 30] as BBox },
    { text: "Corner", bbox: [20, 5, 50, 15] as BBox },
  ];
  const prov = (bbox: BBox, text: string): Provenance => ({ confidence: 0.9, method: "deterministic", page: 1, bbox, text });
  const output = (): PresetOutput => ({
    data: { merchant: "Corner", date: "2019-05-12", total: 17.35, items: [{ description: "Tea", amount: 17.35 }] },
    fields: {
      merchant: prov([20, 5, 50, 15], "Corner"),
      date: prov([20, 20, 70, 30], "12/05/2019"),
      total: prov([120, 60, 150, 70], "17.35"),
      "items[0].amount": prov([120, 60, 150, 70], "17.35"),
    },
    warnings: [],
  });
  /** A recogniser answering per value; which value was cut is told by the crop's width (the date is the widest). */
  function run(answers: Record<"date" | "total", string | Error>) {
    const { evidence, image } = page(words);
    const asked: Array<string | undefined> = [];
    const read: ReadLine = async (crop, options) => {
      asked.push(options.whitelist);
      const answer = answers[pgm(crop).width > 140 * (REREAD_LINE_PX / 24) ? "date" : "total"];
      if (answer instanceof Error) throw answer;
      return { text: answer, confidence: 90 };
    };
    return { asked, result: rereadOcrValues(output(), new Map([[1, evidence]]), new Map([[1, image]]), read) };
  }

  it("keeps values whose second reading gives the same digits, reading only top-level numbers with a digit whitelist", async () => {
    const { asked, result } = run({ date: "12-05-2019", total: "17.35" });
    const out = await result;
    expect(out.data).toMatchObject({ merchant: "Corner", date: "2019-05-12", total: 17.35 });
    expect(out.warnings).toEqual([]);
    // Two crops (date, total): not the merchant (no digits), not the item's amount.
    expect(asked).toEqual(["0123456789.,:/-", "0123456789.,:/-"]);
  });

  it("nulls a value whose second reading differs in one digit, with a warning naming both readings", async () => {
    const out = await run({ date: "12/05/2019", total: "17.85" }).result;
    expect(out.data).toMatchObject({ date: "2019-05-12", total: null });
    expect(out.fields.total).toBeUndefined();
    expect(out.fields.date).toBeDefined();
    expect(out.warnings).toEqual(['total: OCR read "17.35" but a second reading gives "17.85": the OCR readings disagree; left null.']);
  });

  it("keeps a value the second reading disputes when a third, at the scan's own size, agrees with the page's", async () => {
    const { evidence, image } = page(words);
    const totals = ["17.85", "17.35"];
    const read: ReadLine = async (crop) => ({ text: pgm(crop).width > 140 * (REREAD_LINE_PX / 24) ? "12/05/2019" : totals.shift()!, confidence: 90 });
    const out = await rereadOcrValues(output(), new Map([[1, evidence]]), new Map([[1, image]]), read);
    expect(out.data.total).toBe(17.35);
    expect(totals).toEqual([]);
  });

  it("keeps a total the arithmetic corrected when the second reading gives the corrected digits, not the page's", async () => {
    const { evidence, image } = page(words);
    const corrected = (): PresetOutput => ({ ...output(), data: { ...output().data, total: 17.36 } });
    const answer =
      (total: string): ReadLine =>
      async (crop) => ({ text: pgm(crop).width > 140 * (REREAD_LINE_PX / 24) ? "12/05/2019" : total, confidence: 90 });
    const kept = await rereadOcrValues(corrected(), new Map([[1, evidence]]), new Map([[1, image]]), answer("17.36"));
    expect(kept.data.total).toBe(17.36);
    expect(kept.warnings).toEqual([]);
    // The page's digits read again speak against the correction: its arithmetic may hold the misread.
    const repeated = await rereadOcrValues(corrected(), new Map([[1, evidence]]), new Map([[1, image]]), answer("17.35"));
    expect(repeated.data.total).toBeNull();
    // A third digit string confirms neither the page's reading nor the correction.
    const other = await rereadOcrValues(corrected(), new Map([[1, evidence]]), new Map([[1, image]]), answer("17.86"));
    expect(other.data.total).toBeNull();
  });

  it("keeps a total the arithmetic confirms as the page read it, whatever a crop reading gives; a corrected one is still reread", async () => {
    const { evidence, image } = page(words);
    const read: ReadLine = async (crop) => ({ text: pgm(crop).width > 140 * (REREAD_LINE_PX / 24) ? "12/05/2019" : "aA", confidence: 90 });
    const checked = await rereadOcrValues({ ...output(), checked: ["total"] }, new Map([[1, evidence]]), new Map([[1, image]]), read);
    expect(checked.data.total).toBe(17.35);
    expect(checked.warnings).toEqual([]);
    const corrected: PresetOutput = { ...output(), data: { ...output().data, total: 17.36 }, checked: ["total"] };
    expect((await rereadOcrValues(corrected, new Map([[1, evidence]]), new Map([[1, image]]), read)).data.total).toBeNull();
    // Only the confirmed path is spared: the date is still read again.
    const dated = await rereadOcrValues({ ...output(), checked: ["total"] }, new Map([[1, evidence]]), new Map([[1, image]]), async () => ({
      text: "aA",
      confidence: 90,
    }));
    expect(dated.data).toMatchObject({ date: null, total: 17.35 });
  });

  it("nulls a value the second reading could not be made for (precision first)", async () => {
    const out = await run({ date: new Error("pool busy"), total: "17.35" }).result;
    expect(out.data).toMatchObject({ date: null, total: 17.35 });
    expect(out.warnings).toEqual(['date: OCR read "12/05/2019" but the second OCR reading failed; left null.']);
  });

  it("leaves values on pages that were not OCR'd alone", async () => {
    let calls = 0;
    const out = await rereadOcrValues(output(), new Map(), new Map(), async () => (calls++, { text: "", confidence: 0 }));
    expect(out.data.total).toBe(17.35);
    expect(calls).toBe(0);
  });
});

describe("a second reading that lost a digit", () => {
  it("lost the line's first or last digit, or one inside it", () => {
    expect(lostEdgeDigit("20.21", "0.21")).toBe(true);
    expect(lostEdgeDigit("14.85", "14.8")).toBe(true);
    expect(lostEdgeDigit("23/12/11", "2/12/11")).toBe(false);
    expect(lostEdgeDigit("20.21", "20.21")).toBe(false);
    expect(lostEdgeDigit("20.21", "21")).toBe(false);
  });

  // A total 16 pt tall at 2 px/pt: 32 px, taller than REREAD_LINE_PX, so its first crop is not enlarged.
  const words = [
    { text: "Total", bbox: [20, 60, 45, 76] as BBox },
    { text: "20.21", bbox: [120, 60, 150, 76] as BBox },
  ];
  const output = (text: string, total: number): PresetOutput => ({
    data: { total },
    fields: { total: { confidence: 0.9, method: "deterministic", page: 1, bbox: [120, 60, 150, 76], text } },
    warnings: [],
  });
  /** A recogniser that reads the crop at the scan's own size as `small` and an enlarged one as `large`. */
  const reads =
    (small: string, large: string, heights: number[]): ReadLine =>
    async (crop) => {
      heights.push(pgm(crop).height);
      return { text: pgm(crop).height > 100 ? large : small, confidence: 90 };
    };

  it("is read again enlarged when the line was read at the scan's own size and lost its edge digit", async () => {
    const { evidence, image } = page(words);
    const heights: number[] = [];
    const out = await rereadOcrValues(output("20.21", 20.21), new Map([[1, evidence]]), new Map([[1, image]]), reads("0.21", "20.21", heights));
    expect(out.data.total).toBe(20.21);
    expect(heights[0]).toBeLessThan(100);
    expect(heights[1]).toBeGreaterThan(100);
  });

  it("is not read enlarged when the digit lost was inside the line", async () => {
    const { evidence, image } = page([{ text: "23.12", bbox: [120, 60, 150, 76] }]);
    const out = await rereadOcrValues(output("23.12", 23.12), new Map([[1, evidence]]), new Map([[1, image]]), reads("2.12", "23.12", []));
    expect(out.data.total).toBeNull();
  });
});
