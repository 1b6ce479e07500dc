import { describe, expect, it } from "@jest/globals";
import { buildPage } from "./build-page";
import type { Matrix } from "./geometry";
import { repairText } from "./text-repair";
import type { RawTextItem } from "./text-fragments";

// A ligature's mapping stored byte-swapped: "fi" = U+0066 U+0069 read as U+6600 U+6900.
const swapped = (letters: string) => Array.from(letters, (ch) => String.fromCharCode(ch.charCodeAt(0) << 8)).join("");

describe("text as the PDF writer mapped it", () => {
  it("puts the letters of a swapped ligature back inside Latin words", () => {
    expect(repairText(`Ne${swapped("tt")}obetrag`)).toBe("Nettobetrag");
    expect(repairText(`Rohsto${swapped("ff")} AG`)).toBe("Rohstoff AG");
    expect(repairText(`${swapped("fi")}nal o${swapped("ffi")}ce`)).toBe("final office");
  });

  it("leaves Chinese text and single characters alone", () => {
    // "最新" holds U+6700, a swapped "g"; beside other Han characters it is Chinese.
    expect(repairText("Apple最新款")).toBe("Apple最新款");
    expect(repairText(`${swapped("fi")}中文 text`)).toBe(`${swapped("fi")}中文 text`);
    // Without Latin letters there is no word to repair.
    expect(repairText(swapped("fi"))).toBe(swapped("fi"));
  });

  it("marks what cannot be mapped back as undecodable", () => {
    // "ffi" written as U+6600 U+CF00: the first is a swapped "f", the second no letter at all.
    expect(repairText("O\u6600\ucf00ce Supply")).toBe("O\ufffd\ufffdce Supply");
    // One code point cannot be a ligature (it stands for two letters or more).
    expect(repairText(`A${swapped("g")}B`)).toBe("A\ufffdB");
  });

  it("reads Unicode hyphens as the hyphen-minus they show", () => {
    expect(repairText("Nr. RE\u2010583920")).toBe("Nr. RE-583920");
    expect(repairText("USt.\u2011Id.\u2011Nr.")).toBe("USt.-Id.-Nr.");
  });

  it("reads C1 control codes as the Windows-1252 marks they stand for", () => {
    expect(repairText("\x93draft\x94 \x96 \x80 12,00")).toBe("\u201cdraft\u201d \u2013 \u20ac 12,00");
  });

  it("reads a page written with swapped ligatures as the words it prints", () => {
    const view: Matrix = [1, 0, 0, -1, 0, 600];
    const item: RawTextItem = { str: `Bru${swapped("tt")}osumme 1.021,91`, transform: [8, 0, 0, 8, 50, 500], width: 80, fontName: "f1" };
    const page = buildPage({ number: 1, width: 400, height: 600, rotation: 0, view, items: [item], styles: {} }, { ops: {} as never });
    expect(page.lines.map((l) => l.text)).toEqual(["Bruttosumme 1.021,91"]);
  });
});
