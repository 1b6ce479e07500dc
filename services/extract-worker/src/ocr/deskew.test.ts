import { describe, expect, it } from "@jest/globals";
import { estimateSkew, levelGrey, unlevelBox } from "./deskew";
import type { GreyImage } from "./grey-image";
import type { PositionedDocument } from "../layout/types";
import { toDisplayBox } from "./ocr-page";
import { runOcrTier } from "./ocr-tier";
import type { RasterPage } from "./raster-protocol";
import type { OcrImage, OcrWord } from "./tesseract-pool";

// Pages drawn in the test: paper, lines of "words" (dark blocks with gaps), then turned as a
// sheet fed askew. What must hold: the slope is found both ways, a level or lineless page is left
// alone, levelling brings the lines back to rows, and a box found on the levelled page lands on
// the same ink of the page as scanned.

const [W, H] = [520, 680];
const PAPER = 235;
const INK = 30;

function blank(width = W, height = H): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(PAPER) };
}

function fill(img: GreyImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.pixels[y * img.width + x] = INK;
}

/** A page of text: lines 16 px tall every 40 px, words 20–70 px wide, ragged line ends. */
function textPage(): GreyImage {
  const img = blank();
  for (let y = 80, n = 0; y + 16 < H - 80; y += 40, n++) {
    const end = 470 - ((n * 137) % 180);
    for (let x = 60, k = n; x < end; k++) {
      const w = 20 + ((k * 53) % 50);
      fill(img, x, y, Math.min(end, x + w), y + 16);
      x += w + 12;
    }
  }
  return img;
}

/** The page as a scanner feeds it turned: its lines fall by `degrees` to the right. */
const askew = (img: GreyImage, degrees: number) => levelGrey(img, -degrees);

/** Ink pixels per row band of 40 px, as the share of ink in the text rows (y 80–96, 120–136, …). */
function inkInRows(img: GreyImage): number {
  let inRows = 0;
  let all = 0;
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    for (let x = 0; x < img.width; x++) n += img.pixels[y * img.width + x]! < 128 ? 1 : 0;
    all += n;
    if (y >= 78 && (y - 78) % 40 < 20) inRows += n;
  }
  return inRows / all;
}

describe("estimateSkew", () => {
  it("finds the slope of a page's lines either way, 1–4 degrees", () => {
    const page = textPage();
    for (const degrees of [1, -2, 3, -4]) expect(Math.abs(estimateSkew(askew(page, degrees)) - degrees)).toBeLessThanOrEqual(0.1);
  });

  it("leaves a level page, or one askew by less than half a degree, as it is", () => {
    const page = textPage();
    expect(estimateSkew(page)).toBe(0);
    expect(estimateSkew(askew(page, 0.3))).toBe(0);
    expect(estimateSkew(askew(page, -0.6))).toBe(0);
  });

  it("trusts no angle on a page without lines of text", () => {
    expect(estimateSkew(blank())).toBe(0);
    // Scattered blocks (a photo's texture, specks): no angle lines them up.
    const img = blank();
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
    for (let k = 0; k < 500; k++) {
      const x = Math.floor(random() * (W - 20));
      const y = Math.floor(random() * (H - 20));
      fill(img, x, y, x + 14, y + 14);
    }
    expect(estimateSkew(askew(img, 2))).toBe(0);
  });
});

describe("levelGrey", () => {
  it("brings a page scanned askew back to level rows of ink, its corners filled with paper", () => {
    const page = textPage();
    const scanned = askew(page, 4);
    const levelled = levelGrey(scanned, estimateSkew(scanned));
    expect(inkInRows(scanned)).toBeLessThan(0.75);
    expect(inkInRows(levelled)).toBeGreaterThan(0.95);
    expect(levelled.pixels[0]).toBe(PAPER);
    expect([levelled.width, levelled.height]).toEqual([W, H]);
  });
});

