import { MAX_OCR_PAGES, ocrCredits, type ExtractJob, type ExtractionMethod } from "@quire/contracts";
import type { PositionedDocument } from "./layout/types";
import { escalationFields } from "./model-tier/escalation-fields";
import { runModelTier, type ModelTierDeps } from "./model-tier/model-tier";
import { checkOcrValues } from "./ocr/ocr-check";
import { applyOcrProvenance, ocrProvenance } from "./ocr/ocr-provenance";
import { assertOcrAllowed, runOcrTier, type OcrPageImage, type OcrTierDeps } from "./ocr/ocr-tier";
import type { OcrPageEvidence } from "./ocr/ocr-page";
import type { PresetOutput } from "./presets/preset-output";
import { dropUndecodable } from "./undecodable-values";
import { onDisplayedPages } from "./displayed-boxes";

// The three tiers around one preset run: OCR first (it changes the document the rules read), the
// rules, then the model for what the rules left null. `method` is the highest tier that actually
// ran — OCR above model above deterministic — which is what the gateway charges.

export interface TierDeps {
  /** Absent: this worker has no OCR; ocr_fallback then only warns. */
  ocr?: OcrTierDeps;
  /** Absent or without config: the model tier is skipped with a warning. */
  model?: ModelTierDeps;
}

export interface TieredResult {
  output: PresetOutput;
  method: ExtractionMethod;
}

function scannedNotice(scanned: number[], ocrRequested: boolean): string[] {
  if (!scanned.length || ocrRequested) return [];
  const what = `${scanned.length} page(s) have no text layer (${scanned.join(", ")})`;
  if (scanned.length > MAX_OCR_PAGES) return [`${what}; OCR reads at most ${MAX_OCR_PAGES} scanned pages per call.`];
  return [`${what}; enable ocr_fallback to read them with OCR for ${ocrCredits(scanned.length)} credits.`];
}

export async function runTiers(
  deps: TierDeps,
  {
    job,
    bytes,
    doc,
    run,
  }: { job: Pick<ExtractJob, "preset" | "schema" | "ocrFallback">; bytes: Uint8Array; doc: PositionedDocument; run: (doc: PositionedDocument) => PresetOutput },
): Promise<TieredResult> {
  const scanned = doc.pages.filter((p) => !p.hasTextLayer).map((p) => p.number);
  const notices = scannedNotice(scanned, job.ocrFallback);
  let read = doc;
  let evidence = new Map<number, OcrPageEvidence>();
  let images = new Map<number, OcrPageImage>();
  let ocrRan = false;
  if (job.ocrFallback && scanned.length) {
    // The 15-page cap is part of the contract, whether or not this worker can OCR.
    assertOcrAllowed(scanned);
    if (deps.ocr) {
      const ocr = await runOcrTier(deps.ocr, bytes, doc, scanned, { header: job.preset === "receipt" });
      read = ocr.doc;
      evidence = ocr.evidence;
      images = ocr.images;
      notices.push(...ocr.notices);
      ocrRan = true;
    } else {
      notices.push(`OCR is not available on this deployment; ${scanned.length} scanned page(s) were not read.`);
    }
  }

  // OCR'd values the page's arithmetic or the recogniser cannot vouch for are dropped first; the
  // numbers left are read a second time from their crop and kept only when both readings agree.
  const pool = deps.ocr?.pool;
  const checked = await checkOcrValues(run(read), evidence, images, pool?.readLine && ((image, options) => pool.readLine!(image, options)));
  // A field that holds a character it cannot decode is null; a page's text keeps it (as a table's
  // cells and an item's description do: they are no top-level field).
  const ruled = job.preset === "full_text" ? checked : dropUndecodable(checked);
  const output: PresetOutput = { ...ruled, fields: applyOcrProvenance(ruled.fields, evidence) };
  // A model value verified on an OCR'd page keeps method "model" but the OCR cap and display box.
  const relabel = (p: Parameters<typeof ocrProvenance>[0]) => ({ ...ocrProvenance(p, evidence), method: p.method });
  const model = await runModelTier({ ...deps.model, relabel }, read, output, escalationFields(job));
  const method: ExtractionMethod = ocrRan ? "ocr" : model.ran ? "model" : "deterministic";
  return { output: onDisplayedPages({ ...model.output, warnings: [...model.output.warnings, ...notices] }, read), method };
}
