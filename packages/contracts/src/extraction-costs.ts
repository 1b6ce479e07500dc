import type { ExtractionMethod, TierCosts } from "./extract";

// The contract's extraction cost table. "Per started N pages" means any part of a further block
// of N pages costs the full increment. Shared by the gateway (charging) and the extract-worker
// (Inspect's per-tier costs and the OCR notice).

const startedBlocks = (pages: number, block: number) => Math.ceil(Math.max(0, pages) / block);

/** Deterministic tier: 1 credit for up to 20 pages, +1 per started 20 pages beyond. */
export function deterministicCredits(pages: number): number {
  return Math.max(1, startedBlocks(pages, 20));
}

/** Model tier: 3 credits for up to 5 pages, +1 per started 5 pages beyond. */
export function modelCredits(pages: number): number {
  return 3 + startedBlocks(pages - 5, 5);
}

/** OCR tier over the scanned pages: 10 credits for up to 5, +2 per started 5 beyond; 0 if none. */
export function ocrCredits(scannedPages: number): number {
  if (scannedPages <= 0) return 0;
  return 10 + 2 * startedBlocks(scannedPages - 5, 5);
}

export function tierCosts({ pages, scannedPages }: { pages: number; scannedPages: number }): TierCosts {
  return { deterministic: deterministicCredits(pages), model: modelCredits(pages), ocr: ocrCredits(scannedPages) };
}

/** A call is charged for the highest tier that ran (contract: "charged only for the tier that ran"). */
export function creditsForTier(method: ExtractionMethod, { pages, scannedPages }: { pages: number; scannedPages: number }): number {
  if (method === "ocr") return ocrCredits(scannedPages);
  if (method === "model") return modelCredits(pages);
  return deterministicCredits(pages);
}
