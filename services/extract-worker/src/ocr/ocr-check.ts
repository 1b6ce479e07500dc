import type { PresetOutput } from "../presets/preset-output";
import { doubtOcrValues, dropDoubted, ocrDoubts } from "./ocr-doubt";
import { lostGlyphDoubts } from "./lost-glyphs";
import { lostMarkDoubts } from "./lost-marks";
import type { OcrPageEvidence } from "./ocr-page";
import { rereadOcrValues, type ReadLine } from "./ocr-reread";
import type { OcrPageImage } from "./ocr-tier";

// The checks every value read from an OCR'd page passes before it is returned: the page's
// arithmetic and the recogniser's confidence (ocr-doubt.ts), accents and first letters the recogniser
// dropped from names (lost-marks.ts, lost-glyphs.ts), then a second reading of its crop (ocr-reread.ts). A top-level value doubted only for the recogniser's low confidence is not
// dropped outright when crops can be read again: two more readings that both agree with the
// page's clear it (a word read the same way at three sizes and two segmentations is legible;
// tesseract's confidence is low on faint or bold till print it reads right).

/** `out` with the OCR'd values these checks doubt made null (with a warning each). */
export async function checkOcrValues(
  out: PresetOutput,
  evidence: ReadonlyMap<number, OcrPageEvidence>,
  images: ReadonlyMap<number, OcrPageImage>,
  readLine?: ReadLine,
): Promise<PresetOutput> {
  if (!readLine || !images.size) return doubtOcrValues(out, evidence);
  const doubts = ocrDoubts(out, evidence);
  const paths = new Set(doubts.map((d) => d.path));
  // What the scan shows adds one doubt per value not doubted already.
  for (const d of [...lostMarkDoubts(out, evidence, images), ...lostGlyphDoubts(out, evidence, images)]) {
    if (paths.has(d.path)) continue;
    paths.add(d.path);
    doubts.push(d);
  }
  const topLevel = (path: string) => !/[.[]/.test(path);
  const unsure = doubts.filter((d) => d.unsure && topLevel(d.path));
  return rereadOcrValues(
    dropDoubted(
      out,
      doubts.filter((d) => !unsure.includes(d)),
    ),
    evidence,
    images,
    readLine,
    unsure,
  );
}
