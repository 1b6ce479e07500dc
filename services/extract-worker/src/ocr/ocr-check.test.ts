import { describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import type { BBox } from "../layout/types";
import type { PresetOutput } from "../presets/preset-output";
import { checkOcrValues } from "./ocr-check";
import type { OcrPageEvidence } from "./ocr-page";
import type { ReadLine } from "./ocr-reread";
import type { OcrPageImage } from "./ocr-tier";

// Values the recogniser was unsure of: cleared by two more readings that agree with the page's,
// dropped otherwise. Tesseract is replaced by a list of answers, one per crop read in turn.

const words = [
  { text: "Total", bbox: [20, 60, 45, 70] as BBox, confidence: 0.9 },
  { text: "17.35", bbox: [120, 60, 150, 70] as BBox, confidence: 0.3 },
  { text: "Quorvel", bbox: [20, 5, 50, 15] as BBox, confidence: 0.4 },
];

function page(): { evidence: OcrPageEvidence; image: OcrPageImage } {
  const [width, height, scale] = [400, 200, 2];
  const pixels = new Uint8Array(width * height).fill(255);
  for (const w of words) {
    for (let y = w.bbox[1] * scale; y < w.bbox[3] * scale; y++) pixels.fill(0, y * width + w.bbox[0] * scale, y * width + w.bbox[2] * scale);
  }
  return { evidence: { page: 1, turn: 0, width: 200, height: 100, words }, image: { image: { width, height, pixels }, scale } };
}

const prov = (bbox: BBox, text: string): Provenance => ({ confidence: 0.8, method: "deterministic", page: 1, bbox, text });
const output = (): PresetOutput => ({
  data: { merchant: "Quorvel", total: 17.35 },
  fields: { merchant: prov([20, 5, 50, 15], "Quorvel"), total: prov([120, 60, 150, 70], "17.35") },
  warnings: [],
});

async function check(answers: string[] | null, out = output()) {
  const { evidence, image } = page();
  const asked: string[] = [];
  const read: ReadLine | undefined = answers
    ? async () => {
        const text = answers[asked.length] ?? "";
        asked.push(text);
        return { text, confidence: 90 };
      }
    : undefined;
  return { out: await checkOcrValues(out, new Map([[1, evidence]]), new Map([[1, image]]), read), asked };
}

describe("checkOcrValues", () => {
  it("keeps a number the recogniser was unsure of when two more readings agree with the page's", async () => {
    const { out, asked } = await check(["17.35", "17.35"]);
    expect(out.data.total).toBe(17.35);
    expect(asked).toHaveLength(2);
  });

  it("drops it when either reading differs, and without a way to read crops again", async () => {
    expect((await check(["17.35", "17.85"])).out.data.total).toBeNull();
    expect((await check(["17.85", "17.35"])).out.data.total).toBeNull();
    const { out } = await check(null);
    expect(out.data.total).toBeNull();
    expect(out.warnings).toContain('total: OCR read "17.35" but the recogniser was unsure of its digits and no arithmetic confirms it; left null.');
  });

  it("never clears a name on agreeing readings: a misread name reads the same every time", async () => {
    const { out } = await check(["17.35", "17.35", "Quorvel", "Quorvel"]);
    expect(out.data.merchant).toBeNull();
  });

  it("clears a total only weak rule evidence names when its digits are half trusted and two readings agree, never when they are doubted outright", async () => {
    const weak = (digits: number, evidence = 0.6) => {
      words[1]!.confidence = digits;
      const out = output();
      out.fields.total = { ...out.fields.total!, confidence: evidence };
      return out;
    };
    try {
      expect((await check(["17.35", "17.35"], weak(0.6))).out.data.total).toBe(17.35);
      expect((await check(["17.35", "17.85"], weak(0.6))).out.data.total).toBeNull();
      expect((await check(["17.35", "17.35"], weak(0.3))).out.data.total).toBeNull();
      // The rules contest the row itself (a rounded total printed below it): readings cannot settle that.
      expect((await check(["17.35", "17.35"], weak(0.6, 0.5))).out.data.total).toBeNull();
    } finally {
      words[1]!.confidence = 0.3;
    }
  });
});