describe("unlevelBox", () => {
  it("maps a box of the levelled page onto the same ink of the page as scanned", () => {
    const img = blank(400, 300);
    fill(img, 300, 40, 340, 56); // a word near a corner, where turning moves it most
    const scanned = askew(img, 4);
    const levelled = levelGrey(scanned, 4);
    const inkBox = (g: GreyImage): [number, number, number, number] => {
      const box: [number, number, number, number] = [g.width, g.height, 0, 0];
      for (let y = 0; y < g.height; y++)
        for (let x = 0; x < g.width; x++)
          if (g.pixels[y * g.width + x]! < 128)
            [box[0], box[1], box[2], box[3]] = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x + 1), Math.max(box[3], y + 1)];
      return box;
    };
    const back = unlevelBox(inkBox(levelled), 4, 400, 300);
    const truth = inkBox(scanned);
    back.forEach((v, i) => expect(Math.abs(v - truth[i]!)).toBeLessThanOrEqual(2));
  });

  it("is undone before the quarter turn when provenance maps a box to the page as displayed", () => {
    // A page displayed landscape, read turned 90° and levelled: the levelled frame is 300 × 400.
    const box: [number, number, number, number] = [100, 100, 140, 116];
    const shown = toDisplayBox(box, { turn: 90, skew: 2, width: 400, height: 300 });
    const unturned = toDisplayBox(unlevelBox(box, 2, 300, 400), { turn: 90, width: 400, height: 300 });
    expect(shown).toEqual(unturned);
    expect(toDisplayBox(box, { turn: 0, skew: 0, width: 300, height: 400 })).toEqual(box);
  });
});

describe("the OCR tier on a page scanned askew", () => {
  /** Runs the tier over one raster page; returns what tesseract was shown (as grey images) and the result. */
  async function readScan(grey: GreyImage) {
    const raster: RasterPage = { number: 1, width: W / 2, height: H / 2, widthPx: W, heightPx: H, scale: 2, grey: grey.pixels };
    const shown: GreyImage[] = [];
    const words: OcrWord[] = Array.from({ length: 8 }, (_, i) => ({
      text: "TOTAL",
      box: [60 + 50 * i, 80, 100 + 50 * i, 96],
      confidence: 90,
      baseline: 96,
      fontPx: 16,
    }));
    const pool = {
      recognise: async (image: OcrImage) => {
        const [, size] = image.data.subarray(0, 20).toString("latin1").split("\n");
        const [w, h] = size!.split(" ").map(Number) as [number, number];
        shown.push({ width: w, height: h, pixels: new Uint8Array(image.data.subarray(image.data.length - w * h)) });
        return words;
      },
      orientation: async () => ({ degrees: 0 as const, confidence: 0 }),
    };
    const doc = {
      pageCount: 1,
      pages: [{ number: 1, width: W / 2, height: H / 2, rotation: 0, hasTextLayer: false, lines: [], words: [], rulings: [], rects: [], text: "" }],
    } as unknown as PositionedDocument;
    const result = await runOcrTier({ pool, rasteriser: { rasterise: async (_b, _p, onPage) => onPage(raster) } }, new Uint8Array(), doc, [1]);
    return { shown, evidence: result.evidence.get(1)! };
  }

  it("shows tesseract the page levelled, and records the angle for mapping boxes back", async () => {
    const { shown, evidence } = await readScan(askew(textPage(), -2));
    expect(shown).toHaveLength(1);
    expect(inkInRows(shown[0]!)).toBeGreaterThan(0.9);
    expect(Math.abs(evidence.skew! + 2)).toBeLessThanOrEqual(0.1);
  });

  it("shows a level page as it is", async () => {
    const page = textPage();
    const { shown, evidence } = await readScan(page);
    expect(evidence.skew).toBe(0);
    expect(inkInRows(shown[0]!)).toBeCloseTo(inkInRows(page), 2);
  });
});
