import type { OcrWord } from "../src/ocr/tesseract-pool";

/**
 * A row of OCR'd words for a constructed scan: each text starts at its x, one pixel per point, 8 px
 * a glyph and 5 px between words, 12 px tall and read with confidence 93.
 */
export function ocrRow(texts: Array<[string, number]>, y: number): OcrWord[] {
  return texts.flatMap(([text, x]) => {
    let at = x;
    return text.split(" ").map((part) => {
      const w: OcrWord = { text: part, box: [at, y, at + part.length * 8, y + 12], confidence: 93, baseline: y + 10, fontPx: 12 };
      at += part.length * 8 + 5;
      return w;
    });
  });
}
