import { MAX_OCR_PAGES, type InspectResult } from "@quire/contracts";
import { tierCosts } from "./costs";
import type { PositionedDocument } from "./layout/types";

/** The free Inspect answer for a parsed document (parse it without graphics: only text matters). */
export function inspectDocument(doc: PositionedDocument, { sizeBytes }: { sizeBytes: number }): InspectResult {
  const textLayer = doc.pages.map((p) => p.hasTextLayer);
  const scanned = doc.pages.filter((p) => !p.hasTextLayer).map((p) => p.number);
  return {
    pages: doc.pageCount,
    encrypted: doc.encrypted,
    size_bytes: sizeBytes,
    text_layer: textLayer,
    scanned_pages: scanned,
    costs: tierCosts({ pages: doc.pageCount, scannedPages: scanned.length }),
    ocr_allowed: scanned.length <= MAX_OCR_PAGES,
  };
}
