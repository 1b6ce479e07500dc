import { describe, expect, it } from "@jest/globals";
import { rereadHeader } from "./header-reread";
import { buildOcrPage } from "./ocr-page";
import type { OcrPageImage } from "./ocr-tier";
import type { OcrLine, OcrWord } from "./tesseract-pool";

// A receipt's header lines read again in line mode. Tesseract is replaced by a function that
// answers by the crop's size (own size, enlarged): the logic under test is which words its
// answers replace. Pages are invented: 300 × 600 px at one pixel per point.

const PAGE = { width: 300, height: 600 };

/** A page line of words, each 10 px a glyph, on row `y`. */
function line(texts: string[], y: number, confidence = 90): OcrWord[] {
  let x = 20;
  return texts.map((text) => {
    const word: OcrWord = { text, box: [x, y, x + text.length * 10, y + 20], confidence, baseline: y + 18, fontPx: 20 };
    x += text.length * 10 + 10;
    return word;
  });
}

const image: OcrPageImage = { image: { width: PAGE.width, height: PAGE.height, pixels: new Uint8Array(PAGE.width * PAGE.height).fill(255) }, scale: 1 };

async function reread(words: OcrWord[], answers: (lineTop: number, call: number) => OcrLine): Promise<string[] | null> {
  const { page } = buildOcrPage({ number: 1, ...PAGE, rotation: 0, turn: 0, scale: 1 }, words);
  const calls = new Map<number, number>();
  // The crops are read one line after another, three sizes each: the line is known by its order.
  const tops = [...page.lines].sort((a, b) => a.bbox[1] - b.bbox[1]).map((l) => l.bbox[1]);
  let n = 0;
  const readLine = async () => {
    const top = tops[Math.floor(n / 3)]!;
    const call = calls.get(top) ?? 0;
    calls.set(top, call + 1);
    n++;
    return answers(top, call);
  };
  const out = await rereadHeader(page, words, 1, image, readLine);
  return out && out.map((w) => w.text);
}

describe("rereadHeader", () => {
  const name = ["{ERAK", "JAYA", "STORE", "SDN", "BHD"];
  const address = ["NO.", "5,", "JALAN", "API"];

  it("replaces a letter the page read as a mark ('{ERAK') where every line reading agrees", async () => {
    const words = [...line(name, 40), ...line(address, 70)];
    const got = await reread(words, (top) => ({ text: top < 60 ? "MERAK JAYA STORE SDN BHD" : "NO. 5, JALAN API", confidence: 90 }));
    expect(got?.slice(0, 5)).toEqual(["MERAK", "JAYA", "STORE", "SDN", "BHD"]);
  });

  it("keeps the page's reading when the readings disagree, are unsure, or split the line otherwise", async () => {
    const words = line(name, 40);
    expect(await reread(words, (_, call) => ({ text: call === 2 ? "IMERAK JAYA STORE SDN BHD" : "MERAK JAYA STORE SDN BHD", confidence: 90 }))).toBeNull();
    expect(await reread(words, () => ({ text: "MERAK JAYA STORE SDN BHD", confidence: 60 }))).toBeNull();
    expect(await reread(words, () => ({ text: "MERAK JAYA STORESDN BHD", confidence: 90 }))).toBeNull();
  });

  it("never replaces a clean word, a number, or a word for marks alone", async () => {
    // "OMARO" read clean by the page stays, however sure line mode is of "OMARD".
    expect(await reread(line(["OMARO", "NIAGA", "SDN", "BHD"], 40, 40), () => ({ text: "OMARD NIAGA SDN BHD", confidence: 90 }))).toBeNull();
    expect(await reread(line(["ACME", "(123456-X)"], 40), () => ({ text: "ACME (123458-X)", confidence: 90 }))).toBeNull();
    expect(await reread(line(["ACME", "TRADING"], 40), () => ({ text: "ACME TRADING:", confidence: 90 }))).toBeNull();
  });

  it("replaces a digit among letters and a small first letter among capitalised words", async () => {
    expect(await reread(line(["KT", "B.L1.K.", "(M)", "SDN", "BHD"], 40), () => ({ text: "KT B.L.K. (M) SDN BHD", confidence: 85 }))).toEqual([
      "KT",
      "B.L.K.",
      "(M)",
      "SDN",
      "BHD",
    ]);
    expect(await reread(line(["my", "SUNNY", "PHARMACY", "PLT"], 40), () => ({ text: "MY SUNNY PHARMACY PLT", confidence: 95 }))).toEqual([
      "MY",
      "SUNNY",
      "PHARMACY",
      "PLT",
    ]);
  });

  it("replaces no word the readings rewrite by more than one glyph", async () => {
    expect(await reread(line(["KT.", "B.L[.K.(SERANGT)", "SDN", "BHD"], 40), () => ({ text: "KT. B.L.K.(SERANGI) SDN BHD", confidence: 90 }))).toBeNull();
  });

  it("reads only the header: lines low on the page stay as read", async () => {
    expect(await reread(line(["{ERAK", "JAYA"], 400), () => ({ text: "MERAK JAYA", confidence: 90 }))).toBeNull();
  });
});
