import type { Provenance } from "@quire/contracts";
import type { BBox } from "../layout/types";
import { toDisplayBox, type OcrPageEvidence } from "./ocr-page";

// Values read from OCR'd pages: method "ocr", confidence = the rules' evidence × the recogniser's
// confidence in the weakest word the value was read from, capped at 0.8 (contract), and the box
// mapped back from the upright frame the rules saw to the page as displayed.

export const OCR_CONFIDENCE_CAP = 0.8;

function overlapArea(a: BBox, b: BBox): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The OCR words mostly inside `box` (upright frame). */
export function wordsUnder(box: BBox, evidence: OcrPageEvidence): OcrPageEvidence["words"] {
  return evidence.words.filter((w) => {
    const area = (w.bbox[2] - w.bbox[0]) * (w.bbox[3] - w.bbox[1]);
    return area > 0 && overlapArea(box, w.bbox) >= 0.5 * area;
  });
}

/** Confidence (0–1) of the least certain OCR word mostly inside `box`; null when no word is. */
export function weakestWordConfidence(box: BBox, evidence: OcrPageEvidence): number | null {
  const words = wordsUnder(box, evidence);
  return words.length ? Math.min(...words.map((w) => w.confidence)) : null;
}

/** Re-labels one provenance entry found on an OCR'd page (returns it unchanged for text-layer pages). */
export function ocrProvenance(p: Provenance, evidence: ReadonlyMap<number, OcrPageEvidence>): Provenance {
  const e = evidence.get(p.page);
  if (!e) return p;
  // No word under the box should not happen (the rules read these words); treat it as weak evidence.
  const words = weakestWordConfidence(p.bbox, e) ?? 0.5;
  const confidence = Math.min(OCR_CONFIDENCE_CAP, Math.round(p.confidence * words * 1000) / 1000);
  return { ...p, method: "ocr", confidence, bbox: toDisplayBox(p.bbox, e) };
}

export function applyOcrProvenance(fields: Record<string, Provenance>, evidence: ReadonlyMap<number, OcrPageEvidence>): Record<string, Provenance> {
  if (!evidence.size) return fields;
  return Object.fromEntries(Object.entries(fields).map(([path, p]) => [path, ocrProvenance(p, evidence)]));
}
